/**
 * Text analysis shared by indexing, querying and snippets, so that a word is folded the same way everywhere:
 * lower case, NFKD with combining marks dropped (é → e, ﬁ → fi, Ａ → a), runs of letters and digits as tokens,
 * English stop words dropped, and a simple plural fold (projects → project, companies → company, boxes → box).
 * Tokens shorter than 2 or longer than 64 characters are ignored (initials and pasted blobs carry no signal).
 * There is no word segmentation for scripts written without spaces (CJK): a run of ideographs is one token, and
 * characters outside the Basic Multilingual Plane (emoji) separate words.
 *
 * Folding is done one UTF-16 unit at a time through a cache instead of `normalize()` on whole notes: dropping the
 * marks makes the two equivalent, and it is several times faster on accented text (indexing speed matters at 100k
 * notes).
 */

import { singular } from '../../text/words.js';

const MIN_TOKEN = 2;
const MAX_TOKEN = 64;

/** Words too common to rank anything; dropped from the index and from queries. */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by for from had has have he her hers him his i if in into is it its me my of on ' +
    'or our ours she so than that the their them then there these they this those to too was we were what when where ' +
    'which who whom why with you your yours not no nor do does did doing am being also just very'
  ).split(' '),
);

// For each UTF-16 unit above ASCII, what folding makes of it, decided on first sight and cached in a typed array
// (a sparse JS array would be a slow dictionary): 0 unknown, > 0 one word unit (code + 1), SEPARATOR, MARK (dropped,
// joins the word around it) or MULTI (several units, e.g. ﬁ → fi, kept in multiFold).
const SEPARATOR = -1;
const MARK = -2;
const MULTI = -3;
const unitFold = new Int32Array(65536);
const multiFold = new Map<number, string>();
const WORD_UNIT = /^[\p{L}\p{N}]$/u;
const IS_MARK = /^\p{M}$/u;
const MARKS = /\p{M}/gu;

function classify(code: number): number {
  if (code >= 0xd800 && code <= 0xdfff) return SEPARATOR;
  const ch = String.fromCharCode(code);
  if (IS_MARK.test(ch)) return MARK;
  const folded = ch.normalize('NFKD').replace(MARKS, '').toLowerCase();
  let f = '';
  for (const part of folded) {
    const c = part.charCodeAt(0);
    f += (c < 128 ? (c >= 97 && c <= 122) || (c >= 48 && c <= 57) : WORD_UNIT.test(part)) ? part : ' ';
  }
  if (f.trim() === '') return SEPARATOR;
  if (f.length === 1) return f.charCodeAt(0) + 1;
  multiFold.set(code, f);
  return MULTI;
}

/** What folding makes of one unit above ASCII, as scanTokens folds it: '' for a mark, ' ' for a separator. */
function foldedUnit(unit: string): string {
  const c = unit.charCodeAt(0);
  let kind = unitFold[c]!;
  if (kind === 0) kind = unitFold[c] = classify(c);
  if (kind > 0) return String.fromCharCode(kind - 1);
  if (kind === MARK) return '';
  return kind === MULTI ? multiFold.get(c)! : ' ';
}

const ABOVE_ASCII = /[^\x00-\x7f]/g;

/**
 * The text with every unit above ASCII folded as scanTokens folds it, then lower-cased (which changes no folded unit
 * above ASCII: they are lower case already): each token scanTokens finds in `text` is in it, between two units that
 * are not ASCII letters or digits nor above ASCII, and its line breaks are the text's (a fold never makes one). For a
 * cheap check of whether a text may hold a word, without tokenising it; not itself a list of tokens (ASCII
 * punctuation stays).
 */
export function foldedText(text: string): string {
  return text.replace(ABOVE_ASCII, foldedUnit).toLowerCase();
}

/** Receives tokens from scanTokens: the folded characters in buf[0..len), their hash, the start offset in the text. */
export interface TokenSink {
  token(buf: Uint16Array, len: number, hash: number, start: number): void;
}

const scratch = new Uint16Array(MAX_TOKEN + 8);

/** Scans a raw text and hands every folded token of MIN_TOKEN..MAX_TOKEN units to the sink, in order. */
export function scanTokens(text: string, sink: TokenSink): void {
  const buf = scratch;
  let len = 0;
  let start = 0;
  // FNV-1a over the folded units, computed as they are folded; the index and the queries hash tokens the same way.
  let hash = 0x811c9dc5;
  const n = text.length;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 32;
    // One folded unit per input unit (-1: a separator), except MULTI units, which expand to several.
    let u = -1;
    let multi: string | undefined;
    if (c < 128) {
      if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) u = c;
      else if (c >= 65 && c <= 90) u = c + 32;
    } else {
      let kind = unitFold[c]!;
      if (kind === 0) kind = unitFold[c] = classify(c);
      if (kind === MARK) continue;
      if (kind > 0) u = kind - 1;
      else if (kind === MULTI) multi = multiFold.get(c)!;
    }
    const units = multi === undefined ? 1 : multi.length;
    for (let k = 0; k < units; k++) {
      if (multi !== undefined) u = multi.charCodeAt(k) === 32 ? -1 : multi.charCodeAt(k);
      if (u < 0) {
        if (len >= MIN_TOKEN && len <= MAX_TOKEN) sink.token(buf, len, hash >>> 0, start);
        len = 0;
        hash = 0x811c9dc5;
      } else {
        if (len === 0) start = i;
        if (len <= MAX_TOKEN) buf[len] = u;
        len++;
        hash = Math.imul(hash ^ u, 0x01000193);
      }
    }
  }
}

/** The index term for a folded token, or undefined for a stop word. */
export function termOf(token: string): string | undefined {
  return STOP_WORDS.has(token) ? undefined : singular(token);
}

export function unitsToString(buf: Uint16Array, len: number): string {
  return String.fromCharCode.apply(null, buf.subarray(0, len) as unknown as number[]);
}

/** Index terms of a raw text with their start offsets, in order, duplicates kept. */
export function termsWithOffsets(text: string): { term: string; start: number }[] {
  const out: { term: string; start: number }[] = [];
  scanTokens(text, {
    token(buf, len, _hash, start) {
      const term = termOf(unitsToString(buf, len));
      if (term !== undefined) out.push({ term, start });
    },
  });
  return out;
}

/** Index terms of a raw text, in order, duplicates kept. */
export function termsOf(text: string): string[] {
  return termsWithOffsets(text).map((t) => t.term);
}

/** Distinct index terms of a query, in order of first appearance. */
export function queryTerms(query: string): string[] {
  return [...new Set(termsOf(query))];
}

/** The folded key of a word (case, accents and plural ignored), for comparing words outside the index. */
export function wordKey(word: string): string {
  const terms = termsOf(word);
  return terms.length === 1 ? terms[0]! : terms.join(' ');
}
