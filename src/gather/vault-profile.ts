/**
 * The vault profile for a run's handlers (src/vault/profile.ts): made once per run from the run's one walk of the
 * vault (the vault view's file list) and the note cache, so the people, projects and meetings tasks agree on what
 * is a person, a project, a meeting.
 */
import { realpathSync } from 'node:fs';
import { posix } from 'node:path';
import { noteCache, type NoteCache } from '../cache/note-cache.js';
import { loadProfile } from '../vault/profile-load.js';
import type { VaultProfile } from '../vault/profile.js';
import type { TaskInput } from './types.js';
import type { VaultView } from './vault-view.js';
import { whenScanned } from './search/scan.js';
import { bareName } from '../vault/folder-names.js';
import { KIND_FOLDERS } from '../vault/kind-words.js';
import { fold, singular } from '../text/words.js';

/** The run's cache of note fields and marks, when the run keeps one. */
export function notesCacheOf(input: TaskInput): NoteCache | undefined {
  if (input.cacheDir === undefined) return undefined;
  try {
    return noteCache(input.cacheDir, realpathSync(input.vault));
  } catch {
    return undefined;
  }
}

/** The profile, from the run's one scan of the vault (shared with the search index check). */
export async function profileOf(input: TaskInput, view: VaultView): Promise<VaultProfile> {
  const scan = await whenScanned(view.scanned(input.signal));
  return loadProfile(input.vault, input.config.layout, { scan, cacheDir: input.cacheDir });
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
