/**
 * Splitting a need into the things it lists, and finding each part's head (the thing it names). Pure.
 *
 * A conjunction or comma splits when what follows starts with the name of a thing, unless the first part's head
 * takes that thing as a qualifier (an option word or a source it depends on): "Calendar events and people files"
 * splits, "documents related to meetings and projects" does not.
 */
import { entryFor, type CatalogueView } from './catalogue-view.js';
import {
  AUXILIARIES,
  CONJUNCTION_PHRASES,
  CONJUNCTIONS,
  DETERMINERS,
  EARLIER,
  isGrammarWord,
  LINKERS,
  NEGATIONS,
  startsQualifier,
  SUBJECTS,
} from './english.js';
import { bareNotesHead, glossHead, headingAspect, impliedHead, locatedHead, ownedByOthers, periodObjectHead } from './heads.js';
import { nameOf } from './names.js';
import { cueAt, isContiguous, licenses, periodWord, range, spanAt, syntheticWord } from './spans.js';
import type { Head, PartRange, Scan } from './types.js';
import type { Token } from './tokenize.js';
import { isIn } from './vocabulary.js';

export { licenses, periodWord, range, spanAt, syntheticWord } from './spans.js';

export type { PartRange } from './types.js';

const BREAKS = new Set([',', '(', ';', ':', '-', '—', '–', ')', '?', '.']);
/** A sentence ends a part as a semicolon does: "What were their goals? Did they meet them?" */
const SENTENCE_ENDS = new Set(['?', '.']);
const ABOUT = new Set(['about', 'regarding', 'concerning']);
/** Where a thing is kept: "on my calendar", "in the Revision folder", "from my journal". */
const LOCATIVE = new Set(['on', 'in', 'from', 'inside', 'within']);
const WHO = new Set(['who', 'whom', 'whoever']);
const RELATIVE_THAT = new Set(['that', 'which']);

function isParticiple(t: Token): boolean {
  return /(ed|ing|en)$/.test(t.norm) && t.forms.length > 1 && !t.nounForms.includes(t.forms[t.forms.length - 1]!);
}

/** Where the head zone ends: the first qualifier word, break or participle after the start. */
function zoneEndOf(scan: Scan, start: number, end: number, view: CatalogueView): number {
  for (let i = start + 1; i < end; i++) {
    // A name with a qualifier word in it ("notes related to", "notes that mention") ends the zone with it.
    const before = spanAt(scan.names, i - 1);
    if (before && before.end === i && range(before.start + 1, before.end).some((k) => startsQualifier(scan.tokens[k]!.norm))) return i;
    if (spanAt(scan.names, i) || spanAt(scan.times, i)) {
      // A time before the thing belongs to the zone ("yesterday's note", "my Q1 objectives"); a later one starts a
      // qualifier ("meetings tomorrow").
      const time = spanAt(scan.times, i);
      if (time && time.start === i && !scan.tokens[time.end - 1]!.possessive && !modifies(scan, time.end)) return i;
      continue;
    }
    const t = scan.tokens[i]!;
    if (t.kind === 'punct' && BREAKS.has(t.norm)) return i;
    if (startsQualifier(t.norm)) return i;
    const prev = scan.tokens[i - 1]!;
    if (isParticiple(t) && (spanAt(scan.names, i - 1) || isIn(view.vocab.containers, prev))) return i;
  }
  return end;
}

/** Whether the word at k is a noun a time before it can modify (not a qualifier, grammar word or break). */
function modifies(scan: Scan, k: number): boolean {
  const t = scan.tokens[k];
  return t !== undefined && t.kind === 'word' && !isGrammarWord(t.norm) && !spanAt(scan.times, k);
}

