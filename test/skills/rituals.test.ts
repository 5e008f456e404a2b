/**
 * Every bundled ritual, checked and run the way a user would: `skill check` must understand every need without a
 * warning, and an offline run on a copy of the sample vault must write its answers to exactly the note its write
 * section names, and to nothing else.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkReport } from '../../src/cli/commands/check.js';
import { loadCatalogue } from '../../src/plan/catalogue.js';
import { discoverRituals, searchPath } from '../../src/ritual/discover.js';
import { ritualQuestions } from '../../src/ritual/questions.js';
import { loadVaultConfig } from '../../src/vault/config.js';
import { runCli, runInProcess } from '../support/cli.js';
import { copyOfSampleVault, SAMPLE_VAULT } from '../support/tmp.js';
import { changedPaths, snapshotVault } from '../support/vault-snapshot.js';

interface Case {
  /** The words after the ritual name, as a user would type them. */
  when: string[];
  now: string;
  /** The note the run writes, relative to the vault. */
  writes: string;
  action: 'created' | 'updated';
  /** Text the written note must start with (replaced working notes) or contain (appended reviews). */
  startsWith?: string;
  contains: string;
  /** Folders the run creates on the way to its note. */
  newFolders?: string[];
  /** Some of `skill check`'s plans for these words: the ranges and dependencies that make the ritual what it is. */
  plans?: string[];
  /**
   * The working note the run replaces is about the current period, which has no archive yet: the offline run's
   * preflight check says so and asks first (docs/writing-rituals.md), and the test answers yes.
   */
  unarchived?: string;
}

const CASES: Record<string, Case> = {
  'planning-daily': {
    when: ['next', 'monday'],
    now: '2026-11-22T09:00',
    writes: '00_Brain/Captive/Today.md',
    action: 'updated',
    startsWith:
      '---\ndate: 2026-11-23\nday: Monday\nweek: 2026-W48\nenergy: planning-daily answer 1\nlocation: Home\n---\n# Monday, November 23, 2026\n',
    contains: '## Daily Planning — Monday, November 23, 2026',
  },
  'review-daily': {
    when: [],
    now: '2026-11-20T18:00',
    writes: '00_Brain/Periodic/Daily/2026-11-20.md',
    action: 'updated',
    contains: '## Daily Review — Friday, November 20, 2026',
  },
  'planning-weekly': {
    when: ['next', 'week'],
    now: '2026-11-20T16:00',
    writes: '00_Brain/Captive/Week.md',
    action: 'updated',
    unarchived: 'Week.md is about 2026-W47',
    startsWith: '---\nweek: 2026-W48\nstart: 2026-11-23\nend: 2026-11-29\n',
    contains: '## Weekly Planning — the week of November 23–29, 2026 (2026-W48)',
  },
  'weekly-review': {
    when: ['last', 'week'],
    now: '2026-11-22T10:00',
    writes: '00_Brain/Periodic/Weekly/2026-W46.md',
    action: 'updated',
    contains: '## Weekly Review — the week of November 9–15, 2026 (2026-W46)',
  },
  'planning-monthly': {
    when: ['next', 'month'],
    now: '2026-11-28T16:00',
    writes: '00_Brain/Captive/Month.md',
    action: 'updated',
    unarchived: 'Month.md is about 2026-11',
    startsWith: '---\nmonth: 2026-12\n---\n# December 2026\n\n## Monthly Theme\nplanning-monthly answer 4\n',
    contains: '## Monthly Planning — December 2026',
    plans: [
      'fetch-calendar#calendar 2026-12-01..2026-12-31',
      'resolve-references#weekly-archives 2026-11-01..2026-11-30',
      'resolve-references#monthly-archives 2026-11-01..2026-11-30',
      'resolve-references#people 2026-12-01..2026-12-31 after calendar',
    ],
  },
  'review-monthly': {
    when: ['last', 'month'],
    now: '2026-11-22T10:00',
    writes: '00_Brain/Periodic/Monthly/2026-10.md',
    action: 'updated',
    contains: '## Monthly Review — October 2026',
    plans: [
      'resolve-references#weekly-archives 2026-10-01..2026-10-31',
      'resolve-references#people 2026-10-01..2026-10-31 after daily-notes',
    ],
  },
  'planning-quarterly': {
    when: ['next', 'quarter'],
    now: '2026-12-18T16:00',
    writes: '00_Brain/Captive/Quarter.md',
    action: 'updated',
    unarchived: 'Quarter.md is about 2026-Q4',
    startsWith: '---\nquarter: 2027-Q1\n---\n# Q1 2027\n\n## Quarterly Theme\nplanning-quarterly answer 5\n',
    contains: '## Quarterly Planning — Q1 2027 (January 1 – March 31)',
    plans: [
      'resolve-references#monthly-archives 2026-10-01..2026-12-31',
      'resolve-references#quarterly-archives 2026-10-01..2026-12-31',
      'fetch-calendar#calendar 2027-01-01..2027-03-31',
    ],
  },
  'review-quarterly': {
    when: ['last', 'quarter'],
    now: '2026-10-02T17:00',
    writes: '00_Brain/Periodic/Quarterly/2026-Q3.md',
    action: 'updated',
    contains: '## Quarterly Review — Q3 2026 (July 1 – September 30)',
    plans: [
      'resolve-references#monthly-archives 2026-07-01..2026-09-30',
      'resolve-references#weekly-archives 2026-07-01..2026-09-30',
      'resolve-references#projects 2026-07-01..2026-09-30 after daily-notes',
    ],
  },
  'planning-yearly': {
    when: ['next', 'year'],
    now: '2026-12-28T10:00',
    writes: '00_Brain/Captive/Year.md',
    action: 'created',
    startsWith: '---\nyear: 2027\n---\n# Yearly Planning — the year 2027\n',
    contains: '## Picture the end of this year going well',
    plans: ['resolve-references#yearly-archives 2026-01-01..2026-12-31', 'resolve-references#quarterly-archives 2026-01-01..2026-12-31'],
  },
  'review-yearly': {
    when: ['this', 'year'],
    now: '2026-12-28T10:00',
    writes: '00_Brain/Periodic/Yearly/2026.md',
    action: 'created',
    contains: '## Yearly Review — the year 2026',
    plans: ['resolve-references#quarterly-archives 2026-01-01..2026-12-31', 'resolve-references#monthly-archives 2026-01-01..2026-12-31'],
  },
};

