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
// Hashed batch by batch, from the strings posted anyway (cache/paths-digest.ts), here rather than on the main thread.
const digester = pathsDigester();
walkFiles(vault, {
  batches: {
    size: notesPerBatch,
    take: (notes) => {
      const stats = sharedStats(notes.length);
      const paths = notes.join('\0');
      batches.push({ rels: notes, ...stats });
      digester.add(paths);
      parentPort?.postMessage({ kind: 'batch', paths, ...stats } satisfies ScanMessage);
    },
  },
});
const digest = digester.digest();
for (const batch of batches) statClaimed(vault, batch.rels, batch);
parentPort?.postMessage({ kind: 'stated', digest } satisfies ScanMessage);
