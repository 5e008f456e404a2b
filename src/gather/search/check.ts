/**
 * The invariants of an index, checked where a bug or damage could break them: every offset inside what it indexes,
 * every id inside the document table, the path order a strict order of exactly the live ids. The files' checksums
 * (store.ts) tell damage from a whole file; these checks keep a file that passes them from sending an id or an offset
 * out of bounds (a crash, or a 268-million-entry array).
 *
 * A segment's tables are checked whole when they are written (segmentProblem, store.ts writeIndex): a bug is caught
 * before its file exists. When a file is read, only their shape is (segmentShapeProblem: sizes and ends, no loop over
 * the terms), and each term's entries are bounded where they are used (segment.ts findTerm, readPostings): the loops
 * over every term and every slot of the hash table cost 4–11 ms of a warm run's main thread at 10,000 notes, for a file
 * whose checksum already vouches that it is what was written. A file made to pass the checksum with other tables (a
 * checksum is no defence against a file made to deceive) gives wrong results, never a crash, a hang or a large
 * allocation. The postings themselves are never decoded to be checked (27 million of them at 100,000 notes): decoding
 * clamps to a term's byte range and to the document table (segment.ts).
 */
import type { Segment } from './segment.js';
import type { IndexData } from './index-data.js';

function nonDecreasing(offsets: Uint32Array, last: number): boolean {
  if (offsets[0] !== 0 || offsets[offsets.length - 1] !== last) return false;
  for (let i = 1; i < offsets.length; i++) if (offsets[i]! < offsets[i - 1]!) return false;
  return true;
}

/**
 * What is wrong with the shape of a segment whose postings are `postingsLength` bytes, or undefined: its tables' sizes
 * and the ends of its offsets, checked without a loop (what a read checks; see the top of this file).
 */
export function segmentShapeProblem(seg: Segment, postingsLength: number): string | undefined {
  const { terms } = seg;
  if (
    !Number.isInteger(terms) ||
    terms < 0 ||
    seg.termOff.length !== terms + 1 ||
    seg.postOff.length !== terms + 1 ||
    seg.df.length !== terms
  ) {
    return 'term table of the wrong size';
  }
  if (seg.termOff[0] !== 0 || seg.termOff[terms] !== seg.termBlob.length) return 'term offsets out of order';
  if (seg.postOff[0] !== 0 || seg.postOff[terms] !== postingsLength) return 'postings offsets out of order';
  const size = seg.table.length;
  if (size < 8 || (size & (size - 1)) !== 0 || size <= terms) return 'term hash table of the wrong size';
  return undefined;
}

/** What is wrong with the first of `segments` that does not hold entry by entry (segmentProblem), or undefined. */
export function segmentsProblem(segments: readonly (Segment | undefined)[]): string | undefined {
  for (const seg of segments) {
    const problem = seg && segmentProblem(seg, seg.postings.length);
    if (problem) return problem;
  }
  return undefined;
}

/** What is wrong with a segment whose postings are `postingsLength` bytes, or undefined: every entry of its tables. */
function segmentProblem(seg: Segment, postingsLength: number): string | undefined {
  const shape = segmentShapeProblem(seg, postingsLength);
  if (shape) return shape;
  const { terms } = seg;
  if (!nonDecreasing(seg.termOff, seg.termBlob.length)) return 'term offsets out of order';
  if (!nonDecreasing(seg.postOff, postingsLength)) return 'postings offsets out of order';
  // A posting takes at least two bytes (an id gap, a value): a larger count would only size a buffer wrongly.
  for (let t = 0; t < terms; t++)
    if (seg.df[t]! * 2 > seg.postOff[t + 1]! - seg.postOff[t]!) return 'document frequency beyond its postings';
  const size = seg.table.length;
  const seen = new Uint8Array(terms);
  let filled = 0;
  for (let slot = 0; slot < size; slot++) {
    const t = seg.table[slot]!;
    if (t === -1) continue;
    if (t < 0 || t >= terms || seen[t]) return 'term hash table out of range';
    seen[t] = 1;
    filled++;
  }
  return filled === terms ? undefined : 'term hash table incomplete';
}

/**
 * What is wrong with a loaded index's document table and path order, or undefined; the paths themselves are checked by
 * pathProblem once there are any (store.ts withPaths: the scan's own when they are the same list).
 */
export function documentProblem(data: Omit<IndexData, 'paths'>): string | undefined {
  const { docs, live, order } = data;
  if (!Number.isInteger(docs) || docs < 0 || !Number.isInteger(data.baseDocs) || data.baseDocs < 0 || data.baseDocs > docs) {
    return 'document counts out of range';
  }
  if (data.mtime.length !== docs || data.size.length !== docs || data.len.length !== docs || live.length !== docs) {
    return 'document table of the wrong size';
  }
  let liveCount = 0;
  for (let id = 0; id < docs; id++) {
    const flag = live[id]!;
    if (flag > 1) return 'live flags out of range';
    liveCount += flag;
  }
  // Exactly the live ids, each once: the refresh merges this list with the walk and indexes paths by it.
  if (order.length !== liveCount) return 'path order does not list the live notes';
  const seen = new Uint8Array(docs);
  for (let k = 0; k < order.length; k++) {
    const id = order[k]!;
    if (id >= docs || live[id] !== 1) return 'path order names a missing note';
    if (seen[id]) return 'path order out of order';
    seen[id] = 1;
  }
  const [, delta] = data.segments;
  if (data.segments.length < 1 || data.segments.length > 2 || (delta === undefined && data.baseDocs !== docs))
    return 'segments do not cover the notes';
  return undefined;
}

/** What is wrong with the paths of an index that passed documentProblem, or undefined: a path per id, in path order. */
export function pathProblem(data: IndexData): string | undefined {
  const { paths, live, order } = data;
  if (paths.length !== data.docs) return 'document table of the wrong size';
  for (let id = 0; id < data.docs; id++) if (live[id] === 1 && paths[id] === '') return 'live flags out of range';
  // Strictly in path order (UTF-16 code units, as the walk sorts).
  for (let k = 1; k < order.length; k++) if (!(paths[order[k - 1]!]! < paths[order[k]!]!)) return 'path order out of order';
  return undefined;
}
