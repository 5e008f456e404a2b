/**
 * Leaves out the single events that cannot touch the range before they are parsed. Parsing and expanding is the
 * costly part of reading a calendar (node-ical took about a millisecond per VEVENT; ical.js a fraction of that, see
 * docs/calendars.md), and most events of a work calendar are single meetings months away from a one-day plan. The decision is made on the dates as written, with a margin wide enough for any time zone, and only when it
 * is certain: recurring events, overrides (RECURRENCE-ID), and anything whose dates cannot be read here are kept,
 * and the parser and overlapsRange() make the exact decision afterwards.
 */
import { addDays, compareDates, type IsoDate } from '../../time/calendar.js';
import type { DateRangeInclusive } from './types.js';

/**
 * Days added on each side of the range: a date written in one zone is at most 26 hours (UTC−12 to UTC+14) from the
 * same instant's date in another, which can be two calendar days.
 */
const MARGIN_DAYS = 3;

/** Properties that make an event recur, or make it part of a series: such events are always kept. */
const SERIES = /^(RRULE|RDATE|EXRULE|RECURRENCE-ID)[;:]/i;

interface Property {
  name: string;
  value: string;
}

/** "DTSTART;TZID=Europe/Berlin:20261123T093000" → name DTSTART, value 20261123T093000 (quoted parameters honoured). */
function property(line: string): Property | undefined {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === ':' && !quoted) return { name: line.slice(0, i).split(';')[0]!.toUpperCase(), value: line.slice(i + 1).trim() };
  }
  return undefined;
}

function dateOf(value: string): IsoDate | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(?:$|T)/.exec(value);
  if (!m) return undefined;
  const month = Number(m[2]);
  const day = Number(m[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
}

/** Whole days a DURATION spans, rounded up; undefined when it is not a plain positive duration. */
function durationDays(value: string): number | undefined {
  const m = /^\+?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i.exec(value);
  if (!m || value.length <= 2) return undefined;
  const [w, d, h, min, s] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number];
  return w * 7 + d + Math.ceil((h * 3600 + min * 60 + s) / 86400);
}

/** Lines of an event that decide whether it can be left out. */
const DECIDING = /^(DTSTART|DTEND|DURATION|RRULE|RDATE|EXRULE|RECURRENCE-ID)[;:].*$/gim;

/** True when the event (its text, folding undone) certainly lies outside the range widened by the margin. */
function certainlyOutside(event: string, from: IsoDate, to: IsoDate): boolean {
  let start: IsoDate | undefined;
  let end: IsoDate | undefined;
  let days: number | undefined;
  let hasDuration = false;
  for (const [line] of event.matchAll(DECIDING)) {
    if (SERIES.test(line)) return false;
    const p = property(line.replace(/\r$/, ''));
    if (!p) continue;
    if (p.name === 'DTSTART') start = dateOf(p.value);
    else if (p.name === 'DTEND') end = dateOf(p.value);
    else if (p.name === 'DURATION') {
      hasDuration = true;
      days = durationDays(p.value);
    }
  }
  if (start === undefined) return false;
  if (end === undefined) {
    if (hasDuration && days === undefined) return false;
    end = addDays(start, days ?? 0);
  }
  if (compareDates(end, start) < 0) end = start;
  return compareDates(start, to) > 0 || compareDates(end, from) < 0;
}

/**
 * False when one VEVENT block (as written, folded) certainly lies outside the range widened by the margin; true when
 * it may touch the range or cannot be decided here.
 */
export function mayTouchRange(block: string, range: DateRangeInclusive): boolean {
  const from = addDays(range.start, -MARGIN_DAYS);
  const to = addDays(range.end, MARGIN_DAYS);
  return !certainlyOutside(block.replace(/\r?\n[ \t]/g, ''), from, to);
}

const BEGIN = /^BEGIN:VEVENT[ \t]*\r?$/gim;
const END = /^END:VEVENT[ \t]*\r?$/gim;

/**
 * The text without the VEVENT blocks that certainly lie outside the range; everything else (the envelope, time
 * zones, other components, events that may touch the range) is kept byte for byte.
 */
export function eventsNear(text: string, range: DateRangeInclusive): string {
  const from = addDays(range.start, -MARGIN_DAYS);
  const to = addDays(range.end, MARGIN_DAYS);
  const kept: string[] = [];
  let copied = 0; // text before this offset has been decided
  BEGIN.lastIndex = 0;
  for (let begin = BEGIN.exec(text); begin !== null; begin = BEGIN.exec(text)) {
    END.lastIndex = BEGIN.lastIndex;
    const end = END.exec(text);
    if (end === null) break; // an unterminated event: the parser decides what it is
    const stop = END.lastIndex + (text[END.lastIndex] === '\n' ? 1 : 0);
    // Folding undone: a line break followed by a space or tab continues the line.
    if (certainlyOutside(text.slice(begin.index, stop).replace(/\r?\n[ \t]/g, ''), from, to)) {
      kept.push(text.slice(copied, begin.index));
      copied = stop;
    }
    BEGIN.lastIndex = stop;
  }
  kept.push(text.slice(copied));
  return kept.join('');
}
