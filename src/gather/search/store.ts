/**
 * The persistent form of the built-in index, two kinds of files per vault under `<cacheDir>/search/`, named by a
 * hash of the vault's real path:
 *
 * - `<key>-<generation>.base`: the base segment and the table of the notes it covers. Written once, when the index
 *   is built or compacted, and never changed: a run where a few notes changed does not rewrite it.
 * - `<key>.idx`: the state — which base generation, which ids are live, the notes in path order, and the delta
 *   segment with its notes. Small; rewritten by every run that saw a change.
 *
 * Each file: "SKILLIDX", u32 version, u32 header length, u32 CRC-32 of every other byte of the file, u32 zero, a
 * JSON header (what the file holds, the offset and length of every section), then 8-byte-aligned sections that load
 * as typed-array views of the bytes read — no parsing beyond the header and the path list. The base postings, most
 * of the data, come last in the base file and are not loaded: they are read through once for the checksum, the file
 * stays open and a query reads only its terms' byte ranges. A file whose checksum, bounds or cross-references do not
 * hold (check.ts: a segment's tables entry by entry when written, their shape when read) is unusable and rebuilt. Files are written to a temp file and renamed, so a reader sees a whole
 * file, never a mix (an open descriptor keeps a replaced file readable); a state is written after the base it
 * names, and older bases are removed after the state that leaves them.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { crc32 } from '../../cache/checksum.js';
import { vaultKey } from '../../cache/dir.js';
import { documentProblem, pathProblem, segmentShapeProblem, segmentsProblem } from './check.js';
import type { IndexData } from './index-data.js';
import { postingBytes, writePostings, type Segment } from './segment.js';
import { writeAllSync } from '../../io/write-all.js';
import { pidAlive } from '../../vault/lock.js';

/** Bump when the file layout or the text analysis changes: an index built another way is rebuilt. */
const INDEX_VERSION = 4;
const MAGIC = 'SKILLIDX';
/** The fixed start: magic, version, header length, checksum, zero. */
export const HEAD_BYTES = 24;
const CRC_AT = 16;
/** Chunk in which the base postings are read through for the checksum: memory stays flat at any index size. */
const CHECK_CHUNK = 1 << 20;

/** Lives in its own module so check.ts can name it without importing this one (which imports check.ts). */
export type { IndexData };

/** Closes the base file of data that will not be used. */
export function closeFile(data: Pick<IndexData, 'fd'>): void {
  if (data.fd === undefined) return;
  closeSync(data.fd);
  delete data.fd;
}

/** Loads every posting left in the base file and closes it: needed before the base segment is rebuilt. */
export function detachFile(data: IndexData): void {
  if (data.fd === undefined) return;
  try {
    for (const seg of data.segments) postingBytes(seg);
  } finally {
    closeFile(data);
  }
}

export { defaultCacheDir } from '../../cache/dir.js';

/** The state file of a vault's index; its base files sit next to it. */
export function indexFile(cacheDir: string, vaultReal: string): string {
  return join(cacheDir, 'search', `${vaultKey(vaultReal)}.idx`);
}

function baseFile(stateFile: string, gen: string): string {
  return stateFile.replace(/\.idx$/, `-${gen}.base`);
}

type Section = Uint8Array | Uint32Array | Int32Array | Float64Array;

/** A section handed over in chunks as it is written (a cold build's joined postings: segment.ts writePostings). */
interface Streamed {
  byteLength: number;
  write(emit: (chunk: Uint8Array) => void): void;
}

/** Sections of a segment besides its postings. */
function segmentTables(seg: Segment): Section[] {
  return [seg.termBlob, seg.termOff, seg.postOff, seg.df, seg.table];
}

/** A segment's postings as a section, streamed: a join's parts are never copied into one array to be saved. */
const postingsSection = (seg: Segment): Streamed => ({
  byteLength: seg.postings.length,
  write: (emit) => writePostings(seg, emit),
});

const pad8 = (n: number): number => (8 - (n % 8)) % 8;

