// Real child processes (the scripts in fixtures/bin) through runCommand (node:child_process); times are checked in Berlin.
process.env.TZ = 'Europe/Berlin';

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InterruptedError } from '../../../src/errors.js';
import { loadCommandSource } from '../../../src/gather/calendar/command.js';
import { formatBytes, formatDuration, firstLine, minimalEnv } from '../../../src/gather/command.js';
import type { CalendarSource } from '../../../src/gather/calendar/types.js';
import { commandSource, FIXTURE_PATH, isAlive, whenFileExists } from '../../support/calendar.js';
import { tempDir } from '../../support/tmp.js';

const DAY = { start: '2026-11-23', end: '2026-11-23' };
type Command = Extract<CalendarSource, { type: 'command' }>;

function run(source: CalendarSource, signal?: AbortSignal) {
  return loadCommandSource(source as Command, DAY, { path: FIXTURE_PATH, signal });
}

describe('formats from real programs', () => {
  it('ekctl JSON, with {start}/{end} filled in as local ISO timestamps', async () => {
    const source = commandSource(
      'mac',
      ['cal-ekctl', 'list', 'events', '--calendar', 'work', '--from', '{start}', '--to', '{end}'],
      'ekctl-json',
    );
    const { events, outcome } = await run(source);
    expect(outcome).toEqual({ name: 'mac', ok: true, events: 3 });
    expect(events.map((e) => [e.title, e.date, e.startTime ?? 'all day'])).toEqual([
      ['Standup', '2026-11-23', '09:00'],
      ['Sarah / Alex', '2026-11-23', '14:00'],
      ['Public holiday', '2026-11-23', 'all day'],
    ]);
    expect(events[2]?.endDate).toBe('2026-11-23');
    expect(events[1]?.attendees).toEqual([
      { name: 'Sarah Chen', email: 'sarah.chen@example.com' },
      { name: 'Alex Morgan', email: 'alex@example.com' },
    ]);
    expect(events[1]?.description).toBe('Career plan\nand feedback');
  });

  it('ekctl’s error report (exit 0) fails the source with its message', async () => {
    const { outcome } = await run(commandSource('mac', ['cal-ekctl-error'], 'ekctl-json'));
    expect(outcome).toEqual({ name: 'mac', ok: false, events: 0, reason: 'reported an error: Calendar not found with ID: work' });
  });

  it('ICS on stdout, with a series expanded into the day', async () => {
    const { events, outcome } = await run(commandSource('script', ['cal-ics', '{date}'], 'ics'));
    expect(outcome.ok).toBe(true);
    expect(events.map((e) => `${e.title} ${e.startTime ?? 'all day'}`).sort()).toEqual([
      'Conference day all day',
      'Early call (UTC) 08:30',
      'Weekly lunch 13:00',
    ]);
  });

  it('gcalcli TSV with header', async () => {
    const { events, outcome } = await run(commandSource('google', ['cal-tsv', '{start_date}'], 'tsv'));
    expect(outcome).toEqual({ name: 'google', ok: true, events: 3 });
    const [roadmap, offsite, jonas] = events;
    expect(roadmap).toMatchObject({
      title: 'Roadmap review',
      startTime: '10:00',
      endTime: '11:00',
      description: 'Line one\nline two',
      uid: 'g1',
    });
    expect(roadmap?.attendees).toHaveLength(3);
    expect(offsite).toMatchObject({ title: 'Team offsite', allDay: true, date: '2026-11-23', endDate: '2026-11-23' });
    expect(jonas?.attendees).toEqual([{ email: 'alex@example.com' }, { email: 'jonas.weber@example.com' }]);
  });

  it('gcalcli TSV without header', async () => {
    const { events } = await run(commandSource('google', ['cal-tsv', '{start_date}', '--no-header'], 'tsv'));
    expect(events.map((e) => `${e.title} ${e.allDay ? 'all day' : e.startTime}`)).toEqual([
      'Roadmap review 10:00',
      'Team offsite all day',
      '1:1 with Jonas 16:30',
    ]);
  });
});

