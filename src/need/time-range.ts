/**
 * A need's time (a TimeRef, relative) → the dates it covers for one run's target. Pure.
 *
 *   the target ("for the day", "today", "that day")    → the target day
 *   yesterday / the previous day, tomorrow / the day after → the day before / after the target day
 *   this week / the month / the quarter being reviewed   → the target's period (a wider target keeps its own range)
 *   last / prior week … year                            → the period before the target's
 *   next / upcoming / following week …                  → the period after; a ritual run for a week calls that week
 *                                                          itself "the upcoming week", and a year's "upcoming
 *                                                          quarter" is its first quarter
 *   the past N days / weeks, the last fortnight         → the N days just before the target
 *   the past month, over the last week (not possessive) → 30 / 7 days just before the target (91, 365 for quarter, year)
 *   until / by / till Friday, by the end of next week   → from the target to the end of that time ("before": to the day before it)
 *   January until June, from Monday to Thursday         → from the start of one to the end of the other
 *   the first / last week of December (of the month)    → days 1–7 of that month / its last seven days
 *   Tuesday week                                        → a week after the coming Tuesday
 *   Thursday and Friday, tomorrow or the day after      → the second read from the first
 *   Monday of last week, Monday through Thursday of it  → that day (those days) of that week
 *   the next N days / weeks                             → N days from the target on
 *   the week / fortnight / month ahead                  → 7 / 14 / 30 days from a day target on; a week's own week
 *   recent, recently, lately                            → the `recent` window (7 days unless configured)
 *   day names and dates ("next monday", "Feb 10")       → the command line's time grammar, with the target as today
 *   workdays, Mon–Fri                                   → Monday to Friday only; alone on a day target, that day's week
 */
import { type DateRange, type IsoDate, addDays, eachDay, isoWeekday, weekRange } from '../time/calendar.js';
import { matchGrammar } from '../time/grammar.js';
import { type Period, periodRange, shiftPeriod } from '../time/period.js';
import type { Scope, TimeResolution } from '../time/types.js';
import { PERIOD_DAYS } from './time-words.js';
import type { ArchiveDates, NeedTime, ReviewPeriod, TimeRef } from './types.js';

export const DEFAULT_RECENT_DAYS = 7;

export interface NeedRange {
  range: DateRange;
  /** The words that decided it ("prior week", "workdays"); "target" when none. */
  basis: string;
  workdaysOnly: boolean;
}

const ORDER: Scope[] = ['day', 'week', 'month', 'quarter', 'year'];

function wider(t: TimeResolution, period: Period): boolean {
  return ORDER.indexOf(t.target_scope) > ORDER.indexOf(period);
}

/** The period of the target: a week target is its own week; a day target sits inside its ISO week. */
function currentPeriod(period: Period, t: TimeResolution): DateRange {
  return t.target_scope === period ? { start: t.start, end: t.end } : periodRange(period, t.target_date);
}

/** The weekend (Saturday and Sunday) of the target's ISO week, moved by whole weeks. */
function weekend(t: TimeResolution, shift: number): DateRange {
  const saturday = addDays(weekRange(t.target_date).start, 5 + 7 * shift);
  return { start: saturday, end: addDays(saturday, 1) };
}

/** The weekend nearest the target day: the one just past on Monday to Wednesday, else the one of its week. */
function nearestWeekend(t: TimeResolution): DateRange {
  return weekend(t, isoWeekday(t.target_date) <= 3 ? -1 : 0);
}

/** How many days from `from` to the next day with ISO weekday `day` (0 when `from` is one). */
function daysUntilWeekday(from: IsoDate, day: number): number {
  return (day - isoWeekday(from) + 7) % 7;
}

/** The day with ISO weekday `day` nearest the target day; the later one when both are as near. */
function nearestWeekday(t: TimeResolution, day: number): IsoDate {
  const forward = daysUntilWeekday(t.target_date, day);
  return forward <= 3 ? addDays(t.target_date, forward) : addDays(t.target_date, forward - 7);
}

/** A month or a date written without a year ("December", "1 March"): which year is read from where it is used. */
function yearless(ref: TimeRef): boolean {
  return (
    ref.kind === 'words' && ((ref.period === 'month' && !/\d/.test(ref.words)) || (ref.period === 'day' && /^\d\d-\d\d$/.test(ref.words)))
  );
}

/** The dates of words the command line's grammar reads; a year-less month or date in `year`. */
function wordsRange(ref: Extract<TimeRef, { kind: 'words' }>, t: TimeResolution, year: number): DateRange | undefined {
  const words = !yearless(ref) ? ref.words : ref.period === 'month' ? `${ref.words} ${year}` : `${year}-${ref.words}`;
  try {
    return matchGrammar(words, t.target_date)?.range;
  } catch {
    return undefined;
  }
}

