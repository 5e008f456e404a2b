/**
 * session.json: what a run was asked, what it did and how it ended. Written at every phase change so an interrupted
 * run still says where it stopped. docs/session-format.md documents every field.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TimeResolution } from '../time/types.js';
import { writeSessionFile } from './files.js';
import { isString } from '../cache/shape.js';

type SessionStatus =
  | 'preparing' // gathering
  | 'prepared' // memory.md written (--prepare stops here)
  | 'inline' // conversation running
  | 'writing' // write phase
  | 'staged' // changes staged, not applied (no terminal, --dry-run, refused)
  | 'done'
  | 'quit' // the user left without writing
  | 'failed'
  | 'interrupted';

interface TaskState {
  id: string;
  sub: string;
  entry: string;
  needs: number[];
  dependsOn: string[];
  range?: { start: string; end: string };
  startedAt?: string;
  endedAt?: string;
  /** Epoch ms with sub-millisecond precision (overlap of fast tasks stays visible). */
  startMs?: number;
  endMs?: number;
  durationMs?: number;
  status: string;
  summary: string;
  error?: string;
  /** The vault files a resolve task found (so a resumed run and `sessions show` need not gather again). */
  refs?: { label: string; path: string; exists: boolean; detail?: string; missing?: string }[];
  /** The session files a fetch task wrote; `bytes`, the size each was written with (absent in older sessions). */
  files?: { name: string; path: string; summary: string; preview: string[]; bytes?: number }[];
  warnings?: string[];
}

interface NeedState {
  text: string;
  line: number;
  status: 'understood' | 'partly' | 'unmatched';
  /** Where the reading came from: the rules, Claude in this run, or a cached Claude reading. */
  source: 'rules' | 'claude' | 'cache';
  taskIds: string[];
  /** Words of the need that no task explains. */
  unexplained: string[];
  reason?: string;
}

export interface SessionState {
  version: 1;
  id: string;
  ritual: string;
  ritualPath: string;
  args: string[];
  vault: string;
  target: TimeResolution;
  mode: 'prepare' | 'offline' | 'claude' | 'plan';
  status: SessionStatus;
  /** The phase the run was in when it stopped (for interrupted and failed runs). */
  stoppedIn?: string;
  pid: number;
  startedAt: string;
  endedAt?: string;
  durationMs?: number;
  needs: NeedState[];
  tasks: TaskState[];
  usage?: unknown;
  costUsd?: number;
  writes: unknown[];
  error?: string;
  /** Where the kept copy of this session goes (src/session/kept.ts); it exists once the run staged a change. */
  kept?: string;
  /** Every `skill sessions restore` that put notes back, oldest first (src/session/undo.ts reads them). */
  restores?: RestoreEvent[];
}

/** One `skill sessions restore` of this session: when, and what became of each note. */
export interface RestoreEvent {
  at: string;
  notes: RestoredNote[];
}

interface RestoredNote {
  path: string;
  relative: string;
  /** `restored`, `deleted` (a note the session created), `unchanged` (already as before), `conflict`, `failed`. */
  action: string;
  reason?: string;
  /** Where a forced restore kept the content it replaced. */
  displaced?: string;
}

export const SESSION_FILE = 'session.json';

const RUNNING: Partial<Record<SessionStatus, string>> = { preparing: 'gather', inline: 'inline', writing: 'write' };

/** The step a run in this status is at, as session.json's `stoppedIn` names it (undefined: between steps). */
export function stepOf(status: SessionStatus): string | undefined {
  return RUNNING[status];
}
/** Sessions this process is running, by folder, with their latest state object. */
const running = new Map<string, SessionState>();
let exitHooked = false;

/**
 * The process is ending while a run is still going (a second Ctrl-C, a crash): session.json must not keep saying
 * "inline" for a run that is gone. Synchronous, as an 'exit' listener has to be.
 */
