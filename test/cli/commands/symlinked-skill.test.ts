/**
 * `skill layout --write` and `skill new` write into the vault's .skill folder; when that folder is a symlink that
 * leads out of the vault they refuse in one line and write nothing there (issue 24: both followed it).
 */
import { mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/cli.js';
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
    expect(r.stderr.trim().split('\n')).toEqual([`skill: path ${JSON.stringify(join(vault, file))} refused: leads outside the vault through a symlink`]);
    expect(readdirSync(outside)).toEqual([]);
  });
});
