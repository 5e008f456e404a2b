/** Hints name the command the way it was run, so copying one works (`skill` may be procps's kill on that PATH). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { cliEnv, runCli } from '../support/cli.js';
import { copyOfSampleVault, REPO } from '../support/tmp.js';

describe('hints', () => {
  it('an offline run without a terminal says how to apply, and that command line works as printed', async () => {
    const vault = copyOfSampleVault();
    const env = cliEnv();
    const r = await runCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00'], {
      env,
      input: 'High\nRunbook\nDesign\n9-11\nPatient\n',
    });
    expect(r.exitCode, r.stderr).toBe(0);
    const hint = /The change stays staged in the session; to apply it: (node bin\/skill sessions apply \S+ --vault \S+)\n/.exec(
      `${r.stdout}\n`,
    );
    expect(hint, r.stdout).not.toBeNull();
    expect(hint![1]).toMatch(new RegExp(` --vault ${vault}$`));
    const [program, ...args] = hint![1]!.split(' ');
    const applied = await execa(program!, [...args, '--yes'], { cwd: REPO, env, extendEnv: false, reject: false });
    expect(applied.exitCode, applied.stderr).toBe(0);
    expect(readFileSync(join(vault, '00_Brain/Captive/Today.md'), 'utf8')).toContain('Patient');
  });

  it('an error hint names the command the same way', async () => {
    const r = await runCli(['plan', 'no-such-ritual', '--vault', 'fixtures/vault']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/`node bin\/skill list` shows the rituals found\)$/);
    const usage = await runCli(['sessions', 'show']);
    expect(usage.stderr).toBe("skill: missing required argument 'id'");
    const help = await runCli(['--help']);
    expect(help.stdout).toMatch(/^Usage: node bin\/skill \[options\] \[command\]/);
  });
});