/**
 * Writes header + sections to `file` through a temp file and a rename. The checksum is made as the bytes are written
 * and put into the fixed start last, so a streamed section is never held whole.
 */
function writeAtomic(file: string, header: object, sections: readonly (Section | Streamed)[]): void {
  // Offsets count from the first section (just after the padded header), so the header does not depend on itself.
  let offset = 0;
  const placed = sections.map((sec) => {
    const at = [offset, sec.byteLength];
    offset += sec.byteLength + pad8(sec.byteLength);
    return at;
  });
  const json = Buffer.from(JSON.stringify({ ...header, sections: placed }), 'utf8');
  const head = Buffer.alloc(HEAD_BYTES);
  head.write(MAGIC, 0, 'latin1');
  head.writeUInt32LE(INDEX_VERSION, 8);
  head.writeUInt32LE(json.byteLength, 12);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(tmp, 'wx', 0o600);
  try {
    try {
      let crc = crc32(head.subarray(0, CRC_AT));
      crc = crc32(head.subarray(CRC_AT + 4), crc);
      const put = (chunk: Uint8Array): void => {
        crc = crc32(chunk, crc);
        writeAllSync(fd, chunk);
      };
      writeAllSync(fd, head); // its checksum is written over it at the end
      put(json);
      put(new Uint8Array(pad8(HEAD_BYTES + json.byteLength)));
      for (const sec of sections) {
        let written = 0;
        const emit = (chunk: Uint8Array): void => {
          written += chunk.byteLength;
          put(chunk);
        };
        if (ArrayBuffer.isView(sec)) emit(new Uint8Array(sec.buffer, sec.byteOffset, sec.byteLength));
        else sec.write(emit);
        if (written !== sec.byteLength) throw new Error(`an index section came out at ${written} bytes, not ${sec.byteLength}`);
        put(new Uint8Array(pad8(sec.byteLength)));
      }
      head.writeUInt32LE(crc, CRC_AT);
      if (writeSync(fd, head, CRC_AT, 4, CRC_AT) !== 4) throw new Error('the index checksum could not be written');
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      /* already gone */
    }
    throw err;
  }
}

const joinPaths = (paths: readonly string[]): Uint8Array => Buffer.from(paths.join('\0'), 'utf8');

/**
 * Saves the index: a new base file first when the base is not saved yet (built or compacted in this run), then the
 * state. Throws on any file system error (the caller decides what that means).
 */
export function writeIndex(file: string, data: IndexData): void {
  const [base, delta] = data.segments;
  if (base === undefined) throw new Error('an index always has a base segment');
  // Every entry of the tables written is checked here, once, and only their shape when they are read (check.ts).
  const problem = segmentsProblem(data.baseGen === undefined ? data.segments : [delta]);
  if (problem) throw new Error(`the search index to be saved is inconsistent (${problem})`);
  if (data.baseGen === undefined) {
    const gen = randomBytes(6).toString('hex');
    const b = data.baseDocs;
    writeAtomic(baseFile(file, gen), { kind: 'base', vault: data.vault, gen, docs: b, terms: base.terms }, [
      joinPaths(data.paths.slice(0, b)),
      data.mtime.subarray(0, b),
      data.size.subarray(0, b),
      data.len.subarray(0, b),
      ...segmentTables(base),
      postingsSection(base),
    ]);
    data.baseGen = gen;
  }
  const d = data.baseDocs;
  const header = {
    kind: 'state',
    vault: data.vault,
    gen: data.baseGen,
    docs: data.docs,
    baseDocs: d,
    deltaTerms: delta?.terms ?? -1,
    ...(data.pathsDigest ? { paths: data.pathsDigest } : {}),
  };
  writeAtomic(file, header, [
    data.live,
    data.order,
    joinPaths(data.paths.slice(d)),
    data.mtime.subarray(d),
    data.size.subarray(d),
    data.len.subarray(d),
    ...(delta ? [...segmentTables(delta), postingBytes(delta)] : []),
  ]);
  // Bases of other generations are garbage now (a run still reading one keeps it open), and so are the temp files of
  // this vault's index that a killed run left (kill -9 mid-write): a temp file whose writer no longer runs.
  const prefix = basename(file).replace(/\.idx$/, '-');
  const keep = basename(baseFile(file, data.baseGen));
  for (const name of readdirSync(dirname(file))) {
    const ours = name.startsWith(prefix) || name.startsWith(`${basename(file)}.`);
    const oldBase = name.startsWith(prefix) && name.endsWith('.base') && name !== keep;
    if (oldBase || (ours && orphanTemp(name))) {
      try {
        unlinkSync(join(dirname(file), name));
      } catch {
        /* another run removed it */
      }
    }
  }
}

