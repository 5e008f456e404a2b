import { describe, expect, it } from 'vitest';
import { parseNow, resolveTime } from '../../src/time/resolve.js';
import { BadInputError } from '../../src/errors.js';

// Reference instants at mid-morning local time: a Sunday and a Wednesday (DESIGN.md asks for both).
const SUNDAY = new Date(2026, 1, 15, 10, 30); // 2026-02-15, ISO week 2026-W07 (Feb 9-15)
const WEDNESDAY = new Date(2026, 10, 18, 10, 30); // 2026-11-18, ISO week 2026-W47 (Nov 16-22)

type Row = [words: string, scope: string, start: string, end?: string];

function check(now: Date, rows: Row[]) {
  for (const [words, scope, start, end] of rows) {
    it(`"${words}" → ${scope} ${start}${end ? `..${end}` : ''}`, () => {
      const r = resolveTime(words, now);
      expect(r.target_scope).toBe(scope);
      expect(r.start).toBe(start);
      expect(r.end).toBe(end ?? start);
      expect(r.target_date).toBe(start);
    });
  }
}

describe('semantics table on Sunday 2026-02-15', () => {
  check(SUNDAY, [
    ['', 'day', '2026-02-15'],
    ['today', 'day', '2026-02-15'],
    ['tomorrow', 'day', '2026-02-16'],
    ['yesterday', 'day', '2026-02-14'],
    ['in 3 days', 'day', '2026-02-18'],
    ['3 days ago', 'day', '2026-02-12'],
    ['monday', 'day', '2026-02-16'],
    ['sunday', 'day', '2026-02-15'],
    ['next monday', 'day', '2026-02-16'],
    ['next sunday', 'day', '2026-02-22'],
    ['this monday', 'day', '2026-02-09'],
    ['this sunday', 'day', '2026-02-15'],
    ['last friday', 'day', '2026-02-13'],
    ['last sunday', 'day', '2026-02-08'],
    ['this week', 'week', '2026-02-09', '2026-02-15'],
    ['next week', 'week', '2026-02-16', '2026-02-22'],
    ['last week', 'week', '2026-02-02', '2026-02-08'],
    ['this month', 'month', '2026-02-01', '2026-02-28'],
    ['next month', 'month', '2026-03-01', '2026-03-31'],
    ['last month', 'month', '2026-01-01', '2026-01-31'],
    ['this quarter', 'quarter', '2026-01-01', '2026-03-31'],
    ['next quarter', 'quarter', '2026-04-01', '2026-06-30'],
    ['last quarter', 'quarter', '2025-10-01', '2025-12-31'],
    ['this year', 'year', '2026-01-01', '2026-12-31'],
    ['next year', 'year', '2027-01-01', '2027-12-31'],
    ['last year', 'year', '2025-01-01', '2025-12-31'],
    ['2026-02-17', 'day', '2026-02-17'],
    ['Feb 17', 'day', '2026-02-17'],
    ['17 February 2026', 'day', '2026-02-17'],
    ['2026-W08', 'week', '2026-02-16', '2026-02-22'],
    ['2026-02', 'month', '2026-02-01', '2026-02-28'],
    ['February 2026', 'month', '2026-02-01', '2026-02-28'],
    ['2026-Q1', 'quarter', '2026-01-01', '2026-03-31'],
    ['Q1 2026', 'quarter', '2026-01-01', '2026-03-31'],
  ]);
});

