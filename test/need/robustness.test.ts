// The reader on every phrasing we have (the blind sets, the second to seventh probes, the table tests' own words) and on each of
// them with one word left out — text nobody wrote on purpose, as a half-edited ritual has: it never throws, and its
// status always agrees with what it reports (understood: asks and nothing unexplained; partly: asks and the words
// it could not read; unmatched: no asks).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import { readNeed } from '../../src/need/read.js';
import { tokenize } from '../../src/need/tokenize.js';
import { catalogueView } from '../../src/plan/planner.js';
import { bundledCatalogue } from '../support/needs.js';

const view = catalogueView(bundledCatalogue);
const lines = (file: string) =>
  readFileSync(join('fixtures/needs', file), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split('\t')[0]!);
const needs = [
  ...lines('blind.tsv'),
  ...lines('probe-2.txt'),
  ...lines('probe-3.txt'),
  ...lines('probe-4.txt'),
  ...lines('probe-5.txt'),
  ...lines('probe-6.txt'),
  ...lines('probe-7.txt'),
];

function consistent(text: string): string | undefined {
  const r = readNeed(text, view);
  if (r.status === 'understood' && (r.asks.length === 0 || r.unexplained.length > 0))
    return `${text}: understood with ${r.asks.length} asks, unexplained ${r.unexplained.join(' ')}`;
  if (r.status === 'partly' && (r.asks.length === 0 || r.unexplained.length === 0))
    return `${text}: partly with ${r.asks.length} asks, unexplained ${r.unexplained.join(' ')}`;
  if (r.status === 'unmatched' && r.asks.length > 0) return `${text}: unmatched with asks`;
  return undefined;
}

/** The values each option of each entry may take (captures take any). */
const declared = new Map(
  view.entries.map((e) => [
    `${e.sub}#${e.entry}`,
    new Map(e.options.map((o) => [o.param, o.capture ? undefined : new Set(o.values.map((v) => v.value))])),
  ]),
);

/**
 * What the reading says, checked against the need's own text and the catalogue, not against the fields the status is
 * derived from: every word it used or could not read is a word of the need (nothing invented, nothing from another
 * need); every ask is an entry of the catalogue with values its options declare; and reading it again, after every
 * other need was read, gives the same reading (no state shared between readings).
 */
function grounded(text: string, first: ReturnType<typeof readNeed>): string | undefined {
  const words = new Set(tokenize(text).map((t) => t.raw));
  const foreign = [...first.unexplained, ...first.asks.flatMap((a) => a.words)].filter((w) => !words.has(w));
  if (foreign.length) return `${text}: words not in the need: ${foreign.join(' ')}`;
  for (const a of first.asks) {
    const options = declared.get(`${a.sub}#${a.entry}`);
    if (!options) return `${text}: ${a.sub}#${a.entry} is not in the catalogue`;
    for (const [param, values] of Object.entries(a.options)) {
      const allowed = options.get(param);
      if (!options.has(param)) return `${text}: ${a.entry} has no option ${param}`;
      const stray = allowed ? values.filter((v) => !allowed.has(v)) : [];
      if (stray.length) return `${text}: ${a.entry}.${param} takes no ${stray.join(', ')}`;
    }
  }
  const again = readNeed(text, view);
  if (!isDeepStrictEqual(again, first)) return `${text}: read differently the second time`;
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

  it('says only words of the need, asks only what the catalogue declares, and reads a need the same every time', () => {
    const firsts = needs.map((n) => [n, readNeed(n, view)] as const);
    const problems = firsts.map(([n, r]) => grounded(n, r)).filter((p): p is string => p !== undefined);
    expect(problems).toEqual([]);
  });
});
