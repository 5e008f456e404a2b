/**
 * loadCalendar: every configured source in parallel, merged into one sorted list of the range's events with the
 * user removed from attendee lists and 1:1s marked. A source that fails is reported on its outcome and the others
 * still count; only an abort (InterruptedError) or a bug makes the whole load throw.
 */
import { existsSync } from 'node:fs';
import { InterruptedError } from '../../errors.js';
import { compareDates, isValidDate, parseDate } from '../../time/calendar.js';
import { loadCommandSource } from './command.js';
import { compareEvents, overlapsRange } from './event.js';
import { loadIcsSource } from './ics.js';
import { classifyEvents } from './people.js';
import {
  DEFAULT_NOT_PEOPLE,
  type CalendarEvent,
  type CalendarResult,
  type CalendarSource,
  type DateRangeInclusive,
  type LoadCalendarOptions,
  type SourceOutcome,
} from './types.js';

function checkRange(range: DateRangeInclusive): void {
  for (const day of [range.start, range.end]) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isValidDate(parseDate(day))) {
      throw new RangeError(`calendar range: ${JSON.stringify(day)} is not a YYYY-MM-DD date`);
    }
  }
  if (compareDates(range.start, range.end) > 0) {
    throw new RangeError(`calendar range: ${range.start} is after ${range.end}`);
  }
}

async function loadSource(source: CalendarSource, opts: LoadCalendarOptions): Promise<{ events: CalendarEvent[]; outcome: SourceOutcome }> {
  const loaded =
    source.type === 'ics'
      ? await loadIcsSource(source, opts.range, opts.signal, opts.cacheDir)
      : await loadCommandSource(source, opts.range, { signal: opts.signal, path: opts.path });
  // Programs may print more than was asked for (ekctl's range is by instant, gcalcli's by its own rules).
  const events = loaded.events.filter((event) => overlapsRange(event, opts.range));
  return { events, outcome: { ...loaded.outcome, events: events.length } };
}

/** The same event seen twice (one calendar configured as a file and as a command) is listed once. */
function identity(event: CalendarEvent): string {
  const when = `${event.start.getTime()}|${event.end.getTime()}`;
  return event.uid ? `uid|${event.uid}|${when}` : `title|${event.title}|${when}`;
}

function dedupe(events: CalendarEvent[]): CalendarEvent[] {
  const seen = new Set<string>();
  return events.filter((event) => {
    const key = identity(event);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The optional default folder that is not there: not a failure, just no calendar. */
function absent(source: CalendarSource): boolean {
  return source.type === 'ics' && source.optional === true && !existsSync(source.path);
}

export async function loadCalendar(opts: LoadCalendarOptions): Promise<CalendarResult> {
  checkRange(opts.range);
  if (opts.signal?.aborted) throw new InterruptedError('interrupted before reading calendars');
  const sources = opts.sources.filter((source) => !absent(source));
  if (sources.length === 0 && opts.sources.length > 0) {
    const missing = opts.sources.map((s) => (s.type === 'ics' ? s.path : s.name)).join(', ');
    return {
      range: { start: opts.range.start, end: opts.range.end },
      events: [],
      sources: [],
      none: `none configured, and ${missing} does not exist`,
    };
  }
  const settled = await Promise.allSettled(sources.map((source) => loadSource(source, opts)));
  // Wait for every source before throwing, so no child process outlives the load.
  const rejected = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (rejected.length > 0) {
    const interrupt = rejected.find((r) => r.reason instanceof InterruptedError);
    throw (interrupt ?? rejected[0])?.reason;
  }
  const loaded = settled.map((s) => (s as PromiseFulfilledResult<Awaited<ReturnType<typeof loadSource>>>).value);
  const merged = dedupe(loaded.flatMap((l) => l.events).sort(compareEvents));
  return {
    range: { start: opts.range.start, end: opts.range.end },
    events: classifyEvents(merged, opts.user, opts.oneOnOnePatterns, opts.notPeople ?? DEFAULT_NOT_PEOPLE, opts.inferUser ?? true),
    sources: loaded.map((l) => l.outcome),
  };
}
