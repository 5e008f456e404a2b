/**
 * Plain calendar arithmetic on dates written as 'YYYY-MM-DD'.
 *
 * Dates are converted to a day number (days since 1970-01-01) through Date.UTC, so no time zone and no DST change
 * can move a date: "tomorrow" across a DST change is always the next calendar day. Only `localDateOf` looks at the
 * process time zone, to learn which calendar day an instant falls on.
 */
import { byCodeUnit } from '../text/order.js';

export type IsoDate = string; // 'YYYY-MM-DD'

const MS_PER_DAY = 86_400_000;

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface DateParts {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

export function formatDate(p: DateParts): IsoDate {
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True when the parts name a real calendar day (2026-02-30 is not one). */
export function isValidDate(p: DateParts): boolean {
  return (
    Number.isInteger(p.year) &&
    Number.isInteger(p.month) &&
    Number.isInteger(p.day) &&
    p.year >= 1 &&
    p.year <= 9999 &&
    p.month >= 1 &&
    p.month <= 12 &&
    p.day >= 1 &&
    p.day <= daysInMonth(p.year, p.month)
  );
}

export function parseDate(iso: IsoDate): DateParts {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${iso}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

export function toDayNumber(iso: IsoDate): number {
  const p = parseDate(iso);
  return Math.round(Date.UTC(p.year, p.month - 1, p.day) / MS_PER_DAY);
}

function fromDayNumber(n: number): IsoDate {
  const d = new Date(n * MS_PER_DAY);
  return formatDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(iso) + days);
}

/** Adds whole months, clamping the day to the target month's length (Jan 31 + 1 month = Feb 28). */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  const p = parseDate(iso);
  const index = p.year * 12 + (p.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatDate({ year, month, day: Math.min(p.day, daysInMonth(year, month)) });
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(iso: IsoDate): number {
  // Day 0 (1970-01-01) was a Thursday (4).
  return ((((toDayNumber(iso) + 3) % 7) + 7) % 7) + 1;
}

export function weekdayName(iso: IsoDate): string {
  return WEEKDAY_NAMES[isoWeekday(iso) - 1] as string;
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** ISO dates in time order: their order as text (text/order.ts). */
export function compareDates(a: IsoDate, b: IsoDate): number {
  return byCodeUnit(a, b);
}

/** Monday of the ISO week containing the date. */
function startOfIsoWeek(iso: IsoDate): IsoDate {
  return addDays(iso, 1 - isoWeekday(iso));
}

export interface IsoWeek {
  year: number; // the ISO week-numbering year, which can differ from the calendar year near New Year
  week: number;
}

export function isoWeekOf(iso: IsoDate): IsoWeek {
  // The ISO week belongs to the year that holds its Thursday.
  const thursday = addDays(iso, 4 - isoWeekday(iso));
  const year = parseDate(thursday).year;
  const week = Math.floor(daysBetween(formatDate({ year, month: 1, day: 1 }), thursday) / 7) + 1;
  return { year, week };
}

export function formatIsoWeek(w: IsoWeek): string {
  return `${pad(w.year, 4)}-W${pad(w.week)}`;
}

/** 52 or 53: a year has 53 ISO weeks when Dec 28 (always in the last week) falls in week 53. */
export function isoWeeksInYear(year: number): number {
  return isoWeekOf(formatDate({ year, month: 12, day: 28 })).week;
}

/** Monday of ISO week `week` of ISO year `year`. Week 1 is the week holding January 4. */
export function isoWeekStart(year: number, week: number): IsoDate {
  const jan4 = formatDate({ year, month: 1, day: 4 });
  return addDays(startOfIsoWeek(jan4), (week - 1) * 7);
}

export function quarterOf(iso: IsoDate): number {
  return Math.floor((parseDate(iso).month - 1) / 3) + 1;
}

export interface DateRange {
  start: IsoDate;
  end: IsoDate; // inclusive
}

export function weekRange(iso: IsoDate): DateRange {
  const start = startOfIsoWeek(iso);
  return { start, end: addDays(start, 6) };
}

export function monthRange(year: number, month: number): DateRange {
  return {
    start: formatDate({ year, month, day: 1 }),
    end: formatDate({ year, month, day: daysInMonth(year, month) }),
  };
}

export function quarterRange(year: number, quarter: number): DateRange {
  const first = (quarter - 1) * 3 + 1;
  return { start: monthRange(year, first).start, end: monthRange(year, first + 2).end };
}

export function yearRange(year: number): DateRange {
  return { start: formatDate({ year, month: 1, day: 1 }), end: formatDate({ year, month: 12, day: 31 }) };
}

/** Every date from start to end inclusive. */
export function eachDay(range: DateRange): IsoDate[] {
  const days: IsoDate[] = [];
  for (let n = toDayNumber(range.start), last = toDayNumber(range.end); n <= last; n++) days.push(fromDayNumber(n));
  return days;
}

/** The calendar day an instant falls on in the process time zone (TZ). */
export function localDateOf(instant: Date): IsoDate {
  return formatDate({ year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() });
}

/** Local noon of a date: the safest instant to hand to libraries that work on instants (no DST edge nearby). */
export function localNoon(iso: IsoDate): Date {
  const p = parseDate(iso);
  return new Date(p.year, p.month - 1, p.day, 12, 0, 0, 0);
}

/** ISO 8601 timestamp in local time with its UTC offset, e.g. 2026-02-15T10:30:00+01:00. */
export function formatLocalTimestamp(instant: Date): string {
  const offsetMin = -instant.getTimezoneOffset();
  const sign = offsetMin >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMin);
  return (
    `${localDateOf(instant)}T${pad(instant.getHours())}:${pad(instant.getMinutes())}:${pad(instant.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}