/** Words in the zone that are neither grammar, ignorable, containers nor time: a noun we do not know. */
function unknownIn(scan: Scan, from: number, to: number, view: CatalogueView): number[] {
  const out: number[] = [];
  for (let i = from; i < to; i++) {
    if (spanAt(scan.times, i) || spanAt(scan.names, i)) continue;
    const t = scan.tokens[i]!;
    if (t.kind === 'punct' || isGrammarWord(t.norm) || isIn(view.vocab.ignore, t) || isIn(view.vocab.containers, t)) continue;
    if (EARLIER.has(t.norm) && scan.tokens[i + 1] && isIn(view.vocab.containers, scan.tokens[i + 1]!)) continue;
    out.push(i);
  }
  return out;
}

/**
 * A part with only a container word before its qualifier: "Notes about the people…", "Profiles of colleagues…",
 * "Anything related to today's meetings…", "Anything in my notes about the garden", "Notes where Marco is mentioned".
 */
function containerHead(
  scan: Scan,
  start: number,
  zoneEnd: number,
  end: number,
  view: CatalogueView,
): { head: Head | undefined; zoneEnd: number } | undefined {
  // "Notes about the people…", "Profiles of colleagues…", "Anything related to today's meetings…"
  const next = scan.names.find((n) => n.start >= zoneEnd && n.end <= end);
  if (next) {
    const between = scan.tokens.slice(zoneEnd, next.start);
    const related = between.some((t) => LINKERS.has(t.norm) || isIn(view.vocab.mentioning, t));
    const relatedEntry = entryFor(view, 'related-notes');
    if (related && relatedEntry) return { head: { entry: relatedEntry, tokens: [], via: 'container' }, zoneEnd };
    // The container words are part of the thing named ("Notes on everyone…" is people's notes, not a cue).
    const container = range(start, zoneEnd).filter((i) => !spanAt(scan.times, i) && isIn(view.vocab.containers, scan.tokens[i]!));
    // Only right after its preposition: "notes about the people…" are people's notes, "anything I wrote before
    // about the topics of my meetings" is a search.
    const direct = range(zoneEnd, next.start).every(
      (k) => isGrammarWord(scan.tokens[k]!.norm) || scan.tokens[k]!.kind === 'punct' || spanAt(scan.times, k),
    );
    const own =
      direct && container.length > 0 ? nameOf([...scan.tokens.slice(next.start, next.end), syntheticWord('note')], view) : undefined;
    if (own) return { head: { entry: own, tokens: [...container, ...range(next.start, next.end)], via: 'container' }, zoneEnd };
    if (relatedEntry && between.some((t) => ABOUT.has(t.norm)))
      return { head: { entry: relatedEntry, tokens: [], via: 'container' }, zoneEnd };
    return { head: { entry: next.entry, tokens: [...container, ...range(next.start, next.end)], via: 'container' }, zoneEnd };
  }
  // "Anything in my notes about the garden": notes about something the catalogue does not name are a search.
  const about = range(zoneEnd, end).some((k) => ABOUT.has(scan.tokens[k]!.norm) || isIn(view.vocab.mentioning, scan.tokens[k]!));
  const containers = range(start, zoneEnd).some((i) => isIn(view.vocab.containers, scan.tokens[i]!));
  const relatedEntry = entryFor(view, 'related-notes');
  // "Notes where Marco is mentioned": the notes mentioning him, as "notes mentioning Marco" would be.
  const mention = range(zoneEnd, end).find((k) => isIn(view.vocab.mentioning, scan.tokens[k]!));
  const mentionsEntry = mention === undefined ? undefined : entryFor(view, 'mentions');
  if (!next && containers && mentionsEntry) return { head: { entry: mentionsEntry, tokens: [mention!], via: 'container' }, zoneEnd };
  if (!next && about && containers && relatedEntry) return { head: { entry: relatedEntry, tokens: [], via: 'container' }, zoneEnd };
  return undefined;
}

