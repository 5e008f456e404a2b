import { describe, expect, it } from 'vitest';
import { runQuestionnaire, type Answer, type QuestionnaireIo } from '../../../src/phases/inline/offline.js';

const QUESTIONS = ['Energy?', 'Outcome?', 'Meetings?'];

/** A questionnaire fed these replies (null = end of input), and what it printed. */
async function answer(replies: (string | null)[], more: Partial<QuestionnaireIo> = {}, earlier: Answer[] = []) {
  const printed: string[] = [];
  const saved: Answer[][] = [];
  const io: QuestionnaireIo = {
    interactive: false,
    write: (t) => void printed.push(t),
    ask: async () => (replies.length ? replies.shift()! : null),
    onAnswers: (a) => void saved.push(a),
    ...more,
  };
  const result = await runQuestionnaire(QUESTIONS, io, earlier);
  return { ...result, printed: printed.join(''), saved, left: replies };
}

describe('the offline questionnaire', () => {
  it('answers in question order', async () => {
    const r = await answer(['High', 'Ship it', 'Design review']);
    expect(r.end).toBe('answered');
    expect(r.answers).toEqual([
      { question: 'Energy?', answer: 'High' },
      { question: 'Outcome?', answer: 'Ship it' },
      { question: 'Meetings?', answer: 'Design review' },
    ]);
    expect(r.saved.at(-1)).toEqual(r.answers);
  });

  it('/help lists the commands and asks the same question again; it is never an answer', async () => {
    const r = await answer(['/help', 'High', '/HELP', 'Ship it', 'x']);
    expect(r.answers.map((a) => a.answer)).toEqual(['High', 'Ship it', 'x']);
    expect(r.printed).toContain('/skip   leave this question unanswered');
    expect(r.printed.match(/\(1\/3\) Energy\?/g)).toHaveLength(2);
  });

  it('an empty answer is asked once more, then skipped visibly', async () => {
    const r = await answer(['', 'High after all', '', '', 'Design review']);
    expect(r.answers).toEqual([
      { question: 'Energy?', answer: 'High after all' },
      { question: 'Meetings?', answer: 'Design review' },
    ]);
    expect(r.printed).toContain('(empty answer: type one, or press Enter again to skip this question');
    expect(r.printed).toMatch(/\(2\/3\) Outcome\?\n> \n\(empty answer[^\n]*\n\(2\/3\) Outcome\?\n> \n\(skipped\)\n\(3\/3\)/);
    expect(r.unanswered).toBe(1);
  });

  it('/skip skips, /back returns to the previous question and replaces or removes its answer', async () => {
    const r = await answer(['High', '/skip', '/back', '/back', 'Low', 'Ship it', 'Design review']);
    expect(r.printed).toContain('(back; it has no answer yet)');
    expect(r.printed).toContain('(back; your answer was: High)');
    expect(r.answers.map((a) => a.answer)).toEqual(['Low', 'Ship it', 'Design review']);
    const s = await answer(['High', '/back', '/skip', '/skip', 'Design review']);
    expect(s.answers).toEqual([{ question: 'Meetings?', answer: 'Design review' }]);
    expect(s.saved.at(-1)).toEqual(s.answers);
    expect((await answer(['/back', 'High', 'a', 'b'])).printed).toContain('(this is the first question)');
  });

  it('/done stops with the answers so far; /quit says to write nothing', async () => {
    const done = await answer(['High', '/done', 'never read']);
    expect([done.end, done.answers.length, done.unanswered, done.left]).toEqual(['done', 1, 2, ['never read']]);
    const quit = await answer(['High', '/quit']);
    expect(quit.end).toBe('quit');
  });

  it('an unknown command is not saved as an answer; a sentence starting with a slash is', async () => {
    const r = await answer(['/skp', '/etc is full again', 'b', 'c']);
    expect(r.printed).toContain('(/skp is not a command here; /help lists them)');
    expect(r.answers[0]).toEqual({ question: 'Energy?', answer: '/etc is full again' });
  });

  it('end of input stops asking and says which questions are left and what happens to them', async () => {
    const r = await answer(['High', null]);
    expect([r.end, r.answers.length, r.unanswered]).toEqual(['eof', 1, 2]);
    expect(r.printed).toContain(
      '(2/3) Outcome?\n> \n(end of input: no more questions. Unanswered: 2, 3 of 3 — nothing is written for them; the answer given is shown as a diff before anything is written)\n',
    );
    const none = await answer([null], { interactive: true });
    expect(none.printed).toContain(
      '(Ctrl-D: no more questions. Unanswered: 1, 2, 3 of 3 — nothing is written for them; nothing was answered, so nothing will be written)',
    );
    const done = await answer(['/skip', 'Ship it', '/done']);
    expect(done.printed).toContain('(/done: no more questions. Unanswered: 1, 3 of 3');
  });

  it("after a resume the numbering is the whole questionnaire's, earlier answers kept, and /back reaches them", async () => {
    const r = await answer(['/back', 'Low', 'Ship it'], {}, [
      { question: 'Energy?', answer: 'High' },
      { question: 'Meetings?', answer: 'Design review' },
    ]);
    expect(r.printed).toBe('(2/3) Outcome?\n> /back\n(back; your answer was: High)\n(1/3) Energy?\n> Low\n(2/3) Outcome?\n> Ship it\n');
    expect(r.answers).toEqual([
      { question: 'Energy?', answer: 'Low' },
      { question: 'Outcome?', answer: 'Ship it' },
      { question: 'Meetings?', answer: 'Design review' },
    ]);
    expect(r.saved.at(-1)).toEqual(r.answers);
  });

  it('/edit takes the answer from the editor; an editor that fails or comes back empty keeps the answer', async () => {
    const edits: string[] = [];
    const editor = (results: ({ text: string } | { problem: string })[]) => ({
      edit: async (current: string) => {
        edits.push(current);
        return results.shift()!;
      },
    });
    const r = await answer(
      ['/edit', 'Ship it', '/back', '/edit', null],
      editor([{ text: 'Para one.\n\nPara two.\n' }, { problem: 'the editor `nope` was not found' }]),
    );
    expect(r.answers[0]).toEqual({ question: 'Energy?', answer: 'Para one.\n\nPara two.' });
    expect(r.printed).toContain('(answer from the editor: 3 lines)');
    expect(r.printed).toContain('(the editor `nope` was not found; the answer is kept as it was)');
    expect(edits).toEqual(['', 'Ship it']);
    expect(r.answers[1]).toEqual({ question: 'Outcome?', answer: 'Ship it' });
  });

  it('--editor asks each question in the editor; nothing written there skips it; a failing editor falls back to the prompt', async () => {
    const results: ({ text: string } | { problem: string })[] = [
      { text: 'High' },
      { text: '  ' },
      { problem: 'no editor is set: set $VISUAL or $EDITOR' },
    ];
    const r = await answer(['Design review'], { editorFirst: true, edit: async () => results.shift()! });
    expect(r.answers).toEqual([
      { question: 'Energy?', answer: 'High' },
      { question: 'Meetings?', answer: 'Design review' },
    ]);
    expect(r.printed).toContain('(2/3) Outcome?\n(nothing was written in the editor)\n(skipped)\n');
    expect(r.printed).toContain('(no editor is set: set $VISUAL or $EDITOR; answer here instead)\n(3/3) Meetings?\n> Design review');
  });
});

describe('the run header offline', () => {
  it('names a need read only in part, with the words not read, beside the needs not read at all', async () => {
    const { planNeeds } = await import('../../../src/plan/planner.js');
    const { atAGlance } = await import('../../../src/phases/inline/offline.js');
    const { bundledCatalogue, DEV_TARGET } = await import('../../support/needs.js');
    const plan = planNeeds(
      'r',
      [
        { text: 'Daily notes and the zorbly widgets', line: 1 },
        { text: 'The weather on Mars', line: 2 },
      ],
      DEV_TARGET,
      bundledCatalogue,
    );
    expect(plan.needs.map((n) => n.status)).toEqual(['partly', 'unmatched']);
    const text = atAGlance({ ritual: 'r', resolution: DEV_TARGET, plan, records: [] });
    expect(text).toContain('Not understood offline: “The weather on Mars”');
    expect(text).toMatch(/Partly understood: “Daily notes and the zorbly widgets” — “zorbly”, “widgets” not read/);
  });
});

describe('the run header of a resumed session', () => {
  it('says what the calendar task found, from session.json, not "no events" (adversarial pass 2, f31)', async () => {
    const { planNeeds } = await import('../../../src/plan/planner.js');
    const { atAGlance } = await import('../../../src/phases/inline/offline.js');
    const { recordsFromState } = await import('../../../src/run/resume.js');
    const { bundledCatalogue, DEV_TARGET } = await import('../../support/needs.js');
    const plan = planNeeds('r', [{ text: "Today's calendar events", line: 1 }], DEV_TARGET, bundledCatalogue);
    const calendar = plan.tasks.find((t) => t.sub === 'fetch-calendar');
    expect(calendar).toBeDefined();
    // What session.json keeps of a finished calendar task: its status and summary, not its events.
    const state = { tasks: [{ id: calendar!.id, status: 'ok', summary: '5 events, 2 one-on-ones' }] } as unknown as Parameters<
      typeof recordsFromState
    >[0];
    const text = atAGlance({ ritual: 'r', resolution: DEV_TARGET, plan, records: recordsFromState(state) });
    expect(text).toContain('Calendar: 5 events, 2 one-on-ones (listed in calendar.md)');
    expect(text).not.toContain('no events');
  });
});