/** A temp file of writeAtomic's (`<file>.<pid>.<random>.tmp`) whose writing process has ended. */
function orphanTemp(name: string): boolean {
  const pid = /\.(\d+)\.[0-9a-f]{8}\.tmp$/.exec(name)?.[1];
  // A pid running now is left alone, whether it is the writer or a new process that took its number.
  return pid !== undefined && Number(pid) !== process.pid && !pidAlive(Number(pid));
}

/**
 * Why a cache file could not be used; it is then rebuilt. `damaged`: the file is not what was written (checksum,
 * bounds, cross-references, truncation); otherwise it is whole but of no use here (another format version, another
 * vault, its base file gone).
 */
export class UnusableIndex extends Error {
  constructor(
    message: string,
    readonly damaged = true,
  ) {
    super(message);
  }
}

/**
 * A typed view of a section, checked to lie inside the bytes read. `base` is where the sections start, counted from
 * the first byte read (negative when the bytes read begin after the first section).
 */
function view<T extends Section>(
  kind: new (b: ArrayBufferLike, o: number, n: number) => T,
  bytes: Uint8Array,
  base: number,
  place: unknown,
  size: number,
): T {
  const [offset, length] = Array.isArray(place) ? (place as unknown[]) : [];
  if (
    !Number.isInteger(offset) ||
    !Number.isInteger(length) ||
    (offset as number) < 0 ||
    (length as number) < 0 ||
    base + (offset as number) < 0 ||
    (base + (offset as number)) % 8 !== 0 ||
    base + (offset as number) + (length as number) > bytes.byteLength ||
    (length as number) % size !== 0
  ) {
    throw new UnusableIndex('a section lies outside the file');
  }
  return new kind(bytes.buffer, bytes.byteOffset + base + (offset as number), (length as number) / size);
}

function readExactly(fd: number, length: number, position: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let done = 0;
  while (done < length) {
    const got = readSync(fd, bytes, done, length - done, position + done);
    if (got === 0) throw new UnusableIndex('the file is shorter than it was');
    done += got;
  }
  return bytes;
}

interface Header {
  kind: 'base' | 'state';
  vault: string;
  gen: string;
  docs: number;
  sections: number[][];
  /** base: terms of its segment. */
  terms?: number;
  /** state: ids covered by the base. */
  baseDocs?: number;
  /** state: terms of the delta segment, -1 when there is none. */
  deltaTerms?: number;
  /** state: pathsDigest of the live paths in path order (IndexData.pathsDigest); absent in files from before it. */
  paths?: string;
}

/** Checks the fixed start of an open index file of `size` bytes; returns the length of its JSON header. */
function headerLength(fd: number, size: number): number {
  if (size < HEAD_BYTES) throw new UnusableIndex('not an index file');
  const head = Buffer.from(readExactly(fd, HEAD_BYTES, 0));
  if (head.toString('latin1', 0, 8) !== MAGIC) throw new UnusableIndex('not an index file');
  const version = head.readUInt32LE(8);
  if (version !== INDEX_VERSION)
    throw new UnusableIndex(`written by another version of skill (index version ${version}, this one reads ${INDEX_VERSION})`, false);
  const length = head.readUInt32LE(12);
  if (HEAD_BYTES + length > size) throw new UnusableIndex('unreadable header');
  return length;
}