function headOf(scan: Scan, start: number, end: number, view: CatalogueView): { head: Head | undefined; zoneEnd: number } {
  const zoneEnd = zoneEndOf(scan, start, end, view);
  const inZone = scan.names.filter((n) => n.start >= start && n.end <= zoneEnd);
  const last = inZone[inZone.length - 1];
  if (last) {
    const named: Head = { entry: last.entry, tokens: range(last.start, last.end), via: 'name' };
    const head = locatedHead(scan, start, zoneEnd, end, view, last.entry) ?? headingAspect(scan, named, end);
    return { head: ownedByOthers(scan, start, head) ? undefined : head, zoneEnd };
  }

  const glossed = glossHead(scan, start, end);
  if (glossed) return { head: glossed, zoneEnd };
  // "Who I'm meeting today": a part that starts with "who" is about people.
  if (WHO.has(scan.tokens[start]?.norm ?? '')) {
    const person = entryFor(view, 'person');
    if (person) return { head: { entry: person, tokens: [start], via: 'name' }, zoneEnd: Math.max(zoneEnd, start + 1) };
  }
  const unknown = unknownIn(scan, start, zoneEnd, view);
  const contained = unknown.length === 0 ? containerHead(scan, start, zoneEnd, end, view) : undefined;
  if (contained) return contained;
  // "Exam dates on my calendar", "Ideas from my journal": words no catalogue name covers, kept in a thing the need
  // names: that thing, with those words said (no option narrows it to them).
  if (unknown.length > 0) {
    const located = locatedHead(scan, start, zoneEnd, end, view, undefined);
    if (located) return { head: located, zoneEnd };
    const next = scan.names.find((n) => n.start >= zoneEnd && n.end <= end);
    const between = next ? range(zoneEnd, next.start).map((k) => scan.tokens[k]!) : [];
    // Not when the name is itself qualified by a word it does not know ("my contacts *app*" is not my contacts), nor
    // when every such word is one of the thing's own filters ("overdue items in my projects" may be tasks): then
    // nothing would be said.
    const stuck = next !== undefined && unknownIn(scan, next.end, Math.min(next.end + 1, end), view).length > 0;
    const filterWord = (i: number) => next?.entry.options.some((o) => o.values.some((v) => cueAt(scan, i, v)));
    if (
      next &&
      !stuck &&
      !unknown.every(filterWord) &&
      LOCATIVE.has(between[0]?.norm ?? '') &&
      between.every((t) => isGrammarWord(t.norm))
    ) {
      return { head: { entry: next.entry, tokens: range(next.start, next.end), via: 'name' }, zoneEnd: next.end };
    }
  }
  const words = range(start, zoneEnd).filter(
    (i) => !spanAt(scan.times, i) && !isGrammarWord(scan.tokens[i]!.norm) && scan.tokens[i]!.kind !== 'punct',
  );
  const onlyContainers = words.length > 0 && words.every((i) => isIn(view.vocab.containers, scan.tokens[i]!));
  // "Notes I edited this week", "notes that I have taken" are edited notes: a container, who did it, and a verb that
  // names a thing with it.
  const subjectAt = RELATIVE_THAT.has(scan.tokens[zoneEnd]?.norm ?? '') ? zoneEnd + 1 : zoneEnd;
  let verbAt = subjectAt + 1;
  while (verbAt < end && AUXILIARIES.has(scan.tokens[verbAt]!.norm)) verbAt++;
  if (onlyContainers && SUBJECTS.has(scan.tokens[subjectAt]?.norm ?? '') && verbAt < end) {
    const entry = nameOf([...words.map((i) => scan.tokens[i]!), scan.tokens[verbAt]!], view);
    if (entry) return { head: { entry, tokens: [...words, verbAt], via: 'name' }, zoneEnd: verbAt + 1 };
  }
  // "Goals I set for this week" → weekly goals; "The working note for the day" → daily working note. Not bare
  // notes someone did something to ("notes I created this week" are no weekly note).
  const time = scan.times.find((s) => s.start >= start && s.end <= end && s.ref);
  const adjective = periodWord(time);
  const acted =
    onlyContainers &&
    time !== undefined &&
    range(zoneEnd, time.start).some((i) => {
      const t = scan.tokens[i]!;
      return t.kind !== 'punct' && !isGrammarWord(t.norm);
    });
  if (adjective && words.length > 0 && isContiguous(words) && !acted) {
    const entry = nameOf([syntheticWord(adjective), ...words.map((i) => scan.tokens[i]!)], view);
    if (entry) return { head: { entry, tokens: [...words, ...range(time!.start, time!.end)], via: 'period' }, zoneEnd };
  }
  return { head: periodObjectHead(scan, start, end, view) ?? impliedHead(scan, start, end, view), zoneEnd };
}

