/** A loaded index as store.ts reads and writes it, and check.ts checks it. */
import type { Segment } from './segment.js';

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
  /** The generation of the base file holding segments[0] and ids below baseDocs; unset when not saved yet. */
  baseGen?: string;
  /** The open base file the base postings are still read from, if any. */
  fd?: number;
  /**
   * pathsDigest (cache/paths-digest.ts) of the live paths in path order, when known: kept in the state file, so that a
   * run whose scan lists exactly those paths takes the scan's strings instead of decoding the index's (store.ts
   * withPaths).
   */
  pathsDigest?: string;
}
