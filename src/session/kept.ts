/**
 * The kept copy of a session: what undoes or finishes its writes, outside the temp dir the OS clears.
 *
 *   $XDG_STATE_HOME/skill/sessions/<vault key>/<session id>/     (default ~/.local/state/skill/…)
 *     session.json        the same record as the session's, rewritten whenever the session's is
 *     staged/…            the staged changes, saved with the session's
 *     backups/…           every backup and journal line, written beside the session's before the note is
 *
 * A session gets a kept copy when it first stages a change; one that never stages has none. The kept copy has the
 * session's own layout, so `skill sessions apply` and `restore` work on it as on the session itself once the temp
 * dir is gone. The paths recorded inside (a write's `backup`) name the session's folder; locateInSession() finds
 * the same file in whichever copy is at hand.
 */
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, sep } from 'node:path';
import { isSkillError } from '../errors.js';
import { describeCode } from '../vault/atomic.js';
import { writeSessionFile } from './files.js';
import { ROOT_MODE, vaultKey } from './root.js';
import { SESSION_FILE, type SessionState } from './state.js';

/** `$XDG_STATE_HOME/skill` (an absolute path only, as the XDG spec says), else `~/.local/state/skill`. */
function stateRoot(env: NodeJS.ProcessEnv): string {
  const base = env.XDG_STATE_HOME && isAbsolute(env.XDG_STATE_HOME) ? env.XDG_STATE_HOME : join(env.HOME || homedir(), '.local', 'state');
  return join(base, 'skill');
}

/** Where kept copies of sessions go: one folder per vault, named as under the session root. */
export function keptRoot(env: NodeJS.ProcessEnv): string {
  return join(stateRoot(env), 'sessions');
}

export function keptDirFor(keptRootDir: string, vault: string, id: string): string {
  return join(keptRootDir, vaultKey(vault), id);
}

/** Creates the kept copy's folder, private like every folder on the way that this call creates. */
function ensureKeptDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: ROOT_MODE });
  return dir;
}

/**
 * Makes the session's kept copy exist (with its session.json; writeState keeps that up to date from now on) and
 * returns its folder, or undefined for a session that has no kept copy or is its own (`sessions apply` working on
 * the kept copy). Throws when the state dir cannot be written.
 */
export function openKeptCopy(sessionDir: string, state: SessionState): string | undefined {
  if (!state.kept || state.kept === sessionDir) return undefined;
  ensureKeptDir(state.kept);
  writeSessionFile(state.kept, SESSION_FILE, `${JSON.stringify(state, null, 2)}\n`);
  return state.kept;
}

/**
 * Why something could not be kept, in one line naming the file: a failed atomic write says so itself ("could not
 * write <file>: no space left on the disk (ENOSPC)"); a folder that could not be made names its path.
 */
export function whyNotKept(err: unknown): string {
  if (isSkillError(err)) return err.message;
  const { code, path } = err as NodeJS.ErrnoException;
  return `${path ? `${path}: ` : ''}${describeCode(code, err)}`;
}

/**
 * A path recorded in one copy of a session (a backup under `<…>/<id>/backups/`), found in `dir`, another copy of
 * the same session: the part after the session's id is the same in both.
 */
export function locateInSession(recorded: string, dir: string, id: string): string {
  const marker = `${sep}${id}${sep}`;
  const at = recorded.indexOf(marker);
  if (at < 0) return recorded;
  return join(dir, recorded.slice(at + marker.length));
}

/**
 * Whether a session folder has changes staged: a manifest listing at least one. (Sessions of earlier versions saved
 * an empty manifest for a run that had nothing to write; that is no staged change.) The manifest's format is
 * src/phases/write/stage-store.ts's; only its `changes` list is read here.
 */
export function hasStagedChanges(dir: string): boolean {
  const text = readText(join(dir, 'staged', 'manifest.json'));
  if (text === undefined) return false;
  try {
    const changes = (JSON.parse(text) as { changes?: unknown }).changes;
    return Array.isArray(changes) && changes.length > 0;
  } catch {
    return true; // unreadable: keep it rather than lose what it might hold
  }
}

/** What a session folder holds that must outlive it: applied writes' backups and staged changes. */
export function holdsUndoOrStaged(dir: string): boolean {
  return existsSync(join(dir, 'backups')) || hasStagedChanges(dir);
}

/**
 * Copies what a session folder holds that must outlive it (session.json, staged/, backups/) into its kept copy,
 * never replacing a file the kept copy has already. Throws when it cannot: the caller then keeps the session.
 */
export function retireInto(sessionDir: string, kept: string): void {
  ensureKeptDir(kept);
  for (const name of ['staged', 'backups', 'session.json']) {
    const from = join(sessionDir, name);
    if (existsSync(from)) cpSync(from, join(kept, name), { recursive: true, force: false, errorOnExist: false });
  }
  // A journal the kept copy already had may lack lines written after it was copied: the longer one wins.
  const journal = join('backups', 'writes.jsonl');
  const mine = readText(join(sessionDir, journal));
  const theirs = readText(join(kept, journal));
  if (mine !== undefined && theirs !== undefined && mine.length > theirs.length && mine.startsWith(theirs)) {
    cpSync(join(sessionDir, journal), join(kept, journal), { force: true });
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
