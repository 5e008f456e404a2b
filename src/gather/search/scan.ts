/**
 * The vault's notes with the mtime and size of each: what the index is checked against on every open. At 100,000
 * notes the walk and the stat() calls take most of a second (the stats are system calls, ~4 µs each here), so they
 * run on a worker thread whenever the compiled worker is there — always, except under the test runner, which runs
 * the TypeScript sources — while the main thread goes on with the rest of the gather (calendar, people, projects).
 * Otherwise, or if the worker fails, they run here, giving the event loop a turn every few thousand notes.
 */
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { InterruptedError } from '../../errors.js';
import { walkFiles } from '../../vault/walk.js';
import { pause } from './yield.js';

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

/** The scan in one go, for the worker thread. */
export function scanSync(vault: string): VaultScan {
  const scan = walked(vault);
  for (let k = 0; k < scan.rels.length; k++) statInto(scan, vault, k);
  return scan;
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

/** What the worker posts back: the paths joined by NUL (which no file name holds), copied once; the arrays moved. */
export interface ScanMessage {
  paths: string;
  digest: string;
  mtime: Float64Array;
  size: Float64Array;
}

const WORKER = new URL('./scan-worker.js', import.meta.url);

/**
 * A small young generation for the scan's thread: its garbage is the walk's short-lived strings, and with the default
 * one the worker's heap grew to hold them. Peak RSS of a scan of 100,000 notes in a process of its own 142-147 MB ->
 * 114-116 MB (3 runs each), the scan's time unchanged within the noise (593-773 ms vs 612-735 ms).
 */
const SCAN_LIMITS = { maxYoungGenerationSizeMb: 4 };

export async function scanVault(vault: string, signal?: AbortSignal): Promise<VaultScan> {
  if (signal?.aborted) throw new InterruptedError('search indexing interrupted');
  if (!existsSync(fileURLToPath(WORKER))) return scanInThread(vault, signal);
  // Started before the first await, so that it runs beside whatever the caller does next.
  const viaWorker = new Promise<VaultScan>((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: { vault }, resourceLimits: SCAN_LIMITS });
    const onAbort = (): void => {
      void worker.terminate();
      reject(new InterruptedError('search indexing interrupted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = (): void => signal?.removeEventListener('abort', onAbort);
    worker.once('message', (m: ScanMessage) => {
      done();
      resolve({ rels: m.paths === '' ? [] : m.paths.split('\0'), mtime: m.mtime, size: m.size, digest: m.digest });
    });
    worker.once('error', (err) => {
      done();
      reject(err);
    });
    worker.once('exit', (code) => {
      done();
      reject(new Error(`the scan worker stopped (exit code ${code})`)); // ignored once the message has settled it
    });
  });
  try {
    return await viaWorker;
  } catch (err) {
    if (err instanceof InterruptedError) throw err;
    return scanInThread(vault, signal); // a worker that could not start or failed: the same work, here
  }
}
