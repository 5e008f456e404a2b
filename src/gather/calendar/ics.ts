/**
 * iCalendar (.ics) sources: files, folders of files, and iCalendar text a command printed.
 *
 * node-ical does the hard parts (measured in LIBRARIES.md: RRULE expansion, EXDATE, RECURRENCE-ID overrides, named
 * time zones with or without VTIMEZONE, DST changes). Two gaps are closed here:
 * - expandRecurringEvent only finds an override through its original slot, so an instance moved INTO the range from
 *   a slot outside it would be lost; overrides are therefore also checked on their own.
 * - node-ical accepts any text and returns nothing for garbage, so the VCALENDAR envelope is checked first.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Attendee as IcalAttendee, Organizer, ParameterValue, VEvent } from 'node-ical';
import { InterruptedError } from '../../errors.js';
import { addDays, localDateOf } from '../../time/calendar.js';
import { allDayEvent, type EventFields, makeAttendee, overlapsRange, rangeInstants, timedEvent } from './event.js';
import { eventsNear } from './prefilter.js';
import {
  type Attendee,
  type CalendarEvent,
  type CalendarSource,
  type DateRangeInclusive,
  type SourceOutcome,
  UnparseableError,
} from './types.js';

type NodeIcal = typeof import('node-ical');

let nodeIcal: NodeIcal | undefined;

/** node-ical is imported on first use: it costs ~66 ms at startup (LIBRARIES.md). */
async function loadNodeIcal(): Promise<NodeIcal> {
  if (!nodeIcal) {
    const mod = (await import('node-ical')) as NodeIcal & { default?: NodeIcal };
    nodeIcal = mod.default ?? mod;
  }
  return nodeIcal;
}

const MS_PER_DAY = 86_400_000;

export interface ParsedIcs {
  events: CalendarEvent[];
  /** Events left out because they had no usable start. */
  skipped: number;
}

/** Rejects text that is not an iCalendar object before node-ical silently returns nothing for it. */
function checkEnvelope(text: string): void {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (!/^BEGIN:VCALENDAR[ \t]*(\r?\n|$)/i.test(body)) {
    throw new UnparseableError('not iCalendar data (it does not start with BEGIN:VCALENDAR)');
  }
  if (!/^END:VCALENDAR\s*$/im.test(body)) throw new UnparseableError('incomplete iCalendar data (no END:VCALENDAR)');
}

function textOf(value: ParameterValue | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  const raw = typeof value === 'string' ? value : value.val;
  return typeof raw === 'string' ? raw : undefined;
}

function cnOf(value: IcalAttendee | Organizer): { name: string | undefined; address: string | undefined } {
  if (typeof value === 'string') return { name: undefined, address: value };
  const cn = value.params?.CN;
  return { name: typeof cn === 'string' ? cn.replace(/^"|"$/g, '') : undefined, address: value.val };
}

/** ATTENDEE lines that are people: rooms and resources booked for the meeting are not participants. */
function attendeesOf(value: VEvent['attendee']): Attendee[] {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const out: Attendee[] = [];
  for (const entry of list) {
    if (typeof entry !== 'string') {
      const cutype = String(entry.params?.CUTYPE ?? '').toUpperCase();
      if (cutype === 'ROOM' || cutype === 'RESOURCE') continue;
    }
    const { name, address } = cnOf(entry);
    const attendee = makeAttendee(name, address);
    if (attendee) out.push(attendee);
  }
  return out;
}

function isCancelled(event: { status?: unknown }): boolean {
  return String(event.status ?? '').toUpperCase() === 'CANCELLED';
}

function isValidDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/** Fields of one instance: an override's own properties, falling back to the series' where the override has none. */
function fieldsOf(instance: Partial<VEvent>, base: VEvent, title: string | undefined, source: string): EventFields {
  const organizer = instance.organizer ?? base.organizer;
  const named = organizer === undefined ? undefined : cnOf(organizer);
  return {
    title: title ?? textOf(instance.summary) ?? textOf(base.summary) ?? '',
    location: textOf(instance.location) ?? textOf(base.location),
    description: textOf(instance.description) ?? textOf(base.description),
    attendees: attendeesOf(instance.attendee ?? base.attendee),
    organizer: named === undefined ? undefined : makeAttendee(named.name, named.address),
    source,
    uid: base.uid,
  };
}

/** node-ical hands all-day instances over as local midnight; the day count comes from the span, rounded over DST. */
function buildEvent(fields: EventFields, start: Date, end: Date, allDay: boolean): CalendarEvent {
  if (!allDay) return timedEvent(fields, start, end);
  const date = localDateOf(start);
  const days = Math.max(1, Math.round((end.getTime() - start.getTime()) / MS_PER_DAY));
  return allDayEvent(fields, date, addDays(date, days - 1));
}

function isAllDay(event: Partial<VEvent>): boolean {
  return event.datetype === 'date' || Boolean((event.start as { dateOnly?: boolean } | undefined)?.dateOnly);
}

/** The distinct override components of a series (node-ical files each under two keys). */
function overridesOf(event: VEvent): VEvent[] {
  return [...new Set(Object.values(event.recurrences ?? {}))] as VEvent[];
}

