import { describe, expect, it } from 'vitest';
import {
  Budget,
  BudgetExceeded,
  DEFAULT_MAX_COST_USD,
  UNKNOWN_MODEL_PRICE,
  UsageLedger,
  costOf,
  formatUsageLine,
  formatUsageSummary,
  formatUsd,
  mergePrices,
  priceFor,
} from '../../src/model/cost.js';
import { BadInputError } from '../../src/errors.js';

const usage = (input: number, output: number, cacheRead = 0, cacheWrite = 0) => ({ input, output, cacheRead, cacheWrite });

describe('prices', () => {
  it('finds a model by the longest id prefix, dated ids included', () => {
    expect(priceFor('claude-sonnet-5-5').input).toBe(2);
    expect(priceFor('claude-sonnet-5').cacheRead).toBe(0.2);
    expect(priceFor('claude-haiku-4-5-20251001').input).toBe(1);
    expect(priceFor('claude-sonnet-4-5-20250929').input).toBe(3);
    expect(priceFor('claude-opus-4-1').input).toBe(15);
    expect(priceFor('claude-opus-4-5').input).toBe(5);
    // A longer number is another model, not a dated variant:
    expect(priceFor('claude-sonnet-55')).toBe(UNKNOWN_MODEL_PRICE);
    expect(priceFor('gpt-9')).toBe(UNKNOWN_MODEL_PRICE);
  });

  it('prices every kind of token', () => {
    // 1M of each on Sonnet 5.5: 2 + 10 + 0.10 + 2.50
    expect(costOf('claude-sonnet-5-5', usage(1e6, 1e6, 1e6, 1e6))).toBeCloseTo(14.6, 9);
  });

  it('charges the long-prompt rate on every token of a long Haiku 5.5 request', () => {
    expect(costOf('claude-haiku-5-5', usage(50_000, 1_000, 40_000))).toBeCloseTo((50_000 * 0.1 + 1_000 * 0.5 + 40_000 * 0.01) / 1e6, 12);
    expect(costOf('claude-haiku-5-5', usage(50_000, 1_000, 60_000))).toBeCloseTo((50_000 * 0.5 + 1_000 * 2.5 + 60_000 * 0.05) / 1e6, 12);
  });

  it('takes overrides from the config, with cache prices derived when missing', () => {
    const table = mergePrices({
      'my-proxy-model': { input: 1, output: 2 },
      'claude-sonnet-5-5': { input: 3, output: 15, cache_read: 0.3, cacheWrite: 3.75 },
    });
    expect(priceFor('my-proxy-model', table)).toEqual({ input: 1, output: 2, cacheRead: 0.1, cacheWrite: 1.25 });
    expect(priceFor('claude-sonnet-5-5', table)).toEqual({ input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 });
    expect(priceFor('claude-haiku-4-5', table).input).toBe(1); // the rest stays
  });

  it('refuses bad price entries, naming the key', () => {
    expect(() => mergePrices({ m: { input: 1 } })).toThrow(/^prices\.m: needs both input and output prices$/);
    expect(() => mergePrices({ m: { input: -1, output: 2 } })).toThrow(BadInputError);
    expect(() => mergePrices({ m: { input: '1', output: 2 } })).toThrow(/prices\.m\.input: “1” is not a price/);
    expect(() => mergePrices([1])).toThrow(/prices: expected a map/);
  });
});

describe('ledger and summary', () => {
  it('sums usage and cost per model and formats a summary', () => {
    const ledger = new UsageLedger();
    ledger.add('claude-sonnet-5-5', usage(10_000, 500, 9_000));
    ledger.add('claude-sonnet-5-5', usage(2_345, 178));
    ledger.add('claude-haiku-5-5', usage(1_000, 100));
    const sonnet = ledger.byModel().get('claude-sonnet-5-5')!;
    expect(sonnet.usage).toEqual(usage(12_345, 678, 9_000));
    expect(sonnet.requests).toBe(2);
    expect(formatUsageLine('claude-sonnet-5-5', sonnet)).toBe('claude-sonnet-5-5: 12,345 in / 678 out / 9,000 cache read — $0.03');
    expect(formatUsageSummary(ledger)).toEqual([
      'claude-sonnet-5-5: 12,345 in / 678 out / 9,000 cache read — $0.03',
      'claude-haiku-5-5: 1,000 in / 100 out — <$0.01',
      'total — $0.03',
    ]);
  });

  it('formats amounts', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(0.004)).toBe('<$0.01');
    expect(formatUsd(1.049)).toBe('$1.05');
  });
});

describe('Budget', () => {
  it('defaults to one dollar and refuses a cap that is not a positive amount', () => {
    expect(new Budget().maxCostUsd).toBe(DEFAULT_MAX_COST_USD);
    expect(DEFAULT_MAX_COST_USD).toBe(1);
    expect(() => new Budget({ maxCostUsd: 0 })).toThrow(BadInputError);
    expect(() => new Budget({ maxCostUsd: Number.NaN })).toThrow(/--max-cost/);
  });

  it('warns once past the threshold and throws at the cap', () => {
    const warned: number[] = [];
    const budget = new Budget({ maxCostUsd: 0.1, onWarn: (spent) => warned.push(spent) });
    expect(budget.check()).toBe(false);
    budget.record('claude-sonnet-5-5', usage(0, 8_000)); // $0.08
    expect(budget.check()).toBe(true);
    expect(budget.check()).toBe(false);
    expect(warned).toHaveLength(1);
    budget.record('claude-sonnet-5-5', usage(0, 2_000)); // $0.10
    const err = (() => {
      try {
        budget.check();
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(BudgetExceeded);
    expect((err as BudgetExceeded).spentUsd).toBeCloseTo(0.1, 9);
    expect((err as BudgetExceeded).hint).toMatch(/--max-cost 2/);
  });
});
