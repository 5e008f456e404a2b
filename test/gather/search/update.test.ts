import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanInThread } from '../../../src/gather/search/scan.js';
import { spillBeside } from '../../../src/gather/search/spill.js';
import { writeIndex } from '../../../src/gather/search/store.js';
import { buildIndex } from '../../../src/gather/search/update.js';
import { TASKS_DEMO } from '../../support/public-vaults.js';

/** The base file an index was saved to, with its generation (a random name, in its header too) taken out. */
function savedBase(dir: string): string {
  const name = readdirSync(dir).find((f) => f.endsWith('.base'))!;
  const gen = /-([0-9a-f]+)\.base$/.exec(name)![1]!;
  const bytes = readFileSync(join(dir, name)).toString('latin1');
  return bytes.slice(0, 16) + bytes.slice(20).split(gen).join('GEN'); // bytes 16-19: the checksum, over the generation too
}

describe('the cold build', () => {
  it('saves the same index when its batches wait in a spill file as when they are held (the Tasks demo vault)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skill-build-'));
    try {
      const scan = await scanInThread(TASKS_DEMO);
      const held = await buildIndex(TASKS_DEMO, TASKS_DEMO, scan);
      writeIndex(join(dir, 'held', 'i.idx'), held.data);
      // Batches of 50 postings: the vault's notes go through many of them, each but the last one spilled.
      const spill = spillBeside(join(dir, 'spilled', 'i.idx'));
      const spilled = await buildIndex(TASKS_DEMO, TASKS_DEMO, scan, undefined, spill, 50);
      expect(spilled.data.segments[0]!.postings).not.toBeInstanceOf(Uint8Array); // joined from the batches when written
      writeIndex(join(dir, 'spilled', 'i.idx'), spilled.data);
      expect(held.data.docs).toBeGreaterThan(200);
      expect(savedBase(join(dir, 'spilled'))).toBe(savedBase(join(dir, 'held')));
      spill.close();
      expect(readdirSync(join(dir, 'spilled')).filter((f) => f.endsWith('.tmp'))).toEqual([]); // nothing left behind
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
