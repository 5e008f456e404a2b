/**
 * Writing files into a session directory: mode 0600, written to a temp name and renamed so a reader never sees half a
 * file.
 *
 * The session's record (session.json), what a person typed (answers.json) and the journals are flushed to the disk
 * (fsync) before the rename, so a crash or a power cut leaves them whole. What the gather writes (plan.md, memory.md,
 * dates.md, each sub-skill's file) is not: it is made again from the vault and the plan (a resume gathers again when
 * memory.md is missing or empty, or a task's file is not the size session.json recorded: withSizes, src/run/resume.ts),
 * and a flush was 1–3 ms of a warm run each, six per run.
 */
import { closeSync, fsyncSync, openSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { rmdir, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { FILE_MODE } from './root.js';
import { RunFailure } from '../errors.js';
import { writeAllSync } from '../io/write-all.js';
import { describeCode, refuseSymlinkUnder } from '../vault/atomic.js';

/** A session file that must survive a crash: flushed before it is put in place. */
export function writeSessionFile(dir: string, name: string, content: string): string {
  return writeFileIn(dir, name, content, true);
}

/** A file the gather makes (plan.md, memory.md, a sub-skill's output): put in place whole, not flushed. */
export function writeGatheredFile(dir: string, name: string, content: string): string {
  return writeFileIn(dir, name, content, false);
}

/**
 * The gathered files with the size each was written with, for session.json: a resume takes a file of another size
 * (one a power cut left empty, since it was not flushed) as not gathered, and an empty one written empty (a command
 * that printed nothing) as gathered.
 */
export function withSizes<T extends { path: string }>(files: readonly T[]): (T & { bytes?: number })[] {
  return files.map((f) => {
    const bytes = sizeOf(f.path);
    return bytes === undefined ? f : { ...f, bytes };
  });
}

/** A session file's size; undefined when it is gone or cannot be reached (a folder on its way replaced by a file). */
export function sizeOf(path: string): number | undefined {
  try {
    return statSync(path).size;
  } catch {
    return undefined;
  }
}

function writeFileIn(dir: string, name: string, content: string, flush: boolean): string {
  const path = join(dir, name);
  const tmp = join(dirname(path), `.${basename(path)}.tmp-${process.pid}`);
  // A session file that cannot be written (a full disk, a folder gone) is said in one line naming it.
  const fail = (err: unknown): never => {
    throw new RunFailure(`could not write ${path}: ${describeCode((err as NodeJS.ErrnoException).code, err)}`, { cause: err });
  };
  // Its folder must be a real folder of the session: a planted `backups` link would take the file out (one line,
  // WriteFailed). The file itself is replaced by the rename, so a link in its place is replaced, not written through.
  refuseSymlinkUnder(dir, dirname(path));
  let fd: number;
  try {
    fd = openSync(tmp, 'w', FILE_MODE);
  } catch (err) {
    return fail(err);
  }
  try {
    writeAllSync(fd, Buffer.from(content));
    if (flush) fsyncSync(fd);
  } catch (err) {
    closeSync(fd);
    try {
      unlinkSync(tmp);
    } catch {
      /* the temp file is ours; it will be overwritten next time */
    }
    return fail(err);
  }
  closeSync(fd);
  try {
    renameSync(tmp, path);
  } catch (err) {
    return fail(err);
  }
  return path;
}

/**
 * Removes a file of a session (a backup of a write that did not happen, a staged file no manifest names any more)
 * and the folders on its way that are now empty, up to `root` (kept). Best effort: what cannot be removed stays.
 */
export async function dropSessionFile(file: string, root: string): Promise<void> {
  try {
    refuseSymlinkUnder(root, dirname(file)); // a planted link's target is not ours to remove
  } catch {
    return;
  }
  await unlink(file).catch(() => undefined);
  for (let dir = dirname(file); dir.startsWith(`${root}/`); dir = dirname(dir)) {
    if (
      !(await rmdir(dir).then(
        () => true,
        () => false,
      ))
    )
      break; // not empty (another file): stop
  }
}
