/**
 * Keeps the newest sessions and removes older ones at the start of a run. A session in use (its run is still going:
 * status running and its pid alive) is never removed, whatever its age.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readState, type SessionState } from './state.js';

// `prepared` is the end of a --prepare run, but also the instant between gathering and the conversation of a full
// run: with its process alive it counts as running (a finished --prepare run's process is gone).
const ACTIVE: ReadonlySet<string> = new Set(['preparing', 'prepared', 'inline', 'writing']);

export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function inUse(state: SessionState | undefined): boolean {
  return Boolean(state && ACTIVE.has(state.status) && pidAlive(state.pid));
}

export interface SessionEntry {
  dir: string;
  id: string;
  state: SessionState | undefined;
  /** startedAt from session.json, else the folder's mtime. */
  started: string;
}

/** Session directories under the root, newest first. */
export function listSessions(root: string): SessionEntry[] {
  let names: string[];
  try {
    names = readdirSync(root).filter((n) => n.startsWith('skill-'));
  } catch {
    return [];
  }
  const entries: SessionEntry[] = [];
  for (const id of names) {
    const dir = join(root, id);
    let mtime: Date;
    try {
      const st = statSync(dir);
      if (!st.isDirectory()) continue;
      mtime = st.mtime;
    } catch {
      continue;
    }
    const state = readState(dir);
    entries.push({ dir, id, state, started: state?.startedAt ?? mtime.toISOString() });
  }
  return entries.sort((a, b) => b.started.localeCompare(a.started) || b.id.localeCompare(a.id));
}

/** Removes all but the newest `keep` sessions, sparing `spare` and any session in use. Returns the removed dirs. */
export function pruneSessions(root: string, keep: number, spare?: string): string[] {
  const removed: string[] = [];
  const entries = listSessions(root);
  let kept = 0;
  for (const e of entries) {
    // The current run and runs still going are always kept, and count towards `keep`.
    if (e.dir === spare || inUse(e.state) || kept < keep) {
      kept++;
      continue;
    }
    rmSync(e.dir, { recursive: true, force: true });
    removed.push(e.dir);
  }
  return removed;
}
