process.env.TZ = 'Europe/Berlin';

import { describe, expect, it } from 'vitest';
import { allDayEvent, cleanEmail, compareEvents, makeAttendee, overlapsRange, timedEvent } from '../../../src/gather/calendar/event.js';

const fields = { title: 'E', attendees: [], source: 's' };
const at = (d: number, h: number, m = 0): Date => new Date(2026, 10, d, h, m);
const DAY = { start: '2026-11-23', end: '2026-11-23' };

describe('events', () => {
  it('derive local dates and times', () => {
    const e = timedEvent(fields, at(23, 23, 30), at(24, 0, 30));
    expect(e).toMatchObject({ date: '2026-11-23', endDate: '2026-11-24', startTime: '23:30', endTime: '00:30', allDay: false });
    expect(timedEvent(fields, at(23, 22), at(24, 0)).endDate).toBe('2026-11-23');
    expect(timedEvent(fields, at(23, 10), at(23, 9)).end.getTime()).toBe(at(23, 10).getTime());
    expect(timedEvent({ ...fields, title: '  ' }, at(23, 10), at(23, 11)).title).toBe('(no title)');
  });

  it('all-day events run from local midnight to the midnight after their last day', () => {
    const e = allDayEvent(fields, '2026-10-24', '2026-10-25');
    expect(e.end.getTime() - e.start.getTime()).toBe(49 * 3_600_000); // the DST change adds an hour
    expect(allDayEvent(fields, '2026-11-23', '2026-11-20').endDate).toBe('2026-11-23');
  });

  it('overlap the range at all, all-day by date', () => {
    expect(overlapsRange(timedEvent(fields, at(22, 23), at(23, 1)), DAY)).toBe(true);
    expect(overlapsRange(timedEvent(fields, at(22, 22), at(23, 0)), DAY)).toBe(false);
    expect(overlapsRange(timedEvent(fields, at(23, 23, 59), at(24, 1)), DAY)).toBe(true);
    expect(overlapsRange(timedEvent(fields, at(24, 0), at(24, 1)), DAY)).toBe(false);
    expect(overlapsRange(timedEvent(fields, at(23, 0), at(23, 0)), DAY)).toBe(true);
    expect(overlapsRange(allDayEvent(fields, '2026-11-20', '2026-11-23'), DAY)).toBe(true);
    expect(overlapsRange(allDayEvent(fields, '2026-11-24', '2026-11-24'), DAY)).toBe(false);
  });

  it('sort by start, all-day first, then shorter, then title', () => {
    const list = [
      timedEvent({ ...fields, title: 'B' }, at(23, 9), at(23, 10)),
      timedEvent({ ...fields, title: 'A' }, at(23, 9), at(23, 10)),
      timedEvent({ ...fields, title: 'Short' }, at(23, 9), at(23, 9, 15)),
      allDayEvent({ ...fields, title: 'Day' }, '2026-11-23', '2026-11-23'),
      timedEvent({ ...fields, title: 'Midnight' }, at(23, 0), at(23, 1)),
    ];
    expect(list.sort(compareEvents).map((e) => e.title)).toEqual(['Day', 'Midnight', 'Short', 'A', 'B']);
  });

  it('clean addresses and names', () => {
    expect(cleanEmail('MAILTO:Sarah.Chen@Example.COM ')).toBe('sarah.chen@example.com');
    // Yahoo's re-export of an Outlook invitation (fixtures/calendars/real/ical4j-yahoo2.ics) doubles the prefix.
    expect(cleanEmail('mailto:MAILTO:Wolfgang.Reisser@strabag-pfs.com')).toBe('wolfgang.reisser@strabag-pfs.com');
    expect(cleanEmail('not an address')).toBeUndefined();
    expect(makeAttendee('  Sarah   Chen ', 'mailto:sarah.chen@example.com')).toEqual({
      name: 'Sarah Chen',
      email: 'sarah.chen@example.com',
    });
    expect(makeAttendee('sarah.chen@example.com', 'mailto:sarah.chen@example.com')).toEqual({ email: 'sarah.chen@example.com' });
    expect(makeAttendee('', 'nope')).toBeUndefined();
  });
});
