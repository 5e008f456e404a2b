import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { copyOfSampleVault, REPO, tempDir } from '../support/tmp.js';

function subSkill(vault: string, name: string, run: string[], phrase: string): void {
  const dir = join(vault, '.skill/skills/_sub', name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'SKILL.md'),
    `---\nname: ${name}\nkind: fetch\nproduces: ${name}.md\nrun: ${JSON.stringify(run)}\ntimeout: 10s\nserves: ["${phrase}"]\n---\n`,
  );
}

describe('gather runs tasks in parallel', () => {
  it('records overlapping start and end times in session.json', async () => {
    const vault = copyOfSampleVault();
    const meeting = tempDir();
    const barrier = join(REPO, 'fixtures/bin/barrier');
    subSkill(vault, 'fetch-left', [barrier, meeting, 'left', 'right'], 'left data');
    subSkill(vault, 'fetch-right', [barrier, meeting, 'right', 'left'], 'right data');
    const ritual = join(vault, '.skill/skills/both-sides');
    mkdirSync(ritual, { recursive: true });
    writeFileSync(
      join(ritual, 'SKILL.md'),
      '---\nname: both-sides\ndescription: d\n---\n\n## What I Need\n\n- Left data for the day\n- Right data for the day\n',
    );
    const r = await runCli(['run', 'both-sides', '--vault', vault, '--now', '2026-11-22T09:00', '--prepare', '--json']);
    expect(r.exitCode, r.stderr).toBe(0);
    const state = JSON.parse(readFileSync(join(JSON.parse(r.stdout).session, 'session.json'), 'utf8'));
    const [left, right] = state.tasks as { status: string; summary: string; startMs: number; endMs: number }[];
    // Each could only finish once the other had started: both succeeding proves they ran together.
    expect([left!.status, right!.status]).toEqual(['ok', 'ok']);
    expect(left!.startMs).toBeLessThan(right!.endMs);
    expect(right!.startMs).toBeLessThan(left!.endMs);
  });
});
