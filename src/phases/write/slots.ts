/**
 * Where an offline answer goes in a note: the note's own places for it (its frontmatter fields and its sections)
 * matched against the question's words. The rule (docs/writing-rituals.md, "Where offline answers go"):
 *
 * - a question the ritual names a place for ("→ energy:", "→ ## Focus", "→ Focus") goes there;
 * - otherwise a field or a section is the question's when every content word of its name is a content word of the
 *   question: "energy" in "How is your energy today…", "Meetings" in "Which meetings need preparation…". Content
 *   words are what is left after English grammar words (src/need/english.ts) and time words ("today", "week",
 *   weekday names: they say when, not what) are dropped, folded (case, accents) and made singular;
 * - of several, the one whose name comes first in the question wins; a place takes one answer, first come.
 *
 * Fields that say which period the note is about (date, day, week…) and when it was made are never a place for
 * an answer. Pure.
 */
import { isGrammarWord } from '../../need/english.js';
import { fencedLines } from '../../ritual/markdown.js';
import { fold, singular } from '../../text/words.js';

/** Words that say when, not what: a section called "Today" is not where "What is your intention for today?" goes. */
const TIME_WORDS = new Set([
  'today',
  'tonight',
  'tomorrow',
  'yesterday',
  'now',
  'day',
  'daily',
  'week',
  'weekly',
  'weekend',
  'month',
  'monthly',
  'quarter',
  'quarterly',
  'year',
  'yearly',
  'annual',
  'morning',
  'afternoon',
  'evening',
  'night',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]);

/** Fields that hold the note's period or its making, never an answer. */
export const PERIOD_FIELDS = new Set(['date', 'day', 'week', 'month', 'quarter', 'year', 'start', 'end', 'created', 'modified', 'updated']);

interface Field {
  key: string;
  /** Line index of the key, and one past its last continuation line. */
  line: number;
  end: number;
  /** The value as written on the key's line (may be empty when it continues below). */
  value: string;
}

interface Heading {
  level: number;
  title: string;
  line: number;
}

/** A note as lines (each keeping a '\r' it had), with its frontmatter fields and its headings. */
export interface Outline {
  lines: string[];
  /** Line index of the closing `---`, or -1 when the note has no frontmatter. */
  close: number;
  fields: Field[];
  headings: Heading[];
}

const ATX = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*\r?$/;

export function outline(text: string): Outline {
  const lines = text.split('\n');
  const bare = (i: number) => lines[i]!.replace(/\r$/, '');
  let close = -1;
  if (lines.length > 1 && bare(0).trimEnd() === '---') close = lines.findIndex((_, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(bare(i)));
  const fields: Field[] = [];
  for (let i = 1; i < close; ) {
    const m = /^([^\s:#-][^:]*?)[ \t]*:(?:[ \t]+(.*))?$/.exec(bare(i));
    let end = i + 1;
    while (m && end < close && /^([ \t]|-([ \t]|$)|$)/.test(bare(end))) end++;
    if (m) fields.push({ key: m[1]!, line: i, end, value: (m[2] ?? '').trim() });
    i = end;
  }
  const start = close + 1;
  const body = lines.slice(start).map((l) => l.replace(/\r$/, ''));
  const fenced = fencedLines(body);
  const headings: Heading[] = [];
  body.forEach((l, i) => {
    const m = fenced[i] ? null : ATX.exec(l);
    if (m) headings.push({ level: m[1]!.length, title: m[2]!.trim(), line: start + i });
  });
  return { lines, close, fields, headings };
}

/** The words of a question or a name that say what it is about. */
export function contentWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, '').replace(/'s$/, ''))
    .filter((w) => w.length > 1 && !isGrammarWord(w) && !TIME_WORDS.has(w))
    .map(singular);
}

export interface Slot {
  kind: 'field' | 'section';
  /** The field's key, or the heading's text. */
  name: string;
  words: string[];
}

/**
 * The places of a note an answer can go: its fields but the period ones, and its sections: the headings of the
 * note's section level (the shallowest level after a leading title), but `skip` (the ritual's own heading).
 */
export function slotsOf(note: Outline, skip: (title: string) => boolean): Slot[] {
  const fields = note.fields
    .filter((f) => !PERIOD_FIELDS.has(fold(f.key)))
    .map((f): Slot => ({ kind: 'field', name: f.key, words: contentWords(f.key) }));
  const level = sectionLevel(note);
  const sections = note.headings
    .filter((h) => h.level === level && !skip(h.title))
    .map((h): Slot => ({ kind: 'section', name: h.title, words: contentWords(h.title) }));
  return [...fields, ...sections];
}

/** The level of a note's sections: below a single leading H1 (its title), else the shallowest heading's. */
export function sectionLevel(note: Outline): number {
  const [first, ...rest] = note.headings;
  if (!first) return 2;
  if (first.level === 1 && !rest.some((h) => h.level === 1)) return Math.min(...rest.map((h) => h.level), 2);
  return Math.min(...note.headings.map((h) => h.level));
}

/** A place the ritual names: `energy:` a field, `## Focus` a section, a bare name a field if the note has one. */
export function namedSlot(into: string, slots: readonly Slot[]): Slot {
  const field = /^(.*?):$/.exec(into)?.[1]?.trim();
  const heading = /^#{1,6}\s+(.*)$/.exec(into)?.[1]?.trim();
  const name = field ?? heading ?? into;
  const same = (s: Slot) => fold(s.name) === fold(name);
  const found = slots.find(
    (s) => same(s) && (field !== undefined ? s.kind === 'field' : heading !== undefined ? s.kind === 'section' : true),
  );
  return found ?? { kind: field !== undefined ? 'field' : 'section', name, words: contentWords(name) };
}

/** The note's place for a question by its words, if any; `taken` places are passed over. */
export function matchSlot(question: string, slots: readonly Slot[], taken: ReadonlySet<string>): Slot | undefined {
  const words = contentWords(question);
  let best: Slot | undefined;
  let bestAt = Infinity;
  for (const s of slots) {
    if (taken.has(slotId(s)) || s.words.length === 0 || !s.words.every((w) => words.includes(w))) continue;
    const at = Math.min(...s.words.map((w) => words.indexOf(w)));
    if (at < bestAt) [best, bestAt] = [s, at];
  }
  return best;
}

export function slotId(s: Slot): string {
  return `${s.kind}:${fold(s.name)}`;
}
