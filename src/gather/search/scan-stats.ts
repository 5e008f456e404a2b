/**
 * The stat part of a vault scan, shared by scan.ts and its worker thread (scan-worker.ts), which loads this and the
 * walk alone: what scan.ts imports besides (node:crypto for the paths' digest, the worker's start) stays off the
 * worker's path to its first stat.
 */
import { statSync } from 'node:fs';

/** The paths of a scan with its stat arrays: mtimeMs and size per path, NaN for one that could not be stat'ed. */
export interface StatArrays {
  rels: readonly string[];
  mtime: Float64Array;
  size: Float64Array;
}

const STAT_OPTIONS = { throwIfNoEntry: false } as const;

/** Stats the k-th path of `scan` into its arrays. */
export function statInto(scan: StatArrays, vault: string, k: number): void {
  try {
    // Paths are joined by hand: path.join costs more than the stat at this count.
    const st = statSync(`${vault}/${scan.rels[k]}`, STAT_OPTIONS);
    scan.mtime[k] = st ? st.mtimeMs : NaN;
    scan.size[k] = st ? st.size : NaN;
  } catch {
    scan.mtime[k] = NaN;
    scan.size[k] = NaN;
  }
}

/**
 * The stat() calls are shared between the worker and the main thread, which otherwise only waits for them: the worker
 * posts the notes in batches as its walk finds them (in their final order), each with shared arrays for the stats,
 * and both threads claim chunks of a batch from its shared counter (Atomics), writing mtime and size into the shared
 * arrays. The main thread takes a few chunks per turn of its event loop, so its own work goes on between them; it can
 * stat the first batches while the worker still walks. At 100,000 notes the stats are ~330 ms on one thread.
 */
export interface SharedStats {
  mtime: Float64Array;
  size: Float64Array;
  /** [next chunk start, notes stat'ed so far] */
  counters: Int32Array;
}

/** Notes of the walk, in order, with their shared stats. */
export interface StatBatch extends SharedStats {
  rels: string[];
}

/**
 * What the scan hears: the notes in batches as the walk finds them (their paths joined by NUL, with their shared stats),
 * then that the worker has no stat left to claim. A batch the main thread walked itself (scan-handoff.ts) also holds
 * the paths as the walk made them (`rels`), which a batch from the worker cannot: a message carries one string.
 */
export type ScanMessage = ({ kind: 'batch'; paths: string; rels?: string[] } & SharedStats) | { kind: 'stated' };

/** What a worker that only stats (scan-handoff.ts, the main thread walking) is sent: the batches, then the walk's end. */
export type StatRequest = ({ kind: 'batch'; paths: string } & SharedStats) | { kind: 'walked' };

/** A batch of notes the walk found, as the scan hears it and as a worker that only stats is sent it. */
export function batchOf(notes: string[]): { paths: string } & SharedStats {
  return { paths: notes.join('\0'), ...sharedStats(notes.length) };
}

/** Notes a thread stats per claim: large enough that the counter is rarely touched, small enough to share evenly. */
const STAT_CHUNK = 512;

export function sharedStats(count: number): SharedStats {
  return {
    mtime: new Float64Array(new SharedArrayBuffer(count * 8)),
    size: new Float64Array(new SharedArrayBuffer(count * 8)),
    counters: new Int32Array(new SharedArrayBuffer(8)),
  };
}

/**
 * Stats claimed chunks until none is left or `chunks` were done; true when none is left to claim. Each chunk is
 * counted as stat'ed (Atomics, so the writes before it are seen by the thread that reads the count) once written.
 */
export function statClaimed(vault: string, rels: readonly string[], stats: SharedStats, chunks = Infinity): boolean {
  const scan = { rels, mtime: stats.mtime, size: stats.size };
  for (let done = 0; done < chunks; done++) {
    const from = Atomics.add(stats.counters, 0, STAT_CHUNK);
    if (from >= rels.length) return true;
    const to = Math.min(from + STAT_CHUNK, rels.length);
    for (let k = from; k < to; k++) statInto(scan, vault, k);
    Atomics.add(stats.counters, 1, to - from);
  }
  return Atomics.load(stats.counters, 0) >= rels.length;
}
