/**
 * Accounting for every word of one part of a need, once its head is known: which options its words choose, which
 * names in its qualifiers the head takes, its time, captured values, purposes and remarks — and what is left
 * unexplained. Pure.
 */
import type { CatalogueView, ReaderEntry, ReaderOption } from './catalogue-view.js';
import { CONDITIONS, DETERMINERS, EARLIER, FOLDER_WORDS, isGrammarWord, LINKERS, MODALS, NEGATIONS, SUBJECTS } from './english.js';
import { licenses, onlyTime, periodWord, range, spanAt, syntheticWord, type PartRange } from './parts.js';
import { sameValue } from './spans.js';
import { nameOf } from './names.js';
import type { Scan } from './types.js';
import type { TimeSpan } from './time-words.js';
import type { NeedTime, TimeRef } from './types.js';
import { isIn, phraseAt } from './vocabulary.js';

const REMARK_AFTER_WHEN = new Set(['present', 'available', 'relevant', 'needed', 'applicable', 'possible', 'any', 'exists']);
/** A parenthesis opening with one of these is an aside: "(already past)", "(e.g. for reviews)", "(usually empty)". */
const ASIDE_OPENERS = new Set([
  'already',
  'still',
  'e.g',
  'eg',
  'i.e',
  'ie',
  'usually',
  'typically',
  'normally',
  'often',
  'sometimes',
  'mostly',
  'optional',
  'when',
]);

export interface Part extends PartRange {
  options: Record<string, string[]>;
  time: NeedTime | undefined;
  /** The tokens of the part's own time (reported if the head has no range and the time is not the target's). */
  timeTokens: number[];
  leadingTime: NeedTime | undefined;
  trailingTime: NeedTime | undefined;
  startsWithDeterminer: boolean;
  /** Set when a negated word names a value the head gathers by default ("projects that are not active"). */
  negatedDefault: { option: string; value: string } | undefined;
  used: Set<number>;
  unexplained: Set<number>;
  /** Tokens that say why or under what condition, not what (purposes, remarks): never shared with another part. */
  quiet: Set<number>;
  /** The part has a negation ("not", "except"…): its qualifier is not shared with another part. */
  negated: boolean;
  /** Only a name (and grammar words): no filter, time or word of its own, so a later qualifier may describe it. */
  bare: boolean;
  /** Tries the head's option words on another part's qualifier [from, to); returns the tokens used. */
  sharedCues(from: number, to: number, skip: ReadonlySet<number>): Set<number>;
  usedWords(): string[];
}

/** Where a remark or a negation ends. */
const CLAUSE_ENDS = new Set([')', ',', ';', '?', '.']);

/** After "not": "not just / only" asks for more, not for less. */
const NOT_EXCLUDING = new Set(['just', 'only', 'merely', 'simply', 'necessarily']);

/** Words before "one(s)" that make it stand for a thing: "the one before it", "that one", "the other ones". */
const STANDS_FOR = new Set(['the', 'that', 'this', 'these', 'those', 'other', 'previous', 'last', 'next', 'same', 'which']);

function needTime(scan: Scan, s: TimeSpan, workdays: boolean): NeedTime {
  return {
    ref: s.ref,
    workdaysOnly: workdays || s.workdays,
    words: scan.tokens
      .slice(s.start, s.end)
      .map((t) => t.raw)
      .join(' '),
  };
}

function sameRef(a: TimeRef | undefined, b: TimeRef | undefined): boolean {
  return sameValue(a, b);
}

/** Cue matches of one option value's phrases within [from, to), as token index lists. */
function cueMatches(scan: Scan, phrases: ReaderOption['values'][number]['when'], from: number, to: number): number[][] {
  const out: number[][] = [];
  for (const p of phrases) {
    for (let k = from; k < to; k++) {
      const n = phraseAt(scan.tokens, k, p, false);
      if (n > 0 && k + n <= to) out.push(range(k, k + n));
    }
  }
  return out;
}