/**
 * Expands every VEVENT of an iCalendar text into the events that overlap the range. Single events far from the range
 * are left out before parsing (prefilter.ts); `prefilter: false` parses everything (tests compare the two).
 */
export async function parseIcsEvents(text: string, range: DateRangeInclusive, source: string, options: { prefilter?: boolean } = {}): Promise<ParsedIcs> {
  checkEnvelope(text);
  const ical = await loadNodeIcal();
  let data: ReturnType<NodeIcal['sync']['parseICS']>;
  try {
    data = ical.sync.parseICS(options.prefilter === false ? text : eventsNear(text, range));
  } catch (err) {
    throw new UnparseableError(firstLine(err));
  }
  const { from, to } = rangeInstants(range);
  // A day of margin on each side: node-ical widens or narrows its window for all-day events by the host's local
  // date; overlapsRange() makes the exact decision afterwards.
  const window = { from: new Date(from.getTime() - MS_PER_DAY), to: new Date(to.getTime() + MS_PER_DAY) };
  const events: CalendarEvent[] = [];
  let skipped = 0;
  for (const component of Object.values(data)) {
    if (!component || component.type !== 'VEVENT') continue;
    const base = component as VEvent;
    if (isCancelled(base)) continue;
    if (!isValidDate(base.start)) {
      skipped++;
      continue;
    }
    const emitted = new Set<unknown>();
    let instances;
    try {
      instances = ical.expandRecurringEvent(base, { ...window, expandOngoing: true });
    } catch {
      skipped++;
      continue;
    }
    for (const instance of instances) {
      if (instance.isOverride) emitted.add(instance.event);
      if (isCancelled(instance.event)) continue;
      const fields = fieldsOf(instance.event, base, textOf(instance.summary), source);
      const event = buildEvent(fields, instance.start, instance.end, instance.isFullDay);
      if (overlapsRange(event, range)) events.push(event);
    }
    if (!base.rrule) continue;
    for (const override of overridesOf(base)) {
      if (emitted.has(override) || isCancelled(override) || !isValidDate(override.start)) continue;
      const fields = fieldsOf(override, base, undefined, source);
      const allDay = isAllDay(override);
      const start = override.start;
      const end = isValidDate(override.end) ? override.end : new Date(start.getTime() + seriesLength(base, allDay));
      const event = buildEvent(fields, allDay ? localMidnightOf(start) : start, end, allDay);
      if (overlapsRange(event, range)) events.push(event);
    }
  }
  return { events, skipped };
}

function seriesLength(base: VEvent, allDay: boolean): number {
  if (isValidDate(base.end)) return base.end.getTime() - base.start.getTime();
  return allDay ? MS_PER_DAY : 0;
}

function localMidnightOf(instant: Date): Date {
  return new Date(instant.getFullYear(), instant.getMonth(), instant.getDate());
}

function firstLine(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return (message.split('\n')[0] ?? '').trim() || 'unknown error';
}

/** The .ics files a source names: the file itself, or every *.ics directly inside a folder, in name order. */
async function filesOf(path: string): Promise<string[]> {
  const info = await stat(path);
  if (!info.isDirectory()) return [path];
  const entries = await readdir(path, { withFileTypes: true });
  return entries
    // Symlinked calendars count (a vault may link a synced file in); a broken link then fails as unreadable.
    .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && entry.name.toLowerCase().endsWith('.ics'))
    .map((entry) => entry.name)
    .sort()
    .map((name) => join(path, name));
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * Loads an 'ics' source. A file that cannot be read or parsed marks the source failed (naming the file) but the
 * other files of a folder still count: a partly loaded calendar is more useful than none.
 */
export async function loadIcsSource(
  source: Extract<CalendarSource, { type: 'ics' }>,
  range: DateRangeInclusive,
  signal?: AbortSignal,
): Promise<{ events: CalendarEvent[]; outcome: SourceOutcome }> {
  let files: string[];
  try {
    files = await filesOf(source.path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? `not found: ${source.path}` : `cannot read ${source.path}: ${code ?? firstLine(err)}`;
    return { events: [], outcome: { name: source.name, ok: false, events: 0, reason } };
  }
  const events: CalendarEvent[] = [];
  const failures: string[] = [];
  let skipped = 0;
  for (const file of files) {
    if (signal?.aborted) throw new InterruptedError('interrupted while reading calendars');
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (err) {
      failures.push(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? firstLine(err)}`);
      continue;
    }
    try {
      const parsed = await parseIcsEvents(text, range, source.name);
      events.push(...parsed.events);
      skipped += parsed.skipped;
    } catch (err) {
      if (!(err instanceof UnparseableError)) throw err;
      failures.push(`unparseable ${file}: ${err.message}`);
    }
  }
  const outcome: SourceOutcome = { name: source.name, ok: failures.length === 0, events: events.length };
  if (failures.length > 0) {
    outcome.reason = failures[0] + (failures.length > 1 ? ` (+${failures.length - 1} more)` : '');
  } else if (files.length === 0) {
    outcome.reason = `no .ics files in ${source.path}`;
  } else if (skipped > 0) {
    outcome.reason = `skipped ${plural(skipped, 'event')} without a usable start`;
  }
  return { events, outcome };
}
