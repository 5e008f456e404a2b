/**
 * The ritual's activity: the imperative or the question that opens a clause of a need ("Review", "Go through",
 * "Look back at", "How am I doing on", "Check if there are") says what the ritual does with a thing, not what the
 * thing is. Its words are taken out before names and times are found, so "Review projects" is the projects (not
 * their reviews) and the particle of "look through" is no time word. The verbs are vocabulary data
 * (`activities:` in vocabulary.yaml); this file knows only where a clause starts and how a question opens.
 *
 * The same word as a noun keeps its meaning: a verb is an activity only at the start of a clause, as written in the
 * vocabulary (plain form: "Reviews" is no imperative), not owning anything ("Review's"), with something after it,
 * and, for a one-word verb, not followed by a preposition ("Review of the week", "Plan for the week" are nouns;
 * "reflect on", "prepare for" are written as phrasal verbs). Pure.
 */
import { AUXILIARIES, PREPOSITIONS, SUBJECTS } from './english.js';
import { countOf } from '../time/lexicon.js';
import type { Token } from './tokenize.js';
import type { Vocabulary } from './vocabulary.js';

/** Where a clause starts: after these, or at the start of the need. */
const CLAUSE_BREAKS = new Set([':', ';', '—', '–', '-', '?', '.', '(']);
/** Joining words after which a verb starts a second clause ("…, and preview the next day's schedule"). */
const CLAUSE_JOINS = new Set([',', 'and', 'then']);
/** A question's first word, before its auxiliary ("What did I…", "How am I doing on…"). */
const QUESTION_WORDS = new Set(['how', 'what']);
/** After a verb: "Check *if there are* new action items", "See *whether* …". */
const CLAUSE_OPENERS = new Set(['if', 'whether']);
const EXISTENTIAL = new Set(['there']);
/** "Plan *at least 3* goals": how many to write, not which to gather. */
const BOUNDS: readonly (readonly string[])[] = [
  ['at', 'least'],
  ['at', 'most'],
  ['up', 'to'],
  ['no', 'more', 'than'],
];

export interface ActivityScan {
  /** The need's tokens without the activity's words. */
  tokens: Token[];
  /** The activity's words as written, in order. */
  activity: string[];
  /** Bounds on how many ("at least 3"): accounted for, as they say how many to write, not which to gather. */
  counts: string[];
  /** Where (in `tokens`) the object of an activity starts: "Review *month*", "Review *this week*". */
  objects: Set<number>;
}

function clauseStart(tokens: readonly Token[], i: number): 'start' | 'joined' | undefined {
  if (i === 0) return 'start';
  const prev = tokens[i - 1]!.norm;
  if (CLAUSE_BREAKS.has(prev)) return 'start';
  return CLAUSE_JOINS.has(prev) ? 'joined' : undefined;
}

/** The length of the activity verb at i, or 0. */
function verbAt(tokens: readonly Token[], i: number, vocab: Vocabulary): number {
  for (const verb of vocab.activities) {
    if (!verb.every((w, k) => tokens[i + k]?.norm === w && tokens[i + k]!.kind === 'word')) continue;
    const last = tokens[i + verb.length - 1]!;
    const next = tokens[i + verb.length];
    if (last.possessive || !next || next.kind === 'punct') continue;
    if (verb.length === 1 && PREPOSITIONS.has(next.norm) && boundAt(tokens, i + 1) === 0) continue;
    return verb.length;
  }
  return 0;
}

/** "at least 3": a bound and its number, or 0. */
function boundAt(tokens: readonly Token[], i: number): number {
  for (const b of BOUNDS) {
    const n = tokens[i + b.length];
    if (b.every((w, k) => tokens[i + k]?.norm === w) && n && !Number.isNaN(countOf(n.norm))) return b.length + 1;
  }
  return 0;
}

/** "if there are", "whether": the opening of the clause a verb takes as its object. */
function openerAt(tokens: readonly Token[], i: number): number {
  let k = i;
  if (!CLAUSE_OPENERS.has(tokens[k]?.norm ?? '')) return 0;
  k++;
  if (EXISTENTIAL.has(tokens[k]?.norm ?? '')) k++;
  while (AUXILIARIES.has(tokens[k]?.norm ?? '')) k++;
  return k - i;
}

/** "What did", "What were", "How am I doing on", "Did" (a yes/no question): the words that only ask. */
function questionAt(tokens: readonly Token[], i: number): number {
  const first = tokens[i]!.norm;
  const aux = AUXILIARIES.has(tokens[i + 1]?.norm ?? '');
  if (first === 'how' && aux) {
    // "How am I doing on …", "How are my projects going": up to the preposition that names what is asked about.
    for (let k = i + 2; k < Math.min(tokens.length, i + 6); k++) if (PREPOSITIONS.has(tokens[k]!.norm)) return k + 1 - i;
    return 0;
  }
  if (QUESTION_WORDS.has(first) && aux) return 2;
  if (AUXILIARIES.has(first) && SUBJECTS.has(tokens[i + 1]?.norm ?? '')) return 1;
  return 0;
}

export function takeActivities(tokens: readonly Token[], vocab: Vocabulary): ActivityScan {
  const taken = new Set<number>();
  const bounds = new Set<number>();
  for (let i = 0; i < tokens.length; i++) for (let k = 0, n = boundAt(tokens, i); k < n; k++) bounds.add(i + k);
  for (let i = 0; i < tokens.length; i++) {
    const where = clauseStart(tokens, i);
    if (!where) continue;
    const q = where === 'start' ? questionAt(tokens, i) : 0;
    const v = q === 0 ? verbAt(tokens, i, vocab) : 0;
    if (q + v === 0) continue;
    const n = q + v + (v > 0 ? openerAt(tokens, i + v) : 0);
    for (let k = i; k < i + n; k++) taken.add(k);
    i += n - 1;
  }
  const kept: Token[] = [];
  const objects = new Set<number>();
  tokens.forEach((t, i) => {
    if (taken.has(i) || bounds.has(i)) return;
    if (taken.has(i - 1) || bounds.has(i - 1)) objects.add(kept.length);
    kept.push(t);
  });
  const words = (set: Set<number>) => [...set].sort((a, b) => a - b).map((i) => tokens[i]!.raw);
  return { tokens: kept, activity: words(taken), counts: words(bounds), objects };
}
