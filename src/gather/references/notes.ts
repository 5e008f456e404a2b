/**
 * Reading notes for what references need: frontmatter fields and `[[wikilinks]]`. Only the few notes a task names
 * are read, synchronously (small files; an unbounded Promise.all over a vault hits EMFILE).
 */
import { readFileSync } from 'node:fs';
import { parseFrontmatter } from '../../ritual/frontmatter.js';
import { parseLinks } from './links.js';

export interface WikiLink {
  /** The link target without heading or alias: "Sarah Chen", "02_Areas/People/Sarah Chen". */
  target: string;
  /** The last path segment of the target, without .md. */
  name: string;
}

/** Every link to another note or file (links.ts: wikilinks, embeds, markdown links), in order (duplicates kept). */
export function wikiLinks(text: string): WikiLink[] {
  return parseLinks(text)
    .filter((l) => l.target !== '')
    .map((l) => {
      const target = l.target.replace(/\.md$/i, '');
      return { target, name: target.split('/').pop()! };
    });
}

export interface NoteInfo {
  frontmatter: Record<string, unknown>;
  body: string;
}

/** A note's frontmatter and body, or undefined when it cannot be read. Bad frontmatter reads as none. */
export function readNote(path: string): NoteInfo | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const fm = parseFrontmatter(text);
    return { frontmatter: fm.data, body: fm.body };
  } catch {
    return { frontmatter: {}, body: text };
  }
}

/** A frontmatter value as a list of strings (`aliases: Bob` and `aliases: [Bob, Bobby]` alike). */
export function stringList(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
  return [];
}

/** A frontmatter date as YYYY-MM-DD, whatever YAML made of it. */
export function dateField(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return undefined;
}
