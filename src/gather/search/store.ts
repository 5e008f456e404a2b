/**
 * The persistent form of the built-in index: one binary file per vault under `<cacheDir>/search/`, named by a hash
 * of the vault's real path. Layout: "SKILLIDX", u32 version, u32 header length, a JSON header (vault, counts, the
 * offset and length of every section), then 8-byte-aligned sections that load as typed-array views of the file's
 * bytes — no parsing beyond the header and the path list. The base segment's postings, most of the file, come last
 * and are not loaded: the file stays open and a query reads only its terms' byte ranges. Written to a temp file and
 * renamed, so a reader sees the old file or the new one (an open descriptor keeps the old one readable), never a
 * mix, and two runs racing only decide who wins.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { postingBytes, type Segment } from './segment.js';

/** Bump when the file layout or the text analysis changes: an index built another way is rebuilt. */
export const INDEX_VERSION = 2;
const MAGIC = 'SKILLIDX';

/** The whole index. Document ids are positions in the per-document arrays; removed notes stay as dead ids. */
export interface IndexData {
  /** Real path of the vault the index describes. */
  vault: string;
  /** Number of ids, dead ones included. */
  docs: number;
  /** Relative path per id ('' when dead). */
  paths: string[];
  mtime: Float64Array;
  size: Float64Array;
  /** Indexed words per note (BM25 length). */
  len: Uint32Array;
  /** 1 when the id is a current note. */
  live: Uint8Array;
  /** The live ids sorted by path (UTF-16 code unit order, as walkFiles sorts), for matching against a walk. */
  order: Uint32Array;
  /** Ids below this are covered by segments[0] (the base); later ids by the delta segment, if any. */
  baseDocs: number;
  segments: Segment[];
  /** The open index file the base postings are still read from, if any. */
  fd?: number;
}

/** Closes the index file of data that will not be used. */
export function closeFile(data: IndexData): void {
  if (data.fd === undefined) return;
  closeSync(data.fd);
  delete data.fd;
}

/** Loads every posting left in the index file and closes it: needed before the index is changed or written. */
export function detachFile(data: IndexData): void {
  if (data.fd === undefined) return;
  try {
    for (const seg of data.segments) postingBytes(seg);
  } finally {
    closeSync(data.fd);
    delete data.fd;
  }
}

/** $SKILL_CACHE_DIR, else $XDG_CACHE_HOME/skill (when absolute, as the XDG spec asks), else ~/.cache/skill. */
export function defaultCacheDir(env: NodeJS.ProcessEnv): string {
  if (env.SKILL_CACHE_DIR) return env.SKILL_CACHE_DIR;
  if (env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME)) return join(env.XDG_CACHE_HOME, 'skill');
  return join(env.HOME || homedir(), '.cache', 'skill');
}

export function indexFile(cacheDir: string, vaultReal: string): string {
  const key = createHash('sha256').update(vaultReal).digest('hex').slice(0, 24);
  return join(cacheDir, 'search', `${key}.idx`);
}

type Section = Uint8Array | Uint32Array | Int32Array | Float64Array;

/** Sections per segment besides its postings, which are stored after all of these. */
const SEGMENT_PARTS = 5;
const DOC_PARTS = 6;

function segmentSections(seg: Segment): Section[] {
  return [seg.termBlob, seg.termOff, seg.postOff, seg.df, seg.table];
}

const pad8 = (n: number): number => (8 - (n % 8)) % 8;

