// The process runs in New York while the work calendar is written in Berlin time: every conversion is visible.
// (vitest runs each file in its own process, so TZ holds for the whole file.)
process.env.TZ = 'America/New_York';

import { copyFileSync, readFileSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { cacheKey, writeCached } from '../../../src/gather/calendar/cache.js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareEvents } from '../../../src/gather/calendar/event.js';
import { loadIcsSource, parseIcsEvents } from '../../../src/gather/calendar/ics.js';
import type { CalendarEvent } from '../../../src/gather/calendar/types.js';
import { CALENDAR_DIR, PERSONAL_ICS, WORK_ICS } from '../../support/calendar.js';
import { tempDir } from '../../support/tmp.js';

async function load(start: string, end = start, path = CALENDAR_DIR): Promise<CalendarEvent[]> {
  const { events, outcome } = await loadIcsSource({ type: 'ics', name: 'cal', path }, { start, end });
  expect(outcome.ok).toBe(true);
  return events.sort(compareEvents);
}

function find(events: CalendarEvent[], title: string): CalendarEvent[] {
  return events.filter((e) => e.title === title);
}

/** "date HH:MM–HH:MM" per event with that title, the compact way to compare local times. */
function slots(events: CalendarEvent[], title: string): string[] {
  return find(events, title).map((e) => `${e.date} ${e.startTime}–${e.endTime}`);
}

function temp(): string {
  return tempDir('skill-calendar-');
}

describe('weekly Berlin events seen from New York', () => {
  it('really runs in New York time', () => {
    expect(new Date(2026, 6, 1, 12).getTimezoneOffset()).toBe(240);
    expect(new Date(2026, 11, 1, 12).getTimezoneOffset()).toBe(300);
  });

  it('keeps 09:30 Berlin through both DST changes (Berlin on Oct 25, New York on Nov 1)', async () => {
    const events = await load('2026-10-19', '2026-11-08');
    expect(slots(events, 'Team sync')).toEqual([
      '2026-10-19 03:30–04:00', // CEST vs EDT: 6 hours
      '2026-10-26 04:30–05:00', // Berlin already on CET, New York still on EDT: 5 hours
      '2026-11-02 03:30–04:00', // CET vs EST: 6 hours again
    ]);
    expect(slots(events, '1:1 Jose Alvarez')).toEqual(['2026-10-22 05:00–05:30', '2026-10-29 06:00–06:30', '2026-11-05 05:00–05:30']);
  });

  it('gives instants that are 09:30 in Berlin', async () => {
    const [sync] = find(await load('2026-11-02'), 'Team sync');
    expect(sync?.start.toISOString()).toBe('2026-11-02T08:30:00.000Z');
    expect(sync?.end.toISOString()).toBe('2026-11-02T09:00:00.000Z');
    expect(sync?.allDay).toBe(false);
  });

  it('honours EXDATE: no Team sync on 2026-11-09, the 1:1 that day is still there', async () => {
    const events = await load('2026-11-09');
    expect(find(events, 'Team sync')).toEqual([]);
    expect(slots(events, '1:1 Sarah / Alex')).toEqual(['2026-11-09 08:00–08:30']);
  });

  it('shows the RECURRENCE-ID override at its new time and not in the original slot', async () => {
    const week = await load('2026-11-16', '2026-11-22');
    expect(slots(week, 'Team sync')).toEqual(['2026-11-17 04:00–04:30']);
    expect(find(week, 'Team sync')[0]?.description).toBe('Moved to Tuesday this week.');
    // The moved instance is found from a range that does not contain its original Monday slot...
    expect(slots(await load('2026-11-17'), 'Team sync')).toEqual(['2026-11-17 04:00–04:30']);
    // ...and the Monday alone no longer has it.
    expect(find(await load('2026-11-16'), 'Team sync')).toEqual([]);
  });

  it('finds an instance moved far from its original slot (outside any margin around the range)', async () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:review@test',
      'DTSTART;TZID=Europe/Berlin:20261102T150000',
      'DTEND;TZID=Europe/Berlin:20261102T160000',
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'SUMMARY:Review',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:review@test',
      'RECURRENCE-ID;TZID=Europe/Berlin:20261109T150000',
      'DTSTART;TZID=Europe/Berlin:20261120T090000',
      'DTEND;TZID=Europe/Berlin:20261120T100000',
      'SUMMARY:Review (moved)',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\n');
    const moved = await parseIcsEvents(text, { start: '2026-11-20', end: '2026-11-20' }, 'x');
    expect(moved.events.map((e) => `${e.title} ${e.date} ${e.startTime}`)).toEqual(['Review (moved) 2026-11-20 03:00']);
    const original = await parseIcsEvents(text, { start: '2026-11-09', end: '2026-11-09' }, 'x');
    expect(original.events).toEqual([]);
    const all = await parseIcsEvents(text, { start: '2026-11-01', end: '2026-11-30' }, 'x');
    expect(all.events.map((e) => e.date).sort()).toEqual(['2026-11-02', '2026-11-16', '2026-11-20']);
  });

  it('keeps producing the weekly series for any future Monday', async () => {
    const events = await load('2031-03-03');
    expect(slots(events, 'Team sync')).toEqual(['2031-03-03 03:30–04:00']);
    expect(slots(events, '1:1 Sarah / Alex')).toEqual(['2031-03-03 08:00–08:30']);
  });
});

