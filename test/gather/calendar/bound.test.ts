/**
 * Bounds on expanding recurrences (src/gather/calendar/bound.ts): a rule no date can pass
 * (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31, issue 24) hung every run that read the calendar. Each case here would hang
 * (or run out of memory) on code without the bounds; the figures are in docs/reliability.md, not in timed tests.
 */
process.env.TZ = 'Europe/Berlin';

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOUNDS, type Bounds, fileBudget } from '../../../src/gather/calendar/bound.js';
import { parseIcsEvents } from '../../../src/gather/calendar/ics.js';
import { InterruptedError } from '../../../src/errors.js';
import { REPO } from '../../support/tmp.js';

const HOSTILE = readFileSync(join(REPO, 'fixtures', 'calendars', 'hostile', 'impossible-daily.ics'), 'utf8');
const NOVEMBER = { start: '2026-11-01', end: '2026-11-30' };
/** Only the step bounds: the same result on any machine. */
const STEPS_ONLY: Bounds = { ...BOUNDS, msPerEvent: 1e9, msPerFile: 1e9 };

function vevent(uid: string, rule: string | undefined, summary = uid, start = '20261101T090000Z'): string {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20261101T000000Z',
    `DTSTART:${start}`,
    'DURATION:PT1H',
    `SUMMARY:${summary}`,
    ...(rule ? [`RRULE:${rule}`] : []),
    'END:VEVENT',
  ].join('\r\n');
}

function calendar(...events: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//skill tests//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
}

describe('a recurrence no date can pass', () => {
  it.each([
    [
      'as sent',
      'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31',
      /skipped its repeats: RRULE FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31 matched no date in 2000 steps/,
      true,
    ],
    [
      'with COUNT',
      'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31;COUNT=5',
      /skipped its repeats: RRULE .*COUNT=5.* matched no date in 2000 steps/,
      true,
    ],
    [
      'with UNTIL',
      'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31;UNTIL=20280101T000000Z',
      /RRULE .*UNTIL=.* matches no date before its UNTIL; only DTSTART is an instance/,
      false,
    ],
    [
      'hourly',
      'FREQ=HOURLY;BYMONTH=4;BYMONTHDAY=31',
      /skipped its repeats: RRULE FREQ=HOURLY;BYMONTH=4;BYMONTHDAY=31 matched no date in 2000 steps/,
      true,
    ],
  ])('%s: its repeats are skipped and said, DTSTART and the other events are kept', async (_name, rule, said, skipped) => {
    const text = calendar(
      vevent('hostile@x', rule, 'You are invited'),
      vevent('standup@x', 'FREQ=WEEKLY;BYDAY=MO', 'Standup', '20261102T080000Z'),
    );
    const parsed = await parseIcsEvents(text, NOVEMBER, 'cal', { budget: fileBudget({ ...STEPS_ONLY, missesPerRule: 2000 }) });
    expect(parsed.events.filter((e) => e.title === 'Standup').map((e) => e.date)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(parsed.events.filter((e) => e.title === 'You are invited').map((e) => e.date)).toEqual(['2026-11-01']);
    expect(parsed.problems).toEqual([expect.objectContaining({ uid: 'hostile@x', skipped, reason: expect.stringMatching(said) })]);
  });

  it('the 228-byte invitation of the issue, as a file: one problem naming it, nothing else lost', async () => {
    const parsed = await parseIcsEvents(HOSTILE, NOVEMBER, 'cal');
    expect(parsed.events.map((e) => e.date)).toEqual(['2026-11-01']);
    expect(parsed.problems).toEqual([
      {
        line: 4,
        uid: 'hostile-1@example.com',
        summary: 'You are invited',
        skipped: true,
        reason: 'skipped its repeats: RRULE FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31 matched no date in 20000 steps',
      },
    ]);
  });

  it('the file bound: once its steps are spent, later rules stop at once, and events without a rule are still read', async () => {
    const bounds: Bounds = { ...STEPS_ONLY, missesPerRule: 1000, stepsPerFile: 2500 };
    const hostile = [1, 2, 3, 4].map((i) => vevent(`h${i}@x`, 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31'));
    const budget = fileBudget(bounds);
    const parsed = await parseIcsEvents(calendar(...hostile, vevent('once@x', undefined, 'Lunch', '20261112T110000Z')), NOVEMBER, 'cal', {
      budget,
    });
    expect(budget.steps).toBe(2500);
    expect(parsed.events.map((e) => e.title)).toContain('Lunch');
    expect(parsed.problems.map((p) => `${p.uid}: ${p.reason.replace(/.* matched no date /, '')}`)).toEqual([
      'h1@x: in 1000 steps',
      'h2@x: in 1000 steps',
      'h3@x: within the bound of 2500 steps per file',
      'h4@x: within the bound of 2500 steps per file',
    ]);
    expect(parsed.cutByTime).toBe(false);
  });

  it('the event bound: a rule that keeps matching is stopped, and what it matched so far is kept', async () => {
    const bounds: Bounds = { ...STEPS_ONLY, stepsPerEvent: 100 };
    const parsed = await parseIcsEvents(
      calendar(vevent('m@x', 'FREQ=MINUTELY', 'Every minute', '20261102T000000Z')),
      { start: '2026-11-02', end: '2026-11-02' },
      'cal',
      { budget: fileBudget(bounds) },
    );
    expect(parsed.events).toHaveLength(101); // DTSTART, then 100 steps' worth
    expect(parsed.problems).toEqual([
      expect.objectContaining({
        skipped: false,
        reason: 'RRULE FREQ=MINUTELY matched no further date within the bound of 100 steps per event; later repeats are left out',
      }),
    ]);
  });

  it('a task that times out stops working: the abort is seen between slices, not after the file', async () => {
    // 300 impossible rules: 300 × 20 000 steps, or the 10 s file bound, if nothing stopped the work.
    const many = Array.from({ length: 300 }, (_, i) => vevent(`h${i}@x`, 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31'));
    const budget = fileBudget();
    await expect(parseIcsEvents(calendar(...many), NOVEMBER, 'cal', { signal: AbortSignal.timeout(50), budget })).rejects.toThrow(
      InterruptedError,
    );
    expect(budget.steps).toBeLessThan(300 * BOUNDS.missesPerRule);
  });
});

describe('pausing is lossless', () => {
  // A clock that moves on every reading makes every check a pause: each rule is stopped and resumed every 64 steps.
  let tick = 0;
  const pausing = () => fileBudget({ ...STEPS_ONLY, sliceMs: 0 }, () => tick++);
  const files = ['clients', 'real'].flatMap((dir) =>
    readdirSync(join(REPO, 'fixtures', 'calendars', dir))
      .filter((f) => f.endsWith('.ics') && f !== 'not-a-calendar.ics')
      .map((f) => join(REPO, 'fixtures', 'calendars', dir, f)),
  );

  it.each(files.map((f) => [f.slice(REPO.length + 1), f]))(
    '%s: the same events with a pause every 64 steps as without',
    async (_name, file) => {
      const text = readFileSync(file, 'utf8');
      for (const range of [{ start: '2026-01-01', end: '2026-12-31' }]) {
        const plain = await parseIcsEvents(text, range, 'cal', { budget: fileBudget(STEPS_ONLY) });
        const paused = await parseIcsEvents(text, range, 'cal', { budget: pausing() });
        expect(paused.events).toEqual(plain.events);
        expect(paused.problems).toEqual(plain.problems);
      }
    },
  );
});
