/**
 * Which tasks a need asks for, from the task's parameters (see skills/_sub/fetch-tasks/SKILL.md). Pure.
 *
 *   status  open | done | cancelled (any of them; default open)
 *   dates   due | scheduled | start | overdue | undated | any (default any); undated: open tasks with no due date
 *   source  vault | day-note (default vault): day-note keeps the tasks written in the daily notes of the range's
 *           days — "tasks left open in yesterday's note"
 *   tag     captured tags: only tasks carrying one of them (or nested under one)
 *   marks   the marks of a list the vault keeps ("waiting for": #waiting, [w]), as the planner found them in the
 *           vault: only tasks carrying one of them (a tag, or nested under it; or that status character)
 *
 * Open tasks are chosen by the date fields named: due, scheduled or start inside the range, or overdue (due before
 * the range starts); with `any`, every open task. Done and cancelled tasks are chosen by their done or cancelled
 * date inside the range (all of them when there is no range). Each task is listed once, under the first reason that
 * holds, in the order overdue, due, scheduled, starting, open, done, cancelled.
 */
import type { DateRange } from '../../time/calendar.js';
import { tagMatches } from '../notes/tags.js';
import type { TaskState, VaultTask } from './parse.js';
import { byCodeUnit } from '../../text/order.js';

export type Reason = 'overdue' | 'due' | 'scheduled' | 'starting' | 'open' | 'done' | 'cancelled';
export const REASON_ORDER: readonly Reason[] = ['overdue', 'due', 'scheduled', 'starting', 'open', 'done', 'cancelled'];

export interface TaskQuery {
  states: TaskState[];
  dates: ('due' | 'scheduled' | 'start' | 'overdue' | 'undated' | 'any')[];
  range: DateRange | undefined;
  tags: string[];
  /** `#tag`s and `[c]` statuses, any of which a task must carry (empty: no such filter). */
  marks?: string[];
}

export interface NoteTask {
  rel: string;
  task: VaultTask;
}

export interface Chosen extends NoteTask {
  reason: Reason;
}

const inRange = (date: string | undefined, range: DateRange | undefined): boolean =>
  date !== undefined && (!range || (date >= range.start && date <= range.end));

function reasonFor(t: VaultTask, q: TaskQuery): Reason | undefined {
  if (!q.states.includes(t.state)) return undefined;
  if (t.state === 'done') return !q.range || inRange(t.dates.done, q.range) ? 'done' : undefined;
  if (t.state === 'cancelled') return !q.range || inRange(t.dates.cancelled, q.range) ? 'cancelled' : undefined;
  const d = t.dates;
  const any = q.dates.includes('any');
  if ((any || q.dates.includes('overdue')) && d.due !== undefined && q.range && d.due < q.range.start) return 'overdue';
  if (q.dates.includes('due') && inRange(d.due, q.range)) return 'due';
  if (q.dates.includes('scheduled') && inRange(d.scheduled, q.range)) return 'scheduled';
  if (q.dates.includes('start') && inRange(d.start, q.range)) return 'starting';
  if (q.dates.includes('undated') && d.due === undefined) return 'open';
  if (any)
    return inRange(d.due, q.range) ? 'due' : inRange(d.scheduled, q.range) ? 'scheduled' : inRange(d.start, q.range) ? 'starting' : 'open';
  return undefined;
}

/** Whether the task carries one of the marks: a tag (or one nested under it), or the status character. */
function carriesMark(t: VaultTask, marks: readonly string[]): boolean {
  return marks.some((m) => (m.startsWith('#') ? t.tags.some((tag) => tagMatches(tag, m.slice(1))) : m === `[${t.status}]`));
}

export function selectTasks(tasks: readonly NoteTask[], q: TaskQuery): Chosen[] {
  const chosen: Chosen[] = [];
  for (const nt of tasks) {
    if (q.tags.length > 0 && !nt.task.tags.some((tag) => q.tags.some((w) => tagMatches(tag, w)))) continue;
    if (q.marks?.length && !carriesMark(nt.task, q.marks)) continue;
    const reason = reasonFor(nt.task, q);
    if (reason) chosen.push({ ...nt, reason });
  }
  const dateOf = (c: Chosen) => {
    const d = c.task.dates;
    if (c.reason === 'done') return d.done ?? '9999';
    if (c.reason === 'cancelled') return d.cancelled ?? '9999';
    return (
      (c.reason === 'scheduled' ? d.scheduled : c.reason === 'starting' ? d.start : d.due) ?? d.due ?? d.scheduled ?? d.start ?? '9999'
    );
  };
  return chosen.sort(
    (a, b) =>
      REASON_ORDER.indexOf(a.reason) - REASON_ORDER.indexOf(b.reason) ||
      byCodeUnit(dateOf(a), dateOf(b)) ||
      a.rel.localeCompare(b.rel) ||
      a.task.line - b.task.line,
  );
}
