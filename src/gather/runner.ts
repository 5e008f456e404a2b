/**
 * Runs a plan's tasks as a dependency graph: a task starts when its dependencies have settled, at most `concurrency`
 * at once, each with its own timeout. A task that throws or times out is recorded with the reason and never stops the
 * others; its dependents still run (and say what they are missing).
 */
import type { Task } from '../plan/types.js';
import { oneLine } from '../text/line.js';
import type { Handler, TaskOutcome, TaskRecord } from './types.js';

export interface RunOptions {
  concurrency: number;
  timeoutMs: number;
  signal: AbortSignal;
  /** Called when a task starts and when it settles (for progress display). */
  onUpdate?: (record: TaskRecord, state: 'running' | 'done') => void;
  now?: () => number;
}

export type HandlerFor = (task: Task) => Handler;

/** An error thrown by a handler, as one line of session.json and memory.md: its first line is the message. */
function errorLine(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return oneLine(text.split('\n')[0]!, 300) || 'unknown error';
}

export async function runTasks(
  tasks: readonly Task[],
  handlerFor: HandlerFor,
  input: (task: Task, deps: ReadonlyMap<string, TaskOutcome>, signal: AbortSignal) => Parameters<Handler>[0],
  opts: RunOptions,
): Promise<TaskRecord[]> {
  const now = opts.now ?? (() => performance.timeOrigin + performance.now());
  const records = new Map<string, TaskRecord>(
    tasks.map((t) => [
      t.id,
      {
        id: t.id,
        startedAt: undefined,
        endedAt: undefined,
        startMs: undefined,
        endMs: undefined,
        durationMs: undefined,
        outcome: { status: 'cancelled', summary: 'not started' },
      },
    ]),
  );
  const outcomes = new Map<string, TaskOutcome>();
  const ids = new Set(tasks.map((t) => t.id));
  const waiting = new Set(tasks);
  let running = 0;

  return new Promise<TaskRecord[]>((resolveAll) => {
    const finish = () => resolveAll(tasks.map((t) => records.get(t.id)!));

    const ready = (t: Task) => t.dependsOn.every((d) => !ids.has(d) || outcomes.has(d));

    const start = (task: Task) => {
      waiting.delete(task);
      running++;
      const record = records.get(task.id)!;
      const startMs = now();
      record.startMs = startMs;
      record.startedAt = new Date(startMs).toISOString();
      record.outcome = { status: 'cancelled', summary: 'running' };
      opts.onUpdate?.(record, 'running');
      const timeout = AbortSignal.timeout(opts.timeoutMs);
      const signal = AbortSignal.any([opts.signal, timeout]);
      const deps = new Map(task.dependsOn.flatMap((d) => (outcomes.has(d) ? [[d, outcomes.get(d)!] as const] : [])));
      // The race makes a handler that ignores its signal still count as timed out on time.
      const aborted = new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
      Promise.race([handlerFor(task)(input(task, deps, signal)), aborted])
        .then(
          (result): TaskOutcome => ({ status: 'ok', ...result }),
          (err: unknown): TaskOutcome => {
            if (opts.signal.aborted) return { status: 'cancelled', summary: 'interrupted', error: 'interrupted' };
            if (timeout.aborted) {
              const secs = Math.round(opts.timeoutMs / 100) / 10;
              return { status: 'timeout', summary: `timed out after ${secs}s`, error: `timed out after ${secs}s` };
            }
            return { status: 'failed', summary: `failed: ${errorLine(err)}`, error: errorLine(err) };
          },
        )
        .then((outcome) => {
          const endMs = now();
          record.endMs = endMs;
          record.endedAt = new Date(endMs).toISOString();
          record.durationMs = Math.round((endMs - startMs) * 10) / 10;
          record.outcome = outcome;
          outcomes.set(task.id, outcome);
          running--;
          opts.onUpdate?.(record, 'done');
          pump();
        });
    };

    const pump = () => {
      if (opts.signal.aborted) {
        for (const t of waiting) records.get(t.id)!.outcome = { status: 'cancelled', summary: 'not started: interrupted' };
        waiting.clear();
      }
      for (const t of [...waiting]) {
        if (running >= opts.concurrency) break;
        if (ready(t)) start(t);
      }
      if (waiting.size > 0 && running === 0) {
        // Only a dependency cycle can leave tasks waiting with nothing running; the planner never makes one.
        for (const t of waiting)
          records.get(t.id)!.outcome = { status: 'failed', summary: 'failed: dependency cycle', error: 'dependency cycle' };
        waiting.clear();
      }
      if (waiting.size === 0 && running === 0) finish();
    };
    pump();
  });
}
