/**
 * Where notes live: the layout of the vault config turned into absolute paths for given dates. Pure (moment is
 * loaded for layouts written with moment formats).
 */
import { basename, join } from 'node:path';
import { type IsoDate, addDays, daysBetween, formatIsoWeek, isoWeekOf, quarterOf } from '../time/calendar.js';
import type { Layout, NoteKind, PeriodicSpec, PeriodKind } from './config.js';
import { specPath } from './periodic-spec.js';

export { expandPattern } from './periodic-spec.js';

export function captivePath(vault: string, layout: Layout, note: NoteKind): string {
  return join(vault, layout.captive[note]);
}

/** The period whose note stands in for a working note when the periodic notes are the working notes. */
export const WORKING_PERIOD: Record<NoteKind, PeriodKind> = {
  today: 'daily',
  week: 'weekly',
  month: 'monthly',
  quarter: 'quarterly',
  year: 'yearly',
};

export interface WorkingNote {
  path: string;
  label: string;
  /** Set when the working note is a periodic note: its period and the day it was resolved for. */
  period?: { kind: PeriodKind; date: IsoDate };
}

/**
 * The working note of a kind for the period containing `date`: Today.md and the like, or, in a vault whose periodic
 * notes are its working notes, the daily (weekly, …) note of that period.
 */
export function workingNote(vault: string, layout: Layout, note: NoteKind, date: IsoDate): WorkingNote {
  if (layout.workingNotes === 'captive') return { path: captivePath(vault, layout, note), label: layout.captive[note].split('/').pop()! };
  const kind = WORKING_PERIOD[note];
  const path = periodicPath(vault, layout, kind, date);
  return { path, label: `${PERIOD_TITLE[kind]} ${noteLabel(layout, kind, date, path)}`, period: { kind, date } };
}

const PERIOD_TITLE: Record<PeriodKind, string> = {
  daily: 'Daily note',
  weekly: 'Weekly note',
  monthly: 'Monthly note',
  quarterly: 'Quarterly note',
  yearly: 'Yearly note',
};

/** The absolute path of the note for the period containing `date`. */
export function periodicPath(vault: string, layout: Layout, period: PeriodKind, date: IsoDate): string {
  return join(vault, specPath(layout.periodic[period], date, layout.date));
}

/** The folder a period's notes are under, as far as it does not depend on the date ('' = the vault's root). */
export function periodicFolder(spec: PeriodicSpec): string {
  if (spec.syntax === 'moment') return spec.folder;
  const fixed = spec.pattern.slice(0, spec.pattern.indexOf('{') === -1 ? undefined : spec.pattern.indexOf('{'));
  return fixed.includes('/') ? fixed.slice(0, fixed.lastIndexOf('/')) : '';
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
 * or more, a week counts only when at least four of its days are inside (for ISO weeks, the ISO rule: its Thursday
 * is inside), so "weekly archives for November" does not pull in the weeks of late October and early December, and
 * a Monday-to-Sunday week written in Sunday-to-Saturday locale weeks is the one week that holds most of it.
 */
export function periodicNotes(vault: string, layout: Layout, period: PeriodKind, days: readonly IsoDate[]): PeriodNote[] {
  const first = days[0];
  const last = days[days.length - 1];
  let counts: Map<string, number> | undefined;
  if (period === 'weekly' && first !== undefined && last !== undefined && daysBetween(first, last) >= 6) {
    counts = new Map();
    for (let d = first; d <= last; d = addDays(d, 1)) {
      const path = periodicPath(vault, layout, period, d);
      counts.set(path, (counts.get(path) ?? 0) + 1);
    }
  }
  const seen = new Set<string>();
  const notes: PeriodNote[] = [];
  for (const date of days) {
    const path = periodicPath(vault, layout, period, date);
    if (seen.has(path) || (counts && (counts.get(path) ?? 0) < 4)) continue;
    seen.add(path);
    notes.push({ label: noteLabel(layout, period, date, path), date, path });
  }
  return notes;
}

/** How a period's note is labelled: by its period, except a week named with a moment format, which is labelled by
 * its own name (a locale week's number is not the ISO week's). */
function noteLabel(layout: Layout, period: PeriodKind, date: IsoDate, path: string): string {
  return period === 'weekly' && layout.periodic.weekly.syntax === 'moment' ? basename(path, '.md') : periodLabel(period, date);
}

export function periodLabel(period: PeriodKind, date: IsoDate): string {
  switch (period) {
    case 'daily':
      return date;
    case 'weekly':
      return formatIsoWeek(isoWeekOf(date));
    case 'monthly':
      return date.slice(0, 7);
    case 'quarterly':
      return `${date.slice(0, 4)}-Q${quarterOf(date)}`;
    case 'yearly':
      return date.slice(0, 4);
  }
}

/** True when the vault-relative path lies in an archive folder: a configured one, or any folder named Archive. */
export function inArchive(relative: string, layout: Layout): boolean {
  const parts = relative.split('/');
  if (parts.slice(0, -1).some((p) => p.toLowerCase() === 'archive')) return true;
  return layout.archive.some((a) => relative === a || relative.startsWith(`${a}/`));
}
