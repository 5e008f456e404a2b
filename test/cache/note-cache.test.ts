import { mkdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openNoteCache } from '../../src/cache/note-cache.js';
import { loadPeople } from '../../src/gather/references/people.js';
import { loadProjects } from '../../src/gather/references/projects.js';
import { DEFAULT_LAYOUT } from '../../src/vault/config.js';
import { tempDir } from '../support/tmp.js';

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
    const projects = () => loadProjects(vault, DEFAULT_LAYOUT, openNoteCache(cacheDir, vault)).map((p) => [p.slug, p.status, p.endDate, p.active]);
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
