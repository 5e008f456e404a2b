/**
 * The scan's worker started before the CLI's code loads, and handed to the scan (src/gather/search/scan-handoff.ts).
 * Through the compiled modules, as bin/skill and the bundle use them: only there is the worker a built file. That the
 * scan took the early worker is seen in what it gives: the note list as that worker walked it, before a note was
 * added, which a worker of its own would have listed.
 */
import { once } from 'node:events';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { scanInThread, type VaultScan } from '../../../src/gather/search/scan.js';
import { REPO } from '../../support/tmp.js';
import { plainScan, tempVault, writeNote } from './helpers.js';

const DIST = join(REPO, 'dist', 'gather', 'search');
const WORKER_FILE = join(DIST, 'scan-worker.js');

async function compiled(): Promise<{
  scanVault: (vault: string, signal?: AbortSignal, notesPerBatch?: number) => Promise<VaultScan>;
  whenScanned: (scan: Promise<VaultScan>) => Promise<VaultScan>;
  startEarlyWorker: (file: string, vault: string, notesPerBatch?: number) => void;
}> {
  const scan = await import(join(DIST, 'scan.js'));
  const handoff = await import(join(DIST, 'scan-handoff.js'));
  return { scanVault: scan.scanVault, whenScanned: scan.whenScanned, startEarlyWorker: handoff.startEarlyWorker };
}

/** The worker waiting to be taken, as the handoff keeps it on `process`, with what it said (or was said for it) so far. */
function waiting(): { vault: string; worker: Worker; events: [string, unknown][] } | undefined {
  return (process as unknown as Record<symbol, { vault: string; worker: Worker; events: [string, unknown][] } | undefined>)[
    Symbol.for('skill.earlyScanWorker')
  ];
}

function vaultOf(notes: number): string {
  const { vault } = tempVault();
  for (let i = 0; i < notes; i++) writeNote(vault, `n/${i}.md`, 'x'.repeat(i));
  return vault;
}

describe('the scan worker started early', () => {
  it('is taken by the scan of its vault, with all it said before the scan listened', async () => {
    const vault = vaultOf(30);
    const { scanVault, startEarlyWorker } = await compiled();
    const before = plainScan(await scanInThread(vault));
    startEarlyWorker(WORKER_FILE, vault);
    const early = waiting();
    expect(early?.vault).toBe(vault);
    await once(early!.worker, 'exit'); // it has stat'ed what it was sent and said so: all of it waits to be replayed
    writeNote(vault, 'n/added.md', 'after the early walk');
    expect(plainScan(await scanVault(vault))).toEqual(before); // its list, not a new worker's (which has the added note)
    expect(waiting()).toBeUndefined();
    expect((await scanInThread(vault)).rels).toContain('n/added.md');
  });

  it('has the vault walked on the main thread while it starts, and stats the batches it is sent', async () => {
    const vault = vaultOf(30);
    const { scanVault, whenScanned, startEarlyWorker } = await compiled();
    startEarlyWorker(WORKER_FILE, vault, 4);
    // Walked before startEarlyWorker returned: every batch is there, in order, before the worker could have said anything.
    const early = waiting()!;
    const batches = early.events.map(([name, m]) => (name === 'message' ? (m as { rels?: string[] }).rels : undefined));
    expect(batches.map((b) => b?.length)).toEqual([4, 4, 4, 4, 4, 4, 4, 2]);
    expect(batches.flat()).toEqual((await scanInThread(vault)).rels);
    // Its stats, the main thread taking a share of them as a run does once it waits for the scan.
    const scanned = scanVault(vault, undefined, 4);
    expect(plainScan(await whenScanned(scanned))).toEqual(plainScan(await scanInThread(vault)));
    expect(waiting()).toBeUndefined();
  });

  it('is stopped when the run scans another vault, and the scan is of that vault', async () => {
    const vault = vaultOf(5);
    const other = vaultOf(3);
    const { scanVault, startEarlyWorker } = await compiled();
    startEarlyWorker(WORKER_FILE, other);
    const early = waiting()!;
    const exited = once(early.worker, 'exit');
    expect(plainScan(await scanVault(vault))).toEqual(plainScan(await scanInThread(vault)));
    await exited;
    expect(waiting()).toBeUndefined();
  });

  it('stopped, still has an error it posted before it stopped heard, not thrown', async () => {
    const vault = vaultOf(2);
    const other = vaultOf(2);
    const { scanVault, startEarlyWorker } = await compiled();
    startEarlyWorker(WORKER_FILE, other);
    const early = waiting()!;
    // Not events.once: it listens for 'error' too, and would hear the error this test is about.
    const exited = new Promise((resolve) => early.worker.once('exit', resolve));
    const scanned = scanVault(vault); // takes and stops the early worker at once, before it has exited
    // As Node does when the worker's error message was queued before terminate(): emitted while the worker stops.
    expect(() => early.worker.emit('error', new Error('posted before terminate'))).not.toThrow();
    expect(plainScan(await scanned)).toEqual(plainScan(await scanInThread(vault)));
    await exited;
  });

  it('is not taken by a scan in batches of another size', async () => {
    const vault = vaultOf(5);
    const { scanVault, startEarlyWorker } = await compiled();
    startEarlyWorker(WORKER_FILE, vault);
    const exited = once(waiting()!.worker, 'exit');
    expect(plainScan(await scanVault(vault, undefined, 2))).toEqual(plainScan(await scanInThread(vault)));
    await exited;
  });
});
