/**
 * A temp file a cold build writes its packed batches of postings to as it goes (update.ts), so that the batches are
 * not held in memory until the index file is written from them: at 100,000 notes they were 46 MB of the build's
 * peak (docs/performance.md). It sits beside the index file, named like the index's own temp files (a killed run's
 * is removed by the next save: store.ts), and is unlinked as soon as it is open where the system allows it, so
 * nothing is left behind; it is read back front to back as the index file is written (segment.ts writePostings).
 */
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, unlinkSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeAllSync } from '../../io/write-all.js';
import type { Batch, SpillFile } from './segment.js';

export interface Spill extends SpillFile {
  /** Writes the batch's postings to the file and points the batch at them there; false (the batch unchanged) when the file cannot take them. */
  put(batch: Batch): boolean;
}

/** A spill file beside `indexFile`, opened on the first batch put into it. */
export function spillBeside(indexFile: string): Spill {
  let fd: number | undefined;
  let path: string | undefined; // still to be unlinked (a system that cannot unlink an open file)
  let failed = false;
  let length = 0;
  const open = (): number => {
    if (fd !== undefined) return fd;
    const name = `${indexFile}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    mkdirSync(dirname(name), { recursive: true, mode: 0o700 });
    fd = openSync(name, 'wx+', 0o600);
    try {
      unlinkSync(name);
    } catch {
      path = name;
    }
    return fd;
  };
  return {
    put(batch) {
      const bytes = batch.postings;
      if (failed || !(bytes instanceof Uint8Array)) return false;
      try {
        writeAllSync(open(), bytes);
      } catch {
        failed = true; // a full or read-only cache folder: the batches stay in memory, as without a spill
        return false;
      }
      batch.postings = { fd: fd!, offset: length, length: bytes.length };
      length += bytes.length;
      return true;
    },
    close() {
      if (fd === undefined) return;
      closeSync(fd);
      fd = undefined;
      if (path !== undefined) {
        try {
          unlinkSync(path);
        } catch {
          /* left for the next save's sweep of temp files */
        }
      }
    },
  };
}