describe('semantics table on Wednesday 2026-11-18', () => {
  check(WEDNESDAY, [
    ['', 'day', '2026-11-18'],
    ['tomorrow', 'day', '2026-11-19'],
    ['yesterday', 'day', '2026-11-17'],
    ['in 3 days', 'day', '2026-11-21'],
    ['3 days ago', 'day', '2026-11-15'],
    ['monday', 'day', '2026-11-23'],
    ['wednesday', 'day', '2026-11-18'],
    ['friday', 'day', '2026-11-20'],
    ['next monday', 'day', '2026-11-23'],
    ['next wednesday', 'day', '2026-11-25'],
    ['next friday', 'day', '2026-11-20'],
    ['this monday', 'day', '2026-11-16'],
    ['this friday', 'day', '2026-11-20'],
    ['this sunday', 'day', '2026-11-22'],
    ['last friday', 'day', '2026-11-13'],
    ['last wednesday', 'day', '2026-11-11'],
    ['last monday', 'day', '2026-11-16'],
    ['this week', 'week', '2026-11-16', '2026-11-22'],
    ['next week', 'week', '2026-11-23', '2026-11-29'],
    ['last week', 'week', '2026-11-09', '2026-11-15'],
    ['this month', 'month', '2026-11-01', '2026-11-30'],
    ['next month', 'month', '2026-12-01', '2026-12-31'],
    ['last month', 'month', '2026-10-01', '2026-10-31'],
    ['this quarter', 'quarter', '2026-10-01', '2026-12-31'],
    ['next quarter', 'quarter', '2027-01-01', '2027-03-31'],
    ['last quarter', 'quarter', '2026-07-01', '2026-09-30'],
    ['this year', 'year', '2026-01-01', '2026-12-31'],
    ['last year', 'year', '2025-01-01', '2025-12-31'],
    ['2026-02-17', 'day', '2026-02-17'],
    // A month and day without a year: chrono takes the nearest one, here next February.
    ['Feb 17', 'day', '2027-02-17'],
    ['17 February 2026', 'day', '2026-02-17'],
    ['2026-W08', 'week', '2026-02-16', '2026-02-22'],
    ['2026-02', 'month', '2026-02-01', '2026-02-28'],
    ['February 2026', 'month', '2026-02-01', '2026-02-28'],
    ['2026-Q1', 'quarter', '2026-01-01', '2026-03-31'],
    ['Q1 2026', 'quarter', '2026-01-01', '2026-03-31'],
  ]);
});

