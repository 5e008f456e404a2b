/** What the command line says when it is given too little or a wrong word. */
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';

describe('usage', () => {
  it('bare skill is a usage error: the help on stderr, exit 2; skill help and --help are asking for it: stdout, 0', async () => {
    const bare = await runCli([]);
    expect(bare.exitCode).toBe(2);
    expect(bare.stdout).toBe('');
    expect(bare.stderr).toMatch(/^Usage: node bin\/skill \[options\] \[command\]/);
    expect(bare.stderr).toContain('sessions');
    for (const args of [['help'], ['--help']]) {
      const asked = await runCli(args);
      expect(asked.exitCode).toBe(0);
      expect(asked.stdout).toBe(bare.stderr);
    }
  });

  it('a mistyped sessions subcommand is named, not taken for an argument of the default list', async () => {
    const r = await runCli(['sessions', 'shwo', 'last']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toBe('skill: unknown sessions command “shwo” (one of list, show, path, apply, restore, clean)');
    const extra = await runCli(['sessions', 'list', 'everything']);
    expect(extra.stderr).toBe('skill: sessions list takes no arguments (got “everything”)');
    expect((await runCli(['sessions'])).exitCode).toBe(0);
  });
});
