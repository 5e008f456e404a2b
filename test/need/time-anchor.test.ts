// The rule for a period word in a need (docs/writing-rituals.md, "Time words in a need"): a ritual run before its
// target period reads "next <period>" of the target's scope as the target period; run during or after it, as the one
// after; "since <weekday>" runs from that day through the target day (or through today for a whole-period target).
// Dates computed by hand: Friday 2026-11-27 is in ISO week 48 (Mon 11-23 .. Sun 11-29); W49 is 11-30 .. 12-06; W47 is
// 11-16 .. 11-22; Sunday 2026-11-22 is the day before W48 starts.
import { describe, expect, it } from 'vitest';
import { planNeeds } from '../../src/plan/planner.js';
import type { Task } from '../../src/plan/types.js';
import { findRitual } from '../../src/ritual/discover.js';
import { searchPath } from '../../src/ritual/discover.js';
import { resolveTime } from '../../src/time/resolve.js';
import { bundledCatalogue } from '../support/needs.js';

const FRIDAY = new Date(2026, 10, 27, 17, 0);
const SUNDAY = new Date(2026, 10, 22, 18, 0);
const MONDAY_AFTER = new Date(2026, 10, 30, 9, 0);

const span = (t: Task | undefined) => (t?.range ? `${t.range.start}..${t.range.end}` : 'none');

function plan(needs: string[], words: string, now: Date) {
  return planNeeds(
    't',
    needs.map((text, i) => ({ text, line: i + 1 })),
    resolveTime(words, now),
    bundledCatalogue,
  );
}

function served(p: ReturnType<typeof plan>, need: number): Task[] {
  return p.tasks.filter((t) => t.needs.includes(need));
}

describe('a Friday shutdown run on Friday 2026-11-27', () => {
  const needs = ['Tasks I ticked off since Monday', "What's on my calendar next week", 'The weekly note for next week'];
  for (const words of ['today', 'this week']) {
    it(`for "${words}": since Monday is 11-23..11-27, next week 11-30..12-06, the weekly note W49`, () => {
      const p = plan(needs, words, FRIDAY);
      expect(p.needs.map((n) => n.status)).toEqual(['understood', 'understood', 'understood']);
      expect(served(p, 0).map((t) => [t.entry, span(t)])).toEqual([['tasks', '2026-11-23..2026-11-27']]);
      expect(served(p, 1).map((t) => [t.entry, span(t)])).toEqual([['calendar', '2026-11-30..2026-12-06']]);
      expect(served(p, 2).map((t) => [t.entry, span(t)])).toEqual([['weekly-archives', '2026-11-30..2026-12-06']]);
    });
  }
});

describe('the bundled rituals', () => {
  const dirs = searchPath({});
  const inputs = (name: string) => findRitual(name, dirs).needs.map((n) => ({ text: n.text, line: n.line }));

  it('planning-weekly, run on Sunday 11-22 for next week: the upcoming week is W48, the prior week W47', () => {
    const p = planNeeds('planning-weekly', inputs('planning-weekly'), resolveTime('next week', SUNDAY), bundledCatalogue);
    expect(span(p.tasks.find((t) => t.entry === 'calendar'))).toBe('2026-11-23..2026-11-29');
    expect(span(p.tasks.find((t) => t.entry === 'daily-notes'))).toBe('2026-11-16..2026-11-22');
  });

  for (const [words, now] of [
    ['this week', FRIDAY],
    ['last week', MONDAY_AFTER],
  ] as const) {
    it(`weekly-review, run for "${words}" on ${now.toDateString()}: W48`, () => {
      const p = planNeeds('weekly-review', inputs('weekly-review'), resolveTime(words, now), bundledCatalogue);
      expect(p.resolution.week).toBe('2026-W48');
      expect([...new Set(p.tasks.filter((t) => t.range).map(span))]).toEqual(['2026-11-23..2026-11-29']);
    });
  }
});

