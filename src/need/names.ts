/**
 * Where a need names things of the catalogue: every position where an entry's phrase matches (through lemmas and
 * the vocabulary's synonyms), the longest there, the earlier catalogue entry on a tie. Pure.
 */
import type { CatalogueView, ReaderEntry } from './catalogue-view.js';
import type { Token } from './tokenize.js';
import type { NamedTerm, NameSpan } from './types.js';
import { compilePhrase, phraseAt, type Phrase } from './vocabulary.js';
import { BACK_WORDS, countOf } from '../time/lexicon.js';
import { singular } from '../text/words.js';

export type { NameSpan } from './types.js';

/** A vault's own term, compiled once against the vocabulary (the vault profile's seam: types.ts NamedTerm). */
export interface CompiledTerm {
  entry: ReaderEntry;
  phrase: Phrase;
  options: Readonly<Record<string, readonly string[]>>;
}

/** The terms whose entry the catalogue has (a term for an entry it lacks names nothing). */
export function compileTerms(terms: readonly NamedTerm[], view: CatalogueView): CompiledTerm[] {
  return terms.flatMap((term) => {
    const entry = view.entries.find((e) => `${e.sub}#${e.entry}` === term.entry || e.entry === term.entry);
    const phrase = compilePhrase(term.phrase, view.vocab, true);
    return entry && phrase.length > 0 ? [{ entry, phrase, options: term.options ?? {} }] : [];
  });
}

/**
 * The best name starting at each position (names at different positions may overlap; the scan picks). A vault's own
 * term wins over a catalogue phrase of the same length: it is the more particular name.
 */
export function findNames(tokens: readonly Token[], view: CatalogueView, terms: readonly CompiledTerm[] = []): NameSpan[] {
  const out: NameSpan[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const own = termAt(tokens, i, terms);
    const best = nameAt(tokens, i, view);
    const pick = own && (!best || own.end >= best.end) ? own : best;
    if (pick) out.push(pick);
  }
  return out;
}

function termAt(tokens: readonly Token[], i: number, terms: readonly CompiledTerm[]): NameSpan | undefined {
  let best: NameSpan | undefined;
  for (const term of terms) {
    const n = phraseAt(tokens, i, term.phrase, true);
    if (n > 0 && (!best || i + n > best.end)) best = { start: i, end: i + n, entry: term.entry, options: term.options };
  }
  return best;
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
    const span = n > 0 ? countedSpan(tokens, i, i + n, entry, 0) : countOver(tokens, i, phrase, entry);
    if (span && (!best || span.end > best.span.end || (span.end === best.span.end && order < best.order))) best = { span, order };
  }
  return best?.span;
}

/** The option of an entry that takes a count from its name ("the previous two one-on-ones"), if it has one. */
function countParam(entry: ReaderEntry): string | undefined {
  return entry.options.find((o) => o.capture === 'count')?.param;
}

/**
 * "the previous two one-on-ones", "my last 3 1:1s": a count after the back word of a name that starts with one is
 * part of the name, and says how many — for an entry with a count option only.
 */
function countOver(tokens: readonly Token[], i: number, phrase: Phrase, entry: ReaderEntry): NameSpan | undefined {
  const count = countOf(tokens[i + 1]?.norm ?? '');
  if (!countParam(entry) || !BACK_WORDS.has(tokens[i]?.norm ?? '') || !(count >= 1)) return undefined;
  const n = phraseAt([tokens[i]!, ...tokens.slice(i + 2)], 0, phrase, true);
  return n > 1 ? countedSpan(tokens, i, i + n + 1, entry, count) : undefined;
}

/**
 * A name with a count option: the count said in it, or, for a name that starts with a back word and ends on a
 * singular ("the last 1:1", "my previous one-on-one"), one. Anything else leaves the entry's own default.
 */
function countedSpan(tokens: readonly Token[], start: number, end: number, entry: ReaderEntry, count: number): NameSpan {
  const param = countParam(entry);
  const last = tokens[end - 1]!;
  const one = count === 0 && BACK_WORDS.has(tokens[start]!.norm) && singular(last.raw.toLowerCase()) === last.raw.toLowerCase();
  const n = count || (one ? 1 : 0);
  return param && n > 0 ? { start, end, entry, options: { [param]: [String(n)] } } : { start, end, entry };
}

/** A name that covers exactly these tokens (for rewrites such as "notes about people" → "people notes"). */
export function nameOf(tokens: readonly Token[], view: CatalogueView): ReaderEntry | undefined {
  const m = nameAt(tokens, 0, view);
  return m && m.end === tokens.length ? m.entry : undefined;
}
