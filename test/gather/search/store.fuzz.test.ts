/**
 * A damaged search index, as a disk or a crash leaves it: one flipped bit anywhere in either file, or a file cut
 * short. Whatever the damage, nothing escapes as an exception, the index loads as exactly what was written or not at
 * all (then it is rebuilt, and the run says so in one line), and searching gives what a fresh build gives. The vault
 * is a real one written by others (the Tasks plugin's demo vault, fixtures/public-vaults/README.md), with a delta
 * segment, so the state file holds every kind of section. Small by default; SKILL_FUZZ_RUNS soaks it.
 */
import fc from 'fast-check';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openBuiltinSearch } from '../../../src/gather/search/index.js';
import { postingBytes } from '../../../src/gather/search/segment.js';
import { detachFile, HEAD_BYTES, readIndex, UnusableIndex, type IndexData } from '../../../src/gather/search/store.js';
import { damaged, damageOf } from '../../support/damage.js';
import { fuzzParams, fuzzTimeout } from '../../support/fuzz.js';
import { TASKS_DEMO } from '../../support/public-vaults.js';
import { tempDir } from '../../support/tmp.js';
import { writeNote } from './helpers.js';

const QUERIES = ['task', 'recurring due date', 'priority high', 'query filter', 'done', 'zeppelin harbor', 'callout'];

/** Everything a loaded index holds, postings included, as plain values to compare. */
function contents(data: IndexData): unknown {
  detachFile(data);
  return {
    docs: data.docs,
    baseDocs: data.baseDocs,
    paths: data.paths,
    mtime: [...data.mtime],
    size: [...data.size],
    len: [...data.len],
    live: [...data.live],
    order: [...data.order],
    segments: data.segments.map((s) => ({
      terms: s.terms,
      termBlob: [...s.termBlob],
      termOff: [...s.termOff],
      postOff: [...s.postOff],
      df: [...s.df],
      table: [...s.table],
      postings: [...postingBytes(s)],
    })),
  };
}

async function results(vault: string, cache: string): Promise<{ notes: number; loaded: boolean; note?: string; hits: string[][] }> {
  const engine = await openBuiltinSearch({ vault, cacheDir: cache });
  const hits: string[][] = [];
  for (const q of QUERIES) hits.push((await engine.search(q, { limit: 8 })).map((h) => `${h.relative} ${h.score}`));
  return {
    notes: engine.stats.notes,
    loaded: engine.stats.loadedFromCache,
    ...(engine.stats.note ? { note: engine.stats.note } : {}),
    hits,
  };
}

/** A copy of the demo vault whose index has a base and a delta, and the bytes of its two files. */
async function indexedVault(): Promise<{ vault: string; cache: string; search: string; files: Map<string, Buffer> }> {
  const root = tempDir('skill-index-fuzz-');
  const vault = join(root, 'vault');
  cpSync(TASKS_DEMO, vault, { recursive: true });
  const cache = join(root, 'cache');
  await openBuiltinSearch({ vault, cacheDir: cache });
  writeNote(vault, 'Inbox/zeppelin.md', '# Zeppelin\n\nA task about the harbor, due soon.');
  writeNote(vault, 'Inbox/second.md', 'Recurring tasks with a high priority.');
  const delta = await openBuiltinSearch({ vault, cacheDir: cache });
  expect(delta.stats).toMatchObject({ loadedFromCache: true, added: 2 });
  const search = join(cache, 'search');
  const files = new Map(readdirSync(search).map((name) => [name, readFileSync(join(search, name))]));
  expect([...files.keys()].map((n) => n.split('.').pop()).sort()).toEqual(['base', 'idx']);
  return { vault, cache, search, files };
}

/** Puts the index files back as they were written. */
function restore(search: string, files: Map<string, Buffer>): void {
  rmSync(search, { recursive: true, force: true });
  mkdirSync(search);
  for (const [name, bytes] of files) writeFileSync(join(search, name), bytes);
}

describe('a damaged search index', () => {
  it(
    'loads as written or not at all, is rebuilt and said to be, and searches as a fresh build does',
    async () => {
      const { vault, cache, search, files } = await indexedVault();
      const stateFile = [...files.keys()].find((n) => n.endsWith('.idx'))!;
      const original = contents(readIndex(join(search, stateFile), vault));
      const fresh = await results(vault, join(tempDir('skill-fresh-'), 'cache'));
      expect(fresh.loaded).toBe(false);
      expect(fresh.hits.flat().length).toBeGreaterThan(20);
      const names = [...files.keys()].sort();
      const damage = fc.nat(names.length - 1).chain((f) => damageOf(files.get(names[f]!)!.length).map((d) => ({ name: names[f]!, d })));
      let rebuilt = 0;
      await fc.assert(
        fc.asyncProperty(damage, async ({ name, d }) => {
          restore(search, files);
          writeFileSync(join(search, name), damaged(files.get(name)!, d));
          let loaded: unknown;
          try {
            loaded = contents(readIndex(join(search, stateFile), vault));
          } catch (err) {
            expect(err).toBeInstanceOf(UnusableIndex);
          }
          if (loaded !== undefined) expect(loaded).toEqual(original);
          const after = await results(vault, cache);
          expect(after.hits).toEqual(fresh.hits);
          expect(after.notes).toBe(fresh.notes);
          expect(after.loaded).toBe(loaded !== undefined);
          if (!after.loaded) {
            rebuilt++;
            expect(after.note).toMatch(/^search index (was damaged \(.+\)|written by another version of skill \(.+\)); rebuilt$/);
          }
        }),
        fuzzParams(60),
      );
      expect(rebuilt).toBeGreaterThan(0);
    },
    fuzzTimeout(60, 400),
  );

  it('rebuilds once after a flipped bit in the path order (the case that once made every later run crash)', async () => {
    const { vault, cache, search, files } = await indexedVault();
    const stateFile = join(search, [...files.keys()].find((n) => n.endsWith('.idx'))!);
    const bytes = readFileSync(stateFile);
    const header = JSON.parse(bytes.toString('utf8', HEAD_BYTES, HEAD_BYTES + bytes.readUInt32LE(12))) as { sections: number[][] };
    const sectionsStart = HEAD_BYTES + bytes.readUInt32LE(12) + ((8 - ((HEAD_BYTES + bytes.readUInt32LE(12)) % 8)) % 8);
    // The high byte of the third id in the path order: that id now points ~268 million notes past the table.
    bytes[sectionsStart + header.sections[1]![0]! + 4 * 2 + 3]! ^= 0x10;
    writeFileSync(stateFile, bytes);
    const first = await openBuiltinSearch({ vault, cacheDir: cache });
    expect(first.stats).toMatchObject({ loadedFromCache: false, note: 'search index was damaged (checksum mismatch); rebuilt' });
    for (let run = 0; run < 2; run++) {
      const later = await openBuiltinSearch({ vault, cacheDir: cache });
      expect(later.stats.loadedFromCache).toBe(true);
      expect(later.stats.note).toBeUndefined();
      expect((await later.search('recurring', { limit: 3 })).length).toBe(3);
    }
    expect(statSync(stateFile).size).toBeLessThan(64 * 1024);
  });
});
