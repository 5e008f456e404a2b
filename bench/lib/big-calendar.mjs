// A large synthetic calendar for the calendar benchmark: about `megabytes` MB of an Exchange-like export covering the
// ten years around `now` — single meetings with attendees and long descriptions, weekly and daily series (some with
// EXDATEs, overrides and RDATEs) in a Windows time zone defined in the file. Deterministic (seeded).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { rng } from '../gen-vault.mjs';

const pad = (n) => String(n).padStart(2, '0');
const stamp = (d) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00`;
const DAY = 86_400_000;

const ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:W. Europe Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16010101T030000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

/** Writes the calendar to `file` unless it is there; returns { file, bytes, events }. */
export function bigCalendar(file, { megabytes = 20, now = Date.UTC(2026, 10, 23, 7, 30) } = {}) {
  if (existsSync(file)) return { file };
  const rand = rng(20261123);
  const tz = 'TZID=W. Europe Standard Time';
  const lines = [
    'BEGIN:VCALENDAR',
    'METHOD:PUBLISH',
    'PRODID:Microsoft Exchange Server 2010',
    'VERSION:2.0',
    'X-WR-CALNAME:Calendar',
    ...ZONE,
  ];
  let bytes = lines.join('\r\n').length;
  let events = 0;
  const push = (ev) => {
    const text = ['BEGIN:VEVENT', ...ev, 'END:VEVENT'];
    for (const l of text) lines.push(l);
    bytes += text.join('\r\n').length + 2;
    events++;
  };
  const start = now - 5 * 365 * DAY;
  // 400 series: weekly (most), daily stand-ups, some ended, some with an EXDATE, an override and an RDATE.
  for (let s = 0; s < 400; s++) {
    const first = new Date(start + Math.floor(rand() * 9 * 365) * DAY + (8 + (s % 9)) * 3_600_000);
    const daily = s % 10 === 0;
    const uid = `series-${s}@exchange.example`;
    const rule = daily
      ? 'RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR'
      : s % 3 === 0
        ? `RRULE:FREQ=WEEKLY;COUNT=${20 + (s % 60)}`
        : 'RRULE:FREQ=WEEKLY;INTERVAL=1';
    const ev = [
      `UID:${uid}`,
      `SUMMARY:Series ${s}`,
      `DTSTART;${tz}:${stamp(first)}`,
      `DTEND;${tz}:${stamp(new Date(first.getTime() + 1_800_000))}`,
      rule,
      'ATTENDEE;CN=Alex Morgan;PARTSTAT=ACCEPTED:mailto:alex@example.com',
      `ATTENDEE;CN=Person ${s};PARTSTAT=ACCEPTED:mailto:person.${s}@example.com`,
      'DTSTAMP:20261101T000000Z',
    ];
    if (s % 4 === 0) ev.push(`EXDATE;${tz}:${stamp(new Date(first.getTime() + 7 * DAY * 3))}`);
    if (s % 5 === 0) ev.push(`RDATE;${tz}:${stamp(new Date(first.getTime() + 7 * DAY * 2 + DAY))}`);
    push(ev);
    if (s % 6 === 0) {
      const rid = new Date(first.getTime() + 7 * DAY * 4);
      push([
        `UID:${uid}`,
        `RECURRENCE-ID;${tz}:${stamp(rid)}`,
        `SUMMARY:Series ${s} (moved)`,
        `DTSTART;${tz}:${stamp(new Date(rid.getTime() + DAY))}`,
        `DTEND;${tz}:${stamp(new Date(rid.getTime() + DAY + 1_800_000))}`,
        'SEQUENCE:1',
        'DTSTAMP:20261101T000000Z',
      ]);
    }
  }
  // Single meetings until the size is reached.
  const filler =
    'Agenda: status of the migration\\, open questions\\, decisions needed. Notes from last time are in the shared folder. '.repeat(3);
  for (let k = 0; bytes < megabytes * 1024 * 1024; k++) {
    const at = new Date(start + Math.floor(rand() * 10 * 365) * DAY + (7 + Math.floor(rand() * 11)) * 3_600_000);
    const people = 1 + Math.floor(rand() * 6);
    push([
      `UID:meeting-${k}@exchange.example`,
      `SUMMARY:Meeting ${k}`,
      `DTSTART;${tz}:${stamp(at)}`,
      `DTEND;${tz}:${stamp(new Date(at.getTime() + 2_700_000))}`,
      `DESCRIPTION:${filler}`,
      'LOCATION:Room 4.01',
      'ORGANIZER;CN=Alex Morgan:mailto:alex@example.com',
      ...Array.from(
        { length: people },
        (_, i) =>
          `ATTENDEE;CN=Colleague ${(k + i) % 500};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:colleague.${(k + i) % 500}@example.com`,
      ),
      'CLASS:PUBLIC',
      'PRIORITY:5',
      'TRANSP:OPAQUE',
      'STATUS:CONFIRMED',
      'SEQUENCE:0',
      'DTSTAMP:20261101T000000Z',
    ]);
  }
  lines.push('END:VCALENDAR');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return { file, bytes, events };
}