/**
 * A year-less month or date on the side of the target a phrase looks to: "since December" is the last December
 * that began before the target, "until January" and "between 30 December and 2 January" the next one that ends
 * after `after`. Anything else is read as usual.
 */
function sideOf(ref: TimeRef, t: TimeResolution, recentDays: number, look: 'back' | 'ahead', after: IsoDate): DateRange | undefined {
  if (ref.kind !== 'words' || !yearless(ref)) return refRange(ref, t, recentDays);
  const year = Number(after.slice(0, 4));
  const here = wordsRange(ref, t, year);
  if (!here) return undefined;
  if (look === 'back') return here.start >= t.target_date ? wordsRange(ref, t, year - 1) : here;
  return here.end < after ? wordsRange(ref, t, year + 1) : here;
}

/**
 * Where a span starts. A year-less first date is in the target's year ("January until June"), but a span that runs
 * over a new year ("from 30 December to 2 January") is the one nearest the target: last year's on 5 January, this
 * year's in November.
 */
function spanStart(ref: Extract<TimeRef, { kind: 'between' }>, t: TimeResolution, recentDays: number): DateRange | undefined {
  if (ref.from.kind !== 'words' || !yearless(ref.from)) return refRange(ref.from, t, recentDays);
  const from = ref.from;
  const year = Number(t.target_date.slice(0, 4));
  const here = wordsRange(from, t, year);
  const end = here && sideOf(ref.to, t, recentDays, 'ahead', here.start);
  if (!here || !end || end.end.slice(0, 4) === here.start.slice(0, 4)) return here;
  const before = wordsRange(from, t, year - 1);
  const beforeEnd = before && sideOf(ref.to, t, recentDays, 'ahead', before.start);
  if (!before || !beforeEnd) return here;
  // The nearer of the two: the one that holds the target, or the one fewer days away from it.
  const away = (start: string, last: string) =>
    Math.max(0, Date.parse(start) - Date.parse(t.target_date), Date.parse(t.target_date) - Date.parse(last));
  return away(before.start, beforeEnd.end) <= away(here.start, end.end) ? before : here;
}

/** The day the ritual is run on (the command line's "now"), as the resolution recorded it. */
function runDay(t: TimeResolution): IsoDate {
  return t.resolved_at.slice(0, 10);
}

/** Whether the ritual is run before its target period starts (planning-weekly on Sunday for next week). */
function runBefore(t: TimeResolution): boolean {
  return runDay(t) < t.start;
}

/**
 * "next week", "the upcoming month", "the week ahead" (docs/writing-rituals.md, "Time words in a need"). Run before
 * its target period starts, a ritual calls a period of the target's own scope "this/next/upcoming/coming" for the
 * target period itself; run during or after it, "next" is the one after. A day target's "the week ahead" is the seven
 * days from it; a wider target's "next week" is the first week of it (run before), else the week after today's.
 */
function aheadRange(period: Period, offset: number, ahead: boolean, t: TimeResolution): DateRange {
  if (ahead && t.target_scope === 'day') return { start: t.target_date, end: addDays(t.target_date, PERIOD_DAYS[`${period}ly`]! - 1) };
  const shift = ahead ? 1 : offset;
  if (t.target_scope === period)
    return runBefore(t) ? shiftPeriod(period, currentPeriod(period, t), shift - 1) : shiftPeriod(period, currentPeriod(period, t), shift);
  if (wider(t, period)) {
    if (runBefore(t)) return shiftPeriod(period, periodRange(period, t.start), shift - 1);
    const today = runDay(t) < t.end ? runDay(t) : t.end;
    return shiftPeriod(period, periodRange(period, today), shift);
  }
  return shiftPeriod(period, currentPeriod(period, t), shift);
}

/**
 * "since Monday", "since last week": from that time through the target day; for a whole-period target, from that day
 * within the period through today (or the period's end, when run after it). A weekday is the latest one before the
 * target day (a Monday's "since Monday" is the week gone), or, of a whole period, the one in it. No dates (reported)
 * when the start is still to come.
 */
function sinceRange(from: TimeRef, t: TimeResolution, recentDays: number): DateRange | undefined {
  const whole = t.target_scope !== 'day';
  const end = whole ? (runDay(t) < t.end ? runDay(t) : t.end) : t.target_date;
  let start: IsoDate | undefined;
  if (from.kind === 'weekday') {
    start = whole ? addDays(weekRange(t.start).start, from.day - 1) : addDays(t.target_date, daysUntilWeekday(t.target_date, from.day) - 7);
  } else {
    start = sideOf(from, t, recentDays, 'back', t.target_date)?.start;
  }
  return start === undefined || end < start ? undefined : { start, end };
}

