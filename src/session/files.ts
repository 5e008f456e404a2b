/**
 * Writing files into a session directory: mode 0600, written to a temp name and renamed so a reader (or a crash)
 * never sees half a file.
 */
import { closeSync, fsyncSync, openSync, renameSync, writeSync, unlinkSync } from 'node:fs';
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
