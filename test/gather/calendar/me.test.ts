/**
 * Who "me" is when `me:` is not set: discovered once from every event of the calendars, not guessed per range
 * (issue 22, item 7). On calendar exports already in fixtures/: the sample vault's two calendars, and real exports
 * other projects were sent in bug reports (fixtures/calendars/README.md): ical4j's Yahoo re-export of an Outlook
 * invitation (ical4j-yahoo2.ics), python-recurring-ical-events' issue 148 file, whose organizer is no address.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vaultNotesFile } from '../../../src/cache/dir.js';
import { readJsonCacheFile } from '../../../src/cache/file.js';
import { calendarHandler } from '../../../src/gather/calendar/handler.js';
import { loadCalendar } from '../../../src/gather/calendar/load.js';
import { blockPeople, discoverMe, evidenceOf, whoIsMe } from '../../../src/gather/calendar/me.js';
import type { CalendarEvent } from '../../../src/gather/calendar/types.js';
import { loadVaultConfig } from '../../../src/vault/config.js';
import { DEFAULT_NOT_PEOPLE } from '../../../src/vault/calendar-config.js';
import { taskInput } from '../../support/task-input.js';
import { copyOfSampleVault, REPO } from '../../support/tmp.js';

process.env.TZ = 'Europe/Berlin'; // the sample calendars' zone, so their days are the days named here

const source = (path: string, name = 'cal') => ({ calendars: [{ type: 'ics' as const, name, path }], notPeople: DEFAULT_NOT_PEOPLE });
const opts = { vault: tmpdir(), today: '2026-11-27' };

/** The sample vault with its `me:` taken out of the config. */
function vaultWithoutMe(): string {
  const vault = copyOfSampleVault();
  const file = join(vault, '.skill/config.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^me:\n(?: {2}.*\n)+/m, ''));
  return vault;
}

describe('discovering "me" from every event of the calendars', () => {
  it('finds the address in the most distinct events, with its evidence', async () => {
    // 17 VEVENT blocks, 16 UIDs (a changed instance of the Monday team sync shares its series' UID); alex@example.com
    // is in 12 of them (counted with awk over the files, by UID).
    const d = await discoverMe(source(join(REPO, 'fixtures/vault/.skill/calendars'), 'calendars'), opts);
    expect(evidenceOf(d)).toBe('alex@example.com, organizer or attendee in 12 of 16 events (from calendars)');
    expect(d.names).toEqual(['Alex Morgan']);
  });

  it('finds the owner of a real export: the organizer of her own events, not the invitation from outside', async () => {
    const d = await discoverMe(source(join(REPO, 'fixtures/calendars/real/ical4j-yahoo2.ics'), 'yahoo'), opts);
    expect(d).toMatchObject({ email: 'rocsana_elena@yahoo.com', events: 5, organised: 5, total: 6 });
  });

  it('says honestly when nobody can be found: no address, only non-people, or no calendar at all', async () => {
    const noAddress = await discoverMe(source(join(REPO, 'fixtures/calendars/real/rie-issue_148_ignored_exdate.ics')), opts);
    expect(noAddress.email).toBeUndefined();
    expect(evidenceOf(noAddress)).toBe('no event lists an address (1 event read, from cal)');
    const birthdays = await discoverMe(source(join(REPO, 'fixtures/calendars/clients/google-birthdays.ics')), opts);
    expect(birthdays.email).toBeUndefined();
    const none = await discoverMe(source(join(tmpdir(), 'no-such-calendars')), opts);
    expect(none).toMatchObject({ total: 0, why: 'no calendar could be read' });
  });

  it('asks a program once for a wide window, and keeps a discovery made while a program failed for that day only', async () => {
    const bin = (name: string) => join(REPO, 'fixtures/bin', name);
    const config = {
      calendars: [
        { type: 'ics' as const, name: 'calendars', path: join(REPO, 'fixtures/vault/.skill/calendars') },
        {
          type: 'command' as const,
          name: 'script',
          command: [bin('cal-ics'), '{start_date}'],
          format: 'ics' as const,
          timeoutMs: 10_000,
          maxBytes: 5_000_000,
        },
        {
          type: 'command' as const,
          name: 'denied',
          command: [bin('cal-fail')],
          format: 'ics' as const,
          timeoutMs: 10_000,
          maxBytes: 5_000_000,
        },
      ],
      notPeople: DEFAULT_NOT_PEOPLE,
    };
    const vault = mkdtempSync(join(tmpdir(), 'skill-me-vault-'));
    const cacheDir = mkdtempSync(join(tmpdir(), 'skill-me-cache-'));
    const d = await discoverMe(config, { ...opts, vault, cacheDir });
    // cal-ics prints 3 events (one a weekly series: one event), one with Alex: 12 + 1 of 16 + 3.
    expect(evidenceOf(d)).toBe('alex@example.com, organizer or attendee in 13 of 19 events (from calendars, script)');
    const kept = readJsonCacheFile(vaultNotesFile(cacheDir, realpathSync(vault), '.me.json'), 'calendar-me1') as { partialOn?: string };
    expect(kept.partialOn).toBe('2026-11-27');
  });

  it('reads a quoted CN with a comma, doubled mailto: prefixes, and leaves rooms out', () => {
    const block =
      'BEGIN:VEVENT\nUID:x\nORGANIZER;CN="Reißer, Wolfgang":mailto:MAILTO:Wolfgang.Reisser@example.com\nATTENDEE;CUTYPE=ROOM;CN=Room 4:mailto:room4@example.com\nATTENDEE;CN=Sa\n rah:mailto:sarah@example.com\nEND:VEVENT';
    expect(blockPeople(block, 0)).toEqual({
      key: 'uid:x',
      organizer: { name: 'Reißer, Wolfgang', email: 'wolfgang.reisser@example.com' },
      attendees: [{ name: 'Sarah', email: 'sarah@example.com' }],
    });
  });

  it('lets me: in the config win, and keeps a discovery in the cache until a calendar changes', async () => {
    const vault = vaultWithoutMe();
    const cacheDir = mkdtempSync(join(tmpdir(), 'skill-me-cache-'));
    const configured = await whoIsMe(loadVaultConfig(copyOfSampleVault()), { ...opts, vault, cacheDir });
    expect(configured).toMatchObject({ source: 'config', user: { emails: ['alex@example.com'] } });
    const config = loadVaultConfig(vault);
    const first = await whoIsMe(config, { ...opts, vault, cacheDir });
    expect(first).toMatchObject({ source: 'discovered', user: { emails: ['alex@example.com'], names: ['Alex Morgan'] } });
    const kept = vaultNotesFile(cacheDir, realpathSync(vault), '.me.json');
    expect(existsSync(kept)).toBe(true);
    // A calendar that changes is read again: twenty events organised by someone else make her "me".
    const events = Array.from(
      { length: 20 },
      (_, i) =>
        `BEGIN:VEVENT\nUID:p${i}\nDTSTART:202611${String(i + 1).padStart(2, '0')}T090000Z\nSUMMARY:Lesson\nORGANIZER:mailto:kim@example.com\nATTENDEE:mailto:kim@example.com\nATTENDEE:mailto:pupil${i}@example.com\nEND:VEVENT`,
    );
    writeFileSync(join(vault, '.skill/calendars/personal.ics'), `BEGIN:VCALENDAR\nVERSION:2.0\n${events.join('\n')}\nEND:VCALENDAR\n`);
    const again = await whoIsMe(config, { ...opts, vault, cacheDir });
    expect(again).toMatchObject({ source: 'discovered', discovery: { email: 'kim@example.com', events: 20 } });
  });
});

describe('the calendar task with a discovered "me"', () => {
  it('knows the user in a week where the range alone guesses wrong', async () => {
    const vault = vaultWithoutMe();
    const config = loadVaultConfig(vault);
    const range = { start: '2026-11-16', end: '2026-11-16' };
    // Monday 16 November by itself: Sarah is in both of its events, Alex in one, so the range's guess is Sarah, and
    // "1:1 Sarah / Alex" comes out as a 1:1 with Alex Morgan.
    const byRange = await loadCalendar({ sources: config.calendars, range, oneOnOnePatterns: config.oneOnOnePatterns, user: config.me });
    expect(byRange.events.find((e) => e.title === '1:1 Sarah / Alex')!.oneOnOne?.name).toBe('Alex Morgan');
    const sessionDir = mkdtempSync(join(tmpdir(), 'skill-me-session-'));
    const input = taskInput({
      vault,
      config,
      params: {},
      handler: 'calendar',
      produces: 'calendar.md',
      sessionDir,
      range,
      when: '2026-11-16',
      now: new Date(2026, 10, 27, 9, 0),
    });
    input.env = { SKILL_CACHE_DIR: mkdtempSync(join(tmpdir(), 'skill-me-cache-')) };
    const r = await calendarHandler(input);
    const events = (r.data as { events: CalendarEvent[] }).events;
    expect(events.find((e) => e.title === '1:1 Sarah / Alex')!.oneOnOne).toEqual({ name: 'Sarah Chen', email: 'sarah.chen@example.com' });
    expect(r.files![0]!.summary).toBe(
      '2 events for Monday, November 16, 2026; you are taken to be alex@example.com, organizer or attendee in 12 of 16 events (from calendars) — discovered, a guess: set me: in .skill/config.yaml (or skill layout --write) to be sure',
    );
  });

  it('says in the calendar line when nobody can be found, and assumes nobody', async () => {
    const vault = vaultWithoutMe();
    rmSync(join(vault, '.skill/calendars'), { recursive: true });
    mkdirSync(join(vault, '.skill/calendars'));
    copyFileSync(join(REPO, 'fixtures/calendars/real/rie-issue_148_ignored_exdate.ics'), join(vault, '.skill/calendars/exdate.ics'));
    const input = taskInput({
      vault,
      config: loadVaultConfig(vault),
      params: {},
      handler: 'calendar',
      produces: 'calendar.md',
      sessionDir: mkdtempSync(join(tmpdir(), 'skill-me-session-')),
      range: { start: '2024-07-01', end: '2024-07-07' },
      when: '2024-07-01',
      now: new Date(2026, 10, 27, 9, 0),
    });
    input.env = { SKILL_CACHE_DIR: mkdtempSync(join(tmpdir(), 'skill-me-cache-')) };
    const r = await calendarHandler(input);
    expect(r.files![0]!.summary).toBe(
      '1 event for 2024-07-01 to 2024-07-07; who you are is not known: no event lists an address (1 event read, from calendars); 1:1s are found by their titles — set me: in .skill/config.yaml',
    );
  });
});
