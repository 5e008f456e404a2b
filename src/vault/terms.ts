/**
 * The vault's own names as vocabulary for the need reader (src/need/types.ts NamedTerm): its folders, tags,
 * `categories` and `type` values, property names, and note titles with their aliases. Each names the general notes
 * query (resolve-notes#query) with the filter it stands for: "Books" → categories contains [[Books]], "rating" →
 * notes that have a rating. Computed once per run from the notes' facts and passed to the planner as a value, so the
 * reader stays pure. Pure.
 */
import { posix } from 'node:path';
import type { NamedTerm } from '../need/types.js';
import { bareName } from './folder-names.js';
import { byCodeUnit } from '../text/order.js';

export const QUERY_ENTRY = 'resolve-notes#query';

/** What a note shows the terms: the subset of the vault view's facts they need (the vault layer sits below gather). */
export interface TermNote {
  rel: string;
  frontmatter: Record<string, unknown>;
  tags: readonly { tag: string }[];
}

/**
 * Property names that are the file's bookkeeping or words the need reader already reads (times, status, kinds):
 * as terms they would only take words from the grammar ("last year", "created").
 */
const NOT_TERMS = new Set([
  'tags',
  'tag',
  'aliases',
  'alias',
  'cssclasses',
  'cssclass',
  'publish',
  'permalink',
  'categories',
  'category',
  'type',
  'created',
  'modified',
  'updated',
  'date',
  'last',
  'year',
  'month',
  'week',
  'day',
  'time',
  'start',
  'end',
  'status',
  'title',
  'source',
  'url',
  'cover',
  'image',
  'kind',
  'class',
  'up',
  'related',
]);

/** A property value as the note it names: "[[Books|my books]]" and "Lists/Books" are "Books". */
export function linkedName(s: string): string {
  return s
    .trim()
    .replace(/^\[\[|\]\]$/g, '')
    .split('|')[0]!
    .split('/')
    .pop()!
    .trim();
}

function linkText(v: unknown): string[] {
  const list = Array.isArray(v) ? v : [v];
  return list
    .filter((x): x is string => typeof x === 'string')
    .map(linkedName)
    .filter((s) => s !== '' && !s.includes('{{'));
}

/** Words as a need would write them: a tag's or a file's separators read as spaces. */
const spoken = (s: string) =>
  s
    .replace(/[-_/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export interface TermOptions {
  /** Template folders: their notes name nothing. */
  templates?: readonly string[];
  /**
   * Notes the catalogue already reads as a kind (people, projects, meetings, periodic notes): a folder, category or
   * tag made mostly of them is that kind here, not a term of its own (kepano's "Projects" category is the projects).
   */
  known?: ReadonlySet<string>;
}

interface Candidate {
  phrase: string;
  options: Record<string, string[]>;
  notes: string[];
}

/** Every term of the vault, one per phrase: the first kind to claim a phrase keeps it (category, type, folder, tag, property, title). */
export function vaultTerms(notes: readonly TermNote[], opts: TermOptions = {}): NamedTerm[] {
  const templates = opts.templates ?? [];
  const real = notes.filter((n) => !templates.some((t) => t !== '' && n.rel.toLowerCase().startsWith(`${t.toLowerCase()}/`)));
  const out = new Map<string, NamedTerm>();
  for (const c of candidates(real)) {
    const words = spoken(c.phrase);
    const key = words.toLowerCase();
    // A name that starts with a year is a dated note's ("2026-W41", "2023 Japan Trip"): the time grammar reads those words.
    if (words.length < 2 || /^\d{4}(\s|$)/.test(words) || /^[\d\s]+$/.test(words) || out.has(key)) continue;
    const known = c.notes.filter((r) => opts.known?.has(r)).length;
    if (c.notes.length > 0 && known * 2 >= c.notes.length) continue;
    out.set(key, { phrase: words, entry: QUERY_ENTRY, options: c.options });
  }
  return [...out.values()];
}

/** Pushes `rel` onto the list of `key` (a list per key, grown in place: copying it per note was quadratic). */
function addTo(groups: Map<string, string[]>, key: string, rel: string): void {
  const list = groups.get(key);
  if (list) list.push(rel);
  else groups.set(key, [rel]);
}

const sortedByKey = (groups: Map<string, string[]>) => [...groups].sort(([a], [b]) => a.localeCompare(b));

/**
 * The candidates in the order they claim phrases, made one at a time: a vault of 100,000 notes has a title candidate
 * per note, and making them all before the first was looked at held 100,000 objects at once (a first run's peak).
 */
function* candidates(real: readonly TermNote[]): Generator<Candidate> {
  const byValue = function* (key: string, option: string): Generator<Candidate> {
    const groups = new Map<string, string[]>();
    for (const n of real) for (const v of linkText(n.frontmatter[key])) addTo(groups, v, n.rel);
    for (const [v, rels] of sortedByKey(groups)) yield { phrase: v, options: { [option]: [v] }, notes: rels };
  };
  yield* byValue('categories', 'category');
  yield* byValue('type', 'type');
  const folders = new Map<string, string[]>();
  for (const n of real) {
    for (let i = n.rel.indexOf('/'); i >= 0; i = n.rel.indexOf('/', i + 1)) addTo(folders, n.rel.slice(0, i), n.rel);
  }
  for (const [f, rels] of sortedByKey(folders)) yield { phrase: bareName(f), options: { folder: [f] }, notes: rels };
  const tags = new Map<string, string[]>();
  for (const n of real) for (const t of new Set(n.tags.map((x) => x.tag))) addTo(tags, t, n.rel);
  for (const [t, rels] of sortedByKey(tags)) yield { phrase: t.split('/').pop()!, options: { tag: [t] }, notes: rels };
  const keys = new Map<string, string[]>();
  for (const n of real) for (const k of Object.keys(n.frontmatter)) if (!NOT_TERMS.has(k.toLowerCase())) addTo(keys, k, n.rel);
  for (const [k, rels] of [...keys].sort(([a], [b]) => byCodeUnit(a, b))) yield { phrase: k, options: { has: [k] }, notes: rels };
  for (const n of [...real].sort((a, b) => a.rel.localeCompare(b.rel))) {
    const title = posix.basename(n.rel).replace(/\.md$/i, '');
    for (const phrase of [title, ...linkText(n.frontmatter.aliases)]) yield { phrase, options: { title: [title] }, notes: [n.rel] };
  }
}

/** The terms as one key for the reading cache: a reading made for another shape of the vault is not reused. */
export function termsKey(terms: readonly NamedTerm[]): string {
  return terms.map((t) => `${t.phrase}\u0000${JSON.stringify(t.options ?? {})}`).join('\n');
}
