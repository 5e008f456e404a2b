/**
 * iCalendar events → the range's CalendarEvents, per RFC 5545, on top of ical.js (Mozilla's parser and recurrence
 * engine, behind Thunderbird's calendar). docs/calendars.md records why ical.js and what it is measured against.
 *
 * ical.js does: parsing, RRULE (several per event), RDATE, EXDATE, VTIMEZONE definitions from the file. This module
 * adds what it leaves to its caller or gets wrong for real files:
 * - each event is parsed on its own, so a broken one is reported (UID or summary, line) and the others are read;
 * - zones the file does not define (IANA, vendor-prefixed, Windows names) come from the platform (ical-time.ts);
 * - overrides (RECURRENCE-ID) are matched by instant, not by how the time was written; an override whose series is
 *   missing (Google's birthday exports) is an event of its own; RANGE=THISANDFUTURE moves every later instance;
 * - an RDATE PERIOD gives its instance its own end; DURATION's days are calendar days, its hours exact (3.3.6);
 * - X-WR-TIMEZONE, and an RRULE without FREQ ignored with a warning instead of failing the event.
 */
import ICAL from 'ical.js';
import { InterruptedError } from '../../errors.js';
import { addDays } from '../../time/calendar.js';
import { type BlockProblem, type CalendarBlocks, identify, propertyOf } from './blocks.js';
import { allDayEvent, type EventFields, makeAttendee, overlapsRange, rangeInstants, timedEvent } from './event.js';
import {
  addDaysTo,
  applyCalendarZone,
  isRealDate,
  type Component,
  isoDateOf,
  registerZones,
  shifted,
  type Time,
  toMs,
  wallSeconds,
  zoneNamed,
} from './ical-time.js';
import {
  type EventBudget,
  eventBudget,
  type FileBudget,
  fileBudget,
  guardRule,
  Halt,
  haltProblem,
  type RuleState,
  startSlice,
} from './bound.js';
import { mayTouchRange } from './prefilter.js';
import { isIanaName } from './zones.js';
import { zoneProblem } from './zone-rules.js';
import type { Attendee, CalendarEvent, DateRangeInclusive, EventProblem } from './types.js';

/** Occurrences looked at per series at most: a rule firing every minute for decades must not stall the run. */
const MAX_OCCURRENCES = 50_000;
const DAY_MS = 86_400_000;

export interface ExpandOptions {
  prefilter?: boolean;
  signal?: AbortSignal | undefined;
  /** The file's budget for expanding repeats (bound.ts); tests hand in smaller bounds. */
  budget?: FileBudget | undefined;
}

export interface Expanded {
  events: CalendarEvent[];
  problems: EventProblem[];
  /** A time bound cut the expansion: the result depends on the machine's speed (it is not cached). */
  cutByTime: boolean;
}

/** How long an instance lasts: calendar days first, then exact milliseconds. */
interface Length {
  days: number;
  ms: number;
}

interface Parsed {
  component: Component;
  line: number;
  uid: string | undefined;
  summary: string | undefined;
}

function problemOf(
  block: { line: number; uid?: string | undefined; summary?: string | undefined },
  reason: string,
  skipped: boolean,
): EventProblem {
  const problem: EventProblem = { line: block.line, reason, skipped };
  if (block.uid) problem.uid = block.uid;
  if (block.summary) problem.summary = block.summary;
  return problem;
}

function firstLine(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return (message.split('\n')[0] ?? '').trim() || 'unknown error';
}

function text(component: Component, name: string): string | undefined {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : undefined;
}

/** A person from an ATTENDEE or ORGANIZER property; rooms and resources are not people. */
function personOf(prop: ICAL.Property): Attendee | undefined {
  const cutype = String(prop.getParameter('cutype') ?? '').toUpperCase();
  if (cutype === 'ROOM' || cutype === 'RESOURCE') return undefined;
  const cn = prop.getParameter('cn');
  const value = prop.getFirstValue();
  return makeAttendee(typeof cn === 'string' ? cn.replace(/^"|"$/g, '') : undefined, typeof value === 'string' ? value : undefined);
}

