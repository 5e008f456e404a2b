/**
 * An inverted index segment in a packed form that loads without parsing: every part is a typed array that can be a
 * view into the cache file's bytes. Terms live in one UTF-8 blob with an open-addressing hash table (FNV-1a) over
 * them, so looking a word up costs a hash and a byte comparison and loading a 100k-note index costs one file read.
 *
 * Postings of a term are (document id, value) pairs sorted by id: the id as a varint gap from the previous one,
 * then one value byte = term frequency in the note (capped at 63) | 64 if in an H1–H3 heading | 128 if in the title.
 * Document ids are global to the index (see store.ts), so segments are merged without renumbering unless asked.
 */

import { readSync } from 'node:fs';
import { withRoom } from './arrays.js';

export const TF_MASK = 63;
export const IN_HEADING = 64;
export const IN_TITLE = 128;

/** Postings left in the index file until a query needs them: `length` bytes at `offset` of the open file `fd`. */
interface FileBytes {
  fd: number;
  offset: number;
  length: number;
}

export interface Segment {
  terms: number;
  termBlob: Uint8Array;
  /** terms + 1 offsets into termBlob. */
  termOff: Uint32Array;
  /**
   * In memory, still in the index file (the base segment of a loaded index: only queried terms are read), or the
   * batches of a build not yet copied into one (joinedSegment).
   */
  postings: Postings;
  /** terms + 1 offsets into postings. */
  postOff: Uint32Array;
  /** Number of postings per term, deleted documents included. */
  df: Uint32Array;
  /** Power-of-two slots holding a term number, or -1. */
  table: Int32Array;
}

/** A growable byte buffer. */
class ByteWriter {
  bytes = new Uint8Array(1 << 16);
  length = 0;

  copy(src: Uint8Array, start: number, end: number): void {
    this.bytes = withRoom(this.bytes, this.length + end - start);
    this.bytes.set(src.subarray(start, end), this.length);
    this.length += end - start;
  }

