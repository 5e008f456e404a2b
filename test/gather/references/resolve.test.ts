import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveReferences } from '../../../src/gather/references/resolve.js';
import type { TaskInput, TaskOutcome } from '../../../src/gather/types.js';
import type { Task } from '../../../src/plan/types.js';
import { resolveTime } from '../../../src/time/resolve.js';
import { loadVaultConfig } from '../../../src/vault/config.js';
import { SAMPLE_VAULT, tempDir } from '../../support/tmp.js';
import { writeTree } from '../../support/write-tree.js';

const config = loadVaultConfig(SAMPLE_VAULT);
const NOW = new Date(2026, 10, 22, 9, 0);

function input(
  params: Task['params'],
  opts: { days?: string[]; range?: { start: string; end: string }; deps?: Record<string, TaskOutcome>; when?: string } = {},
): TaskInput {
  const task: Task = {
    id: 't',
    sub: 'resolve-references',
    entry: 'x',
    title: 'X',
    group: 'X',
    kind: 'resolve',
    runner: { type: 'builtin', handler: 'references' },
    params,
    range: opts.range,
    days: opts.days,
    basis: undefined,
    dependsOn: Object.keys(opts.deps ?? {}),
    needs: [0],
    texts: [],
    produces: undefined,
    missing: 'no file — suggest creating',
    optional: false,
  };
  return {
    task,
    deps: new Map(Object.entries(opts.deps ?? {})),
    signal: new AbortController().signal,
    vault: SAMPLE_VAULT,
    sessionDir: '/nonexistent',
    config,
    resolution: resolveTime(opts.when ?? 'next monday', NOW),
    env: {},
  };
}

const P = (rel: string) => join(SAMPLE_VAULT, rel);

