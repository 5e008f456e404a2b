import { describe, expect, it } from 'vitest';
import { runQuestionnaire, type Answer, type QuestionnaireIo } from '../../../src/phases/inline/offline.js';

const QUESTIONS = ['Energy?', 'Outcome?', 'Meetings?'];

/** A questionnaire fed these replies (null = end of input), and what it printed. */
async function answer(replies: (string | null)[]) {
  const printed: string[] = [];
  const saved: Answer[][] = [];
  const io: QuestionnaireIo = {
    interactive: false,
    write: (t) => void printed.push(t),
    ask: async () => (replies.length ? replies.shift()! : null),
    onAnswers: (a) => void saved.push(a),
  };
  const result = await runQuestionnaire(QUESTIONS, io);
  return { ...result, printed: printed.join(''), saved, left: replies };
}

describe('the offline questionnaire', () => {
  it('answers in question order', async () => {
    const r = await answer(['High', 'Ship it', 'Design review']);
    expect(r.end).toBe('answered');
    expect(r.answers).toEqual([{ question: 'Energy?', answer: 'High' }, { question: 'Outcome?', answer: 'Ship it' }, { question: 'Meetings?', answer: 'Design review' }]);
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
    expect(r.answers).toEqual([{ question: 'Energy?', answer: 'High after all' }, { question: 'Meetings?', answer: 'Design review' }]);
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

  it('end of input skips the remaining questions', async () => {
    const r = await answer(['High', null]);
    expect([r.end, r.answers.length, r.unanswered]).toEqual(['eof', 1, 2]);
    expect(r.printed).toContain('(end of input: skipping the remaining questions)');
  });
});

describe('the run header offline', () => {
  it('names a need read only in part, with the words not read, beside the needs not read at all', async () => {
    const { planNeeds } = await import('../../../src/plan/planner.js');
    const { atAGlance } = await import('../../../src/phases/inline/offline.js');
    const { bundledCatalogue, DEV_TARGET } = await import('../../support/needs.js');
    const plan = planNeeds('r', [{ text: 'Daily notes and the zorbly widgets', line: 1 }, { text: 'The weather on Mars', line: 2 }], DEV_TARGET, bundledCatalogue);
    expect(plan.needs.map((n) => n.status)).toEqual(['partly', 'unmatched']);
    const text = atAGlance({ ritual: 'r', resolution: DEV_TARGET, plan, records: [] });
    expect(text).toContain('Not understood offline: “The weather on Mars”');
    expect(text).toMatch(/Partly understood: “Daily notes and the zorbly widgets” — “zorbly”, “widgets” not read/);
  });
});
