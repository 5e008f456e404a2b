/**
 * Tab-separated events as `gcalcli agenda --tsv` prints them. Pure.
 *
 * gcalcli ≥ 4.4 prints a header line; its columns come from the --details chosen, in this order:
 *   id, start_date, start_time, end_date, end_time, length, html_link, hangout_link, conference_entry_point_type,
 *   conference_uri, title, location, description, calendar, email, attendees, action
 * (the default is start_date, start_time, end_date, end_time, title). Older gcalcli prints no header and starts
 * every line with start_date, start_time, end_date, end_time, title. Both are accepted; without a header only
 * those five columns are read. Dates are YYYY-MM-DD and times HH:MM in the local time zone; all-day events have
 * empty times (older versions: 00:00 to 00:00) and an exclusive end date, as Google stores them. Newlines inside
 * fields arrive as a literal "\n". `attendees` is a ";"-separated list of addresses; `email` is the organizer's.
 */
import { compareDates, isValidDate, parseDate } from '../../time/calendar.js';
import { allDayEvent, dayBefore, makeAttendee, timedEvent } from './event.js';
import { type Attendee, type CalendarEvent, UnparseableError } from './types.js';

const HEADERLESS = ['start_date', 'start_time', 'end_date', 'end_time', 'title'];

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function checkDate(value: string, column: string, line: number): string {
  const ok = /^\d{4}-\d{2}-\d{2}$/.test(value) && isValidDate(parseDate(value));
  if (!ok) throw new UnparseableError(`line ${line}: ${column} ${JSON.stringify(clip(value))} is not YYYY-MM-DD`);
  return value;
}

function parseTime(value: string, column: string, line: number): { h: number; m: number } | undefined {
  if (value === '') return undefined;
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) {
    throw new UnparseableError(`line ${line}: ${column} ${JSON.stringify(clip(value))} is not HH:MM`);
  }
  return { h: Number(match[1]), m: Number(match[2]) };
}

function at(date: string, time: { h: number; m: number }): Date {
  const p = parseDate(date);
  return new Date(p.year, p.month - 1, p.day, time.h, time.m);
}

export function parseGcalcliTsv(text: string, source: string): CalendarEvent[] {
  const lines = text
    .split(/\r?\n/)
    .map((line, i) => ({ line, number: i + 1 }))
    .filter((l) => l.line.trim() !== '');
  if (lines.length === 0) return [];
  let columns = HEADERLESS;
  const first = (lines[0] as { line: string }).line.split('\t').map((c) => c.trim().toLowerCase());
  if (first.includes('start_date')) {
    if (!first.includes('title')) throw new UnparseableError('the header has no title column');
    columns = first;
    lines.shift();
  }
  const index = new Map(columns.map((name, i) => [name, i]));
  return lines.map(({ line, number }) => {
    const cells = line.split('\t');
    if (cells.length < HEADERLESS.length) {
      throw new UnparseableError(`line ${number}: ${cells.length} columns, expected at least ${HEADERLESS.length}`);
    }
    const cell = (name: string): string => {
      const i = index.get(name);
      return i === undefined ? '' : (cells[i] ?? '').replace(/\\n/g, '\n').trim();
    };
    const startDate = checkDate(cell('start_date'), 'start_date', number);
    const endDate = cell('end_date') === '' ? startDate : checkDate(cell('end_date'), 'end_date', number);
    const startTime = parseTime(cell('start_time'), 'start_time', number);
    const endTime = parseTime(cell('end_time'), 'end_time', number);
    const organizer = makeAttendee(undefined, cell('email'));
    const fields = {
      title: cell('title'),
      location: cell('location'),
      description: cell('description'),
      attendees: cell('attendees')
        .split(';')
        .map((address) => makeAttendee(undefined, address))
        .filter((a): a is Attendee => a !== undefined),
      organizer,
      source,
      uid: cell('id'),
    };
    const midnightToMidnight = startTime?.h === 0 && startTime.m === 0 && endTime?.h === 0 && endTime.m === 0 && endDate > startDate;
    if ((!startTime && !endTime) || midnightToMidnight) {
      const last = compareDates(endDate, startDate) > 0 ? dayBefore(endDate) : startDate;
      return allDayEvent(fields, startDate, last);
    }
    const start = at(startDate, startTime ?? { h: 0, m: 0 });
    return timedEvent(fields, start, endTime ? at(endDate, endTime) : start);
  });
}
