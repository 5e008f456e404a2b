/**
 * People files and the names that point at them. A name matches a person when, ignoring case and accents, it is the
 * file's name, its frontmatter `name`, or one of its `aliases`; or when its first word is such a name or alias and its
 * last word is the person's last name ("Bob Fischer" finds "Robert Fischer" with alias Bob). Pure once the index is
 * built.
 */
import { basename, join } from 'node:path';
import type { NoteCache } from '../../cache/note-cache.js';
import { walkFiles } from '../../vault/walk.js';
import { fold } from '../../plan/words.js';
import { readNote, stringList } from './notes.js';

export interface Person {
  name: string; // from the file name
  path: string;
  aliases: string[];
}

export interface PeopleIndex {
  folder: string;
  people: Person[];
}

function key(name: string): string {
  return fold(name).replace(/[^a-z0-9]+/g, ' ').trim();
}

/** The names a person note gives itself: its frontmatter `name` and `aliases`. */
function namesIn(path: string): string[] | undefined {
  const note = readNote(path);
  if (!note) return undefined;
  const fmName = typeof note.frontmatter.name === 'string' ? [note.frontmatter.name] : [];
  return [...fmName, ...stringList(note.frontmatter.aliases)];
}

/** Every person note of the folder; `cache` keeps each note's names between runs (src/cache/note-cache.ts). */
export function loadPeople(folder: string, cache?: NoteCache): PeopleIndex {
  const people = walkFiles(folder).map((rel) => {
    const path = join(folder, rel);
    const names = (cache ? cache.get('person', path, namesIn) : namesIn(path)) ?? [];
    const name = basename(rel, '.md');
    return { name, path, aliases: names.filter((a) => key(a) !== key(name)) };
  });
  cache?.save();
  return { folder, people };
}

export function findPerson(index: PeopleIndex, name: string): Person | undefined {
  const wanted = key(name);
  if (wanted === '') return undefined;
  const exact = index.people.find((p) => key(p.name) === wanted || p.aliases.some((a) => key(a) === wanted));
  if (exact) return exact;
  const words = wanted.split(' ');
  if (words.length < 2) return undefined;
  const [first, last] = [words[0]!, words[words.length - 1]!];
  const candidates = index.people.filter((p) => {
    const own = key(p.name).split(' ');
    if (own.length < 2 || own[own.length - 1] !== last) return false;
    return own[0] === first || p.aliases.some((a) => key(a) === first);
  });
  return candidates.length === 1 ? candidates[0] : undefined;
}

/** Where a person without a file would get one. */
export function suggestedPath(index: PeopleIndex, name: string): string {
  const clean = name.replace(/[\\/:*?"<>|#^[\]]/g, ' ').replace(/\s+/g, ' ').trim();
  return join(index.folder, `${clean}.md`);
}
