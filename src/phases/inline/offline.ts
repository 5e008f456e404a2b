/**
 * The offline guided mode: when there is no API key (or with --offline) the inline phase becomes a questionnaire
 * built from the ritual's own questions, after a short "day at a glance" from what the session gathered. The
 * answers become markdown, one heading per question, for the write phase.
 */
import type { Plan } from '../../plan/types.js';
import type { TaskRecord } from '../../session/records.js';
import type { TimeResolution } from '../../time/types.js';
import { describeTarget, formatLongDate, ignoredTimeNote } from '../../time/render.js';
import { oneLineSafe } from '../../text/line.js';
import { inTimeOrder } from '../../session/memory.js';
import type { Edited } from '../../io/editor.js';

export interface Answer {
  question: string;
  answer: string;
}

/** The calendar fields the glance shows. */
interface GlanceEvent {
  title: string;
  date: string;
  startTime?: string;
  endTime?: string;
  allDay: boolean;
  oneOnOne?: { name: string };
}

export interface GlanceInput {
  ritual: string;
  /** The ritual's pre-flight prose: offline it is shown as a note, since no model acts on it. */
  preflight?: string;
  resolution: TimeResolution;
  plan: Plan;
  records: readonly TaskRecord[];
}

const MAX_EVENTS = 12;

/** A few lines for the terminal: the events, what is missing, the active projects. Pure. */
export function atAGlance(input: GlanceInput): string {
  const byId = new Map(input.records.map((r) => [r.id, r]));
  const timeNote = ignoredTimeNote(input.resolution);
  const out: string[] = [`${oneLineSafe(input.ritual)} — ${describeTarget(input.resolution)}${timeNote ? ` (${timeNote})` : ''}`, ''];
  const calendar = input.plan.tasks.find((t) => t.sub === 'fetch-calendar');
  if (calendar) {
    const record = byId.get(calendar.id);
    const listed = (record?.outcome.data as { events?: GlanceEvent[] } | undefined)?.events;
    const events = listed ?? [];
    if (record?.outcome.status !== 'ok') {
      out.push(`Calendar: unavailable (${oneLineSafe(record?.outcome.error ?? record?.outcome.summary ?? 'not run')})`);
    } else if (listed === undefined) {
      // A resumed session has the task's summary, not its events (session.json keeps no data): say what it found.
      out.push(`Calendar: ${oneLineSafe(record.outcome.summary || 'read')} (listed in calendar.md)`);
    } else if (events.length === 0) {
      out.push('Calendar: no events');
    } else {
      out.push(`Calendar (${events.length} event${events.length === 1 ? '' : 's'}):`);
      let day = '';
      for (const e of events.slice(0, MAX_EVENTS)) {
        if (e.date !== day && calendar.range && calendar.range.start !== calendar.range.end) {
          day = e.date;
          out.push(`  ${formatLongDate(e.date)}`);
        }
        const time = e.allDay ? 'all day    ' : `${e.startTime ?? '?'}–${e.endTime ?? '?'}`;
        const named = e.oneOnOne && e.title.toLowerCase().includes(e.oneOnOne.name.toLowerCase());
        const oneOnOne = e.oneOnOne && !named ? `  (1:1 with ${oneLineSafe(e.oneOnOne.name)})` : '';
        out.push(`  ${time}  ${oneLineSafe(e.title)}${oneOnOne}`);
      }
      if (events.length > MAX_EVENTS) out.push(`  … and ${events.length - MAX_EVENTS} more in calendar.md`);
    }
  }
  const projects = input.plan.tasks.filter((t) => t.params.kind === 'projects' && t.needs.length > 0);
  for (const t of projects) {
    const refs = byId.get(t.id)?.outcome.refs ?? [];
    if (refs.length) {
      out.push(`Projects (${refs.length}):`);
      for (const r of refs.slice(0, 8)) out.push(`  ${oneLineSafe(r.label)} ${oneLineSafe(r.detail ?? '')}`.trimEnd());
    }
  }
  const missingRefs = input.plan.tasks
    .filter((t) => t.needs.length > 0 && !t.optional)
    .flatMap((t) => (byId.get(t.id)?.outcome.refs ?? []).filter((r) => !r.exists));
  const why = new Map(missingRefs.map((r) => [r.label, r.missing ?? 'missing']));
  const missing = inTimeOrder(missingRefs.map((r) => r.label)).map((label) => `${label} (${why.get(label)})`);
  if (missing.length) out.push(`Missing: ${missing.map(oneLineSafe).join(', ')}`);
  const unmatched = input.plan.needs.filter((n) => n.status === 'unmatched');
  if (unmatched.length) out.push(`Not understood offline: ${unmatched.map((n) => `“${oneLineSafe(n.text)}”`).join(', ')}`);
  // A need read in part gathered less than it asked for: said here too, not only in memory.md.
  const partly = input.plan.needs.filter((n) => n.status === 'partly');
  for (const n of partly)
    out.push(`Partly understood: “${oneLineSafe(n.text)}” — ${n.unexplained.map((w) => `“${oneLineSafe(w)}”`).join(', ')} not read`);
  if (input.preflight?.trim())
    out.push(
      '',
      'Before you start (from the ritual):',
      ...input.preflight
        .trim()
        .split('\n')
        .map((l) => `  ${oneLineSafe(l)}`),
    );
  return `${out.join('\n')}\n`;
}