/** Purposes: "for weekly context", "for synthesis" — from the nearest "for"/"as" to the purpose noun. */
function purposeTokens(scan: Scan, p: PartRange, view: CatalogueView): Set<number> {
  const out = new Set<number>();
  for (let i = p.start; i < p.end; i++) {
    // A purpose word inside a time is the time's ("for the week being reviewed"), not a purpose.
    if (!isIn(view.vocab.purposes, scan.tokens[i]!) || spanAt(scan.times, i)) continue;
    for (let k = i - 1; k >= p.start && i - k <= 5; k--) {
      const w = scan.tokens[k]!.norm;
      if (w === 'for' || w === 'as' || w === 'to') {
        for (let j = k; j <= i; j++) out.add(j);
        break;
      }
      if (scan.tokens[k]!.kind === 'punct') break;
    }
  }
  return out;
}

/** Remarks: a parenthesis opening with a modal or "optional", a condition ("if available") to the end of its clause. */
function remarkTokens(scan: Scan, p: PartRange): Set<number> {
  const out = new Set<number>();
  const t = scan.tokens;
  for (let i = p.start; i < p.end; i++) {
    const w = t[i]!.norm;
    let from = -1;
    if (w === '(' && i + 1 < p.end && (MODALS.has(t[i + 1]!.norm) || CONDITIONS.has(t[i + 1]!.norm) || ASIDE_OPENERS.has(t[i + 1]!.norm)))
      from = i;
    else if (CONDITIONS.has(w) || (w === 'when' && REMARK_AFTER_WHEN.has(t[i + 1]?.norm ?? ''))) from = i;
    else if (w === 'in' && t[i + 1]?.norm === 'case') from = i;
    // "so I don't duplicate what's there", "so that…": a purpose clause, not a thing to gather.
    else if (w === 'so' && (SUBJECTS.has(t[i + 1]?.norm ?? '') || t[i + 1]?.norm === 'that')) from = i;
    if (from === -1) continue;
    let k = from;
    const inParen = t[from]!.norm === '(';
    for (; k < p.end; k++) {
      out.add(k);
      if (inParen && t[k]!.norm === ')') break;
      if (!inParen && k > from && CLAUSE_ENDS.has(t[k]!.norm)) {
        out.delete(k);
        break;
      }
    }
    i = k;
  }
  return out;
}

/** Words that introduce a captured value: "tagged #idea", "mentioning Tom", "about Apollo". */
const INTRODUCERS: Record<'tag' | 'name' | 'folder', ReadonlySet<string>> = {
  tag: new Set(['tagged', 'tag', 'tags', 'labelled', 'labeled', 'label', 'with']),
  name: new Set([
    'mentioning',
    'mention',
    'mentions',
    'mentioned',
    'about',
    'regarding',
    'concerning',
    'on',
    'with',
    'referencing',
    'featuring',
    'involving',
    'naming',
    'of',
    'by',
    'for',
  ]),
  folder: new Set(['in', 'under', 'from', 'inside']),
};

/** A word right before a topic (past "the", "my"…): "related *to* compost", "notes *mentioning* the garden". */
function introduces(norm: string): boolean {
  return INTRODUCERS.name.has(norm) || LINKERS.has(norm) || norm === 'to';
}

/** A topic is first a name: a [[link]], a "quote", capitalised words. */
function namesOnly(option: ReaderOption): boolean {
  return option.capture === 'name' || option.capture === 'topic';
}

