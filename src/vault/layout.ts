/**
 * Where notes live: the layout of the vault config turned into absolute paths for given dates. Pure.
 */
import { join } from 'node:path';
import {
  type IsoDate, addDays, formatIsoWeek, isoWeekday, isoWeekOf, parseDate, quarterOf,
} from '../time/calendar.js';
import type { Layout, NoteKind, PeriodKind } from './config.js';

/** Fills a periodic pattern's placeholders for the period containing `date`. */
export function expandPattern(pattern: string, date: IsoDate): string {
  const p = parseDate(date);
  const week = isoWeekOf(date);
  const two = (n: number) => String(n).padStart(2, '0');
  const values: Record<string, string> = {
    date,
    year: String(p.year),
    month: `${p.year}-${two(p.month)}`,
    mm: two(p.month),
    dd: two(p.day),
    week: formatIsoWeek(week),
    ww: two(week.week),
    quarter: `${p.year}-Q${quarterOf(date)}`,
    q: String(quarterOf(date)),
  };
  return pattern.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);
}

export function captivePath(vault: string, layout: Layout, note: NoteKind): string {
  return join(vault, layout.captive[note]);
}

export interface PeriodNote {
  /** The period's label: 2026-11-23, 2026-W47, 2026-11, 2026-Q4, 2026. */
  label: string;
  /** First day of the period, within the range asked for. */
  date: IsoDate;
  path: string;
}

/**
 * One note per period of the given kind that the days touch, in order, without duplicates. Over a span of a week
 * or more, an ISO week counts only when its Thursday is inside (the ISO rule for which month or year a week
 * belongs to), so "weekly archives for November" does not pull in the weeks of late October and early December.
 */
export function periodicNotes(vault: string, layout: Layout, period: PeriodKind, days: readonly IsoDate[]): PeriodNote[] {
  const seen = new Set<string>();
  const notes: PeriodNote[] = [];
  const first = days[0];
  const last = days[days.length - 1];
  const thursdayRule = period === 'weekly' && first !== undefined && last !== undefined && days.length >= 7;
  for (const date of days) {
    if (thursdayRule) {
      const thursday = addDays(date, 4 - isoWeekday(date));
      if (thursday < first! || thursday > last!) continue;
    }
    const rel = expandPattern(layout.periodic[period], date);
    if (seen.has(rel)) continue;
    seen.add(rel);
    notes.push({ label: periodLabel(period, date), date, path: join(vault, rel) });
  }
  return notes;
}

function periodLabel(period: PeriodKind, date: IsoDate): string {
  switch (period) {
    case 'daily': return date;
    case 'weekly': return formatIsoWeek(isoWeekOf(date));
    case 'monthly': return date.slice(0, 7);
    case 'quarterly': return `${date.slice(0, 4)}-Q${quarterOf(date)}`;
    case 'yearly': return date.slice(0, 4);
  }
}

/** True when the vault-relative path lies in an archive folder: a configured one, or any folder named Archive. */
export function inArchive(relative: string, layout: Layout): boolean {
  const parts = relative.split('/');
  if (parts.slice(0, -1).some((p) => p.toLowerCase() === 'archive')) return true;
  return layout.archive.some((a) => relative === a || relative.startsWith(`${a}/`));
}
