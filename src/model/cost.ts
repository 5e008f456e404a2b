/**
 * Token usage, estimated cost and the spending cap. Prices are list prices in USD per million tokens as of
 * November 2026 (docs/engine.md has the table and its sources); the config's `prices` overrides any entry. The
 * estimate is what the budget checks: it is only as good as the table, so unknown models are priced
 * pessimistically and the budget stops early rather than late.
 */
import { BadInputError, RunFailure, quote } from '../errors.js';
import type { TokenUsage } from './types.js';

interface Rates {
  input: number;
  output: number;
  /** 5-minute cache write (what `cache_control: ephemeral` costs). */
  cacheWrite: number;
  cacheRead: number;
}

export interface ModelPrice extends Rates {
  /** Some models charge more for every token of a request whose prompt is longer than a threshold. */
  longPrompt?: Rates & { thresholdTokens: number };
  /** A model on a local server: no price; usage is shown as tokens only. */
  local?: boolean;
}

/** What a local model costs here: nothing to count against the budget; the summary shows tokens only. */
export const LOCAL_PRICE: Readonly<ModelPrice> = Object.freeze({ input: 0, output: 0, cacheWrite: 0, cacheRead: 0, local: true });

/** Keys are model ids or id prefixes; the longest prefix that ends at a '-' (or the end) wins. */
export type PriceTable = Record<string, ModelPrice>;

/** When the table was last checked against platform.claude.com/docs/en/about-claude/pricing. */
export const PRICES_AS_OF = '2026-11-23';

const rates = (input: number, output: number, cacheRead: number, cacheWrite = input * 1.25): Rates => ({
  input,
  output,
  cacheWrite,
  cacheRead,
});

/**
 * The pricing page's rows (5-minute cache writes; batch and 1-hour writes are not used here). Each model that has
 * its own row on the page has its own key: a family prefix ("claude-opus-4") only catches ids the page does not
 * list, and then errs high. test/model/prices.test.ts checks every row against the page's table, transcribed there.
 */
export const DEFAULT_PRICES: Readonly<PriceTable> = Object.freeze({
  'claude-fable-5-1': rates(10, 50, 0.25),
  'claude-mythos-5-1': rates(10, 50, 0.25),
  'claude-fable-5': rates(10, 50, 1),
  'claude-mythos-5': rates(10, 50, 1),
  'claude-opus-5-5': rates(4, 20, 0.2),
  'claude-opus-5': rates(5, 25, 0.5),
  'claude-opus-4-8': rates(5, 25, 0.5),
  'claude-opus-4-7': rates(5, 25, 0.5),
  'claude-opus-4-6': rates(5, 25, 0.5),
  'claude-opus-4-5': rates(5, 25, 0.5),
  'claude-opus-4-1': rates(15, 75, 1.5),
  'claude-opus-4': rates(15, 75, 1.5),
  'claude-sonnet-5-5': rates(2, 10, 0.1),
  'claude-sonnet-5': rates(2, 10, 0.2),
  'claude-sonnet-4-6': rates(3, 15, 0.3),
  'claude-sonnet-4-5': rates(3, 15, 0.3),
  'claude-sonnet-4': rates(3, 15, 0.3),
  'claude-3-7-sonnet': rates(3, 15, 0.3),
  'claude-haiku-5-5': { ...rates(0.1, 0.5, 0.01), longPrompt: { thresholdTokens: 100_000, ...rates(0.5, 2.5, 0.05) } },
  'claude-haiku-4-5': rates(1, 5, 0.1),
  'claude-3-5-haiku': rates(0.8, 4, 0.08, 1),
  'claude-3-opus': rates(15, 75, 1.5),
  'claude-3-haiku': rates(0.25, 1.25, 0.03, 0.3),
});

/** For a model the table does not know: the dearest family price, so the estimate errs high. */
export const UNKNOWN_MODEL_PRICE: Readonly<ModelPrice> = Object.freeze(rates(15, 75, 1.5));