/** Values taken from the text for a capture option: #tags, [[links]], "quotes", capitalised names, folders. */
function captures(
  scan: Scan,
  p: PartRange,
  option: ReaderOption,
  skip: Set<number>,
  negation: number,
): { values: string[]; tokens: number[] } {
  const values: string[] = [];
  const tokens: number[] = [];
  const t = scan.tokens;
  // The word right before a captured value (and "the") says what kind of value it is: it is part of the capture.
  const withIntroducer = (first: number, kind: 'tag' | 'name' | 'folder') => {
    let k = first - 1;
    if (k >= p.start && t[k]!.norm === 'the') k--;
    if (k >= p.start && INTRODUCERS[kind].has(t[k]!.norm)) for (let j = k; j < first; j++) tokens.push(j);
  };
  // Nothing after a negation: "tagged #idea but not #done" does not want #done (it stays unexplained).
  for (let i = p.start; i < Math.min(p.end, negation); i++) {
    if (skip.has(i) || spanAt(scan.times, i)) continue;
    const tok = t[i]!;
    // A name of the catalogue is not a captured value, except the folder a "folder" names ("the Projects folder").
    if (spanAt(scan.names, i) && !(option.capture === 'folder' && FOLDER_WORDS.has(t[i + 1]?.norm ?? ''))) continue;
    if (option.capture === 'tag' && tok.kind === 'tag') {
      values.push(tok.norm);
      tokens.push(i);
      withIntroducer(i, 'tag');
    } else if (
      option.capture === 'tag' &&
      (tok.norm === 'tagged' || tok.norm === 'tag') &&
      t[i + 1] &&
      t[i + 1]!.kind === 'word' &&
      !isGrammarWord(t[i + 1]!.norm)
    ) {
      values.push(t[i + 1]!.norm);
      tokens.push(i, i + 1);
      i++;
    } else if (namesOnly(option) && (tok.kind === 'link' || tok.kind === 'quote')) {
      values.push(
        tok.kind === 'quote'
          ? tok.raw.slice(1, -1)
          : tok.raw
              .replace(/^!?\[\[|\]\]$/g, '')
              .split(/\\?\|/)[0]!
              .split('#')[0]!
              .trim(),
      );
      tokens.push(i);
      withIntroducer(i, 'name');
    } else if (namesOnly(option) && tok.kind === 'word' && tok.capital && i > 0 && !isGrammarWord(tok.norm)) {
      let k = i;
      while (k + 1 < p.end && t[k + 1]!.kind === 'word' && t[k + 1]!.capital && !spanAt(scan.names, k + 1) && !spanAt(scan.times, k + 1))
        k++;
      values.push(
        t
          .slice(i, k + 1)
          .map((x) => x.raw)
          .join(' '),
      );
      tokens.push(...range(i, k + 1));
      withIntroducer(i, 'name');
      i = k;
    } else if (option.capture === 'folder' && FOLDER_WORDS.has(t[i + 1]?.norm ?? '') && !skip.has(i + 1)) {
      // "the Inbox folder", "the 'Reading list' folder", "the Weekly Reviews folder": the word before "folder" names
      // it, with the capitalised words before that.
      i++;
      const before = t[i - 1];
      if (
        before &&
        (before.kind === 'quote' || before.capital || before.kind === 'word' || before.kind === 'number') &&
        !isGrammarWord(before.norm)
      ) {
        // …and a path written with slashes: "the Therapy/Clients folder".
        let from = i - 1;
        const wordAt = (k: number) =>
          k >= p.start && (t[k]!.kind === 'word' || t[k]!.kind === 'number') && !isGrammarWord(t[k]!.norm) && !skip.has(k);
        for (;;) {
          if (before.kind === 'quote') break;
          if (t[from - 1]?.norm === '/' && wordAt(from - 2)) from -= 2;
          else if (before.capital && wordAt(from - 1) && t[from - 1]!.capital) from--;
          else break;
        }
        const name = t
          .slice(from, i)
          .map((x, k, all) => (k > 0 && x.norm !== '/' && all[k - 1]!.norm !== '/' ? ` ${x.raw}` : x.raw))
          .join('');
        values.push(before.kind === 'quote' ? before.raw.slice(1, -1) : name);
        tokens.push(...range(from, i + 1));
        withIntroducer(from, 'folder');
      }
    }
  }
  return { values, tokens };
}

