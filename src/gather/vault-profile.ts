/**
 * The vault profile for a run's handlers (src/vault/profile.ts): made once per run from the run's one walk of the
 * vault (the vault view's file list) and the note cache, so the people, projects and meetings tasks agree on what
 * is a person, a project, a meeting.
 */
import { realpathSync } from 'node:fs';
import { join, posix } from 'node:path';
import { vaultNotesFile } from '../cache/dir.js';
import { readCacheFile, writeCacheFile } from '../cache/file.js';
import { noteCache, type NoteCache } from '../cache/note-cache.js';
import { keptKeyOf, loadProfile, preloadProfile } from '../vault/profile-load.js';
import type { VaultProfile } from '../vault/profile.js';
import type { TaskInput } from './types.js';
import type { VaultView } from './vault-view.js';
import { whenScanned } from './search/scan.js';
import { type PeopleIndex, type PersonFields, peopleFrom, personFields } from './references/people.js';
import { type ProjectFields, projectFields } from './references/projects.js';
import { bareName } from '../vault/folder-names.js';
import { KIND_FOLDERS } from '../vault/kind-words.js';
import { fold, singular } from '../text/words.js';

/** The run's cache of note fields and marks, when the run keeps one. */
function notesCacheOf(input: TaskInput): NoteCache | undefined {
  if (input.cacheDir === undefined) return undefined;
  try {
    return noteCache(input.cacheDir, realpathSync(input.vault));
  } catch {
    return undefined;
  }
}

/**
 * The profile, from the run's one scan of the vault (shared with the search index check). What the profile and the
 * people and projects keep between runs is read before the scan is waited for: it needs no scan, and at 100,000
 * notes the scan's worker is still walking when these tasks start, so the reading is off the end of the run.
 */
export async function profileOf(input: TaskInput, view: VaultView): Promise<VaultProfile> {
  const scanning = view.scanned(input.signal);
  preloadProfile(input.vault, input.config.layout, input.cacheDir);
  keptFieldsOf(input, view);
  const scan = await whenScanned(scanning);
  return loadProfile(input.vault, input.config.layout, { scan, cacheDir: input.cacheDir });
}

/**
 * The fields of the profile's people and projects as last read, in the order of their notes, with the key of the
 * profile part they were read for (keptKeyOf: the paths, sizes and mtimes of every person and project note). While
 * the profile has that key, no note of them changed: the fields are used as they are, with no lookup of each note in
 * the note cache (at 100,000 notes, 3,000 people and 2,327 projects: the cache's file, and a lookup and a stat from
 * the scan for each note, some 30 ms of the main thread after the scan).
 */
type KeptFields = Partial<Record<'people' | 'projects', { key: string; fields: unknown[] }>>;

const FIELDS_KIND = 'profile-fields';

/** Per run (its view of the vault): the kept fields file and what it held, with what the run has written since. */
const keptFields = new WeakMap<VaultView, { file: string; kept: KeptFields } | undefined>();

/** The vault's kept fields file and what it holds, read once per run; undefined when the run keeps no cache. */
function keptFieldsOf(input: TaskInput, view: VaultView): { file: string; kept: KeptFields } | undefined {
  if (keptFields.has(view)) return keptFields.get(view);
  let at: { file: string; kept: KeptFields } | undefined;
  try {
    if (input.cacheDir !== undefined) {
      const file = vaultNotesFile(input.cacheDir, realpathSync(input.vault), '.fields.bin');
      const value = readCacheFile(file, FIELDS_KIND);
      at = { file, kept: typeof value === 'object' && value !== null ? (value as KeptFields) : {} };
    }
  } catch {
    at = undefined; // a vault whose real path cannot be read: nothing is kept for it
  }
  keptFields.set(view, at);
  return at;
}

const isStrings = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isPersonFields = (f: unknown): f is PersonFields =>
  typeof f === 'object' && f !== null && isStrings((f as PersonFields).names) && isStrings((f as PersonFields).emails);
const isText = (v: unknown): boolean => v === undefined || typeof v === 'string';
const isProjectFields = (f: unknown): f is ProjectFields =>
  typeof f === 'object' && f !== null && isText((f as ProjectFields).title) && isText((f as ProjectFields).endDate);

/**
 * The `kind` fields of the profile's notes: the kept ones when they were read for this profile (and are of their
 * shape), else `read` (through the note cache), then kept when every note could be read.
 */
function fieldsFor<T>(
  input: TaskInput,
  view: VaultView,
  profile: VaultProfile,
  kind: keyof KeptFields,
  count: number,
  isShaped: (f: unknown) => f is T,
  read: () => (T | undefined)[],
): (T | undefined)[] {
  const key = keptKeyOf(profile);
  const at = key === undefined ? undefined : keptFieldsOf(input, view);
  const kept = at?.kept[kind];
  if (kept !== undefined && kept.key === key && Array.isArray(kept.fields) && kept.fields.length === count && kept.fields.every(isShaped))
    return kept.fields;
  const fields = read();
  if (at && fields.every((f) => f !== undefined)) {
    at.kept[kind] = { key: key!, fields };
    writeCacheFile(at.file, FIELDS_KIND, at.kept);
  }
  return fields;
}

/** The people index of the profile's people: `folder` is where a person without a note would get one. */
export function profilePeople(input: TaskInput, view: VaultView, profile: VaultProfile, folder: string): PeopleIndex {
  const paths = profile.people.notes.map((rel) => join(input.vault, rel));
  const read = () => personFields(paths, notesCacheOf(input), view.knownStat);
  return peopleFrom(folder, paths, fieldsFor(input, view, profile, 'people', paths.length, isPersonFields, read));
}

/** The title and end date of each of the profile's projects, in the order of their notes. */
export function profileProjectFields(input: TaskInput, view: VaultView, profile: VaultProfile): ProjectFields[] {
  const { notes } = profile.projects;
  const read = () => projectFields(input.vault, notes, notesCacheOf(input), view.knownStat);
  // projectFields gives every note fields (all undefined for one that cannot be read), so none is missing here.
  return fieldsFor(input, view, profile, 'projects', notes.length, isProjectFields, read) as ProjectFields[];
}

/** Whether a folder holds people only: one named for them ("05 People", "Contacts"), or one the config names. */
export function isPeopleFolder(folder: string, configured: boolean): boolean {
  const name = fold(bareName(folder));
  return configured || KIND_FOLDERS.people.includes(name) || KIND_FOLDERS.people.includes(singular(name));
}

/**
 * Where a new note of a kind goes: the folder a config names, else the folder most of the kind's notes are in, else
 * the layout's (built-in) folder.
 */
export function folderFor(notes: readonly string[], configured: boolean, layoutFolder: string): string {
  if (configured || notes.length === 0) return layoutFolder;
  const counts = new Map<string, number>();
  for (const rel of notes) counts.set(posix.dirname(rel), (counts.get(posix.dirname(rel)) ?? 0) + 1);
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return best![0] === '.' ? '' : best![0];
}
