/**
 * Periods (ISO week, month, quarter, year) as date ranges, and moving by whole periods. Shared by the time grammar
 * ("next month") and the planner's scope words ("prior quarter's notes"). Pure.
 */
import {
  type DateRange, type IsoDate, addDays, addMonths, monthRange, parseDate, quarterOf, quarterRange, weekRange, yearRange,
} from './calendar.js';
import type { Scope } from './types.js';

export type Period = Exclude<Scope, 'day' | 'days'>;

/** The period of the given kind that contains the date. */
export function periodRange(period: Period, anchor: IsoDate): DateRange {
  const p = parseDate(anchor);
  switch (period) {
    case 'week': return weekRange(anchor);
    case 'month': return monthRange(p.year, p.month);
    case 'quarter': return quarterRange(p.year, quarterOf(anchor));
    case 'year': return yearRange(p.year);
  }
}

const MONTHS: Record<Exclude<Period, 'week'>, number> = { month: 1, quarter: 3, year: 12 };

/** The period `offset` periods after (or before) the one starting at `range.start`. */
export function shiftPeriod(period: Period, range: DateRange, offset: number): DateRange {
  const anchor = period === 'week' ? addDays(range.start, 7 * offset) : addMonths(range.start, MONTHS[period] * offset);
  return periodRange(period, anchor);
}
