/**
 * What a hit shows: the note's title and a one-line excerpt around its best matching line. Computed from the few hit
 * files that are shown, so the index never stores note texts.
 */
import { foldedText, termsWithOffsets } from './analyze.js';
import { noteTitle, scanNote } from './note.js';

const SNIPPET_MAX = 200;

export interface HitText {
  title: string;
  /** 1-based line of the excerpt; absent when no line contains a query word (e.g. a file-name match). */
  line?: number;
  snippet: string;
}

function matchesIn(line: string, terms: ReadonlySet<string>): number {
  const found = new Set<string>();
  for (const { term } of termsWithOffsets(line)) if (terms.has(term)) found.add(term);
  return found.size;
}

/** Offset in `line` of the first word that is a query term, or -1. */
function firstMatch(line: string, terms: ReadonlySet<string>): number {
  return termsWithOffsets(line).find((t) => terms.has(t.term))?.start ?? -1;
}

/** The line with whitespace collapsed, cut to at most `max` characters around the first query word. */
export function excerpt(line: string, terms: ReadonlySet<string>, max = SNIPPET_MAX): string {
  const flat = line.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const room = max - 2; // for the two ellipses
  const at = Math.max(0, firstMatch(flat, terms));
  let start = Math.max(0, Math.min(at - Math.floor(room / 3), flat.length - room));
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    if (space >= 0 && space < at) start = space + 1;
  }
  const end = Math.min(flat.length, start + room);
  return (start > 0 ? '…' : '') + flat.slice(start, end).trim() + (end < flat.length ? '…' : '');
}

/** A unit of a word in folded text: ASCII letters and digits, and what is left above ASCII (analyze.ts foldedText). */
const WORD_UNIT = 'a-z0-9\\u0080-\\uffff';

/**
 * Where a word whose index term is one of `terms` may stand in folded text (analyze.ts foldedText): the term, or its
 * plural (text/words.ts singular only drops "s", "es", or "ies" for "y"), as a whole word. Undefined when a term is
 * not ASCII (its word may be written in more ways than one pattern says).
 */
function termPattern(terms: ReadonlySet<string>): RegExp | undefined {
  const forms: string[] = [];
  for (const term of terms) {
    if (!/^[a-z0-9]+$/.test(term)) return undefined;
    forms.push(`${term}(?:e?s)?`);
    if (term.endsWith('y')) forms.push(`${term.slice(0, -1)}ies`);
  }
  return new RegExp(`(?<![${WORD_UNIT}])(?:${forms.join('|')})(?![${WORD_UNIT}])`);
}

/**
 * The note's lines that may hold a query term, by their folded text; undefined when every line may. Only those are
 * tokenised: most lines of a hit hold none (at 100,000 notes tokenising every line of the day's hits was ~15 ms, and
 * an ASCII-only check still let through every line with an accent, in the bench vault most of them).
 */
export function linesToRead(text: string, terms: ReadonlySet<string>): boolean[] | undefined {
  if (terms.size === 0) return [];
  const pattern = termPattern(terms);
  if (pattern === undefined) return undefined;
  // A fold never makes or removes a line break: the folded lines are the note's.
  return foldedText(text)
    .split('\n')
    .map((line) => pattern.test(line));
}

export function describeHit(text: string, relative: string, terms: ReadonlySet<string>): HitText {
  const title = noteTitle(scanNote(text), relative);
  const lines = text.split('\n');
  const read = linesToRead(text, terms);
  let best = -1;
  let bestCount = 0;
  for (let i = 0; i < lines.length; i++) {
    const count = read === undefined || read[i] === true ? matchesIn(lines[i]!, terms) : 0;
    if (count > bestCount) {
      best = i;
      bestCount = count;
    }
  }
  if (best >= 0) return { title, line: best + 1, snippet: excerpt(lines[best]!, terms) };
  // No line names a query word: show the first line of content instead, without a line number.
  let from = 0;
  if (lines[0]?.trim() === '---') from = lines.findIndex((l, i) => i > 0 && (l.trim() === '---' || l.trim() === '...')) + 1;
  const first = lines.slice(from).find((l) => l.trim() !== '') ?? '';
  return { title, snippet: excerpt(first, terms) };
}