// The time zone runCli gives the CLI, for `skill check` run in this process.
process.env.TZ = 'Europe/Berlin';

const dirs = searchPath({});
const bundled = discoverRituals(dirs).filter((f) => f.source === 'bundled');
const catalogue = loadCatalogue(dirs);
const config = loadVaultConfig(SAMPLE_VAULT);

function ritual(name: string) {
  const found = bundled.find((f) => f.ritual?.name === name)?.ritual;
  if (!found) throw new Error(`no bundled ritual ${name}`);
  return found;
}

describe('the bundled rituals', () => {
  it('are exactly the ten this file covers, each in a folder of its own name', () => {
    expect(bundled.map((f) => f.ritual?.name).sort()).toEqual(Object.keys(CASES).sort());
    for (const f of bundled) expect(f.path.endsWith(`/skills/${f.ritual!.name}/SKILL.md`), f.path).toBe(true);
  });

  it('each ask five to seven questions', () => {
    for (const name of Object.keys(CASES)) {
      const n = ritualQuestions(ritual(name)).length;
      expect(n >= 5 && n <= 7, `${name} asks ${n} questions`).toBe(true);
    }
  });
});

describe.each(Object.entries(CASES))('%s', (name, c) => {
  // `skill check` through the CLI's own entry in this process (the same command, flags, JSON and exit code; no Node
  // start per ritual): the offline run below goes through bin/skill and the bundle.
  it('passes skill check: every need understood, no warnings', async () => {
    const r = await runInProcess(['check', name, '--vault', SAMPLE_VAULT, '--now', c.now, '--json']);
    expect(r.exitCode, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout).rituals[0];
    expect(report.needs.length).toBeGreaterThan(0);
    expect(report.needs.filter((n: { status: string }) => n.status !== 'understood')).toEqual([]);
    expect(report.diagnostics).toEqual([]);
    expect(report.warnings).toBe(0);
  });

  it('stays warning-free and writes the same note for the words it is meant to be run with, on other dates too', () => {
    for (const now of [c.now, '2026-01-01T08:00', '2026-03-31T20:00', '2026-07-15T12:00']) {
      const report = checkReport(ritual(name), catalogue, config, SAMPLE_VAULT, new Date(now), c.when.join(' '));
      expect(report.diagnostics, `${name} ${c.when.join(' ')} at ${now}`).toEqual([]);
      expect(report.needs.every((n) => n.status === 'understood')).toBe(true);
      expect(report.writes.filter((w) => !w.target.startsWith('every '))).toHaveLength(1);
    }
    const report = checkReport(ritual(name), catalogue, config, SAMPLE_VAULT, new Date(c.now), c.when.join(' '));
    expect(report.writes[0]!.target).toBe(join(SAMPLE_VAULT, c.writes));
    expect(report.tasks.map((t) => t.plan)).toEqual(expect.arrayContaining(c.plans ?? []));
  });

  it(`offline run (${c.when.join(' ') || 'today'}) writes the answers to ${c.writes} and nothing else`, async () => {
    const vault = copyOfSampleVault();
    const before = snapshotVault(vault);
    const answers = ritualQuestions(ritual(name)).map((_, i) => `${name} answer ${i + 1}`);
    const input = [...(c.unarchived ? ['y'] : []), ...answers].map((a) => `${a}\n`).join('');
    const r = await runCli(['run', name, ...c.when, '--vault', vault, '--now', c.now, '--json', '--yes'], { input });
    expect(r.exitCode, r.stderr).toBe(0);
    if (c.unarchived) expect(r.stderr).toContain(`⚠ check: ${c.unarchived}, an earlier`);
    else expect(r.stderr).not.toContain('⚠ check:');
    const out = JSON.parse(r.stdout);
    expect(out.status).toBe('done');
    expect(out.writes).toEqual([{ path: join(vault, c.writes), action: c.action }]);

    const note = readFileSync(join(vault, c.writes), 'utf8');
    if (c.startsWith) expect(note.startsWith(c.startsWith), note.slice(0, 120)).toBe(true);
    expect(note).toContain(c.contains);
    for (const a of [answers[0]!, answers.at(-1)!]) expect(note).toContain(`${a}\n`);
    expect(note.endsWith('\n')).toBe(true);
    expect(changedPaths(before, snapshotVault(vault))).toEqual([...(c.newFolders ?? []), c.writes].sort());
  });
});
