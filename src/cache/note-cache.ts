/**
 * Values derived from vault notes — today the frontmatter of people and project notes, which a run reads by the
 * thousand — kept per vault in `<cacheDir>/notes/<vault key>.bin` and reused while a note's size and mtime are
 * unchanged. Those are the two fields the search index compares (search/update.ts), so the cache and the index
 * share one rule and one blind spot: an edit that keeps both size and mtime (docs/performance.md). A rename is a new
 * path, a delete drops the note's entry at the next save, a touch changes the mtime.
 *
 * One cache per vault and process (people and projects tasks share it); saved by the task that changed it. A
 * damaged cache file (its checksum, src/cache/file.ts) is a miss for every note: derived again and rewritten.
 */
import { statSync } from 'node:fs';
import { vaultNotesFile } from './dir.js';
import { readCacheFile, writeCacheFile } from './file.js';

/** A note's size and mtime as the run's scan found them, by its path; undefined: not known (the cache stats it). */
export type KnownStat = (path: string) => { size: number; mtime: number } | undefined;

const KIND = 'notes';

interface Entry {
  size: number;
  mtime: number;
  value: unknown;
}

export interface NoteCache {
  /**
   * `derive(path)` for a note, from the cache when its size and mtime are as recorded; undefined results (an
   * unreadable note) are not kept. `kind` separates values derived differently from the same note. `known`: the
   * note's size and mtime as the run's scan found them (then no stat here: a vault's worth of stats is most of a
   * warm check). With `known` given, `path` is only the note's name in the cache: the caches of a vault's terms
   * and marks name a note by its path in the vault.
   */
  get<T>(kind: string, path: string, derive: (path: string) => T | undefined, known?: { size: number; mtime: number }): T | undefined;
  /**
   * Writes the cache if anything changed. Entries of a kind asked for since the cache was opened, but not for
   * their note, are dropped: a loader asks for every note of its folder, so those notes are gone or moved.
   */
  save(): void;
}

const open = new Map<string, NoteCache>();

function cacheFile(cacheDir: string, vaultReal: string): string {
  return vaultNotesFile(cacheDir, vaultReal, '.bin');
}

/**
 * kind → note path → entry (nested, so that a lookup hashes the path alone: thousands of them per run), from what
 * the cache file held: a part of another shape (which the file's checksum makes a bug, not damage) is left out and
 * its notes derived again.
 */
function storedKinds(stored: unknown, vaultReal: string): Map<string, Map<string, Entry>> {
  const kinds = new Map<string, Map<string, Entry>>();
  const s = stored as { vault?: unknown; kinds?: unknown } | undefined;
  if (typeof s !== 'object' || s === null || s.vault !== vaultReal || !(s.kinds instanceof Map)) return kinds;
  for (const [kind, entries] of s.kinds as Map<unknown, unknown>) {
    if (typeof kind === 'string' && entries instanceof Map) kinds.set(kind, entries as Map<string, Entry>);
  }
  return kinds;
}

/** The cache of a vault (its real path) under `cacheDir`, opened once per process. */
export function noteCache(cacheDir: string, vaultReal: string): NoteCache {
  const file = cacheFile(cacheDir, vaultReal);
  let cache = open.get(file);
  if (!cache) {
    cache = openNoteCache(cacheDir, vaultReal);
    open.set(file, cache);
  }
  return cache;
}

/** The cache as a new process finds it on disk. */
export function openNoteCache(cacheDir: string, vaultReal: string): NoteCache {
  const file = cacheFile(cacheDir, vaultReal);
  const kinds = storedKinds(readCacheFile(file, KIND), vaultReal);
  const used = new Map<string, Set<string>>();
  let dirty = false;
  return {
    get(kind, path, derive, known) {
      let entries = kinds.get(kind);
      if (!entries) kinds.set(kind, (entries = new Map()));
      let seen = used.get(kind);
      if (!seen) used.set(kind, (seen = new Set()));
      seen.add(path);
      const st = known ? { size: known.size, mtimeMs: known.mtime } : statSync(path, { throwIfNoEntry: false });
      if (!st) {
        if (entries.delete(path)) dirty = true;
        return derive(path);
      }
      const hit = entries.get(path) as Entry | undefined;
      if (typeof hit === 'object' && hit !== null && hit.size === st.size && hit.mtime === st.mtimeMs)
        return hit.value as ReturnType<typeof derive>;
      // Stat before the read: a note changed in between is derived again next run.
      const value = derive(path);
      if (value === undefined) entries.delete(path);
      else entries.set(path, { size: st.size, mtime: st.mtimeMs, value });
      dirty = true;
      return value;
    },
    save() {
      if (!dirty) return;
      for (const [kind, seen] of used) {
        const entries = kinds.get(kind)!;
        for (const path of entries.keys()) if (!seen.has(path)) entries.delete(path);
      }
      writeCacheFile(file, KIND, { vault: vaultReal, kinds });
      dirty = false;
    },
  };
}