describe('all-day, named time zones and UTC', () => {
  it('places an all-day event on its date whatever the time zone, exactly one day long', async () => {
    const [offsite] = find(await load('2026-11-19'), 'Company offsite');
    expect(offsite).toMatchObject({ allDay: true, date: '2026-11-19', endDate: '2026-11-19', location: 'Lakeside Hotel' });
    expect(offsite?.startTime).toBeUndefined();
    expect(offsite?.start.getTime()).toBe(new Date(2026, 10, 19).getTime());
    expect(offsite?.end.getTime()).toBe(new Date(2026, 10, 20).getTime());
    expect(find(await load('2026-11-18'), 'Company offsite')).toEqual([]);
    expect(find(await load('2026-11-20'), 'Company offsite')).toEqual([]);
  });

  it('converts TZID=America/New_York (no VTIMEZONE for it) and keeps it at 10:00 here', async () => {
    expect(slots(await load('2026-11-23'), 'Design review')).toEqual(['2026-11-23 10:00–11:00']);
  });

  it('puts a UTC event near midnight on the previous evening in New York', async () => {
    const events = await load('2026-11-25', '2026-11-26', PERSONAL_ICS);
    expect(slots(events, 'Call with Kim (Sydney)')).toEqual(['2026-11-25 18:30–19:00']);
    expect(find(await load('2026-11-26', '2026-11-26', PERSONAL_ICS), 'Call with Kim (Sydney)')).toEqual([]);
    expect(slots(await load('2026-11-23', '2026-11-23', PERSONAL_ICS), 'Dentist')).toEqual(['2026-11-23 02:30–03:15']);
  });

  it('reads attendees with CN, skips rooms, and unescapes text', async () => {
    const [sync] = find(await load('2026-11-02'), 'Team sync');
    expect(sync?.attendees).toEqual([
      { name: 'Alex Morgan', email: 'alex@example.com' },
      { name: 'Sarah Chen', email: 'sarah.chen@example.com' },
      { name: 'Robert Fischer', email: 'robert.fischer@example.com' },
      { name: 'Priya Natarajan', email: 'priya@example.com' },
    ]);
    expect(sync?.organizer).toEqual({ name: 'Alex Morgan', email: 'alex@example.com' });
    expect(sync?.description).toBe('Weekly round: blockers, priorities, demos.');
    expect(sync?.uid).toBe('team-sync@example.com');
    const [jonas] = find(await load('2026-11-23'), '1:1 with Jonas Weber');
    expect(jonas?.attendees).toContainEqual({ email: 'jonas.weber@example.com' });
  });

  it('includes events that only overlap the range and sorts by start', async () => {
    const dir = temp();
    writeFileSync(
      join(dir, 'overnight.ics'),
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//test//EN',
        'BEGIN:VEVENT',
        'UID:late@test',
        'DTSTAMP:20260101T000000Z',
        'DTSTART;TZID=America/New_York:20261122T230000',
        'DTEND;TZID=America/New_York:20261123T010000',
        'SUMMARY:Release night',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:trip@test',
        'DTSTAMP:20260101T000000Z',
        'DTSTART;VALUE=DATE:20261120',
        'DTEND;VALUE=DATE:20261125',
        'SUMMARY:Trip',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:ends-at-midnight@test',
        'DTSTAMP:20260101T000000Z',
        'DTSTART;TZID=America/New_York:20261122T220000',
        'DTEND;TZID=America/New_York:20261123T000000',
        'SUMMARY:Ends at midnight',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    );
    const events = await load('2026-11-23', '2026-11-23', dir);
    expect(events.map((e) => e.title)).toEqual(['Trip', 'Release night']);
    expect(events[0]).toMatchObject({ allDay: true, date: '2026-11-20', endDate: '2026-11-24' });
    expect(events[1]).toMatchObject({ date: '2026-11-22', endDate: '2026-11-23', startTime: '23:00', endTime: '01:00' });
  });
});