/** The CRC of a file's first bytes (at least HEAD_BYTES), leaving out the checksum field. */
function crcOfStart(prefix: Uint8Array): number {
  return crc32(prefix.subarray(CRC_AT + 4), crc32(prefix.subarray(0, CRC_AT)));
}

/**
 * `crc` carried on over the bytes [from, to) of an open file, read through in chunks (of `chunk`, when given: one
 * buffer for every part of a file), never held whole.
 */
function crcThrough(
  fd: number,
  from: number,
  to: number,
  crc: number,
  chunk = new Uint8Array(Math.max(0, Math.min(CHECK_CHUNK, to - from))),
): number {
  for (let at = from; at < to; ) {
    const got = readSync(fd, chunk, 0, Math.min(chunk.length, to - at), at);
    if (got === 0) throw new UnusableIndex('the file is shorter than it was');
    crc = crc32(chunk.subarray(0, got), crc);
    at += got;
  }
  return crc;
}

function checkCrc(crc: number, prefix: Uint8Array): void {
  if (crc !== Buffer.from(prefix.buffer, prefix.byteOffset, prefix.byteLength).readUInt32LE(CRC_AT))
    throw new UnusableIndex('checksum mismatch');
}

/** Checks the checksum of an open index file of `size` bytes whose first bytes are `prefix`. */
function checkSum(fd: number, size: number, prefix: Uint8Array): void {
  checkCrc(crcThrough(fd, prefix.length, size, crcOfStart(prefix)), prefix);
}

/**
 * The JSON header of an index file from its first `HEAD_BYTES + length` bytes (or more), checked against what the
 * reader expects and against the file's size: the sections lie one after another, as writeAtomic places them, and
 * the last ends the file. Returns it and where the sections start.
 */
function parseHeader(
  bytes: Uint8Array,
  length: number,
  size: number,
  kind: Header['kind'],
  vaultReal: string | undefined,
): { header: Header; base: number } {
  let header: Header;
  try {
    header = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset + HEAD_BYTES, length).toString('utf8')) as Header;
  } catch {
    throw new UnusableIndex('unreadable header');
  }
  if (
    typeof header !== 'object' ||
    header === null ||
    header.kind !== kind ||
    !Array.isArray(header.sections) ||
    !Number.isInteger(header.docs) ||
    header.docs < 0 ||
    typeof header.gen !== 'string' ||
    !/^[0-9a-f]{12}$/.test(header.gen)
  ) {
    throw new UnusableIndex('inconsistent header');
  }
  // Checked by the caller once the checksum vouches for the header: a flipped byte in the path is damage.
  if (vaultReal !== undefined && header.vault !== vaultReal) throw new UnusableIndex('of another vault', false);
  const base = HEAD_BYTES + length + pad8(HEAD_BYTES + length);
  let end = 0;
  for (const place of header.sections) {
    if (!Array.isArray(place) || place.length !== 2 || place[0] !== end || !Number.isInteger(place[1]) || place[1]! < 0) {
      throw new UnusableIndex('a section lies outside the file');
    }
    end += place[1]! + pad8(place[1]!);
  }
  if (base + end !== size) throw new UnusableIndex('the file is not as long as its sections');
  return { header, base };
}

function segmentFrom(
  bytes: Uint8Array,
  base: number,
  sections: number[][],
  at: number,
  terms: number,
  postings: Segment['postings'],
): Segment {
  const seg: Segment = {
    terms,
    termBlob: view(Uint8Array, bytes, base, sections[at], 1),
    termOff: view(Uint32Array, bytes, base, sections[at + 1], 4),
    postOff: view(Uint32Array, bytes, base, sections[at + 2], 4),
    df: view(Uint32Array, bytes, base, sections[at + 3], 4),
    table: view(Int32Array, bytes, base, sections[at + 4], 4),
    postings,
  };
  const problem = segmentShapeProblem(seg, postings.length);
  if (problem) throw new UnusableIndex(problem);
  return seg;
}

