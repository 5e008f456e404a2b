/**
 * The built-in `tasks` handler (fetch-tasks): checkbox tasks across the vault, or in the daily notes of the need's
 * days, chosen by status and dates (select.ts), written to tasks.md in the session (render.ts).
 */
import { relative } from 'node:path';
import { writeGatheredFile } from '../../session/files.js';
import { formatLongDate } from '../../time/render.js';
import { periodicNotes } from '../../vault/layout.js';
import type { HandlerResult, TaskInput } from '../types.js';
import { paramList } from '../task-params.js';
import type { VaultViews } from '../vault-view.js';
import type { TaskState } from './parse.js';
import { reasonCounts, renderTasksMd } from './render.js';
import { selectTasks, type NoteTask, type TaskQuery } from './select.js';

const PREVIEW = 8;
const STATES: readonly TaskState[] = ['open', 'done', 'cancelled'];
const DATES = ['due', 'scheduled', 'start', 'overdue', 'undated', 'any'] as const;

function when(range: { start: string; end: string } | undefined): string {
  if (!range) return 'any date';
  return range.start === range.end ? formatLongDate(range.start) : `${range.start} to ${range.end}`;
}

/** "open tasks due or scheduled on Monday, February 16, 2026, tagged #work". */
function describeQuery(q: TaskQuery, daily: boolean): string {
  const states = q.states.join(' or ');
  const dated = q.dates.filter((d) => d !== 'any');
  const dates =
    dated.length === 0 || !q.states.includes('open')
      ? ''
      : ` ${dated.map((d) => (d === 'start' ? 'starting' : d === 'undated' ? 'without a due date' : d)).join(' or ')}`;
  const onOrIn = `${q.range && q.range.start === q.range.end ? 'on' : 'in'} ${when(q.range)}`;
  const timed =
    daily || (dated.length === 1 && dated[0] === 'undated')
      ? ''
      : q.states.includes('open') && dated.length === 0
        ? ''
        : dated.length === 1 && dated[0] === 'overdue'
          ? ` before ${q.range?.start ?? 'today'}`
          : ` ${onOrIn}`;
  const tags = q.tags.length ? `, tagged ${q.tags.map((t) => `#${t.replace(/^#/, '')}`).join(' or ')}` : '';
  const marks = q.marks?.length ? `, marked ${q.marks.join(' or ')}` : '';
  // All open tasks, yet the range still orders them: said, so "open tasks for today" does not read as if the day
  // had been ignored (or had filtered).
  const ordered =
    !daily && q.range && q.states.includes('open') && dated.length === 0
      ? `, all of them: overdue before ${q.range.start}, then due, scheduled or starting ${onOrIn}, then the rest`
      : '';
  return `${states} tasks${dates}${timed}${tags}${marks}${ordered}`;
}

export function tasksHandler(views: VaultViews) {
  return async (input: TaskInput): Promise<HandlerResult> => {
    const states = paramList(input, 'status').filter((s): s is TaskState => (STATES as readonly string[]).includes(s));
    const dates = paramList(input, 'dates').filter((d): d is TaskQuery['dates'][number] => (DATES as readonly string[]).includes(d));
    const daily = paramList(input, 'source').includes('day-note');
    const q: TaskQuery = {
      states: states.length ? states : ['open'],
      dates: dates.length ? dates : ['any'],
      range: input.task.range,
      tags: paramList(input, 'tag'),
      marks: paramList(input, 'marks'),
    };
    const view = views(input.vault);
    const scan = await view.facts(input.signal);
    const warnings: string[] = [];
    let pool: NoteTask[];
    let scope: string;
    if (daily) {
      const days = input.task.days ?? (input.task.range ? [input.task.range.start] : [input.resolution.target_date]);
      const wanted = periodicNotes(input.vault, input.config.layout, 'daily', days).map((n) => ({
        label: n.label,
        rel: relative(input.vault, n.path).split('\\').join('/'),
      }));
      const byRel = new Map(scan.notes.map((n) => [n.rel, n]));
      const found = wanted.filter((w) => byRel.has(w.rel));
      for (const w of wanted.filter((x) => !byRel.has(x.rel))) warnings.push(`no daily note for ${w.label} (${input.vault}/${w.rel})`);
      pool = found.flatMap((w) => byRel.get(w.rel)!.tasks.map((task) => ({ rel: w.rel, task })));
      // The days pick the notes; the tasks in them are not filtered by date again (unless dates were asked for).
      q.range = q.dates.includes('any') ? undefined : q.range;
      scope = `the daily note${wanted.length === 1 ? '' : 's'} of ${wanted.map((w) => w.label).join(', ')}`;
    } else {
      pool = scan.notes.flatMap((n) => n.tasks.map((task) => ({ rel: n.rel, task })));
      scope = `${scan.notes.length} note${scan.notes.length === 1 ? '' : 's'} of the vault`;
    }
    if (scan.unreadable.length)
      warnings.push(
        `${scan.unreadable.length} note${scan.unreadable.length === 1 ? '' : 's'} could not be read (e.g. ${scan.unreadable[0]})`,
      );
    const chosen = selectTasks(pool, q);
    const asked = describeQuery(q, daily);
    // Two tasks needs in one ritual ("due today", "left over from yesterday") are two tasks: each its own file.
    const base = input.task.produces ?? 'tasks.md';
    const name = /-\d+$/.test(input.task.id) ? base.replace(/(\.md)?$/, `-${input.task.id.split('-').pop()}.md`) : base;
    const path = writeGatheredFile(input.sessionDir, name, renderTasksMd({ asked, scope, chosen, vault: input.vault }));
    const preview = chosen.slice(0, PREVIEW).map((c) => `${c.task.text} — ${c.rel}:${c.task.line}`);
    if (chosen.length > PREVIEW) preview.push(`… ${chosen.length - PREVIEW} more in ${name}`);
    const counts = chosen.length ? ` (${reasonCounts(chosen)})` : '';
    return {
      summary: `${chosen.length} task${chosen.length === 1 ? '' : 's'}${counts}`,
      files: [{ name, path, summary: `${chosen.length} ${asked}${counts}, from ${scope}`, preview }],
      ...(warnings.length ? { warnings } : {}),
      data: { tasks: chosen },
    };
  };
}
