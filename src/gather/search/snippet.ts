/**
 * What a hit shows: the note's title and a one-line excerpt around its best matching line. Computed at query time
 * from the few hit files, so the index never stores note texts.
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

/**
 * What each query term's word must hold in the folded text (analyze.ts foldedText): the term less its last letter (the
 * plural rule, text/words.ts singular, only drops "s", "es" or "ies" for "y"). Undefined when a term is not ASCII.
 */
function asciiCues(terms: ReadonlySet<string>): string[] | undefined {
  const cues: string[] = [];
  for (const term of terms) {
    if (!/^[\x00-\x7f]+$/.test(term)) return undefined;
    cues.push(term.slice(0, -1));
  }
  return cues;
}

/**
 * Whether a line may hold a query term: a line whose folded text (analyze.ts foldedText) has none of the cues cannot,
 * and is not tokenised (most lines of a hit: at 100,000 notes tokenising every line of the day's hits was ~15 ms;
 * checking only the ASCII lines this way still tokenised every line with an accent, most of a note written in a
 * language other than English). Every line is tokenised when a term is not ASCII.
 */
function mayMatch(folded: string | undefined, cues: readonly string[] | undefined): boolean {
  if (cues === undefined || folded === undefined) return true;
  return cues.some((cue) => folded.includes(cue));
}

export function describeHit(text: string, relative: string, terms: ReadonlySet<string>): HitText {
  const title = noteTitle(scanNote(text), relative);
  const lines = text.split('\n');
  const cues = asciiCues(terms);
  // Folded once for the whole note: a fold never makes or removes a line break, so its lines are the note's.
  const folded = cues === undefined ? [] : foldedText(text).split('\n');
  let best = -1;
  let bestCount = 0;
  for (let i = 0; i < lines.length; i++) {
    const count = mayMatch(folded[i], cues) ? matchesIn(lines[i]!, terms) : 0;
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
