/**
 * Finding sessions and letting old ones go, one vault at a time.
 *
 * Sessions under the temp dir: the newest `keep` of a vault are kept, and none older than `maxAge`; a session in use
 * (its run is still going: a running status and its pid alive) and the current run's are never removed. Before a
 * session that staged or wrote something is removed, its kept copy is made complete (src/session/kept.ts); if that
 * fails the session stays.
 *
 * Kept copies (the undo and the staged changes, under the state dir) go by age alone: older than `keptMaxAge` since
 * their last activity. One that holds the only copy of text found nowhere else (displaced text, a backup of lines no
 * longer in the vault nor in a newer session's copy: src/session/only-copy.ts) is never removed here: only a command
 * that names the session does (`skill sessions clean <id> --yes`). One that holds the only undo of a write still in
 * the vault (the note is still exactly as the session wrote it) is never removed here unless the caller says so
 * (`skill sessions clean` asks first); nor is one whose note cannot be checked (its vault is not there, an unmounted
 * drive; the note cannot be read): a vault that is away says nothing about whether the write is still in it
 * (src/session/note-now.ts).
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pidAlive } from '../vault/lock.js';
import { appliedWrites, readJournalSync } from './journal.js';
import { holdsUndoOrStaged, keptDirFor, keptRoot, retireInto } from './kept.js';
import { noteNow } from './note-now.js';
import { TextElsewhere, type OnlyCopyFile } from './only-copy.js';
import { defaultSessionRoot, vaultKey } from './root.js';
import { readState, type SessionState } from './state.js';
import { byCodeUnit } from '../text/order.js';

const DAY_MS = 86_400_000;

// `prepared` is the end of a --prepare run, but also the instant between gathering and the conversation of a full
// run: with its process alive it counts as running (a finished --prepare run's process is gone).
const ACTIVE: ReadonlySet<string> = new Set(['preparing', 'prepared', 'inline', 'writing']);

export function inUse(state: SessionState | undefined): boolean {
  return Boolean(state && ACTIVE.has(state.status) && Number.isSafeInteger(state.pid) && state.pid > 0 && pidAlive(state.pid));
}

/**
 * A session's status as `skill sessions` shows it: session.json's, except that a run it says is still going whose
 * process is gone (killed by SIGKILL, a closed terminal, a crash, a reboot) is `stopped`, by the same check that
 * lets `skill sessions clean` remove it. A finished --prepare run stays `prepared`.
 */
export function shownStatus(state: SessionState | undefined): string {
  if (!state) return 'unreadable';
  return state.status !== 'prepared' && ACTIVE.has(state.status) && !inUse(state) ? 'stopped' : state.status;
}

/** The two places sessions live: the session root (under the temp dir) and the kept copies (under the state dir). */
export interface SessionPlaces {
  root: string;
  kept: string;
}

export function sessionPlaces(env: NodeJS.ProcessEnv): SessionPlaces {
  return { root: defaultSessionRoot(env), kept: keptRoot(env) };
}

export interface SessionEntry {
  id: string;
  /** The folder to read: the session under the temp dir, else its kept copy. */
  dir: string;
  /** The session folder under the temp dir; undefined once it was cleared. */
  temp: string | undefined;
  /** The kept copy (undo and staged changes), when there is one. */
  kept: string | undefined;
  /** Where the kept copy goes (for a session that has none yet); undefined when the vault is unknown. */
  keptHome: string | undefined;
  state: SessionState | undefined;
  /** startedAt from session.json, else the folder's mtime. */
  started: string;
  /**
   * The vault folder it is kept under (`<vault name>-<hash of the vault's real path>`, src/session/root.ts): which
   * vault it was made for, set by skill when the run began, not read from session.json. Undefined for sessions of
   * earlier versions, kept directly under the root.
   */
  key: string | undefined;
}

function sessionFolders(parent: string): { id: string; path: string; mtime: Date }[] {
  let names: string[];
  try {
    names = readdirSync(parent).filter((n) => n.startsWith('skill-'));
  } catch {
    return [];
  }
  return names.flatMap((id) => {
    const path = join(parent, id);
    try {
      const st = statSync(path);
      return st.isDirectory() ? [{ id, path, mtime: st.mtime }] : [];
    } catch {
      return [];
    }
  });
}

/** The per-vault folders under a root (sessions of earlier versions sit directly in it, as `skill-…`). */
function vaultFolders(root: string): string[] {
  try {
    return readdirSync(root, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('skill-'))
      .map((d) => d.name);
  } catch {
    return [];
  }
}

