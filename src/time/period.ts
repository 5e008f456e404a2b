/**
 * Periods (ISO week, month, quarter, year) as date ranges, and moving by whole periods. Shared by the time grammar
 * ("next month") and the planner's scope words ("prior quarter's notes"). Pure.
 */
import {
  type DateRange,
  type IsoDate,
  addDays,
  addMonths,
  formatDate,
  isoWeekStart,
  isoWeeksInYear,
  isValidDate,
  monthRange,
  parseDate,
  quarterOf,
  quarterRange,
  weekRange,
  yearRange,
} from './calendar.js';
import type { Scope } from './types.js';

export type Period = Exclude<Scope, 'day' | 'days'>;

/** The period of the given kind that contains the date. */
export function periodRange(period: Period, anchor: IsoDate): DateRange {
  const p = parseDate(anchor);
  switch (period) {
    case 'week':
      return weekRange(anchor);
    case 'month':
      return monthRange(p.year, p.month);
    case 'quarter':
      return quarterRange(p.year, quarterOf(anchor));
    case 'year':
      return yearRange(p.year);
  }
}

const MONTHS: Record<Exclude<Period, 'week'>, number> = { month: 1, quarter: 3, year: 12 };

/** The period `offset` periods after (or before) the one starting at `range.start`. */
export function shiftPeriod(period: Period, range: DateRange, offset: number): DateRange {
  const anchor = period === 'week' ? addDays(range.start, 7 * offset) : addMonths(range.start, MONTHS[period] * offset);
  return periodRange(period, anchor);
}

/**
 * The days a period label names: 2026-11-20, 2026-W47, 2026-11, 2026-Q4 or 2026 (at the start of the text), or
 * undefined for anything else, an impossible date or week included.
 */
export function periodOfLabel(text: string): DateRange | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})-(\d{2})-(\d{2})\b/.exec(text))) {
    const p = { year: +m[1]!, month: +m[2]!, day: +m[3]! };
    return isValidDate(p) ? { start: formatDate(p), end: formatDate(p) } : undefined;
  }
  if ((m = /^(\d{4})-W(\d{2})\b/i.exec(text))) {
    if (+m[1]! < 1 || +m[2]! < 1 || +m[2]! > isoWeeksInYear(+m[1]!)) return undefined;
    const start = isoWeekStart(+m[1]!, +m[2]!);
    return { start, end: addDays(start, 6) };
  }
  if ((m = /^(\d{4})-Q([1-4])\b/i.exec(text))) return +m[1]! >= 1 ? quarterRange(+m[1]!, +m[2]!) : undefined;
  if ((m = /^(\d{4})-(\d{2})(?![\d-])/.exec(text)))
    return +m[1]! >= 1 && +m[2]! >= 1 && +m[2]! <= 12 ? monthRange(+m[1]!, +m[2]!) : undefined;
  if ((m = /^(\d{4})(?![\d-])/.exec(text))) return +m[1]! >= 1 ? yearRange(+m[1]!) : undefined;
  return undefined;
}
