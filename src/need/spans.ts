/**
 * Small questions about a scan that every pass asks: which span covers a token, whether an option value's cue starts
 * at a token, whether an entry takes a name as a qualifier, the period adjective of a time. Pure.
 */
import type { ReaderEntry } from './catalogue-view.js';
import type { NameSpan, Scan, TimeSpan } from './types.js';
import { tokenize, type Token } from './tokenize.js';
import { phraseAt } from './vocabulary.js';

const PERIOD_ADJECTIVE: Record<string, string> = { week: 'weekly', month: 'monthly', quarter: 'quarterly', year: 'yearly' };

let synthetic: Map<string, Token> | undefined;
/** A token for a word that is not in the need, to try a name with it ("weekly" + "goals"). */
export function syntheticWord(text: string): Token {
  synthetic ??= new Map();
  let t = synthetic.get(text);
  if (!t) synthetic.set(text, (t = tokenize(text)[0]!));
  return t;
}

export function spanAt<T extends { start: number; end: number }>(spans: readonly T[], i: number): T | undefined {
  return spans.find((s) => s.start <= i && i < s.end);
}

type OptionValue = ReaderEntry['options'][number]['values'][number];

/** Whether one of an option value's cue phrases starts at token i ("overdue" for projects' due=overdue). */
export function cueAt(scan: Scan, i: number, value: OptionValue): boolean {
  return value.when.some((ph) => phraseAt(scan.tokens, i, ph, false) > 0);
}

/** Whether an option value needs this entry first (people from the calendar: attendees, one-on-one). */
export function dependsOn(value: OptionValue, entry: ReaderEntry): boolean {
  return value.after !== undefined && (value.after === `${entry.sub}#${entry.entry}` || value.after === entry.sub);
}

/** Whether the head's entry takes this name as a qualifier: an option word for it, or a source it depends on. */
export function licenses(head: ReaderEntry, name: NameSpan, scan: Scan): boolean {
  if (head === name.entry) return true;
  return head.options.some((o) =>
    o.values.some((v) => dependsOn(v, name.entry) || range(name.start, name.end).some((k) => cueAt(scan, k, v))),
  );
}

export function periodWord(time: Pick<TimeSpan, 'ref'> | undefined): string | undefined {
  const ref = time?.ref;
  if (!ref) return undefined;
  if (ref.kind === 'period') return PERIOD_ADJECTIVE[ref.period];
  if (ref.kind === 'day' || ref.kind === 'target' || ref.kind === 'weekday') return 'daily';
  if (ref.kind === 'words' && ref.period) return ref.period === 'day' ? 'daily' : PERIOD_ADJECTIVE[ref.period];
  return undefined;
}

export function isContiguous(idx: number[]): boolean {
  return idx.every((v, k) => k === 0 || v === idx[k - 1]! + 1);
}

export function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}

/** Whether two plain values (strings, numbers, arrays, records of them) are the same, key order aside. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
