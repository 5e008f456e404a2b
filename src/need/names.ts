/**
 * Where a need names things of the catalogue: every position where an entry's phrase matches (through lemmas and
 * the vocabulary's synonyms), the longest there, the earlier catalogue entry on a tie. Pure.
 */
import type { CatalogueView, ReaderEntry } from './catalogue-view.js';
import type { Token } from './tokenize.js';
import { phraseAt } from './vocabulary.js';

export interface NameSpan {
  start: number;
  /** Exclusive. */
  end: number;
  entry: ReaderEntry;
}

/** The best name starting at each position (names at different positions may overlap; the scan picks). */
export function findNames(tokens: readonly Token[], view: CatalogueView): NameSpan[] {
  const out: NameSpan[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const best = nameAt(tokens, i, view);
    if (best) out.push(best);
  }
  return out;
}

export function nameAt(tokens: readonly Token[], i: number, view: CatalogueView): NameSpan | undefined {
  let best: NameSpan | undefined;
  for (const entry of view.entries) {
    for (const phrase of entry.phrases) {
      const n = phraseAt(tokens, i, phrase, true);
      if (n > 0 && (!best || i + n > best.end)) best = { start: i, end: i + n, entry };
    }
  }
  return best;
}

/** A name that covers exactly these tokens (for rewrites such as "notes about people" → "people notes"). */
export function nameOf(tokens: readonly Token[], view: CatalogueView): ReaderEntry | undefined {
  const m = nameAt(tokens, 0, view);
  return m && m.end === tokens.length ? m.entry : undefined;
}
