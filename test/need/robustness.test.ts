// The reader on every phrasing we have (the blind sets, the second to seventh probes, the table tests' own words) and on each of
// them with one word left out — text nobody wrote on purpose, as a half-edited ritual has: it never throws, and its
// status always agrees with what it reports (understood: asks and nothing unexplained; partly: asks and the words
// it could not read; unmatched: no asks).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNeed } from '../../src/need/read.js';
import { catalogueView } from '../../src/plan/planner.js';
import { bundledCatalogue } from '../support/needs.js';

const view = catalogueView(bundledCatalogue);
const lines = (file: string) => readFileSync(join('fixtures/needs', file), 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t')[0]!);
const needs = [...lines('blind.tsv'), ...lines('probe-2.txt'), ...lines('probe-3.txt'), ...lines('probe-4.txt'), ...lines('probe-5.txt'), ...lines('probe-6.txt'), ...lines('probe-7.txt')];

function consistent(text: string): string | undefined {
  const r = readNeed(text, view);
  if (r.status === 'understood' && (r.asks.length === 0 || r.unexplained.length > 0)) return `${text}: understood with ${r.asks.length} asks, unexplained ${r.unexplained.join(' ')}`;
  if (r.status === 'partly' && (r.asks.length === 0 || r.unexplained.length === 0)) return `${text}: partly with ${r.asks.length} asks, unexplained ${r.unexplained.join(' ')}`;
  if (r.status === 'unmatched' && r.asks.length > 0) return `${text}: unmatched with asks`;
  return undefined;
}

describe('the reader on every phrasing, whole and with a word left out', () => {
  it('has a corpus to read', () => expect(needs.length).toBeGreaterThan(200));

  it('never throws and its status agrees with its asks and unexplained words', () => {
    const problems: string[] = [];
    for (const need of needs) {
      const words = need.split(/\s+/);
      const variants = [need, ...words.map((_, k) => words.filter((__, j) => j !== k).join(' '))];
      for (const v of variants) {
        try {
          const p = consistent(v);
          if (p) problems.push(p);
        } catch (err) {
          problems.push(`${v}: threw ${(err as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
