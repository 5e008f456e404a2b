import { describe, expect, it } from 'vitest';
import { runTasks } from '../../src/gather/runner.js';
import type { Handler, TaskInput } from '../../src/gather/types.js';
import type { Task } from '../../src/plan/types.js';

function task(id: string, dependsOn: string[] = []): Task {
  return {
    id,
    sub: 's',
    entry: id,
    title: id,
    group: id,
    kind: 'resolve',
    runner: { type: 'builtin', handler: 'x' },
    params: {},
    range: undefined,
    days: undefined,
    basis: undefined,
    dependsOn,
    needs: [0],
    texts: [],
    produces: undefined,
    missing: undefined,
    optional: false,
  };
}

const input = (t: Task, deps: ReadonlyMap<string, unknown>, signal: AbortSignal) => ({ task: t, deps, signal }) as unknown as TaskInput;

/** Resolves once `count` parties have arrived: two tasks that both wait on it can only finish if they overlap. */
function barrier(count: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return async () => {
    if (++arrived === count) open();
    await opened;
  };
}

describe('runTasks', () => {
  it('runs independent tasks at the same time (their recorded intervals overlap)', async () => {
    const meet = barrier(3);
    const handler: Handler = async () => {
      await meet();
      return { summary: 'ok' };
    };
    const records = await runTasks([task('a'), task('b'), task('c')], () => handler, input, {
      concurrency: 4,
      timeoutMs: 5_000,
      signal: new AbortController().signal,
    });
    expect(records.map((r) => r.outcome.status)).toEqual(['ok', 'ok', 'ok']);
    // Every task started before any finished: the barrier would have held a serial runner until the timeout.
    const lastStart = Math.max(...records.map((r) => r.startMs!));
    const firstEnd = Math.min(...records.map((r) => r.endMs!));
    expect(lastStart).toBeLessThan(firstEnd);
  });

  it('starts a task only after its dependencies settled, and hands it their outcomes', async () => {
    const seen: string[] = [];
    const handlerFor =
      (t: Task): Handler =>
      async (i) => {
        seen.push(`${t.id}:${[...i.deps.keys()].join(',')}`);
        return { summary: t.id, data: t.id };
      };
    const records = await runTasks([task('people', ['calendar']), task('calendar')], handlerFor, input, {
      concurrency: 4,
      timeoutMs: 5_000,
      signal: new AbortController().signal,
    });
    expect(seen).toEqual(['calendar:', 'people:calendar']);
    expect(records[1]!.endMs!).toBeLessThanOrEqual(records[0]!.startMs!);
  });

  it('never runs more than `concurrency` tasks at once', async () => {
    let running = 0;
    let peak = 0;
    const handler: Handler = async () => {
      running++;
      peak = Math.max(peak, running);
      await Promise.resolve();
      await new Promise((r) => setImmediate(r));
      running--;
      return { summary: 'ok' };
    };
    await runTasks(
      ['a', 'b', 'c', 'd', 'e'].map((id) => task(id)),
      () => handler,
      input,
      {
        concurrency: 2,
        timeoutMs: 5_000,
        signal: new AbortController().signal,
      },
    );
    expect(peak).toBe(2);
  });

  it('records a throwing task and a timed-out one, and still runs the rest', async () => {
    const handlerFor =
      (t: Task): Handler =>
      async (i) => {
        if (t.id === 'boom') throw new Error('disk on fire\nsecond line');
        if (t.id === 'slow') await new Promise((_, reject) => i.signal.addEventListener('abort', () => reject(i.signal.reason)));
        return { summary: 'fine' };
      };
    const records = await runTasks([task('boom'), task('slow'), task('fine', ['boom'])], handlerFor, input, {
      concurrency: 4,
      timeoutMs: 50,
      signal: new AbortController().signal,
    });
    expect(records.map((r) => [r.id, r.outcome.status, r.outcome.error])).toEqual([
      ['boom', 'failed', 'disk on fire'],
      ['slow', 'timeout', 'timed out after 0.1s'],
      ['fine', 'ok', undefined],
    ]);
  });

  it('times out a handler that ignores its signal', async () => {
    const handler: Handler = () => new Promise(() => {});
    const [r] = await runTasks([task('stuck')], () => handler, input, {
      concurrency: 1,
      timeoutMs: 30,
      signal: new AbortController().signal,
    });
    expect(r!.outcome.status).toBe('timeout');
  });

  it('marks tasks cancelled when the run is interrupted', async () => {
    const controller = new AbortController();
    const handlerFor =
      (t: Task): Handler =>
      async (i) => {
        controller.abort();
        await new Promise((_, reject) => i.signal.addEventListener('abort', () => reject(i.signal.reason)));
        return { summary: t.id };
      };
    const records = await runTasks([task('first'), task('second', ['first'])], handlerFor, input, {
      concurrency: 1,
      timeoutMs: 5_000,
      signal: controller.signal,
    });
    expect(records.map((r) => r.outcome.status)).toEqual(['cancelled', 'cancelled']);
    expect(records[1]!.startedAt).toBeUndefined();
  });
});