describe('a day word inside a longer period', () => {
  it('"tomorrow" in a month ritual run mid-month names two days: partly, both dates said, the month gathered', () => {
    const p = plan(["Tomorrow's calendar"], 'this month', FRIDAY);
    expect(p.needs[0]).toMatchObject({ status: 'partly', unexplained: ["Tomorrow's"] });
    expect(p.needs[0]!.reason).toMatch(/2026-11-02.*2026-11-28|2026-11-28.*2026-11-02/);
    expect(span(p.tasks[0])).toBe('2026-11-01..2026-11-30');
  });
  it('on a day target a day word is plain: "tomorrow" is the day after the target', () => {
    expect(span(plan(["Tomorrow's calendar"], 'today', FRIDAY).tasks[0])).toBe('2026-11-28..2026-11-28');
  });
});

// "since the last review": from the day after the latest archived period of that kind before the target (the vault's
// archives are handed to the planner, asked per period), through the target. W48 is 11-23..11-29; W46 (11-09..11-15) archived.
describe('since the last review', () => {
  const withArchives = (needs: string[], words: string, now: Date, archives?: Record<string, string>) =>
    planNeeds(
      't',
      needs.map((text, i) => ({ text, line: i + 1 })),
      resolveTime(words, now),
      bundledCatalogue,
      archives ? { archives: (period) => archives[period] } : {},
    );
  const archives = { weekly: '2026-11-09', monthly: '2026-10-01', yearly: '2025-01-01' };

  it('a week ritual counts from the day after its latest weekly archive, whatever the phrasing', () => {
    const needs = [
      'Tasks done since the last review',
      'Notes I edited since my previous weekly review',
      'Calendar since the most recent review',
    ];
    const p = withArchives(needs, 'this week', FRIDAY, archives);
    expect(p.needs.map((n) => n.status)).toEqual(['understood', 'understood', 'understood']);
    for (const i of [0, 1, 2]) expect(served(p, i).map(span)).toEqual(['2026-11-16..2026-11-29']);
  });

  it('a period word picks the archives: monthly, yearly', () => {
    const p = withArchives(
      ['Tasks done since my last monthly review', 'Tasks done since the last annual retro'],
      'this week',
      FRIDAY,
      archives,
    );
    expect(p.needs.map((n) => n.status)).toEqual(['understood', 'understood']);
    expect(served(p, 0).map(span)).toEqual(['2026-11-01..2026-11-29']);
    expect(served(p, 1).map(span)).toEqual(['2026-01-01..2026-11-29']);
  });

  it('no archive of that period: partly, from the start of the period, and says so', () => {
    const p = withArchives(['Tasks done since my last quarterly review'], 'this week', FRIDAY, archives);
    expect(p.needs[0]!.status).toBe('partly');
    expect(p.needs[0]!.unexplained).toEqual(['since my last quarterly review']);
    expect(p.needs[0]!.reason).toContain('no quarterly archive before 2026-11-23 in the vault');
    expect(served(p, 0).map(span)).toEqual(['2026-10-01..2026-11-29']);
  });

  it('archives not looked at: partly, and says so', () => {
    const p = withArchives(['Tasks done since the last review'], 'this week', FRIDAY);
    expect(p.needs[0]!.status).toBe('partly');
    expect(p.needs[0]!.reason).toContain("the vault's archives were not looked at");
  });

  it('a day ritual counts from its latest daily note; "from the last review" is not a time', () => {
    const p = withArchives(['Tasks done since my last review', 'Takeaways from the last weekly review'], 'today', FRIDAY, {
      daily: '2026-11-24',
    });
    expect(p.needs[0]!.status).toBe('understood');
    expect(served(p, 0).map(span)).toEqual(['2026-11-25..2026-11-27']);
    expect(p.needs[1]!.asks.some((a) => a.time?.words.includes('since'))).toBe(false);
  });
});
