/**
 * The profile kept between runs: reused while no file is added, removed or renamed and no note of a kind changed;
 * made again otherwise, and always by `skill layout` (fresh). Real files in a temp dir; each load is a new layout,
 * as a new run has.
 */
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVaultConfig } from '../../src/vault/config.js';
import { loadProfile, scanLookup, sortedIndexOf } from '../../src/vault/profile-load.js';
import { tempDir } from '../support/tmp.js';
import { writeTree } from '../support/write-tree.js';

describe('the kept vault profile', () => {
  it('follows added notes and edited ones of a kind; an edit that makes a note a kind waits for a file change or layout', () => {
    const vault = writeTree(join(tempDir(), 'v'), {
      'People/Ada.md': '# Ada\n',
      'Work/Launch.md': '---\ntype: project\nstatus: active\n---\n',
      'Notes/Grace.md': '# Grace\n',
    });
    const cacheDir = join(tempDir(), 'cache');
    const load = (fresh = false) => loadProfile(vault, loadVaultConfig(vault).layout, { cacheDir, fresh });
    expect(load().people.notes).toEqual(['People/Ada.md']);

    writeTree(vault, { 'Notes/Alan.md': '---\ntype: person\n---\n' });
    expect(load().people.notes).toEqual(['Notes/Alan.md', 'People/Ada.md']);

    writeFileSync(join(vault, 'Work/Launch.md'), '---\ntype: project\nstatus: done\n---\n');
    utimesSync(join(vault, 'Work/Launch.md'), new Date(), new Date(Date.now() + 5000));
    expect(load().projects.status).toEqual({ 'Work/Launch.md': 'done' });

    // Grace becomes a person by an edit alone: the kept profile does not know yet; a fresh one (skill layout) does.
    writeFileSync(join(vault, 'Notes/Grace.md'), '---\ncategories: ["[[People]]"]\n---\n');
    expect(load().people.notes).not.toContain('Notes/Grace.md');
    expect(load(true).people.notes).toContain('Notes/Grace.md');
    expect(load().people.notes).toContain('Notes/Grace.md');
  });
});

describe('looking notes up in a scan', () => {
  // A seeded list of sorted paths and every kind of key order: the galloping search must answer exactly as a linear
  // search does, from any starting point.
  const paths = Array.from({ length: 300 }, (_, i) => `f${(i * 7919) % 1000}/n${i % 13}.md`)
    .filter((p, i, all) => all.indexOf(p) === i)
    .sort();
  const absent = ['', 'a', 'f0', 'f999/zz.md', 'zzz', `${paths[10]}x`, paths[20]!.slice(0, -1)];

  it('finds every path and no absent one, whatever the cursor', () => {
    for (const from of [-3, 0, 1, 57, paths.length - 1, paths.length + 9]) {
      for (const [k, p] of paths.entries()) expect(sortedIndexOf(paths, p, from)).toBe(k);
      for (const p of absent) expect(sortedIndexOf(paths, p, from)).toBe(-1);
    }
    expect(sortedIndexOf([], 'a', 0)).toBe(-1);
  });

  it('answers lookups asked in path order, reverse order and at random, with the stats of the scan', () => {
    const scan = {
      rels: paths,
      size: Float64Array.from(paths, (_, k) => k * 10),
      mtime: Float64Array.from(paths, (_, k) => (k === 5 ? Number.NaN : k)),
    };
    const shuffled = [...paths].sort((a, b) => ((a.length * 31 + a.charCodeAt(1)) % 17) - ((b.length * 31 + b.charCodeAt(1)) % 17));
    for (const order of [paths, [...paths].reverse(), shuffled]) {
      const look = scanLookup(scan);
      for (const p of order) {
        const k = paths.indexOf(p);
        expect(look(p)).toEqual(k === 5 ? undefined : { size: k * 10, mtime: k });
        expect(look(`${p}~`)).toBeUndefined();
      }
    }
  });
});
