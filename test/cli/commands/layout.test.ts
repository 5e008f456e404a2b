/**
 * `skill layout`'s report, in process: a part the vault lacks is information; a kind's folder the config names that
 * is not there is the config's fault (✗, which makes the command exit 1).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutReport } from '../../../src/cli/commands/layout.js';
import { loadVaultConfig } from '../../../src/vault/config.js';
import { loadProfile } from '../../../src/vault/profile-load.js';
import { walkFiles } from '../../../src/vault/walk.js';
import { REPO, tempDir } from '../../support/tmp.js';
import { writeTree } from '../../support/write-tree.js';

const report = (vault: string) => {
  const config = loadVaultConfig(vault);
  const notes = walkFiles(vault);
  return layoutReport(vault, config, '2026-11-27', loadProfile(vault, config.layout, { fresh: true }), notes);
};

describe('skill layout report', () => {
  it('shows parts the vault lacks as information, and a people folder the config names that is missing as ✗', () => {
    const vault = writeTree(join(tempDir(), 'v'), { 'Notes/a.md': '# a\n', 'Daily/2026-11-26.md': '# d\n', 'Daily/2026-11-27.md': '# d\n' });
    const lines = report(vault);
    expect(lines.filter((l) => l.status === 'missing')).toEqual([]);
    expect(lines.find((l) => l.part === 'meetings')).toMatchObject({ status: 'note', what: 'none in this vault' });
    expect(lines.find((l) => l.part === 'daily notes')).toMatchObject({ status: 'ok', found: '2 notes in Daily/' });

    writeTree(vault, { '.skill/config.yaml': 'layout:\n  people: Team\n' });
    expect(report(vault).find((l) => l.part === 'people')).toMatchObject({ status: 'missing', what: 'Team/', found: 'folder does not exist' });
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
