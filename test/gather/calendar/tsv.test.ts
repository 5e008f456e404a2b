process.env.TZ = 'Europe/Berlin';

import { describe, expect, it } from 'vitest';
import { parseGcalcliTsv } from '../../../src/gather/calendar/tsv.js';
import { UnparseableError } from '../../../src/gather/calendar/types.js';

const tab = (...cells: string[]): string => cells.join('\t');

describe('gcalcli TSV', () => {
  it('reads the default header (time, title)', () => {
    const text = [
      tab('start_date', 'start_time', 'end_date', 'end_time', 'title'),
      tab('2026-11-23', '09:30', '2026-11-23', '10:00', 'Team sync'),
      tab('2026-11-23', '', '2026-11-24', '', 'Holiday'),
      tab('2026-11-23', '', '2026-11-26', '', 'Conference'),
      tab('2026-11-23', '23:00', '2026-11-24', '01:00', 'Release'),
      '',
    ].join('\n');
    const [sync, holiday, conference, release] = parseGcalcliTsv(text, 'g');
    expect(sync).toMatchObject({
      title: 'Team sync',
      date: '2026-11-23',
      startTime: '09:30',
      endTime: '10:00',
      allDay: false,
      source: 'g',
    });
    expect(sync?.start.toISOString()).toBe('2026-11-23T08:30:00.000Z');
    expect(holiday).toMatchObject({ allDay: true, date: '2026-11-23', endDate: '2026-11-23' });
    expect(conference).toMatchObject({ allDay: true, date: '2026-11-23', endDate: '2026-11-25' });
    expect(release).toMatchObject({ date: '2026-11-23', endDate: '2026-11-24', startTime: '23:00', endTime: '01:00' });
  });

  it('reads --details all columns in any order, with escaped newlines and CRLF', () => {
    const header = tab(
      'id',
      'start_date',
      'start_time',
      'end_date',
      'end_time',
      'length',
      'title',
      'location',
      'description',
      'calendar',
      'email',
      'attendees',
      'action',
    );
    const row = tab(
      'ev1',
      '2026-11-23',
      '10:00',
      '2026-11-23',
      '11:00',
      '1:00:00',
      'Roadmap',
      'Room 3',
      'One\\ntwo',
      'Work',
      'robert.fischer@example.com',
      'alex@example.com;Robert.Fischer@example.com;',
      'patch',
    );
    const [e] = parseGcalcliTsv(`${header}\r\n${row}\r\n`, 'g');
    expect(e).toMatchObject({ uid: 'ev1', title: 'Roadmap', location: 'Room 3', description: 'One\ntwo' });
    expect(e?.organizer).toEqual({ email: 'robert.fischer@example.com' });
    expect(e?.attendees).toEqual([{ email: 'alex@example.com' }, { email: 'robert.fischer@example.com' }]);
  });

  it('reads headerless lines of older gcalcli, where all-day runs 00:00 to 00:00', () => {
    const text = [
      tab('2026-11-23', '09:30', '2026-11-23', '10:00', 'Team sync'),
      tab('2026-11-23', '00:00', '2026-11-24', '00:00', 'Holiday'),
      tab('2026-11-23', '00:00', '2026-11-23', '00:30', 'Just after midnight'),
    ].join('\n');
    const [sync, holiday, early] = parseGcalcliTsv(text, 'g');
    expect(sync).toMatchObject({ title: 'Team sync', startTime: '09:30' });
    expect(holiday).toMatchObject({ allDay: true, date: '2026-11-23', endDate: '2026-11-23' });
    expect(early).toMatchObject({ allDay: false, startTime: '00:00', endTime: '00:30' });
  });

  it('accepts empty output and a header with no events', () => {
    expect(parseGcalcliTsv('', 'g')).toEqual([]);
    expect(parseGcalcliTsv('\n\n', 'g')).toEqual([]);
    expect(parseGcalcliTsv(`${tab('start_date', 'start_time', 'end_date', 'end_time', 'title')}\n`, 'g')).toEqual([]);
  });

  it('rejects malformed lines with their line number', () => {
    const bad: Array<[string, string]> = [
      ['<html>oops</html>', 'line 1: 1 columns, expected at least 5'],
      [tab('23.11.2026', '09:00', '23.11.2026', '10:00', 'x'), 'line 1: start_date "23.11.2026" is not YYYY-MM-DD'],
      [`\n${tab('2026-11-23', '9am', '2026-11-23', '10:00', 'x')}`, 'line 2: start_time "9am" is not HH:MM'],
      [tab('2026-02-30', '09:00', '2026-02-30', '10:00', 'x'), 'line 1: start_date "2026-02-30" is not YYYY-MM-DD'],
      [tab('start_date', 'start_time', 'end_date', 'end_time'), 'the header has no title column'],
    ];
    for (const [text, message] of bad) {
      expect(() => parseGcalcliTsv(text, 'g')).toThrow(UnparseableError);
      expect(() => parseGcalcliTsv(text, 'g')).toThrow(message);
    }
  });
});
