/**
 * The latest archived periodic note of each period before a date, for needs that count from the last review ("since
 * my last weekly review"). The planner is pure: this is read at the edge and handed to it as a value (PlanOptions
 * `archives`). A note is an archive when the layout's periodic note for that period exists.
 */
import { existsSync } from 'node:fs';
import { type DateRange, type IsoDate, addDays } from '../time/calendar.js';
import { periodRange } from '../time/period.js';
import type { Layout, PeriodKind } from './config.js';
import { periodicPath } from './layout.js';

/** How many periods back are looked at: a review older than this is no "last review" to count from. */
const LOOKBACK: Record<PeriodKind, number> = { daily: 62, weekly: 53, monthly: 24, quarterly: 12, yearly: 5 };
const SCOPE = { weekly: 'week', monthly: 'month', quarterly: 'quarter', yearly: 'year' } as const;

function periodOf(period: PeriodKind, d: IsoDate): DateRange {
  return period === 'daily' ? { start: d, end: d } : periodRange(SCOPE[period], d);
}

/** The first day of the latest period of this kind that ended before `before` and has its note; undefined if none. */
function latestArchive(vault: string, layout: Layout, period: PeriodKind, before: IsoDate): IsoDate | undefined {
  let p = periodOf(period, addDays(before, -1));
  if (p.end >= before) p = periodOf(period, addDays(p.start, -1));
  for (let n = 0; n < LOOKBACK[period]; n++, p = periodOf(period, addDays(p.start, -1))) {
    if (existsSync(periodicPath(vault, layout, period, p.start))) return p.start;
  }
  return undefined;
}

/** The latest archive of each period before the date (a target's first day): at most a few hundred file checks. */
export function archiveDates(vault: string, layout: Layout, before: IsoDate): Partial<Record<PeriodKind, IsoDate>> {
  const dates: Partial<Record<PeriodKind, IsoDate>> = {};
  for (const period of ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const) {
    const latest = latestArchive(vault, layout, period, before);
    if (latest) dates[period] = latest;
  }
  return dates;
}
