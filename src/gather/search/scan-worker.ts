/** The worker thread of scan.ts: walks and stats the vault, posts the scan back, and ends. */
import { parentPort, workerData } from 'node:worker_threads';
import { scanSync, type ScanMessage } from './scan.js';

const scan = scanSync((workerData as { vault: string }).vault);
const message: ScanMessage = { paths: scan.rels.join('\0'), mtime: scan.mtime, size: scan.size };
// The arrays were allocated here as plain (not shared) buffers, so they can be moved rather than copied.
parentPort?.postMessage(message, [scan.mtime.buffer as ArrayBuffer, scan.size.buffer as ArrayBuffer]);
