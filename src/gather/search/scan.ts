/**
 * The vault's notes with the mtime and size of each: what the index is checked against on every open. At 100,000
 * notes the walk and the stat() calls take most of a second (the stats are system calls, ~4 µs each here), so they
 * run on a worker thread whenever the compiled worker is there — always, except under the test runner, which runs
 * the TypeScript sources — while the main thread goes on with the plan and the session's setup; once the main thread
 * waits for the scan, it takes a share of the stats (SharedStats, scan-stats.ts). Otherwise, or if the worker fails,
 * they run here, giving the event loop a turn every few thousand notes.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { InterruptedError } from '../../errors.js';
import { walkFiles } from '../../vault/walk.js';
import { pathsDigester } from '../../cache/paths-digest.js';
import { type ScanMessage, type StatBatch, statClaimed, statInto } from './scan-stats.js';
import { pause } from './yield.js';
import { NOTES_PER_BATCH, startScanWorker, takeEarlyWorker } from './scan-handoff.js';

export interface VaultScan {
  /** Paths relative to the vault, sorted by code unit (as walkFiles returns them). */
  rels: string[];
  /** mtimeMs and size per path; NaN for a note that vanished or could not be stat'ed since the walk. */
  mtime: Float64Array;
  size: Float64Array;
  /** pathsDigest(rels), when the scan ran on the worker thread (cache/paths-digest.ts). */
  digest?: string;
}

/** Notes stat'ed between two turns of the event loop (in-thread scans only). */
const STAT_BATCH = 8192;

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
  // The digest of the paths, made here batch by batch as each arrives, in the gaps of the main thread's own work:
  // on the worker, node:crypto's load and the hash came before the stats (scan-worker.ts). At 100,000 notes, 5.5 MB.
  const digester = pathsDigester();
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
        batches.push({ rels: m.rels ?? m.paths.split('\0'), mtime: m.mtime, size: m.size, counters: m.counters });
        digester.add(m.paths);
        return startHelping();
      }
      done();
      // The worker posts this once it has nothing left to claim; the main thread finishes a chunk in the turn it
      // claims it, so every note is stat'ed by now.
      try {
        resolve(joinedBatches(batches, digester.end()));
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