/** Writes the index atomically; throws on any file system error (the caller decides what that means). */
export function writeIndex(file: string, data: IndexData): void {
  const paths = Buffer.from(data.paths.join('\0'), 'utf8');
  const postings = data.segments.map(postingBytes);
  // Listed in header order: documents, each segment's tables, each segment's postings.
  const sections: Section[] = [paths, data.mtime, data.size, data.len, data.live, data.order, ...data.segments.flatMap(segmentSections), ...postings];
  // Stored in the same order except that the base postings go last, so a reader can leave them in the file.
  const stored = postings.length === 0 ? sections : [...sections.slice(0, -postings.length), ...postings.slice(1), postings[0]!];
  // Offsets count from the first section (just after the padded header), so the header does not depend on itself.
  let offset = 0;
  const where = new Map<Section, number[]>();
  for (const sec of stored) {
    where.set(sec, [offset, sec.byteLength]);
    offset += sec.byteLength + pad8(sec.byteLength);
  }
  const header = { vault: data.vault, docs: data.docs, baseDocs: data.baseDocs, segments: data.segments.map((seg) => seg.terms), sections: sections.map((sec) => where.get(sec)!) };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const head = Buffer.alloc(16);
  head.write(MAGIC, 0, 'latin1');
  head.writeUInt32LE(INDEX_VERSION, 8);
  head.writeUInt32LE(json.byteLength, 12);
  const chunks: Uint8Array[] = [head, json, new Uint8Array(pad8(16 + json.byteLength))];
  for (const sec of stored) chunks.push(new Uint8Array(sec.buffer, sec.byteOffset, sec.byteLength), new Uint8Array(pad8(sec.byteLength)));
  mkdirSync(join(file, '..'), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(tmp, 'wx', 0o600);
  try {
    try {
      for (const chunk of chunks) {
        for (let done = 0; done < chunk.byteLength; ) done += writeSync(fd, chunk, done, chunk.byteLength - done);
      }
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch { /* already gone */ }
    throw err;
  }
}

/** Why a cache file could not be used; it is then rebuilt. */
export class UnusableIndex extends Error {}

/** A typed view of a section, checked to lie inside the file. `base` is where the sections start. */
function view<T extends Section>(kind: new (b: ArrayBufferLike, o: number, n: number) => T, bytes: Uint8Array, base: number, place: number[], size: number): T {
  const [offset, length] = place;
  if (!Number.isInteger(offset) || !Number.isInteger(length) || offset! < 0 || length! < 0 || (base + offset!) % 8 !== 0 ||
    base + offset! + length! > bytes.byteLength || length! % size !== 0) {
    throw new UnusableIndex('a section lies outside the file');
  }
  return new kind(bytes.buffer, bytes.byteOffset + base + offset!, length! / size);
}

function readExactly(fd: number, length: number, position: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let done = 0;
  while (done < length) {
    const got = readSync(fd, bytes, done, length - done, position + done);
    if (got === 0) throw new UnusableIndex('the file is shorter than its header says');
    done += got;
  }
  return bytes;
}

interface Header {
  vault: string;
  docs: number;
  baseDocs: number;
  segments: number[];
  sections: number[][];
}

function readHeader(fd: number, size: number, vaultReal: string): { header: Header; base: number } {
  if (size < 16) throw new UnusableIndex('not an index file');
  const head = Buffer.from(readExactly(fd, 16, 0));
  if (head.toString('latin1', 0, 8) !== MAGIC) throw new UnusableIndex('not an index file');
  const version = head.readUInt32LE(8);
  if (version !== INDEX_VERSION) throw new UnusableIndex(`index version ${version}, expected ${INDEX_VERSION}`);
  const headerLen = head.readUInt32LE(12);
  if (16 + headerLen > size) throw new UnusableIndex('unreadable header');
  let header: Header;
  try {
    header = JSON.parse(Buffer.from(readExactly(fd, headerLen, 16)).toString('utf8'));
  } catch {
    throw new UnusableIndex('unreadable header');
  }
  if (header.vault !== vaultReal) throw new UnusableIndex('index of another vault');
  const { docs, sections, segments } = header;
  if (!Number.isInteger(docs) || !Number.isInteger(header.baseDocs) || header.baseDocs > docs || !Array.isArray(segments) ||
    segments.length < 1 || segments.length > 2 || !Array.isArray(sections) || sections.length !== DOC_PARTS + (SEGMENT_PARTS + 1) * segments.length) {
    throw new UnusableIndex('inconsistent header');
  }
  return { header, base: 16 + headerLen + pad8(16 + headerLen) };
}

/**
 * Reads an index file, leaving the base postings in it (the returned data holds the open file in `fd`; see
 * detachFile). Throws UnusableIndex (corrupt, other version, other vault) or the file system error.
 */
export function readIndex(file: string, vaultReal: string): IndexData {
  const fd = openSync(file, 'r');
  try {
    return readOpen(fd, vaultReal);
  } catch (err) {
    closeSync(fd);
    throw err;
  }
}

function readOpen(fd: number, vaultReal: string): IndexData {
  const size = fstatSync(fd).size;
  const { header, base } = readHeader(fd, size, vaultReal);
  const { docs, sections } = header;
  const S = header.segments.length;
  const basePostings = sections[DOC_PARTS + SEGMENT_PARTS * S]!;
  const [lazyOffset, lazyLength] = basePostings;
  if (!Number.isInteger(lazyOffset) || !Number.isInteger(lazyLength) || base + lazyOffset! + lazyLength! > size) {
    throw new UnusableIndex('a section lies outside the file');
  }
  // Everything before the base postings is read; they stay in the file.
  const bytes = readExactly(fd, base + lazyOffset!, 0);
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pathBytes = view(Uint8Array, bytes, base, sections[0]!, 1);
  const paths = docs === 0 ? [] : buf.toString('utf8', pathBytes.byteOffset, pathBytes.byteOffset + pathBytes.byteLength).split('\0');
  const data: IndexData = {
    vault: vaultReal,
    docs,
    paths,
    mtime: view(Float64Array, bytes, base, sections[1]!, 8),
    size: view(Float64Array, bytes, base, sections[2]!, 8),
    len: view(Uint32Array, bytes, base, sections[3]!, 4),
    live: view(Uint8Array, bytes, base, sections[4]!, 1),
    order: view(Uint32Array, bytes, base, sections[5]!, 4),
    baseDocs: header.baseDocs,
    segments: header.segments.map((terms, s) => {
      const at = DOC_PARTS + SEGMENT_PARTS * s;
      const postings = DOC_PARTS + SEGMENT_PARTS * S + s;
      const seg: Segment = {
        terms,
        termBlob: view(Uint8Array, bytes, base, sections[at]!, 1),
        termOff: view(Uint32Array, bytes, base, sections[at + 1]!, 4),
        postOff: view(Uint32Array, bytes, base, sections[at + 2]!, 4),
        df: view(Uint32Array, bytes, base, sections[at + 3]!, 4),
        table: view(Int32Array, bytes, base, sections[at + 4]!, 4),
        postings: s === 0 ? { fd, offset: base + lazyOffset!, length: lazyLength! } : view(Uint8Array, bytes, base, sections[postings]!, 1),
      };
      // Offsets are not checked one by one: lookups and decoding clamp them (segment.ts), so damage gives wrong
      // results until the next rebuild, never a crash or a hang.
      const tableOk = seg.table.length >= 8 && (seg.table.length & (seg.table.length - 1)) === 0;
      if (seg.termOff.length !== terms + 1 || seg.postOff.length !== terms + 1 || seg.df.length !== terms || !tableOk) {
        throw new UnusableIndex('inconsistent term table');
      }
      return seg;
    }),
    fd,
  };
  if (paths.length !== docs || data.mtime.length !== docs || data.size.length !== docs || data.len.length !== docs || data.live.length !== docs ||
    data.order.length > docs) {
    throw new UnusableIndex('inconsistent document table');
  }
  return data;
}