/** Fields of one instance: an override's own properties, falling back to the series' where the override has none. */
function fieldsOf(item: Component, base: Component, source: string): EventFields {
  const has = (name: string): Component => (item.hasProperty(name) ? item : base);
  const organizer = has('organizer').getFirstProperty('organizer');
  return {
    title: text(has('summary'), 'summary') ?? '',
    location: text(has('location'), 'location'),
    description: text(has('description'), 'description'),
    attendees: has('attendee')
      .getAllProperties('attendee')
      .map(personOf)
      .filter((p): p is Attendee => p !== undefined),
    organizer: organizer ? personOf(organizer) : undefined,
    source,
    uid: text(base, 'uid') ?? text(item, 'uid'),
  };
}

function isCancelled(component: Component): boolean {
  return String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
}

function daysBetween(from: Time, to: Time): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS);
}

/** The length DTEND or DURATION gives (RFC 5545 3.6.1: neither → one day for a date, nothing for a date-time). */
function lengthOf(component: Component, start: Time): Length {
  const end = component.getFirstPropertyValue('dtend');
  if (end instanceof ICAL.Time) {
    if (start.isDate) return { days: Math.max(1, daysBetween(start, end)), ms: 0 };
    // A DTEND before DTSTART is read as the two swapped (build() orders them), so the instance still shows.
    return { days: 0, ms: toMs(end) - toMs(start) };
  }
  const duration = component.getFirstPropertyValue('duration');
  if (duration instanceof ICAL.Duration) {
    const days = duration.weeks * 7 + duration.days;
    const ms = ((duration.hours * 60 + duration.minutes) * 60 + duration.seconds) * 1000;
    if (duration.isNegative || (days === 0 && ms === 0)) return { days: start.isDate ? 1 : 0, ms: 0 };
    return start.isDate ? { days: Math.max(1, days + Math.ceil(ms / DAY_MS)), ms: 0 } : { days, ms };
  }
  return { days: start.isDate ? 1 : 0, ms: 0 };
}

function build(fields: EventFields, start: Time, length: Length, end?: Time): CalendarEvent {
  if (start.isDate) {
    const days = end?.isDate ? Math.max(1, daysBetween(start, end)) : Math.max(1, length.days + Math.ceil(length.ms / DAY_MS));
    const date = isoDateOf(start);
    return allDayEvent(fields, date, addDays(date, days - 1));
  }
  const from = toMs(start);
  const to = end && !end.isDate ? toMs(end) : toMs(addDaysTo(start, length.days)) + length.ms;
  return timedEvent(fields, new Date(Math.min(from, to)), new Date(Math.max(from, to)));
}

/**
 * The key an EXDATE or an override's RECURRENCE-ID names an instance by: its instant, or its date when either side is
 * all-day (Outlook writes RECURRENCE-ID;TZID=…:20200416T000000 for an all-day series).
 */
function keyOf(t: Time, allDaySeries: boolean): string {
  return t.isDate || allDaySeries ? `D${isoDateOf(t)}` : `T${toMs(t)}`;
}

/** The keys an instance answers to: its instant, and its date (a DATE RECURRENCE-ID or EXDATE on a timed series). */
function keysOf(t: Time): string[] {
  return t.isDate ? [`D${isoDateOf(t)}`] : [`T${toMs(t)}`, `D${isoDateOf(t)}`];
}

/** The RDATE PERIODs of a series: their start instant → their end. */
function periodsOf(component: Component): Map<number, { end?: Time; duration?: ICAL.Duration }> {
  const out = new Map<number, { end?: Time; duration?: ICAL.Duration }>();
  for (const prop of component.getAllProperties('rdate')) {
    for (const value of prop.getValues()) {
      if (!(value instanceof ICAL.Period)) continue;
      const entry: { end?: Time; duration?: ICAL.Duration } = {};
      if (value.end) entry.end = value.end;
      if (value.duration) entry.duration = value.duration;
      out.set(toMs(value.start), entry);
    }
  }
  return out;
}

/**
 * What real files get wrong in the properties that shape the series, mended where the intent is clear, so the event
 * is still read: a rule without FREQ (a holiday feed with "RRULE:" on every event) or one that cannot be read is
 * dropped; a COUNT below 1 is dropped (UNTIL, if any, still ends the rule); an RDATE, EXDATE, DTEND or DURATION that
 * cannot be read is dropped. Returns what was done, for the warnings.
 */
