/**
 * The vault profile: how this vault marks its people, projects and meetings, found from the notes themselves. Each
 * kind gets a rule with its evidence ("categories contains [[People]], 2 notes"), where the rule came from (the
 * config, an Obsidian Bases file, discovered) and its notes. Markers, in the order they are trusted:
 *
 *   - a value of `categories`, `type`, `class`, `kind`… in the frontmatter or a Dataview field (kind-words.ts);
 *   - a tag, in the frontmatter or inline;
 *   - a folder named for the kind, with any number prefix, singular or plural ("04_Project", "85_People");
 *   - `@Name` notes (people) and meeting words in a note's name ("MoM 20230301", "… Meeting with Steph").
 *
 * A note marked explicitly as one kind is not counted as another by its folder (a meeting note in a project's
 * folder is a meeting); a projects folder counts its own notes and its subfolders' folder notes, not everything
 * under it. Templates are never any kind. Pure: marks of every note and the vault's `.base` files go in.
 */
import { posix } from 'node:path';
import { fold, singular } from '../text/words.js';
import {
  ACTIVE_STATUSES,
  DONE_STATUSES,
  END_KEYS,
  INDEX_NAMES,
  KIND_FOLDERS,
  KIND_KEYS,
  KIND_TAGS,
  KIND_VALUES,
  MEETING_NAME_WORDS,
  STATUS_KEYS,
  type MarkedKind,
} from './kind-words.js';
import type { NoteMarks } from './note-marks.js';
import { bareName } from './folder-names.js';
import { baseMarkers, type BaseMarker } from './bases.js';

type ProfileSource = 'config' | 'obsidian' | 'discovered' | 'built-in';
export type ProjectStatus = 'active' | 'done' | 'other' | 'unknown';

export interface ProfileNote {
  rel: string;
  marks: NoteMarks;
}

interface KindProfile {
  /** The rule in words, with its evidence; for a kind the vault lacks, says so. */
  rule: string;
  source: ProfileSource;
  /** Vault-relative paths, sorted. */
  notes: string[];
}

interface ProjectsProfile extends KindProfile {
  status: Record<string, ProjectStatus>;
  /** The status as the note writes it ("on-hold", "active"), when it writes one. */
  statusText: Record<string, string>;
  /** How status is read in this vault. */
  statusRule: string;
}

interface MeetingsProfile extends KindProfile {
  dates: Record<string, string | null>;
}

export interface VaultProfile {
  people: KindProfile;
  projects: ProjectsProfile;
  meetings: MeetingsProfile;
}

export interface ProfileInput {
  notes: readonly ProfileNote[];
  bases?: readonly { rel: string; text: string }[];
  /** Template folders (vault-relative): notes there are never any kind. */
  templates: readonly string[];
  /** Folders a config names for a kind: then that folder is the rule. */
  configured?: Partial<Record<MarkedKind, { folder: string; origin: string }>>;
  /** Archive folders: a project there without a status is done. */
  archive?: readonly string[];
}

/** Kind values that say nothing about what a note is. */
const GENERIC_KINDS = ['note', 'notes', 'general', 'page', 'default', 'permanent', 'fleeting', 'literature'];
const KINDS: readonly MarkedKind[] = ['people', 'projects', 'meetings'];
const NOUN: Record<MarkedKind, [string, string]> = {
  people: ['person', 'people'],
  projects: ['project', 'projects'],
  meetings: ['meeting', 'meetings'],
};

const stem = (rel: string) => posix.basename(rel).replace(/\.md$/i, '');
const dirOf = (rel: string) => (rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '');
const under = (rel: string, folder: string) => folder === '' || rel.toLowerCase().startsWith(`${folder.toLowerCase()}/`);
const count = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

/** A note whose name says it is a template ("Person Template"), wherever it is. */
function isTemplate(rel: string, templates: readonly string[]): boolean {
  return templates.some((t) => t !== '' && under(rel, t)) || /(^|[\s_-])templates?($|[\s_-])/i.test(stem(rel));
}

/** A folder's index note: "README", "_People", "People" in People/, "Projects MOC". */
function isIndexNote(rel: string): boolean {
  const name = fold(stem(rel)).replace(/^[_\s]+/, '');
  const folder = fold(bareName(dirOf(rel)));
  return INDEX_NAMES.some((w) => name === w || name.endsWith(` ${w}`) || name.endsWith(`.${w}`)) || (folder !== '' && name === folder);
}