/** Time: the first span with a ref is the part's; "workdays" adds to it; a second, different one is unexplained. */
function partTime(scan: Scan, p: Part, quiet: ReadonlySet<number>, negated: (i: number) => boolean): void {
  let workdays = false;
  let first: TimeSpan | undefined;
  for (const s of scan.times) {
    if (s.start < p.start || s.end > p.end || quiet.has(s.start)) continue;
    const own = range(s.start, s.end);
    // "…, not the weekend": a time after a negation is one the need does not want; said, never gathered.
    if (negated(s.start)) {
      for (const i of own) p.unexplained.add(i);
      continue;
    }
    if (s.workdays) workdays = true;
    if (s.ref) {
      if (!first) first = s;
      else if (!sameRef(first.ref, s.ref)) {
        for (const i of own) p.unexplained.add(i);
        continue;
      }
      p.timeTokens.push(...own);
    }
    for (const i of own) p.used.add(i);
  }
  if (first || workdays) {
    const t: NeedTime = first ? needTime(scan, first, workdays) : { ref: undefined, workdaysOnly: true, words: 'workdays' };
    p.time = t;
    const headStart = Math.min(...(p.head!.tokens.length ? p.head!.tokens : [p.start]));
    if (first && first.start < headStart) p.leadingTime = t;
    if (first && first.start >= p.zoneEnd) p.trailingTime = t;
  }
}

/** The words no pass took: grammar, ignorable and container words are accounted for; the rest is unexplained. */
function leftoverWords(scan: Scan, p: Part, view: CatalogueView, head: ReaderEntry | undefined, headTokens: ReadonlySet<number>): void {
  for (let i = p.start; i < p.end; i++) {
    if (p.used.has(i) || p.unexplained.has(i)) continue;
    const t = scan.tokens[i]!;
    const next = scan.tokens[i + 1];
    // A container word ("reading", "info") says nothing on its own, but in front of the head's name it narrows it:
    // "*Reading* notes tagged #thesis" are not all the notes tagged #thesis.
    const narrows = isIn(view.vocab.containers, t) && !isGrammarWord(t.norm) && next !== undefined && headTokens.has(i + 1);
    if (!narrows && (t.kind === 'punct' || isGrammarWord(t.norm) || isIn(view.vocab.ignore, t) || isIn(view.vocab.containers, t))) {
      p.used.add(i);
      continue;
    }
    if (EARLIER.has(t.norm) && next && isIn(view.vocab.containers, next)) {
      p.used.add(i);
      continue;
    }
    // "Week.md with the week's goals": a noun after a time that, with the time's period, names the head again.
    const time = spanAt(scan.times, i - 1);
    const adjective = time && time.end === i ? periodWord(time) : undefined;
    if (head && adjective && nameOf([syntheticWord(adjective), t], view) === head) {
      p.used.add(i);
      continue;
    }
    // "Monthly To Do: tasks … due this month": a period adjective that says the part's own time again.
    const own = p.time ? periodWord(p.time) : undefined;
    if (head && own && (t.forms.includes(own) || (view.vocab.memberOf.get(t.norm) ?? []).includes(own))) {
      p.used.add(i);
      continue;
    }
    // Time words of a part with no thing are not the problem, unless they are all it says ("…, and tomorrow");
    // read.ts says them too when another part is gathered without them.
    if (!head && spanAt(scan.times, i) && !onlyTime(scan, p.start, p.end)) continue;
    p.unexplained.add(i);
  }
}

