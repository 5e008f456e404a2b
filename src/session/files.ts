/**
 * Writing files into a session directory: mode 0600, written to a temp name and renamed so a reader (or a crash)
 * never sees half a file.
 */
import { closeSync, fsyncSync, openSync, renameSync, writeSync, unlinkSync } from 'node:fs';
import { rmdir, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { FILE_MODE } from './root.js';

export function writeSessionFile(dir: string, name: string, content: string): string {
  const path = join(dir, name);
  const tmp = join(dirname(path), `.${basename(path)}.tmp-${process.pid}`);
  const fd = openSync(tmp, 'w', FILE_MODE);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } catch (err) {
    closeSync(fd);
    unlinkSync(tmp);
    throw err;
  }
  closeSync(fd);
  renameSync(tmp, path);
  return path;
}

/**
 * Removes a file of a session (a backup of a write that did not happen, a staged file no manifest names any more)
 * and the folders on its way that are now empty, up to `root` (kept). Best effort: what cannot be removed stays.
 */
export async function dropSessionFile(file: string, root: string): Promise<void> {
  await unlink(file).catch(() => undefined);
  for (let dir = dirname(file); dir.startsWith(`${root}/`); dir = dirname(dir)) {
    if (!(await rmdir(dir).then(() => true, () => false))) break; // not empty (another file): stop
  }
}
