/**
 * `skill layout`'s report, in process: a part the vault lacks is information; a kind's folder the config names that
 * is not there is the config's fault (✗, which makes the command exit 1).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutReport } from '../../../src/cli/commands/layout.js';
import { loadVaultConfig } from '../../../src/vault/config.js';
import { loadProfile } from '../../../src/vault/profile-load.js';
import { walkFiles } from '../../../src/vault/walk.js';
import { runInProcess } from '../../support/cli.js';
import { copyOfSampleVault, REPO, tempDir } from '../../support/tmp.js';
import { writeTree } from '../../support/write-tree.js';

const report = (vault: string) => {
  const config = loadVaultConfig(vault);
  const notes = walkFiles(vault);
  return layoutReport(vault, config, '2026-11-27', loadProfile(vault, config.layout, { fresh: true }), notes);
};

describe('skill layout report', () => {
  it('shows parts the vault lacks as information, and a people folder the config names that is missing as ✗', () => {
    const vault = writeTree(join(tempDir(), 'v'), {
      'Notes/a.md': '# a\n',
      'Daily/2026-11-26.md': '# d\n',
      'Daily/2026-11-27.md': '# d\n',
    });
    const lines = report(vault);
    expect(lines.filter((l) => l.status === 'missing')).toEqual([]);
    expect(lines.find((l) => l.part === 'meetings')).toMatchObject({ status: 'note', what: 'none in this vault' });
    expect(lines.find((l) => l.part === 'daily notes')).toMatchObject({ status: 'ok', found: '2 notes in Daily/' });

    writeTree(vault, { '.skill/config.yaml': 'layout:\n  people: Team\n' });
    expect(report(vault).find((l) => l.part === 'people')).toMatchObject({
      status: 'missing',
      what: 'Team/',
      found: 'folder does not exist',
    });
  });

  it("names the inbox: Obsidian's new-note folder (demophoon's app.json), else the one folder named Inbox", () => {
    const demophoon = loadVaultConfig(join(REPO, 'fixtures/vaults/demophoon__obsidian-vault')).layout.inbox;
    expect(demophoon).toEqual({ folder: '0x Meta/09 Unsorted', origin: '.obsidian/app.json (newFileFolderPath)', source: 'obsidian' });
    const vault = writeTree(join(tempDir(), 'v'), { '00 Inbox/idea.md': '# idea\n', 'Notes/a.md': '# a\n' });
    expect(loadVaultConfig(vault).layout.inbox).toMatchObject({ folder: '00 Inbox', source: 'discovered' });
    expect(report(vault).find((l) => l.part === 'inbox')).toMatchObject({ what: '00 Inbox/', found: 'where new notes land' });
    expect(loadVaultConfig(writeTree(join(tempDir(), 'w'), { 'a.md': '# a\n' })).layout.inbox).toBeUndefined();
  });
});

describe('skill layout: who "me" is in the calendars', () => {
  it('shows the discovered address as a guess with its evidence, in --json too, and --write pins it', async () => {
    // The sample vault's calendars (fixtures/vault/.skill/calendars), its config without me:.
    const vault = copyOfSampleVault();
    const configFile = join(vault, '.skill/config.yaml');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace(/^me:\n(?: {2}.*\n)+/m, ''));
    const env = { SKILL_CACHE_DIR: tempDir('skill-cache-') };
    const json = await runInProcess(['layout', '--vault', vault, '--json', '--now', '2026-11-27T09:00'], { env });
    expect(json.exitCode, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout).me).toEqual({
      emails: ['alex@example.com'],
      names: ['Alex Morgan'],
      source: 'discovered',
      evidence: 'alex@example.com, organizer or attendee in 12 of 16 events (from calendars)',
    });
    rmSync(configFile);
    const written = await runInProcess(['layout', '--vault', vault, '--write', '--now', '2026-11-27T09:00'], { env });
    expect(written.exitCode, written.stderr).toBe(0);
    expect(written.stdout).toContain('· me ');
    expect(written.stdout).toContain('alex@example.com, organizer or attendee in 12 of 16 events (from calendars)');
    expect(written.stdout).toContain('found in the calendars (a guess: pin it with skill layout --write');
    expect(readFileSync(configFile, 'utf8')).toContain(
      'me:  # discovered: in 12 of 16 events of the calendars (a guess: check it)\n  - alex@example.com\n',
    );
    // Pinned: now it is the config's.
    expect(loadVaultConfig(vault).me).toEqual({ names: [], emails: ['alex@example.com'] });
    const after = await runInProcess(['layout', '--vault', vault, '--json'], { env });
    expect(JSON.parse(after.stdout).me).toMatchObject({ source: 'config', evidence: null });
  });

  it('says so when nobody can be found, and --write leaves me: commented out with why', async () => {
    const vault = writeTree(join(tempDir(), 'v'), { 'Daily/2026-11-27.md': '# d\n' });
    const env = { SKILL_CACHE_DIR: tempDir('skill-cache-') };
    const r = await runInProcess(['layout', '--vault', vault, '--write'], { env });
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/· me +not known — no calendar could be read\n/);
    expect(readFileSync(join(vault, '.skill/config.yaml'), 'utf8')).toContain(
      '# not found: no calendar could be read\n# me:\n#   - you@example.com\n',
    );
  });
});
