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
import { isStrings } from '../cache/shape.js';
import { keptKeyOf, loadProfile, preloadProfile } from '../vault/profile-load.js';
import type { VaultProfile } from '../vault/profile.js';
import type { TaskInput } from './types.js';
import type { VaultView } from './vault-view.js';
import { whenScanned } from './search/scan.js';
import { type PeopleIndex, type PersonFields, peopleFrom, personFields } from './references/people.js';
import { type Project, type ProjectFields, projectFields, projectsFrom } from './references/projects.js';
import { bareName } from '../vault/folder-names.js';
import { notePath } from '../vault/walk.js';
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
 * The profile, from the run's one scan of the vault (shared with the search index check). What needs no scan is done
 * before the scan is waited for: at 100,000 notes the scan's worker is still walking when these tasks start, so this
 * work shares the two cores with it instead of running alone after it. That is reading what the profile and the
 * people and projects keep between runs, and, for the projects task (the search task waits for it), making the
 * projects of the kept part from them: when the scan shows the part unchanged, the profile is made of these very
 * objects, and the projects made early are the ones asked for (profileProjects). The people are not made early:
 * whatever the main thread holds before the scan ends adds to the run's peak memory (the scan's worker is alive
 * then), and the people index with its lookups is 2 MB at 100,000 notes (peak RSS 145 → 148 MB, median of 9).
 */
