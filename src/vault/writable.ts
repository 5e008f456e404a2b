/**
 * Whether a folder can be written, asked before anything is (access(2) with write and search permission): a
 * read-only mount (EROFS), a folder of another user or without write permission (EACCES). A folder that does not
 * exist yet would be created in its nearest existing parent, so that parent is the one asked about.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { describeCode } from './atomic.js';

export interface Unwritable {
  /** The folder that refused: the one asked about, or its nearest existing parent. */
  folder: string;
  code: string | undefined;
  /** "permission denied (EACCES)". */
  why: string;
}

/**
 * The path itself when it exists (a file or a folder), else its nearest existing parent: where a write would start
 * creating.
 */
export function nearestExisting(folder: string): string {
  let dir = folder;
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

/**
 * The first folder a write into `folder` would create (the top of the new tree), or undefined when `folder` exists:
 * `Vault/00_Brain/Periodic` when neither it nor `Weekly/` under it exists.
 */
export function firstMissingFolder(folder: string): string | undefined {
  const existing = nearestExisting(folder);
  if (existing === folder) return undefined;
  let top = folder;
  while (dirname(top) !== existing) top = dirname(top);
  return top;
}

export function unwritableFolder(folder: string): Unwritable | undefined {
  const dir = nearestExisting(folder);
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
    return undefined;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return { folder: dir, code, why: describeCode(code, err) };
  }
}
