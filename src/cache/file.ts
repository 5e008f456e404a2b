/**
 * Reading and writing one cache file: a fixed header naming what the file holds and which build of skill wrote it,
 * then a V8-serialised value (structured clone: plain data, Maps, typed arrays, NaN and undefined survive, which
 * JSON would lose). A file written by another build, another format or damaged is read as absent; a file is written
 * to a temp file and renamed, so a reader never sees half of one and two runs saving at once leave one whole file.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { BUILD_ID } from './build-id.js';

const MAGIC = 'SKILLCACHE1';

function header(kind: string): Buffer {
  return Buffer.from(`${MAGIC} ${kind} ${BUILD_ID}\n`, 'utf8');
}

/** The value kept in `file` for `kind`, or undefined when there is none this build can use. */
export function readCacheFile(file: string, kind: string): unknown {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  const head = header(kind);
  if (bytes.length < head.length || !bytes.subarray(0, head.length).equals(head)) return undefined;
  try {
    return deserialize(bytes.subarray(head.length));
  } catch {
    return undefined; // damaged: rebuilt
  }
}

/**
 * Replaces `file` with `value`. Returns false when it could not be written (a read-only or full cache folder): a
 * cache that cannot be saved only means the next run does the work again.
 */
export function writeCacheFile(file: string, kind: string, value: unknown): boolean {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(tmp, Buffer.concat([header(kind), serialize(value)]), { mode: 0o600, flag: 'wx' });
    renameSync(tmp, file);
    return true;
  } catch {
    try {
      unlinkSync(tmp);
    } catch { /* never created */ }
    return false;
  }
}
