/**
 * The worker thread of scan.ts: walks the vault, posts the list with shared arrays for the stats, stats its share of
 * the notes (the main thread takes the rest), posts the list's digest, and ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathsDigest } from '../../cache/paths-digest.js';
import { walkFiles } from '../../vault/walk.js';
import { type ScanMessage, sharedStats, statClaimed } from './scan.js';

const { vault } = workerData as { vault: string };
const rels = walkFiles(vault);
const paths = rels.join('\0');
const stats = sharedStats(rels.length);
parentPort?.postMessage({ kind: 'walked', paths, ...stats } satisfies ScanMessage);
// Hashed here rather than on the main thread (cache/paths-digest.ts), while the main thread may already be stat'ing:
// hashed after this thread's share, the main thread would wait for the hash at the end.
const digest = pathsDigest(paths);
statClaimed(vault, rels, stats);
parentPort?.postMessage({ kind: 'stated', digest } satisfies ScanMessage);
