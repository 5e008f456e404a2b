/**
 * The worker thread of scan.ts: walks the vault, posts the list with shared arrays for the stats, stats its share of
 * the notes (the main thread takes the rest), hashes the list, posts the digest, and ends.
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
statClaimed(vault, rels, stats);
// Hashed here, once this thread's share of the stats is done, rather than on the main thread (cache/paths-digest.ts).
parentPort?.postMessage({ kind: 'stated', digest: pathsDigest(paths) } satisfies ScanMessage);
