import { describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, runInProcess } from '../../support/cli.js';
import { REPO, tempDir } from '../../support/tmp.js';
import { writeTree } from '../../support/write-tree.js';
import { checkReport } from '../../../src/cli/commands/check.js';
import { loadCatalogue } from '../../../src/plan/catalogue.js';
import { parseRitual } from '../../../src/ritual/parse.js';
import { searchPath } from '../../../src/ritual/discover.js';
import { parseVaultConfig } from '../../../src/vault/config.js';

const catalogue = loadCatalogue(searchPath({}));
const config = parseVaultConfig(undefined, undefined, '<vault>');
const NOW = new Date(2026, 10, 22, 9, 0);

function check(needs: string[], when: string) {
  const text = [
    '---',
    'name: broad-test',
    'description: A test ritual.',
    '---',
    '',
    '## What I Need',
    '',
    ...needs.map((n) => `- ${n}`),
    '',
    '## Review Session',
    '',
    '- How did it go?',
    '',
  ].join('\n');
  const ritual = parseRitual(text, { path: '/rituals/broad-test/SKILL.md', source: 'path' });
  return checkReport(ritual, catalogue, config, '/vault', NOW, when);
}

const broad = (r: ReturnType<typeof check>) => r.diagnostics.filter((d) => d.code === 'need-broad');

describe('skill check: broad needs', () => {
  it('counts archives of a year as the notes they are, not as 365 days of notes', () => {
    const r = check(['Monthly archives for the year', 'Quarterly archives for the year', 'Weekly archives for the year'], 'this year');
    expect(r.needs.every((n) => n.status === 'understood')).toBe(true);
    expect(broad(r)).toEqual([]);
  });

  it('does not count people found from a year of 1:1s as notes read', () => {
    expect(broad(check(['People files for anyone with 1:1 meetings in the year'], 'this year'))).toEqual([]);
  });

  it('still warns about a year of daily notes, asked for directly', () => {
    const r = check(['Daily notes for the year'], 'this year');
    expect(broad(r)).toEqual([expect.objectContaining({ line: 8, message: expect.stringContaining('365 days of notes') })]);
  });

  it('warns about the daily notes a mention search would read, at the line of the need that asked for it', () => {
    const r = check(['User directives', 'People files mentioned in the year'], 'this year');
    expect(broad(r)).toEqual([
      expect.objectContaining({ line: 9, message: expect.stringMatching(/^task daily-notes would read 365 days/) }),
    ]);
  });

  it('lets a quarter of daily notes pass', () => {
    expect(broad(check(['Project files mentioned in the quarter'], '2026-Q4'))).toEqual([]);
  });
});

describe('skill check: errors', () => {
  const report = (text: string) =>
    checkReport(parseRitual(text, { path: '/rituals/x/SKILL.md', source: 'path' }), catalogue, config, '/vault', NOW);

  it('calls a write phase that can never write an error', () => {
    const r = report('---\nname: x\ndescription: d\n---\n\n## Planning Session\n\n- Why?\n\n## Save\n\nWrite it somewhere nice.\n');
    expect(r.errors).toBe(1);
    expect(r.diagnostics.find((d) => d.severity === 'error')?.code).toBe('write-no-target');
  });

  it('calls a ritual with nothing to run an error: it is no ritual, as run says', () => {
    const r = report('---\nname: x\ndescription: d\n---\n\n## Tips\n\nBe kind.\n');
    expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['not-a-ritual']);
    expect(r.diagnostics.find((d) => d.code === 'not-a-ritual')!.message).toMatch(
      /^this file is an Agent Skill \(.*\), not a ritual: a ritual says under "## What I Need"/,
    );
  });

  it('keeps the bundled rituals free of errors and warnings', () => {
    const r = report(
      '---\nname: x\ndescription: d\n---\n\n## What I Need\n\n- Week.md\n\n## Planning Session\n\n- Why?\n\n## Save\n\nWrite it to Today.md.\n',
    );
    expect([r.errors, r.warnings]).toEqual([0, 0]);
  });
});