describe('failures become one-line reasons', () => {
  it('garbage, for every format', async () => {
    const reasons = await Promise.all(
      (['ekctl-json', 'ics', 'tsv'] as const).map(
        async (format) => (await run(commandSource('x', ['cal-garbage'], format))).outcome.reason,
      ),
    );
    expect(reasons[0]).toMatch(/^unparseable output: not JSON \(.+\)$/);
    expect(reasons[1]).toBe('unparseable output: not iCalendar data (it does not start with BEGIN:VCALENDAR)');
    expect(reasons[2]).toBe('unparseable output: line 1: 1 columns, expected at least 5');
  });

  it('a missing program', async () => {
    const { outcome } = await run(commandSource('ek', ['no-such-calendar-program', '--from', '{start}'], 'ekctl-json'));
    expect(outcome).toEqual({ name: 'ek', ok: false, events: 0, reason: 'program not found: no-such-calendar-program' });
  });

  it('a non-zero exit, with the first line of stderr', async () => {
    const { outcome } = await run(commandSource('ek', ['cal-fail'], 'ekctl-json'));
    expect(outcome.reason).toBe('exit code 1: calendar access denied: grant access in System Settings');
  });

  it('a program that hangs is killed at the timeout', async () => {
    const pidfile = join(tempDir('skill-calendar-'), 'pid');
    const { outcome } = await run(commandSource('slow', ['cal-hang', '--pidfile', pidfile], 'ics', { timeoutMs: 1500 }));
    expect(outcome).toEqual({ name: 'slow', ok: false, events: 0, reason: 'timed out after 1500ms' });
    expect(isAlive(Number(readFileSync(pidfile, 'utf8')))).toBe(false);
  });

  it('a program that ignores SIGTERM is killed anyway', async () => {
    const pidfile = join(tempDir('skill-calendar-'), 'pid');
    const { outcome } = await run(
      commandSource('stubborn', ['cal-hang', '--ignore-term', '--pidfile', pidfile], 'ics', { timeoutMs: 1000 }),
    );
    expect(outcome.reason).toBe('timed out after 1s');
    expect(isAlive(Number(readFileSync(pidfile, 'utf8')))).toBe(false);
  });

  it('a flood is cut off at the size cap', async () => {
    const { outcome } = await run(commandSource('flood', ['cal-flood'], 'ics', { maxBytes: 1024 * 1024 }));
    expect(outcome).toEqual({ name: 'flood', ok: false, events: 0, reason: 'output over 1 MB' });
  });

  it('an empty command', async () => {
    expect((await run(commandSource('none', [], 'ics'))).outcome.reason).toBe('no command given');
  });
});

describe('environment', () => {
  it('gives the program only PATH, HOME, LANG, LC_ALL and TZ, never the API key', async () => {
    const saved = { key: process.env.ANTHROPIC_API_KEY, other: process.env.SKILL_TEST_SECRET };
    process.env.ANTHROPIC_API_KEY = 'sk-ant-test-not-a-real-key';
    process.env.SKILL_TEST_SECRET = 'secret';
    try {
      const { events } = await run(commandSource('env', ['cal-env', '{date}'], 'tsv'));
      const keys = events.map((e) => e.title);
      expect(keys).toContain('PATH');
      expect(keys).toContain('TZ');
      expect(keys).not.toContain('ANTHROPIC_API_KEY');
      expect(keys).not.toContain('SKILL_TEST_SECRET');
      for (const key of keys) expect(['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ']).toContain(key);
    } finally {
      if (saved.key === undefined) delete process.env.ANTHROPIC_API_KEY;
      else process.env.ANTHROPIC_API_KEY = saved.key;
      if (saved.other === undefined) delete process.env.SKILL_TEST_SECRET;
      else process.env.SKILL_TEST_SECRET = saved.other;
    }
  });

  it('builds the minimal environment from a given parent', () => {
    const parent = { PATH: '/bin', HOME: '/home/a', TZ: 'Europe/Berlin', ANTHROPIC_API_KEY: 'k', AWS_SECRET: 's' };
    expect(minimalEnv(undefined, parent)).toEqual({ PATH: '/bin', HOME: '/home/a', TZ: 'Europe/Berlin' });
    expect(minimalEnv('/opt/bin', parent).PATH).toBe('/opt/bin');
  });
});

describe('abort', () => {
  it('an already aborted signal throws InterruptedError without running anything', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(run(commandSource('x', ['cal-ics', '{date}'], 'ics'), controller.signal)).rejects.toBeInstanceOf(InterruptedError);
  });

  it('aborting while the program runs kills it and throws InterruptedError', async () => {
    const pidfile = join(tempDir('skill-calendar-'), 'pid');
    const controller = new AbortController();
    const pending = run(commandSource('slow', ['cal-hang', '--pidfile', pidfile], 'ics', { timeoutMs: 60_000 }), controller.signal);
    await whenFileExists(pidfile);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(InterruptedError);
    expect(isAlive(Number(readFileSync(pidfile, 'utf8')))).toBe(false);
  });
});

describe('reason wording', () => {
  it('formats durations, sizes and stderr lines', () => {
    expect(formatDuration(10_000)).toBe('10s');
    expect(formatDuration(1500)).toBe('1500ms');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(64 * 1024)).toBe('64 KB');
    expect(formatBytes(1000)).toBe('1000 bytes');
    expect(firstLine('\n\n  first\u0007 line \nsecond')).toBe('first\\u0007 line');
    expect(firstLine('x'.repeat(300))).toHaveLength(200);
  });
});
