/**
 * The persistent form of the built-in index: one binary file per vault under `<cacheDir>/search/`, named by a hash
 * of the vault's real path. Layout: "SKILLIDX", u32 version, u32 header length, a JSON header (vault, counts, the
 * offset and length of every section), then 8-byte-aligned sections that load as typed-array views of the file's
 * bytes — no parsing beyond the header and the path list. Written to a temp file and renamed, so a reader sees the
 * old file or the new one, never a mix, and two runs racing only decide who wins.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writevSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import type { Segment } from './segment.js';

/** Bump when the file layout or the text analysis changes: an index built another way is rebuilt. */
export const INDEX_VERSION = 1;
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
  /** Ids below this are covered by segments[0] (the base); later ids by the delta segment, if any. */
  baseDocs: number;
  segments: Segment[];
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

function segmentSections(seg: Segment): Section[] {
  return [seg.termBlob, seg.termOff, seg.postings, seg.postOff, seg.df, seg.table];
}

const pad8 = (n: number): number => (8 - (n % 8)) % 8;

/** Writes the index atomically; throws on any file system error (the caller decides what that means). */
export function writeIndex(file: string, data: IndexData): void {
  const paths = Buffer.from(data.paths.join('\0'), 'utf8');
  const sections: Section[] = [paths, data.mtime, data.size, data.len, data.live, ...data.segments.flatMap(segmentSections)];
  // Offsets count from the first section (just after the padded header), so the header does not depend on itself.
  let offset = 0;
  const placed = sections.map((sec) => {
    const at = [offset, sec.byteLength];
    offset += sec.byteLength + pad8(sec.byteLength);
    return at;
  });
  const header = { vault: data.vault, docs: data.docs, baseDocs: data.baseDocs, segments: data.segments.map((seg) => seg.terms), sections: placed };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const head = Buffer.alloc(16);
  head.write(MAGIC, 0, 'latin1');
  head.writeUInt32LE(INDEX_VERSION, 8);
  head.writeUInt32LE(json.byteLength, 12);
  const chunks: Uint8Array[] = [head, json, new Uint8Array(pad8(16 + json.byteLength))];
  for (const sec of sections) chunks.push(new Uint8Array(sec.buffer, sec.byteOffset, sec.byteLength), new Uint8Array(pad8(sec.byteLength)));
  mkdirSync(join(file, '..'), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(tmp, 'wx', 0o600);
  try {
    try {
      writevSync(fd, chunks);
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

/** Reads an index file; throws UnusableIndex (corrupt, other version, other vault) or the file system error. */
export function readIndex(file: string, vaultReal: string): IndexData {
  let bytes: Uint8Array = readFileSync(file);
  if (bytes.byteOffset % 8 !== 0) bytes = new Uint8Array(bytes); // typed views need aligned offsets
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.byteLength < 16 || buf.toString('latin1', 0, 8) !== MAGIC) throw new UnusableIndex('not an index file');
  const version = buf.readUInt32LE(8);
  if (version !== INDEX_VERSION) throw new UnusableIndex(`index version ${version}, expected ${INDEX_VERSION}`);
  const headerLen = buf.readUInt32LE(12);
  const base = 16 + headerLen + pad8(16 + headerLen);
  let header: { vault: string; docs: number; baseDocs: number; segments: number[]; sections: number[][] };
  try {
    header = JSON.parse(buf.toString('utf8', 16, 16 + headerLen));
  } catch {
    throw new UnusableIndex('unreadable header');
  }
  if (header.vault !== vaultReal) throw new UnusableIndex('index of another vault');
  const { docs, sections } = header;
  if (!Number.isInteger(docs) || !Number.isInteger(header.baseDocs) || header.baseDocs > docs || !Array.isArray(header.segments) ||
    header.segments.length > 2 || !Array.isArray(sections) || sections.length !== 5 + 6 * header.segments.length) {
    throw new UnusableIndex('inconsistent header');
  }
  const pathBytes = view(Uint8Array, bytes, base, sections[0]!, 1);
  const paths = docs === 0 ? [] : buf.toString('utf8', pathBytes.byteOffset - bytes.byteOffset, pathBytes.byteOffset - bytes.byteOffset + pathBytes.byteLength).split('\0');
  const data: IndexData = {
    vault: vaultReal,
    docs,
    paths,
    mtime: view(Float64Array, bytes, base, sections[1]!, 8),
    size: view(Float64Array, bytes, base, sections[2]!, 8),
    len: view(Uint32Array, bytes, base, sections[3]!, 4),
    live: view(Uint8Array, bytes, base, sections[4]!, 1),
    baseDocs: header.baseDocs,
    segments: header.segments.map((terms, s) => {
      const at = 5 + 6 * s;
      const seg: Segment = {
        terms,
        termBlob: view(Uint8Array, bytes, base, sections[at]!, 1),
        termOff: view(Uint32Array, bytes, base, sections[at + 1]!, 4),
        postings: view(Uint8Array, bytes, base, sections[at + 2]!, 1),
        postOff: view(Uint32Array, bytes, base, sections[at + 3]!, 4),
        df: view(Uint32Array, bytes, base, sections[at + 4]!, 4),
        table: view(Int32Array, bytes, base, sections[at + 5]!, 4),
      };
      // Offsets are not checked one by one: lookups and decoding clamp them (segment.ts), so damage gives wrong
      // results until the next rebuild, never a crash or a hang.
      const tableOk = seg.table.length >= 8 && (seg.table.length & (seg.table.length - 1)) === 0;
      if (seg.termOff.length !== terms + 1 || seg.postOff.length !== terms + 1 || seg.df.length !== terms || !tableOk) {
        throw new UnusableIndex('inconsistent term table');
      }
      return seg;
    }),
  };
  if (paths.length !== docs || data.mtime.length !== docs || data.size.length !== docs || data.len.length !== docs || data.live.length !== docs) {
    throw new UnusableIndex('inconsistent document table');
  }
  return data;
}
