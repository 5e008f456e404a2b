import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runInProcess } from '../../support/cli.js';
import { copyOfSampleVault, REPO, tempDir } from '../../support/tmp.js';

describe('skill new', () => {
  it('says in one line when the new ritual shadows a bundled one, and still creates it', async () => {
    const vault = copyOfSampleVault();
    const made = await runCli(['new', 'planning-daily', '--vault', vault]);
    expect(made.exitCode, made.stderr).toBe(0);
    expect(made.stdout.trim()).toBe(join(vault, '.skill/skills/planning-daily/SKILL.md'));
    expect(made.stderr.trim().split('\n')).toEqual([
      `skill: note: the new planning-daily shadows the ritual planning-daily bundled with skill (${join(REPO, 'skills/planning-daily/SKILL.md')}): a run of planning-daily will use the new one; \`node bin/skill list\` shows both`,
    ]);
    const list = await runInProcess(['list', '--vault', vault]);
    expect(list.stdout).toMatch(/\[shadowed by .*\.skill\/skills\/planning-daily\/SKILL\.md\]/);
  });

  it('with --dir, a folder searched only when passed with --skills, the line says so', async () => {
    const dir = tempDir();
    const r = await runInProcess(['new', 'review-daily', '--dir', dir]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stderr.trim()).toBe(
      `skill: note: the ritual review-daily bundled with skill (${join(REPO, 'skills/review-daily/SKILL.md')}) has the same name: with --skills ${dir}, the new one shadows it`,
    );
  });

  it('a name no other ritual has gets no note', async () => {
    const r = await runInProcess(['new', 'evening-pages', '--dir', tempDir()]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
  });
});
