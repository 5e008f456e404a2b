/** tasks.md: the tasks a need asked for, grouped by why each was chosen, each with its note's path and line. Pure. */
import type { Chosen, Reason } from './select.js';
import { REASON_ORDER } from './select.js';

const HEADINGS: Record<Reason, string> = {
  overdue: 'Overdue',
  due: 'Due',
  scheduled: 'Scheduled',
  starting: 'Starting',
  open: 'Open',
  done: 'Done',
  cancelled: 'Cancelled',
};

/** At most this many task lines in tasks.md; the rest are counted, not listed. */
const MAX_LISTED = 500;

export interface TasksMdInput {
  /** What was asked, in words: "open tasks due or scheduled on 2026-02-16". */
  asked: string;
  /** Where they were looked for: "212 notes", "the daily note of 2026-02-15". */
  scope: string;
  chosen: readonly Chosen[];
  vault: string;
}

function taskLine(c: Chosen, vault: string): string {
  return `- ${c.task.text} — ${vault}/${c.rel}:${c.task.line}`;
}

export function reasonCounts(chosen: readonly Chosen[]): string {
  const counts = REASON_ORDER.map((r) => [r, chosen.filter((c) => c.reason === r).length] as const).filter(([, n]) => n > 0);
  return counts.map(([r, n]) => `${n} ${HEADINGS[r].toLowerCase()}`).join(', ');
}

export function renderTasksMd(input: TasksMdInput): string {
  const { chosen } = input;
  const notes = new Set(chosen.map((c) => c.rel)).size;
  const out = [`# Tasks`, '', `Asked for: ${input.asked}. Looked in: ${input.scope}.`, ''];
  if (chosen.length === 0) {
    out.push('No task matches.');
    return `${out.join('\n')}\n`;
  }
  out.push(
    `${chosen.length} task${chosen.length === 1 ? '' : 's'} in ${notes} note${notes === 1 ? '' : 's'} (${reasonCounts(chosen)}). Each line ends with the note's path and the task's line.`,
    '',
  );
  const listed = chosen.slice(0, MAX_LISTED);
  for (const reason of REASON_ORDER) {
    const group = listed.filter((c) => c.reason === reason);
    if (group.length === 0) continue;
    out.push(`## ${HEADINGS[reason]} (${chosen.filter((c) => c.reason === reason).length})`, '');
    for (const c of group) out.push(taskLine(c, input.vault));
    out.push('');
  }
  if (chosen.length > listed.length) out.push(`… ${chosen.length - listed.length} more not listed.`, '');
  return `${out.join('\n').trimEnd()}\n`;
}
