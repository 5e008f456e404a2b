/**
 * What `skill sessions restore` undid of a session's writes, from the restores session.json records. A write is
 * undone by the first restore after it (by its journal line's time; a write only session.json knows of counts as
 * older than every restore) that put its note back: restored, deleted (a note the session created), or found it
 * already as before. A note written again after a restore (a later `sessions apply`) is not undone. Pure.
 */
import type { RestoreEvent } from './state.js';

const UNDOING: ReadonlySet<string> = new Set(['restored', 'deleted', 'unchanged']);

export interface UndoneWrite {
  path: string;
  at?: string | undefined;
}

/** The restore that undid this write, if one did. */
export function undoneBy(write: UndoneWrite, restores: readonly RestoreEvent[] | undefined): RestoreEvent | undefined {
  return (restores ?? []).find(
    (e) => (write.at === undefined || e.at > write.at) && e.notes.some((n) => n.path === write.path && UNDOING.has(n.action)),
  );
}

/** Why the latest restore after this write did not put its note back (a conflict, a failure); undefined if it did. */
export function restoreTrouble(
  write: UndoneWrite,
  restores: readonly RestoreEvent[] | undefined,
): { at: string; reason: string } | undefined {
  for (const e of [...(restores ?? [])].reverse()) {
    if (write.at !== undefined && e.at <= write.at) break;
    const note = e.notes.find((n) => n.path === write.path);
    if (note) return UNDOING.has(note.action) ? undefined : { at: e.at, reason: note.reason ?? note.action };
  }
  return undefined;
}

export type UndoStatus = 'none' | 'undone' | 'part undone' | 'not undone';

/** Whether a session's applied writes were undone: all of them, some, none, or it applied none. */
export function undoStatus(writes: readonly UndoneWrite[], restores: readonly RestoreEvent[] | undefined): UndoStatus {
  if (writes.length === 0) return 'none';
  const undone = writes.filter((w) => undoneBy(w, restores)).length;
  return undone === writes.length ? 'undone' : undone > 0 ? 'part undone' : 'not undone';
}

/** The newest restore that put something back, if any. */
export function lastRestore(restores: readonly RestoreEvent[] | undefined): RestoreEvent | undefined {
  return [...(restores ?? [])].reverse().find((e) => e.notes.some((n) => UNDOING.has(n.action)));
}
