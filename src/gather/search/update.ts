/**
 * Brings an index up to date with the vault on disk. Every note has been stat'ed (scan.ts); only notes whose mtime or
 * size differ from the index (or that are new) are read and indexed, into a small delta segment; notes that are gone or changed
 * have their old id marked dead. A rename is a removal plus an addition. When the delta and the dead ids grow past
 * a tenth of the vault, everything is compacted into one base segment — from the postings, without reading notes.
 */
import { readFileSync } from 'node:fs';
import { MAX_NOTE_BYTES } from '../../vault/note-size.js';
import { resized } from './arrays.js';
import { scanNote, titleTexts } from './note.js';
import { SegmentBuilder } from './builder.js';
import { type Batch, IN_HEADING, IN_TITLE, mergeSegments, type Segment } from './segment.js';
import type { Spill } from './spill.js';
import type { VaultScan } from './scan.js';
import { segmentsProblem } from './check.js';
import { detachFile, type IndexData, UnusableIndex } from './store.js';
import { aborted, pause } from './yield.js';

/** Compact when dead ids plus delta notes exceed this share of the live notes (and COMPACT_MIN). */
const COMPACT_SHARE = 0.1;
const COMPACT_MIN = 256;

export interface Refreshed {
  data: IndexData;
  added: number;
  changed: number;
  removed: number;
  /** True when `data` differs from what was loaded and should be saved. */
  dirty: boolean;
  /**
   * The only difference is the path digest added to an index saved without one: the index itself is unchanged and
   * usable as it is, so a save that fails (a read-only cache) has nothing to say; the next run reads its own paths.
   */
  digestOnly?: boolean;
  /**
   * The signal fired while notes were being read: `data` holds what was indexed so far and should still be saved,
   * so that a vault too large to index within one gather timeout gets there over a few runs.
   */
  interrupted: boolean;
}

interface Pending {
  rel: string;
  mtime: number;
  size: number;
}

/** Notes read between two yields to the event loop. */
const READ_BATCH = 256;
/**
 * Postings a builder collects before they are packed into a batch (5 bytes each unpacked, ~1.7 packed): a cold build
 * at 100,000 notes makes ~27 M postings, which unpacked in one builder took most of 536 MB.
 */
const BUILD_BATCH_POSTINGS = 2_000_000;

/** How a build holds its batches: packed every `postings` postings, and written to `spill` (when given) as they are made. */
interface BuildBatches {
  postings: number;
  spill?: Spill;
}

/** Indexes one note's text under `id`; returns its length in indexed words. */
function indexNote(builder: SegmentBuilder, id: number, text: string, rel: string): number {
  let len = builder.addText(id, text);
  // Folder names are words too ("01_Projects/Alpha.md" is about projects), counted like body words.
  const slash = rel.lastIndexOf('/');
  if (slash > 0) len += builder.addText(id, rel.slice(0, slash));
  const shape = scanNote(text);
  for (const t of titleTexts(shape, rel)) builder.markText(id, t, IN_TITLE);
  for (const h of shape.headings) builder.markText(id, h, IN_HEADING);
  builder.endDoc(id);
  return len;
}

/**
 * Reads and indexes `pending` notes as ids data.docs, data.docs + 1, …; returns the new segment. When the signal
 * fires it stops early: only the notes read so far get ids (`interrupted` is then true).
 */
async function indexPending(
  data: IndexData,
  vault: string,
  pending: readonly Pending[],
  signal: AbortSignal | undefined,
  batches: BuildBatches = { postings: BUILD_BATCH_POSTINGS },
): Promise<{ segment: Segment; interrupted: boolean }> {
  const first = data.docs;
  const grow = (size: number): void => {
    data.docs = size;
    data.mtime = resized(data.mtime, size);
    data.size = resized(data.size, size);
    data.len = resized(data.len, size);
    data.live = resized(data.live, size);
  };
  grow(first + pending.length);
  const { segment, count } = await readPending(data, first, vault, pending, signal, batches);
  if (count < pending.length) grow(first + count);
  return { segment, interrupted: count < pending.length };
}

/**
 * The reading loop of indexPending (ids from `first`): the segment of the notes read, and how many notes got ids
 * (fewer when the signal fired). Every full batch is spilled (when there is a spill file) as soon as it is packed:
 * only the last one is in memory when the segment is made.
 */
