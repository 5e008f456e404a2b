/**
 * Every case docs/calendars.md promises, as calendar.md shows it, computed by hand for two host time zones. Each
 * fixture is one client's way of writing the case (fixtures/calendars/README.md). In November Berlin is UTC+1 and Los
 * Angeles UTC−8 (9 hours apart); before 25 October Berlin is UTC+2, and before 1 November Los Angeles is UTC−7.
 */
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadCalendar, renderCalendarMd } from '../../src/gather/calendar/index.js';
import type { UserIdentity } from '../../src/gather/calendar/types.js';
import { FIXTURES } from './calendar-oracle.js';
import { ALEX, NOBODY, PATTERNS } from './calendar.js';

export type Zone = 'Europe/Berlin' | 'America/Los_Angeles';

interface Case {
  what: string;
  file: string;
  range: [string, string];
  user?: UserIdentity;
  /** calendar.md's event lines, "<date> <line>", and its Sources lines, per host zone. */
  lines: Record<Zone, string[]>;
}

const both = (lines: string[]): Record<Zone, string[]> => ({ 'Europe/Berlin': lines, 'America/Los_Angeles': lines });

const CASES: Case[] = [
  {
    what: 'RDATE of dates without RRULE, with EXDATE; RRULE + RDATE with TZID + EXDATE',
    file: 'clients/apple-rdate.ics',
    range: ['2026-11-01', '2026-12-31'],
    lines: {
      // Bin collection: DTSTART Nov 2 + RDATEs Nov 16, Nov 30, Dec 14 − EXDATE Nov 30. Piano lesson: COUNT=4 Thursdays
      // from Nov 5 (5, 12, 19, 26) − EXDATE Nov 19 + RDATE Saturday Nov 21 11:00, all Berlin time.
      'Europe/Berlin': [
        'November 2, 2026 all day: Bin collection',
        'November 5, 2026 17:00–17:45 Piano lesson — Musikschule Mitte',
        'November 12, 2026 17:00–17:45 Piano lesson — Musikschule Mitte',
        'November 16, 2026 all day: Bin collection',
        'November 21, 2026 11:00–11:45 Piano lesson — Musikschule Mitte',
        'November 26, 2026 17:00–17:45 Piano lesson — Musikschule Mitte',
        'December 14, 2026 all day: Bin collection',
        '- ✓ cal: 7 events',
      ],
      'America/Los_Angeles': [
        'November 2, 2026 all day: Bin collection',
        'November 5, 2026 08:00–08:45 Piano lesson — Musikschule Mitte',
        'November 12, 2026 08:00–08:45 Piano lesson — Musikschule Mitte',
        'November 16, 2026 all day: Bin collection',
        'November 21, 2026 02:00–02:45 Piano lesson — Musikschule Mitte',
        'November 26, 2026 08:00–08:45 Piano lesson — Musikschule Mitte',
        'December 14, 2026 all day: Bin collection',
        '- ✓ cal: 7 events',
      ],
    },
  },
  {
    what: 'RDATE;VALUE=PERIOD with a Windows TZID defined in the file (an end, and a duration)',
    file: 'clients/exchange-rdate-period.ics',
    range: ['2026-11-01', '2026-12-31'],
    lines: {
      // DTSTART Nov 5 14:00–15:00; periods Nov 24 10:00–12:30 and Dec 3 16:00 + PT45M, "W. Europe Standard Time" = CET.
      'Europe/Berlin': [
        'November 5, 2026 14:00–15:00 Quarterly review — Board room',
        'November 24, 2026 10:00–12:30 Quarterly review — Board room',
        'December 3, 2026 16:00–16:45 Quarterly review — Board room',
        '- ✓ cal: 3 events',
      ],
      'America/Los_Angeles': [
        'November 5, 2026 05:00–06:00 Quarterly review — Board room',
        'November 24, 2026 01:00–03:30 Quarterly review — Board room',
        'December 3, 2026 07:00–07:45 Quarterly review — Board room',
        '- ✓ cal: 3 events',
      ],
    },
  },
  {
    what: 'Windows zone names with no VTIMEZONE',
    file: 'clients/outlook-windows-zones.ics',
    range: ['2026-11-23', '2026-11-29'],
    lines: {
      // Pacific Standard Time 09:00 = 17:00 UTC; "GMT Standard Time" 09:30 = 09:30 UTC (London is on GMT in November).
      'Europe/Berlin': [
        'November 23, 2026 10:30–10:45 London stand-up',
        'November 23, 2026 18:00–18:30 Vendor call',
        'November 24, 2026 10:30–10:45 London stand-up',
        'November 25, 2026 10:30–10:45 London stand-up',
        'November 26, 2026 10:30–10:45 London stand-up',
        'November 27, 2026 10:30–10:45 London stand-up',
        '- ✓ cal: 6 events',
      ],
      'America/Los_Angeles': [
        'November 23, 2026 01:30–01:45 London stand-up',
        'November 23, 2026 09:00–09:30 Vendor call',
        'November 24, 2026 01:30–01:45 London stand-up',
        'November 25, 2026 01:30–01:45 London stand-up',
        'November 26, 2026 01:30–01:45 London stand-up',
        'November 27, 2026 01:30–01:45 London stand-up',
        '- ✓ cal: 6 events',
      ],
    },
  },
  {
    what: "Lightning's /mozilla.org/… zone, as the file defines it, across both DST changes",
    file: 'clients/lightning-custom-tz.ics',
    range: ['2026-10-19', '2026-11-08'],
    lines: {
      // 09:00 New York. Oct 19: EDT vs CEST, 6 h; Oct 26: EDT vs CET (Berlin changed Oct 25), 5 h; Nov 2: EST vs CET, 6 h.
      // Los Angeles changes with New York (Nov 1): 3 h behind throughout.
      'Europe/Berlin': [
        'October 19, 2026 15:00–15:30 New York sync',
        'October 26, 2026 14:00–14:30 New York sync',
        'November 2, 2026 15:00–15:30 New York sync',
        '- ✓ cal: 3 events',
      ],
      'America/Los_Angeles': [
        'October 19, 2026 06:00–06:30 New York sync',
        'October 26, 2026 06:00–06:30 New York sync',
        'November 2, 2026 06:00–06:30 New York sync',
        '- ✓ cal: 3 events',
      ],
    },
  },
  {
    what: "Evolution's /freeassociation.sourceforge.net/… zone: a weekly Friday 20:00 stays on Fridays",
    file: 'clients/evolution-custom-tz.ics',
    range: ['2026-11-16', '2026-11-22'],
    lines: {
      'Europe/Berlin': ['November 20, 2026 20:00–21:00 Choir rehearsal', '- ✓ cal: 1 event'],
      'America/Los_Angeles': ['November 20, 2026 11:00–12:00 Choir rehearsal', '- ✓ cal: 1 event'],
    },
  },
  {
    what: 'a custom zone name with its own VTIMEZONE (/Europe/CUSTOM), a weekly Friday 20:00',
    file: 'real/icalendar-issue_466_respect_unique_timezone.ics',
    range: ['2022-10-24', '2022-11-06'],
    lines: {
      // Oct 28: CEST (20:00 = 18:00 UTC); Nov 4: CET (19:00 UTC). LA: PDT until Nov 6, 2022 → 11:00 both times.
      'Europe/Berlin': ['October 28, 2022 20:00–21:00 Just chatting', 'November 4, 2022 20:00–21:00 Just chatting', '- ✓ cal: 2 events'],
      'America/Los_Angeles': [
        'October 28, 2022 11:00–12:00 Just chatting',
        'November 4, 2022 12:00–13:00 Just chatting',
        '- ✓ cal: 2 events',
      ],
    },
  },
  {
    what: 'RANGE=THISANDFUTURE, then a single moved instance',
    file: 'clients/lightning-thisandfuture.ics',
    range: ['2026-11-02', '2026-12-06'],
    lines: {
      // Mondays 09:30–10:00 until Nov 9; from Nov 16 on 10:00–10:45 with the new title; Nov 30 moved to Tue Dec 1.
      'Europe/Berlin': [
        'November 2, 2026 09:30–10:00 Team sync',
        'November 9, 2026 09:30–10:00 Team sync',
        'November 16, 2026 10:00–10:45 Team sync (new time)',
        'November 23, 2026 10:00–10:45 Team sync (new time)',
        'December 1, 2026 10:00–10:45 Team sync (Tuesday this week)',
        '- ✓ cal: 5 events',
      ],
      'America/Los_Angeles': [
        'November 2, 2026 00:30–01:00 Team sync',
        'November 9, 2026 00:30–01:00 Team sync',
        'November 16, 2026 01:00–01:45 Team sync (new time)',
        'November 23, 2026 01:00–01:45 Team sync (new time)',
        'December 1, 2026 01:00–01:45 Team sync (Tuesday this week)',
        '- ✓ cal: 5 events',
      ],
    },
  },
  {
    what: "overrides without a master (Google's birthdays): each on its own date, no people",
    file: 'clients/google-birthdays.ics',
    range: ['2026-11-23', '2026-11-29'],
    user: ALEX,
    lines: both([
      "November 25, 2026 all day: Sarah Chen's birthday",
      "November 28, 2026 all day: Jonas Weber's birthday",
      '- ✓ cal: 2 events',
    ]),
  },
  {
    what: 'X-WR-TIMEZONE: a floating time and a UTC daily series read in New York time',
    file: 'clients/google-floating-xwr.ics',
    range: ['2026-10-31', '2026-11-02'],
    lines: {
      // 13:00 UTC on Oct 25 is 09:00 EDT; the series keeps 09:00 New York, which is 14:00 UTC from Nov 1 (EST).
      'Europe/Berlin': [
        'October 31, 2026 14:00–14:30 School run',
        'November 1, 2026 15:00–15:30 School run',
        'November 2, 2026 15:00–15:30 School run',
        '- ✓ cal: 3 events',
      ],
      'America/Los_Angeles': [
        'October 31, 2026 06:00–06:30 School run',
        'November 1, 2026 06:00–06:30 School run',
        'November 2, 2026 06:00–06:30 School run',
        '- ✓ cal: 3 events',
      ],
    },
  },
  {
    what: 'X-WR-TIMEZONE applied to a floating time',
    file: 'clients/google-floating-xwr.ics',
    range: ['2026-11-23', '2026-11-23'],
    lines: {
      // Dentist 09:00 floating, in New York (EST) = 14:00 UTC.
      'Europe/Berlin': [
        'November 23, 2026 15:00–15:30 School run',
        'November 23, 2026 15:00–16:00 Dentist (written without a zone)',
        '- ✓ cal: 2 events',
      ],
      'America/Los_Angeles': [
        'November 23, 2026 06:00–06:30 School run',
        'November 23, 2026 06:00–07:00 Dentist (written without a zone)',
        '- ✓ cal: 2 events',
      ],
    },
  },
  {
    what: "a floating time stays floating, whatever the file's only VTIMEZONE",
    file: 'clients/floating-with-vtimezone.ics',
    range: ['2026-11-23', '2026-11-23'],
    lines: {
      // Wake-up run 07:00 local wherever the host is; Tokyo 17:00 JST = 08:00 UTC.
      'Europe/Berlin': [
        'November 23, 2026 07:00–07:30 Wake-up run (local time wherever I am)',
        'November 23, 2026 09:00–10:00 Tokyo office call',
        '- ✓ cal: 2 events',
      ],
      'America/Los_Angeles': [
        'November 23, 2026 00:00–01:00 Tokyo office call',
        'November 23, 2026 07:00–07:30 Wake-up run (local time wherever I am)',
        '- ✓ cal: 2 events',
      ],
    },
  },
  {
    what: 'all-day, multi-day, no DTEND, DURATION in days and in hours',
    file: 'clients/allday-multiday-duration.ics',
    range: ['2026-11-23', '2026-11-29'],
    lines: {
      // Night deploy 22:00 Berlin + PT4H ends 02:00 the next day; in Los Angeles it is 13:00–17:00 on the 23rd.
      'Europe/Berlin': [
        'November 23, 2026 all day (day 2 of 4): Conference in Lisbon',
        'November 23, 2026 all day: Release day',
        'November 23, 2026 13:30–15:00 Workshop',
        'November 23, 2026 22:00–… Night deploy',
        'November 24, 2026 all day (day 3 of 4): Conference in Lisbon',
        'November 24, 2026 …–02:00 Night deploy',
        'November 24, 2026 all day: Payday',
        'November 25, 2026 all day (day 4 of 4): Conference in Lisbon',
        'November 27, 2026 all day (day 1 of 3): Long weekend',
        'November 28, 2026 all day (day 2 of 3): Long weekend',
        'November 29, 2026 all day (day 3 of 3): Long weekend',
        '- ✓ cal: 6 events',
      ],
      'America/Los_Angeles': [
        'November 23, 2026 all day (day 2 of 4): Conference in Lisbon',
        'November 23, 2026 all day: Release day',
        'November 23, 2026 04:30–06:00 Workshop',
        'November 23, 2026 13:00–17:00 Night deploy',
        'November 24, 2026 all day (day 3 of 4): Conference in Lisbon',
        'November 24, 2026 all day: Payday',
        'November 25, 2026 all day (day 4 of 4): Conference in Lisbon',
        'November 27, 2026 all day (day 1 of 3): Long weekend',
        'November 28, 2026 all day (day 2 of 3): Long weekend',
        'November 29, 2026 all day (day 3 of 3): Long weekend',
        '- ✓ cal: 6 events',
      ],
    },
  },
  {
    what: 'DURATION:P1D across the clock change is a calendar day (25 hours), not 24 hours',
    file: 'clients/allday-multiday-duration.ics',
    range: ['2026-10-24', '2026-10-25'],
    lines: {
      // 22:00 CEST Oct 24 (20:00 UTC) to 22:00 CET Oct 25 (21:00 UTC).
      'Europe/Berlin': [
        'October 24, 2026 22:00–… Hackathon (across the clock change)',
        'October 25, 2026 …–22:00 Hackathon (across the clock change)',
        '- ✓ cal: 1 event',
      ],
      'America/Los_Angeles': [
        'October 24, 2026 13:00–… Hackathon (across the clock change)',
        'October 25, 2026 …–14:00 Hackathon (across the clock change)',
        '- ✓ cal: 1 event',
      ],
    },
  },
  {
    what: 'a mix of good and bad events keeps the good ones and names the bad ones with their lines',
    file: 'clients/mixed-good-bad.ics',
    range: ['2026-11-23', '2026-11-23'],
    lines: {
      'Europe/Berlin': [
        'November 23, 2026 09:00–10:00 Good morning meeting',
        'November 23, 2026 13:00–14:00 Lunch with a broken line',
        'November 23, 2026 15:00–15:30 Rule nobody understands',
        'November 23, 2026 17:00–18:00 Good afternoon meeting',
        '- ✓ cal: 4 events',
        '  - ⚠ mixed-good-bad.ics line 11, “Meeting in the thirteenth month” (UID bad-date@booking.example): skipped: DTSTART "20261323T100000Z" is not a valid date',
        '  - ⚠ mixed-good-bad.ics line 34, “Event without a start” (UID no-start@booking.example): skipped: no DTSTART',
        '  - ⚠ mixed-good-bad.ics line 46, “Cut off by a failed download” (UID cut-off@booking.example): skipped: the event is not closed: the file ends early',
        '  - ⚠ mixed-good-bad.ics line 24, “Lunch with a broken line” (UID good-2@booking.example): line 24 could not be read and was ignored (invalid line (no token ";" or ":") "X-APPLE-RADIUS=49.91307046514149")',
        '  - ⚠ mixed-good-bad.ics line 31, “Rule nobody understands” (UID bad-rule@booking.example): line 31 could not be read and was ignored (invalid frequency "SOMETIMES" expected: "SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY")',
      ],
      'America/Los_Angeles': [
        'November 23, 2026 00:00–01:00 Good morning meeting',
        'November 23, 2026 04:00–05:00 Lunch with a broken line',
        'November 23, 2026 06:00–06:30 Rule nobody understands',
        'November 23, 2026 08:00–09:00 Good afternoon meeting',
        '- ✓ cal: 4 events',
        '  - ⚠ mixed-good-bad.ics line 11, “Meeting in the thirteenth month” (UID bad-date@booking.example): skipped: DTSTART "20261323T100000Z" is not a valid date',
        '  - ⚠ mixed-good-bad.ics line 34, “Event without a start” (UID no-start@booking.example): skipped: no DTSTART',
        '  - ⚠ mixed-good-bad.ics line 46, “Cut off by a failed download” (UID cut-off@booking.example): skipped: the event is not closed: the file ends early',
        '  - ⚠ mixed-good-bad.ics line 24, “Lunch with a broken line” (UID good-2@booking.example): line 24 could not be read and was ignored (invalid line (no token ";" or ":") "X-APPLE-RADIUS=49.91307046514149")',
        '  - ⚠ mixed-good-bad.ics line 31, “Rule nobody understands” (UID bad-rule@booking.example): line 31 could not be read and was ignored (invalid frequency "SOMETIMES" expected: "SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY")',
      ],
    },
  },
  {
    what: 'a holiday feed with an empty RRULE in every event keeps every holiday',
    file: 'real/rie-Germany_Holidays.ics',
    range: ['2019-04-15', '2019-04-22'],
    lines: both([
      'April 19, 2019 all day: Good Friday — Germany',
      'April 21, 2019 all day: Easter Sunday — Germany',
      'April 22, 2019 all day: Easter Monday — Germany',
      '- ✓ cal: 3 events',
      // Every event of the feed has the empty RRULE, so all 34 are looked at (recurring events are never left out
      // before parsing), and the mend is said once.
      "  - ⚠ an RRULE without FREQ was ignored: 34 events, the first rie-Germany_Holidays.ics line 8, “New Year's Day” (UID 5e3a8f312427a1580896049@calendarlabs.com)",
    ]),
  },
  {
    what: 'the podcast feed defined by RDATEs keeps all twelve episodes',
    file: 'real/rie-rdate_hackerpublicradio.ics',
    range: ['2013-08-01', '2014-07-31'],
    lines: {
      // First Saturdays-ish at 19:00 UTC: 21:00 CEST / 20:00 CET; 12:00 PDT / 11:00 PST.
      'Europe/Berlin': [
        'August 3, 2013 21:00–23:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'August 31, 2013 21:00–23:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'October 5, 2013 21:00–23:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'November 2, 2013 20:00–22:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'November 30, 2013 20:00–22:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'January 4, 2014 20:00–22:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'February 1, 2014 20:00–22:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'March 1, 2014 20:00–22:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'April 5, 2014 21:00–23:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'May 3, 2014 21:00–23:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'May 31, 2014 21:00–23:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'July 5, 2014 21:00–23:00 HPR Community News — mumble.openspeak.cc port: 64747',
        '- ✓ cal: 12 events',
      ],
      'America/Los_Angeles': [
        'August 3, 2013 12:00–14:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'August 31, 2013 12:00–14:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'October 5, 2013 12:00–14:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'November 2, 2013 12:00–14:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'November 30, 2013 11:00–13:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'January 4, 2014 11:00–13:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'February 1, 2014 11:00–13:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'March 1, 2014 11:00–13:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'April 5, 2014 12:00–14:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'May 3, 2014 12:00–14:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'May 31, 2014 12:00–14:00 HPR Community News — mumble.openspeak.cc port: 64747',
        'July 5, 2014 12:00–14:00 HPR Community News — mumble.openspeak.cc port: 64747',
        '- ✓ cal: 12 events',
      ],
    },
  },
  {
    what: 'several RRULEs: weekly Thursdays and the second Monday of two months',
    file: 'real/rie-multiple_rrule.ics',
    range: ['2023-02-06', '2023-02-19'],
    lines: {
      // London 10:00 (GMT in February): Thursdays Feb 9 and 16, and Monday Feb 13 (the second Monday).
      'Europe/Berlin': [
        'February 9, 2023 11:00–13:00 My repeating event',
        'February 13, 2023 11:00–13:00 My repeating event',
        'February 16, 2023 11:00–13:00 My repeating event',
        '- ✓ cal: 3 events',
      ],
      'America/Los_Angeles': [
        'February 9, 2023 02:00–04:00 My repeating event',
        'February 13, 2023 02:00–04:00 My repeating event',
        'February 16, 2023 02:00–04:00 My repeating event',
        '- ✓ cal: 3 events',
      ],
    },
  },
  {
    what: 'a lone THISANDFUTURE override carrying RDATE PERIODs with a Windows TZID (khal), its RDATEs read',
    file: 'real/icalendar-issue_156_RDATE_with_PERIOD_TZID_khal.ics',
    range: ['2018-03-26', '2018-04-08'],
    lines: {
      // America/Chicago 08:00 (CDT, UTC−5) = 13:00 UTC; "Central Standard Time" is America/Chicago.
      'Europe/Berlin': ['March 27, 2018 15:00–16:00 Event', 'April 3, 2018 15:00–16:00 Event', '- ✓ cal: 2 events'],
      'America/Los_Angeles': ['March 27, 2018 06:00–07:00 Event', 'April 3, 2018 06:00–07:00 Event', '- ✓ cal: 2 events'],
    },
  },
];