function mendProperties(component: Component, block: string): string[] {
  const mended: string[] = [];
  for (const name of ['rrule', 'rdate', 'exdate', 'dtend', 'duration']) {
    for (const prop of component.getAllProperties(name)) {
      const label = name.toUpperCase();
      let values: unknown[];
      try {
        if (name === 'dtend' && !isRealDate(prop)) throw new Error(notADate(block, 'DTEND'));
        values = prop.getValues();
        if (values.length === 0 || values.some((v) => v === null || v === '')) throw new Error('it is empty');
      } catch (err) {
        component.removeProperty(prop);
        mended.push(`${/^[RE]/.test(label) ? 'an' : 'a'} ${label} that could not be read was ignored (${firstLine(err)})`);
        continue;
      }
      if (name !== 'rrule') continue;
      const rule = values[0];
      if (!(rule instanceof ICAL.Recur) || !rule.freq) {
        component.removeProperty(prop);
        mended.push('an RRULE without FREQ was ignored');
      } else if (rule.count !== null && rule.count !== undefined && !(rule.count >= 1)) {
        mended.push(`COUNT=${rule.count} in an RRULE was ignored`);
        rule.count = null;
      }
    }
  }
  return mended;
}

/** Returned by a recurrence set whose work slice is used up: breathe, then ask again (nothing is lost). */
const PAUSE = Symbol('pause');

interface RuleRun {
  it: ICAL.RecurIterator;
  left: { count: number };
  state: RuleState;
  text: string;
  startMs: number;
  /** The next instance; undefined: not stepped yet (or paused); null: the rule is over. */
  head: { t: Time; ms: number } | null | undefined;
}

/** The rule's next instance, PAUSE, or null once it is over (its COUNT, UNTIL, or a bound: state.halted says). */
function stepRule(rule: RuleRun): { t: Time; ms: number } | null | typeof PAUSE {
  if (rule.left.count <= 0) return null;
  let raw: Time | null;
  try {
    raw = rule.it.next();
  } catch (err) {
    if (!(err instanceof Halt)) throw err;
    if (err.why === 'pause') return PAUSE;
    rule.state.halted = err.why;
    return null;
  }
  if (!raw) return null;
  rule.left.count--;
  // RecurIterator hands back one Time object that it changes on every step, so each value is copied.
  const t = raw.clone();
  const ms = toMs(t);
  if (ms !== rule.startMs) rule.state.matched++; // DTSTART is an instance whether or not the rule matches it
  rule.state.misses = 0;
  return { t, ms };
}

/**
 * The recurrence set of RFC 5545 3.8.5: DTSTART, every RRULE's instances and every RDATE, in time order, each
 * instant once, less the EXDATEs. (ical.js's own RecurExpansion drops DTSTART when there is an RDATE but no RRULE,
 * hands PERIOD values back as periods, and repeats an instant two rules share.) Each rule runs within the event's
 * budget (bound.ts); PAUSE means "give the event loop a turn and call again".
 */
