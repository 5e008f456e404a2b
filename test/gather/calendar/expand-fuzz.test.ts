/**
 * The expander under generated recurrence rules (issue 24): any FREQ with any BY-parts, INTERVAL, COUNT, UNTIL and
 * BYSETPOS, from any DTSTART, read within small bounds. Each case must end within its bounds (a rule ical.js cannot
 * satisfy used to never return), keep only events of the range, say every rule it gave up on, and give the same
 * events when its work is cut into slices of 64 steps (a pause loses nothing). SKILL_FUZZ_RUNS soaks it.
 */
process.env.TZ = 'Europe/Berlin';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOUNDS, type Bounds, fileBudget } from '../../../src/gather/calendar/bound.js';
import { overlapsRange } from '../../../src/gather/calendar/event.js';
import { parseIcsEvents } from '../../../src/gather/calendar/ics.js';
import { fuzzParams, fuzzTimeout } from '../../support/fuzz.js';

/** Small bounds: each case walks at most 30 000 candidates (a few ms to a few hundred), whatever the rule. */
const SMALL: Bounds = { ...BOUNDS, missesPerRule: 3_000, stepsPerEvent: 15_000, stepsPerFile: 30_000, msPerEvent: 1e9, msPerFile: 1e9 };
const RUNS = 40;

const list = (values: fc.Arbitrary<number>, max = 3) => fc.uniqueArray(values, { minLength: 1, maxLength: max }).map((xs) => xs.join(','));
const weekday = fc
  .tuple(fc.constantFrom('', '1', '-1', '2', '5', '-5', '53'), fc.constantFrom('MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'))
  .map(([n, d]) => n + d);

const rrule = fc
  .record(
    {
      FREQ: fc.constantFrom('SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'),
      INTERVAL: fc.integer({ min: 1, max: 400 }).map(String),
      COUNT: fc.integer({ min: 1, max: 60 }).map(String),
      UNTIL: fc
        .date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().replace(/[-:]|\.\d+/g, '')),
      BYMONTH: list(fc.integer({ min: 1, max: 12 })),
      BYMONTHDAY: list(fc.integer({ min: -31, max: 31 }).filter((n) => n !== 0)),
      BYYEARDAY: list(
        fc.integer({ min: -366, max: 366 }).filter((n) => n !== 0),
        2,
      ),
      BYWEEKNO: list(
        fc.integer({ min: -53, max: 53 }).filter((n) => n !== 0),
        2,
      ),
      BYDAY: fc.uniqueArray(weekday, { minLength: 1, maxLength: 3 }).map((xs) => xs.join(',')),
      BYHOUR: list(fc.integer({ min: 0, max: 23 })),
      BYMINUTE: list(fc.integer({ min: 0, max: 59 })),
      BYSETPOS: list(
        fc.integer({ min: -5, max: 5 }).filter((n) => n !== 0),
        2,
      ),
    },
    { requiredKeys: ['FREQ'] },
  )
  .map((parts) =>
    Object.entries(parts)
      .map(([k, v]) => `${k}=${v}`)
      .join(';'),
  );

const dtstart = fc
  .date({ min: new Date('2015-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().replace(/[-:]|\.\d+/g, ''));

function calendar(rules: string[], start: string): string {
  const event = [
    'BEGIN:VEVENT',
    'UID:fuzz@x',
    'DTSTAMP:20261101T000000Z',
    `DTSTART:${start}`,
    'DURATION:PT30M',
    'SUMMARY:Fuzz',
    ...rules.map((r) => `RRULE:${r}`),
    'END:VEVENT',
  ];
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//skill tests//fuzz//EN', ...event, 'END:VCALENDAR', ''].join('\r\n');
}

const RANGE = { start: '2026-11-01', end: '2026-11-30' };

describe('generated recurrence rules', () => {
  it(
    'end within their bounds, stay in the range, say what they gave up, and lose nothing to pauses',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(rrule, { minLength: 1, maxLength: 2 }), dtstart, async (rules, start) => {
          const text = calendar(rules, start);
          const budget = fileBudget(SMALL);
          const parsed = await parseIcsEvents(text, RANGE, 'cal', { budget });
          expect(budget.steps).toBeLessThanOrEqual(SMALL.stepsPerFile);
          for (const event of parsed.events) expect(overlapsRange(event, RANGE)).toBe(true);
          // A bound reached is always said (or the rule could not be read at all, which is said as such).
          if (budget.steps >= SMALL.stepsPerEvent) expect(parsed.problems.length).toBeGreaterThan(0);
          let tick = 0;
          const paused = await parseIcsEvents(text, RANGE, 'cal', { budget: fileBudget({ ...SMALL, sliceMs: 0 }, () => tick++) });
          expect(paused).toEqual(parsed);
        }),
        fuzzParams(RUNS),
      );
    },
    fuzzTimeout(RUNS, 400),
  );
});
