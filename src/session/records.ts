/**
 * What a gather task leaves behind, as the session records it (session.json) and renders it (memory.md, plan.md).
 * Defined here, below the gather layer, because the session's renderers read them; handlers return them.
 */

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
interface SessionFile {
  name: string;
  path: string;
  /** One line for memory.md: "3 events on Monday, November 23, 2026". */
  summary: string;
  /** A few lines memory.md shows under the summary (e.g. the day's events). */
  preview: string[];
}

type OutcomeStatus = 'ok' | 'failed' | 'timeout' | 'cancelled';

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
