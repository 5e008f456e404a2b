/**
 * People files and the names that point at them. A name matches a person when, ignoring case and accents, it is the
 * file's name, its frontmatter `name`, or one of its `aliases`; or when its first word is such a name or alias and its
 * last word is the person's last name ("Bob Fischer" finds "Robert Fischer" with alias Bob). Pure once the index is
 * built.
 */
import { basename, join } from 'node:path';
import type { NoteCache } from '../../cache/note-cache.js';
import { walkFiles } from '../../vault/walk.js';
import { fold } from '../../text/words.js';
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

const PERSON_WORDS = new Set(['person', 'people', 'persons', 'contact', 'contacts', 'colleague', 'colleagues']);
/** A tag says what a note is about more often than what it is ("tags: [people]" on a team roster): singular only. */
const PERSON_TAGS = new Set(['person', 'contact', 'colleague']);
const PERSON_KEYS = ['categories', 'category', 'type', 'types', 'kind', 'class', 'is', 'tags', 'tag'];

/**
 * A note outside the people folder that says it is about a person: `categories: ["[[People]]"]` (Steph Ango's vault
 * template), `type: person`, `kind: contact`, `tags: [person]`…
 */
export function isPersonNote(frontmatter: Record<string, unknown>): boolean {
  for (const key of PERSON_KEYS) {
    const value = frontmatter[key];
    const words = key === 'tags' || key === 'tag' ? PERSON_TAGS : PERSON_WORDS;
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v !== 'string') continue;
      for (const part of v.split(/[,\s]*,[,\s]*/)) {
        const word = fold(part.replace(/^\[\[|\]\]$/g, '').split('|')[0]!.replace(/^#/, '').split('/').pop()!).trim();
        if (words.has(word)) return true;
      }
    }
  }
  return false;
}

/** Frontmatter properties whose links are people ("people: [[Ana]]", "author:", "attendees:"). */
const PEOPLE_PROPERTIES = new Set([
  'people', 'person', 'persons', 'attendees', 'attendee', 'participants', 'participant', 'with', 'author', 'authors',
  'owner', 'owners', 'cast', 'director', 'directors', 'host', 'hosts', 'guest', 'guests', 'organizer', 'organiser',
  'contact', 'contacts', 'team', 'members', 'member', 'assignee', 'assignees', 'reviewer', 'reviewers', 'lead',
  'manager', 'speaker', 'speakers', 'interviewer', 'interviewee', 'creator', 'creators', 'artist', 'artists',
  'musician', 'musicians', 'mentor', 'mentee', 'coach', 'client', 'clients', 'stakeholders', 'stakeholder',
]);

export function isPeopleProperty(key: string): boolean {
  return PEOPLE_PROPERTIES.has(fold(key).trim().replace(/[\s_-]+/g, ' '));
}