export async function profileOf(input: TaskInput, view: VaultView, kind?: 'people' | 'projects'): Promise<VaultProfile> {
  const scanning = view.scanned(input.signal);
  const early = preloadProfile(input.vault, input.config.layout, input.cacheDir);
  if (early && kind === 'projects') projectsOfPart(input, view, early.projects, early.key, false);
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

/**
 * What one run (its view of the vault) has of the people and projects: the kept fields file and what it held (with
 * what the run has written since), and the project lists made, by the profile part they are of.
 */
interface RunMade {
  at: { file: string; kept: KeptFields } | undefined;
  projects: WeakMap<VaultProfile['projects'], Project[]>;
}

const runs = new WeakMap<VaultView, RunMade>();

/** The run's record; its kept fields file is read the first time it is asked for. */
function runMade(input: TaskInput, view: VaultView): RunMade {
  let run = runs.get(view);
  if (run) return run;
  let at: RunMade['at'];
  try {
    if (input.cacheDir !== undefined) {
      const file = vaultNotesFile(input.cacheDir, realpathSync(input.vault), '.fields.bin');
      const value = readCacheFile(file, FIELDS_KIND);
      at = { file, kept: typeof value === 'object' && value !== null ? (value as KeptFields) : {} };
    }
  } catch {
    at = undefined; // a vault whose real path cannot be read: nothing is kept for it
  }
  run = { at, projects: new WeakMap() };
  runs.set(view, run);
  return run;
}

const isPersonFields = (f: unknown): f is PersonFields =>
  typeof f === 'object' && f !== null && isStrings((f as PersonFields).names) && isStrings((f as PersonFields).emails);
const isText = (v: unknown): boolean => v === undefined || typeof v === 'string';
const isProjectFields = (f: unknown): f is ProjectFields =>
  typeof f === 'object' && f !== null && isText((f as ProjectFields).title) && isText((f as ProjectFields).endDate);

/** The kept `kind` fields when they were read for the part of this key, and are `count` of their shape. */
function keptFields<T>(
  run: RunMade,
  key: string | undefined,
  kind: keyof KeptFields,
  count: number,
  isShaped: (f: unknown) => f is T,
): T[] | undefined {
  const kept = run.at?.kept[kind];
  if (key === undefined || kept === undefined || kept.key !== key || !Array.isArray(kept.fields) || kept.fields.length !== count)
    return undefined;
  return kept.fields.every(isShaped) ? kept.fields : undefined;
}

/** The `kind` fields of a part's notes: the kept ones, else `read` (through the note cache), then kept when every note could be read. */
function fieldsFor<T>(
  run: RunMade,
  key: string | undefined,
  kind: keyof KeptFields,
  count: number,
  isShaped: (f: unknown) => f is T,
  read: () => (T | undefined)[],
): (T | undefined)[] {
  const kept = keptFields(run, key, kind, count, isShaped);
  if (kept) return kept;
  const fields = read();
  if (run.at && key !== undefined && fields.every((f) => f !== undefined)) {
    run.at.kept[kind] = { key, fields };
    writeCacheFile(run.at.file, FIELDS_KIND, run.at.kept);
  }
  return fields;
}

/** Where the people task's new person notes go: the folder a config names, else where most people are (folderFor). */
export function peopleFolder(input: TaskInput, people: VaultProfile['people']): string {
  const layout = input.config.layout;
  return join(input.vault, folderFor(people.notes, layout.configured?.people === true, layout.people));
}

/** The people index of the profile's people: `folder` is where a person without a note would get one. */
export function profilePeople(input: TaskInput, view: VaultView, profile: VaultProfile, folder: string): PeopleIndex {
  const paths = profile.people.notes.map(notePath(input.vault));
  const read = () => personFields(paths, notesCacheOf(input), view.knownStat);
  return peopleFrom(folder, paths, fieldsFor(runMade(input, view), keptKeyOf(profile), 'people', paths.length, isPersonFields, read));
}

/** The profile's projects, with the title and end date of each note. */
export function profileProjects(input: TaskInput, view: VaultView, profile: VaultProfile): Project[] {
  return projectsOfPart(input, view, profile.projects, keptKeyOf(profile), true)!;
}

/** A part's projects, made once per run; `read`: through the note cache when not kept. */
function projectsOfPart(
  input: TaskInput,
  view: VaultView,
  projects: VaultProfile['projects'],
  key: string | undefined,
  read: boolean,
): Project[] | undefined {
  const run = runMade(input, view);
  const made = run.projects.get(projects);
  if (made) return made;
  const { notes } = projects;
  // projectFields gives every note fields (all undefined for one that cannot be read), so none is missing here.
  const fields = read
    ? (fieldsFor(run, key, 'projects', notes.length, isProjectFields, () =>
        projectFields(input.vault, notes, notesCacheOf(input), view.knownStat),
      ) as ProjectFields[])
    : keptFields(run, key, 'projects', notes.length, isProjectFields);
  if (!fields) return undefined;
  const list = projectsFrom(input.vault, projects, fields);
  run.projects.set(projects, list);
  return list;
}

/** Whether a folder holds people only: one named for them ("05 People", "Contacts"), or one the config names. */
export function isPeopleFolder(folder: string, configured: boolean): boolean {
  const name = fold(bareName(folder));
  return configured || KIND_FOLDERS.people.includes(name) || KIND_FOLDERS.people.includes(singular(name));
}

/**
 * posix.dirname of a note's path, by one slice where the path has a plain last slash (one between two names), as the
 * walk's paths have: posix.dirname, called twice per note, was ~0.8 ms for the 300 person notes at 10,000 notes and
 * ~5 ms for the 3,000 at 100,000 (cold code), the slice ~0.2 and ~2 ms.
 */
function folderOf(rel: string): string {
  const slash = rel.lastIndexOf('/');
  if (slash <= 0 || slash === rel.length - 1 || rel.charCodeAt(slash - 1) === 47 /* / */) return posix.dirname(rel);
  return rel.slice(0, slash);
}

/**
 * Where a new note of a kind goes: the folder a config names, else the folder most of the kind's notes are in, else
 * the layout's (built-in) folder.
 */
export function folderFor(notes: readonly string[], configured: boolean, layoutFolder: string): string {
  if (configured || notes.length === 0) return layoutFolder;
  const counts = new Map<string, number>();
  for (const rel of notes) {
    const folder = folderOf(rel);
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return best![0] === '.' ? '' : best![0];
}