function recurrenceSet(
  base: Component,
  start: Time,
  excluded: ReadonlySet<string>,
  budget: EventBudget,
  stopAtMs: number,
): { next: () => Time | null | typeof PAUSE; rules: RuleRun[] } {
  const fixed: Time[] = [start];
  for (const prop of base.getAllProperties('rdate')) {
    for (const value of prop.getValues()) {
      if (value instanceof ICAL.Time) fixed.push(value);
      else if (value instanceof ICAL.Period) fixed.push(value.start);
    }
  }
  fixed.sort((a, b) => toMs(a) - toMs(b)); // toMs is cached on each Time by ical.js
  let fixedAt = 0;
  // COUNT is applied here, not by ical.js: with BYMONTH its iterator stops one short (COUNT=9 gave 8).
  const rules: RuleRun[] = base.getAllProperties('rrule').map((prop) => {
    const rule = (prop.getFirstValue() as ICAL.Recur).clone();
    const text = rule.toString();
    const left = { count: rule.count ?? Number.POSITIVE_INFINITY };
    rule.count = null;
    const it = rule.iterator(start.clone());
    return { it, left, state: guardRule(it, rule, budget, stopAtMs), text, startMs: toMs(start), head: undefined };
  });
  const fixedMs = fixed.map(toMs);
  let last = Number.NEGATIVE_INFINITY;
  const next = (): Time | null | typeof PAUSE => {
    for (;;) {
      for (const rule of rules) {
        if (rule.head !== undefined) continue;
        const head = stepRule(rule);
        if (head === PAUSE) return PAUSE;
        rule.head = head;
      }
      let pick: RuleRun | undefined; // undefined: the fixed list
      let best = fixedAt < fixed.length ? (fixedMs[fixedAt] as number) : Number.POSITIVE_INFINITY;
      for (const rule of rules) {
        if (rule.head && rule.head.ms < best) {
          best = rule.head.ms;
          pick = rule;
        }
      }
      if (best === Number.POSITIVE_INFINITY) return null;
      let value: Time;
      if (!pick) value = fixed[fixedAt++] as Time;
      else {
        value = (pick.head as { t: Time }).t;
        pick.head = undefined;
      }
      if (best === last) continue; // the same instant from two sources
      last = best;
      if (keysOf(value).some((key) => excluded.has(key))) continue;
      return value;
    }
  };
  return { next, rules };
}

interface Window {
  range: DateRangeInclusive;
  /** The range's first instant. */
  startMs: number;
  /** Instants past which no instance can start inside the range (with a margin). */
  endMs: number;
}

interface SeriesContext {
  source: string;
  window: Window;
  problems: EventProblem[];
  out: CalendarEvent[];
  budget: FileBudget;
  signal: AbortSignal | undefined;
}

function emit(ctx: SeriesContext, event: CalendarEvent): void {
  if (overlapsRange(event, ctx.window.range)) ctx.out.push(event);
}

/** One series: a master with its overrides, or a lone component (an override without its master). */
async function expandSeries(master: Parsed, overrides: Parsed[], ctx: SeriesContext): Promise<void> {
  const base = master.component;
  const start = base.getFirstPropertyValue('dtstart');
  if (!(start instanceof ICAL.Time)) throw new Error('no DTSTART');
  const length = lengthOf(base, start);
  const periods = periodsOf(base);
  const allDay = start.isDate;
  const excluded = new Set<string>();
  for (const prop of base.getAllProperties('exdate')) {
    for (const value of prop.getValues()) if (value instanceof ICAL.Time) excluded.add(keyOf(value, allDay));
  }
  const byKey = new Map<string, Parsed>();
  let lastRid = Number.NEGATIVE_INFINITY;
  for (const override of overrides) {
    const rid = override.component.getFirstPropertyValue('recurrence-id');
    if (!(rid instanceof ICAL.Time)) continue;
    const key = keyOf(rid, allDay);
    if (excluded.has(key)) continue; // the series' newer version deleted this instance (EXDATE wins)
    const seen = byKey.get(key);
    if (!seen || sequenceOf(override) >= sequenceOf(seen)) byKey.set(key, override);
    lastRid = Math.max(lastRid, toMs(rid));
  }
  const futures: Array<{ from: number; item: Parsed; shift: number; zone: ICAL.Timezone; length: Length }> = [];
  for (const override of byKey.values()) {
    const component = override.component;
    const rid = component.getFirstPropertyValue('recurrence-id') as Time;
    const ownStart = component.getFirstPropertyValue('dtstart');
    if (
      String(component.getFirstProperty('recurrence-id')?.getParameter('range') ?? '').toUpperCase() === 'THISANDFUTURE' &&
      ownStart instanceof ICAL.Time
    ) {
      futures.push({
        from: toMs(rid),
        item: override,
        shift: wallSeconds(ownStart, rid),
        zone: ownStart.zone,
        length: lengthOf(component, ownStart),
      });
    }
  }
  futures.sort((a, b) => a.from - b.from);
  const shiftMs = Math.max(0, ...futures.map((f) => Math.abs(f.shift) * 1000));
  const stopAt = Math.max(ctx.window.endMs + shiftMs, lastRid);
  const matched = new Set<Parsed>();

  const { next, rules } = recurrenceSet(base, start, excluded, eventBudget(ctx.budget), stopAt);
  const baseFields = fieldsOf(base, base, ctx.source);
  // An instance that ends before the window starts is passed over before anything is built for it.
  const reach = length.days * DAY_MS + Math.abs(length.ms) + shiftMs + 2 * DAY_MS;
  let count = 0;
  for (let instance = next(); instance; instance = next()) {
    if (instance === PAUSE) {
      await breathe(ctx);
      continue;
    }
    if (toMs(instance) > stopAt) break;
    if (++count > MAX_OCCURRENCES) {
      ctx.problems.push(problemOf(master, `stopped after ${MAX_OCCURRENCES} occurrences; later ones are left out`, false));
      break;
    }
    const replaced = keysOf(instance)
      .map((key) => byKey.get(key))
      .find((o) => o !== undefined);
    if (replaced) {
      matched.add(replaced); // emitted below, at its own time
      continue;
    }
    const at = toMs(instance);
    if (at > ctx.window.endMs + shiftMs) continue; // looked at only to match overrides
    if (at + reach < ctx.window.startMs && periods.size === 0) continue;
    const future = futures.filter((f) => f.from <= at).pop();
    if (future) {
      if (isCancelled(future.item.component)) continue;
      const moved = shifted(instance, future.zone, future.shift);
      emit(ctx, build(fieldsOf(future.item.component, base, ctx.source), moved, future.length));
      continue;
    }
    const period = periods.get(at);
    const own = period?.end ?? (period?.duration ? addDuration(instance, period.duration) : undefined);
    emit(ctx, build(baseFields, instance, length, own));
  }
  for (const rule of rules) {
    const said = haltProblem(rule.state, rule.text, ctx.budget.bounds);
    if (said) ctx.problems.push(problemOf(master, said.reason, said.skipped));
  }
  emitOverrides(new Set(byKey.values()), matched, master, length, ctx);
}

