/**
 * One test per row of Anthropic's pricing table, transcribed here from
 * https://platform.claude.com/docs/en/about-claude/pricing ("Model pricing", USD per million tokens, 5-minute cache
 * writes) and the models' overview pages, read 2026-11-23. Sonnet 5.5's cache read is $0.10 since 2026-10-07 (its
 * overview page still showed $0.20; the pricing page and the price-change notice say $0.10). When the page changes,
 * change this table first: the failing rows say which entries of src/model/cost.ts to update.
 */
import { describe, expect, it } from 'vitest';
import { costOf, DEFAULT_PRICES, PRICES_AS_OF, priceFor } from '../../src/model/cost.js';

interface Row {
  model: string;
  /** API ids this row covers, dated and alias forms included. */
  ids: string[];
  input: number;
  cacheWrite: number;
  cacheRead: number;
  output: number;
}

const TABLE: Row[] = [
  { model: 'Claude Fable 5.1', ids: ['claude-fable-5-1'], input: 10, cacheWrite: 12.5, cacheRead: 0.25, output: 50 },
  { model: 'Claude Mythos 5.1', ids: ['claude-mythos-5-1'], input: 10, cacheWrite: 12.5, cacheRead: 0.25, output: 50 },
  { model: 'Claude Fable 5', ids: ['claude-fable-5'], input: 10, cacheWrite: 12.5, cacheRead: 1, output: 50 },
  { model: 'Claude Mythos 5', ids: ['claude-mythos-5'], input: 10, cacheWrite: 12.5, cacheRead: 1, output: 50 },
  { model: 'Claude Opus 5.5', ids: ['claude-opus-5-5'], input: 4, cacheWrite: 5, cacheRead: 0.2, output: 20 },
  { model: 'Claude Opus 5', ids: ['claude-opus-5'], input: 5, cacheWrite: 6.25, cacheRead: 0.5, output: 25 },
  { model: 'Claude Opus 4.8', ids: ['claude-opus-4-8'], input: 5, cacheWrite: 6.25, cacheRead: 0.5, output: 25 },
  { model: 'Claude Opus 4.7', ids: ['claude-opus-4-7'], input: 5, cacheWrite: 6.25, cacheRead: 0.5, output: 25 },
  { model: 'Claude Opus 4.6', ids: ['claude-opus-4-6'], input: 5, cacheWrite: 6.25, cacheRead: 0.5, output: 25 },
  {
    model: 'Claude Opus 4.5',
    ids: ['claude-opus-4-5', 'claude-opus-4-5-20251101'],
    input: 5,
    cacheWrite: 6.25,
    cacheRead: 0.5,
    output: 25,
  },
  {
    model: 'Claude Opus 4.1',
    ids: ['claude-opus-4-1', 'claude-opus-4-1-20250805'],
    input: 15,
    cacheWrite: 18.75,
    cacheRead: 1.5,
    output: 75,
  },
  { model: 'Claude Opus 4', ids: ['claude-opus-4-0', 'claude-opus-4-20250514'], input: 15, cacheWrite: 18.75, cacheRead: 1.5, output: 75 },
  { model: 'Claude Sonnet 5.5', ids: ['claude-sonnet-5-5'], input: 2, cacheWrite: 2.5, cacheRead: 0.1, output: 10 },
  { model: 'Claude Sonnet 5', ids: ['claude-sonnet-5'], input: 2, cacheWrite: 2.5, cacheRead: 0.2, output: 10 },
  { model: 'Claude Sonnet 4.6', ids: ['claude-sonnet-4-6'], input: 3, cacheWrite: 3.75, cacheRead: 0.3, output: 15 },
  {
    model: 'Claude Sonnet 4.5',
    ids: ['claude-sonnet-4-5', 'claude-sonnet-4-5-20250929'],
    input: 3,
    cacheWrite: 3.75,
    cacheRead: 0.3,
    output: 15,
  },
  {
    model: 'Claude Sonnet 4',
    ids: ['claude-sonnet-4-0', 'claude-sonnet-4-20250514'],
    input: 3,
    cacheWrite: 3.75,
    cacheRead: 0.3,
    output: 15,
  },
  {
    model: 'Claude Sonnet 3.7',
    ids: ['claude-3-7-sonnet-20250219', 'claude-3-7-sonnet-latest'],
    input: 3,
    cacheWrite: 3.75,
    cacheRead: 0.3,
    output: 15,
  },
  {
    model: 'Claude Haiku 5.5 (prompts ≤ 100k tokens)',
    ids: ['claude-haiku-5-5'],
    input: 0.1,
    cacheWrite: 0.125,
    cacheRead: 0.01,
    output: 0.5,
  },
  {
    model: 'Claude Haiku 4.5',
    ids: ['claude-haiku-4-5', 'claude-haiku-4-5-20251001'],
    input: 1,
    cacheWrite: 1.25,
    cacheRead: 0.1,
    output: 5,
  },
  {
    model: 'Claude Haiku 3.5',
    ids: ['claude-3-5-haiku-20241022', 'claude-3-5-haiku-latest'],
    input: 0.8,
    cacheWrite: 1,
    cacheRead: 0.08,
    output: 4,
  },
  { model: 'Claude Opus 3', ids: ['claude-3-opus-20240229'], input: 15, cacheWrite: 18.75, cacheRead: 1.5, output: 75 },
  { model: 'Claude Haiku 3', ids: ['claude-3-haiku-20240307'], input: 0.25, cacheWrite: 0.3, cacheRead: 0.03, output: 1.25 },
];

