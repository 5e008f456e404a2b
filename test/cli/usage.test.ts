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

  it("commander's own usage errors read like the tool's: skill:, one line, exit 2", async () => {
    const cases: [string[], string][] = [
      [['chek'], "skill: unknown command 'chek' (did you mean check?)"],
      [['plan'], "skill: missing required argument 'ritual'"],
      [['run', 'planning-daily', '--bogus'], "skill: unknown option '--bogus'"],
      [['run', '--max-cost'], "skill: option '--max-cost <usd>' argument missing"],
      [['sessions', 'show', 'a', 'b'], "skill: too many arguments for 'show'. Expected 1 argument but got 2."],
    ];
    for (const [args, message] of cases) {
      const r = await runCli(args);
      expect(r.exitCode, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toBe(message);
    }
  });
});
