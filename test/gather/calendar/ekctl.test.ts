process.env.TZ = 'Europe/Berlin';

import { describe, expect, it } from 'vitest';
import { parseEkctlJson, parseInstant, ReportedError } from '../../../src/gather/calendar/ekctl.js';
import { UnparseableError } from '../../../src/gather/calendar/types.js';

const sample = {
  count: 3,
  status: 'success',
  events: [
    {
      id: 'ABC:1',
      title: 'Team Meeting',
      calendar: { id: 'C1', title: 'Work' },
      startDate: '2026-11-23T09:00:00+01:00',
      endDate: '2026-11-23T10:00:00+01:00',
      location: 'Conference Room A',
      notes: null,
      allDay: false,
      hasAlarms: true,
      hasRecurrenceRules: false,
    },
    {
      id: 'ABC:2',
      title: 'Old ekctl, UTC',
      startDate: '2026-11-23T13:00:00Z',
      endDate: '2026-11-23T13:30:00Z',
      location: null,
      notes: 'Bring\nslides',
      allDay: false,
      attendees: [
        { name: 'Sarah Chen', email: 'Sarah.Chen@example.com' },
        'Robert Fischer <robert.fischer@example.com>',
        'priya@example.com',
        { url: 'mailto:jose.alvarez@example.com' },
      ],
      organizer: { name: 'Sarah Chen', email: 'sarah.chen@example.com' },
    },
    { id: 'ABC:3', title: 'Holiday', startDate: '2026-11-24T00:00:00+01:00', endDate: '2026-11-25T23:59:59+01:00', allDay: true },
  ],
};

describe('ekctl JSON', () => {
  it('reads events, local times, people and all-day spans', () => {
    const [meeting, utc, holiday] = parseEkctlJson(JSON.stringify(sample), 'mac');
    expect(meeting).toMatchObject({
      title: 'Team Meeting',
      date: '2026-11-23',
      startTime: '09:00',
      endTime: '10:00',
      location: 'Conference Room A',
      allDay: false,
      source: 'mac',
      uid: 'ABC:1',
      attendees: [],
    });
    expect(meeting?.description).toBeUndefined();
    expect(utc).toMatchObject({ startTime: '14:00', endTime: '14:30', description: 'Bring\nslides' });
    expect(utc?.attendees).toEqual([
      { name: 'Sarah Chen', email: 'sarah.chen@example.com' },
      { name: 'Robert Fischer', email: 'robert.fischer@example.com' },
      { email: 'priya@example.com' },
      { email: 'jose.alvarez@example.com' },
    ]);
    expect(utc?.organizer).toEqual({ name: 'Sarah Chen', email: 'sarah.chen@example.com' });
    expect(holiday).toMatchObject({ allDay: true, date: '2026-11-24', endDate: '2026-11-25' });
  });

  it('reads an all-day event ending at the next midnight as one day, and accepts a bare array', () => {
    const [day] = parseEkctlJson(
      JSON.stringify([{ title: 'X', startDate: '2026-11-24T00:00:00+01:00', endDate: '2026-11-25T00:00:00+01:00', allDay: true }]),
      'm',
    );
    expect(day).toMatchObject({ date: '2026-11-24', endDate: '2026-11-24' });
  });

  it('gives an untitled event a title and a missing end the start', () => {
    const [e] = parseEkctlJson('{"events":[{"startDate":"2026-11-23T09:00:00+01:00"}]}', 'm');
    expect(e).toMatchObject({ title: '(no title)', startTime: '09:00', endTime: '09:00' });
  });

  it('turns ekctl’s own error report into a ReportedError', () => {
    expect(() => parseEkctlJson('{"status":"error","error":"Calendar not found with ID: x"}', 'm')).toThrow(
      new ReportedError('Calendar not found with ID: x'),
    );
  });

  it('rejects what is not its shape, saying what is wrong', () => {
    const bad: Array<[string, string]> = [
      ['', 'empty output (expected ekctl JSON)'],
      ['<html>', 'not JSON'],
      ['{"count":0}', 'no "events" array in the JSON'],
      ['{"events":[42]}', 'event 1 is not an object'],
      ['{"events":[{"title":"x","startDate":"tomorrow"}]}', 'event 1 has no valid startDate'],
      ['{"events":[{"title":"x"}]}', 'event 1 has no valid startDate'],
    ];
    for (const [text, message] of bad) {
      expect(() => parseEkctlJson(text, 'm')).toThrow(UnparseableError);
      expect(() => parseEkctlJson(text, 'm')).toThrow(message);
    }
  });

  it('parses instants strictly', () => {
    expect(parseInstant('2026-11-23')?.getTime()).toBe(new Date(2026, 10, 23).getTime());
    expect(parseInstant('2026-11-23T09:00:00')?.getTime()).toBe(new Date(2026, 10, 23, 9).getTime());
    expect(parseInstant('2026-11-23T09:00:00Z')?.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(parseInstant('November 23')).toBeUndefined();
    expect(parseInstant('2026-13-45T99:00:00Z')).toBeUndefined();
    expect(parseInstant(undefined)).toBeUndefined();
  });
});