/** The series' overrides, each at its own time. */
function emitOverrides(
  overrides: ReadonlySet<Parsed>,
  matched: ReadonlySet<Parsed>,
  master: Parsed,
  length: Length,
  ctx: SeriesContext,
): void {
  const base = master.component;
  for (const override of overrides) {
    const component = override.component;
    if (isCancelled(component)) continue;
    // An override of an instance the series no longer has is left from an older version of the series, unless it is
    // at least as new as the series (then it is the organiser's latest word on that day).
    if (!matched.has(override) && sequenceOf(override) < sequenceOf(master)) continue;
    const ownStart = component.getFirstPropertyValue('dtstart');
    if (!(ownStart instanceof ICAL.Time)) continue;
    const ownLength = component.hasProperty('dtend') || component.hasProperty('duration') ? lengthOf(component, ownStart) : length;
    emit(ctx, build(fieldsOf(component, base, ctx.source), ownStart, ownLength));
  }
}

function addDuration(t: Time, duration: ICAL.Duration): Time {
  const end = t.clone();
  end.addDuration(duration);
  return end;
}

function notADate(block: string, name: string): string {
  return `${name} ${JSON.stringify(propertyOf(block, name) ?? '')} is not a valid date`;
}

/** Date properties written as bare dates ("DTSTART:20190101") without VALUE=DATE, which ical.js reads as broken times. */
const BARE_DATES = /^(DTSTART|DTEND|RECURRENCE-ID|EXDATE|RDATE)((?:;(?!VALUE=)[^:\r\n]*)*):(\d{8}(?:,\d{8})*)[ \t]*(\r?)$/gim;

function withDateValues(block: string): string {
  return block.replace(BARE_DATES, '$1$2;VALUE=DATE:$3$4');
}

/** Lines an event cannot do without: if one of them is broken, the event is. */
const ESSENTIAL = /^(BEGIN|END|DTSTART|RECURRENCE-ID)[;:]/i;

/**
 * Parses one event. When ical.js refuses it (it names no line), each property is tried on its own; the ones it refuses
 * are left out and named, unless the event cannot do without them (then the event fails with that line's reason).
 */
