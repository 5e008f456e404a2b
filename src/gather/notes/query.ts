/**
 * The general notes query matched against the vault's notes (src/plan/notes-query.ts says what it is). Pure: the
 * notes' facts and a link resolver go in, the chosen notes come out with why each one matched.
 */
import { fold } from '../../text/words.js';
import { linkedName } from '../../vault/terms.js';
import type { NotesQuery } from '../../plan/notes-query.js';
import type { LinkResolver } from '../references/link-resolver.js';
import type { NoteFacts } from '../vault-view.js';
import { modifiedOn, namedNotes, type ChosenNote } from './select.js';
import { tagMatches } from './tags.js';

/** Properties that hold when a note was made, in the order they are trusted ("clipped" is Web Clipper's). */
const CREATED_KEYS = ['created', 'date created', 'created_at', 'creation date', 'clipped', 'date'];

const ISO_DAY = /(\d{4})-(\d{2})-(\d{2})/;

/** A property's values as plain text: links lose their brackets ("[[Books]]" → "Books"). */
function values(v: unknown): string[] {
  const list = Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
  return list
    .flatMap((x) =>
      x === null || x === undefined || typeof x === 'object' ? (x instanceof Date ? [x.toISOString().slice(0, 10)] : []) : [String(x)],
    )
    .map(linkedName)
    .filter((s) => s !== '');
}

function property(n: NoteFacts, key: string): unknown {
  const want = fold(key);
  const found = Object.keys(n.frontmatter).find((k) => fold(k) === want);
  return found === undefined ? undefined : n.frontmatter[found];
}

const same = (a: string, b: string) => fold(a) === fold(b);

/** The note's day by the query's date, or undefined when the note has none. */
function noteDay(n: NoteFacts, date: string): string | undefined {
  if (date === 'modified') return modifiedOn(n);
  const fromName = () => ISO_DAY.exec(n.rel.split('/').pop()!)?.[0];
  if (date === 'file') return fromName();
  const keys = date === 'created' ? CREATED_KEYS : [date];
  for (const k of keys) {
    const day = values(property(n, k))
      .map((v) => ISO_DAY.exec(v)?.[0])
      .find(Boolean);
    if (day) return day;
  }
  return date === 'created' ? fromName() : undefined;
}

function inFolder(n: NoteFacts, folders: readonly string[]): string | undefined {
  return folders.find((f) => f === '' || n.rel.toLowerCase().startsWith(`${f.toLowerCase()}/`));
}

/** Why the note matches every filter, or undefined when one fails. */
function matchNote(n: NoteFacts, q: NotesQuery, titled: ReadonlySet<string>): { why: string[]; line: number | undefined } | undefined {
  const why: string[] = [];
  let line: number | undefined;
  if (q.folders.length) {
    const f = inFolder(n, q.folders);
    if (f === undefined) return undefined;
    why.push(`in ${f || 'the vault root'}`);
  }
  if (q.tags.length) {
    const tag = n.tags.find((t) => q.tags.some((w) => tagMatches(t.tag, w)));
    if (!tag) return undefined;
    line = tag.line;
    why.push(`#${tag.tag}`);
  }
  const oneOf = (key: string, wanted: readonly string[], label: string) => {
    if (!wanted.length) return true;
    const hit = values(property(n, key)).find((v) => wanted.some((w) => same(v, w)));
    if (hit) why.push(`${label} ${hit}`);
    return hit !== undefined;
  };
  if (!oneOf('categories', q.categories, 'category') || !oneOf('type', q.types, 'type')) return undefined;
  if (q.titles.length) {
    if (!titled.has(n.rel)) return undefined;
    why.push('named');
  }
  for (const key of q.has) {
    if (values(property(n, key)).length === 0) return undefined;
    why.push(`has ${key}`);
  }
  for (const { key, value } of q.equals) {
    if (!values(property(n, key)).some((v) => same(v, value))) return undefined;
    why.push(`${key} ${value}`);
  }
  for (const { key, value } of q.contains) {
    if (!values(property(n, key)).some((v) => fold(v).includes(fold(value)))) return undefined;
    why.push(`${key} holds ${value}`);
  }
  if (q.range) {
    const day = noteDay(n, q.date);
    if (day === undefined || day < q.range.start || day > q.range.end) return undefined;
    why.push(`${q.date === 'file' ? 'dated' : q.date} ${day}`);
  }
  return { why, line };
}

export function queryNotes(notes: readonly NoteFacts[], q: NotesQuery, resolver: LinkResolver): ChosenNote[] {
  const titled = new Set(q.titles.flatMap((t) => [...namedNotes(t, resolver, notes)]));
  return notes.flatMap((n) => {
    const m = matchNote(n, q, titled);
    return m ? [{ rel: n.rel, line: m.line, why: m.why.join(', '), mtimeMs: n.mtimeMs }] : [];
  });
}
