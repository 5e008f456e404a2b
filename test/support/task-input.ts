/** A TaskInput for calling one handler directly, as the gather runner would. */
import type { TaskInput, TaskOutcome } from '../../src/gather/types.js';
import type { Task } from '../../src/plan/types.js';
import { resolveTime } from '../../src/time/resolve.js';
import type { VaultConfig } from '../../src/vault/config.js';

export interface TaskInputOptions {
  vault: string;
  config: VaultConfig;
  params: Task['params'];
  id?: string;
  sub?: string;
  handler?: string;
  range?: { start: string; end: string };
  days?: string[];
  basis?: string;
  deps?: Record<string, TaskOutcome>;
  sessionDir?: string;
  produces?: string;
  missing?: string;
  /** The ritual's time words and "now" (default: "today", 2026-02-16 09:00 local). */
  when?: string;
  now?: Date;
}

export function taskInput(o: TaskInputOptions): TaskInput {
  const task: Task = {
    id: o.id ?? 't',
    sub: o.sub ?? 'test',
    entry: 'x',
    title: 'X',
    group: 'X',
    kind: o.produces ? 'fetch' : 'resolve',
    runner: { type: 'builtin', handler: o.handler ?? 'references' },
    params: o.params,
    range: o.range,
    days: o.days,
    basis: o.basis,
    dependsOn: Object.keys(o.deps ?? {}),
    needs: [0],
    texts: [],
    produces: o.produces,
    missing: o.missing,
    optional: false,
  };
  return {
    task,
    deps: new Map(Object.entries(o.deps ?? {})),
    signal: new AbortController().signal,
    vault: o.vault,
    sessionDir: o.sessionDir ?? '/nonexistent',
    config: o.config,
    resolution: resolveTime(o.when ?? 'today', o.now ?? new Date(2026, 1, 16, 9, 0)),
    env: {},
  };
}
