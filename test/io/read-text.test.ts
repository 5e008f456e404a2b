/**
 * A SKILL.md (or the vault's vocabulary file) that is not a regular file (adversarial pass 2, F2): a FIFO in the vault's skills folder made `skill
 * list` and `skill run` wait forever, and `skill check /dev/zero` died in native code. Now one line names it, in bounded
 * time, and the other rituals still list and run. Real FIFOs and real child processes (a hang would hit the timeout).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { copyOfSampleVault, tempDir } from '../support/tmp.js';

describe('a ritual or sub-skill file that is not a regular file', () => {
  it('is named in one line, and the rest of the vault lists and runs', async () => {
    const vault = copyOfSampleVault();
    for (const dir of ['.skill/skills/fifo-ritual', '.skill/skills/_sub/fifo-sub']) {
      mkdirSync(join(vault, dir), { recursive: true });
      execFileSync('mkfifo', [join(vault, dir, 'SKILL.md')]);
    }
    execFileSync('mkfifo', [join(vault, '.skill/skills/_sub/vocabulary.yaml')]); // the vault's own vocabulary file
    const list = await runCli(['list', '--vault', vault]);
    expect(list.exitCode, list.stderr).toBe(0);
    expect(list.stdout).toContain('planning-daily');
    expect(list.stdout + list.stderr).toContain(`${join(vault, '.skill/skills/fifo-ritual/SKILL.md')}: not a regular file`);
    const run = await runCli(['run', 'planning-daily', '--prepare', '--vault', vault, '--now', '2026-11-27T09:00']);
    expect(run.exitCode, run.stderr).toBe(0);
  });

  it('given to `skill check` (a FIFO, /dev/zero): one line, exit 2, no native crash', async () => {
    const fifo = join(tempDir('skill-fifo-'), 'SKILL.md');
    execFileSync('mkfifo', [fifo]);
    for (const path of [fifo, '/dev/zero']) {
      const r = await runCli(['check', path, '--vault', copyOfSampleVault()]);
      expect(r.exitCode, r.stderr).toBe(2);
      expect(r.stderr.trim().split('\n')).toEqual([`skill: cannot read ${path}: not a regular file`]);
    }
  });
});
