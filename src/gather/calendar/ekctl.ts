/**
 * `ekctl list events` JSON (macOS EventKit, github.com/schappim/ekctl). Pure.
 *
 * Shape read from ekctl's source (EventKitManager.eventToDict, v1.2–1.4):
 *   {"status":"success","count":N,"events":[{"id","title","calendar":{"id","title"},"startDate","endDate",
 *    "location"|null,"notes"|null,"allDay",...}]}
 * Dates are ISO 8601 with an offset (local since 1.2, "Z" before). Errors come as {"status":"error","error":"..."}.
 * ekctl does not list attendees; an `attendees` array (of {name,email} objects, "Name <email>" or plain address
 * strings, as proposed in ekctl issue #5) and an `organizer` are read when present, so wrappers can supply them.
 */
import { localDateOf } from '../../time/calendar.js';
import { allDayEvent, makeAttendee, timedEvent } from './event.js';
import { type Attendee, type CalendarEvent, UnparseableError } from './types.js';

/** The source printed a well-formed error report instead of events. */
export class ReportedError extends Error {
  override readonly name = 'ReportedError';
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: Json | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** An ISO 8601 date-time (offset optional: then local) or a bare date (local midnight). */
export function parseInstant(text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (bare) return new Date(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3]));
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text.trim())) return undefined;
  const instant = new Date(text.trim());
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** "Sarah Chen <sarah.chen@example.com>", "sarah.chen@example.com", or {name, email | url: "mailto:..."}. */
function personOf(value: Json | undefined): Attendee | undefined {
  if (typeof value === 'string') {
    const angled = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
    return angled ? makeAttendee(angled[1], angled[2]) : makeAttendee(value.includes('@') ? undefined : value, value);
  }
  if (isObject(value)) return makeAttendee(str(value.name), str(value.email) ?? str(value.url));
  return undefined;
}

function peopleOf(value: Json | undefined): Attendee[] {
  if (!Array.isArray(value)) return [];
  return value.map(personOf).filter((p): p is Attendee => p !== undefined);
}

export function parseEkctlJson(text: string, source: string): CalendarEvent[] {
  if (text.trim() === '') throw new UnparseableError('empty output (expected ekctl JSON)');
  let json: Json;
  try {
    json = JSON.parse(text) as Json;
  } catch (err) {
    throw new UnparseableError(`not JSON (${(err as Error).message.split('\n')[0]})`);
  }
  if (isObject(json) && json.status === 'error') {
    throw new ReportedError(str(json.error) ?? str(json.message) ?? 'error without a message');
  }
  const list = Array.isArray(json) ? json : isObject(json) ? json.events : undefined;
  if (!Array.isArray(list)) throw new UnparseableError('no "events" array in the JSON');
  return list.map((item, index) => {
    if (!isObject(item)) throw new UnparseableError(`event ${index + 1} is not an object`);
    const start = parseInstant(str(item.startDate));
    if (!start) throw new UnparseableError(`event ${index + 1} has no valid startDate`);
    const end = parseInstant(str(item.endDate)) ?? start;
    const fields = {
      title: str(item.title) ?? '',
      location: str(item.location),
      description: str(item.notes),
      attendees: peopleOf(item.attendees),
      organizer: personOf(item.organizer),
      source,
      uid: str(item.id),
    };
    if (item.allDay !== true) return timedEvent(fields, start, end);
    // EventKit ends an all-day event at 23:59:59 of its last day, other writers at the next midnight: the second
    // before the end is on the last day either way.
    return allDayEvent(fields, localDateOf(start), localDateOf(new Date(Math.max(start.getTime(), end.getTime() - 1000))));
  });
}