/** Words said, not taken, though grammar or ignorable elsewhere: "the one before it", a narrowing no option applies. */
function sayUnnamed(scan: Scan, p: Part, head: ReaderEntry | undefined): void {
  // "…, and the one before it as well": "the one" stands for a thing without naming it, and asks for something the
  // rules cannot tell (which one?); said, not taken as grammar.
  for (let i = p.start + 1; i < p.end; i++) {
    if (/^ones?$/.test(scan.tokens[i]!.norm) && STANDS_FOR.has(scan.tokens[i - 1]!.norm) && !spanAt(scan.times, i)) {
      for (const k of [i - 1, i]) {
        p.used.delete(k);
        p.unexplained.add(k);
      }
    }
  }

  // "My work calendar": a word that narrows the thing where no option can is the problem, though it says nothing
  // elsewhere ("work" is an ignorable word).
  for (const m of head ? cueMatches(scan, head.narrowing, p.start, p.end) : []) {
    if (m.some((i) => spanAt(scan.times, i))) continue; // "work days" is a time, not a work calendar
    for (const i of m) {
      p.used.delete(i);
      p.unexplained.add(i);
    }
  }
}

/**
 * A topic capture takes the words nothing else explained, in runs, after the thing and a word that introduces them:
 * they are what a search looks for ("documents related to compost", "notes mentioning the garden"). Not a word stuck
 * to the thing's name ("my browser search history" is no search for "browser history"), not when a thing of the
 * catalogue in the qualifier is left unexplained (that is the problem to report), and never after a negation (a
 * search cannot leave a word out).
 */
function takeTopic(scan: Scan, p: Part, head: ReaderEntry | undefined, negation: number, chosen: Map<string, Set<string>>): void {
  const topic = head?.options.find((o) => o.capture === 'topic');
  const headEnd = Math.max(p.start - 1, ...(p.head?.tokens ?? [])) + 1;
  const strandedName = [...p.unexplained].some((i) => spanAt(scan.names, i));
  if (topic && !strandedName) {
    const runs: number[][] = [];
    for (const i of [...p.unexplained].sort((a, b) => a - b)) {
      const t = scan.tokens[i]!;
      if ((t.kind !== 'word' && t.kind !== 'number') || NEGATIONS.has(t.norm) || negation < i || i < headEnd) continue;
      let k = i - 1;
      while (k >= p.start && DETERMINERS.has(scan.tokens[k]!.norm)) k--;
      // A run goes on past "and", "or" or a comma: "for compost and worms" is two topics.
      const lastEnd = runs.at(-1)?.at(-1);
      const continues = lastEnd === i - 1 || (lastEnd === k - 1 && /^(and|or|,)$/.test(scan.tokens[k]!.norm));
      if (!continues && (k < Math.max(p.start, headEnd - 1) || !introduces(scan.tokens[k]!.norm))) continue;
      const last = runs[runs.length - 1];
      if (last && last[last.length - 1] === i - 1) last.push(i);
      else runs.push([i]);
    }
    if (runs.length) {
      const set = chosen.get(topic.param) ?? new Set<string>();
      for (const run of runs) {
        set.add(run.map((i) => scan.tokens[i]!.raw).join(' '));
        for (const i of run) {
          p.unexplained.delete(i);
          p.used.add(i);
        }
      }
      chosen.set(topic.param, set);
    }
  }
}

/** What the cues of one part are read against: its words, its negation, its head's name. */
interface CueContext {
  scan: Scan;
  quiet: ReadonlySet<number>;
  start: number;
  end: number;
  negated: (i: number) => boolean;
  headTokens: ReadonlySet<number>;
  headModifier: (m: readonly number[]) => boolean;
  head: ReaderEntry | undefined;
  widening: boolean;
  /** Defaults a negated cue excludes ("projects that are not active"), collected as they are met. */
  excluded: NonNullable<Part['negatedDefault']>[];
}

type CueApplier = (
  entry: ReaderEntry,
  from: number,
  to: number,
  into: Map<string, Set<string>>,
  usedOut: Set<number>,
  skip?: ReadonlySet<number>,
  unless?: readonly [number, number],
) => void;

