/**
 * Where a need names things of the catalogue: every position where an entry's phrase matches (through lemmas and
 * the vocabulary's synonyms), the longest there, the earlier catalogue entry on a tie. Pure.
 */
import type { CatalogueView, ReaderEntry } from './catalogue-view.js';
import type { Token } from './tokenize.js';
import type { NameSpan } from './types.js';
import { phraseAt } from './vocabulary.js';

export type { NameSpan } from './types.js';

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
  const t = tokens[i];
  if (!t || view.vocab.unnamed.has(t.norm)) return undefined;
  // Only the phrases whose first word this token can be: every phrase of the catalogue at every position was the
  // dearest part of reading a need.
  const candidates = [...new Set(t.nounForms.flatMap((f) => view.byFirstWord.get(f) ?? []))].sort((a, b) => a.order - b.order);
  let best: { span: NameSpan; order: number } | undefined;
  for (const { entry, phrase, order } of candidates) {
    const n = phraseAt(tokens, i, phrase, true);
    if (n > 0 && (!best || i + n > best.span.end || (i + n === best.span.end && order < best.order))) best = { span: { start: i, end: i + n, entry }, order };
  }
  return best?.span;
}

/** A name that covers exactly these tokens (for rewrites such as "notes about people" → "people notes"). */
export function nameOf(tokens: readonly Token[], view: CatalogueView): ReaderEntry | undefined {
  const m = nameAt(tokens, 0, view);
  return m && m.end === tokens.length ? m.entry : undefined;
}
