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

/** The nearest of `path` and its parents that exists (a file or a folder). */
export function nearestExisting(path: string): string {
  let p = path;
  while (!existsSync(p) && dirname(p) !== p) p = dirname(p);
  return p;
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