/**
 * The option values an entry's cue words choose in [from, to), into `into`, their words into `usedOut`. `skip`:
 * tokens that say why or under what condition, and [from, to) the words whose "unless" counts: this part's own, or
 * another part's qualifier tried on this part (sharedCues).
 */
function cueApplier(c: CueContext): CueApplier {
  return (entry, from, to, into, usedOut, skip = c.quiet, unless = [c.start, c.end]) => {
    for (const option of entry.options) {
      if (option.capture) continue;
      const all = option.values.map((v) => cueMatches(c.scan, v.when, from, to));
      // A cue inside a longer cue of another value is that value's word: "over *due*", "past *due*" are overdue.
      const inside = (m: number[], k: number) =>
        all.some((ms, j) => j !== k && ms.some((o) => o.length > m.length && o[0]! <= m[0]! && m[m.length - 1]! <= o[o.length - 1]!));
      for (const [k, v] of option.values.entries()) {
        // An "unless" word the need negates, or says in a remark, does not block ("people I'm meeting, except 1:1s").
        const blocked = v.unless.some((u) =>
          cueMatches(c.scan, [u], unless[0], unless[1]).some((m) => !c.negated(m[0]!) && !m.some((i) => skip.has(i))),
        );
        for (const m of all[k]!.filter((x) => !inside(x, k))) {
          if (m.some((i) => skip.has(i)) || (m.some((i) => c.headTokens.has(i)) && !c.headModifier(m))) continue;
          // (Another part's qualifier tried here lies past this part's end: only a negation in this part counts.)
          if (c.negated(m[0]!)) {
            // "projects not mentioned": never read as mentioned. "Projects that are not active": the default would
            // gather exactly what is excluded, so the part gathers nothing (read.ts says why) — unless the words chose
            // another value ("people I'm meeting, except 1:1s": attendees).
            if (entry === c.head && !c.widening && option.default.includes(v.value))
              c.excluded.push({ option: option.param, value: v.value });
            continue;
          }
          for (const i of m) usedOut.add(i);
          if (!blocked) {
            const set = into.get(option.param) ?? new Set();
            set.add(v.value);
            into.set(option.param, set);
          }
        }
      }
    }
  };
}

const TERM_MARKERS = new Set(['category', 'categories', 'type', 'tag', 'property', 'note']);

/** Captured values (folders first), a vault term's values, and the names in qualifiers the head takes. */
function takeQualifiers(
  scan: Scan,
  p: Part,
  head: ReaderEntry,
  quiet: ReadonlySet<number>,
  negation: number,
  chosen: Map<string, Set<string>>,
  applyCues: (entry: ReaderEntry, from: number, to: number, into: Map<string, Set<string>>, usedOut: Set<number>) => void,
): void {
  // Folders first: "the Inbox folder" is a folder, not a name; a word one option captured no other takes.
  const captured = new Set(quiet);
  for (const option of [...head.options].sort((a, b) => Number(b.capture === 'folder') - Number(a.capture === 'folder'))) {
    if (!option.capture) continue;
    const got = captures(scan, p, option, captured, negation);
    if (got.values.length) chosen.set(option.param, new Set(got.values));
    for (const i of got.tokens) {
      p.used.add(i);
      captured.add(i);
    }
  }
  // A name may carry option values: a vault's own term ("my Reading List": folder=Reading List), a count said in it
  // ("the previous two one-on-ones"): names.ts. The head's own name, also after a container ("Notes from …").
  const term = scan.names.find((n) => n.options && n.entry === head && p.head!.tokens.includes(n.start));
  for (const [param, values] of Object.entries(term?.options ?? {})) chosen.set(param, new Set([...(chosen.get(param) ?? []), ...values]));
  // "the Quotes *category*", "the rating *property*": the word that says what kind of term it is.
  for (const n of scan.names)
    if (n.options && n.start >= p.start && n.end < p.end && TERM_MARKERS.has(scan.tokens[n.end]!.norm)) p.used.add(n.end);
  // Names in qualifiers: the head's own (apposition), its option words, or a source an option depends on.
  for (const name of scan.names) {
    if (name.start < p.start || name.end > p.end || p.head!.tokens.includes(name.start)) continue;
    // Another of the vault's terms for the same query narrows it: "Book notes with a *rating*" (category and property).
    if (name.options && name.entry === head) {
      for (const [param, values] of Object.entries(name.options)) chosen.set(param, new Set([...(chosen.get(param) ?? []), ...values]));
      for (let i = name.start; i < name.end; i++) p.used.add(i);
      continue;
    }
    if (range(name.start, name.end).every((i) => p.used.has(i)) || licenses(head, name, scan)) {
      for (let i = name.start; i < name.end; i++) p.used.add(i);
      // The qualifier name's own option words ("my *active* projects", "the people *I'm seeing*") describe it.
      applyCues(name.entry, Math.max(p.start, name.start - 2), p.end, new Map(), p.used);
    }
  }
}

