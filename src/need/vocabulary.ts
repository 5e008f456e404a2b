/**
 * The catalogue's vocabulary, as the reader uses it: synonyms (a class word in a phrase also matches its other
 * words: "person note" matches "colleague profiles"), words that add nothing to what is gathered ("important",
 * "relevant"), container words that name "notes about X" rather than a thing ("notes", "anything"), and purposes
 * ("for weekly context"). It is catalogue data (skills/_sub/vocabulary.yaml, extendable per vault), not code.
 * Phrases are compiled here and matched against need tokens. Pure.
 */
import type { Token } from './tokenize.js';
import { tokenize } from './tokenize.js';

/** The vocabulary as written in the catalogue's vocabulary.yaml files (merged); compiled by compileVocabulary. */
export interface VocabularySource {
  synonyms: Record<string, string[]>;
  ignore: string[];
  containers: string[];
  purposes: string[];
  /**
   * What the ritual does with a thing, said as an imperative ("Review", "Go through", "Look back at"): the words of
   * an activity, never a thing or a filter (activity.ts). Optional in a vault's file.
   */
  activities?: string[];
  /** Verbs by which notes are found for what they say: "notes where Marco is *discussed*", "notes that *mention*…". */
  mentioning?: string[];
  /** Words as written that never name a thing, though a form of them would ("agendas" are lists of topics, not the calendar). */
  unnamed?: string[];
}

export const EMPTY_VOCABULARY_SOURCE: VocabularySource = {
  synonyms: {},
  ignore: [],
  containers: [],
  purposes: [],
  activities: [],
  mentioning: [],
  unnamed: [],
};

export interface Vocabulary {
  /** Class word → its other words, each a sequence of folded words ("work in progress"). */
  synonyms: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** A one-word member → the classes it belongs to. */
  memberOf: ReadonlyMap<string, readonly string[]>;
  ignore: ReadonlySet<string>;
  containers: ReadonlySet<string>;
  purposes: ReadonlySet<string>;
  /** Activities as sequences of folded words, longest first ("look back at" before "look at"). */
  activities: readonly (readonly string[])[];
  mentioning: ReadonlySet<string>;
  unnamed: ReadonlySet<string>;
}

/** A word as the reader compares it: its dictionary form ("colleagues" → colleague, "work in progress" stays). */
function baseWords(text: string): string[] {
  return tokenize(text)
    .filter((t) => t.kind !== 'punct')
    .map((t) => t.nounForms[t.nounForms.length - 1]!);
}

export function compileVocabulary(src: VocabularySource): Vocabulary {
  const synonyms = new Map<string, (readonly string[])[]>();
  for (const [word, members] of Object.entries(src.synonyms)) {
    const key = baseWords(word).join(' ');
    synonyms.set(key, [...(synonyms.get(key) ?? []), ...members.map(baseWords).filter((m) => m.length > 0)]);
  }
  const set = (words: string[]) => new Set(words.flatMap((w) => tokenize(w).flatMap((t) => t.nounForms)));
  // A container's synonyms are containers too: "documents related to…" is "notes related to…".
  const containers = set(src.containers);
  for (const c of [...containers]) for (const m of synonyms.get(c) ?? []) if (m.length === 1) containers.add(m[0]!);
  const memberOf = new Map<string, string[]>();
  for (const [c, members] of synonyms)
    for (const m of members) if (m.length === 1) memberOf.set(m[0]!, [...(memberOf.get(m[0]!) ?? []), c]);
  const activities = (src.activities ?? [])
    .map((a) =>
      tokenize(a)
        .filter((t) => t.kind !== 'punct')
        .map((t) => t.norm),
    )
    .filter((a) => a.length > 0)
    .sort((a, b) => b.length - a.length);
  return {
    synonyms,
    memberOf,
    ignore: set(src.ignore),
    containers,
    purposes: set(src.purposes),
    activities,
    mentioning: set(src.mentioning ?? []),
    unnamed: new Set((src.unnamed ?? []).map((w) => tokenize(w)[0]?.norm ?? w)),
  };
}

/** One word of a phrase: the forms it matches on, and the synonyms it stands for when it is a class word. */
interface PhraseWord {
  norm: string;
  forms: readonly string[];
  members: readonly (readonly string[])[];
}

export type Phrase = readonly PhraseWord[];

/** `nouns`: match on the word and its noun lemma only (names of things); else on every lemma (verbs, cues). */
export function compilePhrase(text: string, vocab: Vocabulary, nouns: boolean): Phrase {
  return tokenize(text)
    .filter((t) => t.kind !== 'punct')
    .map((t) => {
      const forms = nouns ? t.nounForms : t.forms;
      // In the name of a thing, any word of a class stands for the whole class ("monthly review" also reads
      // "monthly reflection"); in an option's words only the class word does, so "attendees" never means "people".
      const classes = nouns
        ? forms.flatMap((f) => [...(vocab.synonyms.has(f) ? [f] : []), ...(vocab.memberOf.get(f) ?? [])])
        : forms.filter((f) => vocab.synonyms.has(f));
      const members = [...new Set(classes)].flatMap((c) => [[c], ...(vocab.synonyms.get(c) ?? [])]);
      return { norm: t.norm, forms, members };
    });
}

function sameWord(token: Token, forms: readonly string[], nouns: boolean): boolean {
  const mine = nouns ? token.nounForms : token.forms;
  return mine.some((f) => forms.includes(f));
}

/** How many tokens from `i` a synonym (one or more words) of the phrase word covers, or 0. */
function memberAt(tokens: readonly Token[], i: number, word: PhraseWord, nouns: boolean): number {
  let best = 0;
  for (const member of word.members) {
    if (member.length <= best || i + member.length > tokens.length) continue;
    let ok = true;
    for (let k = 0; k < member.length && ok; k++) {
      const t = tokens[i + k]!;
      ok = (nouns ? t.nounForms : t.forms).includes(member[k]!) || t.norm === member[k];
    }
    if (ok) best = member.length;
  }
  return best;
}

/** The number of tokens the phrase covers at position i, or 0 when it does not match there. */
export function phraseAt(tokens: readonly Token[], i: number, phrase: Phrase, nouns: boolean): number {
  let k = i;
  for (const word of phrase) {
    const t = tokens[k];
    // A #tag or a quoted phrase is a value to capture ("notes tagged #reading"), never a name or an option word.
    if (!t || t.kind === 'punct' || t.kind === 'tag' || t.kind === 'quote') return 0;
    if (sameWord(t, word.forms, nouns)) {
      k++;
      continue;
    }
    const n = memberAt(tokens, k, word, nouns);
    if (n === 0) return 0;
    k += n;
  }
  return k - i;
}

/** Whether a token is one of the vocabulary's words of a kind, on any of its forms. */
export function isIn(set: ReadonlySet<string>, token: Token): boolean {
  return token.forms.some((f) => set.has(f));
}
