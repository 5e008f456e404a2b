/**
 * Building CalendarEvents the same way whatever the source, and the few rules every source shares: what "in the
 * range" means, the sort order, and how an attendee's address is cleaned.
 */
import { addDays, compareDates, type IsoDate, localDateOf, parseDate } from '../../time/calendar.js';
import type { Attendee, CalendarEvent, DateRangeInclusive } from './types.js';
import { byCodeUnit } from '../../text/order.js';

/** Everything about an event except its timing, as a parser found it (attendees still include the user). */
export interface EventFields {
  title: string;
  location?: string | undefined;
  description?: string | undefined;
  attendees: Attendee[];
  organizer?: Attendee | undefined;
  source: string;
  uid?: string | undefined;
}

const UNTITLED = '(no title)';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Local 'HH:MM' of an instant. */
function hhmm(instant: Date): string {
  return `${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/** Local midnight starting a date (or the first existing instant of that day where DST skips midnight). */
function localMidnight(iso: IsoDate): Date {
  const p = parseDate(iso);
  return new Date(p.year, p.month - 1, p.day, 0, 0, 0, 0);
}

/** The range as instants: from local midnight of the first day to local midnight after the last (exclusive). */
export function rangeInstants(range: DateRangeInclusive): { from: Date; to: Date } {
  return { from: localMidnight(range.start), to: localMidnight(addDays(range.end, 1)) };
}

function withFields(fields: EventFields): Omit<CalendarEvent, 'start' | 'end' | 'allDay' | 'date' | 'endDate'> {
  const event: Omit<CalendarEvent, 'start' | 'end' | 'allDay' | 'date' | 'endDate'> = {
    title: fields.title.trim() === '' ? UNTITLED : fields.title,
    attendees: fields.attendees,
    source: fields.source,
  };
  if (nonEmpty(fields.location)) event.location = fields.location;
  if (nonEmpty(fields.description)) event.description = fields.description;
  if (fields.organizer) event.organizer = fields.organizer;
  if (nonEmpty(fields.uid)) event.uid = fields.uid;
  return event;
}

function nonEmpty(text: string | undefined): text is string {
  return text !== undefined && text.trim() !== '';
}

/** A timed event from its instants. An end before the start is treated as a zero-length event. */
export function timedEvent(fields: EventFields, start: Date, end: Date): CalendarEvent {
  const safeEnd = end.getTime() < start.getTime() ? start : end;
  const date = localDateOf(start);
  // The last day is the day of the last millisecond: an event ending at midnight does not reach the next day.
  const endDate = safeEnd.getTime() > start.getTime() ? localDateOf(new Date(safeEnd.getTime() - 1)) : date;
  return {
    ...withFields(fields),
    start,
    end: safeEnd,
    allDay: false,
    date,
    endDate,
    startTime: hhmm(start),
    endTime: hhmm(safeEnd),
  };
}

/** An all-day event from its first and last (inclusive) local dates. */
export function allDayEvent(fields: EventFields, date: IsoDate, lastDate: IsoDate): CalendarEvent {
  const endDate = compareDates(lastDate, date) < 0 ? date : lastDate;
  return {
    ...withFields(fields),
    start: localMidnight(date),
    end: localMidnight(addDays(endDate, 1)),
    allDay: true,
    date,
    endDate,
  };
}

/**
 * True when the event overlaps the range at all. All-day events are compared by date, never by instant (a library
 * may hand them over as local or UTC midnight). A timed event touches the range when it ends after the range starts;
 * a zero-length event when it starts inside.
 */
export function overlapsRange(event: CalendarEvent, range: DateRangeInclusive): boolean {
  if (event.allDay) return compareDates(event.date, range.end) <= 0 && compareDates(event.endDate, range.start) >= 0;
  const { from, to } = rangeInstants(range);
  const start = event.start.getTime();
  const end = event.end.getTime();
  if (start >= to.getTime()) return false;
  return end > start ? end > from.getTime() : start >= from.getTime();
}

/** Chronological; on the same instant all-day first, then shorter first, then by title and source (stable output). */
export function compareEvents(a: CalendarEvent, b: CalendarEvent): number {
  return (
    a.start.getTime() - b.start.getTime() ||
    Number(b.allDay) - Number(a.allDay) ||
    a.end.getTime() - b.end.getTime() ||
    byCodeUnit(a.title, b.title) ||
    byCodeUnit(a.source, b.source)
  );
}

/**
 * "mailto:Sarah.Chen@Example.com" → "sarah.chen@example.com"; anything without an @ → undefined. The prefix may come
 * twice: Yahoo re-exports an Outlook invitation's addresses as "mailto:MAILTO:…" (fixtures/calendars/real/ical4j-yahoo2.ics).
 */
export function cleanEmail(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const address = value
    .trim()
    .replace(/^(?:mailto:\s*)+/i, '')
    .trim()
    .toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? address : undefined;
}

/** An attendee from whatever a source gives; nothing usable → undefined. */
export function makeAttendee(name: string | undefined, email: string | undefined): Attendee | undefined {
  // Some clients put the address itself in CN: that is not a name.
  const spaced = name?.replace(/\s+/g, ' ').trim();
  const cleanName = spaced && !spaced.includes('@') ? spaced : undefined;
  const cleanAddress = cleanEmail(email);
  if (!cleanName && !cleanAddress) return undefined;
  const attendee: Attendee = {};
  if (cleanName) attendee.name = cleanName;
  if (cleanAddress) attendee.email = cleanAddress;
  return attendee;
}

/** The day before a date: turns an exclusive end date (iCalendar's and gcalcli's all-day DTEND) into the last day. */
export function dayBefore(iso: IsoDate): IsoDate {
  return addDays(iso, -1);
}