export function priceFor(model: string, prices: PriceTable = DEFAULT_PRICES): ModelPrice {
  let best: string | undefined;
  for (const key of Object.keys(prices)) {
    const matches = model === key || (model.startsWith(key) && /^[-@[]/.test(model.slice(key.length)));
    if (matches && (best === undefined || key.length > best.length)) best = key;
  }
  return best === undefined ? UNKNOWN_MODEL_PRICE : prices[best]!;
}

export function costOf(model: string, usage: TokenUsage, prices: PriceTable = DEFAULT_PRICES): number {
  const price = priceFor(model, prices);
  const prompt = usage.input + usage.cacheRead + usage.cacheWrite;
  const r: Rates = price.longPrompt && prompt > price.longPrompt.thresholdTokens ? price.longPrompt : price;
  return (usage.input * r.input + usage.output * r.output + usage.cacheWrite * r.cacheWrite + usage.cacheRead * r.cacheRead) / 1_000_000;
}

/**
 * The defaults with the config's `prices` applied. Each entry needs `input` and `output` (USD per million tokens);
 * `cache_write`/`cacheWrite` and `cache_read`/`cacheRead` default to 1.25× and 0.1× the input price.
 */
export function mergePrices(overrides: unknown, where = 'prices'): PriceTable {
  if (overrides === undefined || overrides === null) return { ...DEFAULT_PRICES };
  if (typeof overrides !== 'object' || Array.isArray(overrides))
    throw new BadInputError(`${where}: expected a map of model → {input, output}`);
  const table: PriceTable = { ...DEFAULT_PRICES };
  for (const [model, raw] of Object.entries(overrides as Record<string, unknown>)) {
    const entry = (raw ?? {}) as Record<string, unknown>;
    const num = (key: string, ...aliases: string[]): number | undefined => {
      for (const k of [key, ...aliases]) {
        const v = entry[k];
        if (v === undefined) continue;
        if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
          throw new BadInputError(`${where}.${model}.${k}: ${quote(String(v))} is not a price in USD per million tokens`);
        return v;
      }
      return undefined;
    };
    const input = num('input');
    const output = num('output');
    if (input === undefined || output === undefined) throw new BadInputError(`${where}.${model}: needs both input and output prices`);
    table[model] = rates(input, output, num('cacheRead', 'cache_read') ?? input * 0.1, num('cacheWrite', 'cache_write') ?? input * 1.25);
  }
  return table;
}

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    input: a.input + b.input,
    output: a.output + b.output,
    cacheRead: a.cacheRead + b.cacheRead,
    cacheWrite: a.cacheWrite + b.cacheWrite,
  };
}

export const ZERO_USAGE: Readonly<TokenUsage> = Object.freeze({ input: 0, output: 0, cacheRead: 0, cacheWrite: 0 });

export interface ModelTotals {
  usage: TokenUsage;
  costUsd: number;
  requests: number;
}

/** Usage and estimated cost per model over a session (what session.json records). */
export class UsageLedger {
  private readonly totals = new Map<string, ModelTotals>();
  constructor(readonly prices: PriceTable = DEFAULT_PRICES) {}

  /** Adds one response; returns its estimated cost. */
  add(model: string, usage: TokenUsage): number {
    const cost = costOf(model, usage, this.prices);
    const t = this.totals.get(model) ?? { usage: { ...ZERO_USAGE }, costUsd: 0, requests: 0 };
    this.totals.set(model, { usage: addUsage(t.usage, usage), costUsd: t.costUsd + cost, requests: t.requests + 1 });
    return cost;
  }

  byModel(): Map<string, ModelTotals> {
    return new Map(this.totals);
  }

  get costUsd(): number {
    let sum = 0;
    for (const t of this.totals.values()) sum += t.costUsd;
    return sum;
  }
}

export const DEFAULT_MAX_COST_USD = 1;

