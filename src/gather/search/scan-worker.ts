/**
 * The worker thread of scan.ts: walks the vault, posting the notes in batches as it finds them, each with shared
 * arrays for their stats; then stats what the main thread has not claimed, says so, and ends. The list's digest is
 * made on the main thread, batch by batch as each arrives (scan.ts): here, node:crypto's load (3.2–4.3 ms in a
 * worker) and the hash (~1 ms at 10,000 notes) came before the stats the run waits for.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { walkFiles } from '../../vault/walk.js';
import { type ScanMessage, sharedStats, type StatBatch, statClaimed } from './scan-stats.js';

const { vault, notesPerBatch } = workerData as { vault: string; notesPerBatch: number };
const batches: StatBatch[] = [];
walkFiles(vault, {
  batches: {
    size: notesPerBatch,
    take: (notes) => {
      const stats = sharedStats(notes.length);
      batches.push({ rels: notes, ...stats });
      const paths = notes.join('\0');
      parentPort?.postMessage({ kind: 'batch', paths, ...stats } satisfies ScanMessage);
    },
  },
});
for (const batch of batches) statClaimed(vault, batch.rels, batch);
parentPort?.postMessage({ kind: 'stated' } satisfies ScanMessage);
// ICU's start-up (~6 ms, once a process: its data and locale tables serve every thread) is paid by the first
// localeCompare. A run's main thread sorts names people read with it after the scan (people, projects, notes): started
// here, on a thread idle from now on, it is done or under way (the main thread then waits for it) when that sort comes.
'a'.localeCompare('b');
