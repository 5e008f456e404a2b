/**
 * A new folder at the top of the vault is said before the questions and asked; refused in one line without a
 * terminal unless --yes. Real folders in a temp dir.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newTopFolders, newTreeAllowed } from '../../../src/phases/write/new-tree.js';
import { tempDir } from '../../support/tmp.js';
import { writeTree } from '../../support/write-tree.js';

const sink = () => {
  let text = '';
  const write = (t: string) => {
    text += t;
    return true;
  };
  return { out: { write } as never, text: () => text };
};

describe('new folder trees', () => {
  const vault = writeTree(join(tempDir(), 'v'), { 'Daily/2026-11-26.md': '# d\n' });
  const trees = newTopFolders(vault, [
    join(vault, 'Daily/2026/2026-W48.md'),
    join(vault, '00_Brain/Periodic/Weekly/2026-W48.md'),
    join(vault, '00_Brain/Periodic/Monthly/2026-11.md'),
  ]);

  it('are the top-level folders the vault lacks, once each; a new subfolder of an existing one is not', () => {
    expect(trees).toEqual([{ folder: '00_Brain', note: '00_Brain/Periodic/Weekly/2026-W48.md' }]);
  });

  it('are refused without a terminal unless --yes, asked on one, and only said on a dry run', async () => {
    const noTerminal = { interactive: false, ask: async () => null };
    await expect(newTreeAllowed(trees, noTerminal, sink().out, { yes: false, dryRun: false, command: 'skill' })).rejects.toThrow(
      /^this run would create a new folder at the top of the vault: 00_Brain\/ \(for 00_Brain\/Periodic\/Weekly\/2026-W48\.md\).*not without --yes/,
    );
    const said = sink();
    expect(await newTreeAllowed(trees, noTerminal, said.out, { yes: true, dryRun: false, command: 'skill' })).toBe(true);
    expect(said.text()).toContain('⚠ this run would create a new folder');
    const asked: string[] = [];
    const asker = {
      interactive: true,
      ask: async (p: string) => {
        asked.push(p);
        return 'n';
      },
    };
    const no = await newTreeAllowed(trees, asker, sink().out, { yes: false, dryRun: false, command: 'skill' });
    expect([no, asked]).toEqual([false, ['Create it? [y/N] ']]);
    expect(
      await newTreeAllowed(trees, { interactive: true, ask: async () => 'y' }, sink().out, { yes: false, dryRun: false, command: 'skill' }),
    ).toBe(true);
    expect(await newTreeAllowed([], noTerminal, sink().out, { yes: false, dryRun: false, command: 'skill' })).toBe(true);
  });
});
