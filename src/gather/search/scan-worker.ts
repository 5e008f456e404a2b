/** The worker thread of scan.ts: walks and stats the vault, posts the scan back, and ends. */
import { parentPort, workerData } from 'node:worker_threads';
import { pathsDigest } from '../../cache/paths-digest.js';
import { scanSync, type ScanMessage } from './scan.js';

const scan = scanSync((workerData as { vault: string }).vault);
const paths = scan.rels.join('\0');
// Hashed here, beside the walk, rather than on the main thread (cache/paths-digest.ts).
const message: ScanMessage = { paths, digest: pathsDigest(paths), mtime: scan.mtime, size: scan.size };
// The arrays were allocated here as plain (not shared) buffers, so they can be moved rather than copied.
parentPort?.postMessage(message, [scan.mtime.buffer as ArrayBuffer, scan.size.buffer as ArrayBuffer]);