/**
 * Where the part's negation is, where its clause ends, and whether it widens ("not just") rather than excludes. Not a
 * negation: "whether or not" (a remark: english.ts CONDITIONS), a leading "besides" (in addition). "Not just / not
 * only" is one, but it asks for more than the words after it, not for less: those words are not applied, and nothing
 * is excluded. A negation reaches to the end of its clause: "projects that aren't finished, due this month" still
 * wants due.
 */
function negationOf(scan: Scan, p: PartRange, quiet: ReadonlySet<number>): { negation: number; negationEnd: number; widening: boolean } {
  const t = scan.tokens;
  const negates = (i: number) =>
    NEGATIONS.has(t[i]!.norm) &&
    !quiet.has(i) &&
    !(t[i]!.norm === 'not' && t[i - 1]?.norm === 'or') &&
    !(t[i]!.norm === 'besides' && i === p.start);
  let negation = p.end;
  for (let i = p.start; i < p.end; i++)
    if (negates(i)) {
      negation = i;
      break;
    }
  let negationEnd = p.end;
  for (let i = negation + 1; i < p.end; i++)
    if (CLAUSE_ENDS.has(t[i]!.norm) && t[i]!.norm !== ')') {
      negationEnd = i;
      break;
    }
  return { negation, negationEnd, widening: NOT_EXCLUDING.has(t[negation + 1]?.norm ?? '') };
}

/**
 * A cue that overlaps the head's name is one of its option words only as a modifier in front of a name that still
 * names the head without it: "*completed* tasks" are done tasks; "*Over Due* tasks" (the name is "due tasks") are
 * overdue ones; "person *notes*" is not "mentions".
 */
function modifiesHead(scan: Scan, view: CatalogueView, head: ReaderEntry, name: readonly number[], m: readonly number[]): boolean {
  const inName = m.filter((i) => name.includes(i));
  if (inName.length === 0 || m.some((i) => !name.includes(i) && i > name[0]!) || Math.max(...m) >= name[name.length - 1]!) return false;
  if (!name.every((v, k) => k === 0 || v === name[k - 1]! + 1)) return false; // "notes on everyone" is no compound
  const rest = name.filter((i) => !m.includes(i)).map((i) => scan.tokens[i]!);
  return nameOf(rest, view) === head;
}

/** A new part over a range: the range splitParts made stays as it was. */
function freshPart(range0: PartRange, scan: Scan): Part {
  const p = { ...range0 } as Part;
  p.options = {};
  p.time = undefined;
  p.timeTokens = [];
  p.leadingTime = undefined;
  p.trailingTime = undefined;
  p.used = new Set();
  p.unexplained = new Set();
  p.startsWithDeterminer = DETERMINERS.has(scan.tokens[p.start]?.norm ?? '');
  p.negatedDefault = undefined;
  return p;
}

