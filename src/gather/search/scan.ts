/**
 * The vault's notes with the mtime and size of each: what the index is checked against on every open. At 100,000
 * notes the walk and the stat() calls take most of a second (the stats are system calls, ~4 µs each here), so they
 * run on a worker thread whenever the compiled worker is there — always, except under the test runner, which runs
 * the TypeScript sources — while the main thread goes on with the plan and the session's setup; once the main thread
 * waits for the scan, it takes a share of the stats (SharedStats below). Otherwise, or if the worker fails, they run
 * here, giving the event loop a turn every few thousand notes.
 */
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { InterruptedError } from '../../errors.js';
import { walkFiles } from '../../vault/walk.js';
import { pause } from './yield.js';
import { NOTES_PER_BATCH, startScanWorker, takeEarlyWorker } from './scan-handoff.js';

export interface VaultScan {
  /** Paths relative to the vault, sorted by code unit (as walkFiles returns them). */
  rels: string[];
  /** mtimeMs and size per path; NaN for a note that vanished or could not be stat'ed since the walk. */
  mtime: Float64Array;
  size: Float64Array;
  /** pathsDigest(rels), when the worker thread made it (cache/paths-digest.ts). */
  digest?: string;
}

/** Notes stat'ed between two turns of the event loop (in-thread scans only). */
const STAT_BATCH = 8192;
const STAT_OPTIONS = { throwIfNoEntry: false } as const;

function statInto(scan: VaultScan, vault: string, k: number): void {
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

function walked(vault: string): VaultScan {
  const rels = walkFiles(vault);
  return { rels, mtime: new Float64Array(rels.length), size: new Float64Array(rels.length) };
}

/** The scan on this thread, stopping (InterruptedError) when the signal fires. */
export async function scanInThread(vault: string, signal?: AbortSignal): Promise<VaultScan> {
  const scan = walked(vault);
  for (let k = 0; k < scan.rels.length; k++) {
    if (k % STAT_BATCH === STAT_BATCH - 1) await pause(signal);
    statInto(scan, vault, k);
  }
  return scan;
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

/** What the worker posts: the notes in batches as the walk finds them, then, once it has no stat left to claim, the digest. */
export type ScanMessage = ({ kind: 'batch'; paths: string } & SharedStats) | { kind: 'stated'; digest: string };

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
  const scan = { rels: rels as string[], mtime: stats.mtime, size: stats.size };
  for (let done = 0; done < chunks; done++) {
    const from = Atomics.add(stats.counters, 0, STAT_CHUNK);
    if (from >= rels.length) return true;
    const to = Math.min(from + STAT_CHUNK, rels.length);
    for (let k = from; k < to; k++) statInto(scan, vault, k);
    Atomics.add(stats.counters, 1, to - from);
  }
  return Atomics.load(stats.counters, 0) >= rels.length;
}

const WORKER = new URL('./scan-worker.js', import.meta.url);

/** Chunks the main thread stats per turn of its event loop (~1.5 ms each at 100,000 notes). */
const MAIN_CHUNKS_PER_TURN = 4;

/**
 * The main thread's share of a scan, by the scan's promise. It helps only once some caller waits for the scan
 * (whenScanned): before that its own work (the plan, the session folder) is what a run waits for, and a stat taken
 * then would only delay it. At 10,000 notes the worker is done before the main thread needs the scan.
 */
const helpers = new WeakMap<Promise<VaultScan>, () => void>();

/** The scan, once the caller is about to wait for it: the main thread then takes a share of the stats. */
export function whenScanned(scan: Promise<VaultScan>): Promise<VaultScan> {
  helpers.get(scan)?.();
  return scan;
}

export function scanVault(vault: string, signal?: AbortSignal, notesPerBatch = NOTES_PER_BATCH): Promise<VaultScan> {
  if (signal?.aborted) return Promise.reject(new InterruptedError('interrupted while scanning the vault'));
  if (!existsSync(fileURLToPath(WORKER))) return scanInThread(vault, signal);
  // Started before the first await, so that it runs beside whatever the caller does next.
  const job = scanOnWorker(vault, signal, notesPerBatch);
  const scan = job.scan.catch((err: unknown) => {
    if (err instanceof InterruptedError) throw err;
    return scanInThread(vault, signal); // a worker that could not start or failed: the same work, here
  });
  helpers.set(scan, job.help);
  return scan;
}

/** The batches as one scan, once every note of each is stat'ed (the counts, read atomically, make the writes visible). */
function joinedBatches(batches: readonly StatBatch[], digest: string): VaultScan {
  const count = batches.reduce((n, b) => n + b.rels.length, 0);
  // Copied out of the shared memory: the index keeps and resizes these as its own.
  const mtime = new Float64Array(count);
  const size = new Float64Array(count);
  let at = 0;
  for (const b of batches) {
    const stated = Atomics.load(b.counters, 1);
    if (stated !== b.rels.length) throw new Error(`the scan stat'ed ${stated} of a batch of ${b.rels.length} notes`);
    mtime.set(b.mtime, at);
    size.set(b.size, at);
    at += b.rels.length;
  }
  // concat, not flatMap: it copies each batch's elements at once (14 ms -> <1 ms for 100,000 notes)
  const rels = ([] as string[]).concat(...batches.map((b) => b.rels));
  return { rels, mtime, size, digest };
}

function scanOnWorker(
  vault: string,
  signal: AbortSignal | undefined,
  notesPerBatch: number,
): { scan: Promise<VaultScan>; help: () => void } {
  const batches: StatBatch[] = [];
  let next = 0; // the first batch the main thread may still find a chunk to claim in
  let wanted = false;
  let helping = false;
  let stopped = false; // the worker failed or ended: its arrays are no one's to fill (the fallback scans afresh)
  const help = (): void => {
    if (stopped || signal?.aborted) return;
    if (statClaimed(vault, batches[next]!.rels, batches[next]!, MAIN_CHUNKS_PER_TURN)) next++;
    helping = next < batches.length;
    if (helping) setImmediate(help);
  };
  const startHelping = (): void => {
    if (wanted && next < batches.length && !helping) {
      helping = true;
      setImmediate(help);
    }
  };
  const scan = new Promise<VaultScan>((resolve, reject) => {
    // The worker bin/skill started for this vault, if it did (scan-handoff.ts), else one of its own.
    const early = takeEarlyWorker(vault, notesPerBatch);
    const worker = early?.worker ?? startScanWorker(WORKER, vault, notesPerBatch);
    const onAbort = (): void => {
      void worker.terminate();
      reject(new InterruptedError('interrupted while scanning the vault'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = (): void => signal?.removeEventListener('abort', onAbort);
    worker.on('message', (m: ScanMessage) => {
      if (m.kind === 'batch') {
        batches.push({ rels: m.paths.split('\0'), mtime: m.mtime, size: m.size, counters: m.counters });
        return startHelping();
      }
      done();
      // The worker posts this once it has nothing left to claim; the main thread finishes a chunk in the turn it
      // claims it, so every note is stat'ed by now.
      try {
        resolve(joinedBatches(batches, m.digest));
      } catch (err) {
        reject(err);
      }
    });
    worker.once('error', (err) => {
      stopped = true;
      done();
      reject(err);
    });
    worker.once('exit', (code) => {
      stopped = true;
      done();
      reject(new Error(`the scan worker stopped (exit code ${code})`)); // ignored once the message has settled it
    });
    early?.replay();
  });
  return {
    scan,
    help: () => {
      wanted = true;
      startHelping();
    },
  };
}