const POINTING = new Set(['those', 'these', 'them', 'they']);

/**
 * "…in last week's daily notes, and those notes themselves": a last item that only points back at a thing named in
 * the qualifier before it asks for that thing too.
 */
function anaphoricPart(
  scan: Scan,
  leftStart: number,
  leftEnd: number,
  from: number,
  to: number,
  view: CatalogueView,
): PartRange | undefined {
  const words = scan.tokens.slice(from, to).filter((t) => t.kind !== 'punct');
  if (!words.some((t) => POINTING.has(t.norm))) return undefined;
  if (
    !words.every(
      (t) => POINTING.has(t.norm) || isGrammarWord(t.norm) || isIn(view.vocab.containers, t) || /^(themselves|too|also)$/.test(t.norm),
    )
  )
    return undefined;
  const left = headOf(scan, leftStart, leftEnd, view);
  const named = scan.names.filter((x) => x.start >= leftStart && x.end <= leftEnd && !(left.head?.tokens ?? []).includes(x.start));
  const last = named[named.length - 1];
  if (!left.head || !last) return undefined;
  return { start: from, end: to, zoneEnd: to, head: { entry: last.entry, tokens: range(from, to), via: 'anaphora' } };
}

/** The words of a bare list ("Year, quarter"), one group per item; none when it holds anything else. */
function listGroups(scan: Scan, start: number, end: number, view: CatalogueView): number[][] {
  const groups: number[][] = [[]];
  for (let i = start; i < end; i++) {
    const t = scan.tokens[i]!;
    if (t.norm === ',' || CONJUNCTIONS.has(t.norm)) {
      if (groups[groups.length - 1]!.length) groups.push([]);
      continue;
    }
    if (DETERMINERS.has(t.norm)) continue;
    if (unknownIn(scan, i, i + 1, view).length === 0 && !spanAt(scan.names, i)) return [];
    groups[groups.length - 1]!.push(i);
  }
  const out = groups.filter((g) => g.length > 0);
  return out.every(isContiguous) ? out : [];
}