/** Haiku 5.5's long-prompt band: every token of a request whose prompt is over 100,000 tokens. */
const HAIKU_LONG = { input: 0.5, cacheWrite: 0.625, cacheRead: 0.05, output: 2.5 };

describe(`prices: the pricing page as read on ${PRICES_AS_OF}`, () => {
  for (const row of TABLE) {
    it(`${row.model}: $${row.input} in, $${row.cacheWrite} cache write, $${row.cacheRead} cache read, $${row.output} out`, () => {
      for (const id of row.ids) {
        const price = priceFor(id);
        expect({ input: price.input, cacheWrite: price.cacheWrite, cacheRead: price.cacheRead, output: price.output }, id).toEqual({
          input: row.input,
          cacheWrite: row.cacheWrite,
          cacheRead: row.cacheRead,
          output: row.output,
        });
        // And what a request costs: 10,000 of each kind of token (a prompt under any long-prompt threshold).
        expect(costOf(id, { input: 1e4, output: 1e4, cacheRead: 1e4, cacheWrite: 1e4 }), id).toBeCloseTo(
          (row.input + row.output + row.cacheRead + row.cacheWrite) / 100,
          9,
        );
      }
    });
  }

  it('Claude Haiku 5.5 (prompts > 100k tokens): $0.50 in, $0.625 cache write, $0.05 cache read, $2.50 out, on every token', () => {
    expect(priceFor('claude-haiku-5-5').longPrompt).toMatchObject({ thresholdTokens: 100_000, ...HAIKU_LONG });
    expect(costOf('claude-haiku-5-5', { input: 100_001, output: 1e6, cacheRead: 0, cacheWrite: 0 })).toBeCloseTo(
      (100_001 * 0.5 + 1e6 * 2.5) / 1e6,
      9,
    );
  });

  it("every row of the code's table is a row of the page (no price left unchecked)", () => {
    const checked = new Set(
      TABLE.flatMap((r) =>
        r.ids.map(
          (id) =>
            Object.keys(DEFAULT_PRICES)
              .filter((k) => id === k || id.startsWith(`${k}-`))
              .sort((a, b) => b.length - a.length)[0],
        ),
      ),
    );
    expect(Object.keys(DEFAULT_PRICES).filter((k) => !checked.has(k))).toEqual([]);
  });
});