/** What a marker is: the words of the rule and the test of a note. */
interface Marker {
  kind: MarkedKind;
  words: string;
  explicit: boolean;
  test: (n: ProfileNote) => boolean;
  origin?: string;
}

/** The kind marks a note carries in its properties, fields and tags (the explicit markers), in one pass. */
function propMarkers(notes: readonly ProfileNote[]): Marker[] {
  const valueKind = new Map<string, MarkedKind>(KINDS.flatMap((k) => KIND_VALUES[k].map((v) => [v, k] as const)));
  const tagKind = new Map<string, MarkedKind>(KINDS.flatMap((k) => KIND_TAGS[k].map((v) => [v, k] as const)));
  const seen = new Map<string, Marker>();
  const add = (id: string, make: () => Marker) => void (seen.has(id) || seen.set(id, make()));
  for (const n of notes) {
    for (const key of KIND_KEYS) {
      for (const value of n.marks.props[key] ?? []) {
        const kind = valueKind.get(value);
        if (kind)
          add(`p\u0000${key}\u0000${value}`, () => ({
            kind,
            explicit: true,
            words: `${key} ${key === 'categories' ? 'contains' : 'is'} ${key === 'categories' ? `[[${cap(value)}]]` : value}`,
            test: (x) => x.marks.props[key]?.includes(value) === true,
          }));
      }
      for (const value of n.marks.fields[key] ?? []) {
        const kind = valueKind.get(value);
        if (kind)
          add(`f\u0000${key}\u0000${value}`, () => ({
            kind,
            explicit: true,
            words: `Dataview field ${key}:: ${value}`,
            test: (x) => x.marks.fields[key]?.includes(value) === true,
          }));
      }
    }
    for (const t of n.marks.tags) {
      const tag = t.slice(t.lastIndexOf('/') + 1);
      const kind = tagKind.get(tag);
      if (kind)
        add(`t\u0000${tag}`, () => ({
          kind,
          explicit: true,
          words: `tag #${tag}`,
          test: (x) => x.marks.tags.some((y) => y === tag || y.endsWith(`/${tag}`)),
        }));
    }
  }
  return [...seen.values()].sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) || a.words.localeCompare(b.words));
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** Folders named for a kind (outermost only), as markers. */
function folderMarkers(notes: readonly ProfileNote[]): Marker[] {
  const folders = new Set<string>();
  for (const n of notes) {
    const parts = n.rel.split('/').slice(0, -1);
    for (let i = 1; i <= parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  const out: Marker[] = [];
  for (const kind of KINDS) {
    const named = [...folders].filter(
      (f) => KIND_FOLDERS[kind].includes(fold(bareName(f))) || KIND_FOLDERS[kind].includes(singular(fold(bareName(f)))),
    );
    const outermost = named.filter((f) => !named.some((o) => o !== f && under(f, o)));
    for (const folder of outermost.sort()) out.push(folderMarker(kind, folder));
  }
  return out;
}

function folderMarker(kind: MarkedKind, folder: string, origin?: string): Marker {
  // A projects folder holds projects and their material: its own notes and its subfolders' folder notes count.
  const projectNote = (rel: string) => {
    const inside = rel.slice(folder.length + 1).split('/');
    // A note of the folder itself can be its index ("Projects/Projects.md", a README, a MOC), never a project.
    if (inside.length === 1) return !isIndexNote(rel);
    if (inside.length !== 2) return false;
    const sub = fold(bareName(inside[0]!));
    // Projects put away in the folder's archive are still projects (done ones).
    if (/^archived?s?$/.test(sub)) return true;
    const name = fold(stem(rel))
      .replace(/^[_\s]+/, '')
      .replace(/\.readme$/, '');
    return name === sub || name === 'readme' || name === 'index' || fold(stem(rel)).endsWith('.readme');
  };
  const test = (n: ProfileNote) =>
    under(n.rel, folder) && (kind !== 'projects' || projectNote(n.rel)) && (kind === 'projects' || !isIndexNote(n.rel));
  return { kind, explicit: false, words: `folder ${folder}/`, test, ...(origin ? { origin } : {}) };
}

const ISO = /(\d{4})-?(\d{2})-?(\d{2})/;

function nameMarkers(notes: readonly ProfileNote[]): Marker[] {
  const out: Marker[] = [];
  const at = (n: ProfileNote) => stem(n.rel).startsWith('@');
  if (notes.some(at)) out.push({ kind: 'people', explicit: false, words: '@Name notes', test: at });
  // A meeting word and a date in the name: "MoM 20230301", "2023-09-12 Meeting with Steph"; a note about meetings
  // ("How to run a meeting") has the word but no day.
  const words = (n: ProfileNote) =>
    ISO.test(stem(n.rel)) &&
    fold(stem(n.rel))
      .split(/[^\p{L}\p{N}:-]+/u)
      .some((w) => MEETING_NAME_WORDS.includes(w));
  if (notes.some(words))
    out.push({ kind: 'meetings', explicit: false, words: "a meeting word and a date in the note's name", test: words });
  return out;
}

/** A `.base` file's filter as a marker: its kind from the file's name or the value it filters on. */
function fromBase(b: BaseMarker): Marker | undefined {
  const name = singular(fold(stem(b.file.replace(/\.base$/i, ''))));
  const kind = KINDS.find(
    (k) =>
      KIND_VALUES[k].includes(b.value) || KIND_TAGS[k].includes(b.value) || KIND_FOLDERS[k].includes(name) || KIND_VALUES[k].includes(name),
  );
  if (!kind) return undefined;
  if (b.on === 'folder') return folderMarker(kind, b.value, b.file);
  if (b.on === 'tag')
    return {
      kind,
      explicit: true,
      words: `tag #${b.value}`,
      origin: b.file,
      test: (n) => n.marks.tags.some((t) => t === b.value || t.startsWith(`${b.value}/`)),
    };
  const key = b.on;
  return {
    kind,
    explicit: true,
    words: `${key} ${key === 'categories' ? 'contains' : 'is'} ${key === 'categories' ? `[[${cap(b.value)}]]` : b.value}`,
    origin: b.file,
    test: (n) => n.marks.props[key]?.includes(b.value) === true || n.marks.fields[key]?.includes(b.value) === true,
  };
}

/** Every marker the vault has, a base's beside (and naming) the same one found in the notes. */
function allMarkers(input: ProfileInput, notes: readonly ProfileNote[]): Marker[] {
  const found = [...propMarkers(notes), ...folderMarkers(notes), ...nameMarkers(notes)];
  for (const b of (input.bases ?? []).flatMap((x) => baseMarkers(x.rel, x.text))) {
    const m = fromBase(b);
    if (!m) continue;
    const same = found.find((f) => f.kind === m.kind && f.words === m.words);
    if (same) same.origin ??= m.origin;
    else found.push(m);
  }
  return found;
}

/** Which kinds each note is: explicit marks first; folders and names only for notes not explicitly another kind. */
function classify(markers: readonly Marker[], notes: readonly ProfileNote[]): Map<MarkedKind, Map<string, Marker[]>> {
  const byKind = new Map<MarkedKind, Map<string, Marker[]>>(KINDS.map((k) => [k, new Map()]));
  const explicitKinds = (n: ProfileNote) => new Set(markers.filter((m) => m.explicit && m.test(n)).map((m) => m.kind));
  // A note that says it is something else (`type: company`, `categories: [[Trips]]`) is not a person by its folder.
  const markedOther = (n: ProfileNote) => KIND_KEYS.some((k) => (n.marks.props[k] ?? []).some((v) => !GENERIC_KINDS.includes(v)));
  for (const n of notes) {
    const explicit = explicitKinds(n);
    for (const m of markers) {
      if (!m.test(n)) continue;
      if (!m.explicit && (explicit.size > 0 ? !explicit.has(m.kind) : markedOther(n))) continue;
      const notesOf = byKind.get(m.kind)!;
      notesOf.set(n.rel, [...(notesOf.get(n.rel) ?? []), m]);
    }
  }
  return byKind;
}

/** The rule in words: each marker that found notes, with how many, and where it was read. */
function ruleOf(kind: MarkedKind, found: Map<string, Marker[]>): { rule: string; source: ProfileSource } {
  if (found.size === 0)
    return {
      rule: `none in this vault: no note is marked as a ${NOUN[kind][0]} (no ${kind} folder, category, type or tag)`,
      source: 'discovered',
    };
  const tally = new Map<Marker, number>();
  for (const ms of found.values()) for (const m of ms) tally.set(m, (tally.get(m) ?? 0) + 1);
  const parts = [...tally]
    .sort((a, b) => b[1] - a[1])
    .map(([m, n]) => `${m.words} (${count(n, ['note', 'notes'])}${m.origin ? `; from ${m.origin}` : ''})`);
  return { rule: parts.join('; or '), source: 'discovered' };
}

/** A project's status as the vault writes it: a status property or field, else an end-date field, else unknown. */
export function projectStatus(marks: NoteMarks): { status: ProjectStatus; from: string; text: string } | undefined {
  for (const key of STATUS_KEYS) {
    const value = marks.props[key]?.[0] ?? marks.fields[key]?.[0];
    if (value === undefined) continue;
    const v = value.replace(/^[^\p{L}]+/u, '').trim();
    return { status: DONE_STATUSES.includes(v) ? 'done' : ACTIVE_STATUSES.includes(v) ? 'active' : 'other', from: `${key}`, text: v };
  }
  for (const key of END_KEYS) {
    const value = key in marks.props ? marks.props[key] : marks.fields[key];
    if (value === undefined) continue;
    const ended = value.find((v) => /\d{4}-\d{2}-\d{2}|^(true|yes|x)$/.test(v));
    return ended ? { status: 'done', from: key, text: `${key} ${ended}` } : { status: 'active', from: key, text: `no ${key} date` };
  }
  return undefined;
}

function projectsOf(input: ProfileInput, base: KindProfile, byRel: Map<string, ProfileNote>): ProjectsProfile {
  const read = base.notes.map((rel) => ({ rel, s: projectStatus(byRel.get(rel)!.marks) }));
  const anyStatus = read.some((r) => r.s !== undefined);
  const archived = (rel: string) =>
    rel
      .split('/')
      .slice(0, -1)
      .some((p) => /^archives?$/.test(fold(bareName(p)))) || (input.archive ?? []).some((a) => under(rel, a));
  const status: Record<string, ProjectStatus> = {};
  const statusText: Record<string, string> = {};
  for (const r of read) {
    // A project filed away in an archive folder is over, whatever its status still says.
    status[r.rel] = archived(r.rel) ? 'done' : (r.s?.status ?? (anyStatus ? 'unknown' : 'active'));
    if (r.s) statusText[r.rel] = r.s.text;
  }
  const keys = [...new Set(read.flatMap((r) => (r.s ? [r.s.from] : [])))];
  const statusRule = !anyStatus
    ? 'no project note has a status: a project is active unless it is in an archive folder'
    : `read from ${keys.map((k) => `${k}:`).join(', ')} (an end-date field is done once it holds a date, active while empty); a project with none of them is unknown, not active`;
  return { ...base, status, statusText, statusRule };
}

function meetingDate(n: ProfileNote): string | null {
  for (const v of [...(n.marks.props.date ?? []), ...(n.marks.fields.date ?? []), ...(n.marks.fields.when ?? []), stem(n.rel)]) {
    const m = ISO.exec(v);
    if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[3]) >= 1 && Number(m[3]) <= 31) return `${m[1]}-${m[2]}-${m[3]}`;
  }
  return null;
}

