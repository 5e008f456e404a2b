/** `skill sessions restore` of a write that created folders: the real CLI, a real vault in a temp dir. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/cli.js';
import { tempDir } from '../../support/tmp.js';
import { writeTree } from '../../support/write-tree.js';

const RITUAL = `---
name: week-note
description: Writes one answer to the week's note.
---

## What I Need

- Week.md for the target week

## Conversation

- What went well this week?

## Save

Write the answers to the weekly archive in Periodic for this week.
`;

describe('sessions restore of a note written into a folder the vault did not have', () => {
  it('deletes the note and the folder the write created, and leaves the folders that were there', async () => {
    const vault = writeTree(join(tempDir(), 'v'), {
      '00_Brain/Captive/Today.md': '# Today\n',
      '00_Brain/Periodic/Daily/2026-11-20.md': '# d\n',
    });
    const skills = writeTree(tempDir(), { 'week-note/SKILL.md': RITUAL });
    const env = { SKILL_SESSION_ROOT: join(tempDir(), 'root'), XDG_STATE_HOME: join(tempDir(), 'state') };
    const note = join(vault, '00_Brain/Periodic/Weekly/2026-W48.md');

    const run = await runCli(['run', 'week-note', '--skills', skills, '--vault', vault, '--now', '2026-11-23T09:00', '--yes'], {
      env,
      input: 'Shipped it\n',
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(readFileSync(note, 'utf8')).toContain('Shipped it');

    const dry = await runCli(['sessions', 'restore', 'last', '--dry-run', '--vault', vault], { env });
    expect(dry.stdout).toContain(
      '(00_Brain/Periodic/Weekly/2026-W48.md was created by the session and will be deleted, with the folder 00_Brain/Periodic/Weekly/ the session created for it if nothing else is left in it)',
    );
    expect(existsSync(note)).toBe(true);

    const restored = await runCli(['sessions', 'restore', 'last', '--yes', '--vault', vault], { env });
    expect(restored.exitCode, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(
      '✓ deleted 00_Brain/Periodic/Weekly/2026-W48.md; removed the empty folder the session created: 00_Brain/Periodic/Weekly/',
    );
    expect(existsSync(join(vault, '00_Brain/Periodic/Weekly'))).toBe(false);
    expect(existsSync(join(vault, '00_Brain/Periodic/Daily/2026-11-20.md'))).toBe(true);
  });
});
