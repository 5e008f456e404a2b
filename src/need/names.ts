/**
 * Where a need names things of the catalogue: every position where an entry's phrase matches (through lemmas and
 * the vocabulary's synonyms), the longest there, the earlier catalogue entry on a tie. Pure.
 */
import type { CatalogueView, ReaderEntry } from './catalogue-view.js';
import { catalogueUses } from './catalogue-words.js';
import { isGrammarWord } from './english.js';
import { tokenize, type Token } from './tokenize.js';
import { findTimes } from './time-words.js';
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

/** Words the reader takes as a period of the ritual ("Review month"): a note or a property of that name never takes them. */
const PERIOD_WORDS = new Set([
  'day',
  'week',
  'month',
  'quarter',
  'year',
  'today',
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'yearly',
  'annual',
]);

/** Words that say what kind of term the one before them is ("the Quotes *category*"), never a term themselves. */
const MARKER_WORDS = new Set(['category', 'type', 'tag', 'folder', 'property', 'kind']);

/**
 * Compiled once per list of terms and catalogue: a run reads every need with the same list, and a 10k-note vault has
 * thousands of terms whose tokenising and time reading took seconds when done for each need (npm run bench). A memo
 * keyed by the objects themselves, so a new list or catalogue is compiled anew and nothing is shared across values.
 */
const COMPILED = new WeakMap<readonly NamedTerm[], WeakMap<CatalogueView, CompiledTerm[]>>();

/** The terms whose entry the catalogue has (a term for an entry it lacks names nothing). */
export function compileTerms(terms: readonly NamedTerm[], view: CatalogueView): CompiledTerm[] {
  if (terms.length === 0) return [];
  const byView = COMPILED.get(terms) ?? new WeakMap<CatalogueView, CompiledTerm[]>();
  COMPILED.set(terms, byView);
  const known = byView.get(view);
  if (known) return known;
  const compiled = compileTermsAnew(terms, view);
  byView.set(view, compiled);
  return compiled;
}

function compileTermsAnew(terms: readonly NamedTerm[], view: CatalogueView): CompiledTerm[] {
  return terms.flatMap((term) => {
    const entry = view.entries.find((e) => `${e.sub}#${e.entry}` === term.entry || e.entry === term.entry);
    // A vault's word means itself only: no class of the vocabulary stands for it ("profile" is not "note").
    const phrase = compilePhrase(term.phrase, view.vocab, true).map((w) => ({ ...w, members: [] }));
    // A folder named "Notes" or "Stuff" names no particular notes: the need's word for notes stays a word.
    const generic =
      phrase.length === 1 &&
      phrase.every((w) => w.forms.some((f) => view.vocab.containers.has(f) || view.vocab.ignore.has(f) || MARKER_WORDS.has(f)));
    // A note titled "Month" or a property "quarter": the time grammar reads those words, whatever the vault names.
    const words = tokenize(term.phrase).filter((t) => t.kind !== 'punct');
    const time =
      findTimes(words).some((s) => s.ref !== undefined && s.start === 0 && s.end === words.length) ||
      (words.length === 1 && words[0]!.nounForms.some((f) => PERIOD_WORDS.has(f)));
    // A tag "#for" or a folder "With": words of grammar never name a thing of the vault, or every need would be read
    // as that tag ("Calendar events for the day" became notes tagged "for" on the bench's generated vault).
    const grammar = words.every((w) => isGrammarWord(w.norm));
    // A tag is a mark on notes, not a name: where its words are the catalogue's — a name (#tasks), an option's value
    // (#done), an activity (#review) — a need means the catalogue's by them, and never reads as partly for the tag;
    // the tag is read where the need says it as one ("notes tagged #review").
    const claimed = isTagOnly(term) && (nameOf(words, view) !== undefined || catalogueUses(words, view));
    return entry && phrase.length > 0 && !generic && !time && !grammar && !claimed ? [{ entry, phrase, options: term.options ?? {} }] : [];
  });
}

const isTagOnly = (term: NamedTerm) =>
  term.options !== undefined && Object.keys(term.options).length === 1 && term.options.tag !== undefined;

/**
 * The best name starting at each position (names at different positions may overlap; the scan picks). A catalogue
 * name wins over a vault's own term of the same words ("Projects" is the projects, though a note is titled so); the
 * span keeps the term it beat, so the reading can say so. A longer term wins ("Reading List" over "reading").
 */
export function findNames(tokens: readonly Token[], view: CatalogueView, terms: readonly CompiledTerm[] = []): NameSpan[] {
  const out: NameSpan[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const own = termAt(tokens, i, terms);
    const best = nameAt(tokens, i, view);
    const pick = own && (!best || own.end > best.end) ? own : best && own && own.end === best.end ? { ...best, beat: own } : best;
    if (pick) out.push(pick);
  }
  return out;
}

function termAt(tokens: readonly Token[], i: number, terms: readonly CompiledTerm[]): NameSpan | undefined {
  // "[[accomplishments]]": a link names the note of that title (or alias) when the vault has one.
  const t = tokens[i];
  if (t?.kind === 'link') {
    const term = terms.find((x) => x.options.title && x.phrase.map((w) => w.norm).join(' ') === t.norm.replace(/[-_]+/g, ' '));
    return term ? { start: i, end: i + 1, entry: term.entry, options: term.options } : undefined;
  }
  let best: NameSpan | undefined;
  for (const term of terms) {
    const n = phraseAt(tokens, i, term.phrase, true);
    if (n > 0 && (!best || i + n > best.end)) best = { start: i, end: i + n, entry: term.entry, options: term.options };
  }
  return best;
}

function nameAt(tokens: readonly Token[], i: number, view: CatalogueView): NameSpan | undefined {
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