/** The conjunction at i and how many tokens it takes (", and", "as well as"), or 0. */
function conjunctionAt(tokens: readonly Token[], i: number): number {
  const t = tokens[i]!;
  let n = 0;
  if (
    CONJUNCTIONS.has(t.norm) ||
    (t.kind === 'punct' && (t.norm === ',' || t.norm === ';' || t.norm === 'and' || SENTENCE_ENDS.has(t.norm)))
  )
    n = 1;
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
    // ", for reference", ", with their notes": a qualifier goes on, nothing new is listed.
    const after = scan.tokens[i + len];
    if (!after || (startsQualifier(after.norm) && !spanAt(scan.names, i + len))) continue;
    const referred = anaphoricPart(scan, start, i, i + len, n, view);
    if (referred) {
      parts.push({ start, end: i, ...headOf(scan, start, i, view) }, referred);
      start = n;
      break;
    }
    // "Daily notes for yesterday and today": a list of times at the end of the first thing asks for it at each.
    const before = spanAt(scan.times, i - 1);
    const after2 = spanAt(scan.times, i + len);
    // Not after a negation: "excluding Monday and Friday" excludes both.
    const negated = range(start, i).some((k) => NEGATIONS.has(scan.tokens[k]!.norm));
    if (parts.length === 0 && !negated && before?.end === i && after2?.start === i + len && onlyPunctAfter(scan, after2.end, n)) {
      const left = headOf(scan, start, i, view);
      if (left.head) {
        parts.push(
          { start, end: i, ...left },
          { start: i + len, end: n, zoneEnd: n, head: { entry: left.head.entry, tokens: [], via: 'borrowed' } },
        );
        start = n;
        break;
      }
    }
    // What follows must name a thing of its own, near its start (not only deep in a qualifier).
    const right = headOf(scan, i + len, n, view);
    if (!right.head || Math.min(...right.head.tokens.concat(right.zoneEnd)) >= right.zoneEnd) continue;
    const left = headOf(scan, start, i, view);
    const next = right.head.via === 'name' ? scan.names.find((x) => x.start === right.head!.tokens[0]) : undefined;
    // A clause of its own ("…, and preview the next day's schedule") is never a qualifier of the thing before.
    if (left.head && left.zoneEnd < i && next && licenses(left.head.entry, next, scan) && !scan.objects?.has(i + len)) continue;
    parts.push({ start, end: i, ...left });
    start = i + len;
    i = start - 1;
  }
  if (start < n) parts.push({ start, end: n, ...headOf(scan, start, n, view) });

  // "Month and year notes", "Year, quarter and month notes": words with no thing of their own borrow the noun of
  // the next part's name.
  for (let k = parts.length - 2; k >= 0; k--) {
    const p = parts[k]!;
    const next = parts.slice(k + 1).find((x) => x.head?.via === 'name')?.head;
    if (p.head || !next || next.tokens.length < 2) continue;
    const noun = next.tokens.slice(1).map((i) => scan.tokens[i]!);
    const groups = listGroups(scan, p.start, p.end, view);
    const heads = groups.map((g) => nameOf([...g.map((i) => scan.tokens[i]!), ...noun], view));
    if (groups.length === 0 || heads.some((h) => !h)) continue;
    parts.splice(
      k,
      1,
      ...groups.map((g, gi) => ({
        start: g[0]!,
        end: gi + 1 < groups.length ? groups[gi + 1]![0]! : p.end,
        zoneEnd: g[g.length - 1]! + 1,
        head: { entry: heads[gi]!, tokens: g, via: 'borrowed' as const },
      })),
    );
  }
  // "My calendar and notes and to-do lists": a listed "notes" alone is the notes of the time.
  for (const p of parts.length > 1 ? parts : []) {
    if (!p.head) p.head = bareNotesHead(scan, p.start, p.end, view);
  }
  // "Yesterday's and today's daily notes": a part that is only a time, before a part that starts with a time of
  // its own, asks for the same thing at its time.
  for (let k = parts.length - 2; k >= 0; k--) {
    const p = parts[k]!;
    const next = parts[k + 1]!;
    if (p.head || !next.head || spanAt(scan.times, next.start)?.start !== next.start || !onlyTime(scan, p.start, p.end)) continue;
    p.head = { entry: next.head.entry, tokens: [], via: 'borrowed' };
    p.zoneEnd = p.end;
  }
  return parts;
}

function onlyPunctAfter(scan: Scan, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (scan.tokens[i]!.kind !== 'punct') return false;
  return true;
}

/** True when the tokens from..to hold a time and nothing else but punctuation and determiners. */
export function onlyTime(scan: Scan, from: number, to: number): boolean {
  let time = false;
  for (let i = from; i < to; i++) {
    const t = scan.tokens[i]!;
    if (spanAt(scan.times, i)) time = true;
    else if (t.kind !== 'punct' && !DETERMINERS.has(t.norm)) return false;
  }
  return time;
}
