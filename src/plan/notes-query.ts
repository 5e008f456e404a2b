/**
 * The one general notes query (resolve-notes#query): which notes (folder, tag, category, type, title) × property
 * filters (exists, equals, contains) × which date (created, modified, a date property, the date in the file name) ×
 * range. Read from a task's params, and said in the words an Obsidian user reads in a Bases filter
 * (`file.inFolder("Clippings") and created in 2026-11-13..2026-11-27`), so `skill plan`, memory.md and the handler
 * say the same thing. Pure.
 */
import type { DateRange } from '../time/calendar.js';

export interface NotesQuery {
  folders: string[];
  tags: string[];
  categories: string[];
  types: string[];
  /** Notes named by title, alias or link ("Reading List", "[[accomplishments]]"). */
  titles: string[];
  /** Properties the note must have, non-empty. */
  has: string[];
  /** "key=value": the property is that value (a list holds it as one of its items). */
  equals: Array<{ key: string; value: string }>;
  /** "key=value": the property's text holds the value. */
  contains: Array<{ key: string; value: string }>;
  /** created | modified | file (the date in the file name) | a date property's name. */
  date: string;
  range: DateRange | undefined;
}

function pairs(values: readonly string[] | undefined): Array<{ key: string; value: string }> {
  return (values ?? []).flatMap((v) => {
    const at = v.indexOf('=');
    return at > 0 ? [{ key: v.slice(0, at).trim(), value: v.slice(at + 1).trim() }] : [];
  });
}

const clean = (values: readonly string[] | undefined) => (values ?? []).map((v) => v.trim()).filter(Boolean);

/** The query a task's params and range stand for. */
export function notesQueryOf(params: Readonly<Record<string, readonly string[]>>, range: DateRange | undefined): NotesQuery {
  return {
    folders: clean(params.folder),
    tags: clean(params.tag).map((t) => t.replace(/^#/, '')),
    categories: clean(params.category),
    types: clean(params.type),
    titles: clean(params.title).map((t) =>
      t
        .replace(/^\[\[|\]\]$/g, '')
        .split('|')[0]!
        .trim(),
    ),
    has: clean(params.has),
    equals: pairs(params.equals),
    contains: pairs(params.contains),
    date: clean(params.date)[0] ?? 'modified',
    range,
  };
}

/** A task's params as the query wants them: a single value as a list of one. */
function asLists(params: Readonly<Record<string, string | readonly string[]>>): Record<string, readonly string[]> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? [v] : v]));
}

/**
 * The query a planned task runs: its range counts only when the need said a time (its basis is not the bare target),
 * as the handler applies it. The same for `skill plan`, memory.md and the handler.
 */
export function notesQueryOfTask(task: {
  params: Readonly<Record<string, string | readonly string[]>>;
  range: DateRange | undefined;
  basis: string | undefined;
}): NotesQuery {
  const timed = task.basis !== undefined && task.basis !== 'target';
  return notesQueryOf(asLists(task.params), timed ? task.range : undefined);
}

/** Whether the query names notes by something other than their date ("notes I created this week" names only a date). */
export function queryChoosesNotes(q: NotesQuery): boolean {
  return (
    q.folders.length +
      q.tags.length +
      q.categories.length +
      q.types.length +
      q.titles.length +
      q.has.length +
      q.equals.length +
      q.contains.length >
    0
  );
}

const quote = (s: string) => JSON.stringify(s);
const any = (parts: string[]) => (parts.length > 1 ? `(${parts.join(' or ')})` : parts[0]!);

/** The query as a Bases filter reads: `categories.contains(link("Books")) and rating` … */
export function basesWords(q: NotesQuery): string {
  const parts: string[] = [];
  if (q.folders.length) parts.push(any(q.folders.map((f) => `file.inFolder(${quote(f)})`)));
  if (q.tags.length) parts.push(any(q.tags.map((t) => `file.hasTag(${quote(t)})`)));
  if (q.categories.length) parts.push(any(q.categories.map((c) => `categories.contains(link(${quote(c)}))`)));
  if (q.types.length) parts.push(any(q.types.map((t) => `type == ${quote(t)}`)));
  if (q.titles.length) parts.push(any(q.titles.map((t) => `file.name == ${quote(t)}`)));
  for (const h of q.has) parts.push(`${h} is not empty`);
  for (const e of q.equals) parts.push(`${e.key} == ${quote(e.value)}`);
  for (const c of q.contains) parts.push(`${c.key}.contains(${quote(c.value)})`);
  if (q.range) {
    const field = q.date === 'file' ? 'the date in file.name' : q.date === 'modified' ? 'file.mtime' : q.date;
    parts.push(`${field} in ${q.range.start === q.range.end ? q.range.start : `${q.range.start}..${q.range.end}`}`);
  }
  return parts.join(' and ') || 'every note';
}