/** The profile of the vault's notes. */
export function discoverProfile(input: ProfileInput): VaultProfile {
  const notes = input.notes.filter((n) => !isTemplate(n.rel, input.templates));
  const byRel = new Map(notes.map((n) => [n.rel, n]));
  const classified = classify(allMarkers(input, notes), notes);
  const kindOf = (kind: MarkedKind): KindProfile => {
    const own = input.configured?.[kind];
    if (own) {
      const marker = folderMarker(kind, own.folder);
      const list = notes
        .filter(marker.test)
        .map((n) => n.rel)
        .sort();
      return { rule: `folder ${own.folder}/ (${count(list.length, ['note', 'notes'])})`, source: 'config', notes: list };
    }
    const found = classified.get(kind)!;
    const { rule, source } = ruleOf(kind, found);
    const origin = [...found.values()].flat().some((m) => m.origin);
    return { rule, source: origin ? 'obsidian' : source, notes: [...found.keys()].sort() };
  };
  const people = kindOf('people');
  const meetingsBase = kindOf('meetings');
  // A note that is both a person and a meeting by weak marks stays what its explicit mark says; a person is never a project.
  const projectsBase = kindOf('projects');
  const taken = new Set([...meetingsBase.notes, ...people.notes]); // a Set: tens of thousands of meetings at 100k notes
  projectsBase.notes = projectsBase.notes.filter((r) => !taken.has(r));
  const dates: Record<string, string | null> = {};
  for (const rel of meetingsBase.notes) dates[rel] = meetingDate(byRel.get(rel)!);
  return { people, projects: projectsOf(input, projectsBase, byRel), meetings: { ...meetingsBase, dates } };
}