function pathsFrom(bytes: Uint8Array, count: number): string[] {
  const paths = count === 0 ? [] : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8').split('\0');
  if (paths.length !== count) throw new UnusableIndex('inconsistent document table');
  return paths;
}

/** `a` and `b` in one array; `a` itself when `b` is empty (nothing changes a loaded array in place: update.ts copies). */
function concat<T extends Float64Array | Uint32Array>(a: T, b: T): T {
  if (b.length === 0) return a;
  const out = new (a.constructor as new (n: number) => T)(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

interface LoadedBase {
  /** Where the base's paths lie in its file: read only when they are not the scan's (withPaths). */
  pathsAt: { position: number; length: number };
  mtime: Float64Array;
  size: Float64Array;
  len: Uint32Array;
  segment: Segment;
}

/**
 * Reads a base file open as `fd`, except its paths and its postings, which stay in the file (read through once for
 * the checksum). At 100,000 notes the paths are 5.5 MB of the file, and decoded a 10 MB string with 100,000 slices of
 * it, which a run whose scan lists the same paths does without (withPaths).
 */
function readBase(fd: number, vaultReal: string, gen: string, docs: number): LoadedBase {
  const size = fstatSync(fd).size;
  const length = headerLength(fd, size);
  const start = readExactly(fd, HEAD_BYTES + length + pad8(HEAD_BYTES + length), 0);
  const { header, base } = parseHeader(start, length, size, 'base', undefined);
  const { sections } = header;
  if (header.gen !== gen || header.docs !== docs || sections.length !== 10) throw new UnusableIndex('base file does not match the state');
  // parseHeader has checked that the sections lie one after another: paths, the tables, then the postings.
  const tablesAt = base + sections[1]![0]!;
  const [lazyOffset, lazyLength] = sections[9]!;
  const postingsAt = base + lazyOffset!;
  const chunk = new Uint8Array(Math.max(0, Math.min(CHECK_CHUNK, Math.max(size - postingsAt, tablesAt - start.length))));
  let crc = crcThrough(fd, start.length, tablesAt, crcOfStart(start), chunk);
  const tables = readExactly(fd, postingsAt - tablesAt, tablesAt);
  crc = crcThrough(fd, postingsAt, size, crc32(tables, crc), chunk);
  checkCrc(crc, start);
  if (header.vault !== vaultReal) throw new UnusableIndex('of another vault', false);
  const at = base - tablesAt; // where the sections start, counted from the first byte of `tables`
  return {
    pathsAt: { position: base + sections[0]![0]!, length: sections[0]![1]! },
    mtime: view(Float64Array, tables, at, sections[1], 8),
    size: view(Float64Array, tables, at, sections[2], 8),
    len: view(Uint32Array, tables, at, sections[3], 4),
    segment: segmentFrom(tables, at, sections, 4, header.terms!, { fd, offset: postingsAt, length: lazyLength! }),
  };
}

/**
 * An index as read from its files, before its paths: those of the base stay in the base file (open as `fd`), those
 * of the delta in the state file's bytes. withPaths gives it its paths.
 */
export interface StoredIndex extends Omit<IndexData, 'paths'> {
  unreadPaths: { base: { position: number; length: number }; delta: Uint8Array };
}

/** Reads the state file: its header, checked, and its bytes. */
function readState(file: string, vaultReal: string): { header: Header; base: number; bytes: Uint8Array } {
  const stateFd = openSync(file, 'r');
  try {
    const size = fstatSync(stateFd).size;
    const length = headerLength(stateFd, size);
    const bytes = readExactly(stateFd, size, 0);
    checkSum(stateFd, size, bytes);
    return { ...parseHeader(bytes, length, size, 'state', vaultReal), bytes };
  } finally {
    closeSync(stateFd);
  }
}

/**
 * Reads a vault's index but for its paths (withPaths): its state file and the base file it names, leaving the base
 * postings in that file (the result holds it open in `fd`; see detachFile). Both files' checksums and every bound
 * and cross-reference are checked (check.ts). Throws UnusableIndex (damaged, other version, other vault, base
 * missing) or the file system error of the state file (ENOENT: no index yet).
 */
export function openIndex(file: string, vaultReal: string): StoredIndex {
  const { header, base, bytes } = readState(file, vaultReal);
  const { docs, sections } = header;
  const baseDocs = header.baseDocs!;
  const deltaTerms = header.deltaTerms!;
  if (
    !Number.isInteger(baseDocs) ||
    baseDocs < 0 ||
    baseDocs > docs ||
    !Number.isInteger(deltaTerms) ||
    deltaTerms < -1 ||
    sections.length !== (deltaTerms >= 0 ? 12 : 6) ||
    (header.paths !== undefined && (typeof header.paths !== 'string' || !/^[0-9a-f]{64}$/.test(header.paths)))
  ) {
    throw new UnusableIndex('inconsistent header');
  }
  let fd: number;
  try {
    fd = openSync(baseFile(file, header.gen), 'r');
  } catch {
    throw new UnusableIndex('incomplete (its base file is missing)', false);
  }
  try {
    const b = readBase(fd, vaultReal, header.gen, baseDocs);
    const data: StoredIndex = {
      vault: vaultReal,
      docs,
      unreadPaths: { base: b.pathsAt, delta: view(Uint8Array, bytes, base, sections[2], 1) },
      mtime: concat(b.mtime, view(Float64Array, bytes, base, sections[3], 8)),
      size: concat(b.size, view(Float64Array, bytes, base, sections[4], 8)),
      len: concat(b.len, view(Uint32Array, bytes, base, sections[5], 4)),
      live: view(Uint8Array, bytes, base, sections[0], 1),
      order: view(Uint32Array, bytes, base, sections[1], 4),
      baseDocs,
      segments:
        deltaTerms >= 0
          ? [b.segment, segmentFrom(bytes, base, sections, 6, deltaTerms, view(Uint8Array, bytes, base, sections[11], 1))]
          : [b.segment],
      baseGen: header.gen,
      fd,
      ...(header.paths ? { pathsDigest: header.paths } : {}),
    };
    const problem = documentProblem(data);
    if (problem) throw new UnusableIndex(problem);
    return data;
  } catch (err) {
    closeSync(fd);
    throw err;
  }
}

/** The paths of a scan: relative to the vault, strictly in path order (walk.ts), with their pathsDigest if made. */
export interface ScannedPaths {
  rels: readonly string[];
  digest?: string | undefined;
}

/**
 * The index with its paths. When the scan lists exactly the index's live paths (its digest is the one the state file
 * keeps, and it has as many), they are the scan's strings: nothing is read or decoded, and the index holds no copy of
 * what the run already holds. Otherwise they are read from the files, decoded and checked (pathProblem). Throws
 * UnusableIndex, closing the base file, when they do not hold.
 */
export function withPaths(stored: StoredIndex, scan?: ScannedPaths): IndexData {
  const { unreadPaths, ...rest } = stored;
  try {
    const { order } = stored;
    if (scan?.digest !== undefined && scan.digest === stored.pathsDigest && scan.rels.length === order.length) {
      const paths = new Array<string>(stored.docs).fill('');
      for (let k = 0; k < order.length; k++) paths[order[k]!] = scan.rels[k]!;
      return { ...rest, paths };
    }
    if (stored.fd === undefined) throw new Error('the base file of an index was closed before its paths were read');
    const { position, length } = unreadPaths.base;
    const data: IndexData = {
      ...rest,
      paths: [
        ...pathsFrom(readExactly(stored.fd, length, position), stored.baseDocs),
        ...pathsFrom(unreadPaths.delta, stored.docs - stored.baseDocs),
      ],
    };
    const problem = pathProblem(data);
    if (problem) throw new UnusableIndex(problem);
    return data;
  } catch (err) {
    closeFile(stored);
    throw err;
  }
}

/** A vault's index, paths and all, as written: openIndex and withPaths, without a scan to take paths from. */
export function readIndex(file: string, vaultReal: string): IndexData {
  return withPaths(openIndex(file, vaultReal));
}
