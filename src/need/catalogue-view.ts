/**
 * The catalogue as the need reader sees it: each entry's names and option words compiled into phrases against the
 * vocabulary. Built once per catalogue (the planner memoises it); pure.
 */
import { type Phrase, type Vocabulary, compilePhrase } from './vocabulary.js';

/** What an option's free value is taken from: a #tag, a name (person, project, topic), a folder. */
/** What a `capture` option takes from the need's own words (docs/sub-skills.md). */
/** `term`: a value only the vault's own terms give (a category, a property name): no word of a need captures it.
 * count: how many, said inside the thing's name ("the previous *two* one-on-ones"; "the last 1:1" is one): names.ts. */
export type CaptureKind = 'tag' | 'name' | 'folder' | 'topic' | 'count' | 'term';

interface ReaderOptionValue {
  value: string;
  when: Phrase[];
  unless: Phrase[];
  /** The entry ("sub#entry") this value needs first; a need naming that entry in a qualifier is its source. */
  after?: string;
}

export interface ReaderOption {
  param: string;
  values: ReaderOptionValue[];
  default: string[];
  capture?: CaptureKind;
}

export interface ReaderEntry {
  sub: string;
  entry: string;
  title: string;
  /** The phrases as written, for suggestions. */
  phraseTexts: string[];
  phrases: Phrase[];
  usesRange: boolean;
  options: ReaderOption[];
  /** Words that narrow the thing in a way no option applies: always reported. */
  narrowing: Phrase[];
  /** What the reader may take it for when a need names no thing of its own (ServeEntry.roles). */
  roles: readonly string[];
}

export interface CatalogueView {
  entries: ReaderEntry[];
  vocab: Vocabulary;
  /** Phrases by a form their first word can take (the word, its lemma, its synonyms' first words), in catalogue order. */
  byFirstWord: ReadonlyMap<string, readonly { entry: ReaderEntry; phrase: Phrase; order: number }[]>;
  /** The entries declaring each role, in catalogue order. */
  byRole: ReadonlyMap<string, readonly ReaderEntry[]>;
}

/** The first entry declaring a role, if the catalogue has one. */
export function entryFor(view: CatalogueView, role: string): ReaderEntry | undefined {
  return view.byRole.get(role)?.[0];
}

export interface EntrySource {
  sub: string;
  entry: string;
  title: string;
  phrases: readonly string[];
  usesRange: boolean;
  narrowing?: readonly string[];
  roles?: readonly string[];
  options: readonly {
    param: string;
    default: readonly string[];
    capture?: CaptureKind;
    values: readonly { value: string; when: readonly string[]; unless: readonly string[]; after?: string }[];
  }[];
}

export function compileCatalogue(sources: readonly EntrySource[], vocab: Vocabulary): CatalogueView {
  const nounPhrase = (p: string) => compilePhrase(p, vocab, true);
  const cuePhrase = (p: string) => compilePhrase(p, vocab, false);
  const entries: ReaderEntry[] = sources.map((s) => ({
    sub: s.sub,
    entry: s.entry,
    title: s.title,
    phraseTexts: [...s.phrases],
    phrases: s.phrases.map(nounPhrase).filter((p) => p.length > 0),
    usesRange: s.usesRange,
    roles: [...(s.roles ?? [])],
    narrowing: (s.narrowing ?? []).map(cuePhrase).filter((p) => p.length > 0),
    options: s.options.map((o) => ({
      param: o.param,
      default: [...o.default],
      ...(o.capture ? { capture: o.capture } : {}),
      values: o.values.map((v) => ({
        value: v.value,
        when: v.when.map(cuePhrase).filter((p) => p.length > 0),
        unless: v.unless.map(cuePhrase).filter((p) => p.length > 0),
        ...(v.after ? { after: v.after } : {}),
      })),
    })),
  }));
  const byFirstWord = new Map<string, { entry: ReaderEntry; phrase: Phrase; order: number }[]>();
  entries.forEach((entry, order) => {
    for (const phrase of entry.phrases) {
      const first = phrase[0]!;
      for (const key of new Set([...first.forms, ...first.members.map((m) => m[0]!)])) {
        const list = byFirstWord.get(key) ?? [];
        list.push({ entry, phrase, order });
        byFirstWord.set(key, list);
      }
    }
  });
  const byRole = new Map<string, ReaderEntry[]>();
  for (const entry of entries) for (const role of entry.roles) byRole.set(role, [...(byRole.get(role) ?? []), entry]);
  return { vocab, entries, byFirstWord, byRole };
}
