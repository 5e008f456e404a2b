// Far from UTC on purpose: dates written in one zone land on other days here.
process.env.TZ = 'Pacific/Auckland';

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIcsEvents } from '../../../src/gather/calendar/ics.js';
import { eventsNear } from '../../../src/gather/calendar/prefilter.js';
import { addDays } from '../../../src/time/calendar.js';
import { PERSONAL_ICS, WORK_ICS } from '../../support/calendar.js';

const CRLF = '\r\n';

function calendar(...events: string[][]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    ...events.flatMap((e) => ['BEGIN:VEVENT', ...e, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join(CRLF);
}

const uids = (text: string): string[] => [...text.matchAll(/^UID:(.*?)\r?$/gm)].map((m) => m[1]!);
const DAY = { start: '2026-11-23', end: '2026-11-23' };

describe('eventsNear', () => {
  it('drops single events far from the range and keeps the rest byte for byte', () => {
    const text = calendar(
      ['UID:far', 'DTSTART:20260101T090000Z', 'DTEND:20260101T100000Z', 'SUMMARY:Far'],
      ['UID:near', 'DTSTART;TZID=Europe/Berlin:20261123T090000', 'DTEND;TZID=Europe/Berlin:20261123T100000', 'SUMMARY:Near'],
      ['UID:after', 'DTSTART;VALUE=DATE:20270105', 'SUMMARY:Later'],
    );
    const out = eventsNear(text, DAY);
    expect(uids(out)).toEqual(['near']);
    expect(out).toBe(
      calendar(['UID:near', 'DTSTART;TZID=Europe/Berlin:20261123T090000', 'DTEND;TZID=Europe/Berlin:20261123T100000', 'SUMMARY:Near']),
    );
  });

  it('keeps recurring events, overrides, long events reaching into the range, and whatever it cannot read', () => {
    const text = calendar(
      ['UID:weekly', 'DTSTART:20200106T090000Z', 'DTEND:20200106T093000Z', 'RRULE:FREQ=WEEKLY'],
      ['UID:rdate', 'DTSTART:20200106T090000Z', 'RDATE:20261123T090000Z'],
      ['UID:moved', 'RECURRENCE-ID:20200601T090000Z', 'DTSTART:20200602T090000Z', 'DTEND:20200602T093000Z'],
      ['UID:conference', 'DTSTART;VALUE=DATE:20261101', 'DTEND;VALUE=DATE:20261130'],
      ['UID:duration', 'DTSTART:20261115T090000Z', 'DURATION:P10D'],
      ['UID:odd-duration', 'DTSTART:20260101T090000Z', 'DURATION:-P1D'],
      ['UID:no-start', 'SUMMARY:?'],
      ['UID:bad-start', 'DTSTART:tomorrow'],
      ['UID:folded', 'DTSTART;TZID="Europe/', ' Berlin":20261123T090000', 'DTEND:20261123T100000'],
      ['UID:lowercase', 'dtstart:20261124T090000Z'],
      ['UID:short', 'DTSTART:20261115T090000Z', 'DURATION:PT2H'],
    );
    expect(uids(eventsNear(text, DAY))).toEqual([
      'weekly',
      'rdate',
      'moved',
      'conference',
      'duration',
      'odd-duration',
      'no-start',
      'bad-start',
      'folded',
      'lowercase',
    ]);
  });

  it('keeps the time zones, other components and an unterminated event', () => {
    const text = calendar(['UID:far', 'DTSTART:20200101T090000Z']).replace(
      'VERSION:2.0',
      'VERSION:2.0\r\nBEGIN:VTIMEZONE\r\nTZID:X\r\nEND:VTIMEZONE\r\nBEGIN:VTODO\r\nUID:todo\r\nEND:VTODO',
    );
    const out = eventsNear(`${text.replace('END:VCALENDAR\r\n', '')}BEGIN:VEVENT\r\nUID:open\r\nDTSTART:20200101T090000Z\r\n`, DAY);
    expect(out).toContain('BEGIN:VTIMEZONE');
    expect(uids(out)).toEqual(['todo', 'open']);
  });

  it('changes nothing the parser finds in the sample calendars, for any range', async () => {
    const texts = [readFileSync(WORK_ICS, 'utf8'), readFileSync(PERSONAL_ICS, 'utf8')];
    for (const start of ['2026-10-05', '2026-11-16', '2026-11-23', '2026-11-25', '2026-12-31']) {
      for (const days of [0, 6, 30]) {
        const range = { start, end: addDays(start, days) };
        for (const text of texts) {
          const all = await parseIcsEvents(text, range, 'cal', { prefilter: false });
          expect(await parseIcsEvents(text, range, 'cal')).toEqual(all);
        }
      }
    }
  });

  it('changes nothing the parser finds in generated calendars', async () => {
    const zones = ['', ';TZID=Pacific/Kiritimati', ';TZID=Etc/GMT+12', ';TZID=Europe/Berlin'];
    const event = fc.record({
      day: fc.integer({ min: -6, max: 6 }),
      hour: fc.integer({ min: 0, max: 23 }),
      zone: fc.constantFrom(...zones),
      utc: fc.boolean(),
      allDay: fc.boolean(),
      end: fc.constantFrom('none', 'dtend', 'duration'),
      length: fc.integer({ min: 0, max: 4 }),
    });
    const stamp = (day: number, hour: number) => `${addDays('2026-11-23', day).replace(/-/g, '')}T${String(hour).padStart(2, '0')}0000`;
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 0, max: 2 }),
        async (events, offset, span) => {
          const text = calendar(
            ...events.map((e, i) => {
              const start = e.allDay
                ? `DTSTART;VALUE=DATE:${stamp(e.day, 0).slice(0, 8)}`
                : `DTSTART${e.utc ? '' : e.zone}:${stamp(e.day, e.hour)}${e.utc ? 'Z' : ''}`;
              const end =
                e.end === 'dtend'
                  ? e.allDay
                    ? `DTEND;VALUE=DATE:${stamp(e.day + e.length + 1, 0).slice(0, 8)}`
                    : `DTEND${e.utc ? '' : e.zone}:${stamp(e.day + e.length, e.hour + 1 > 23 ? 23 : e.hour + 1)}${e.utc ? 'Z' : ''}`
                  : e.end === 'duration'
                    ? `DURATION:${e.allDay ? `P${e.length + 1}D` : `PT${e.length * 10 + 1}H`}`
                    : undefined;
              return [`UID:e${i}`, 'DTSTAMP:20261101T000000Z', start, ...(end ? [end] : []), `SUMMARY:Event ${i}`];
            }),
          );
          const start = addDays('2026-11-23', offset);
          const range = { start, end: addDays(start, span) };
          expect(await parseIcsEvents(text, range, 'cal')).toEqual(await parseIcsEvents(text, range, 'cal', { prefilter: false }));
        },
      ),
      { numRuns: 150 },
    );
  });
});