/** Sessions of `vault` (all vaults when undefined), newest first; a session and its kept copy are one entry. */
export function listSessions(places: SessionPlaces, vault?: string): SessionEntry[] {
  const key = vault === undefined ? undefined : vaultKey(vault);
  const keys = key ? [key] : [...new Set([...vaultFolders(places.root), ...vaultFolders(places.kept)])];
  const found = new Map<string, { temp?: string; kept?: string; keptHome?: string; key?: string; mtime: Date }>();
  const add = (id: string, patch: { temp?: string; kept?: string; keptHome?: string; key?: string }, mtime: Date) => {
    const seen = found.get(id);
    found.set(id, { ...seen, ...patch, mtime: seen?.mtime ?? mtime });
  };
  for (const k of keys) {
    for (const f of sessionFolders(join(places.root, k)))
      add(f.id, { temp: f.path, keptHome: join(places.kept, k, f.id), key: k }, f.mtime);
    for (const f of sessionFolders(join(places.kept, k))) add(f.id, { kept: f.path, keptHome: f.path, key: k }, f.mtime);
  }
  // Sessions of earlier versions, directly under the root: their vault is in their session.json.
  for (const f of sessionFolders(places.root)) {
    const state = readState(f.path);
    if (key && (!state || vaultKey(state.vault) !== key)) continue;
    add(f.id, { temp: f.path, ...(state ? { keptHome: keptDirFor(places.kept, state.vault, f.id) } : {}) }, f.mtime);
  }
  const entries: SessionEntry[] = [];
  for (const [id, f] of found) {
    const state = (f.temp ? readState(f.temp) : undefined) ?? (f.kept ? readState(f.kept) : undefined);
    entries.push({
      id,
      dir: (f.temp ?? f.kept)!,
      temp: f.temp,
      kept: f.kept,
      keptHome: f.keptHome,
      state,
      started: state?.startedAt ?? f.mtime.toISOString(),
      key: f.key,
    });
  }
  return entries.sort((a, b) => byCodeUnit(b.started, a.started) || byCodeUnit(b.id, a.id));
}

export interface RetentionPolicy {
  /** Sessions kept under the temp dir, per vault. */
  keep: number;
  /** Sessions under the temp dir older than this are removed even within `keep`. */
  maxAgeMs: number;
  /** Kept copies older than this (since their last activity) are removed, unless they hold a live undo. */
  keptMaxAgeMs: number;
}

export const DEFAULT_RETENTION: Readonly<RetentionPolicy> = { keep: 10, maxAgeMs: 30 * DAY_MS, keptMaxAgeMs: 90 * DAY_MS };

/** A kept copy past its age that holds the only undo of writes still in the vault, or of writes it cannot check. */
export interface HeldUndo {
  entry: SessionEntry;
  /** Vault-relative paths of the notes still exactly as the session wrote them. */
  notes: string[];
  /** Notes that cannot be checked now, with why (its vault is not there, the note cannot be read). */
  unknown: { relative: string; why: string }[];
}

/** A session keeping text found nowhere else: retention never removes it (src/session/only-copy.ts). */
export interface KeptOnlyCopy {
  entry: SessionEntry;
  files: OnlyCopyFile[];
}

export interface PruneOutcome {
  /** Session folders removed from under the temp dir. */
  removed: string[];
  /** Those of them that staged or wrote something: it is in their kept copies. */
  retired: string[];
  /** Kept copies removed. */
  keptRemoved: string[];
  /** Kept copies past their age left in place: they hold the only undo of a write still in the vault, or unchecked. */
  held: HeldUndo[];
  /** Sessions past retention left in place because their undo or staged changes could not be kept. */
  spared: { dir: string; reason: string }[];
  /** Kept copies past their age left in place because they hold the only copy of text: never removed unnamed. */
  onlyCopies: KeptOnlyCopy[];
}

export interface PruneOptions {
  /** Never removed (the current run's session); counts towards `keep`. */
  spare?: string;
  now?: number;
}

/** The latest moment a session did something: started, ended, or journaled a write (a later `sessions apply`). */
function lastActivity(entry: SessionEntry, dir: string): number {
  const times = [entry.state?.startedAt, entry.state?.endedAt, ...(readJournalSync(dir) ?? []).map((r) => r.at)]
    .map((t) => (t ? Date.parse(t) : NaN))
    .filter((t) => Number.isFinite(t));
  return times.length ? Math.max(...times) : Date.parse(entry.started);
}

/**
 * The notes a session created or updated whose undo may still be needed: those still exactly as it left them
 * (`live`), and those that cannot be checked now (`unknown`, with why). A note that is gone or changed since is in
 * neither: its undo would put back what someone else replaced.
 */
