/**
 * The session file each fetch task writes. Two tasks of one sub-skill (the day's calendar and the prior week's, two
 * searches) would otherwise both write its `produces:` name, the second overwriting the first while memory.md
 * described both. Here every fetch task gets a name of its own before anything runs: the first keeps the name the
 * sub-skill declares (rituals may mention it), a later one gets its range added (`calendar-2026-11-16-to-2026-11-22.md`)
 * or, with the same range, a number (`resources-2.md`). Names are compared without regard to case (macOS, Windows),
 * and the session's own files are never given to a task.
 */
import type { Task } from './types.js';

/** Files the session itself writes: a sub-skill declaring one of these gets another name. */
export const SESSION_OWN_FILES: readonly string[] = [
  'session.json',
  'memory.md',
  'plan.md',
  'dates.md',
  'answers.json',
  'transcript.jsonl',
];

/** The name a fetch task's handler writes when the sub-skill declares none. */
export function declaredOutput(task: Pick<Task, 'produces' | 'sub'>): string {
  return task.produces ?? `${task.sub}.md`;
}

function split(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

function rangeSlug(task: Task): string | undefined {
  if (!task.range) return undefined;
  const { start, end } = task.range;
  return start === end ? start : `${start}-to-${end}`;
}

/** The tasks with `produces` set on every fetch task, each to a name no other task (nor the session) uses. */
export function uniqueOutputs(tasks: readonly Task[]): Task[] {
  const taken = new Map<string, Task | undefined>(SESSION_OWN_FILES.map((n) => [n.toLowerCase(), undefined]));
  const free = (name: string) => !taken.has(name.toLowerCase());
  return tasks.map((task) => {
    if (task.kind !== 'fetch') return task;
    const wanted = declaredOutput(task);
    let name = wanted;
    if (!free(name)) {
      const [stem, ext] = split(wanted);
      const holder = taken.get(wanted.toLowerCase());
      const slug = rangeSlug(task);
      const differs = slug !== undefined && (!holder || rangeSlug(holder) !== slug);
      name = differs && free(`${stem}-${slug}${ext}`) ? `${stem}-${slug}${ext}` : '';
      for (let n = 2; name === '' || !free(name); n++) name = `${stem}-${n}${ext}`;
    }
    taken.set(name.toLowerCase(), task);
    return name === task.produces ? task : { ...task, produces: name };
  });
}
