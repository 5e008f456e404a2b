process.env.TZ = 'Europe/Berlin';

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allDayEvent, timedEvent } from '../../../src/gather/calendar/event.js';
import {
  type CalendarResult,
  type CalendarSource,
  DEFAULT_ONE_ON_ONE_PATTERNS,
  loadCalendar,
  renderCalendarMd,
  summariseCalendar,
} from '../../../src/gather/calendar/index.js';
import { inlineText } from '../../../src/gather/calendar/render.js';
import { ALEX, commandSource, FIXTURE_PATH, icsSource } from '../../support/calendar.js';

const GOLDEN = join(dirname(fileURLToPath(import.meta.url)), 'golden');

/** Compares with golden/<name>; UPDATE_GOLDEN=1 rewrites the file instead (then read the diff line by line). */
function expectGolden(name: string, actual: string): void {
  const file = join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, actual);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

async function rendered(sources: CalendarSource[], start: string, end: string): Promise<string> {
  const result = await loadCalendar({
    sources,
    range: { start, end },
    oneOnOnePatterns: [...DEFAULT_ONE_ON_ONE_PATTERNS],
    user: ALEX,
    path: FIXTURE_PATH,
  });
  return renderCalendarMd(result);
}

describe('calendar.md from the sample vault (golden files)', () => {
  it('Monday 2026-11-23', async () => {
    expectGolden('day-2026-11-23.md', await rendered([icsSource()], '2026-11-23', '2026-11-23'));
  });

  it('week 2026-W47: moved Team sync, offsite, Thursday 1:1', async () => {
    expectGolden('week-2026-W47.md', await rendered([icsSource()], '2026-11-16', '2026-11-22'));
  });

  it('week 2026-W46 with a failing source: EXDATE, Coffee with Bob, a ✗ line', async () => {
    const sources = [icsSource(), commandSource('mac', ['no-such-ekctl', 'list', 'events', '--from', '{start}'], 'ekctl-json')];
    expectGolden('week-2026-W46-failing-source.md', await rendered(sources, '2026-11-09', '2026-11-15'));
  });
});

const base = { attendees: [], source: 'test' };

function result(
  events: CalendarResult['events'],
  sources: CalendarResult['sources'] = [{ name: 'test', ok: true, events: events.length }],
): CalendarResult {
  return { range: { start: '2026-11-23', end: '2026-11-24' }, events, sources };
}

describe('renderCalendarMd', () => {
  it('keeps calendar text from breaking the markdown', () => {
    const hostile = timedEvent(
      {
        ...base,
        title: '# Heading\n\n## Another\r\n> quote',
        location: '- list item\nsecond line',
        description: `<p>Join&nbsp;<a href="https://x">here</a></p>\n\n# Not a heading ${'word '.repeat(60)}`,
      },
      new Date(2026, 10, 23, 9),
      new Date(2026, 10, 23, 10),
    );
    const md = renderCalendarMd(result([hostile]));
    const lines = md.split('\n');
    expect(lines).toContain('- 09:00–10:00 \\# Heading ## Another > quote — \\- list item second line');
    const description = lines.find((l) => l.startsWith('  - Join'));
    expect(description).toMatch(/^ {2}- Join here # Not a heading word word .*…$/);
    expect(description?.length).toBeLessThanOrEqual(4 + 160);
    expect(lines.filter((l) => l.startsWith('#')).map((l) => l.split(' ')[0])).toEqual(['#', '##', '##', '##']);
  });

  it('shows both days of an overnight event and each day of a multi-day all-day event', () => {
    const night = timedEvent({ ...base, title: 'Release night' }, new Date(2026, 10, 23, 23), new Date(2026, 10, 24, 1));
    const trip = allDayEvent({ ...base, title: 'Trip' }, '2026-11-22', '2026-11-24');
    const md = renderCalendarMd(result([trip, night]));
    expect(md).toContain('## Monday, November 23, 2026\n\n- all day (day 2 of 3): Trip\n- 23:00–… Release night\n');
    expect(md).toContain('## Tuesday, November 24, 2026\n\n- all day (day 3 of 3): Trip\n- …–01:00 Release night\n');
  });

  it('warns when every source failed and when none is configured', () => {
    const failed = renderCalendarMd(result([], [{ name: 'mac', ok: false, events: 0, reason: 'timed out after 10s' }]));
    expect(failed).toContain('> ⚠ No calendar could be read (see Sources): an empty day below is not known to be free.');
    expect(failed).toContain('Summary: unavailable: timed out after 10s.');
    expect(failed).toContain('- ✗ mac: timed out after 10s');
    const none = renderCalendarMd(result([], []));
    expect(none).toContain('> No calendar sources are configured.');
    expect(none).toContain('## Sources\n\n- none configured\n');
  });

  it('shows a warning carried by a working source', () => {
    const md = renderCalendarMd(result([], [{ name: 'cal', ok: true, events: 0, reason: 'no .ics files in /v/.skill/calendars' }]));
    expect(md).toContain('- ✓ cal: 0 events (no .ics files in /v/.skill/calendars)');
  });
});

describe('summariseCalendar', () => {
  const one = timedEvent({ ...base, title: 'x' }, new Date(2026, 10, 23, 9), new Date(2026, 10, 23, 10));
  const oneOnOne = { ...one, oneOnOne: { name: 'Sarah Chen' } };

  it('counts events and one-on-ones', () => {
    expect(summariseCalendar(result([one, oneOnOne, oneOnOne]))).toBe('3 events, 2 one-on-ones');
    expect(summariseCalendar(result([oneOnOne]))).toBe('1 event, 1 one-on-one');
    expect(summariseCalendar(result([one]))).toBe('1 event');
    expect(summariseCalendar(result([]))).toBe('no events');
  });

  it('says when the calendar is unavailable or partly so', () => {
    const down = { name: 'a', ok: false, events: 0, reason: 'program not found: ekctl' };
    expect(summariseCalendar(result([], [down]))).toBe('unavailable: program not found: ekctl');
    expect(summariseCalendar(result([], [down, { ...down, name: 'b' }]))).toBe('unavailable: program not found: ekctl (+1 more)');
    expect(summariseCalendar(result([one], [down, { name: 'b', ok: true, events: 1 }]))).toBe('1 event (1 of 2 sources failed)');
    expect(summariseCalendar(result([], []))).toBe('no calendar sources configured');
  });
});

describe('inlineText', () => {
  it('flattens, strips tags, decodes entities, escapes a leading marker and caps', () => {
    expect(inlineText('a\n\tb\u2028c', 50)).toBe('a b c');
    expect(inlineText('Sarah <> Alex', 50)).toBe('Sarah <> Alex');
    expect(inlineText('<b>bold</b> &amp; <script>x</script>', 50)).toBe('bold & x');
    expect(inlineText('> quoted', 50)).toBe('\\> quoted');
    expect(inlineText('1. item', 50)).toBe('1. item');
    expect(inlineText('alpha beta gamma', 12)).toBe('alpha beta…');
  });
});
