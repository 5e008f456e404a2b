/**
 * The profile kept between runs: reused while no file is added, removed or renamed and no note of a kind changed;
 * made again otherwise, and always by `skill layout` (fresh). Real files in a temp dir; each load is a new layout,
 * as a new run has.
 */
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVaultConfig } from '../../src/vault/config.js';
import { loadProfile } from '../../src/vault/profile-load.js';
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
