/**
 * Splitting a need into the things it lists, and finding each part's head (the thing it names). Pure.
 *
 * A conjunction or comma splits when what follows starts with the name of a thing, unless the first part's head
 * takes that thing as a qualifier (an option word or a source it depends on): "Calendar events and people files"
 * splits, "documents related to meetings and projects" does not.
 */
import type { CatalogueView, ReaderEntry } from './catalogue-view.js';
import { CONJUNCTION_PHRASES, CONJUNCTIONS, DETERMINERS, isGrammarWord, LINKERS, startsQualifier } from './english.js';
import { nameOf, type NameSpan } from './names.js';
import type { Scan } from './read.js';
import type { TimeSpan } from './time-words.js';
import { tokenize, type Token } from './tokenize.js';
import { isIn, phraseAt } from './vocabulary.js';

export interface Head {
  entry: ReaderEntry;
  /** The tokens that named it (a name span, or the words a rewrite used). */
  tokens: number[];
  /** How it was found: its name before any qualifier, a container's qualifier, or a time's period. */
  via: 'name' | 'container' | 'period' | 'borrowed';
}

export interface PartRange {
  start: number;
  end: number;
  zoneEnd: number;
  head: Head | undefined;
}

const PERIOD_ADJECTIVE: Record<string, string> = { week: 'weekly', month: 'monthly', quarter: 'quarterly', year: 'yearly' };
const BREAKS = new Set([',', '(', ';', ':', '-', '—', '–', ')']);
const ABOUT = new Set(['about', 'regarding', 'concerning', 'on']);

let synthetic: Map<string, Token> | undefined;
function word(text: string): Token {
  synthetic ??= new Map();
  let t = synthetic.get(text);
  if (!t) synthetic.set(text, (t = tokenize(text)[0]!));
  return t;
}

export function spanAt<T extends { start: number; end: number }>(spans: readonly T[], i: number): T | undefined {
  return spans.find((s) => s.start <= i && i < s.end);
}

function isParticiple(t: Token): boolean {
  return /(ed|ing|en)$/.test(t.norm) && t.forms.length > 1 && !t.nounForms.includes(t.forms[t.forms.length - 1]!);
}

/** Where the head zone ends: the first qualifier word, break or participle after the start. */
export function zoneEndOf(scan: Scan, start: number, end: number, view: CatalogueView): number {
  for (let i = start + 1; i < end; i++) {
    if (spanAt(scan.names, i) || spanAt(scan.times, i)) {
      // A time at the front belongs to the zone ("yesterday's note"); a later one starts a qualifier.
      const time = spanAt(scan.times, i);
      if (time && time.start === i && i > start && !scan.tokens[i]!.possessive && !scan.tokens[time.end - 1]!.possessive) return i;
      continue;
    }
    const t = scan.tokens[i]!;
    // A name that ends in a qualifier word ("notes related to") ends the zone with it.
    const before = spanAt(scan.names, i - 1);
    if (before && before.end === i && startsQualifier(scan.tokens[i - 1]!.norm)) return i;
    if (t.kind === 'punct' && BREAKS.has(t.norm)) return i;
    if (startsQualifier(t.norm)) return i;
    const prev = scan.tokens[i - 1]!;
    if (isParticiple(t) && (spanAt(scan.names, i - 1) || isIn(view.vocab.containers, prev))) return i;
  }
  return end;
}

/** Words in the zone that are neither grammar, ignorable, containers nor time: a noun we do not know. */
function unknownIn(scan: Scan, from: number, to: number, view: CatalogueView): number[] {
  const out: number[] = [];
  for (let i = from; i < to; i++) {
    if (spanAt(scan.times, i) || spanAt(scan.names, i)) continue;
    const t = scan.tokens[i]!;
    if (t.kind === 'punct' || isGrammarWord(t.norm) || isIn(view.vocab.ignore, t) || isIn(view.vocab.containers, t)) continue;
    out.push(i);
  }
  return out;
}

/** Whether the head's entry takes this name as a qualifier: an option word for it, or a source it depends on. */
export function licenses(head: ReaderEntry, name: NameSpan, scan: Scan): boolean {
  if (head === name.entry) return true;
  for (const option of head.options) {
    for (const v of option.values) {
      if (v.after && (v.after === `${name.entry.sub}#${name.entry.entry}` || v.after === name.entry.sub)) return true;
      for (const p of v.when) {
        for (let k = name.start; k < name.end; k++) if (phraseAt(scan.tokens, k, p, false) > 0) return true;
      }
    }
  }
  return false;
}

function periodWord(time: TimeSpan | undefined): string | undefined {
  const ref = time?.ref;
  if (!ref) return undefined;
  if (ref.kind === 'period') return PERIOD_ADJECTIVE[ref.period];
  if (ref.kind === 'day' || ref.kind === 'target') return 'daily';
  return undefined;
}