const REVIEW_PERIOD: Record<Exclude<Scope, 'days'>, ReviewPeriod> = {
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
  quarter: 'quarterly',
  year: 'yearly',
};
const PERIOD_OF_REVIEW: Record<ReviewPeriod, Scope> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
};

/** The days of the period of a review's kind that holds the date. */
function reviewPeriodRange(period: ReviewPeriod, d: IsoDate): DateRange {
  const scope = PERIOD_OF_REVIEW[period];
  return scope === 'day' ? { start: d, end: d } : periodRange(scope as Period, d);
}

export interface ReviewSince {
  range: DateRange;
  period: ReviewPeriod;
  /** The first day of the archived period the range runs from; undefined when the vault has none (the fallback). */
  archive: IsoDate | undefined;
}

/**
 * "since the last review": from the day after the latest archived period of that kind before the target (a weekly
 * ritual: the weekly archives; "since my last monthly review": the monthly ones) through the target. Without such an
 * archive, from the start of that period holding the target's first day: what a review of the period before would
 * have left, and said as such by the planner.
 */
export function sinceReview(ref: Extract<TimeRef, { kind: 'since-review' }>, t: TimeResolution, archives?: ArchiveDates): ReviewSince {
  const period = ref.period ?? REVIEW_PERIOD[t.target_scope === 'days' ? 'week' : t.target_scope];
  const end = t.target_scope === 'day' ? t.target_date : t.end;
  const latest = archives?.(period);
  const archive = latest !== undefined && reviewPeriodRange(period, latest).end < t.start ? latest : undefined;
  const start = archive ? addDays(reviewPeriodRange(period, archive).end, 1) : reviewPeriodRange(period, t.start).start;
  return { range: { start, end }, period, archive };
}

/**
 * A day word ("tomorrow", "yesterday", "today") inside a ritual for a longer period names a day from the target's
 * first day and another from the day it is run: both, when they differ (the need is then partly, and says both);
 * undefined when the words are no day word or name one day.
 */
export function dayWordReadings(ref: TimeRef | undefined, t: TimeResolution): [IsoDate, IsoDate] | undefined {
  if (!ref || t.target_scope === 'day' || (ref.kind !== 'day' && ref.kind !== 'target')) return undefined;
  const offset = ref.kind === 'day' ? ref.offset : 0;
  const fromTarget = addDays(t.target_date, offset);
  const fromRun = addDays(runDay(t), offset);
  return fromTarget === fromRun ? undefined : [fromTarget, fromRun];
}

/** "until Friday", "before the weekend", "by the end of next week": from the target to that time. */
function untilRange(ref: Extract<TimeRef, { kind: 'until' }>, t: TimeResolution, recentDays: number): DateRange | undefined {
  const day = (d: IsoDate): DateRange => ({ start: d, end: d });
  // "until Friday", "before the weekend" look ahead: the coming Friday or weekend, not the nearest one.
  const to =
    ref.to.kind === 'weekday'
      ? day(addDays(t.target_date, daysUntilWeekday(t.target_date, ref.to.day)))
      : ref.to.kind === 'weekend' && ref.to.which === 'nearest'
        ? weekend(t, 0)
        : sideOf(ref.to, t, recentDays, 'ahead', t.start);
  if (!to) return undefined;
  const end = ref.inclusive ? to.end : addDays(to.start, -1);
  // "until last Friday" from a later target says no dates at all: reported, not read as the target.
  return end < t.start ? undefined : { start: t.start, end };
}

/** "January until June", "from Monday to Thursday", "between 3 and 10 May": from one time to another. */
function betweenRange(ref: Extract<TimeRef, { kind: 'between' }>, t: TimeResolution, recentDays: number): DateRange | undefined {
  const day = (d: IsoDate): DateRange => ({ start: d, end: d });
  const from = spanStart(ref, t, recentDays);
  if (!from) return undefined;
  // "from Monday to Thursday": the Thursday on or after that Monday; "December to February": the next February.
  const to =
    ref.to.kind === 'weekday'
      ? day(addDays(from.start, daysUntilWeekday(from.start, ref.to.day)))
      : sideOf(ref.to, t, recentDays, 'ahead', from.start);
  if (!to) return undefined;
  const end = ref.inclusive ? to.end : addDays(to.start, -1);
  // "June until January" runs backwards: no dates, reported.
  return end < from.start ? undefined : { start: from.start, end };
}

