import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathsDigest } from '../../../src/cache/paths-digest.js';
import { InterruptedError } from '../../../src/errors.js';
import { scanInThread, type VaultScan } from '../../../src/gather/search/scan.js';
import { sharedStats, statClaimed } from '../../../src/gather/search/scan-stats.js';
import { walkFiles } from '../../../src/vault/walk.js';
import { REPO } from '../../support/tmp.js';
import { plainScan, tempVault, writeNote } from './helpers.js';

/** The compiled module (the test setup builds dist/ first): only there does scanVault use its worker thread. */
async function compiled(): Promise<{
  scanVault: (vault: string, signal?: AbortSignal, notesPerBatch?: number) => Promise<VaultScan>;
  whenScanned: (scan: Promise<VaultScan>) => Promise<VaultScan>;
}> {
  return import(join(REPO, 'dist', 'gather', 'search', 'scan.js'));
}

function sampleVault(): string {
  const { vault } = tempVault();
  writeNote(vault, 'b.md', '# B\n');
  writeNote(vault, 'a/z.md', 'zzz');
  writeNote(vault, 'a-c.md', 'dash sorts before slash');
  writeNote(vault, 'Ünïcødé name.md', 'x');
  writeNote(vault, '.obsidian/skip.md', 'not a note');
  writeNote(vault, 'a/not-a-note.txt', 'no');
  return vault;
}

describe('scanning the vault', () => {
  it('lists the notes in code-unit order with the mtime and size stat gives', async () => {
    const vault = sampleVault();
    const scan = await scanInThread(vault);
    expect(scan.rels).toEqual(['a-c.md', 'a/z.md', 'b.md', 'Ünïcødé name.md']);
    scan.rels.forEach((rel, k) => {
      const st = statSync(join(vault, rel));
      expect([scan.mtime[k], scan.size[k]]).toEqual([st.mtimeMs, st.size]);
    });
  });

  it("shares the stats between threads by chunks claimed from one counter, each note stat'ed once", async () => {
    const { vault } = tempVault();
    for (let i = 0; i < 1300; i++) writeNote(vault, `n/${String(i).padStart(4, '0')}.md`, 'x'.repeat(i % 7));
    const rels = walkFiles(vault);
    const stats = sharedStats(rels.length);
    // One claimer takes a single chunk and stops with more left; the other takes the rest.
    expect(statClaimed(vault, rels, stats, 1)).toBe(false);
    expect(Atomics.load(stats.counters, 1)).toBe(512);
    expect(statClaimed(vault, rels, stats)).toBe(true);
    expect(Atomics.load(stats.counters, 1)).toBe(1300);
    const alone = await scanInThread(vault);
    expect({ rels, mtime: [...stats.mtime], size: [...stats.size] }).toEqual(plainScan(alone));
  });

  it('gives the same scan through the worker thread of the compiled module', async () => {
    const vault = sampleVault();
    const { scanVault } = await compiled();
    expect(plainScan(await scanVault(vault))).toEqual(plainScan(await scanInThread(vault)));
    const { vault: empty } = tempVault();
    expect(plainScan(await scanVault(empty))).toEqual({ rels: [], mtime: [], size: [] });
  });

  it('gives the same scan when the main thread takes a share of the stats (a caller waits for it)', async () => {
    const { vault } = tempVault();
    for (let i = 0; i < 3000; i++) writeNote(vault, `d${i % 5}/${i}.md`, `${i}`);
    const { scanVault, whenScanned } = await compiled();
    const alone = plainScan(await scanInThread(vault));
    expect(plainScan(await whenScanned(scanVault(vault)))).toEqual(alone);
    // Posted in batches as the walk goes (700 notes each here: five, the last short, each claimed as a chunk of 512
    // and the rest): the same scan, in the same order.
    expect(plainScan(await whenScanned(scanVault(vault, undefined, 700)))).toEqual(alone);
    expect(plainScan(await scanVault(vault, undefined, 700))).toEqual(alone); // no caller waiting: the worker stats it all
  });

  it('hashes the list batch by batch to the digest of the whole list (cache/paths-digest.ts)', async () => {
    const vault = sampleVault();
    for (let i = 0; i < 1500; i++) writeNote(vault, `d${i % 3}/${i}.md`, `${i}`);
    const { scanVault } = await compiled();
    const whole = pathsDigest((await scanInThread(vault)).rels);
    // One batch, then three (700 notes each, the last short): the hash of the paths joined by NUL either way.
    expect((await scanVault(vault)).digest).toBe(whole);
    expect((await scanVault(vault, undefined, 700)).digest).toBe(whole);
    const { vault: empty } = tempVault();
    expect((await scanVault(empty)).digest).toBe(pathsDigest([]));
  });

  it('stops with InterruptedError (exit code 130; the compiled class is not this one) when the signal fires', async () => {
    const vault = sampleVault();
    const { scanVault } = await compiled();
    await expect(scanVault(vault, AbortSignal.abort())).rejects.toHaveProperty('exitCode', new InterruptedError().exitCode);
    const controller = new AbortController();
    const pending = scanVault(vault, controller.signal);
    controller.abort();
    await expect(pending).rejects.toHaveProperty('exitCode', new InterruptedError().exitCode);
  });
});