describe('resolve-references', () => {
  it('keeps only the projects whose deadline falls in the range when the need says "due"', async () => {
    const r = await resolveReferences(
      input({ kind: 'projects', filter: ['active'], due: ['in-range'] }, { range: { start: '2026-11-23', end: '2026-12-31' } }),
    );
    expect(r.refs!.map((x) => x.label)).toEqual(['Hiring round', 'Platform migration']);
    const none = await resolveReferences(
      input({ kind: 'projects', filter: ['active'], due: ['in-range'] }, { range: { start: '2026-11-01', end: '2026-11-22' } }),
    );
    expect(none.refs).toEqual([]);
  });

  it('keeps only open projects whose deadline passed before the range for "overdue projects"', async () => {
    const r = await resolveReferences(
      input(
        { kind: 'projects', filter: ['active'], due: ['overdue'] },
        { range: { start: '2026-12-20', end: '2026-12-20' }, when: '2026-12-20' },
      ),
    );
    expect(r.refs!.map((x) => [x.label, x.detail])).toEqual([
      ['Hiring round', '(active, overdue since 2026-11-30)'],
      ['Platform migration', '(active, overdue since 2026-12-15)'],
    ]);
  });

  it('lists the finished projects for "completed projects": over by status, or in an archive folder', async () => {
    const r = await resolveReferences(input({ kind: 'projects', filter: ['done'], due: [] }));
    expect(r.refs!.map((x) => [x.label, x.detail])).toEqual([
      ['Website relaunch', '(archived folder)'],
      ['Team charter', '(archived)'],
      ['Legacy cleanup', '(cancelled)'],
      ['Docs sprint', '(completed)'],
      ['Onboarding revamp', '(done)'],
    ]);
  });

  it('resolves working notes and says which period an old one is about', async () => {
    const today = await resolveReferences(input({ kind: 'captive', note: 'today' }));
    expect(today.refs).toEqual([{ label: 'Today.md', path: P('00_Brain/Captive/Today.md'), exists: true, detail: '(about 2026-11-20)' }]);
    const year = await resolveReferences(input({ kind: 'captive', note: 'year' }));
    expect(year.refs).toEqual([
      { label: 'Year.md', path: P('00_Brain/Captive/Year.md'), exists: false, missing: 'no file — suggest creating' },
    ]);
  });

  it('resolves daily notes for each day, found or missing', async () => {
    const days = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'];
    const r = await resolveReferences(input({ kind: 'periodic', period: 'daily' }, { days }));
    expect(r.refs!.map((x) => [x.label, x.exists])).toEqual([
      ['2026-11-09', true],
      ['2026-11-10', true],
      ['2026-11-11', true],
      ['2026-11-12', false],
      ['2026-11-13', true],
    ]);
    expect(r.summary).toBe('4 of 5 found');
  });

  it('lists active projects only: not done, completed, cancelled, archived, nor in an archive folder', async () => {
    const r = await resolveReferences(input({ kind: 'projects', filter: ['active'] }));
    expect(r.refs!.map((x) => x.label)).toEqual(['Hiring round', 'Platform migration', 'Quarter planning', 'Observability']);
    expect(r.refs![0]!.detail).toBe('(active, due 2026-11-30, in 7 days)');
    const due = await resolveReferences(input({ kind: 'projects', filter: ['active'] }, { when: '2026-11-30' }));
    expect(due.refs![0]!.detail).toBe('(active, due 2026-11-30, today)');
  });

  it('finds people mentioned in the notes of the range, through aliases and accents', async () => {
    const notes = {
      status: 'ok' as const,
      summary: '',
      data: { notes: ['2026-11-11', '2026-11-13'].map((d) => ({ label: d, path: P(`00_Brain/Periodic/Daily/${d}.md`) })) },
    };
    const r = await resolveReferences(input({ kind: 'people', source: ['mentions'] }, { deps: { notes }, when: 'last week' }));
    expect(r.refs!.map((x) => [x.label, x.exists, x.detail])).toEqual([
      ['José Álvarez', true, '(mentioned in 2026-11-13)'],
      ['Robert Fischer', true, '(mentioned in 2026-11-13)'],
      // No people file, but the link reads like a name and is no project: suggested (exists: false).
      ['Jonas Weber', false, '(mentioned in 2026-11-11)'],
    ]);
  });

  it('finds people from 1:1s in the calendar data, and suggests a file for someone new', async () => {
    const events = [
      { title: '1:1 Sarah / Alex', date: '2026-11-23', attendees: [{ name: 'Sarah Chen' }], oneOnOne: { name: 'Sarah Chen' } },
      {
        title: '1:1 with Jonas Weber',
        date: '2026-11-23',
        attendees: [{ email: 'jonas.weber@example.com' }],
        oneOnOne: { name: 'Jonas Weber' },
      },
      { title: 'Design review', date: '2026-11-23', attendees: [{ name: 'Priya Natarajan' }] },
    ];
    const calendar = { status: 'ok' as const, summary: '', data: { events } };
    const r = await resolveReferences(input({ kind: 'people', source: ['one-on-one'] }, { deps: { calendar } }));
    expect(r.refs).toEqual([
      { label: 'Sarah Chen', path: P('02_Areas/People/Sarah Chen.md'), exists: true, detail: '(1:1 on 2026-11-23)' },
      {
        label: 'Jonas Weber',
        path: P('02_Areas/People/Jonas Weber.md'),
        exists: false,
        missing: 'no file — suggest creating',
        detail: '(1:1 on 2026-11-23)',
      },
    ]);
    expect(r.summary).toBe('1 of 2 people found');
  });

  it('says when the calendar it needed is missing', async () => {
    const r = await resolveReferences(input({ kind: 'people', source: ['one-on-one'] }));
    expect(r.warnings).toEqual(['calendar unavailable: people from meetings could not be found']);
  });

  it('refuses a glob pattern that leaves the vault', async () => {
    await expect(resolveReferences(input({ kind: 'glob', pattern: '../**/*.md' }))).rejects.toThrow(/inside the vault/);
    const r = await resolveReferences(input({ kind: 'glob', pattern: '03_Resources/*.md' }));
    expect(r.refs!.map((x) => x.label)).toEqual([
      '03_Resources/Design review checklist',
      '03_Resources/Interview guide',
      '03_Resources/Migration runbook',
    ]);
  });
});