export interface QuestionnaireIo {
  ask(question: string): Promise<string | null>;
  write(text: string): void;
  interactive: boolean;
  /** Told the answers after every change, in question order (so an interrupted run can keep them). */
  onAnswers?: (answers: Answer[]) => void;
  /** Opens the person's editor on an answer (`/edit`; every question with `--editor`). */
  edit?: (current: string, header: string) => Promise<Edited>;
  /** `--editor`: each question opens the editor instead of the prompt. */
  editorFirst?: boolean;
}

export const QUESTIONNAIRE_HELP = [
  '/edit   write this answer in your editor ($VISUAL or $EDITOR); a pasted block is one answer too',
  '/skip   leave this question unanswered',
  '/back   go back to the previous question',
  '/done   stop asking; the answers so far are written',
  '/quit   leave without writing anything',
  '/help   this list',
].join('\n');

/** How the questionnaire ended: every question asked, /done, end of input, or /quit (write nothing). */
type QuestionnaireEnd = 'answered' | 'done' | 'eof' | 'quit';

export interface QuestionnaireResult {
  /** In question order. */
  answers: Answer[];
  /** Questions left unanswered (skipped, or not reached after /done or end of input). */
  unanswered: number;
  end: QuestionnaireEnd;
}

/**
 * What stopping early did, in one line: which questions are left unanswered, and what happens to them and to the
 * answers given. "(Ctrl-D: no more questions. Unanswered: 3, 4, 5 of 5 — nothing is written for them; the 2 answers
 * given are shown as a diff before anything is written)".
 */
function stopNote(why: string, total: number, answered: ReadonlySet<number>): string {
  const left = Array.from({ length: total }, (_, k) => k)
    .filter((k) => !answered.has(k))
    .map((k) => k + 1);
  const unanswered =
    left.length === 0
      ? 'every question is answered'
      : `unanswered: ${left.join(', ')} of ${total} — nothing is written for ${left.length === 1 ? 'it' : 'them'}`;
  const given =
    answered.size === 0
      ? 'nothing was answered, so nothing will be written'
      : `the ${answered.size === 1 ? 'answer' : `${answered.size} answers`} given ${answered.size === 1 ? 'is' : 'are'} shown as a diff before anything is written`;
  return `(${why}: no more questions. ${unanswered[0]!.toUpperCase()}${unanswered.slice(1)}; ${given})`;
}

/**
 * Asks each question in turn, numbered among all the ritual's questions: answers from an earlier run (`--resume`)
 * are kept and their questions passed over, so question 3 of 5 is still (3/5). A reply that is one word after a
 * slash is a command (QUESTIONNAIRE_HELP), never an answer. An empty reply is asked once more, and a second one
 * skips the question, visibly. End of input (Ctrl-D on a terminal) stops asking and says what is left. Without a
 * terminal the questions are still printed, each followed by the reply read, so a log reads naturally.
 */
