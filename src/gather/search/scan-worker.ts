/**
 * The worker thread of scan.ts. Started by the scan, it walks the vault, posting the notes in batches as it finds
 * them, each with shared arrays for their stats; then stats what the main thread has not claimed, says so, and ends.
 * Started by bin/skill (scan-handoff.ts, `walked: true`), the main thread walks and sends the batches here: it stats
 * each as it comes, and says so once the walk's end has come. The list's digest is made on the main thread, batch by
 * batch as each arrives (scan.ts): here, node:crypto's load (3.2–4.3 ms in a worker) and the hash (~1 ms at 10,000
 * notes) came before the stats the run waits for.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { walkFiles } from '../../vault/walk.js';
import { batchOf, type ScanMessage, type StatBatch, statClaimed, type StatRequest } from './scan-stats.js';

const { vault, notesPerBatch, walked } = workerData as { vault: string; notesPerBatch: number; walked?: boolean };

/** Stats the batches the main thread walked, as they come; says so once the walk's end has come after them. */
function statSent(): void {
  parentPort?.on('message', (m: StatRequest) => {
    if (m.kind === 'batch') return void statClaimed(vault, m.paths.split('\0'), m);
    parentPort?.postMessage({ kind: 'stated' } satisfies ScanMessage);
    parentPort?.unref(); // nothing more will come: the thread ends once idle
    startIcu();
  });
}

/** Walks the vault, posting its notes in batches, then stats what the main thread has not claimed. */
function walkAndStat(): void {
  const batches: StatBatch[] = [];
  walkFiles(vault, {
    batches: {
      size: notesPerBatch,
      take: (notes) => {
        const { paths, ...stats } = batchOf(notes);
        batches.push({ rels: notes, ...stats });
        parentPort?.postMessage({ kind: 'batch', paths, ...stats } satisfies ScanMessage);
      },
    },
  });
  for (const batch of batches) statClaimed(vault, batch.rels, batch);
  parentPort?.postMessage({ kind: 'stated' } satisfies ScanMessage);
  startIcu();
}

// ICU's start-up (~6 ms, once a process: its data and locale tables serve every thread) is paid by the first
// localeCompare. A run's main thread sorts names people read with it after the scan (people, projects, notes): started
// here, on a thread idle from now on, it is done or under way (the main thread then waits for it) when that sort comes.
function startIcu(): void {
  'a'.localeCompare('b');
}

if (walked) statSent();
else walkAndStat();