describe('people from mentions without a file', () => {
  it('keeps a link that reads like a name, with a suggested file, and drops the rest', async () => {
    const notes = {
      status: 'ok' as const,
      summary: '',
      data: { notes: [{ label: '2026-11-11', path: P('00_Brain/Periodic/Daily/2026-11-11.md') }] },
    };
    const r = await resolveReferences(input({ kind: 'people', source: ['mentions'] }, { deps: { notes }, when: 'last week' }));
    expect(r.refs).toEqual([
      {
        label: 'Jonas Weber',
        path: P('02_Areas/People/Jonas Weber.md'),
        exists: false,
        missing: 'no file — suggest creating',
        detail: '(mentioned in 2026-11-11)',
      },
    ]);
  });

  it('tells names from other links', async () => {
    const { looksLikeName } = await import('../../../src/gather/references/resolve.js');
    expect(['Jonas Weber', 'José Álvarez', "Mary-Ann O'Neil", 'Ada McDonald'].map(looksLikeName)).toEqual([true, true, true, true]);
    expect(['Platform migration', '2026-11-10', 'Sarah', 'Design Review Checklist For Q4 Today', 'API Design'].map(looksLikeName)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('folders the layout names that the vault does not have', () => {
  const emptyVault = () => writeTree(join(tempDir(), 'v'), { 'Notes/a.md': '# a\n' });
  const on = (vault: string, params: Task['params'], days?: string[]) => {
    const base = input(params, days ? { days } : {});
    return { ...base, vault, config: loadVaultConfig(vault) };
  };

  it('say "not in this vault" for directives and projects the vault lacks, with how to add them: never a failure, never "0 found"', async () => {
    const vault = emptyVault();
    const projects = await resolveReferences(on(vault, { kind: 'projects', filter: ['active'] }));
    expect(projects.summary).toBe('not in this vault');
    expect(projects.refs).toEqual([]);
    expect(projects.warnings?.[0]).toMatch(
      /^not in this vault: no project notes \(none in this vault: no note is marked as a project.*\); to add them, mark a note with `type: project`/,
    );
    const directives = await resolveReferences(on(vault, { kind: 'directives' }));
    expect(directives.summary).toBe('not in this vault');
    expect(directives.warnings?.[0]).toContain(
      'not in this vault: no directives (no 00_Brain/Systemic/Directives/ folder); to add them, write them as notes in 00_Brain/Systemic/Directives/',
    );
    // A folder the config names that is not there is still the config's fault, and fails.
    writeTree(vault, { '.skill/config.yaml': 'layout:\n  directives: Rules\n' });
    await expect(resolveReferences(on(vault, { kind: 'directives' }))).rejects.toThrow('the directives folder Rules does not exist');
  });

  it('say so on the people task, which still finds people marked as such elsewhere and meeting attendees', async () => {
    const vault = emptyVault();
    const r = await resolveReferences(on(vault, { kind: 'people', source: ['mentions'] }));
    expect(r.warnings?.[0]).toMatch(
      /^no person notes in this vault \(none in this vault: no note is marked as a person .*\); only meeting attendees and links were looked at/,
    );
  });

  it('take the working note for a period not archived yet only when its frontmatter names that period', async () => {
    const vault = writeTree(join(tempDir(), 'v'), { '00_Brain/Captive/Week.md': '---\nweek: 2026-W48\n---\n# This week\n' });
    const days = Array.from({ length: 14 }, (_, k) => `2026-11-${String(16 + k).padStart(2, '0')}`);
    const r = await resolveReferences(on(vault, { kind: 'periodic', period: 'weekly' }, days));
    expect(r.refs).toEqual([
      {
        label: '2026-W47',
        path: join(vault, '00_Brain/Periodic/Weekly/2026-W47.md'),
        exists: false,
        missing: 'no file — suggest creating',
      },
      {
        label: '2026-W48',
        path: join(vault, '00_Brain/Captive/Week.md'),
        exists: true,
        detail: '(not archived yet: Week.md says week: 2026-W48)',
      },
    ]);
    expect(r.summary).toBe('1 of 2 found');
    const undated = writeTree(join(tempDir(), 'v'), { '00_Brain/Captive/Week.md': '# This week\n' });
    const none = await resolveReferences(on(undated, { kind: 'periodic', period: 'weekly' }, ['2026-11-23']));
    expect(none.refs![0]!.exists).toBe(false);
  });

  it('say so on periodic notes and on the working notes standing in for them', async () => {
    const vault = emptyVault();
    const r = await resolveReferences(on(vault, { kind: 'periodic', period: 'weekly' }, ['2026-11-23']));
    expect(r.warnings).toEqual(['the weekly notes folder 00_Brain/Periodic/Weekly does not exist (built-in layout)']);
    const today = await resolveReferences(on(vault, { kind: 'captive', note: 'today' }));
    expect(today.refs![0]!.missing).toBe(
      'no file — suggest creating — the daily notes folder 00_Brain/Periodic/Daily does not exist (built-in layout)',
    );
    const captive = writeTree(join(tempDir(), 'v'), { '.skill/config.yaml': 'layout:\n  captive:\n    today: Now/Today.md\n' });
    const now = await resolveReferences(on(captive, { kind: 'captive', note: 'today' }));
    expect(now.refs![0]!.missing).toBe(
      `no file — suggest creating — the working-notes folder Now does not exist (${join(captive, '.skill/config.yaml')} (layout.captive))`,
    );
  });
});
