import type { IsoDate } from './calendar.js';

/** A calendar period, or `days`: a run of days that is not one ("last 7 days", "this weekend"). */
export type Scope = 'day' | 'week' | 'month' | 'quarter' | 'year' | 'days';

/**
 * How to read a numeric date with slashes (03/04/2026): day first or month first. Unset, a date that reads
 * validly both ways is refused with a request for ISO.
 */
export type DateOrder = 'dmy' | 'mdy';

export const DATE_ORDERS: readonly DateOrder[] = ['dmy', 'mdy'];

/**
 * What a time expression means. The keys are the dates.md / `skill dates --json` contract (DESIGN.md), which is
 * why they are snake_case.
 */
export interface TimeResolution {
  target_date: IsoDate; // the day, or the first day of the range
  target_scope: Scope;
  start: IsoDate;
  end: IsoDate; // inclusive
  week: string; // YYYY-Www of target_date
  day_of_week: string; // of target_date, e.g. Monday
  relative: string; // the words given ("today" when none)
  resolved_at: string; // ISO timestamp of now, local time with offset
  /**
   * A time of day the words gave ("at 5pm", "evening"), which a day or a range cannot hold: present only then, so
   * that it is said, not swallowed (docs/time.md). Not one of the contract's keys: written after them.
   */
  ignored_time?: string;
}

const RESOLUTION_KEYS = [
  'target_date',
  'target_scope',
  'start',
  'end',
  'week',
  'day_of_week',
  'relative',
  'resolved_at',
] as const satisfies readonly (keyof TimeResolution)[];

/** Keys written after the contract's, and only when they have a value. */
const OPTIONAL_RESOLUTION_KEYS = ['ignored_time'] as const satisfies readonly (keyof TimeResolution)[];

/** The resolution as dates.md and `skill dates --json` give it: the contract's keys in order, then the optional ones set. */
export function resolutionEntries(r: TimeResolution): [string, string][] {
  const optional = OPTIONAL_RESOLUTION_KEYS.flatMap((k) => (r[k] === undefined ? [] : [[k, r[k]] as [string, string]]));
  return [...RESOLUTION_KEYS.map((k) => [k, r[k]] as [string, string]), ...optional];
}