/** The dates a TimeRef covers; undefined only for words the time grammar does not read. */
export function refRange(
  ref: TimeRef,
  t: TimeResolution,
  recentDays = DEFAULT_RECENT_DAYS,
  archives?: ArchiveDates,
): DateRange | undefined {
  const day = (d: IsoDate): DateRange => ({ start: d, end: d });
  switch (ref.kind) {
    case 'target':
      return day(t.target_date);
    case 'day':
      return day(addDays(t.target_date, ref.offset));
    case 'window':
      return ref.direction === 'past'
        ? { start: addDays(t.start, -ref.days), end: addDays(t.start, -1) }
        : { start: t.target_date, end: addDays(t.target_date, ref.days - 1) };
    case 'recent':
      return { start: addDays(t.start, -recentDays), end: addDays(t.start, -1) };
    case 'period': {
      const { period, offset } = ref;
      if (offset === 0) return wider(t, period) ? { start: t.start, end: t.end } : currentPeriod(period, t);
      if (offset > 0) return aheadRange(period, offset, ref.ahead === true, t);
      if (wider(t, period)) return shiftPeriod(period, periodRange(period, addDays(t.start, -1)), offset + 1);
      return shiftPeriod(period, currentPeriod(period, t), offset);
    }
    case 'weekday':
      return day(nearestWeekday(t, ref.day));
    case 'weekday-of': {
      const week = refRange(ref.week, t, recentDays);
      return week ? day(addDays(weekRange(week.start).start, ref.day - 1)) : undefined;
    }
    case 'shift': {
      const from = refRange(ref.from, t, recentDays);
      return from ? day(addDays(ref.days < 0 ? from.start : from.end, ref.days)) : undefined;
    }
    case 'weekday-from': {
      const from = refRange(ref.from, t, recentDays);
      return from ? day(addDays(from.start, daysUntilWeekday(from.start, ref.day))) : undefined;
    }
    case 'weekday-week':
      return day(addDays(t.target_date, daysUntilWeekday(t.target_date, ref.day) + 7));
    case 'weekend':
      // A week's own weekend when the target is a week ("notes I edited over the weekend" of the week reviewed).
      if (ref.which === 'nearest') return t.target_scope === 'week' ? weekend(t, 0) : nearestWeekend(t);
      // "this weekend" and "next weekend" are the coming one; from a Saturday or Sunday, the one it is in.
      if (ref.which === 'next') return weekend(t, 0);
      return weekend(t, ref.which === 'before-last' ? -2 : -1);
    case 'rest':
      return { start: t.target_date, end: currentPeriod(ref.period, t).end };
    case 'to-date': {
      // "This week so far" of a ritual run for a week is that week as the target has it; of a day, the days of its
      // week before it — none on a Monday, which says no dates (reported), not the Monday itself.
      if (t.target_scope === ref.period) return { start: t.start, end: t.end };
      const start = currentPeriod(ref.period, t).start;
      const end = addDays(t.start, -1);
      return end < start ? undefined : { start, end };
    }
    case 'since':
      return sinceRange(ref.from, t, recentDays);
    case 'since-review':
      return sinceReview(ref, t, archives).range;
    case 'until':
      return untilRange(ref, t, recentDays);
    case 'week-of': {
      const month = refRange(ref.month, t, recentDays);
      if (!month) return undefined;
      if (ref.nth < 0) return { start: addDays(month.end, -6), end: month.end };
      const start = addDays(month.start, 7 * (ref.nth - 1));
      const end = addDays(start, 6);
      return { start, end: end < month.end ? end : month.end };
    }
    case 'between':
      return betweenRange(ref, t, recentDays);
    case 'words':
      // A month or a date named without a year ("February", "January's review", "1 March") is in the target's year.
      return wordsRange(ref, t, Number(t.target_date.slice(0, 4)));
  }
}

export function needRange(
  time: NeedTime | undefined,
  t: TimeResolution,
  recentDays = DEFAULT_RECENT_DAYS,
  archives?: ArchiveDates,
): NeedRange {
  const target = { start: t.start, end: t.end };
  if (!time) return { range: target, basis: 'target', workdaysOnly: false };
  let range = time.ref ? (refRange(time.ref, t, recentDays, archives) ?? target) : target;
  // "Each workday" of a day target means the workdays of its week: one day filtered to itself says nothing.
  if (!time.ref && time.workdaysOnly && t.target_scope === 'day') range = weekRange(t.target_date);
  return { range, basis: time.words || 'target', workdaysOnly: time.workdaysOnly };
}

/** The days a range covers, Saturdays and Sundays dropped when it says workdays. */
export function needDays(r: NeedRange): IsoDate[] {
  const days = eachDay(r.range);
  return r.workdaysOnly ? days.filter((d) => isoWeekday(d) <= 5) : days;
}