/** Raised before a request when the session has spent its allowance. Exit 1. */
export class BudgetExceeded extends RunFailure {
  constructor(
    readonly spentUsd: number,
    readonly maxCostUsd: number,
  ) {
    super(`cost limit reached: about ${exactUsd(spentUsd)} spent of the ${exactUsd(maxCostUsd)} allowed — raise it with --max-cost`, {
      hint: `for example --max-cost ${Math.max(2, Math.ceil(maxCostUsd * 2))}`,
    });
  }
}

export interface BudgetOptions {
  /** USD; default $1.00. */
  maxCostUsd?: number | undefined;
  prices?: PriceTable | undefined;
  /** Fraction of the cap at which `onWarn` fires once (default 0.8). */
  warnAt?: number | undefined;
  onWarn?: ((spentUsd: number, maxCostUsd: number) => void) | undefined;
}

/**
 * The spending cap, checked before each request against what has already been spent. One request can take the
 * total past the cap (by at most that request's cost); the next one is refused.
 */
export class Budget {
  readonly maxCostUsd: number;
  readonly ledger: UsageLedger;
  private readonly warnAt: number;
  private readonly onWarn: BudgetOptions['onWarn'];
  private warned = false;

  constructor(options: BudgetOptions = {}) {
    const max = options.maxCostUsd ?? DEFAULT_MAX_COST_USD;
    if (!Number.isFinite(max) || max <= 0)
      throw new BadInputError(`--max-cost: ${quote(String(max))} is not a positive amount of US dollars`);
    this.maxCostUsd = max;
    this.ledger = new UsageLedger(options.prices ?? DEFAULT_PRICES);
    this.warnAt = options.warnAt ?? 0.8;
    this.onWarn = options.onWarn;
  }

  get spentUsd(): number {
    return this.ledger.costUsd;
  }

  /**
   * Call before each request: throws BudgetExceeded at the cap; past `warnAt` calls `onWarn` once and returns
   * true that one time (so the caller can log it too).
   */
  check(): boolean {
    // A nano-dollar of slack: 0.1 × 0.8 is 0.08000000000000002 in floating point.
    const spent = this.spentUsd + 1e-9;
    if (spent >= this.maxCostUsd) throw new BudgetExceeded(this.spentUsd, this.maxCostUsd);
    if (this.warned || spent < this.maxCostUsd * this.warnAt) return false;
    this.warned = true;
    this.onWarn?.(this.spentUsd, this.maxCostUsd);
    return true;
  }

  record(model: string, usage: TokenUsage): number {
    return this.ledger.add(model, usage);
  }
}

/** Dollars with enough digits for small budgets: $0.0063 rather than <$0.01. */
function exactUsd(usd: number): string {
  return `$${usd.toFixed(usd !== 0 && Math.abs(usd) < 0.1 ? 4 : 2)}`;
}

export function formatUsd(usd: number): string {
  if (usd > 0 && usd < 0.005) return '<$0.01';
  return `$${usd.toFixed(2)}`;
}

const n = (v: number) => v.toLocaleString('en-US');

/** "claude-sonnet-5-5: 12,345 in / 678 out / 9,000 cache read — $0.05"; a local model: "… — local, tokens only". */
export function formatUsageLine(model: string, totals: Pick<ModelTotals, 'usage' | 'costUsd'>, local = false): string {
  const u = totals.usage;
  const parts = [`${n(u.input)} in`, `${n(u.output)} out`];
  if (u.cacheRead) parts.push(`${n(u.cacheRead)} cache read`);
  if (u.cacheWrite) parts.push(`${n(u.cacheWrite)} cache write`);
  return `${model}: ${parts.join(' / ')} — ${local ? 'local, tokens only' : formatUsd(totals.costUsd)}`;
}

/** One line per model, plus a total when several models with prices were used. */
export function formatUsageSummary(ledger: UsageLedger): string[] {
  const models = [...ledger.byModel()];
  const isLocal = (model: string) => priceFor(model, ledger.prices).local === true;
  const lines = models.map(([model, t]) => formatUsageLine(model, t, isLocal(model)));
  if (models.filter(([model]) => !isLocal(model)).length > 1) lines.push(`total — ${formatUsd(ledger.costUsd)}`);
  return lines;
}