async function readPending(
  data: IndexData,
  first: number,
  vault: string,
  pending: readonly Pending[],
  signal: AbortSignal | undefined,
  batching: BuildBatches,
): Promise<{ segment: Segment; count: number }> {
  const batches: Batch[] = [];
  const builder = new SegmentBuilder();
  let count = pending.length;
  for (let k = 0; k < pending.length; k++) {
    if (builder.postings >= batching.postings) {
      const batch = builder.batch();
      batching.spill?.put(batch);
      batches.push(batch);
    }
    if (k % READ_BATCH === READ_BATCH - 1 && (await aborted(signal))) {
      count = k;
      break;
    }
    const p = pending[k]!;
    const id = first + k;
    let text: string;
    try {
      // A note over the bound is indexed by its name and folder only (the caller says so): read whole, a 3 GB
      // file cost 4.3 GB of memory and, failing, was retried on every run.
      text = p.size > MAX_NOTE_BYTES ? '' : readFileSync(`${vault}/${p.rel}`, 'utf8');
    } catch {
      data.paths.push(''); // vanished or unreadable since the walk: left out, retried next run
      continue;
    }
    data.paths.push(p.rel);
    data.mtime[id] = p.mtime;
    data.size[id] = p.size;
    data.len[id] = indexNote(builder, id, text, p.rel);
    data.live[id] = 1;
  }
  batches.push(builder.batch());
  return { segment: builder.segment(batches, batching.spill), count };
}

function liveCount(data: IndexData): number {
  let n = 0;
  for (let i = 0; i < data.docs; i++) n += data.live[i]!;
  return n;
}

/** Folds the delta into the base and drops dead ids; ids are renumbered in their old order. */
function compact(data: IndexData, segments: Segment[]): IndexData {
  const remap = new Int32Array(data.docs).fill(-1);
  let next = 0;
  for (let id = 0; id < data.docs; id++) if (data.live[id]) remap[id] = next++;
  const keep = (id: number): boolean => remap[id]! >= 0;
  const pick = <T extends Float64Array | Uint32Array | Uint8Array>(array: T): T => {
    const out = new (array.constructor as new (n: number) => T)(next);
    for (let id = 0; id < data.docs; id++) if (keep(id)) out[remap[id]!] = array[id]!;
    return out;
  };
  return {
    vault: data.vault,
    docs: next,
    paths: data.paths.filter((_, id) => keep(id)),
    mtime: pick(data.mtime),
    size: pick(data.size),
    len: pick(data.len),
    live: pick(data.live),
    order: data.order.map((id) => remap[id]!),
    baseDocs: next,
    segments: [mergeSegments(segments, data.live, remap)],
    ...(data.pathsDigest ? { pathsDigest: data.pathsDigest } : {}), // the same paths in the same order
  };
}

/**
 * The scan's digest as the index's (IndexData.pathsDigest) when the live notes in path order are exactly the scan's
 * list — not when a note vanished, could not be read or was not reached: the next run then reads the paths.
 */
function listDigest(data: IndexData, scan: VaultScan): void {
  if (scan.digest !== undefined && data.order.length === scan.rels.length) data.pathsDigest = scan.digest;
  else delete data.pathsDigest;
}

/**
 * Builds an index from scratch over the scanned notes (paths relative to `vault`, read with `${vault}/${rel}`).
 * `spill`: where full batches of postings go while the rest is read (then the index is to be written, and its
 * segment's spill closed, by the caller: segment.ts closeSpill).
 */
export async function buildIndex(
  vault: string,
  vaultReal: string,
  scan: VaultScan,
  signal?: AbortSignal,
  spill?: Spill,
  batchPostings = BUILD_BATCH_POSTINGS,
): Promise<{ data: IndexData; interrupted: boolean }> {
  const data: IndexData = {
    vault: vaultReal,
    docs: 0,
    paths: [],
    mtime: new Float64Array(0),
    size: new Float64Array(0),
    len: new Uint32Array(0),
    live: new Uint8Array(0),
    order: new Uint32Array(0),
    baseDocs: 0,
    segments: [],
  };
  const pending: Pending[] = [];
  for (let k = 0; k < scan.rels.length; k++) {
    if (!Number.isNaN(scan.mtime[k]!)) pending.push({ rel: scan.rels[k]!, mtime: scan.mtime[k]!, size: scan.size[k]! });
  }
  const { segment, interrupted } = await indexPending(data, vault, pending, signal, {
    postings: batchPostings,
    ...(spill ? { spill } : {}),
  }).catch((err: unknown) => {
    spill?.close(); // nothing will read the batches written to it
    throw err;
  });
  data.segments = [segment];
  data.baseDocs = data.docs;
  // Ids were given in walk order, which is path order.
  data.order = Uint32Array.from({ length: data.docs }, (_, id) => id).filter((id) => data.live[id] === 1);
  listDigest(data, scan);
  return { data: liveCount(data) === data.docs ? data : compact(data, data.segments), interrupted };
}

/**
 * Whether the scan lists exactly the index's live notes, each with the mtime and size the index has for it: the
 * digests say the two lists of paths are the same (so the index's path of order[k] is the scan's k-th), and only the
 * numbers are compared. The common warm run, told without comparing every path with the one it is merged against
 * (~5 ms at 10,000 notes, in code run once per process and so never optimised).
 */
