// Time said inside a need → the dates it covers, for a Monday target (2026-02-16), a week target (2026-W08) and a
// month target (February 2026). Every expected range here was computed by hand: 2026-02-16 is a Monday, its ISO
// week runs 02-16..02-22, the week before 02-09..02-15; February 2026 has 28 days; Q1 is January to March.
import { describe, expect, it } from 'vitest';
import { findTimes } from '../../src/need/time-words.js';
import { needRange } from '../../src/need/time-range.js';
import { tokenize } from '../../src/need/tokenize.js';
import { resolveTime } from '../../src/time/resolve.js';

const NOW = new Date(2026, 1, 15, 10, 30); // Sunday
const DAY = resolveTime('next monday', NOW);
const WEEK = resolveTime('next week', NOW);
const MONTH = resolveTime('this month', NOW);

function dates(words: string, target = DAY): string {
  const tokens = tokenize(words);
  const spans = findTimes(tokens);
  const first = spans.find((s) => s.ref);
  const covered = spans.reduce((n, s) => n + s.end - s.start, 0);
  if (covered !== tokens.length) return `not all read: ${covered} of ${tokens.length}`;
  const r = needRange({ ref: first?.ref, workdaysOnly: spans.some((s) => s.workdays), words }, target);
  return `${r.range.start}..${r.range.end}${r.workdaysOnly ? ' workdays' : ''}`;
}

describe('time words on a day target (Monday 2026-02-16)', () => {
  const cases: [string, string][] = [
    ['yesterday', '2026-02-15..2026-02-15'],
    ['the day before yesterday', '2026-02-14..2026-02-14'],
    ['the previous day', '2026-02-15..2026-02-15'],
    ['tomorrow morning', '2026-02-17..2026-02-17'],
    ['the following day', '2026-02-17..2026-02-17'],
    ['that day', '2026-02-16..2026-02-16'],
    ['Sunday', '2026-02-15..2026-02-15'],
    ['Thursday', '2026-02-19..2026-02-19'],
    ['next friday', '2026-02-20..2026-02-20'],
    ['last week', '2026-02-09..2026-02-15'],
    ['this week', '2026-02-16..2026-02-22'],
    ['the week ahead', '2026-02-16..2026-02-22'],
    ['the month ahead', '2026-02-16..2026-03-17'],
    ['since Wednesday', '2026-02-11..2026-02-16'],
    ['since Monday', '2026-02-09..2026-02-16'],
    ['1 March', '2026-03-01..2026-03-01'],
    ['from January until June', '2026-01-01..2026-06-30'],
    ['from Monday to Thursday', '2026-02-16..2026-02-19'],
    ['3 to 5 March', '2026-03-03..2026-03-05'],
    ['March 3-5', '2026-03-03..2026-03-05'],
    ['between 1 March and 5 March', '2026-03-01..2026-03-05'],
    ['the first week of March', '2026-03-01..2026-03-07'],
    ['the last week of the month', '2026-02-22..2026-02-28'],
    ['Tuesday week', '2026-02-24..2026-02-24'],
    ['Monday week', '2026-02-23..2026-02-23'],
    ['the weekend before last', '2026-02-07..2026-02-08'],
    ['this quarter so far', '2026-01-01..2026-02-15'],
    ['the month to date', '2026-02-01..2026-02-15'],
    ['before the end of the month', '2026-02-16..2026-02-28'],
    ['two weeks ago', '2026-02-02..2026-02-08'],
    ['3 days ago', '2026-02-13..2026-02-13'],
    ['the past three days', '2026-02-13..2026-02-15'],
    ['the last fortnight', '2026-02-02..2026-02-15'],
    ['the last 3', 'not all read: 0 of 3'],
    ['the next 3 days', '2026-02-16..2026-02-18'],
    ['the next two weeks', '2026-02-16..2026-03-01'],
    ['recently', '2026-02-09..2026-02-15'],
    ['the rest of the month', '2026-02-16..2026-02-28'],
    ['so far this month', '2026-02-01..2026-02-15'],
    ['since the start of the quarter', '2026-01-01..2026-02-15'],
    ['since last Monday', '2026-02-09..2026-02-16'],
    // "the weekend" and "next weekend" as the command line reads them from the same day (docs/time.md); "over the
    // weekend" looks at the nearest, on a Monday the one just gone.
    ['the weekend', '2026-02-21..2026-02-22'],
    ['next weekend', '2026-02-28..2026-03-01'],
    ['over the weekend', 'not all read: 2 of 3'],
    ['this weekend', '2026-02-21..2026-02-22'],
    ['February', '2026-02-01..2026-02-28'],
    ['January', '2026-01-01..2026-01-31'],
    ['Q4 2025', '2025-10-01..2025-12-31'],
    ['2025', '2025-01-01..2025-12-31'],
    ['last quarter', '2025-10-01..2025-12-31'],
    // "the past month" is the 30 days before; "last month" and "the past month's (review)" the calendar month.
    ['the past month', '2026-01-17..2026-02-15'],
    ['the last month', '2026-01-17..2026-02-15'],
    ['last month', '2026-01-01..2026-01-31'],
    ["the past month's", '2026-01-01..2026-01-31'],
    ['the past year', '2025-02-16..2026-02-15'],
    ['the three days before', '2026-02-13..2026-02-15'],
    ['the fortnight before', '2026-02-02..2026-02-15'],
    ['the week before', '2026-02-09..2026-02-15'],
    ['the week after next', '2026-03-02..2026-03-08'],
    ['the fortnight ahead', '2026-02-16..2026-03-01'],
    ['2 weeks ahead', '2026-02-16..2026-03-01'],
    ['until Friday', '2026-02-16..2026-02-20'],
    ['by the end of next week', '2026-02-16..2026-03-01'],
    ['before Thursday', '2026-02-16..2026-02-18'],
    ['since the first of the month', '2026-02-01..2026-02-15'],
    ['the month after', '2026-03-01..2026-03-31'],
    ['each workday', '2026-02-16..2026-02-22 workdays'],
    ['Monday through Friday', '2026-02-16..2026-02-22 workdays'],
  ];
  for (const [words, want] of cases) it(`${words} → ${want}`, () => expect(dates(words)).toBe(want));
});

