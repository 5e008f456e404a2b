/**
 * Reading and writing one cache file: a header line naming what the file holds (and, for a V8-serialised value,
 * which build of skill wrote it) with the CRC-32 of the rest, then the value — V8-serialised (structured clone:
 * plain data, Maps, typed arrays, NaN and undefined survive, which JSON would lose) or JSON text. A file written by
 * another build, in another format or damaged anywhere is read as absent and rebuilt by its user: the checksum is
 * what tells damage that still decodes (a flipped digit, a changed letter in a name) from the value that was
 * written. A file is written to a temp file and renamed, so a reader never sees half of one and two runs saving at
 * once leave one whole file.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync } from 'node:fs';
import { dirname } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { BUILD_ID } from './build-id.js';
import { crc32 } from './checksum.js';
import { writeAllSync } from '../io/write-all.js';

const MAGIC = 'SKILLCACHE2';
const CRC_DIGITS = 8;

/** `MAGIC label ` — the part of the header line before the checksum. */
const prefix = (label: string): Buffer => Buffer.from(`${MAGIC} ${label} `, 'utf8');

/**
 * The header line with the payload's checksum, then the payload, as the pieces to write one after the other: a note
 * cache of 100,000 notes is a 25 MB payload, and joining it to its header line was a second 25 MB for a moment.
 */
function sealed(label: string, payload: Uint8Array): Uint8Array[] {
  const crc = crc32(payload).toString(16).padStart(CRC_DIGITS, '0');
  return [prefix(label), Buffer.from(`${crc}\n`, 'latin1'), payload];
}

/** The payload of `bytes` when its header names `label` and its checksum matches, else undefined. */
function unsealed(bytes: Uint8Array, label: string): Buffer | undefined {
  const head = prefix(label);
  const start = head.length + CRC_DIGITS + 1;
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < start || !buf.subarray(0, head.length).equals(head) || buf[start - 1] !== 0x0a) return undefined;
  const digits = buf.toString('latin1', head.length, start - 1);
  if (!/^[0-9a-f]{8}$/.test(digits)) return undefined;
  const payload = buf.subarray(start);
  return crc32(payload) === parseInt(digits, 16) ? payload : undefined;
}

function readBytes(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Replaces `file` with `pieces`, one after the other, through a temp file; false when that failed (a read-only or full cache folder). */
function replaceFile(file: string, pieces: readonly Uint8Array[]): boolean {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    const fd = openSync(tmp, 'wx', 0o600);
    try {
      for (const piece of pieces) writeAllSync(fd, piece);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
    return true;
  } catch {
    try {
      unlinkSync(tmp);
    } catch {
      /* never created */
    }
    return false;
  }
}

/** A V8-serialised value is only read by the build that wrote it (its layout follows our types). */
const v8Label = (kind: string): string => `${kind} ${BUILD_ID}`;

/**
 * The value kept in `file` for `kind`, or undefined when there is none this build can use. What is inside is only
 * as whole as the checksum says: its user still checks the shape of what it reads.
 */
export function readCacheFile(file: string, kind: string): unknown {
  const bytes = readBytes(file);
  const payload = bytes && unsealed(bytes, v8Label(kind));
  if (!payload) return undefined;
  try {
    return deserialize(payload);
  } catch {
    return undefined;
  }
}

/**
 * Replaces `file` with `value`. Returns false when it could not be written (a read-only or full cache folder): a
 * cache that cannot be saved only means the next run does the work again.
 */
export function writeCacheFile(file: string, kind: string, value: unknown): boolean {
  return replaceFile(file, sealed(v8Label(kind), serialize(value)));
}

/**
 * JSON caches (need readings, lemmas, calendars) carry their own version in their names or keys and outlive a build
 * of skill: their header names only the kind. The file stays readable text: a header line, then the JSON.
 */
export function encodeJsonCache(kind: string, value: unknown): Buffer {
  return Buffer.concat(sealed(kind, Buffer.from(JSON.stringify(value), 'utf8')));
}

/** The value of a JSON cache file's bytes, or undefined when they are not one whole file of `kind`. */
export function decodeJsonCache(bytes: Uint8Array, kind: string): unknown {
  const payload = unsealed(bytes, kind);
  if (!payload) return undefined;
  try {
    return JSON.parse(payload.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The value kept in JSON cache `file`, or undefined (absent, unreadable, damaged, another kind). */
export function readJsonCacheFile(file: string, kind: string): unknown {
  const bytes = readBytes(file);
  return bytes && decodeJsonCache(bytes, kind);
}

/** Replaces JSON cache `file` with `value`; false when it could not be written. */
export function writeJsonCacheFile(file: string, kind: string, value: unknown): boolean {
  return writeTextCacheFile(file, kind, JSON.stringify(value));
}

/**
 * Text caches: a JSON cache's header and checksum around text of their user's own shape, which it decodes in parts
 * (the vault's terms: a run decodes only the groups its needs can name). Like JSON caches they outlive a build.
 */
export function readTextCacheFile(file: string, kind: string): Buffer | undefined {
  const bytes = readBytes(file);
  return bytes && unsealed(bytes, kind);
}

/** Replaces text cache `file` with `text`; false when it could not be written. */
export function writeTextCacheFile(file: string, kind: string, text: string): boolean {
  return replaceFile(file, sealed(kind, Buffer.from(text, 'utf8')));
}
