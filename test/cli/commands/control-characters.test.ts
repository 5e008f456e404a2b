/**
 * Text read from a file is printed with its control characters escaped (issue 24): a ritual whose `name:` carries
 * ESC and BEL (a terminal title change and a screen clear) printed them raw in `list` and `check`, and in the
 * heading of a run. One helper does it (oneLineSafe, src/text/line.ts); these check the three places end to end.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/cli.js';
import { copyOfSampleVault, tempDir } from '../../support/tmp.js';

function hostileSkills(): string {
  const dir = tempDir('skill-hostile-');
  mkdirSync(join(dir, 'evil'));
  // YAML's double-quoted escapes: \e is ESC, \a is BEL, \x9b the C1 CSI.
  writeFileSync(
    join(dir, 'evil', 'SKILL.md'),
    [
      '---',
      'name: "evil\\e]0;pwned\\a\\e[2J\\x9b31m"',
      'description: "Rings \\a the bell."',
      '---',
      '# Evil',
      '',
      '## What I Need',
      '',
      "- Today's calendar",
      '',
      '## Write',
      '',
      'Write the plan to Today.md.',
      '',
    ].join('\n'),
  );
  return dir;
}

const RAW = /[\u0007\u001b\u009b]/;
const ESCAPED = 'evil\\u001b]0;pwned\\u0007\\u001b[2J\\u009b31m';

describe('control characters from a ritual file', () => {
  it('list and check print them escaped', async () => {
    const skills = hostileSkills();
    const vault = copyOfSampleVault();
    for (const args of [['list'], ['check', '--offline']]) {
      const r = await runCli([...args, '--skills', skills, '--vault', vault, '--now', '2026-11-22T09:00']);
      expect(r.stdout + r.stderr, args[0]).not.toMatch(RAW);
      expect(r.stdout, args[0]).toContain(ESCAPED);
    }
  });

  it('a run prints them escaped in its heading', async () => {
    const skills = hostileSkills();
    const vault = copyOfSampleVault();
    const r = await runCli(['run', 'evil', '--skills', skills, '--vault', vault, '--now', '2026-11-22T09:00', '--yes'], { input: '' });
    expect(r.stdout + r.stderr).not.toMatch(RAW);
    expect(r.stdout, r.stderr).toContain(`${ESCAPED} — `);
  });

  it("the offline questionnaire prints a question, the ritual's title and where the answers go escaped", async () => {
    // Adversarial f32 (issue 24): the question (ESC[2J clears the screen) and the heading the answers go under were raw.
    const skills = tempDir('skill-hostile-');
    mkdirSync(join(skills, 'esc'));
    writeFileSync(
      join(skills, 'esc', 'SKILL.md'),
      [
        '---',
        'name: esc',
        'description: d',
        '---',
        '# Esc \u001b[5mblink\u001b[0m',
        '',
        '## What I Need',
        '',
        '- Today.md file for this day',
        '',
        '## Questions',
        '',
        '- How \u001b[2J are you?',
        '',
        '## Save',
        '',
        'Write the answer to Today.md in the vault for this day.',
        '',
      ].join('\n'),
    );
    const vault = copyOfSampleVault();
    const r = await runCli(['run', 'esc', 'today', '--skills', skills, '--vault', vault, '--now', '2026-11-20T09:00', '--dry-run'], {
      input: 'fine\n',
    });
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).not.toMatch(RAW);
    expect(r.stdout).toContain('(1/1) How \\u001b[2J are you?');
    expect(r.stdout).toMatch(/Where the answers go: 1 → .*Esc \\u001b\[5mblink\\u001b\[0m/);
  });
});
