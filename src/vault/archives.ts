/**
 * The latest archived periodic note of each period before a date, for needs that count from the last review ("since
 * my last weekly review"). The planner is pure: this is read at the edge and handed to it as a value (PlanOptions
 * `archives`), asked per period. A note is an archive when the layout's periodic note for that period exists.
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

/**
 * The latest archive of a period before the date (a target's first day), looked for the first time a period is asked
 * about and kept: up to 62 file checks for the daily notes, fewer for the others. Most rituals count from no review,
 * so most runs look at no archive at all.
 */
export function archiveDates(vault: string, layout: Layout, before: IsoDate): (period: PeriodKind) => IsoDate | undefined {
  const found = new Map<PeriodKind, IsoDate | undefined>();
  return (period) => {
    if (!found.has(period)) found.set(period, latestArchive(vault, layout, period, before));
    return found.get(period);
  };
}