export function headOf(scan: Scan, start: number, end: number, view: CatalogueView): { head: Head | undefined; zoneEnd: number } {
  const zoneEnd = zoneEndOf(scan, start, end, view);
  const inZone = scan.names.filter((n) => n.start >= start && n.end <= zoneEnd);
  const last = inZone[inZone.length - 1];
  if (last) return { head: { entry: last.entry, tokens: range(last.start, last.end), via: 'name' }, zoneEnd };

  const unknown = unknownIn(scan, start, zoneEnd, view);
  if (unknown.length === 0) {
    // "Notes about the people…", "Profiles of colleagues…", "Anything related to today's meetings…"
    const next = scan.names.find((n) => n.start >= zoneEnd && n.end <= end);
    if (next) {
      const between = scan.tokens.slice(zoneEnd, next.start);
      const related = between.some((t) => LINKERS.has(t.norm));
      const relatedEntry = nameOf([word('related'), word('note')], view);
      if (related && relatedEntry) return { head: { entry: relatedEntry, tokens: [], via: 'container' }, zoneEnd };
      // The container words are part of the thing named ("Notes on everyone…" is people's notes, not a cue).
      const container = range(start, zoneEnd).filter((i) => !spanAt(scan.times, i) && isIn(view.vocab.containers, scan.tokens[i]!));
      const own = nameOf([...scan.tokens.slice(next.start, next.end), word('note')], view);
      if (own) return { head: { entry: own, tokens: [...container, ...range(next.start, next.end)], via: 'container' }, zoneEnd };
      if (relatedEntry && between.some((t) => ABOUT.has(t.norm))) return { head: { entry: relatedEntry, tokens: [], via: 'container' }, zoneEnd };
      return { head: { entry: next.entry, tokens: [...container, ...range(next.start, next.end)], via: 'container' }, zoneEnd };
    }
  }
  // "Goals I set for this week" → weekly goals; "The working note for the day" → daily working note.
  const time = scan.times.find((s) => s.start >= start && s.end <= end && s.ref);
  const adjective = periodWord(time);
  const words = range(start, zoneEnd).filter((i) => !spanAt(scan.times, i) && !isGrammarWord(scan.tokens[i]!.norm) && scan.tokens[i]!.kind !== 'punct');
  if (adjective && words.length > 0 && isContiguous(words)) {
    const entry = nameOf([word(adjective), ...words.map((i) => scan.tokens[i]!)], view);
    if (entry) return { head: { entry, tokens: [...words, ...range(time!.start, time!.end)], via: 'period' }, zoneEnd };
  }
  return { head: undefined, zoneEnd };
}

function isContiguous(idx: number[]): boolean {
  return idx.every((v, k) => k === 0 || v === idx[k - 1]! + 1);
}

export function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}

/** The conjunction at i and how many tokens it takes (", and", "as well as"), or 0. */
function conjunctionAt(tokens: readonly Token[], i: number): number {
  const t = tokens[i]!;
  let n = 0;
  if (CONJUNCTIONS.has(t.norm) || (t.kind === 'punct' && (t.norm === ',' || t.norm === ';' || t.norm === 'and'))) n = 1;
  else {
    for (const p of CONJUNCTION_PHRASES) {
      if (p.every((w, k) => tokens[i + k]?.norm === w)) n = Math.max(n, p.length);
    }
  }
  if (n === 0) return 0;
  // ", and", ", plus", "and also"
  const after = tokens[i + n];
  if (after && (CONJUNCTIONS.has(after.norm) || after.norm === 'also')) n++;
  return n;
}

/** The name a new noun phrase starts with at k, skipping determiners, ignorable words, adjectives and times. */
function nameStartingAt(scan: Scan, k: number): NameSpan | undefined {
  for (let skipped = 0; k < scan.tokens.length && skipped < 4; skipped++) {
    const name = scan.names.find((n) => n.start === k);
    if (name) return name;
    const time = scan.times.find((s) => s.start === k);
    if (time) { k = time.end; continue; }
    const t = scan.tokens[k]!;
    if (t.kind === 'punct' || startsQualifier(t.norm) || (isGrammarWord(t.norm) && !DETERMINERS.has(t.norm))) return undefined;
    k++;
  }
  return undefined;
}

export function splitParts(scan: Scan, view: CatalogueView): PartRange[] {
  const parts: PartRange[] = [];
  const n = scan.tokens.length;
  let start = 0;
  let depth = 0;
  for (let i = 0; i < n; i++) {
    const t = scan.tokens[i]!;
    if (t.norm === '(') depth++;
    if (t.norm === ')') depth = Math.max(0, depth - 1);
    if (depth > 0 || i === start || spanAt(scan.names, i) || spanAt(scan.times, i)) continue;
    const len = conjunctionAt(scan.tokens, i);
    if (len === 0) continue;
    const next = nameStartingAt(scan, i + len);
    if (!next) continue;
    const left = headOf(scan, start, i, view);
    if (left.head && left.zoneEnd < i && licenses(left.head.entry, next, scan)) continue;
    parts.push({ start, end: i, ...left });
    start = i + len;
    i = start - 1;
  }
  parts.push({ start, end: n, ...headOf(scan, start, n, view) });

  // "Month and year notes": a part with no thing of its own borrows the noun of the next part's name.
  for (let k = 0; k + 1 < parts.length; k++) {
    const p = parts[k]!;
    const next = parts[k + 1]!.head;
    if (p.head || !next || next.via !== 'name' || next.tokens.length < 2) continue;
    const own = unknownIn(scan, p.start, p.zoneEnd, view);
    if (own.length === 0 || !isContiguous(own)) continue;
    const entry = nameOf([...own.map((i) => scan.tokens[i]!), ...next.tokens.slice(1).map((i) => scan.tokens[i]!)], view);
    if (entry) p.head = { entry, tokens: own, via: 'borrowed' };
  }
  return parts;
}
