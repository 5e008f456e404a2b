/**
 * Dictionary forms of English words: "meetings" → meeting, "worked" → work, "met" → meet, "summaries" → summary,
 * "news" stays news. wink-lemmatizer (WordNet's exception lists and its word list) does this far better than suffix
 * stripping, which turned "news" into "new" and "boxes" into "boxe"; but it loads 2.7 MB of word lists (120-250 ms
 * on this machine), so it is loaded on the first word not already known, never at startup, and the forms it gives
 * are memoised — and kept between runs by the caller (seedForms / learnedForms, src/run/lemma-cache.ts), so a run
 * that reads the same needs as the last one never loads it.
 */
import { createRequire } from 'node:module';
import { singular } from '../text/words.js';

interface WinkLemmatizer {
  noun(word: string): string;
  verb(word: string): string;
  adjective(word: string): string;
}

let lemmatizer: WinkLemmatizer | undefined;
let wordnet: Record<string, unknown> | undefined;

export interface WordForms {
  /** The word, then its noun, verb and adjective lemmas (distinct). */
  all: readonly string[];
  /** The word and its noun lemma: what names a thing ("scheduled" must not name a schedule). */
  noun: readonly string[];
}

const memo = new Map<string, WordForms>();

function wink(): WinkLemmatizer {
  lemmatizer ??= createRequire(import.meta.url)('wink-lemmatizer') as WinkLemmatizer;
  return lemmatizer;
}

/** WordNet's word list, the one wink-lemmatizer itself loads (same module path, so no second copy is read). */
function known(word: string): boolean {
  wordnet ??= createRequire(createRequire(import.meta.url).resolve('wink-lemmatizer'))('wink-lexicon/src/wn-words.js') as Record<
    string,
    unknown
  >;
  return Object.hasOwn(wordnet, word);
}

/**
 * A plural WordNet does not know ("coworkers", "standups", "okrs") still has a singular: the one plural rule the
 * vault search uses too (src/text/words.ts), applied only to words outside WordNet, so "news" stays news.
 */
function plainSingular(word: string): string | undefined {
  if (known(word)) return undefined;
  const one = singular(word);
  return one !== word && one.length >= 3 ? one : undefined;
}

let learned = new Map<string, WordForms>();

/** Forms known from an earlier run (the lemma cache); they are used as if computed now. */
export function seedForms(known: Iterable<[string, WordForms]>): void {
  for (const [word, forms] of known) if (!memo.has(word)) memo.set(word, forms);
}

/** Forms computed since the last call (to add to the lemma cache). */
export function learnedForms(): Map<string, WordForms> {
  const out = learned;
  learned = new Map();
  return out;
}

/** Expects a folded lowercase word. */
export function formsOf(word: string): WordForms {
  let forms = memo.get(word);
  if (forms) return forms;
  if (!/^[a-z]+$/.test(word) || word.length < 3) {
    forms = { all: [word], noun: [word] };
  } else {
    const w = wink();
    let noun = w.noun(word);
    if (noun === word) noun = plainSingular(word) ?? word;
    forms = { all: [...new Set([word, noun, w.verb(word), w.adjective(word)])], noun: [...new Set([word, noun])] };
  }
  memo.set(word, forms);
  if (forms.all.length > 1 || forms.noun.length > 1 || /^[a-z]{3,}$/.test(word)) learned.set(word, forms);
  return forms;
}
