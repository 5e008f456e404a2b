/**
 * `--vault ""` (an unset variable in `--vault "$NOTES"`) used the current folder as the vault: a run wrote
 * 00_Brain/Periodic/Daily/… into it and exited 0 (issue 24, item 3). Every command that takes --vault refuses an
 * empty or blank one in one line, exit 2, and the current folder stays empty. The real CLI, one process per command.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { tempDir } from '../support/tmp.js';

/** Every command with a --vault option, with the arguments it needs to get that far. */
const COMMANDS: [string, string[]][] = [
  ['run', ['run', 'planning-daily', '--now', '2026-11-22T09:00', '--yes']],
  ['plan', ['plan', 'planning-daily']],
  ['list', ['list']],
  ['check', ['check']],
  ['layout', ['layout', '--write']],
  ['new', ['new', 'my-ritual']],
  ['sessions list', ['sessions', 'list']],
  ['sessions show', ['sessions', 'show', 'last']],
  ['sessions path', ['sessions', 'path', 'some-id']],
  ['sessions apply', ['sessions', 'apply', 'last', '--yes']],
  ['sessions restore', ['sessions', 'restore', 'last', '--yes']],
  ['sessions clean', ['sessions', 'clean', '--yes']],
];

describe('an empty or blank --vault', () => {
  it.each(COMMANDS)('%s refuses it in one line, exit 2, and writes nothing into the current folder', async (_name, args) => {
    const cwd = tempDir('cwd-');
    const empty = await runCli([...args, '--vault', ''], { cwd });
    expect(empty.exitCode).toBe(2);
    expect(empty.stderr).toBe(
      'skill: --vault is empty: name the vault folder (an unset shell variable, as in --vault "$NOTES", gives an empty one)',
    );
    expect(empty.stdout).toBe('');
    expect(readdirSync(cwd)).toEqual([]);
  });

  it('a blank one too, given as --vault=', async () => {
    const cwd = tempDir('cwd-');
    const blank = await runCli(['run', 'planning-daily', '--now', '2026-11-22T09:00', '--yes', '--vault=  '], { cwd });
    expect(blank.exitCode).toBe(2);
    expect(blank.stderr.split('\n')[0]).toMatch(/^skill: --vault is blank: name the vault folder/);
    expect(readdirSync(cwd)).toEqual([]);
  });
});
