/**
 * A folder swapped for a symlink while apply is under way (adversarial pass, F3): confinement is checked when the
 * note is picked up, but the backup and the journal come before the rename. A FIFO where the backup is read holds
 * apply in that window, deterministically: opening its other end says apply got there.
 */
import { execa } from 'execa';
import { mkdirSync, readFileSync, readdirSync, renameSync, symlinkSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { applyChanges } from '../../../src/phases/write/apply.js';
import { Stage } from '../../../src/phases/write/stage.js';
import { realFs, type FsLayer } from '../../../src/vault/atomic.js';
import { tempDir } from '../../support/tmp.js';
import { writeTree } from '../../support/write-tree.js';

const TODAY = '00_Brain/Captive/Today.md';
const ORIGINAL = '# Today\n\n## Plan\n- one\n';

function staged() {
  const vault = writeTree(tempDir('skill-vault-'), { [TODAY]: ORIGINAL });
  const session = tempDir('skill-session-');
  const outside = writeTree(tempDir('skill-outside-'), { 'Today.md': ORIGINAL });
  const stage = new Stage({ sessionDir: session, vault, allowed: [join(vault, TODAY)] });
  stage.append(TODAY, '- two', { section: 'Plan' });
  return { vault, session, outside, changes: stage.changes() };
}

/** `00_Brain/Captive` becomes a symlink to `outside`; the real folder is kept beside it. */
function swapFolder(vault: string, outside: string): void {
  const folder = join(vault, '00_Brain', 'Captive');
  renameSync(folder, `${folder}.real`);
  symlinkSync(outside, folder);
}

describe('a note folder swapped for a symlink during apply', () => {
  test('after the backup is read: refused before the temp file is made, nothing written outside, no ✓', async () => {
    const { vault, session, outside, changes } = staged();
    const fifo = join(session, 'backups', TODAY);
    mkdirSync(join(session, 'backups', '00_Brain', 'Captive'), { recursive: true, mode: 0o700 });
    await execa('mkfifo', ['-m', '600', fifo]);
    const applying = applyChanges(changes, ['apply'], { sessionDir: session, vault });
    const held = await open(fifo, 'w'); // resolves once apply reads the backup name
    swapFolder(vault, outside);
    await held.write(ORIGINAL);
    await held.close();
    const { records } = await applying;

    expect(records.map((r) => r.action)).toEqual(['failed']);
    expect(records[0]!.reason).toMatch(/Today\.md.*folder now leads to .*skill-outside-.*symlink was planted.*not written/);
    expect(readFileSync(join(outside, 'Today.md'), 'utf8')).toBe(ORIGINAL);
    expect(readdirSync(outside)).toEqual(['Today.md']);
    expect(readFileSync(join(vault, '00_Brain', 'Captive.real', 'Today.md'), 'utf8')).toBe(ORIGINAL);
  });

  test('between the last check and the rename: the note found elsewhere after it is reported, not ✓', async () => {
    const { vault, session, outside, changes } = staged();
    // The remaining window (Node has no renameat): the folder and our temp file are moved just before the rename.
    const racing: FsLayer = {
      ...realFs,
      rename: async (from, to) => {
        swapFolder(vault, outside);
        renameSync(join(vault, '00_Brain', 'Captive.real', from.split('/').pop()!), join(outside, from.split('/').pop()!));
        return realFs.rename(from, to);
      },
    };
    const { records } = await applyChanges(changes, ['apply'], { sessionDir: session, vault, fs: racing });

    expect(records.map((r) => r.action)).toEqual(['failed']);
    expect(records[0]!.reason).toMatch(new RegExp(`^WRITTEN OUTSIDE THE NOTE'S FOLDER: .*${TODAY}.* went to .*skill-outside-.*Today\\.md`));
    expect(readFileSync(join(vault, '00_Brain', 'Captive.real', 'Today.md'), 'utf8')).toBe(ORIGINAL);
  });
});
