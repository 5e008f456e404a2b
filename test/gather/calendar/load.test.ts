process.env.TZ = 'Europe/Berlin';

import { describe, expect, it } from 'vitest';
import { InterruptedError } from '../../../src/errors.js';
import { type CalendarEvent, DEFAULT_ONE_ON_ONE_PATTERNS, loadCalendar } from '../../../src/gather/calendar/index.js';
import type { CalendarSource, UserIdentity } from '../../../src/gather/calendar/types.js';
import { ALEX, commandSource, FIXTURE_PATH, icsSource, NOBODY, WORK_ICS } from '../../support/calendar.js';

function load(sources: CalendarSource[], start: string, end = start, user: UserIdentity = ALEX, signal?: AbortSignal) {
  return loadCalendar({
    sources,
    range: { start, end },
    oneOnOnePatterns: [...DEFAULT_ONE_ON_ONE_PATTERNS],
    user,
    path: FIXTURE_PATH,
    ...(signal ? { signal } : {}),
  });
}

const line = (e: CalendarEvent): string => `${e.date} ${e.startTime ?? 'all-day'} ${e.title} [${e.source}]`;

describe('loadCalendar', () => {
  it('merges several sources in start order and reports each, failures included', async () => {
    const result = await load(
      [
        icsSource(),
        commandSource('script', ['cal-ics', '{date}'], 'ics'),
        commandSource('mac', ['ekctl-is-not-installed', '--from', '{start}'], 'ekctl-json'),
        commandSource('google', ['cal-tsv', '{start_date}'], 'tsv'),
      ],
      '2026-11-23',
    );
    expect(result.range).toEqual({ start: '2026-11-23', end: '2026-11-23' });
    expect(result.events.map(line)).toEqual([
      '2026-11-23 all-day Conference day [script]',
      '2026-11-23 all-day Team offsite [google]',
      '2026-11-23 08:30 Early call (UTC) [script]', // same start: the shorter first
      '2026-11-23 08:30 Dentist [calendars]',
      '2026-11-23 09:30 Team sync [calendars]',
      '2026-11-23 10:00 Roadmap review [google]',
      '2026-11-23 11:00 1:1 with Jonas Weber [calendars]',
      '2026-11-23 13:00 Weekly lunch [script]',
      '2026-11-23 14:00 1:1 Sarah / Alex [calendars]',
      '2026-11-23 16:00 Design review [calendars]',
      '2026-11-23 16:30 1:1 with Jonas [google]',
    ]);
    expect(result.sources).toEqual([
      { name: 'calendars', ok: true, events: 5 },
      { name: 'script', ok: true, events: 3 },
      { name: 'mac', ok: false, events: 0, reason: 'program not found: ekctl-is-not-installed' },
      { name: 'google', ok: true, events: 3 },
    ]);
    const jonas = result.events.filter((e) => e.oneOnOne?.email === 'jonas.weber@example.com');
    expect(jonas.map((e) => e.oneOnOne?.name)).toEqual(['Jonas Weber', 'Jonas Weber']);
  });

  it('removes the user from attendee lists', async () => {
    const { events } = await load([icsSource()], '2026-11-23');
    const sync = events.find((e) => e.title === 'Team sync');
    expect(sync?.attendees.map((a) => a.name)).toEqual(['Sarah Chen', 'Robert Fischer', 'Priya Natarajan']);
    expect(events.every((e) => e.attendees.every((a) => a.email !== 'alex@example.com'))).toBe(true);
  });

  it('infers the user when none is configured and finds the week’s 1:1s', async () => {
    const { events } = await load([icsSource()], '2026-11-09', '2026-11-15', NOBODY);
    const ones = events.filter((e) => e.oneOnOne).map((e) => `${e.date} ${e.title} → ${e.oneOnOne?.name} <${e.oneOnOne?.email}>`);
    expect(ones).toEqual([
      '2026-11-09 1:1 Sarah / Alex → Sarah Chen <sarah.chen@example.com>',
      '2026-11-12 1:1 Jose Alvarez → Jose Alvarez <jose.alvarez@example.com>',
      '2026-11-12 Coffee with Bob → Bob Fischer <robert.fischer@example.com>',
    ]);
    expect(events.some((e) => e.title === 'Team sync')).toBe(false); // EXDATE
    expect(events.find((e) => e.title === 'Architecture review')?.oneOnOne).toBeUndefined();
  });

  it('keeps the Berlin series at 09:30 local across the DST change', async () => {
    const { events } = await load([icsSource()], '2026-10-19', '2026-11-08');
    expect(events.filter((e) => e.title === 'Team sync').map((e) => `${e.date} ${e.startTime}–${e.endTime}`)).toEqual([
      '2026-10-19 09:30–10:00',
      '2026-10-26 09:30–10:00',
      '2026-11-02 09:30–10:00',
    ]);
    const offsets = events.filter((e) => e.title === 'Team sync').map((e) => e.start.getTimezoneOffset());
    expect(offsets).toEqual([-120, -60, -60]);
  });

  it('lists an event found in two sources once', async () => {
    const { events, sources } = await load([icsSource(WORK_ICS, 'a'), icsSource(WORK_ICS, 'b')], '2026-11-23');
    expect(events.map((e) => e.title)).toEqual(['Team sync', '1:1 with Jonas Weber', '1:1 Sarah / Alex', 'Design review']);
    expect(events.every((e) => e.source === 'a')).toBe(true);
    expect(sources.map((s) => s.events)).toEqual([4, 4]);
  });

  it('drops what a program printed outside the range and counts only the rest', async () => {
    const result = await load([commandSource('script', ['cal-ics', '2026-11-23'], 'ics')], '2026-11-24');
    expect(result.events).toEqual([]);
    expect(result.sources).toEqual([{ name: 'script', ok: true, events: 0 }]);
  });

  it('returns an empty result for no sources', async () => {
    expect(await load([], '2026-11-23')).toEqual({ range: { start: '2026-11-23', end: '2026-11-23' }, events: [], sources: [] });
  });

  it('throws InterruptedError when aborted, even with a slow source running', async () => {
    const controller = new AbortController();
    const pending = load(
      [icsSource(), commandSource('slow', ['cal-hang'], 'ics', { timeoutMs: 60_000 })],
      '2026-11-23',
      '2026-11-23',
      ALEX,
      controller.signal,
    );
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(InterruptedError);
    const aborted = new AbortController();
    aborted.abort();
    await expect(load([icsSource()], '2026-11-23', '2026-11-23', ALEX, aborted.signal)).rejects.toBeInstanceOf(InterruptedError);
  });

  it('treats a malformed range as a programming error', async () => {
    await expect(load([], '2026-11-24', '2026-11-23')).rejects.toThrow('calendar range: 2026-11-24 is after 2026-11-23');
    await expect(load([], '2026-02-30')).rejects.toThrow(RangeError);
    await expect(load([], 'monday')).rejects.toThrow('"monday" is not a YYYY-MM-DD date');
  });
});
