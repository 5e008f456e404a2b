/**
 * Where sessions live. Under `$SKILL_SESSION_ROOT`, else `<os tmpdir>/skill-sessions-<uid>`, one folder per vault
 * (`<vault name>-<hash of its real path>`), so one vault's retention never reaches another vault's sessions. Every
 * folder on the way is private (0700) and must be ours: a symlink or a folder owned by someone else is refused,
 * because another user on the machine could otherwise read what a ritual saw or plant files in it.
 */
import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { BadInputError } from '../errors.js';

export const ROOT_MODE = 0o700;
export const FILE_MODE = 0o600;

export function defaultSessionRoot(env: NodeJS.ProcessEnv): string {
  if (env.SKILL_SESSION_ROOT) return resolve(env.SKILL_SESSION_ROOT);
  const uid = typeof process.getuid === 'function' ? process.getuid() : 'user';
  return join(tmpdir(), `skill-sessions-${uid}`);
}

/** Folder-name-safe text: letters, digits, dots and hyphens. */
export function safeName(text: string, max = 60): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^[-.]+|-+$/g, '')
      .slice(0, max) || 'x'
  );
}

/**
 * The name of a vault's folder among the sessions: readable (the vault folder's name) and unique (a hash of its
 * real path, so a symlinked path to the same vault finds the same sessions).
 */
export function vaultKey(vault: string): string {
  let real: string;
  try {
    real = realpathSync(vault);
  } catch {
    real = resolve(vault);
  }
  return `${safeName(basename(real), 40)}-${createHash('sha256').update(real).digest('hex').slice(0, 10)}`;
}

/** Creates a private folder if needed (0700) and checks it is a real folder of ours; tightens a looser mode. */
function ensurePrivateFolder(path: string, what = 'session folder'): string {
  try {
    mkdirSync(path, { recursive: true, mode: ROOT_MODE });
  } catch (err) {
    throw new BadInputError(`cannot create the ${what} ${path}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  const st = lstatSync(path);
  if (st.isSymbolicLink()) throw new BadInputError(`${what} ${path} is a symlink; refusing to use it`);
  if (!st.isDirectory()) throw new BadInputError(`${what} ${path} is not a folder`);
  if (typeof process.getuid === 'function' && st.uid !== process.getuid()) {
    throw new BadInputError(`${what} ${path} belongs to another user (uid ${st.uid}); refusing to use it`);
  }
  if ((st.mode & 0o077) !== 0) chmodSync(path, ROOT_MODE);
  return path;
}

export function ensureSessionRoot(root: string): string {
  return ensurePrivateFolder(root);
}

/** `<root>/<vault key>`, created private: where this vault's sessions go. */
export function ensureVaultSessions(root: string, vault: string): string {
  ensureSessionRoot(root);
  return ensurePrivateFolder(join(root, vaultKey(vault)));
}