function settleOnExit(code: number): void {
  for (const [dir, state] of running) {
    const stoppedIn = state.stoppedIn ?? RUNNING[state.status];
    const ended = { ...state, endedAt: new Date().toISOString(), ...(stoppedIn ? { stoppedIn } : {}) };
    const final: SessionState =
      code === 130
        ? { ...ended, status: 'interrupted' }
        : { ...ended, status: 'failed', error: state.error ?? `the process ended (exit code ${code}) before the run did` };
    try {
      writeBoth(dir, final);
    } catch {
      // Nothing more can be done while exiting.
    }
  }
  running.clear();
}

/**
 * session.json in the session and, once it exists, in its kept copy. The kept copy's record is a convenience (the
 * journal beside its backups is what a restore trusts), so failing to update it does not fail the run.
 */
function writeBoth(dir: string, state: SessionState): void {
  const text = `${JSON.stringify(state, null, 2)}\n`;
  writeSessionFile(dir, SESSION_FILE, text);
  if (state.kept && state.kept !== dir && existsSync(state.kept)) {
    try {
      writeSessionFile(state.kept, SESSION_FILE, text);
    } catch {
      // See above.
    }
  }
}

export function writeState(dir: string, state: SessionState): void {
  writeBoth(dir, state);
  if (RUNNING[state.status] === undefined) {
    running.delete(dir);
    return;
  }
  if (!exitHooked) {
    exitHooked = true;
    process.on('exit', settleOnExit);
  }
  running.set(dir, state);
}

/**
 * session.json rewritten by a command that is not the run (`skill sessions restore` noting what it put back): never
 * taken for a run still going, whatever status the record has.
 */
export function amendState(dir: string, state: SessionState): void {
  writeBoth(dir, state);
}

/** session.json, or undefined when it is missing, not JSON, or not of the shape every reader relies on (isState). */
export function readState(dir: string): SessionState | undefined {
  try {
    const value = JSON.parse(readFileSync(join(dir, SESSION_FILE), 'utf8')) as unknown;
    return isState(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SCOPES: ReadonlySet<string> = new Set(['day', 'week', 'month', 'quarter', 'year', 'days']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const arrayOf = (v: unknown, item: (x: unknown) => boolean): boolean => Array.isArray(v) && v.every(item);

/**
 * The fields `skill sessions`, `show`, retention and `--resume` read, each of its type: a session.json cut short or
 * edited by hand (no `target`, a `writes` that is not a list) is unreadable as a whole — listed as such — rather
 * than an internal error in whichever command first reads the field.
 */
function isState(v: unknown): v is SessionState {
  if (!isObject(v)) return false;
  const t = v.target;
  const target =
    isObject(t) &&
    isString(t.start) &&
    DATE.test(t.start) &&
    isString(t.end) &&
    DATE.test(t.end) &&
    isString(t.target_date) &&
    isString(t.week) &&
    isString(t.target_scope) &&
    SCOPES.has(t.target_scope);
  const task = (x: unknown) =>
    isObject(x) && isString(x.id) && isString(x.sub) && isString(x.entry) && arrayOf(x.needs, Number.isInteger) && isString(x.status);
  // `unexplained` came later: sessions of earlier versions lack it (shown as no words left out).
  const need = (x: unknown) =>
    isObject(x) && isString(x.text) && isString(x.status) && (x.unexplained === undefined || arrayOf(x.unexplained, isString));
  const restore = (x: unknown) =>
    isObject(x) && isString(x.at) && arrayOf(x.notes, (n) => isObject(n) && isString(n.path) && isString(n.action));
  return (
    target &&
    [v.id, v.ritual, v.vault, v.status, v.startedAt].every(isString) &&
    arrayOf(v.args, isString) &&
    arrayOf(v.writes, isObject) &&
    arrayOf(v.tasks, task) &&
    arrayOf(v.needs, need) &&
    (v.restores === undefined || arrayOf(v.restores, restore))
  );
}
