/**
 * Need prose → tokens. Words are folded (lowercase, no accents), possessives noted and stripped ("week's" → week),
 * and carry their dictionary forms. Things that are not words keep their own kind: `[[links]]`, `#tags`, "quoted
 * phrases", file names (Today.md), and every spelling of a one-on-one (1:1, 1-1, 1on1, one-on-ones) is one token,
 * "1:1". Pure.
 */
import { fold } from '../text/words.js';
import { formsOf } from './lemma.js';

type TokenKind = 'word' | 'number' | 'tag' | 'link' | 'quote' | 'file' | 'punct';

export interface Token {
  /** As written. */
  raw: string;
  /** Folded, possessive stripped; for a link its target, for a tag its name without #, for a quote its text. */
  norm: string;
  kind: TokenKind;
  /** The word and its lemmas ("meetings" → meetings, meeting; "met" → met, meet); just `norm` for other kinds. */
  forms: readonly string[];
  /** The word and its noun lemma only: what a thing's name is matched on. */
  nounForms: readonly string[];
  possessive: boolean;
  /** Written with a capital letter (a name, unless it starts the need). */
  capital: boolean;
}

/** Hyphenated prefixes that belong to the next word: co-worker is one word, year-end is two. */
const PREFIXES = new Set(['re', 'co', 'pre', 'non', 'sub', 'semi', 'multi', 'mid', 'post', 'self', 'cross']);

const PARTS = [
  String.raw`(?<link>!?\[\[[^\]\n]+\]\])`,
  String.raw`(?<tag>#[\p{L}\p{N}_][\p{L}\p{N}_/-]*)`,
  String.raw`(?<quote>"[^"\n]+"|“[^”\n]+”|‘[^’\n]+’|(?<![\p{L}\p{N}])'[^'\n]+'(?![\p{L}\p{N}]))`,
  String.raw`(?<file>[\p{L}\p{N}_][\p{L}\p{N}_ -]*?\.md\b|[\p{L}\p{N}_.-]+\.md\b)`,
  String.raw`(?<oneone>\b(?:1\s?[:\-/]\s?1|1on1|one[- ](?:on|to)[- ]one)(?:'?s)?\b)`,
  // "e.g." and "i.e." introduce what follows as a comma would; read as words they would leave an "e" unread.
  String.raw`(?<abbr>\b(?:e\.g\.?|i\.e\.?|viz\.|cf\.)(?!\p{L}))`,
  String.raw`(?<word>[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)*(?:['’][\p{L}]+)*(?:-[\p{L}\p{N}]+)*['’]?)`,
  String.raw`(?<punct>[,;()\[\]—–&/+?]|\s-\s|:(?!\d)|\.(?=\s|$))`,
];
/** With file names ("Today.md"), and without: the file alternative looks ahead for ".md" from every word, so it is
 * used only on text that has one. */
const PATTERN = new RegExp(PARTS.join('|'), 'gu');
const PATTERN_NO_FILES = new RegExp(PARTS.filter((p) => !p.includes('(?<file>')).join('|'), 'gu');

function word(raw: string, norm: string): Token {
  let text = norm;
  let possessive = false;
  if (/['’]s$/.test(text)) {
    text = text.slice(0, -2);
    possessive = true;
  } else if (/s['’]$/.test(text)) {
    text = text.slice(0, -1);
    possessive = true;
  }
  text = text.replace(/['’]/g, "'");
  const kind: TokenKind = /^\d+$/.test(text) ? 'number' : 'word';
  const forms = kind === 'word' ? formsOf(text) : { all: [text], noun: [text] };
  return { raw, norm: text, kind, forms: forms.all, nounForms: forms.noun, possessive, capital: /^\p{Lu}/u.test(raw) };
}

function special(raw: string, kind: TokenKind, norm: string): Token {
  return { raw, norm, kind, forms: [norm], nounForms: [norm], possessive: false, capital: /^\p{Lu}/u.test(raw) };
}

/** A file name as a whole ("Today.md") only when it has no spaces, unless it is in backticks or a link. */
function fileTokens(raw: string): Token[] {
  if (!/\s/.test(raw)) return [special(raw, 'file', fold(raw))];
  const parts = raw.split(/\s+/);
  const last = parts.pop()!;
  return [...parts.flatMap((p) => tokenize(p)), special(last, 'file', fold(last))];
}

function linkTarget(raw: string): string {
  const inner = raw.replace(/^!?\[\[|\]\]$/g, '');
  return fold(inner.split(/\\?\|/)[0]!.split('#')[0]!.trim());
}

export function tokenize(text: string): Token[] {
  // Markdown emphasis and code marks carry no words; backticks around a file name keep it whole.
  // An underscore inside a word stays (a folder such as 01_Projects); around words it is emphasis.
  const clean = text.replace(/[*`~]+/g, ' ').replace(/(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, ' ');
  const out: Token[] = [];
  for (const m of clean.matchAll(/\.md\b/i.test(clean) ? PATTERN : PATTERN_NO_FILES)) {
    const g = m.groups!;
    if (g.link) out.push(special(g.link, 'link', linkTarget(g.link)));
    else if (g.tag) out.push(special(g.tag, 'tag', fold(g.tag.slice(1)).replace(/\/+$/, '')));
    else if (g.quote) out.push(special(g.quote, 'quote', fold(g.quote.slice(1, -1)).trim()));
    else if (g.file) out.push(...fileTokens(g.file));
    else if (g.abbr) out.push(special(g.abbr, 'punct', ','));
    else if (g.oneone) out.push({ ...special(g.oneone, 'word', '1:1'), possessive: /s$/.test(g.oneone) && /'/.test(g.oneone) });
    else if (g.word) {
      const parts = g.word.split('-');
      for (let i = 0; i < parts.length; i++) {
        let part = parts[i]!;
        if (i < parts.length - 1 && PREFIXES.has(fold(part))) part = part + parts[++i]!;
        if (part) out.push(word(part, fold(part)));
      }
    } else if (g.punct)
      out.push(special(g.punct.trim() || '-', 'punct', g.punct.trim() === '&' || g.punct.trim() === '+' ? 'and' : g.punct.trim() || '-'));
  }
  return out;
}
