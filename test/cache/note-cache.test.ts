import { mkdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { openNoteCache, type NoteCache } from '../../src/cache/note-cache.js';
import { writeCacheFile } from '../../src/cache/file.js';
import { loadPeople } from '../../src/gather/references/people.js';
import { loadProjects } from '../../src/gather/references/projects.js';
import { DEFAULT_LAYOUT } from '../../src/vault/config.js';
import { damageFile, damageOf } from '../support/damage.js';
import { fuzzParams, fuzzTimeout } from '../support/fuzz.js';
import { copyOfSampleVault, tempDir } from '../support/tmp.js';

/** Writes a note with an mtime of whole seconds, which utimes can set again exactly. */
function write(path: string, text: string, seconds = 1_700_000_000): void {
  writeFileSync(path, text);
  utimesSync(path, seconds, seconds);
}

/** Rewrites a note keeping its size and mtime: the one change the cache cannot see (docs/performance.md). */
function sneakyEdit(path: string, text: string): void {
  const { mtimeMs, size } = statSync(path);
  expect(Buffer.byteLength(text)).toBe(size);
  write(path, text, mtimeMs / 1000);
  expect(statSync(path).mtimeMs).toBe(mtimeMs);
}

function touch(path: string): void {
  const { atime, mtime } = statSync(path);
  utimesSync(path, atime, new Date(mtime.getTime() + 5000));
}

describe('the note cache (people and project fields)', () => {
  it('reuses a person note while its size and mtime hold, and sees edits, touches, renames and deletes', () => {
    const vault = tempDir();
    const folder = join(vault, 'People');
    mkdirSync(folder);
    const bob = join(folder, 'Robert Fischer.md');
    write(bob, '---\naliases: [Bob]\n---\n# Robert\n');
    writeFileSync(join(folder, 'Mei Novak.md'), '# Mei\n');
    const cacheDir = join(tempDir(), 'cache');
    // Each load opens the cache from its file, as a new run does.
    const people = () => Object.fromEntries(loadPeople(folder, openNoteCache(cacheDir, vault)).people.map((p) => [p.name, p.aliases]));
    expect(people()).toEqual({ 'Mei Novak': [], 'Robert Fischer': ['Bob'] });

    sneakyEdit(bob, '---\naliases: [Rob]\n---\n# Robert\n');
    expect(people()['Robert Fischer']).toEqual(['Bob']); // the documented blind spot: proves the cache was used
    touch(bob);
    expect(people()['Robert Fischer']).toEqual(['Rob']);
    writeFileSync(bob, '---\naliases: [Rob, Bobby]\n---\n# Robert\n');
    expect(people()['Robert Fischer']).toEqual(['Rob', 'Bobby']);
    renameSync(bob, join(folder, 'Bob Fischer.md'));
    expect(people()).toEqual({ 'Bob Fischer': ['Rob', 'Bobby'], 'Mei Novak': [] });
    rmSync(join(folder, 'Bob Fischer.md'));
    expect(people()).toEqual({ 'Mei Novak': [] });
  });

  it('never reads person entries a loader of another shape wrote (names only, before addresses)', () => {
    const vault = tempDir();
    const folder = join(vault, 'People');
    mkdirSync(folder);
    const maria = join(folder, 'Maria Lopez.md');
    write(maria, '---\naliases: [Maria]\nemail: maria@example.org\n---\n');
    const cacheDir = join(tempDir(), 'cache');
    // What the loader kept before a person had addresses: kind 'person', the value a list of names.
    const old = openNoteCache(cacheDir, vault);
    expect(old.get('person', maria, () => ['Stale Alias'])).toEqual(['Stale Alias']);
    old.save();
    const [person] = loadPeople(folder, openNoteCache(cacheDir, vault)).people;
    expect(person).toMatchObject({ name: 'Maria Lopez', aliases: ['Maria'], emails: ['maria@example.org'] });
    sneakyEdit(maria, '---\naliases: [Marie]\nemail: marie@example.org\n---\n');
    expect(loadPeople(folder, openNoteCache(cacheDir, vault)).people[0]!.emails).toEqual(['maria@example.org']); // cached now
  });

  it('keeps project fields the same way, beside the people of the same vault', () => {
    const vault = tempDir();
    const folder = join(vault, DEFAULT_LAYOUT.projects);
    mkdirSync(folder, { recursive: true });
    mkdirSync(join(vault, 'People'));
    writeFileSync(join(vault, 'People', 'Mei Novak.md'), '---\naliases: [Mei]\n---\n');
    const alpha = join(folder, 'alpha.md');
    write(alpha, '---\nstatus: active\ndue: 2026-12-01\n---\n');
    const cacheDir = join(tempDir(), 'cache');
    const projects = () =>
      loadProjects(vault, DEFAULT_LAYOUT, openNoteCache(cacheDir, vault)).map((p) => [p.slug, p.status, p.endDate, p.active]);
    expect(projects()).toEqual([['alpha', 'active', '2026-12-01', true]]);
    loadPeople(join(vault, 'People'), openNoteCache(cacheDir, vault)); // saving people keeps the projects' entries
    sneakyEdit(alpha, '---\nstatus: closed\ndue: 2026-12-01\n---\n');
    expect(projects()).toEqual([['alpha', 'active', '2026-12-01', true]]);
    touch(alpha);
    expect(projects()).toEqual([['alpha', 'closed', '2026-12-01', true]]);
    writeFileSync(alpha, '---\nstatus: done\n---\n');
    expect(projects()).toEqual([['alpha', 'done', undefined, false]]);
    renameSync(alpha, join(folder, 'beta.md'));
    expect(projects()).toEqual([['beta', 'done', undefined, false]]);
    rmSync(join(folder, 'beta.md'));
    expect(projects()).toEqual([]);
  });
});

/** A note cache that counts the notes it could not serve. */
function counting(cache: NoteCache): NoteCache & { misses: () => number } {
  let misses = 0;
  return {
    get: (kind, path, derive) =>
      cache.get(kind, path, (p) => {
        misses++;
        return derive(p);
      }),
    save: () => cache.save(),
    misses: () => misses,
  };
}

describe('a damaged note cache', () => {
  it(
    'is a miss wherever the damage is: every note is read again, as without a cache, and the file replaced',
    () => {
      const vault = copyOfSampleVault();
      const cacheDir = join(tempDir(), 'cache');
      const read = (cache?: NoteCache) => ({
        people: loadPeople(join(vault, DEFAULT_LAYOUT.people), cache),
        projects: loadProjects(vault, DEFAULT_LAYOUT, cache),
      });
      const fresh = read();
      const first = counting(openNoteCache(cacheDir, vault));
      expect(read(first)).toEqual(fresh);
      const notes = first.misses();
      expect(notes).toBeGreaterThan(5);
      const [name] = readdirSync(join(cacheDir, 'notes'));
      const file = join(cacheDir, 'notes', name!);
      const whole = readFileSync(file);
      fc.assert(
        fc.property(damageOf(whole.length), (d) => {
          writeFileSync(file, whole);
          damageFile(file, d);
          const run = counting(openNoteCache(cacheDir, vault));
          expect(read(run)).toEqual(fresh);
          expect(run.misses()).toBe(notes);
          const next = counting(openNoteCache(cacheDir, vault));
          expect(read(next)).toEqual(fresh);
          expect(next.misses()).toBe(0);
        }),
        fuzzParams(25),
      );
    },
    fuzzTimeout(25, 200),
  );

  it('reads again the notes of a part of another shape, and keeps the rest', () => {
    const vault = tempDir();
    const folder = join(vault, 'People');
    mkdirSync(folder);
    const mei = join(folder, 'Mei Novak.md');
    const bob = join(folder, 'Robert Fischer.md');
    write(mei, '---\naliases: [Mei]\n---\n');
    write(bob, '---\naliases: [Bob]\n---\n');
    const cacheDir = join(tempDir(), 'cache');
    loadPeople(folder, openNoteCache(cacheDir, vault));
    const file = join(cacheDir, 'notes', readdirSync(join(cacheDir, 'notes'))[0]!);
    const entry = (path: string) => ({
      size: statSync(path).size,
      mtime: statSync(path).mtimeMs,
      value: { names: ['Doctored'], emails: [] },
    });
    // The kind loadPeople keeps person fields under (src/gather/references/people.ts).
    const PERSON = 'person:names+emails';
    // Checksums that hold over values of the wrong shape (as only a bug could write them): no throw, read again.
    for (const kinds of [
      new Map<unknown, unknown>([[PERSON, 'not a map']]),
      new Map<unknown, unknown>([
        [
          PERSON,
          new Map<string, unknown>([
            [mei, null],
            [bob, entry(bob)],
          ]),
        ],
      ]),
      new Map<unknown, unknown>([
        [7, new Map()],
        [PERSON, new Map([[bob, entry(bob)]])],
      ]),
      'not a map',
    ]) {
      writeCacheFile(file, 'notes', { vault, kinds });
      const cache = counting(openNoteCache(cacheDir, vault));
      const names = Object.fromEntries(loadPeople(folder, cache).people.map((p) => [p.name, p.aliases]));
      const kept = kinds instanceof Map && kinds.get(PERSON) instanceof Map;
      expect(names).toEqual({ 'Mei Novak': ['Mei'], 'Robert Fischer': [kept ? 'Doctored' : 'Bob'] });
      expect(cache.misses()).toBe(kept ? 1 : 2);
    }
  });
});