describe('time words on wider targets', () => {
  it('a week target: "the upcoming week" is the week itself, "the prior week" the one before', () => {
    expect(dates('the upcoming week', WEEK)).toBe('2026-02-16..2026-02-22');
    expect(dates('the prior week', WEEK)).toBe('2026-02-09..2026-02-15');
    expect(dates('the week', WEEK)).toBe('2026-02-16..2026-02-22');
  });
  it('a month target keeps its range for "the week" and looks back from its first day', () => {
    expect(dates('the week', MONTH)).toBe('2026-02-01..2026-02-28');
    expect(dates('the past 7 days', MONTH)).toBe('2026-01-25..2026-01-31');
  });
  it('"may" is a month only where it cannot be the verb', () => {
    expect(findTimes(tokenize('may not exist yet'))).toEqual([]);
    expect(dates('in May', DAY)).toBe('not all read: 1 of 2');
    expect(findTimes(tokenize('notes from May 2026'))[0]?.ref).toEqual({ kind: 'words', words: 'may 2026', period: 'month' });
  });
});

describe('"the past N days" on the command line and in a need (docs/time.md)', () => {
  it('the command line ends today, today included; a need ends the day before its target', () => {
    const monday = new Date(2026, 10, 23, 9, 0); // Monday 2026-11-23, the example docs/time.md gives
    const cli = resolveTime('past three days', monday);
    expect([cli.target_scope, cli.start, cli.end]).toEqual(['days', '2026-11-21', '2026-11-23']);
    expect(dates('the past three days', resolveTime('today', monday))).toBe('2026-11-20..2026-11-22');
    // "next" starts at today on the command line and at the target in a need: the two agree.
    const ahead = resolveTime('next three days', monday);
    expect(`${ahead.start}..${ahead.end}`).toBe(dates('the next three days', resolveTime('today', monday)));
    // A need's time is relative to the whole target: in a run about the past three days, the three before those.
    expect(dates('the past three days', cli)).toBe('2026-11-18..2026-11-20');
  });
});

describe('one grammar: the command line and a need give the same dates from the same day', () => {
  it('for every weekend and period word both read, anchored at Monday 2026-02-16', () => {
    const monday = new Date(2026, 1, 16, 9, 0);
    for (const words of [
      'the weekend',
      'this weekend',
      'next weekend',
      'last weekend',
      'next week',
      'last week',
      'this month',
      'last quarter',
      'next year',
      'February 2026',
      'Q3',
      '2025',
      'next friday',
      'last monday',
    ]) {
      const cli = resolveTime(words, monday);
      expect(`${words}: ${dates(words, resolveTime('today', monday))}`).toBe(`${words}: ${cli.start}..${cli.end}`);
    }
  });
});

describe('"ahead" said once for a list of periods', () => {
  it('"the week and month ahead" of a day target: the seven and the thirty days from it', () => {
    const spans = findTimes(tokenize('the week and month ahead'));
    expect(spans.map((s) => s.ref)).toEqual([
      { kind: 'period', period: 'week', offset: 1, ahead: true },
      { kind: 'period', period: 'month', offset: 1, ahead: true },
    ]);
    expect(spans.map((s) => needRange({ ref: s.ref, workdaysOnly: false, words: '' }, DAY).range)).toEqual([
      { start: '2026-02-16', end: '2026-02-22' },
      { start: '2026-02-16', end: '2026-03-17' },
    ]);
  });
});
