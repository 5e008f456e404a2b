/**
 * The calendar layer's data: what a source is, what an event looks like once loaded, and what a load returns.
 * Every event is in the process time zone (TZ) by the time it leaves this layer: dates and 'HH:MM' times are local.
 */
import type { IsoDate } from '../../time/calendar.js';
import type { CalendarSource } from '../../vault/calendar-config.js';

export interface Attendee {
  name?: string;
  email?: string; // lowercase, without "mailto:"
}

export interface CalendarEvent {
  title: string;
  /** Instants. For all-day events: local midnight of `date` and local midnight after `endDate`. */
  start: Date;
  end: Date;
  allDay: boolean;
  /** Local (process TZ) start date; for all-day events the date itself. */
  date: IsoDate;
  /** Local last day, inclusive (a one-day all-day event: endDate === date). */
  endDate: IsoDate;
  /** Local 'HH:MM', absent for all-day events. */
  startTime?: string;
  endTime?: string;
  location?: string;
  description?: string;
  /** Everyone listed (attendees, and the organizer when not listed among them) except the user. */
  attendees: Attendee[];
  organizer?: Attendee;
  /** The calendar source's name. */
  source: string;
  /** Set when the event is a 1:1; name = the other person. */
  oneOnOne?: { name: string; email?: string };
  uid?: string;
}

export { DEFAULT_NOT_PEOPLE, DEFAULT_ONE_ON_ONE_PATTERNS } from '../../vault/calendar-config.js';
export type { CalendarSource } from '../../vault/calendar-config.js';

/**
 * Something wrong with one event (or with the calendar around it) that did not stop the rest from being read.
 * `skipped`: the event was left out; otherwise it was read without the part named.
 */
export interface EventProblem {
  /** The file the event is in (absent for a program's output). */
  file?: string;
  /** 1-based line of its BEGIN:VEVENT; 0 when the problem is the calendar's, not an event's. */
  line: number;
  uid?: string;
  summary?: string;
  reason: string;
  skipped: boolean;
}

/** What parsing one .ics text gave (ics.ts), as the per-file cache keeps it (cache.ts). */
export interface ParsedIcs {
  events: CalendarEvent[];
  /** Events left out or read in part, and calendar-level problems (unknown zones), each with its line. */
  problems: EventProblem[];
  /** A time bound cut the expansion of repeats (bound.ts): the result depends on the machine and is not cached. */
  cutByTime?: boolean;
}

/** How one source fared. `reason` is one line; on ok:true it is a warning (e.g. skipped events). */
export interface SourceOutcome {
  name: string;
  ok: boolean;
  events: number;
  reason?: string;
  /** ok, but some of its files could not be read (`reason` names the first): events may be missing. */
  partial?: boolean;
  /** Events skipped or read only in part, each named (calendar.md lists them). */
  problems?: EventProblem[];
}

export interface DateRangeInclusive {
  start: IsoDate;
  end: IsoDate;
}

export interface CalendarResult {
  range: DateRangeInclusive;
  events: CalendarEvent[];
  sources: SourceOutcome[];
  /** Set when there is no calendar at all and that is fine: why ("none configured, and no … folder"). */
  none?: string;
}

export interface UserIdentity {
  names: string[];
  emails: string[];
}

export interface LoadCalendarOptions {
  sources: readonly CalendarSource[];
  /** Inclusive local days. */
  range: DateRangeInclusive;
  oneOnOnePatterns: readonly string[];
  /** Address patterns that are not people (default DEFAULT_NOT_PEOPLE). */
  notPeople?: readonly string[];
  /** Who the user is; both lists empty → inferred from the range's events (see people.ts), unless `inferUser` is false. */
  user: UserIdentity;
  /** false: an unknown user stays unknown (the calendar task: the user was already looked for in every event, me.ts). */
  inferUser?: boolean;
  signal?: AbortSignal;
  /** PATH for child processes (default: process.env.PATH). */
  path?: string;
  /** Where parsed .ics files are kept between runs (cache.ts); none → no cache. */
  cacheDir?: string;
}

/**
 * A source's output did not have the shape its format promises. Parsers throw it; the loader turns it into
 * `unparseable output: <message>` on the source's outcome. Internal: it never reaches the CLI.
 */
export class UnparseableError extends Error {
  override readonly name = 'UnparseableError';
}