function parseEvent(text: string, startLine: number): { component: Component; dropped: Array<{ line: number; reason: string }> } {
  try {
    return { component: new ICAL.Component(ICAL.parse(text)), dropped: [] };
  } catch (whole) {
    const physical = text.split('\n');
    const kept: string[] = [];
    const dropped: Array<{ line: number; reason: string }> = [];
    for (let i = 0; i < physical.length; ) {
      let j = i + 1;
      while (j < physical.length && /^[ \t]/.test(physical[j] as string)) j++;
      const lines = physical.slice(i, j);
      const head = lines[0] as string;
      if (/^(BEGIN|END):/i.test(head) && j - i === 1) kept.push(head);
      else if (head.trim() === '') {
        // a blank line: nothing to keep, nothing to say
      } else {
        try {
          ICAL.parse(['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\n'));
          kept.push(...lines);
        } catch (err) {
          if (ESSENTIAL.test(head)) throw new Error(`line ${startLine + i}: ${firstLine(err)}`);
          dropped.push({ line: startLine + i, reason: firstLine(err) });
        }
      }
      i = j;
    }
    if (dropped.length === 0) throw whole;
    return { component: new ICAL.Component(ICAL.parse(kept.join('\n'))), dropped };
  }
}

/**
 * Parses the calendar's own properties and time zones; a broken VTIMEZONE, or one whose rules ical.js could not
 * expand within bounds (zone-rules.ts), is left out (its TZID is then resolved by name).
 */
function parseRoot(blocks: CalendarBlocks, problems: EventProblem[]): Component {
  let root: Component;
  try {
    root = new ICAL.Component(ICAL.parse(['BEGIN:VCALENDAR', ...blocks.properties, 'END:VCALENDAR', ''].join('\r\n')));
  } catch {
    root = new ICAL.Component(['vcalendar', [], []]);
  }
  for (const zone of blocks.timezones) {
    try {
      const component = new ICAL.Component(ICAL.parse(zone));
      const tzid = text(component, 'tzid') ?? '';
      // A zone named by its IANA name is the platform's: exporters write only the rules of a few recent years
      // (a 2016 event in a file whose Europe/Berlin starts in 2018 would be read as UTC), and the name says which
      // zone is meant. Zones with names of their own are used exactly as the file defines them.
      if (isIanaName(tzid)) continue;
      const unusable = zoneProblem(component);
      if (unusable) {
        problems.push({
          line: 0,
          reason: `time zone ${JSON.stringify(tzid)} is not used: ${unusable}; it is read by its name`,
          skipped: false,
        });
        continue;
      }
      if (component.getAllSubcomponents().some((c) => c.name === 'standard' || c.name === 'daylight')) root.addSubcomponent(component);
      else
        problems.push({
          line: 0,
          reason: `time zone ${JSON.stringify(text(component, 'tzid') ?? '?')} has no rules; it is read by its name`,
          skipped: false,
        });
    } catch (err) {
      problems.push({ line: 0, reason: `a time zone definition could not be read (${firstLine(err)})`, skipped: false });
    }
  }
  return root;
}

function sequenceOf(parsed: Parsed): number {
  const value = Number(parsed.component.getFirstPropertyValue('sequence'));
  return Number.isFinite(value) ? value : 0;
}

/**
 * Of several versions of one event (same UID, no RECURRENCE-ID), the current ones: those with the highest SEQUENCE
 * (RFC 5546). Versions that tie are not known to replace each other, so all of them are kept.
 */
function latest(versions: Parsed[]): Parsed[] {
  const top = Math.max(...versions.map(sequenceOf));
  return versions.filter((p) => sequenceOf(p) === top);
}

/**
 * Lets timers (the task's timeout) and signals (Ctrl-C, SIGTERM) in between slices of work, and stops when asked
 * to: the timeout aborts the same signal, so a task that timed out stops working instead of running on unseen.
 */
async function breathe(ctx: { budget: FileBudget; signal: AbortSignal | undefined }): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  if (ctx.signal?.aborted) throw new InterruptedError('interrupted while reading calendars');
  startSlice(ctx.budget);
}

/** Gives the event loop a turn when the slice is used up. */
async function breatheIfDue(ctx: { budget: FileBudget; signal: AbortSignal | undefined }): Promise<void> {
  if (ctx.budget.clock() - ctx.budget.sliceStart > ctx.budget.bounds.sliceMs) await breathe(ctx);
}

