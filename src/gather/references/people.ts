/**
 * People files and the names that point at them. A name matches a person when, ignoring case and accents, it is the
 * file's name, its frontmatter `name`, or one of its `aliases`; or when its first word is such a name or alias and its
 * last word is the person's last name ("Bob Fischer" finds "Robert Fischer" with alias Bob). Someone from a calendar
 * is looked up by address first (the note's `email:`), then by name as written, then by "Last, First" read as
 * "First Last" (matchPerson). Pure once the index is built.
 */
import { basename, join } from 'node:path';
import type { KnownStat, NoteCache } from '../../cache/note-cache.js';
import { walkFiles } from '../../vault/walk.js';
import { fold } from '../../text/words.js';
import { readNote, stringList } from './notes.js';
import { kindWord } from '../../vault/note-marks.js';

export interface Person {
  name: string; // from the file name
  path: string;
  aliases: string[];
  /** Lowercase addresses from the note's email-like frontmatter properties (emailsIn). */
  emails: string[];
}

export interface PeopleIndex {
  folder: string;
  people: Person[];
}

/** ß as ss: "Reißer" and "Reisser" are one name, as the address wolfgang.reisser@… writes it. */
function key(name: string): string {
  return fold(name)
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Frontmatter properties that hold a person's addresses, compared without case, hyphens or underscores. */
const EMAIL_KEYS = new Set(['email', 'emails', 'mail', 'mails', 'emailaddress', 'emailaddresses']);
const ADDRESS = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+\.[^\s<>()[\]"',;:]+/g;

/**
 * The addresses a note's frontmatter gives its person: `email:`, `emails:`, `e-mail:`, `mail:` (any case), each a
 * string or a list, an entry possibly written `Maria <maria@x.org>`, `mailto:maria@x.org` or `[maria@x.org](mailto:…)`.
 */
export function emailsIn(frontmatter: Record<string, unknown>): string[] {
  const out = new Set<string>();
  for (const [k, value] of Object.entries(frontmatter)) {
    if (!EMAIL_KEYS.has(k.toLowerCase().replace(/[\s_-]+/g, ''))) continue;
    for (const text of stringList(value)) {
      for (const m of text.replace(/mailto:/gi, ' ').matchAll(ADDRESS)) out.add(m[0].toLowerCase().replace(/\.+$/, ''));
    }
  }
  return [...out];
}

/** What a person note says of its person: the names it gives itself and its addresses. */
export interface PersonFields {
  names: string[];
  emails: string[];
}

/** The names a person note gives itself (its frontmatter `name` and `aliases`) and its addresses. */
function fieldsIn(path: string): PersonFields | undefined {
  const note = readNote(path);
  if (!note) return undefined;
  const fmName = typeof note.frontmatter.name === 'string' ? [note.frontmatter.name] : [];
  return { names: [...fmName, ...stringList(note.frontmatter.aliases)], emails: emailsIn(note.frontmatter) };
}

/**
 * The note cache's kind for person fields. Its name carries the shape of the value: a cache written when a person
 * was only a list of names must never be read as one with addresses (the per-module build keeps its build id).
 */
const CACHE_KIND = 'person:names+emails';

/** Every person note of the folder; `cache` keeps each note's names between runs (src/cache/note-cache.ts). */
export function loadPeople(folder: string, cache?: NoteCache): PeopleIndex {
  return peopleAt(
    folder,
    walkFiles(folder).map((rel) => join(folder, rel)),
    cache,
  );
}

/**
 * The person notes at the paths (the vault profile's people, wherever they are), one per path in the order given;
 * `folder` is where a person without a note would get one.
 */
function peopleAt(folder: string, paths: readonly string[], cache?: NoteCache, known?: KnownStat): PeopleIndex {
  return peopleFrom(folder, paths, personFields(paths, cache, known));
}

/** Each person note's fields, through the note cache when there is one; undefined for a note that cannot be read. */
export function personFields(paths: readonly string[], cache?: NoteCache, known?: KnownStat): (PersonFields | undefined)[] {
  const fields = paths.map((path) => (cache ? cache.get(CACHE_KIND, path, fieldsIn, known?.(path)) : fieldsIn(path)));
  cache?.save();
  return fields;
}

/** The people at the paths, each with the fields of the same place in `fields` (none for a note that could not be read). */
export function peopleFrom(folder: string, paths: readonly string[], fields: readonly (PersonFields | undefined)[]): PeopleIndex {
  const people = paths.map((path, k) => {
    const { names, emails } = fields[k] ?? { names: [], emails: [] };
    // An @Name note is the person Name: "@Niklas Luhmann" is found as "Niklas Luhmann".
    const name = basename(path, '.md').replace(/^@/, '');
    const own = key(name);
    return { name, path, aliases: names.filter((a) => key(a) !== own), emails };
  });
  return { folder, people };
}

/**
 * The people's names, aliases and addresses as keys, made once per index: a day's calendar asks for each attendee,
 * and going through every person note for each (3,000 at 100,000 notes, each name folded anew) was some 10 ms of a
 * warm run. An index is not changed once made (peopleAt), so it is kept by the index.
 */
interface PeopleLookup {
  /** Each name's and alias's key → the first person, in the index's order, it is the name or an alias of. */
  byKey: Map<string, Person>;
  /** Each address → the one person whose note lists it, or null when several do. */
  byEmail: Map<string, Person | null>;
  /** Each person with the words of their name's key and the keys of their aliases, in the index's order. */
  named: { person: Person; words: string[]; aliases: Set<string> }[];
}

const LOOKUPS = new WeakMap<PeopleIndex, PeopleLookup>();

function lookupOf(index: PeopleIndex): PeopleLookup {
  const kept = LOOKUPS.get(index);
  if (kept) return kept;
  const lookup: PeopleLookup = { byKey: new Map(), byEmail: new Map(), named: [] };
  for (const person of index.people) {
    const own = key(person.name);
    const aliases = new Set(person.aliases.map(key));
    for (const k of [own, ...aliases]) if (!lookup.byKey.has(k)) lookup.byKey.set(k, person);
    for (const email of new Set(person.emails)) lookup.byEmail.set(email, lookup.byEmail.has(email) ? null : person);
    lookup.named.push({ person, words: own.split(' '), aliases });
  }
  LOOKUPS.set(index, lookup);
  return lookup;
}

export function findPerson(index: PeopleIndex, name: string): Person | undefined {
  const wanted = key(name);
  if (wanted === '') return undefined;
  const lookup = lookupOf(index);
  const exact = lookup.byKey.get(wanted);
  if (exact) return exact;
  const words = wanted.split(' ');
  if (words.length < 2) return undefined;
  const [first, last] = [words[0]!, words[words.length - 1]!];
  const candidates = lookup.named.filter(
    ({ words: own, aliases }) => own.length >= 2 && own[own.length - 1] === last && (own[0] === first || aliases.has(first)),
  );
  return candidates.length === 1 ? candidates[0]!.person : undefined;
}

/** The one person whose note lists the address; none when no note or several do (a shared team address). */
function findPersonByEmail(index: PeopleIndex, email: string): Person | undefined {
  const wanted = email.trim().toLowerCase();
  if (!wanted.includes('@')) return undefined;
  return lookupOf(index).byEmail.get(wanted) ?? undefined;
}

const NAME_PART = /^\p{L}[\p{L}\p{M}.'’-]*(?: \p{L}[\p{L}\p{M}.'’-]*){0,2}$/u;

/**
 * "Lopez, Maria" → "Maria Lopez": how Outlook and Exchange write a name (the directory's "Last, First"). Exactly one
 * comma, with one to three words of letters either side; anything else ("Smith, Jones & Co", "King, Martin, Jr.")
 * is not read as a reversed name.
 */
export function lastFirst(name: string): string | undefined {
  const parts = name.split(',');
  if (parts.length !== 2) return undefined;
  const [last, first] = parts.map((p) => p.replace(/\s+/g, ' ').trim()) as [string, string];
  if (!NAME_PART.test(last) || !NAME_PART.test(first)) return undefined;
  return `${first} ${last}`;
}

/** How a calendar's person was matched to a note: shown beside the note, so a match by address is not a mystery. */
export type PersonMatch =
  | { person: Person; by: 'email'; email: string }
  | { person: Person; by: 'name' }
  | { person: Person; by: 'last-first'; written: string; read: string };

/**
 * Someone from a calendar (a name, an address, or both) in the people folder, in this order: (a) the address in a
 * note's email-like frontmatter; (b) the name as written, aliases included (findPerson); (c) a "Last, First" name
 * read as "First Last".
 */
export function matchPerson(index: PeopleIndex, who: { name?: string; email?: string }): PersonMatch | undefined {
  if (who.email) {
    const person = findPersonByEmail(index, who.email);
    if (person) return { person, by: 'email', email: who.email.trim().toLowerCase() };
  }
  if (!who.name) return undefined;
  const person = findPerson(index, who.name);
  if (person) return { person, by: 'name' };
  const read = lastFirst(who.name);
  const reversed = read ? findPerson(index, read) : undefined;
  return reversed ? { person: reversed, by: 'last-first', written: who.name, read: read! } : undefined;
}

/** What a match says beside the note ("by email maria@x.org", "\"Lopez, Maria\" read as Maria Lopez"); none by name. */
export function describeMatch(match: PersonMatch): string | undefined {
  if (match.by === 'email') return `by email ${match.email}`;
  if (match.by === 'last-first') return `"${match.written}" read as ${match.read}`;
  return undefined;
}

/** Where a person without a file would get one. */
export function suggestedPath(index: PeopleIndex, name: string): string {
  const clean = name
    .replace(/[\\/:*?"<>|#^[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
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
      for (const part of v.split(/[,\s]*,[,\s]*/)) if (words.has(kindWord(part))) return true;
    }
  }
  return false;
}

/** Frontmatter properties whose links are people ("people: [[Ana]]", "author:", "attendees:"). */
const PEOPLE_PROPERTIES = new Set([
  'people',
  'person',
  'persons',
  'attendees',
  'attendee',
  'participants',
  'participant',
  'with',
  'author',
  'authors',
  'owner',
  'owners',
  'cast',
  'director',
  'directors',
  'host',
  'hosts',
  'guest',
  'guests',
  'organizer',
  'organiser',
  'contact',
  'contacts',
  'team',
  'members',
  'member',
  'assignee',
  'assignees',
  'reviewer',
  'reviewers',
  'lead',
  'manager',
  'speaker',
  'speakers',
  'interviewer',
  'interviewee',
  'creator',
  'creators',
  'artist',
  'artists',
  'musician',
  'musicians',
  'mentor',
  'mentee',
  'coach',
  'client',
  'clients',
  'stakeholders',
  'stakeholder',
]);

export function isPeopleProperty(key: string): boolean {
  return PEOPLE_PROPERTIES.has(
    fold(key)
      .trim()
      .replace(/[\s_-]+/g, ' '),
  );
}