describe('the other keys', () => {
  it('fills week, day_of_week, relative and resolved_at', () => {
    const r = resolveTime('next monday', SUNDAY);
    expect(r.week).toBe('2026-W08');
    expect(r.day_of_week).toBe('Monday');
    expect(r.relative).toBe('next monday');
    expect(r.resolved_at.startsWith('2026-02-15T10:30:00')).toBe(true);
  });

  it('says "today" when no words are given', () => {
    expect(resolveTime('   ', WEDNESDAY).relative).toBe('today');
  });

  it('keeps the words as given, spaces collapsed', () => {
    expect(resolveTime('  Next   Monday ', WEDNESDAY).relative).toBe('Next Monday');
  });

  it('drops a time of day: rituals work on days', () => {
    expect(resolveTime('next tuesday at 3pm', WEDNESDAY).target_date).toBe('2026-11-24');
    expect(resolveTime('tomorrow evening', WEDNESDAY).target_date).toBe('2026-11-19');
  });

  it('says which time of day it dropped, as written, and says nothing when there was none', () => {
    const ignored = (words: string) => {
      const r = resolveTime(words, WEDNESDAY);
      return [r.target_date, r.ignored_time];
    };
    expect(ignored('tomorrow at 5pm')).toEqual(['2026-11-19', 'at 5pm']);
    expect(ignored('yesterday evening')).toEqual(['2026-11-17', 'evening']);
    expect(ignored('Next Tuesday at 3PM')).toEqual(['2026-11-24', 'at 3pm']);
    expect(ignored('tomorrow in the morning')).toEqual(['2026-11-19', 'in the morning']);
    expect(ignored('this morning')).toEqual(['2026-11-18', 'morning']);
    expect(ignored('monday 10:30')).toEqual(['2026-11-23', '10:30']);
    expect(ignored('2026-02-17 at noon')).toEqual(['2026-02-17', 'at noon']);
    // chrono's words: the time said as written wherever it stands, or as chrono read it.
    expect(ignored('feb 17 at 3pm')).toEqual(['2027-02-17', 'at 3pm']);
    expect(ignored('3pm tomorrow')).toEqual(['2026-11-19', '3pm']);
    expect(ignored('last night')).toEqual(['2026-11-17', 'night']);
    // A range keeps its days and drops the time the same way.
    expect(resolveTime('next week at 5pm', WEDNESDAY)).toMatchObject({ target_scope: 'week', start: '2026-11-23', ignored_time: 'at 5pm' });
    for (const words of ['tomorrow', 'tonight', 'today', 'feb 17', 'next week', ''])
      expect(resolveTime(words, WEDNESDAY)).not.toHaveProperty('ignored_time');
    expect(() => resolveTime('this', WEDNESDAY)).toThrow(/could not understand/);
  });

  it('reads ISO week 53 across the year boundary', () => {
    const r = resolveTime('2026-W53', WEDNESDAY);
    expect([r.start, r.end, r.week]).toEqual(['2026-12-28', '2027-01-03', '2026-W53']);
  });

  it('gives the ISO week of a date in the next calendar year', () => {
    expect(resolveTime('2027-01-01', WEDNESDAY).week).toBe('2026-W53');
    expect(resolveTime('2027-01-04', WEDNESDAY).week).toBe('2027-W01');
  });

  it('moves this/next week across New Year', () => {
    const dec30 = new Date(2026, 11, 30, 9, 0);
    expect(resolveTime('this week', dec30)).toMatchObject({ start: '2026-12-28', end: '2027-01-03', week: '2026-W53' });
    expect(resolveTime('next week', dec30)).toMatchObject({ start: '2027-01-04', end: '2027-01-10', week: '2027-W01' });
    expect(resolveTime('next year', dec30)).toMatchObject({ start: '2027-01-01', end: '2027-12-31' });
  });

  it('understands a few extensions: week N, a bare year, a bare quarter', () => {
    expect(resolveTime('week 8', SUNDAY)).toMatchObject({ start: '2026-02-16', target_scope: 'week' });
    expect(resolveTime('2027', SUNDAY)).toMatchObject({ start: '2027-01-01', end: '2027-12-31', target_scope: 'year' });
    expect(resolveTime('q3', SUNDAY)).toMatchObject({ start: '2026-07-01', end: '2026-09-30' });
  });
});

describe('runs of days and weekends (docs/time.md)', () => {
  describe('on Sunday 2026-02-15', () => {
    check(SUNDAY, [
      ['last 7 days', 'days', '2026-02-09', '2026-02-15'],
      ['the past three days', 'days', '2026-02-13', '2026-02-15'],
      ['next 7 days', 'days', '2026-02-15', '2026-02-21'],
      ['last 1 day', 'day', '2026-02-15'],
      // On a Sunday, this weekend is the one under way: yesterday and today.
      ['this weekend', 'days', '2026-02-14', '2026-02-15'],
      ['weekend', 'days', '2026-02-14', '2026-02-15'],
      ['next weekend', 'days', '2026-02-21', '2026-02-22'],
      ['last weekend', 'days', '2026-02-07', '2026-02-08'],
    ]);
  });
  describe('on Wednesday 2026-11-18', () => {
    check(WEDNESDAY, [
      ['this weekend', 'days', '2026-11-21', '2026-11-22'],
      ['last 30 days', 'days', '2026-10-20', '2026-11-18'],
    ]);
  });
  it('says what a run of days is in words', async () => {
    const { describeTarget, targetLabel } = await import('../../src/time/render.js');
    expect(describeTarget(resolveTime('this weekend', SUNDAY))).toBe('the weekend of February 14–15, 2026');
    expect(describeTarget(resolveTime('last 7 days', new Date(2026, 2, 4, 10)))).toBe('the 7 days February 26 – March 4, 2026');
    expect(targetLabel(resolveTime('last 7 days', SUNDAY))).toBe('2026-02-09..2026-02-15');
  });
});