export async function expandCalendar(
  blocks: CalendarBlocks,
  range: DateRangeInclusive,
  source: string,
  options: ExpandOptions = {},
): Promise<Expanded> {
  // Structure problems: an event not closed is left out; a calendar cut short after its last event only said.
  const problems: EventProblem[] = blocks.problems.map((p: BlockProblem) =>
    p.reason.startsWith('the file ends early') ? problemOf(p, p.reason, false) : problemOf(p, `skipped: ${p.reason}`, true),
  );
  const root = parseRoot(blocks, problems);
  const wrTzid = text(root, 'x-wr-timezone');
  const calendarZone = wrTzid ? zoneNamed(wrTzid, root) : undefined;
  if (wrTzid && !calendarZone)
    problems.push({
      line: 0,
      reason: `X-WR-TIMEZONE ${JSON.stringify(wrTzid)} is not a known time zone; floating times are read as local time`,
      skipped: false,
    });
  const unknownZones = new Set<string>();

  // Parse each event on its own; group by UID into series.
  const groups = new Map<string, { masters: Parsed[]; overrides: Parsed[] }>();
  const pace = { budget: options.budget ?? fileBudget(), signal: options.signal };
  for (const [index, block] of blocks.events.entries()) {
    await breatheIfDue(pace);
    if (options.prefilter !== false && !mayTouchRange(block.text, range)) continue;
    // Who the event is, for messages only: worked out when there is something to say.
    let who: { uid?: string; summary?: string } | undefined;
    const where = (line = block.line): { line: number; uid?: string; summary?: string } => ({ line, ...(who ??= identify(block.text)) });
    try {
      for (const tzid of registerZones(block.text, root)) {
        if (unknownZones.has(tzid)) continue;
        unknownZones.add(tzid);
        problems.push(problemOf(where(), `unknown time zone ${JSON.stringify(tzid)}: its times are read as local time`, false));
      }
      const { component, dropped } = parseEvent(withDateValues(block.text), block.line);
      for (const bad of dropped)
        problems.push(problemOf(where(bad.line), `line ${bad.line} could not be read and was ignored (${bad.reason})`, false));
      if (component.name !== 'vevent') throw new Error('not an event');
      component.parent = root; // so the file's VTIMEZONEs are found, without collecting every event under the root
      for (const name of ['dtstart', 'recurrence-id']) {
        if (!isRealDate(component.getFirstProperty(name))) throw new Error(notADate(block.text, name.toUpperCase()));
      }
      if (!(component.getFirstPropertyValue('dtstart') instanceof ICAL.Time)) throw new Error('no DTSTART');
      if (calendarZone) applyCalendarZone(component, calendarZone);
      for (const mended of mendProperties(component, block.text)) problems.push(problemOf(where(), mended, false));
      const uid = text(component, 'uid');
      const parsed: Parsed = { component, line: block.line, uid, summary: text(component, 'summary') };
      const key = uid ?? `\u0000${index}`;
      const group = groups.get(key) ?? { masters: [], overrides: [] };
      (component.hasProperty('recurrence-id') ? group.overrides : group.masters).push(parsed);
      groups.set(key, group);
    } catch (err) {
      problems.push(problemOf(where(), `skipped: ${firstLine(err)}`, true));
    }
  }

  const { from, to } = rangeInstants(range);
  const ctx: SeriesContext = {
    source,
    window: { range, startMs: from.getTime(), endMs: to.getTime() + 2 * DAY_MS },
    problems,
    out: [],
    ...pace,
  };
  for (const group of groups.values()) {
    await breatheIfDue(ctx);
    const masters = latest(group.masters);
    const series: Array<[Parsed, Parsed[]]> =
      masters.length > 0 ? masters.map((m, i) => [m, i === 0 ? group.overrides : []]) : group.overrides.map((o) => [o, []]); // no master: each override stands alone, with its own RDATE/RRULE
    for (const [master, overrides] of series) {
      if (isCancelled(master.component)) continue;
      try {
        await expandSeries(master, overrides, ctx);
      } catch (err) {
        if (err instanceof InterruptedError) throw err;
        problems.push(problemOf(master, `skipped: ${firstLine(err)}`, true));
      }
    }
  }
  return { events: ctx.out, problems, cutByTime: ctx.budget.cutByTime };
}
