/**
 * `skill layout --write` and `skill new` write into the vault's .skill folder, and the write phase takes its lock
 * there; when that folder is a symlink that leads out of the vault they refuse in one line and write nothing there
 * (issue 24: all followed it; adversarial f16: the lock and its temp names were made where the link led).
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEnv, runCli } from '../../support/cli.js';
import { copyOfSampleVault, tempDir } from '../../support/tmp.js';

function vaultWithSkillOutside(): { vault: string; outside: string } {
  const vault = copyOfSampleVault();
  const outside = join(tempDir('skill-outside-'), 'elsewhere');
  mkdirSync(outside);
  rmSync(join(vault, '.skill'), { recursive: true });
  symlinkSync(outside, join(vault, '.skill'));
  return { vault, outside };
}

describe('a .skill folder that is a symlink out of the vault', () => {
  it.each([
    ['layout --write', ['layout', '--write'], '.skill/config.yaml'],
    ['new', ['new', 'standup'], '.skill/skills/standup/SKILL.md'],
  ])('%s refuses it in one line, exit 2, and writes nothing there', async (_name, args, file) => {
    const { vault, outside } = vaultWithSkillOutside();
    const r = await runCli([...args, '--vault', vault]);
    expect(r.exitCode, r.stderr).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      `skill: path ${JSON.stringify(join(vault, file))} refused: leads outside the vault through a symlink`,
    ]);
    expect(readdirSync(outside)).toEqual([]);
  });
});

describe('the vault lock under a .skill that is a symlink out of the vault', () => {
  const lockRefused = (vault: string) =>
    `skill: path ${JSON.stringify(join(vault, '.skill/lock'))} refused: leads outside the vault through a symlink`;
  const answers = 'a\nb\nc\nd\ne\n';
  const env = cliEnv(); // one session root and state dir for the three commands
  const run = (vault: string, extra: string[], input = answers) =>
    runCli(['run', 'planning-daily', 'next monday', '--vault', vault, '--now', '2026-11-20T09:00', ...extra], { input, env });

  it('run --yes, sessions apply and sessions restore refuse it in one line before any question or diff; nothing is made there', async () => {
    const vault = copyOfSampleVault();
    const applied = await run(vault, ['--yes']);
    expect(applied.exitCode, applied.stderr).toBe(0);
    // No terminal, no --yes: staged for `sessions apply`. Other answers, so there is a change to stage (a run that
    // changes nothing stages nothing: reliability.md row 113).
    const staged = await run(vault, [], 'f\ng\nh\ni\nj\n');
    expect(staged.exitCode, staged.stderr).toBe(0);
    const ids = (out: string) => out.match(/skill-planning-daily-[\w-]+/)![0];
    const today = join(vault, '00_Brain/Captive/Today.md');
    const written = readFileSync(today, 'utf8');
    // Now .skill is moved out of the vault and linked back in.
    const outside = join(tempDir('skill-outside-'), 'dotskill');
    renameSync(join(vault, '.skill'), outside);
    symlinkSync(outside, join(vault, '.skill'));
    const before = readdirSync(outside).sort();
    for (const args of [
      ['run', 'planning-daily', 'next monday', '--vault', vault, '--now', '2026-11-20T09:00', '--yes'],
      ['sessions', 'apply', ids(staged.stdout + staged.stderr), '--vault', vault, '--yes'],
      ['sessions', 'restore', ids(applied.stdout + applied.stderr), '--vault', vault, '--yes'],
    ]) {
      const r = await runCli(args, { input: answers, env });
      expect(r.exitCode, `${args[0]} ${args[1]}: ${r.stderr}`).toBe(2);
      expect(r.stderr.trim().split('\n'), args[1]).toEqual([lockRefused(vault)]);
      expect(r.stdout, args[1]).not.toMatch(/\(1\/5\)|^[-+]{3} /m); // no question, no diff
      expect(readdirSync(outside).sort(), args[1]).toEqual(before);
      expect(readFileSync(today, 'utf8')).toBe(written);
    }
  });
});