/** calendar.md of one source, reduced to "<date> <event line>" and its Sources lines. */
async function shownLines(c: Case): Promise<string[]> {
  const result = await loadCalendar({
    sources: [{ type: 'ics', name: 'cal', path: join(FIXTURES, c.file) }],
    range: { start: c.range[0], end: c.range[1] },
    oneOnOnePatterns: PATTERNS,
    user: c.user ?? NOBODY,
  });
  const out: string[] = [];
  let day = '';
  for (const line of renderCalendarMd(result).split('\n')) {
    if (line.startsWith('## ')) day = line.slice(3).replace(/^\w+, /, '');
    else if (day === 'Sources' && line.trim() !== '') out.push(line);
    else if (line.startsWith('- ') && line !== '- no events') out.push(`${day} ${line.slice(2)}`);
  }
  return out;
}

export function describeCases(zone: Zone): void {
  describe(`calendar.md in ${zone}`, () => {
    it('really runs there', () => {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    });
    for (const c of CASES) {
      it(c.what, async () => {
        expect(await shownLines(c)).toEqual(c.lines[zone]);
      });
    }
    it('reading every fixture prints nothing (no library output reaches the terminal)', async () => {
      const spies = [
        ...(['log', 'warn', 'error', 'info', 'debug', 'trace', 'dir'] as const).map((m) => vi.spyOn(console, m)),
        vi.spyOn(process.stdout, 'write'),
        vi.spyOn(process.stderr, 'write'),
      ];
      try {
        for (const c of CASES) await shownLines(c);
        await shownLines({
          what: '',
          file: 'real/icalendar-issue_313_globally_unique_tzid.ics',
          range: ['2020-04-26', '2020-04-26'],
          lines: both([]),
        });
        await shownLines({
          what: '',
          file: 'real/icalendar-issue_526_calendar_with_events.ics',
          range: ['2021-11-01', '2021-11-01'],
          lines: both([]),
        });
        for (const spy of spies) expect(spy).not.toHaveBeenCalled();
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    });
  });
}