function unchangedByDigest(data: IndexData, scan: VaultScan): boolean {
  const { order, mtime, size } = data;
  if (scan.digest === undefined || scan.digest !== data.pathsDigest || scan.rels.length !== order.length) return false;
  const scanMtime = scan.mtime;
  const scanSize = scan.size;
  for (let k = 0; k < order.length; k++) {
    const id = order[k]!;
    // A note vanished since the walk has a NaN mtime, equal to none.
    if (mtime[id] !== scanMtime[k] || size[id] !== scanSize[k]) return false;
  }
  return true;
}

/**
 * Throws UnusableIndex when a loaded segment's tables do not hold entry by entry. A read checks only their shape
 * (check.ts), which bounds a query's one term; a merge reads every term's byte range, and offsets out of order could
 * give each term all the postings (terms × postings / 2 of them: 117 MB from a crafted delta of 24 KB). The merge is
 * a pass over every posting anyway: a pass over the terms before it costs little.
 */
function checkMerged(segments: readonly Segment[]): void {
  const problem = segmentsProblem(segments);
  if (problem) throw new UnusableIndex(problem);
}

/**
 * Matches the walk (sorted by code unit, as walkFiles returns it) against the index's notes in the same order
 * (data.order): a merge of two sorted lists, no hashing of 100k paths.
 */
export async function refreshIndex(data: IndexData, vault: string, scan: VaultScan, signal?: AbortSignal): Promise<Refreshed> {
  if (unchangedByDigest(data, scan)) return { data, added: 0, changed: 0, removed: 0, dirty: false, interrupted: false };
  const { order, paths } = data;
  const { rels } = scan;
  const nextOrder = new Uint32Array(rels.length);
  let kept = 0;
  const pending: Pending[] = [];
  const dead: number[] = [];
  let added = 0;
  let changed = 0;
  let removed = 0;
  let j = 0;
  for (let k = 0; k < rels.length; k++) {
    const rel = rels[k]!;
    while (j < order.length && paths[order[j]!]! < rel) {
      dead.push(order[j++]!);
      removed++;
    }
    let id = -1;
    if (j < order.length && paths[order[j]!] === rel) {
      id = order[j++]!;
      // The scan's string for it: paths read from the index file are slices of one string of all of them (10 MB at
      // 100,000 notes), let go once no path holds on to it.
      paths[id] = rel;
    }
    const mtime = scan.mtime[k]!;
    const size = scan.size[k]!;
    if (Number.isNaN(mtime)) {
      // Vanished since the walk.
      if (id >= 0) {
        dead.push(id);
        removed++;
      }
      continue;
    }
    if (id >= 0 && data.mtime[id] === mtime && data.size[id] === size) {
      nextOrder[kept++] = id;
      continue;
    }
    if (id >= 0) {
      dead.push(id);
      changed++;
    } else {
      added++;
    }
    nextOrder[kept++] = data.docs + pending.length; // the id indexPending will give it
    pending.push({ rel, mtime, size });
  }
  while (j < order.length) {
    dead.push(order[j++]!);
    removed++;
  }
  if (pending.length === 0 && dead.length === 0) {
    // Unchanged, but saved once with the scan's digest when it lacks it (written before digests were kept), so that
    // the next run takes the scan's paths instead of reading its own.
    const digest = kept === rels.length ? scan.digest : undefined;
    const dirty = digest !== undefined && digest !== data.pathsDigest;
    if (dirty) data.pathsDigest = digest;
    return { data, added, changed, removed, dirty, ...(dirty ? { digestOnly: true } : {}), interrupted: false };
  }
  await pause(signal);
  // The loaded arrays may be views of the cache file's bytes: copy before changing them.
  data.live = new Uint8Array(data.live);
  for (const id of dead) {
    data.live[id] = 0;
    data.paths[id] = '';
  }
  const { segment: fresh, interrupted } = await indexPending(data, vault, pending, signal);
  // A note that could not be read got an id but stays dead, and one not read at all got none: leave them out.
  data.order = nextOrder.subarray(0, kept).filter((id) => id < data.docs && data.live[id] === 1);
  listDigest(data, scan);
  const [base, delta] = data.segments;
  const live = liveCount(data);
  if (base === undefined || data.docs - live + (data.docs - data.baseDocs) > Math.max(COMPACT_MIN, COMPACT_SHARE * live)) {
    checkMerged(data.segments);
    detachFile(data); // the new base needs every posting of the old one
    return { data: compact(data, [...data.segments, fresh]), added, changed, removed, dirty: true, interrupted };
  }
  // Merge the old delta and the new notes, dropping their dead postings; the base is left as it is.
  if (delta) checkMerged([delta]);
  data.segments = [base, mergeSegments(delta ? [delta, fresh] : [fresh], data.live)];
  return { data, added, changed, removed, dirty: true, interrupted };
}
