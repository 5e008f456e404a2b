/**
 * The worker thread of scan.ts: walks the vault, posting the notes in batches as it finds them, each with shared
 * arrays for their stats; then stats what the main thread has not claimed, posts the list's digest, and ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathsDigest } from '../../cache/paths-digest.js';
import { walkFiles } from '../../vault/walk.js';
import { type ScanMessage, sharedStats, type StatBatch, statClaimed } from './scan.js';

const { vault, notesPerBatch } = workerData as { vault: string; notesPerBatch: number };
const batches: StatBatch[] = [];
const rels = walkFiles(vault, {
  batches: {
    size: notesPerBatch,
    take: (notes) => {
      const stats = sharedStats(notes.length);
      batches.push({ rels: notes, ...stats });
      parentPort?.postMessage({ kind: 'batch', paths: notes.join('\0'), ...stats } satisfies ScanMessage);
    },
  },
});
// Hashed here rather than on the main thread (cache/paths-digest.ts), while the main thread may already be stat'ing:
// hashed after this thread's share, the main thread would wait for the hash at the end.
const digest = pathsDigest(rels);
for (const batch of batches) statClaimed(vault, batch.rels, batch);
parentPort?.postMessage({ kind: 'stated', digest } satisfies ScanMessage);
