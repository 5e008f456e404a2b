/**
 * What a note says about what it is, read once from its text: the values of its frontmatter properties (links and
 * '#' taken off, folded), its tags (frontmatter and inline), and its Dataview inline fields (`key:: value`,
 * `[key:: value]`, `(key:: value)`). The vault profile (profile.ts) decides kinds from these; the note cache keeps
 * them between runs, so they are plain data. Pure.
 */
import { parseFrontmatter, type FrontmatterResult } from '../ritual/frontmatter.js';
import { fold } from '../text/words.js';
import { linkedName } from './terms.js';

export interface NoteMarks {
  /** Frontmatter property (folded name) → its values as text, folded, without [[ ]] or '#'. */
  props: Record<string, string[]>;
  /** Tags without '#', folded, frontmatter and inline. */
  tags: string[];
  /** Dataview inline fields: folded key → values (folded, without [[ ]]). */
  fields: Record<string, string[]>;
}

/** A value as a kind or a status is compared: "[[People]]" → "people", "[[Projects|my projects]]" → "projects". */
export function markValue(text: string): string {
  const link = /^\s*!?\[\[([^\]|#]*)(?:[#|][^\]]*)?\]\]\s*$/.exec(text);
  return fold((link ? link[1]! : text).trim().replace(/^#/, '')).trim();
}

/**
 * The word a property value names a note's kind by: the last part of a link, path or nested tag, folded —
 * "[[People|folks]]", "#person", "Areas/Meetings" → "people", "person", "meetings".
 */
export function kindWord(text: string): string {
  return fold(linkedName(text).replace(/^#/, '')).trim();
}

function valuesOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(valuesOf);
  if (value instanceof Date) return [value.toISOString().slice(0, 10)];
  if (typeof value === 'object') return [];
  return [markValue(String(value))].filter((v) => v !== '');
}

// '#' not after a letter, digit or a character that makes it part of a word, a link or a path (as notes/tags.ts).
const INLINE_TAG = /(?<![\p{L}\p{N}\p{M}_#&/\\])#((?:[\p{L}\p{N}\p{M}_\-/]|\p{Extended_Pictographic}|\u200d|\ufe0f)+)/gu;
const FIELD_LINE = /^\s*(?:[-*+]\s+)?(?:\*\*)?([\p{L}\p{N}][\p{L}\p{N}_ -]{0,40}?)(?:\*\*)?::[ \t]*(.*)$/u;
const FIELD_INLINE = /[[(]([\p{L}\p{N}][\p{L}\p{N}_ -]{0,40}?)::[ \t]*([^\])]*)[\])]/gu;

function addField(fields: Record<string, string[]>, key: string, value: string): void {
  const k = fold(key).trim();
  const values = value
    .split(/,\s*(?=\[\[)/)
    .map(markValue)
    .filter((v) => v !== '');
  (fields[k] ??= []).push(...values);
}

/** Marks of a note's body: inline tags and Dataview fields, outside code blocks. */
function bodyMarks(body: string, tags: string[], fields: Record<string, string[]>): void {
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const open = /^\s*(```+|~~~+)/.exec(line);
    if (open) {
      if (fence === undefined) fence = open[1]![0];
      else if (open[1]![0] === fence) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    if (line.includes('::')) {
      const whole = FIELD_LINE.exec(line);
      if (whole && !whole[1]!.includes('[')) addField(fields, whole[1]!, whole[2]!.trim());
      else for (const m of line.matchAll(FIELD_INLINE)) addField(fields, m[1]!, m[2]!.trim());
    }
    if (line.includes('#')) {
      const clean = line.replace(/`[^`]*`|!?\[\[[^\]\n]*\]\]|\]\([^)\n]*\)|\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, ' ');
      for (const m of clean.matchAll(INLINE_TAG)) {
        const tag = m[1]!.replace(/\/+$/, '');
        if (tag !== '' && !/^[\d/]+$/.test(tag)) tags.push(fold(tag));
      }
    }
  }
}

/**
 * A note's frontmatter, parsed once for every reader of the note's text (a first run reads each note for its marks
 * and the vault's terms: two parses of its YAML were a third of that pass): 'none' when the text does not open with
 * '---', 'broken' when what it opens does not parse.
 */
export type NoteFrontmatter = FrontmatterResult | 'none' | 'broken';

export function noteFrontmatter(text: string): NoteFrontmatter {
  if (!text.startsWith('---')) return 'none';
  try {
    return parseFrontmatter(text);
  } catch {
    return 'broken';
  }
}

/** The marks of a note's text (`fm`: its frontmatter, when the caller has parsed it). */
export function noteMarks(text: string, fm: NoteFrontmatter = noteFrontmatter(text)): NoteMarks {
  const props: Record<string, string[]> = {};
  const tags: string[] = [];
  const fields: Record<string, string[]> = {};
  let body = text;
  if (fm !== 'none') {
    try {
      if (fm === 'broken') throw new SyntaxError('broken frontmatter');
      body = fm.body;
      for (const [key, value] of Object.entries(fm.data)) {
        const k = fold(key).trim();
        const values = valuesOf(value);
        props[k] = values;
        if (k === 'tags' || k === 'tag') for (const v of values) tags.push(...v.split(/[\s,]+/).filter((t) => t !== ''));
      }
    } catch {
      // Frontmatter that does not parse, or a value that cannot be read (an invalid date): the body still counts.
      const end = text.indexOf('\n---', 3);
      body = end === -1 ? text : text.slice(end + 4);
    }
  }
  bodyMarks(body, tags, fields);
  return { props, tags: [...new Set(tags)], fields };
}
