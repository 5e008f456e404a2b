import type { VaultConfig } from '../vault/config.js';
import type { Task } from '../plan/types.js';
import type { TimeResolution } from '../time/types.js';

/** A vault file a task resolved: never copied, only pointed at. */
export interface Ref {
  /** What memory.md shows in bold: "Week.md", "Sarah Chen", "2026-11-09". */
  label: string;
  path: string;
  exists: boolean;
  /** A short remark: "(1:1 on Monday)", "(active, due 2026-11-30)". */
  detail?: string;
  /** What to do when it does not exist: "will create", "no file — suggest creating". */
  missing?: string;
}

/** A file a fetch task wrote into the session. */
export interface SessionFile {
  name: string;
  path: string;
  /** One line for memory.md: "3 events on Monday, November 23, 2026". */
  summary: string;
  /** A few lines memory.md shows under the summary (e.g. the day's events). */
  preview: string[];
}

export type OutcomeStatus = 'ok' | 'failed' | 'timeout' | 'cancelled';

/** What a handler returns. */
export interface HandlerResult {
  /** Short: "3 events", "2 of 3 people found", "unavailable: ekctl not found". */
  summary: string;
  refs?: Ref[];
  files?: SessionFile[];
  /** Degraded but not failed: a source was unavailable. Shown in memory.md with the reason. */
  warnings?: string[];
  /** Structured data for dependent tasks (events for people, notes for mentions). Not written anywhere. */
  data?: unknown;
}

export interface TaskOutcome extends HandlerResult {
  status: OutcomeStatus;
  /** Why it failed, one line. */
  error?: string;
}

export interface TaskRecord {
  id: string;
  startedAt: string | undefined;
  endedAt: string | undefined;
  /** Epoch milliseconds with sub-millisecond precision, so overlap between fast tasks stays visible. */
  startMs: number | undefined;
  endMs: number | undefined;
  durationMs: number | undefined;
  outcome: TaskOutcome;
}

export interface GatherContext {
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
