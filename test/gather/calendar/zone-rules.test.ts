/**
 * A VTIMEZONE's own rules are checked before ical.js expands them (zone-rules.ts). Hostile inputs: the invitations of
 * the second adversarial pass (f20: a STANDARD rule no date can pass; f19: FREQ=SECONDLY), which hung a run at
 * 1.18 GB; real zones: every VTIMEZONE of the real-world files in fixtures/calendars/real.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { splitCalendar } from '../../../src/gather/calendar/blocks.js';
import { expandCalendar } from '../../../src/gather/calendar/expand.js';
import { zoneProblem } from '../../../src/gather/calendar/zone-rules.js';
import { REPO } from '../../support/tmp.js';

const DIR = join(REPO, 'fixtures', 'calendars');
const zonesOf = (file: string) => new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8'))).getAllSubcomponents('vtimezone');

describe('time zone rules ical.js would expand without a bound', () => {
  it('refuses a rule no date can pass and one finer than yearly (before: ical.js never returned from them)', () => {
    expect(zoneProblem(zonesOf(join(DIR, 'hostile', 'impossible-zone.ics'))[0]!)).toBe(
      'its STANDARD rule RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31 is not yearly (a time zone changes at most a few times a year)',
    );
    expect(zoneProblem(zonesOf(join(DIR, 'hostile', 'secondly-zone.ics'))[0]!)).toMatch(/RRULE:FREQ=SECONDLY is not yearly/);
    const yearly = (rule: string) =>
      zoneProblem(
        new ICAL.Component(
          ICAL.parse(
            `BEGIN:VTIMEZONE\r\nTZID:X\r\nBEGIN:STANDARD\r\nDTSTART:19700101T030000\r\nRRULE:${rule}\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n`,
          ),
        ),
      );
    expect(yearly('FREQ=YEARLY;BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12;BYDAY=MO')).toMatch(/makes more than 4 changes a year/);
    expect(yearly('FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU')).toBeUndefined();
    // Real rules that ended: a zone's history (the fixtures' America/New_York has UNTIL=1924…), many years long.
    expect(yearly('FREQ=YEARLY;BYMONTH=9;BYDAY=3SU;UNTIL=19240921T030000')).toBeUndefined();
    expect(yearly('FREQ=YEARLY;BYMONTH=4;BYDAY=1SU;UNTIL=20060402T070000Z')).toBeUndefined();
  });

  it('accepts every zone of the real-world files', () => {
    const files = readdirSync(join(DIR, 'real')).filter((f) => f.endsWith('.ics'));
    const zones = files.flatMap((f) => zonesOf(join(DIR, 'real', f)).map((z) => [f, z] as const));
    expect(zones.length).toBeGreaterThan(5);
    for (const [file, zone] of zones) expect(zoneProblem(zone), file).toBeUndefined();
  });

  it('reads an event in a refused zone by its name, says which zone and why, and keeps it', async () => {
    const text = readFileSync(join(DIR, 'hostile', 'impossible-zone.ics'), 'utf8');
    const out = await expandCalendar(splitCalendar(text), { start: '2026-11-23', end: '2026-11-23' }, 'invite.ics');
    expect(out.events.map((e) => e.title)).toEqual(['Quick sync']);
    expect(out.problems.map((p) => p.reason)).toEqual([
      'time zone "Evil/Zone" is not used: its STANDARD rule RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31 is not yearly (a time zone changes at most a few times a year); it is read by its name',
      'unknown time zone "Evil/Zone": its times are read as local time',
    ]);
  });
});