  result(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

/** A growable array of 32-bit unsigned integers. */
export class U32List {
  items = new Uint32Array(1024);
  length = 0;

  push(value: number): void {
    this.items = withRoom(this.items, this.length + 1);
    this.items[this.length++] = value;
  }
}

export function hashBytes(bytes: Uint8Array, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    h ^= bytes[i]!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The term number of `bytes` in the segment, or -1. Bounded for a table a read has not checked entry by entry
 * (check.ts): a slot naming no term, or a term whose offsets do not hold, is passed over.
 */
export function findTerm(seg: Segment, bytes: Uint8Array, hash: number): number {
  const mask = seg.table.length - 1;
  for (let slot = hash & mask, probes = 0; probes <= mask; slot = (slot + 1) & mask, probes++) {
    const t = seg.table[slot]!;
    if (t < 0) return -1;
    if (t >= seg.terms) continue;
    const start = seg.termOff[t]!;
    if (seg.termOff[t + 1]! - start !== bytes.length || start + bytes.length > seg.termBlob.length) continue;
    let same = true;
    for (let i = 0; i < bytes.length && same; i++) same = seg.termBlob[start + i] === bytes[i];
    if (same) return t;
  }
  return -1;
}

/** Growable parallel arrays of postings (ids and values). */
export class PostingList {
  ids = new Uint32Array(1024);
  values = new Uint8Array(1024);
  length = 0;

  reserve(extra: number): void {
    this.ids = withRoom(this.ids, this.length + extra);
    this.values = withRoom(this.values, this.ids.length);
  }
}

let scratch = new Uint8Array(1 << 16);

/** The postings bytes of a segment, read from the index file if they were left there (and then kept). */
export function postingBytes(seg: Segment): Uint8Array {
  const p = seg.postings;
  if (p instanceof Uint8Array) return p;
  if (isJoined(p)) {
    const bytes = new Uint8Array(p.length);
    let at = 0;
    emitJoined(
      p,
      (chunk) => {
        bytes.set(chunk, at);
        at += chunk.length;
      },
      1 << 20,
    );
    seg.postings = bytes;
    p.spill?.close(); // the batches are let go with it
    return bytes;
  }
  const bytes = new Uint8Array(seg.postings.length);
  const got = readSync(p.fd, bytes, 0, bytes.length, p.offset);
  seg.postings = got === bytes.length ? bytes : bytes.subarray(0, got);
  return seg.postings;
}

/**
 * Appends the postings of term `t` whose id is live (live[id] !== 0) to `out`, mapped through `remap` when given
 * (ids mapped to -1 are skipped). Decoding stays inside the term's byte range and stops at an id beyond `live`
 * (possible only in a damaged file), so bad bytes give wrong results, never a crash or a hang; room is made for no
 * more postings than that range can hold (two bytes each), whatever the term's count says.
 */
export function readPostings(seg: Segment, t: number, live: Uint8Array, out: PostingList, remap?: Int32Array): void {
  const from = seg.postOff[t]!;
  // Cut to the postings before room is made: a read checks only the last offset (check.ts), and one of 2^32 - 1 with
  // a count as large made room for 2^31 postings (10 GB) from a file of 1 KB.
  const end = Math.min(seg.postOff[t + 1]!, seg.postings.length);
  out.reserve(Math.min(seg.df[t]!, Math.max(0, end - from) >>> 1) + 1);
  const p = isJoined(seg.postings) ? postingBytes(seg) : seg.postings;
  if (p instanceof Uint8Array) {
    out.length = decode(p, from, Math.min(end, p.length), live, out.ids, out.values, out.length, remap);
    return;
  }
  // Read just this term's range from the index file.
  const length = Math.max(0, end - from);
  scratch = withRoom(scratch, length);
  const got = readSync(p.fd, scratch, 0, length, p.offset + from);
  out.length = decode(scratch, 0, got, live, out.ids, out.values, out.length, remap);
}

/** The decoding loop of readPostings, kept free of object property access so it optimises well. */
function decode(
  bytes: Uint8Array,
  from: number,
  end: number,
  live: Uint8Array,
  ids: Uint32Array,
  values: Uint8Array,
  count: number,
  remap: Int32Array | undefined,
): number {
  const limit = live.length;
  const room = ids.length;
  let n = count;
  let id = 0;
  let at = from;
  while (at < end && n < room) {
    let b = bytes[at++]!;
    let gap = b & 127;
    for (let shift = 7; b >= 128 && at < end && shift < 35; shift += 7) {
      b = bytes[at++]!;
      gap += (b & 127) * 2 ** shift;
    }
    if (at >= end) break;
    id += gap;
    if (id >= limit) break;
    const value = bytes[at++]!;
    if (live[id] === 0) continue;
    const to = remap === undefined ? id : remap[id]!;
    if (to < 0) continue;
    ids[n] = to;
    values[n++] = value;
  }
  return n;
}

/** Bytes of `v` as a varint (7 bits a byte). */
export const varintLength = (v: number): number => (v < 128 ? 1 : v < 16384 ? 2 : v < 2097152 ? 3 : v < 268435456 ? 4 : 5);

/**
 * Packs term-major postings into a segment: term t owns docs/values[start[t] .. start[t+1]), ids ascending.
 * The bytes are counted first, so the postings are one array of their own size (a buffer for the worst case, 6 bytes
 * a posting, was 12 MB for a moment per batch of the cold build, then copied).
 */
function packSegment(
  terms: number,
  termBytes: (t: number) => Uint8Array,
  start: Uint32Array,
  docs: Uint32Array,
  values: Uint8Array,
): Segment {
  let size = 0;
  for (let t = 0; t < terms; t++) {
    let last = 0;
    for (let k = start[t]!; k < start[t + 1]!; k++) {
      size += varintLength(docs[k]! - last) + 1;
      last = docs[k]!;
    }
  }
  const out = new Uint8Array(size);
  const postOff = new Uint32Array(terms + 1);
  const df = new Uint32Array(terms);
  const blob = new ByteWriter();
  const termOff = new Uint32Array(terms + 1);
  let at = 0;
  for (let t = 0; t < terms; t++) {
    const bytes = termBytes(t);
    blob.copy(bytes, 0, bytes.length);
    termOff[t + 1] = blob.length;
    let last = 0;
    for (let k = start[t]!; k < start[t + 1]!; k++) {
      let v = docs[k]! - last;
      last = docs[k]!;
      while (v >= 128) {
        out[at++] = (v & 127) | 128;
        v >>>= 7;
      }
      out[at++] = v;
      out[at++] = values[k]!;
    }
    postOff[t + 1] = at;
    df[t] = start[t + 1]! - start[t]!;
  }
  return { terms, termBlob: blob.result(), termOff, postings: out, postOff, df, table: termTable(blob.bytes, termOff, terms) };
}

function termTable(blob: Uint8Array, termOff: Uint32Array, terms: number): Int32Array {
  let size = 8;
  while (size < terms * 2) size *= 2;
  const table = new Int32Array(size).fill(-1);
  const mask = size - 1;
  for (let t = 0; t < terms; t++) {
    let slot = hashBytes(blob, termOff[t]!, termOff[t + 1]!) & mask;
    while (table[slot] !== -1) slot = (slot + 1) & mask;
    table[slot] = t;
  }
  return table;
}

/**
 * Merges segments into one, keeping postings of live ids, renumbered through `remap` when given (-1: dropped);
 * segments must be given in ascending id order and remap must keep that order, so postings stay sorted.
 */
export function mergeSegments(segments: readonly Segment[], live: Uint8Array, remap?: Int32Array): Segment {
  // Terms are keyed by their UTF-8 bytes read as latin1: a cheap, lossless string form for a Map.
  const where = new Map<string, number[]>();
  segments.forEach((seg, s) => {
    const text = Buffer.from(seg.termBlob.buffer, seg.termBlob.byteOffset, seg.termBlob.byteLength);
    for (let t = 0; t < seg.terms; t++) {
      const key = text.toString('latin1', seg.termOff[t], seg.termOff[t + 1]);
      const list = where.get(key);
      if (list) list.push(s, t);
      else where.set(key, [s, t]);
    }
  });
  const postings = new PostingList();
  const keys: string[] = [];
  const start = new U32List();
  start.push(0);
  for (const [key, list] of where) {
    const before = postings.length;
    for (let i = 0; i < list.length; i += 2) readPostings(segments[list[i]!]!, list[i + 1]!, live, postings, remap);
    if (postings.length === before) continue;
    keys.push(key);
    start.push(postings.length);
  }
  return packSegment(
    keys.length,
    (t) => Buffer.from(keys[t]!, 'latin1'),
    start.items.subarray(0, keys.length + 1),
    postings.ids,
    postings.values,
  );
}

/**
 * One batch of postings from a SegmentBuilder (builder.ts `batch`): the terms it used, by the builder's term ids,
 * ascending, and where each term's bytes start. Batches are made ready to be joined: the first id gap of a term is
 * counted from that term's last id in the builder's earlier batches, so a term's joined postings are its bytes of
 * each batch, one after the other, never decoded or re-encoded.
 */
export interface Batch {
  termIds: Uint32Array;
  /** termIds.length + 1 offsets into postings. */
  postOff: Uint32Array;
  /** In memory, or written out to a spill file (spill.ts) while the build goes on. */
  postings: Uint8Array | FileBytes;
}

/** A spill file that batches' postings were written to: closed once the joined postings are saved or in memory. */
export interface SpillFile {
  close(): void;
}

/**
 * The postings of a build's batches, not yet copied into one array: the cold build's index file is written from
 * them, chunk by chunk (writePostings), so the joined postings are never held whole, and batches spilled to a file
 * are read back in order as they are written.
 */
interface JoinedParts {
  batches: readonly Batch[];
  /** The builder's term ids the batches use are below this. */
  vocabulary: number;
  /** Bytes of the joined postings. */
  length: number;
  spill?: SpillFile;
}

/** Postings still in the index file, in memory, or in the batches of a build. */
type Postings = Uint8Array | FileBytes | JoinedParts;

const isJoined = (p: Postings): p is JoinedParts => !(p instanceof Uint8Array) && 'batches' in p;

/**
 * A segment whose postings are `batches` joined (a builder's, in the order it made them), its tables made from
 * `terms` (the builder's ids of the terms that have postings, ascending, with their bytes, joined postings length and
 * document count). One batch in memory is the segment's postings as they are.
 */
export function joinedSegment(
  terms: { count: number; bytes: (t: number) => Uint8Array; length: (t: number) => number; df: (t: number) => number },
  batches: readonly Batch[],
  vocabulary: number,
  spill?: SpillFile,
): Segment {
  const postOff = new Uint32Array(terms.count + 1);
  const df = new Uint32Array(terms.count);
  const blob = new ByteWriter();
  const termOff = new Uint32Array(terms.count + 1);
  for (let t = 0; t < terms.count; t++) {
    const bytes = terms.bytes(t);
    blob.copy(bytes, 0, bytes.length);
    termOff[t + 1] = blob.length;
    postOff[t + 1] = postOff[t]! + terms.length(t);
    df[t] = terms.df(t);
  }
  const length = postOff[terms.count]!;
  const only = batches.length === 1 ? batches[0]!.postings : undefined;
  const postings: Postings =
    only instanceof Uint8Array && only.length === length ? only : { batches, vocabulary, length, ...(spill ? { spill } : {}) };
  return {
    terms: terms.count,
    termBlob: blob.result(),
    termOff,
    postings,
    postOff,
    df,
    table: termTable(blob.bytes, termOff, terms.count),
  };
}

/**
 * A batch's bytes in ranges asked for in ascending order: a spilled batch is read through a window, so its file is
 * read once, front to back, whatever the chunk sizes.
 */
function batchBytes(p: Uint8Array | FileBytes): (from: number, end: number) => Uint8Array {
  if (p instanceof Uint8Array) return (from, end) => p.subarray(from, end);
  let window = new Uint8Array(0);
  let at = 0;
  return (from, end) => {
    if (from < at || end > at + window.length) {
      const want = Math.min(Math.max(end - from, 1 << 18), p.length - from);
      if (window.length < want) window = new Uint8Array(want);
      const got = readSync(p.fd, window, 0, want, p.offset + from);
      if (got < end - from) throw new Error(`a spilled index batch came back short (${got} of ${end - from} bytes)`);
      at = from;
    }
    return window.subarray(from - at, end - at);
  };
}

/** The bytes of the joined postings, handed to `emit` in chunks of at most `chunkSize` (each valid only during the call). */
function emitJoined(joined: JoinedParts, emit: (chunk: Uint8Array) => void, chunkSize: number): void {
  const chunk = new Uint8Array(Math.max(8, chunkSize));
  let n = 0;
  const put = (bytes: Uint8Array): void => {
    for (let from = 0; from < bytes.length; ) {
      if (n === chunk.length) {
        emit(chunk);
        n = 0;
      }
      const take = Math.min(chunk.length - n, bytes.length - from);
      chunk.set(bytes.subarray(from, from + take), n);
      n += take;
      from += take;
    }
  };
  const { batches } = joined;
  const read = batches.map((b) => batchBytes(b.postings));
  const next = new Uint32Array(batches.length);
  // Terms in the builder's id order, each one's bytes from every batch that has it, in batch order.
  for (let id = 0; id < joined.vocabulary; id++) {
    for (let b = 0; b < batches.length; b++) {
      const { termIds, postOff } = batches[b]!;
      const k = next[b]!;
      if (k >= termIds.length || termIds[k] !== id) continue;
      next[b] = k + 1;
      put(read[b]!(postOff[k]!, postOff[k + 1]!));
    }
  }
  if (n > 0) emit(chunk.subarray(0, n));
}

/**
 * Hands the postings of a segment to `emit` in chunks (each valid only during the call): a join's are made chunk by
 * chunk from its batches, others are handed over whole.
 */
export function writePostings(seg: Segment, emit: (chunk: Uint8Array) => void, chunkSize = 1 << 20): void {
  if (isJoined(seg.postings)) emitJoined(seg.postings, emit, chunkSize);
  else emit(postingBytes(seg));
}

/** Closes the spill file a segment's batches were written to, if any: only once they are no longer needed. */
export function closeSpill(seg: Segment): void {
  if (isJoined(seg.postings)) seg.postings.spill?.close();
}
