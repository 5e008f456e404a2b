import type { VaultConfig } from '../vault/config.js';
import type { Task } from '../plan/types.js';
import type { TimeResolution } from '../time/types.js';
import type { HandlerResult, TaskOutcome } from '../session/records.js';

export type { Ref, HandlerResult, TaskOutcome, TaskRecord } from '../session/records.js';

interface GatherContext {
  vault: string;
  sessionDir: string;
  config: VaultConfig;
  resolution: TimeResolution;
  env: NodeJS.ProcessEnv;
  /** Where handlers may keep what they can rebuild (src/cache/); unset: they keep nothing. */
  cacheDir?: string;
}

export interface TaskInput extends GatherContext {
  task: Task;
  deps: ReadonlyMap<string, TaskOutcome>;
  signal: AbortSignal;
}

export type Handler = (input: TaskInput) => Promise<HandlerResult>;
