/**
 * The fixture calendars (fixtures/calendars/) compared with an independent implementation: python-recurring-ical-events
 * on icalendar (scripts/calendar-oracle.py wrote its occurrences to fixtures/calendars/oracle.json, per host time
 * zone). Every fixture is compared; the few where skill reads the file differently on purpose are listed in
 * DELIBERATE with the reason, and their expectations are written out by hand in test/gather/calendar/cases-*.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { parseIcsEvents } from '../../src/gather/calendar/ics.js';
import { addDays } from '../../src/time/calendar.js';
import { REPO } from './tmp.js';

export const FIXTURES = join(REPO, 'fixtures', 'calendars');

interface Occurrence {
  summary: string;
  /** All-day: the date; timed: the instant in UTC, "2026-11-23T08:30:00Z". */
  start: string;
  /** All-day: the day after the last; timed: the instant. */
  end: string;
}

const RANGES = JSON.parse(readFileSync(join(FIXTURES, 'ranges.json'), 'utf8')) as Record<string, [string, string]>;
const ORACLE = JSON.parse(readFileSync(join(FIXTURES, 'oracle.json'), 'utf8')) as {
  zones: Record<string, Record<string, Occurrence[] | { error: string }>>;
};

/**
 * Fixtures skill reads differently from the oracle, on purpose. Each is checked by hand elsewhere.
 */
const DELIBERATE: Record<string, string> = {
  // The oracle gives up on the whole file; skill keeps the good events and names the bad ones.
  'clients/mixed-good-bad.ics': 'one bad event costs only itself',
  // A RECURRENCE-ID;RANGE=THISANDFUTURE override without its master, carrying its own RDATE PERIODs (khal writes
  // these): the oracle shows only the override's own instant; skill also shows the RDATEs it names, since the file
  // has no other definition of the series.
  'real/icalendar-issue_156_RDATE_with_PERIOD_TZID_khal.ics': 'a lone override keeps its own RDATEs',
};

const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.000Z$/, 'Z');

/** skill's occurrences of a fixture, in the oracle's shape. */
async function ours(name: string): Promise<Occurrence[]> {
  const [start, end] = RANGES[name] as [string, string];
  const { events } = await parseIcsEvents(readFileSync(join(FIXTURES, name), 'utf8'), { start, end }, 'fixture');
  return events
    .map((e) => ({
      summary: e.title === '(no title)' ? '' : e.title,
      start: e.allDay ? e.date : iso(e.start.getTime()),
      end: e.allDay ? addDays(e.endDate, 1) : iso(e.end.getTime()),
    }))
    .sort((a, b) =>
      a.start < b.start ? -1 : a.start > b.start ? 1 : a.end < b.end ? -1 : a.end > b.end ? 1 : a.summary < b.summary ? -1 : 1,
    );
}

/** One test per fixture: skill and the oracle agree on every occurrence (start, end, summary). */
export function compareWithOracle(zone: string): void {
  const table = ORACLE.zones[zone];
  if (!table) throw new Error(`no oracle for ${zone}`);
  it('really runs in the zone the oracle was computed for', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  });
  for (const name of Object.keys(RANGES).sort()) {
    if (name in DELIBERATE) continue;
    it(`agrees with the oracle on ${name}`, async () => {
      const want = table[name];
      if (!want || !Array.isArray(want)) throw new Error(`the oracle has no answer for ${name}: ${JSON.stringify(want)}`);
      // An all-day event whose DTEND equals its DTSTART (a holiday feed writes them) lasts zero days for the oracle
      // and its one day for skill, which has no zero-length all-day event: both put it on that day.
      const oneDay = want.map((o) => (o.start === o.end && !o.start.includes('T') ? { ...o, end: addDays(o.start, 1) } : o));
      expect(await ours(name)).toEqual(oneDay);
    });
  }
}