export async function runQuestionnaire(
  questions: readonly string[],
  io: QuestionnaireIo,
  earlier: readonly Answer[] = [],
): Promise<QuestionnaireResult> {
  const given = new Map<number, string>(
    earlier.flatMap((a) => (questions.includes(a.question) ? [[questions.indexOf(a.question), a.answer] as const] : [])),
  );
  const before = new Set(given.keys());
  const result = (end: QuestionnaireEnd): QuestionnaireResult => {
    const answers = [...given.entries()].sort(([a], [b]) => a - b).map(([i, answer]) => ({ question: questions[i]!, answer }));
    return { answers, unanswered: questions.length - answers.length, end };
  };
  const changed = (): void => io.onAnswers?.(result('answered').answers);
  const stop = (end: QuestionnaireEnd, why: string): QuestionnaireResult => {
    io.write(`${stopNote(why, questions.length, new Set(given.keys()))}\n`);
    return result(end);
  };
  // Forward, answers from an earlier run are passed over; /back still reaches them.
  const forward = (k: number): number => (k < questions.length && before.has(k) ? forward(k + 1) : k);
  let i = forward(0);
  let emptyBefore = false;
  while (i < questions.length) {
    const label = `(${i + 1}/${questions.length}) ${oneLineSafe(questions[i]!)}`;
    const reply = await readReply(label, given.get(i), io);
    if (reply === null) return stop('eof', io.interactive ? 'Ctrl-D' : 'end of input');
    const text = reply.trim();
    const command = /^\/\S+$/.test(text) ? text.toLowerCase() : undefined;
    if (command === '/help') io.write(`${QUESTIONNAIRE_HELP}\n`);
    else if (command === '/quit') return result('quit');
    else if (command === '/done') return stop('done', '/done');
    else if (command === '/back') {
      if (i === 0) io.write('(this is the first question)\n');
      else {
        i -= 1;
        const earlierAnswer = given.get(i);
        io.write(
          earlierAnswer === undefined ? '(back; it has no answer yet)\n' : `(back; your answer was: ${oneLineSafe(earlierAnswer)})\n`,
        );
      }
    } else if (command === '/edit') {
      const edited = await editAnswer(label, given.get(i), io);
      if (edited !== undefined) {
        given.set(i, edited);
        changed();
        i = forward(i + 1);
      }
    } else if (command === '/skip' || (text === '' && emptyBefore)) {
      if (given.delete(i)) changed();
      io.write('(skipped)\n');
      i = forward(i + 1);
    } else if (command !== undefined) io.write(`(${oneLineSafe(text)} is not a command here; /help lists them)\n`);
    else if (text === '') {
      io.write('(empty answer: type one, or press Enter again to skip this question; /help lists the commands)\n');
      emptyBefore = true;
      continue;
    } else {
      given.set(i, text);
      changed();
      i = forward(i + 1);
    }
    emptyBefore = false;
  }
  return result('answered');
}

/**
 * One reply: from the editor first with `--editor` (nothing written there is a skip; an editor that fails falls
 * back to the prompt, said), else from the prompt. Without a terminal the prompt and the reply are printed.
 */
async function readReply(label: string, current: string | undefined, io: QuestionnaireIo): Promise<string | null> {
  const prompt = `${label}\n> `;
  if (io.editorFirst && io.edit) {
    io.write(`${label}\n`);
    const edited = await io.edit(current ?? '', label);
    if ('text' in edited) {
      if (edited.text.trim() === '') io.write('(nothing was written in the editor)\n');
      return edited.text.trim() === '' ? '/skip' : edited.text;
    }
    io.write(`(${edited.problem}; answer here instead)\n`);
  }
  if (!io.interactive) io.write(prompt);
  const reply = await io.ask(io.interactive ? prompt : '');
  // The reply ends the prompt's line; at the end of input nothing did.
  if (!io.interactive || reply === null) io.write(`${reply ?? ''}\n`);
  return reply;
}

/** `/edit`: the answer from the editor, or undefined (said) when it failed or came back empty: the answer stays. */
async function editAnswer(label: string, current: string | undefined, io: QuestionnaireIo): Promise<string | undefined> {
  const kept = current === undefined ? 'answer on the line instead' : 'the answer is kept as it was';
  const edited: Edited = io.edit ? await io.edit(current ?? '', label) : { problem: 'no editor here' };
  if ('problem' in edited) io.write(`(${edited.problem}; ${kept})\n`);
  else if (edited.text.trim() === '') io.write(`(the editor came back empty; ${kept})\n`);
  else {
    const lines = edited.text.trim().split('\n').length;
    io.write(`(answer from the editor: ${lines} line${lines === 1 ? '' : 's'})\n`);
    return edited.text.trim();
  }
  return undefined;
}
