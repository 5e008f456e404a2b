/**
 * How the name of a periodic note is written, and the check every written form gets before a run uses it.
 *
 * Two forms: our own `{date}` placeholders (`00_Brain/Periodic/Daily/{date}.md`, docs/config.md), and Obsidian's —
 * a literal folder plus a moment.js format that may hold `/` for subfolders (`Journal/Daily` + `YYYY/MM/YYYY-MM-DD`).
 * Pure, except that moment is loaded for the second form.
 */
import { posix } from 'node:path';
import { addDays, addMonths, formatIsoWeek, isoWeekOf, parseDate, quarterOf, type IsoDate } from '../time/calendar.js';
import { formatDay, unsupportedToken } from './date-format.js';

export type PeriodKind = 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly';

export type PeriodicSpec =
  | { syntax: 'placeholders'; pattern: string; template?: string }
  | { syntax: 'moment'; folder: string; format: string; template?: string };

/** The moment locale weeks and names are written in, and the first day of the week when a setting overrides it. */
export interface DateLocale {
  locale: string;
  weekStart?: number;
}

/** The placeholders a pattern may use. */
const PATTERN_PLACEHOLDERS = ['date', 'year', 'month', 'mm', 'dd', 'week', 'ww', 'quarter', 'q'] as const;

const REQUIRED_PLACEHOLDER: Record<PeriodKind, RegExp> = {
  daily: /\{(date|dd)\}/,
  weekly: /\{(week|ww)\}/,
  monthly: /\{(month|mm|date)\}/,
  quarterly: /\{(quarter|q)\}/,
  yearly: /\{(year|date|month|quarter|week)\}/,
};

/** Fills a placeholder pattern for the period containing `date`. */
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

/** The vault-relative path of the note for the period containing `date`. */
export function specPath(spec: PeriodicSpec, date: IsoDate, locale: DateLocale): string {
  if (spec.syntax === 'placeholders') return expandPattern(spec.pattern, date);
  const name = formatDay(date, spec.format, locale.locale, undefined, locale.weekStart);
  const path = posix.join(spec.folder || '.', name);
  return path.endsWith('.md') ? path : `${path}.md`;
}

/** How the spec reads in messages and in `skill layout`. */
export function describeSpec(spec: PeriodicSpec): string {
  return spec.syntax === 'placeholders'
    ? spec.pattern
    : `${spec.folder ? `${spec.folder}/` : ''}${spec.format}.md (moment format ${spec.format})`;
}

/**
 * A path segment that is a date format rather than a folder name: one holding a year, month, day or week token
 * outside [escapes] ("YYYY", "MM-MMMM", "gggg-[W]ww", "Do MMM YYYY"); "Daily", "Journal" or "Quarterly" are folder
 * names.
 */
function isFormatSegment(segment: string): boolean {
  return /YY|MM|DD|Do|ww|WW|gg|GG/.test(segment.replace(/\[[^\]]*\]/g, ''));
}

/**
 * Reads a path written in config: `{placeholders}`, or a moment format whose leading plain segments are the folder
 * (`Journal/Daily/YYYY/MM/YYYY-MM-DD.md`). Returns an error message instead when it is neither.
 */
export function parsePathSetting(value: string, period: PeriodKind): PeriodicSpec | string {
  if (value.includes('{')) {
    const unknown = [...value.matchAll(/\{([^}]*)\}/g)]
      .map((m) => m[1]!)
      .find((p) => !(PATTERN_PLACEHOLDERS as readonly string[]).includes(p));
    if (unknown !== undefined)
      return `unknown placeholder {${unknown}}; use ${PATTERN_PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}, or a moment.js format (Daily/YYYY-MM-DD.md)`;
    if (!REQUIRED_PLACEHOLDER[period].test(value))
      return `a ${period} pattern needs a placeholder that changes every period, e.g. ${EXAMPLE[period]}`;
    return { syntax: 'placeholders', pattern: value };
  }
  const segments = value.replace(/\.md$/i, '').split('/');
  const first = segments.findIndex(isFormatSegment);
  if (first === -1)
    return `needs a date in the note's name: a moment.js format such as ${MOMENT_EXAMPLE[period]}, or a placeholder (${EXAMPLE[period]})`;
  return { syntax: 'moment', folder: segments.slice(0, first).join('/'), format: segments.slice(first).join('/') };
}

const EXAMPLE: Record<PeriodKind, string> = {
  daily: 'Journal/{date}.md',
  weekly: 'Journal/{week}.md',
  monthly: 'Journal/{month}.md',
  quarterly: 'Journal/{quarter}.md',
  yearly: 'Journal/{year}.md',
};
const MOMENT_EXAMPLE: Record<PeriodKind, string> = {
  daily: 'Daily/YYYY-MM-DD.md',
  weekly: 'Weekly/GGGG-[W]WW.md',
  monthly: 'Monthly/YYYY-MM.md',
  quarterly: 'Quarterly/YYYY-[Q]Q.md',
  yearly: 'Yearly/YYYY.md',
};
const PERIOD_WORD: Record<PeriodKind, string> = { daily: 'day', weekly: 'week', monthly: 'month', quarterly: 'quarter', yearly: 'year' };

/** The first day of the next period, for checking that a name changes from one period to the next. */
function nextPeriod(period: PeriodKind, date: IsoDate): IsoDate {
  switch (period) {
    case 'daily':
      return addDays(date, 1);
    case 'weekly':
      return addDays(date, 7);
    case 'monthly':
      return addMonths(date, 1);
    case 'quarterly':
      return addMonths(date, 3);
    case 'yearly':
      return addMonths(date, 12);
  }
}

const SAMPLE_DAYS: readonly IsoDate[] = ['2026-11-23', '2026-12-31', '2027-01-01', '2028-02-29'];

/**
 * What is wrong with a moment spec, or undefined: a token that is not about a day, a name that does not change
 * from one period to the next (two periods would share a note), or a name that leaves the folder.
 */
export function checkMomentSpec(
  spec: Extract<PeriodicSpec, { syntax: 'moment' }>,
  period: PeriodKind,
  locale: DateLocale,
): string | undefined {
  const bad = unsupportedToken(spec.format);
  if (bad !== undefined)
    return `format "${spec.format}": the token ${bad} is not supported in a note's name (only date tokens: a ${PERIOD_WORD[period]}'s note cannot depend on the time of day)`;
  for (const day of SAMPLE_DAYS) {
    const a = specPath(spec, day, locale);
    const b = specPath(spec, nextPeriod(period, day), locale);
    if (a === b)
      return `format "${spec.format}" gives the same note (${a}) for two ${PERIOD_WORD[period]}s; it needs a token that changes every ${PERIOD_WORD[period]}, e.g. ${MOMENT_EXAMPLE[period].split('/').pop()!.replace(/\.md$/, '')}`;
    if (a.split('/').includes('..') || a.startsWith('/')) return `format "${spec.format}" gives ${a}, outside the folder`;
  }
  return undefined;
}