export function liveWrites(dir: string, state: SessionState | undefined): Pick<HeldUndo, 'notes' | 'unknown'> {
  // The journal and session.json together: either may lack a line the other has (a crash, a kept copy's journal).
  const live = new Map<string, string>();
  const unknown = new Map<string, { relative: string; why: string }>();
  for (const r of appliedWrites(dir, state?.writes)) {
    if (!r.hashAfter) continue;
    const now = noteNow(r.path, r.relative);
    if ('unknown' in now) unknown.set(r.path, { relative: r.relative, why: now.unknown });
    else if ('hash' in now && now.hash === r.hashAfter) live.set(r.path, r.relative);
  }
  return { notes: [...live.values()], unknown: [...unknown.values()] };
}

function message(err: unknown): string {
  return (err as NodeJS.ErrnoException).code ?? (err instanceof Error ? err.message : String(err));
}

/** Applies the policy to one vault's sessions (see the top of this file). */
export function pruneSessions(places: SessionPlaces, vault: string, policy: RetentionPolicy, opts: PruneOptions = {}): PruneOutcome {
  const now = opts.now ?? Date.now();
  const outcome: PruneOutcome = { removed: [], retired: [], keptRemoved: [], held: [], spared: [], onlyCopies: [] };
  const entries = listSessions(places, vault);
  let kept = 0;
  for (const e of entries) {
    if (!e.temp) continue;
    const young = now - Date.parse(e.started) <= policy.maxAgeMs;
    // The current run and runs still going are always kept, and count towards `keep`.
    if (e.temp === opts.spare || inUse(e.state) || (kept < policy.keep && young)) {
      kept++;
      continue;
    }
    if (holdsUndoOrStaged(e.temp)) {
      if (!e.keptHome) {
        outcome.spared.push({
          dir: e.temp,
          reason: 'its session.json is unreadable, so its vault (and where to keep its undo) is unknown',
        });
        continue;
      }
      try {
        retireInto(e.temp, e.keptHome);
        e.kept = e.keptHome;
        outcome.retired.push(e.temp);
      } catch (err) {
        outcome.spared.push({ dir: e.temp, reason: `its undo could not be kept in ${e.keptHome}: ${message(err)}` });
        continue;
      }
    }
    rmSync(e.temp, { recursive: true, force: true });
    outcome.removed.push(e.temp);
    e.temp = undefined;
  }
  // Newest first: what a session that stays keeps counts as found elsewhere for the older ones.
  const elsewhere = new TextElsewhere(vault);
  for (const e of entries) {
    const dir = keptOrFolder(e);
    if (e.temp || !e.kept || !existsSync(e.kept) || now - lastActivity(e, e.kept) <= policy.keptMaxAgeMs) {
      if (dir) elsewhere.addSession(dir);
      continue;
    }
    const files = elsewhere.onlyCopies(e.kept);
    const undo = liveWrites(e.kept, e.state);
    if (files.length > 0) outcome.onlyCopies.push({ entry: e, files });
    else if (undo.notes.length > 0 || undo.unknown.length > 0) outcome.held.push({ entry: e, ...undo });
    else {
      outcome.keptRemoved.push(dropKept(e));
      continue;
    }
    elsewhere.addSession(e.kept);
  }
  return outcome;
}

/** The folder holding what a session keeps: its kept copy when there is one, else its folder under the temp dir. */
function keptOrFolder(e: SessionEntry): string | undefined {
  return e.kept && existsSync(e.kept) ? e.kept : e.temp;
}

/**
 * The sessions among `entries` (newest first, as listSessions gives them) that keep text found nowhere else, judged
 * per vault as retention judges them (nothing is removed, so every newer session counts as staying).
 */
export function sessionsWithOnlyCopies(entries: readonly SessionEntry[]): KeptOnlyCopy[] {
  const byVault = new Map<string, TextElsewhere>();
  const out: KeptOnlyCopy[] = [];
  for (const e of entries) {
    const dir = keptOrFolder(e);
    if (!dir) continue;
    const vault = e.state?.vault;
    const key = vault ?? '';
    let elsewhere = byVault.get(key);
    if (!elsewhere) byVault.set(key, (elsewhere = new TextElsewhere(vault)));
    const files = elsewhere.onlyCopies(dir);
    if (files.length > 0) out.push({ entry: e, files });
    elsewhere.addSession(dir);
  }
  return out;
}

/** Removes a session's kept copy (`skill sessions clean`, after asking when it holds a live undo). */
export function dropKept(entry: SessionEntry): string {
  const dir = entry.kept!;
  rmSync(dir, { recursive: true, force: true });
  entry.kept = undefined;
  return dir;
}
