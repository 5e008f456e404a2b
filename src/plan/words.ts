/**
 * Words of need prose, normalised the same way on both sides of a match: lowercase, accents removed, possessives
 * and simple plurals folded. "People files for anyone with 1:1 meetings" → people file for anyone with 1:1 meeting.
 */

import { fold, singular } from '../text/words.js';

/** A token without its possessive, its plural folded; numbers, file names and times ("1:1") are kept whole. */
function stem(token: string): string {
  const t = token.replace(/'s$/, '').replace(/s'$/, 's');
  if (/^[0-9]/.test(t) || t.includes('.') || t.includes(':')) return t;
  return singular(t);
}

/** Tokens keep inner dots, colons, hyphens and apostrophes: today.md, 1:1, 1-1, mon-fri, week's → week. */
export function tokens(text: string): string[] {
  return (fold(text).match(/[a-z0-9]+(?:[.:'-][a-z0-9]+)*'?/g) ?? []).map(stem);
}

/** Where `phrase` occurs as a contiguous run of tokens in `words`, or -1. */
export function findPhrase(words: readonly string[], phrase: readonly string[]): number {
  if (phrase.length === 0) return -1;
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (words[i + j] !== phrase[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * The head of a need: its words before the first qualifier ("for", "with", "from", "related", a parenthesis…).
 * "Week.md for weekly context" has the head "Week.md": the thing wanted, not what it is for.
 */
const QUALIFIERS = new Set([
  'for', 'with', 'from', 'in', 'of', 'about', 'related', 'regarding', 'that', 'which', 'who', 'if', 'when', 'to',
  'on', 'during', 'since', 'mentioned', 'where', 'whose', 'covering', 'across', 'within', 'by',
]);

export function headOf(text: string): string {
  const beforeParen = text.split(/[(\u2014;:,]| - | – /)[0] ?? text;
  const words = beforeParen.trim().split(/\s+/);
  const cut = words.findIndex((w, i) => i > 0 && QUALIFIERS.has(fold(w).replace(/[^a-z]/g, '')));
  return (cut === -1 ? words : words.slice(0, cut)).join(' ');
}