describe('skill check: how each need was read', () => {
  it('shows the reading of each need, and warns about what it could not read, with phrasings that would work', () => {
    const r = check(
      ['Calendar events and people files for 1:1s', 'The quarterly numbers', 'Active projects with their budgets', 'Anything useful'],
      'today',
    );
    expect(r.needs.map((n) => [n.status, n.reading])).toEqual([
      ['understood', '✓ understood → calendar + people [source: one-on-one]'],
      [
        'unmatched',
        expect.stringMatching(
          /^✗ not understood: nothing in the catalogue is named by "quarterly", "numbers"; phrasings that work: "quarterly goals" \(Quarter\.md\)/,
        ),
      ],
      ['partly', '⚠ partly → projects [filter: active]; not understood: “budgets”'],
      ['unmatched', '✗ not understood: the need names nothing: it has no words that say what to gather'],
    ]);
    expect(r.diagnostics.filter((d) => d.code.startsWith('need-')).map((d) => [d.code, d.line])).toEqual([
      ['need-unmatched', 9],
      ['need-partly', 10],
      ['need-empty', 11],
    ]);
    expect(r.diagnostics.find((d) => d.code === 'need-partly')!.message).toBe(
      'need "Active projects with their budgets" is only partly understood: "budgets" not read, so not gathered',
    );
  });
});

describe('skill check [ritual] [when...]', () => {
  const NOW_ISO = '2026-11-23T09:00';
  const plannedFor = (stdout: string) => (JSON.parse(stdout) as { rituals: { sample_target: string }[] }).rituals[0]!.sample_target;

  it('takes the time after the ritual, as run does, and --when still works', async () => {
    const words = await runInProcess(['check', 'review-daily', 'yesterday', '--now', NOW_ISO, '--offline', '--json']);
    expect(words.exitCode, words.stderr).toBe(0);
    expect(plannedFor(words.stdout)).toBe('yesterday = 2026-11-22');
    const two = await runInProcess(['check', 'weekly-review', 'last', 'week', '--now', NOW_ISO, '--offline', '--json']);
    expect(plannedFor(two.stdout)).toMatch(/^last week = 2026-11-16 to 2026-11-22$/);
    const flag = await runInProcess(['check', 'review-daily', '--when', 'yesterday', '--now', NOW_ISO, '--offline', '--json']);
    expect(plannedFor(flag.stdout)).toBe('yesterday = 2026-11-22');
  });

  it('the time given both ways is refused in one line', async () => {
    const r = await runCli(['check', 'review-daily', 'yesterday', '--when', 'today']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toBe('skill: the time is given twice: “yesterday” and --when “today”; give one');
  });
});

describe('skill check: a write that would create a folder tree', () => {
  it('warns naming the first folder the write would create, and not once the folder exists', async () => {
    const vault = writeTree(join(tempDir(), 'v'), {
      '00_Brain/Captive/Today.md': '# Today\n',
      '00_Brain/Periodic/Daily/2026-11-20.md': '# d\n',
    });
    const check = async () => {
      const r = await runInProcess(['check', 'weekly-review', '--vault', vault, '--offline', '--now', '2026-11-23T09:00', '--json']);
      return (JSON.parse(r.stdout) as { rituals: { diagnostics: { code: string; message: string }[] }[] }).rituals[0]!.diagnostics.filter(
        (d) => d.code === 'write-new-folder',
      );
    };
    expect(await check()).toEqual([
      expect.objectContaining({
        message:
          'writing 00_Brain/Periodic/Weekly/2026-W48.md will create the folder 00_Brain/Periodic/Weekly/, which the vault does not have; if these notes live elsewhere, set it in .skill/config.yaml (`skill layout` shows the layout)',
      }),
    ]);
    mkdirSync(join(vault, '00_Brain/Periodic/Weekly'));
    expect(await check()).toEqual([]);
  });
});

describe('check on a vault that lacks parts the ritual reads', () => {
  it('warns for each, with how to add it; an error only for a folder the config names', async () => {
    // zettelmin (fixtures/vaults): no directives, no projects; its one person is an @Name note.
    const r = await runInProcess(['check', 'planning-daily', '--json', '--vault', join(REPO, 'fixtures/vaults/mwharton3__zettelmin')]);
    const diagnostics = JSON.parse(r.stdout).rituals[0].diagnostics as { severity: string; code: string; message: string }[];
    const lacks = diagnostics.filter((d) => d.code === 'vault-lacks');
    expect(lacks.map((d) => [d.severity, d.message.split(',')[0]!.split(' (')[0]])).toEqual([
      ['warning', 'the ritual reads directives'],
      ['warning', 'the ritual reads projects'],
    ]);
  });
});
