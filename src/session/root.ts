/**
 * The folder that holds session directories: `$SKILL_SESSION_ROOT`, else `<os tmpdir>/skill-sessions-<uid>`.
 * It is private (0700) and must be ours: a symlink or a folder owned by someone else is refused, because another
 * user on the machine could otherwise read what a ritual saw or plant files in it.
 */
import { chmodSync, lstatSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BadInputError } from '../errors.js';

export const ROOT_MODE = 0o700;
export const FILE_MODE = 0o600;

export function defaultSessionRoot(env: NodeJS.ProcessEnv): string {
  if (env.SKILL_SESSION_ROOT) return resolve(env.SKILL_SESSION_ROOT);
  const uid = typeof process.getuid === 'function' ? process.getuid() : 'user';
  return join(tmpdir(), `skill-sessions-${uid}`);
}

/** Creates the root if needed (0700) and checks it is a real folder of ours; tightens its mode if it is looser. */
export function ensureSessionRoot(root: string): string {
  try {
    mkdirSync(root, { recursive: true, mode: ROOT_MODE });
  } catch (err) {
    throw new BadInputError(`cannot create the session folder ${root}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  const st = lstatSync(root);
  if (st.isSymbolicLink()) throw new BadInputError(`session folder ${root} is a symlink; refusing to use it`);
  if (!st.isDirectory()) throw new BadInputError(`session folder ${root} is not a folder`);
  if (typeof process.getuid === 'function' && st.uid !== process.getuid()) {
    throw new BadInputError(`session folder ${root} belongs to another user (uid ${st.uid}); refusing to use it`);
  }
  if ((st.mode & 0o077) !== 0) chmodSync(root, ROOT_MODE);
  return root;
}