export function partAccount(range0: PartRange, scan: Scan, view: CatalogueView): Part {
  const p = freshPart(range0, scan);
  const chosen = new Map<string, Set<string>>();

  const purposes = purposeTokens(scan, p, view);
  const remarks = remarkTokens(scan, p);
  // What the need looks for in the notes ("*Habits* tracked in…") says what to read, not what to gather.
  const quiet = new Set([...purposes, ...remarks, ...(p.head?.aspect ?? [])]);
  const { negation, negationEnd, widening } = negationOf(scan, p, quiet);
  const negated = (i: number) => i > negation && i < negationEnd;
  // "…, excluding daily notes": a thing named after a negation is what the need does not want — no ask for it; a
  // thing named before it is ("Projects but not tasks").
  if (p.head && p.head.tokens.length > 0 && negated(Math.min(...p.head.tokens))) {
    const before = scan.names.filter((n) => n.start >= p.start && n.end <= negation).at(-1);
    p.head = before ? { entry: before.entry, tokens: range(before.start, before.end), via: 'name' } : undefined;
  }
  const head: ReaderEntry | undefined = p.head?.entry;
  // The words that name the head are its name, never one of its option words ("person *notes*" is not "mentions"),
  // except a modifier in front of a name that still names the head without it: "*completed* tasks" are done tasks.
  const headTokens = new Set(p.head?.tokens ?? []);
  const excludedDefaults: NonNullable<Part['negatedDefault']>[] = [];
  const headModifier = (m: readonly number[]): boolean => head !== undefined && modifiesHead(scan, view, head, p.head!.tokens, m);
  for (const i of quiet) p.used.add(i);
  for (const i of p.head?.tokens ?? []) p.used.add(i);

  const applyCues = cueApplier({
    scan,
    quiet,
    start: p.start,
    end: p.end,
    negated,
    headTokens,
    headModifier,
    head,
    widening,
    excluded: excludedDefaults,
  });

  if (head) {
    applyCues(head, p.start, p.end, chosen, p.used);
    takeQualifiers(scan, p, head, quiet, negation, chosen, applyCues);
    partTime(scan, p, quiet, negated);
  }

  leftoverWords(scan, p, view, head, headTokens);
  sayUnnamed(scan, p, head);

  takeTopic(scan, p, head, negation, chosen);

  if (head) {
    for (const option of head.options) {
      const got = chosen.get(option.param);
      p.options[option.param] = got?.size ? [...got] : [...option.default];
    }
  }

  p.negatedDefault = excludedDefaults.find((x) => !chosen.has(x.option));
  p.quiet = quiet;
  p.negated = negation < p.end;
  p.bare =
    head !== undefined &&
    !p.time &&
    chosen.size === 0 &&
    p.unexplained.size === 0 &&
    range(p.start, p.end).every(
      (i) => p.head!.tokens.includes(i) || scan.tokens[i]!.kind === 'punct' || isGrammarWord(scan.tokens[i]!.norm),
    );
  p.sharedCues = (from: number, to: number, skip: ReadonlySet<number>) => {
    const usedHere = new Set<number>();
    if (!head) return usedHere;
    const extra = new Map<string, Set<string>>();
    applyCues(head, from, to, extra, usedHere, skip, [from, to]);
    for (const [param, values] of extra) {
      const option = head.options.find((o) => o.param === param)!;
      const current = new Set([...(chosen.get(param) ?? []), ...values]);
      chosen.set(param, current);
      p.options[param] = [...current].length ? [...current] : [...option.default];
    }
    return usedHere;
  };
  p.usedWords = () =>
    [...p.used]
      .sort((a, b) => a - b)
      .map((i) => scan.tokens[i]!)
      .filter((t) => t.kind !== 'punct' && !isGrammarWord(t.norm))
      .map((t) => t.raw);
  return p;
}
