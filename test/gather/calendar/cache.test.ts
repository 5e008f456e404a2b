/**
 * The per-file cache of parsed calendars: a second read of an unchanged file comes from the cache, and any change to
 * the file (edit, touch, rename, delete, an edit that keeps size and mtime) or to the range means parsing again.
 * "Came from the cache" is proven by doctoring the cached entry: only a cache hit can show the doctored title. A damaged
 * cache file or entry is parsed again and replaced.
 */
process.env.TZ = 'Europe/Berlin';

import { readdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeJsonCache, encodeJsonCache } from '../../../src/cache/file.js';
import { CALENDAR_CACHE_KIND } from '../../../src/gather/calendar/cache.js';
import { loadIcsSource } from '../../../src/gather/calendar/ics.js';
import type { CalendarEvent } from '../../../src/gather/calendar/types.js';
import { damaged, damageOf } from '../../support/damage.js';
import { fuzzParams } from '../../support/fuzz.js';
import { tempDir } from '../../support/tmp.js';

const DAY = { start: '2026-11-23', end: '2026-11-23' };

function calendar(title: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    'UID:standup@test',
    'DTSTART;TZID=Europe/Berlin:20261123T093000',
    'DTEND;TZID=Europe/Berlin:20261123T094500',
    `SUMMARY:${title}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

function temp(): string {
  return tempDir('skill-calcache-');
}

async function titles(dir: string, cacheDir: string, range = DAY): Promise<string[]> {
  const { events } = await loadIcsSource({ type: 'ics', name: 'cal', path: dir }, range, undefined, cacheDir);
  return events.map((e: CalendarEvent) => e.title);
}

/** Rewrites every cached event's title (and the file's checksum): a later read that shows it was served from the cache. */
function doctorCache(cacheDir: string): void {
  const folder = join(cacheDir, 'calendar');
  for (const name of readdirSync(folder)) {
    const file = join(folder, name);
    const entries = decodeJsonCache(readFileSync(file), CALENDAR_CACHE_KIND);
    expect(entries).toBeInstanceOf(Array);
    writeFileSync(
      file,
      encodeJsonCache(CALENDAR_CACHE_KIND, JSON.parse(JSON.stringify(entries).replace(/"title":"[^"]*"/g, '"title":"FROM CACHE"'))),
    );
  }
}

function setup(): { dir: string; cacheDir: string; file: string } {
  const dir = temp();
  const file = join(dir, 'work.ics');
  writeFileSync(file, calendar('Stand-up'));
  return { dir, cacheDir: join(temp(), 'cache'), file };
}

describe('calendar cache', () => {
  it('serves an unchanged file from the cache', async () => {
    const { dir, cacheDir } = setup();
    expect(await titles(dir, cacheDir)).toEqual(['Stand-up']);
    doctorCache(cacheDir);
    expect(await titles(dir, cacheDir)).toEqual(['FROM CACHE']);
  });

  it('parses again after an edit', async () => {
    const { dir, cacheDir, file } = setup();
    await titles(dir, cacheDir);
    doctorCache(cacheDir);
    writeFileSync(file, calendar('Stand-up (moved room)'));
    expect(await titles(dir, cacheDir)).toEqual(['Stand-up (moved room)']);
  });

  it('parses again after an edit that keeps the size and puts the mtime back', async () => {
    const { dir, cacheDir, file } = setup();
    const stamp = new Date('2026-11-20T10:00:00Z'); // whole seconds, so it can be set back exactly
    utimesSync(file, stamp, stamp);
    await titles(dir, cacheDir);
    doctorCache(cacheDir);
    const before = statSync(file);
    writeFileSync(file, calendar('Stand-UP'));
    utimesSync(file, stamp, stamp);
    expect(statSync(file).size).toBe(before.size);
    expect(statSync(file).mtimeMs).toBe(before.mtimeMs);
    expect(await titles(dir, cacheDir)).toEqual(['Stand-UP']);
  });

  it('parses again in another time zone', async () => {
    const { dir, cacheDir } = setup();
    await titles(dir, cacheDir);
    doctorCache(cacheDir);
    process.env.TZ = 'America/Los_Angeles'; // put back after the file (test/support/restore-globals.ts)
    try {
      const { events } = await loadIcsSource({ type: 'ics', name: 'cal', path: dir }, DAY, undefined, cacheDir);
      expect(events.map((e) => [e.title, e.startTime])).toEqual([['Stand-up', '00:30']]);
    } finally {
      process.env.TZ = 'Europe/Berlin';
    }
  });

  it('parses again after a touch', async () => {
    const { dir, cacheDir, file } = setup();
    await titles(dir, cacheDir);
    doctorCache(cacheDir);
    const later = new Date(statSync(file).mtimeMs + 60_000);
    utimesSync(file, later, later);
    expect(await titles(dir, cacheDir)).toEqual(['Stand-up']);
  });

  it('parses again after a rename, and after renaming back', async () => {
    const { dir, cacheDir, file } = setup();
    await titles(dir, cacheDir);
    doctorCache(cacheDir);
    renameSync(file, join(dir, 'renamed.ics'));
    expect(await titles(dir, cacheDir)).toEqual(['Stand-up']);
    doctorCache(cacheDir);
    renameSync(join(dir, 'renamed.ics'), file);
    expect(await titles(dir, cacheDir)).toEqual(['Stand-up']);
  });

  it('forgets a deleted file', async () => {
    const { dir, cacheDir, file } = setup();
    writeFileSync(join(dir, 'other.ics'), calendar('Other'));
    expect((await titles(dir, cacheDir)).sort()).toEqual(['Other', 'Stand-up']);
    unlinkSync(file);
    expect(await titles(dir, cacheDir)).toEqual(['Other']);
  });

  it('keeps ranges apart and serves each from the cache', async () => {
    const { dir, cacheDir } = setup();
    const week = { start: '2026-11-23', end: '2026-11-29' };
    const nextDay = { start: '2026-11-24', end: '2026-11-24' };
    expect(await titles(dir, cacheDir)).toEqual(['Stand-up']);
    expect(await titles(dir, cacheDir, week)).toEqual(['Stand-up']);
    expect(await titles(dir, cacheDir, nextDay)).toEqual([]);
    doctorCache(cacheDir);
    expect(await titles(dir, cacheDir)).toEqual(['FROM CACHE']);
    expect(await titles(dir, cacheDir, week)).toEqual(['FROM CACHE']);
  });

  it('keeps the events’ instants exact and the problems, and still reads when the cache dir cannot be written', async () => {
    const { dir, cacheDir, file } = setup();
    writeFileSync(
      file,
      calendar('Stand-up').replace(
        'END:VCALENDAR',
        'BEGIN:VEVENT\r\nUID:bad@test\r\nSUMMARY:Broken\r\nDTSTART:2026BAD\r\nEND:VEVENT\r\nEND:VCALENDAR',
      ),
    );
    const first = await loadIcsSource({ type: 'ics', name: 'cal', path: dir }, DAY, undefined, cacheDir);
    const second = await loadIcsSource({ type: 'ics', name: 'cal', path: dir }, DAY, undefined, cacheDir);
    expect(second).toEqual(first);
    expect(second.events[0]?.start.toISOString()).toBe('2026-11-23T08:30:00.000Z');
    expect(second.outcome.problems?.[0]).toMatchObject({ file, uid: 'bad@test', skipped: true });
    // A cache dir below a file cannot be created: the calendar is read all the same.
    const blocked = join(temp(), 'a-file');
    writeFileSync(blocked, '');
    expect(await titles(dir, join(blocked, 'cache'))).toEqual(['Stand-up']);
  });

  it('parses a damaged cache file again, wherever the damage is, and replaces it', async () => {
    const { dir, cacheDir } = setup();
    expect(await titles(dir, cacheDir)).toEqual(['Stand-up']);
    const [name] = readdirSync(join(cacheDir, 'calendar'));
    const file = join(cacheDir, 'calendar', name!);
    const whole = readFileSync(file);
    await fc.assert(
      fc.asyncProperty(damageOf(whole.length), async (d) => {
        writeFileSync(file, damaged(whole, d));
        expect(await titles(dir, cacheDir)).toEqual(['Stand-up']);
        expect(readFileSync(file)).toEqual(whole); // replaced by the same whole entry
      }),
      fuzzParams(30),
    );
  });

  it('parses again an entry of another shape in a whole file (as only a bug could write), keeping the others', async () => {
    const { dir, cacheDir } = setup();
    await titles(dir, cacheDir);
    const [name] = readdirSync(join(cacheDir, 'calendar'));
    const file = join(cacheDir, 'calendar', name!);
    const [entry] = decodeJsonCache(readFileSync(file), CALENDAR_CACHE_KIND) as [{ key: string; events: Record<string, unknown>[] }];
    for (const bad of [
      null,
      { ...entry, events: [null] },
      { ...entry, events: [{ ...entry.events[0], start: 'soon' }] },
      { ...entry, events: [{ ...entry.events[0], attendees: [7] }] },
      { ...entry, problems: [{ line: 'one' }] },
    ]) {
      writeFileSync(file, encodeJsonCache(CALENDAR_CACHE_KIND, [bad]));
      expect(await titles(dir, cacheDir)).toEqual(['Stand-up']);
      doctorCache(cacheDir); // the entry written back is whole: the next read is served from it
      expect(await titles(dir, cacheDir)).toEqual(['FROM CACHE']);
    }
  });

  // Served from the cache, a file is read without a turn of the event loop (cache.ts, ics.ts): a folder of many
  // (vdirsyncer keeps one file per event) must still give the loop a turn now and then, or the task's timeout and
  // Ctrl-C (both arrive as events) wait for the whole folder.
  it('a folder served from the cache still sees an abort that arrives while it is read', async () => {
    const dir = temp();
    const cacheDir = join(temp(), 'cache');
    for (let i = 0; i < 200; i++) writeFileSync(join(dir, `e${i}.ics`), calendar(`Event ${i}`).replace('standup@test', `e${i}@test`));
    const source = { type: 'ics' as const, name: 'cal', path: dir };
    expect((await loadIcsSource(source, DAY, undefined, cacheDir)).events).toHaveLength(200);
    const ctrlC = new AbortController();
    setImmediate(() => ctrlC.abort()); // the next turn of the loop, as a timer or a signal would come
    await expect(loadIcsSource(source, DAY, ctrlC.signal, cacheDir)).rejects.toThrow('interrupted while reading calendars');
  });
});
