/**
 * Ranking reuses one set of per-note tallies for every query on an index (rank.ts): a query must find them as a fresh
 * one would, whatever the queries before it touched. The vault is a real one written by others (the Tasks plugin's
 * demo vault, fixtures/public-vaults/README.md).
 */
import { describe, expect, it } from 'vitest';
import { openBuiltinSearch } from '../../../src/gather/search/index.js';
import { TASKS_DEMO } from '../../support/public-vaults.js';
import { tempDir } from '../../support/tmp.js';

// Rare words (few notes: their tallies are wiped one by one) and common ones (most notes: the whole arrays at once), mixed.
const QUERIES = [
  'task',
  'recurring due date',
  'priority high',
  'zeppelin',
  'query filter',
  'emoji',
  'task done emoji',
  'callout',
  'happens',
  'callout happens',
];

describe('ranking one query after another', () => {
  it('gives every query what it gives on an index that has answered none', async () => {
    const cacheDir = tempDir('skill-rank-');
    const hits = async (engine: Awaited<ReturnType<typeof openBuiltinSearch>>, q: string) =>
      (await engine.search(q, { limit: 8 })).map((h) => `${h.relative} ${h.score}`);
    const alone: string[][] = [];
    for (const q of QUERIES) alone.push(await hits(await openBuiltinSearch({ vault: TASKS_DEMO, cacheDir }), q));
    expect(alone.flat().length).toBeGreaterThan(20);
    const engine = await openBuiltinSearch({ vault: TASKS_DEMO, cacheDir });
    for (let round = 0; round < 2; round++) {
      for (const [k, q] of QUERIES.entries()) expect(await hits(engine, q), `${q}, round ${round + 1}`).toEqual(alone[k]);
    }
  });
});
