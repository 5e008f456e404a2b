/**
 * The scan's worker thread, started by bin/skill for `skill run` before the CLI's code loads (src/cli/early-start.ts),
 * and handed to the scan once the run knows its vault (scan.ts). A Node 20 worker takes ~30 ms to start (145 M
 * instructions, more than `node -e 0`), and at 10,000 notes the scan is what a warm run waits for: started from
 * bin/skill, its work begins 15–20 ms sooner than when the run's flags have been parsed. Nor does the walk wait for
 * the worker's start: the main thread walks the vault meanwhile (as long as the worker's start at 10,000 notes, ~150 ms
 * at 100,000, before a handler for Ctrl-C is set: the default one ends the process there), and sends the worker the
 * notes in batches to stat. The stats, most of a scan, still run beside the CLI's loading and the plan.
 *
 * The worker is taken only for the very vault the run found (locateVault), in the same batches; any other is stopped
 * and the scan starts its own, so a guess that differs from the run costs time, never a wrong scan. early-start.cjs
 * is a build of its own, loaded before the bundle: the worker is handed over on `process`, under a registered symbol.
 * Its events until then (a batch walked, an error) wait in a list, and are replayed to the scan's listeners.
 */
import { Worker } from 'node:worker_threads';
import { walkFiles } from '../../vault/walk.js';
import { batchOf, type ScanMessage, type StatRequest } from './scan-stats.js';

/** Notes per batch the worker posts as it walks. */
export const NOTES_PER_BATCH = 8192;

/**
 * A small young generation for the scan's thread: its garbage is the walk's short-lived strings, and with the default
 * one the worker's heap grew to hold them. Peak RSS of a scan of 100,000 notes in a process of its own 142-147 MB ->
 * 114-116 MB (3 runs each), the scan's time unchanged within the noise (593-773 ms vs 612-735 ms).
 */
const SCAN_LIMITS = { maxYoungGenerationSizeMb: 4 };

/**
 * The scan's worker thread (scan-worker.ts, built as `file`) for `vault`: it walks the vault, or, `walked`, stats the
 * batches the main thread sends it as it walks (walkInto).
 */
export function startScanWorker(file: string | URL, vault: string, notesPerBatch: number, walked = false): Worker {
  return new Worker(file, { workerData: { vault, notesPerBatch, walked }, resourceLimits: SCAN_LIMITS });
}

type WorkerEvent = ['message', unknown] | ['error', unknown] | ['exit', number];

interface EarlyWorker {
  vault: string;
  notesPerBatch: number;
  worker: Worker;
  events: WorkerEvent[];
  /** Stops keeping its events. */
  detach: () => void;
}

const HANDOFF = Symbol.for('skill.earlyScanWorker');
const slot = process as unknown as { [HANDOFF]?: EarlyWorker };

/** Starts the scan's worker for `vault` now; the scan takes it (takeEarlyWorker) or stops it. */
export function startEarlyWorker(file: string, vault: string, notesPerBatch = NOTES_PER_BATCH): void {
  const worker = startScanWorker(file, vault, notesPerBatch, true);
  // Never what keeps the process alive: a run that stops before its scan (a bad --now) ends as it did.
  worker.unref();
  const events: WorkerEvent[] = [];
  const onMessage = (m: unknown) => events.push(['message', m]);
  const onError = (err: unknown) => events.push(['error', err]);
  const onExit = (code: number) => events.push(['exit', code]);
  worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  const detach = () => worker.off('message', onMessage).off('error', onError).off('exit', onExit);
  try {
    walkInto(worker, vault, notesPerBatch, events);
  } catch (err) {
    void worker.terminate(); // fed part of a walk: no scan may take it
    throw err;
  }
  slot[HANDOFF] = { vault, notesPerBatch, worker, events, detach };
}

/**
 * Walks the vault on this thread while the worker starts: each batch goes to the worker to stat, and into `events` as
 * the worker would have posted it (with the walk's own strings, which the scan then need not split out of `paths`).
 */
function walkInto(worker: Worker, vault: string, notesPerBatch: number, events: WorkerEvent[]): void {
  walkFiles(vault, {
    batches: {
      size: notesPerBatch,
      take: (notes) => {
        const batch = batchOf(notes);
        worker.postMessage({ kind: 'batch', ...batch } satisfies StatRequest);
        events.push(['message', { kind: 'batch', ...batch, rels: notes } satisfies ScanMessage]);
      },
    },
  });
  worker.postMessage({ kind: 'walked' } satisfies StatRequest);
}

/**
 * The worker started early, when it scans `vault` in batches of `notesPerBatch`, with `replay`: call it once the
 * scan listens, and what the worker said so far is said again. Undefined when none was started; one started for
 * another vault is stopped. Taken once.
 */
export function takeEarlyWorker(vault: string, notesPerBatch: number): { worker: Worker; replay: () => void } | undefined {
  const early = slot[HANDOFF];
  if (early === undefined) return undefined;
  delete slot[HANDOFF];
  if (early.vault !== vault || early.notesPerBatch !== notesPerBatch) {
    // Its listeners stay until it has exited: an error it posted before terminate() is emitted as it stops, and a
    // Worker's 'error' with no listener would end the run with a stack trace.
    void early.worker.terminate();
    return undefined;
  }
  early.detach();
  early.worker.ref(); // the scan's worker, from now on, as one the scan starts itself
  return { worker: early.worker, replay: () => replay(early) };
}

function replay({ worker, events }: EarlyWorker): void {
  for (const [name, arg] of events) worker.emit(name, arg);
}
