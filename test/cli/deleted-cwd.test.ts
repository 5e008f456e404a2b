/**
 * A shell standing in a folder deleted since (`rm -rf` of the folder it is in, from another terminal) has no current
 * folder: every command says so in one line and exits 1, where each printed a stack trace from wherever Node was
 * first asked for the current folder (commander's help, the vault's path, the run's IO).
 */
import { execa } from 'execa';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, cliEnv } from '../support/cli.js';

/** Runs the CLI from a folder removed just before Node starts (the shell stays in it, as a terminal would). */
async function fromDeletedFolder(args: string[], pwd?: string) {
  const gone = mkdtempSync(join(tmpdir(), 'skill-gone-'));
  const env = { ...cliEnv(), PWD: gone };
  // The shell's `cd` sets $PWD; a `pwd` of another program's is put back after it.
  const script = `cd "$0" && rmdir "$0" && ${pwd ? 'p=$1 && shift && exec env PWD="$p" "$@"' : 'exec "$@"'}`;
  const r = await execa('sh', ['-c', script, gone, ...(pwd ? [pwd] : []), process.execPath, BIN, ...args], {
    env,
    extendEnv: false,
    reject: false,
    timeout: 30_000,
  });
  return { gone, exitCode: r.exitCode, stdout: String(r.stdout), stderr: String(r.stderr) };
}

describe('a current folder that no longer exists', () => {
  // execa takes off the line's final newline.
  it.each([[['--help']], [['dates', 'tomorrow']], [['run', 'planning-daily', '--vault', '/nonexistent-vault', '--prepare']]])(
    '%j: one line naming it, exit 1, no stack',
    async (args) => {
      const r = await fromDeletedFolder(args);
      expect(r.stderr).toBe(`skill: the current folder (${r.gone}) no longer exists (ENOENT); cd to one that does and run it again`);
      expect(r.exitCode).toBe(1);
      expect(r.stdout).toBe('');
    },
  );

  // A program that starts the CLI in a folder of its own (an editor, an MCP client) passes on its own $PWD: that folder
  // exists, and is not the one said to be gone.
  it('a $PWD that still exists is not named as the folder that is gone', async () => {
    const r = await fromDeletedFolder(['dates', 'tomorrow'], tmpdir());
    expect(r.stderr).toBe('skill: the current folder no longer exists (ENOENT); cd to one that does and run it again');
    expect(r.exitCode).toBe(1);
  });
});
