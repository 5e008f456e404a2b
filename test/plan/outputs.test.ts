import { describe, expect, it } from 'vitest';
import { uniqueOutputs } from '../../src/plan/outputs.js';
import type { Task } from '../../src/plan/types.js';

function task(id: string, patch: Partial<Task> = {}): Task {
  return {
    id,
    sub: 'fetch-calendar',
    entry: 'calendar',
    title: 'Calendar',
    group: 'Calendar',
    kind: 'fetch',
    runner: { type: 'builtin', handler: 'calendar' },
    params: {},
    range: { start: '2026-11-23', end: '2026-11-23' },
    days: undefined,
    basis: 'target',
    dependsOn: [],
    needs: [0],
    texts: [],
    produces: 'calendar.md',
    missing: undefined,
    optional: false,
    ...patch,
  } as Task;
}

const names = (tasks: Task[]) => tasks.map((t) => t.produces);

describe('uniqueOutputs', () => {
  it('keeps the declared name for the first task and adds the range for another range', () => {
    const week = { start: '2026-11-16', end: '2026-11-22' };
    expect(names(uniqueOutputs([task('calendar'), task('calendar-2', { range: week })]))).toEqual([
      'calendar.md',
      'calendar-2026-11-16-to-2026-11-22.md',
    ]);
    expect(names(uniqueOutputs([task('calendar'), task('calendar-2', { range: { start: '2026-11-20', end: '2026-11-20' } })]))).toEqual([
      'calendar.md',
      'calendar-2026-11-20.md',
    ]);
  });

  it('numbers tasks with the same range, and names a sub-skill that declares nothing after it', () => {
    const tasks = [
      task('a', { produces: 'resources.md' }),
      task('b', { produces: 'resources.md' }),
      task('c', { produces: 'resources.md' }),
      task('d', { produces: undefined, sub: 'weather' }),
    ];
    expect(names(uniqueOutputs(tasks))).toEqual(['resources.md', 'resources-2.md', 'resources-3.md', 'weather.md']);
  });

  it('never hands out a file of the session itself, nor a name differing only in case', () => {
    const tasks = [task('a', { produces: 'memory.md' }), task('b', { produces: 'Notes.md' }), task('c', { produces: 'notes.md' })];
    expect(names(uniqueOutputs(tasks))).toEqual(['memory-2026-11-23.md', 'Notes.md', 'notes-2.md']);
  });

  it('leaves resolve tasks alone', () => {
    const resolve = task('people', { kind: 'resolve', produces: undefined });
    expect(uniqueOutputs([resolve])[0]).toBe(resolve);
  });
});
