/**
 * The worker thread of scan.ts: walks the vault, posting the notes in batches as it finds them, each with shared
 * arrays for their stats; then stats what the main thread has not claimed, posts the list's digest, and ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathsDigester } from '../../cache/paths-digest.js';
import { walkFiles } from '../../vault/walk.js';
import { type ScanMessage, sharedStats, type StatBatch, statClaimed } from './scan.js';

const { vault, notesPerBatch } = workerData as { vault: string; notesPerBatch: number };
const batches: StatBatch[] = [];
// Hashed here rather than on the main thread (cache/paths-digest.ts), batch by batch as each is posted (the joined
// paths are at hand then, and the whole list is never joined again): hashed after this thread's share of the stats,
// the main thread would wait for the hash at the end.
const digester = pathsDigester();
walkFiles(vault, {
  batches: {
    size: notesPerBatch,
    take: (notes) => {
      const stats = sharedStats(notes.length);
      batches.push({ rels: notes, ...stats });
      const paths = notes.join('\0');
      parentPort?.postMessage({ kind: 'batch', paths, ...stats } satisfies ScanMessage);
      digester.add(paths);
    },
  },
});
const digest = digester.end();
for (const batch of batches) statClaimed(vault, batch.rels, batch);
parentPort?.postMessage({ kind: 'stated', digest } satisfies ScanMessage);
// ICU's start-up (~6 ms, once a process: its data and locale tables serve every thread) is paid by the first
// localeCompare. A run's main thread sorts names people read with it after the scan (people, projects, notes): started
// here, on a thread idle from now on, it is done or under way (the main thread then waits for it) when that sort comes.
'a'.localeCompare('b');
