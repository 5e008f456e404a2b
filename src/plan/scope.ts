/**
 * Scope words in a need pick the date range it is about, relative to the ritual's target:
 *
 *   "for the day", "today", "this day", "target date"        → the target day
 *   "the week", "this week", "for the week", "week being…"    → the target's ISO week (the target range for a week target)
 *   "upcoming/next/coming week", "week ahead"                 → a week target itself; else the ISO week after the target's
 *   "prior/previous/last week('s)"                            → the ISO week before the target's
 *   (for a wider target, e.g. a year: "upcoming quarter" is its first quarter, "prior quarter" the one before it)
 *   the same for month, quarter and year
 *   "last/past N days"                                        → the N days ending on the target day
 *   "workdays", "weekdays", "Mon-Fri", "business days"        → keep Monday to Friday only
 *   nothing                                                   → the target range
 *
 * This is time grammar, not need vocabulary: which sub-skill serves a need is decided by the catalogue.
 */
import { type DateRange, type IsoDate, addDays, eachDay, isoWeekday } from '../time/calendar.js';
import type { Scope, TimeResolution } from '../time/types.js';
import { type Period, periodRange, shiftPeriod } from '../time/period.js';
import { fold } from '../text/words.js';

export interface NeedScope {
  range: DateRange;
  /** The words that decided it, for plan.md ("prior week", "workdays"); "target" when none. */
  basis: string;
  workdaysOnly: boolean;
}

const ORDER: Scope[] = ['day', 'week', 'month', 'quarter', 'year'];

/** The period of the target: a week target is its own week; a day target sits inside its ISO week. */
function currentPeriod(period: Period, t: TimeResolution): DateRange {
  return t.target_scope === period ? { start: t.start, end: t.end } : periodRange(period, t.target_date);
}

export function scopeOfNeed(need: string, t: TimeResolution): NeedScope {
  const text = fold(need).replace(/[’']s\b/g, '');
  const workdaysOnly = /\b(work ?days?|week ?days?|mon(day)?\s*[-–to]+\s*fri(day)?|business days?|working days?)\b/.test(text);
  let range: DateRange = { start: t.start, end: t.end };
  let basis = 'target';

  const days = /\b(?:last|past|previous|prior) (\d{1,3}) days?\b/.exec(text);
  let m: RegExpExecArray | null;
  if (days) {
    const n = Math.max(1, Number(days[1]));
    range = { start: addDays(t.target_date, -(n - 1)), end: t.target_date };
    basis = `last ${n} days`;
  } else if ((m = /\b(prior|previous|last|preceding|upcoming|next|coming|following) (week|month|quarter|year)\b/.exec(text))) {
    const period = m[2] as Period;
    const forward = ['upcoming', 'next', 'coming', 'following'].includes(m[1]!);
    const wider = ORDER.indexOf(t.target_scope) > ORDER.indexOf(period);
    // A ritual run for next week says "the upcoming week" of the week it plans, not the one after; a year plan's
    // "upcoming quarter" is the year's first quarter, and its "prior quarter" the one before the year starts.
    if (forward && (t.target_scope === period || wider)) range = periodRange(period, t.start);
    else if (wider) range = periodRange(period, addDays(t.start, -1));
    else range = shiftPeriod(period, currentPeriod(period, t), forward ? 1 : -1);
    basis = `${m[1]} ${period}`;
  } else if ((m = /\b(week|month|quarter|year) ahead\b/.exec(text))) {
    const period = m[1] as Period;
    range = t.target_scope === period ? currentPeriod(period, t) : shiftPeriod(period, currentPeriod(period, t), 1);
    basis = `${period} ahead`;
  } else if ((m = /\b(?:the|this|that|target|current|whole|entire|same|full|for) (week|month|quarter|year)\b/.exec(text))) {
    const period = m[1] as Period;
    // A wider target keeps its own range ("the week" of a month review is the month), a narrower one widens.
    range = ORDER.indexOf(t.target_scope) > ORDER.indexOf(period) ? { start: t.start, end: t.end } : currentPeriod(period, t);
    basis = `the ${period}`;
  } else if (/\b(the|this|that|target|for the) (day|date)\b|\btoday\b/.test(text)) {
    range = { start: t.target_date, end: t.target_date };
    basis = 'the day';
  }

  if (workdaysOnly) basis = basis === 'target' ? 'workdays' : `${basis}, workdays`;
  return { range, basis, workdaysOnly };
}

/** The days a scope covers, Saturdays and Sundays dropped when it says workdays. */
export function scopeDays(scope: NeedScope): IsoDate[] {
  const days = eachDay(scope.range);
  return scope.workdaysOnly ? days.filter((d) => isoWeekday(d) <= 5) : days;
}