describe('numeric dates with slashes', () => {
  it('refuses one that reads as two dates, asking for ISO', () => {
    expect(() => resolveTime('03/04/2026', WEDNESDAY)).toThrow(
      '“03/04/2026” could be 2026-03-04 (month first) or 2026-04-03 (day first): write the date as YYYY-MM-DD',
    );
    expect(() => resolveTime('3/4', WEDNESDAY)).toThrow(/could be 2026-03-04 \(month first\) or 2026-04-03/);
  });
  it('reads it in the configured order, and one that reads only one way as that date', () => {
    expect(resolveTime('03/04/2026', WEDNESDAY, { dateOrder: 'dmy' }).target_date).toBe('2026-04-03');
    expect(resolveTime('03/04/2026', WEDNESDAY, { dateOrder: 'mdy' }).target_date).toBe('2026-03-04');
    expect(resolveTime('13/04/2026', WEDNESDAY).target_date).toBe('2026-04-13');
    expect(resolveTime('04/13/2026', WEDNESDAY).target_date).toBe('2026-04-13');
    expect(resolveTime('04.04.2026', WEDNESDAY).target_date).toBe('2026-04-04');
    // The order only decides between two readings; a date with one reading is that date.
    expect(resolveTime('13/04/2026', WEDNESDAY, { dateOrder: 'mdy' }).target_date).toBe('2026-04-13');
    expect(() => resolveTime('31/02/2026', WEDNESDAY)).toThrow('“31/02/2026” is not a date');
  });
});

describe('bad input is an error that quotes the words, never a silent today', () => {
  const cases: [string, RegExp][] = [
    ['blah', /“blah”/],
    ['next blursday', /“next blursday”/],
    ['10am', /“10am”/],
    ['noon', /“noon”/],
    ['2026-02-30', /“2026-02-30” is not a calendar date/],
    ['2025-W53', /ISO year 2025 has weeks 1 to 52/],
    ['2026-W00', /weeks 1 to 53/],
    ['2026-13', /not a month/],
    ['2026-Q5', /not a quarter/],
    ['feb', /needs a year/],
    ['from feb 3 to feb 5', /could not understand/],
    // Found by test/time/resolve.fuzz.test.ts: counts past year 9999 used to escape as an internal error.
    ['in 96136 months', /^“in 96136 months” is too far from today$/],
    ['418934 week later', /too far from today/],
    ['102842 weeks ago', /too far from today/],
    ['in 99999999999999999999 days', /too far from today/],
    // ...and words with a line break or an escape sequence made a message of several lines.
    ['\u0000\n\u001b[2J', /^could not understand the time “\\u0000\\n\\u001b\[2J”$/],
  ];
  for (const [words, message] of cases) {
    it(`refuses "${words}"`, () => {
      expect(() => resolveTime(words, WEDNESDAY)).toThrow(BadInputError);
      expect(() => resolveTime(words, WEDNESDAY)).toThrow(message);
    });
  }
});

describe('parseNow', () => {
  it('reads a date as local noon', () => {
    const d = parseNow('2026-02-15');
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2026, 1, 15, 12]);
  });

  it('reads date-times with and without an offset', () => {
    expect(parseNow('2026-02-15T10:30:00Z').toISOString()).toBe('2026-02-15T10:30:00.000Z');
    expect(parseNow('2026-02-15T10:30+02:00').toISOString()).toBe('2026-02-15T08:30:00.000Z');
    expect(parseNow('2026-02-15T10:30').getHours()).toBe(10);
  });

  it('refuses anything else, naming --now', () => {
    for (const bad of ['yesterday', '2026-02-30', '2026-02-30T10:00', '15/02/2026', '']) {
      expect(() => parseNow(bad)).toThrow(/--now/);
    }
  });
});