describe('bad files', () => {
  it('reports an unparseable file by name and still loads the good ones in the folder', async () => {
    const dir = temp();
    copyFileSync(WORK_ICS, join(dir, 'a-work.ics'));
    writeFileSync(join(dir, 'b-broken.ics'), '<html>not a calendar</html>\n');
    writeFileSync(join(dir, 'notes.txt'), 'ignored: not .ics');
    const { events, outcome } = await loadIcsSource({ type: 'ics', name: 'mixed', path: dir }, { start: '2026-11-23', end: '2026-11-23' });
    expect(outcome).toEqual({
      name: 'mixed',
      ok: true,
      partial: true,
      events: 4,
      reason: `unparseable ${join(dir, 'b-broken.ics')}: not iCalendar data (it does not start with BEGIN:VCALENDAR)`,
    });
    expect(events.map((e) => e.title).sort()).toEqual(['1:1 Sarah / Alex', '1:1 with Jonas Weber', 'Design review', 'Team sync']);
  });

  it('refuses in one line an .ics linked to a device and one over 64 MB, unread; the good file still counts (adversarial pass 2, f02)', async () => {
    // Before: /dev/urandom or /dev/zero was read to V8's string limit (1.2 GB, then "Invalid string length").
    const dir = temp();
    copyFileSync(WORK_ICS, join(dir, 'a-work.ics'));
    symlinkSync('/dev/zero', join(dir, 'b-zero.ics'));
    writeFileSync(join(dir, 'c-huge.ics'), '');
    truncateSync(join(dir, 'c-huge.ics'), 65 * 1024 * 1024);
    const { events, outcome } = await loadIcsSource({ type: 'ics', name: 'mixed', path: dir }, { start: '2026-11-23', end: '2026-11-23' });
    expect(outcome).toEqual({
      name: 'mixed',
      ok: true,
      partial: true,
      events: 4,
      reason: `${join(dir, 'b-zero.ics')} is not a regular file (a device, a pipe or a socket); not read (+1 more)`,
    });
    expect(events).toHaveLength(4);
    expect(process.memoryUsage().rss).toBeLessThan(1024 ** 3);
  });

  it('hands back 150 000 events of one file without spreading them into a call (adversarial pass 2, f21)', async () => {
    // f21: one .ics of 200,000 events on the day failed the whole calendar task with "Maximum call stack size
    // exceeded" (push(...events)). Parsing that many takes tens of seconds, so the file's parsed result is put in
    // the calendar cache (as a first run leaves it) and loadIcsSource takes it from there, through the same push.
    const dir = temp();
    const file = join(dir, 'big.ics');
    copyFileSync(WORK_ICS, file);
    const range = { start: '2026-11-23', end: '2026-11-23' };
    const one = (await parseIcsEvents(readFileSync(file, 'utf8'), range, 'big')).events[0]!;
    const events = Array.from({ length: 150_000 }, (_, i) => ({ ...one, uid: `e${i}` }));
    const cache = join(dir, 'cache');
    await writeCached(cache, file, cacheKey(file, statSync(file), range), { events, problems: [] });
    const loaded = await loadIcsSource({ type: 'ics', name: 'big', path: file }, range, undefined, cache);
    expect(loaded.outcome).toEqual({ name: 'big', ok: true, events: 150_000 });
  });

  it('keeps the events of a truncated file, names the one cut off, and reports an unreadable (dangling) link', async () => {
    const dir = temp();
    writeFileSync(
      join(dir, 'a.ics'),
      'BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:whole\nDTSTART:20261123T100000Z\nEND:VEVENT\nBEGIN:VEVENT\nUID:x\nDTSTART:20261123T110000Z\n',
    );
    symlinkSync(join(dir, 'missing-target.ics'), join(dir, 'b.ics'));
    const { events, outcome } = await loadIcsSource({ type: 'ics', name: 'bad', path: dir }, { start: '2026-11-23', end: '2026-11-23' });
    expect(events.map((e) => e.uid)).toEqual(['whole']);
    expect(outcome.ok).toBe(true);
    expect(outcome.partial).toBe(true);
    expect(outcome.reason).toBe(`cannot read ${join(dir, 'b.ics')}: ENOENT`);
    expect(outcome.problems).toEqual([
      { file: join(dir, 'a.ics'), line: 6, uid: 'x', reason: 'skipped: the event is not closed: the file ends early', skipped: true },
    ]);
  });

  it('names a missing path', async () => {
    const missing = join(temp(), 'nope.ics');
    const { outcome } = await loadIcsSource({ type: 'ics', name: 'gone', path: missing }, { start: '2026-11-23', end: '2026-11-23' });
    expect(outcome).toEqual({ name: 'gone', ok: false, events: 0, reason: `not found: ${missing}` });
  });

  it('names a dangling link given as the source file', async () => {
    const dir = temp();
    symlinkSync(join(dir, 'elsewhere.ics'), join(dir, 'cal.ics'));
    const { outcome } = await loadIcsSource(
      { type: 'ics', name: 'link', path: join(dir, 'cal.ics') },
      { start: '2026-11-23', end: '2026-11-23' },
    );
    expect(outcome.reason).toBe(`not found: ${join(dir, 'cal.ics')}`);
  });

  it('says so when a folder holds no .ics files', async () => {
    const dir = temp();
    const { outcome } = await loadIcsSource({ type: 'ics', name: 'empty', path: dir }, { start: '2026-11-23', end: '2026-11-23' });
    expect(outcome).toEqual({ name: 'empty', ok: true, events: 0, reason: `no .ics files in ${dir}` });
  });

  it('skips an event without a usable start and names it with its line', async () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:ok@test',
      'DTSTART:20261123T150000Z',
      'DTEND:20261123T160000Z',
      'SUMMARY:Fine',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:bad@test',
      'DTSTART:2026BAD',
      'SUMMARY:Broken',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:none@test',
      'SUMMARY:No start',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\n');
    const parsed = await parseIcsEvents(text, { start: '2026-11-23', end: '2026-11-23' }, 'x');
    expect(parsed.events.map((e) => e.title)).toEqual(['Fine']);
    expect(parsed.problems).toEqual([
      { line: 9, uid: 'bad@test', summary: 'Broken', reason: 'skipped: DTSTART "2026BAD" is not a valid date', skipped: true },
      { line: 14, uid: 'none@test', summary: 'No start', reason: 'skipped: no DTSTART', skipped: true },
    ]);
  });

  it('leaves out cancelled events and cancelled instances', async () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:gone@test',
      'DTSTART:20261123T150000Z',
      'DTEND:20261123T160000Z',
      'STATUS:CANCELLED',
      'SUMMARY:Called off',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:series@test',
      'DTSTART:20261116T140000Z',
      'DTEND:20261116T143000Z',
      'RRULE:FREQ=DAILY;COUNT=14',
      'SUMMARY:Daily',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:series@test',
      'RECURRENCE-ID:20261123T140000Z',
      'DTSTART:20261123T140000Z',
      'DTEND:20261123T143000Z',
      'STATUS:CANCELLED',
      'SUMMARY:Daily',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\n');
    const parsed = await parseIcsEvents(text, { start: '2026-11-22', end: '2026-11-24' }, 'x');
    expect(parsed.events.map((e) => `${e.title} ${e.date}`).sort()).toEqual(['Daily 2026-11-22', 'Daily 2026-11-24']);
  });
});
