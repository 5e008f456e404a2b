import { type IsoDate, MONTH_NAMES, daysBetween, isoWeekday, parseDate, weekdayName } from './calendar.js';
import { resolutionEntries, type TimeResolution } from './types.js';

/** dates.md: the resolution as plain YAML, one key per line, in contract order (then `ignored_time` when set). */
export function renderDatesMd(r: TimeResolution): string {
  return `${resolutionEntries(r)
    .map(([key, value]) => `${key}: ${yamlScalar(value)}`)
    .join('\n')}\n`;
}

/** What became of a time of day in the words, for every line that shows the target; undefined when there was none. */
export function ignoredTimeNote(r: TimeResolution): string | undefined {
  return r.ignored_time === undefined ? undefined : `the time of day "${r.ignored_time}" is ignored: rituals work on whole days`;
}

/** Quotes a YAML scalar when leaving it bare would change its meaning (e.g. "next monday" is fine, "2026-W08: x" is not). */
function yamlScalar(value: string): string {
  return /^[A-Za-z0-9][A-Za-z0-9 _.,+\-:/]*$/.test(value) && !/: |:$| #/.test(value) ? value : JSON.stringify(value);
}

export function formatLongDate(iso: IsoDate): string {
  const p = parseDate(iso);
  return `${weekdayName(iso)}, ${MONTH_NAMES[p.month - 1]} ${p.day}, ${p.year}`;
}

function monthDay(iso: IsoDate): string {
  const p = parseDate(iso);
  return `${MONTH_NAMES[p.month - 1]} ${p.day}`;
}

/** The target in words: "Monday, November 23, 2026" or "the week of November 16–22, 2026 (2026-W47)". */
export function describeTarget(r: TimeResolution): string {
  const s = parseDate(r.start);
  const e = parseDate(r.end);
  switch (r.target_scope) {
    case 'day':
      return formatLongDate(r.target_date);
    case 'week': {
      const span = s.month === e.month ? `${monthDay(r.start)}–${e.day}` : `${monthDay(r.start)} – ${monthDay(r.end)}`;
      const year = s.year === e.year ? `${s.year}` : `${s.year}/${e.year}`;
      return `the week of ${span}, ${year} (${r.week})`;
    }
    case 'month':
      return `${MONTH_NAMES[s.month - 1]} ${s.year}`;
    case 'quarter':
      return `Q${Math.floor((s.month - 1) / 3) + 1} ${s.year} (${monthDay(r.start)} – ${monthDay(r.end)})`;
    case 'year':
      return `the year ${s.year}`;
    case 'days': {
      const weekend = isoWeekday(r.start) === 6 && daysBetween(r.start, r.end) === 1;
      const span = s.month === e.month ? `${monthDay(r.start)}–${e.day}` : `${monthDay(r.start)} – ${monthDay(r.end)}`;
      const year = s.year === e.year ? `${s.year}` : `${s.year}/${e.year}`;
      return weekend ? `the weekend of ${span}, ${year}` : `the ${daysBetween(r.start, r.end) + 1} days ${span}, ${year}`;
    }
  }
}

/** A short label for the target, used in session directory names and titles: 2026-11-23, 2026-W47, 2026-Q1. */
export function targetLabel(r: TimeResolution): string {
  const s = parseDate(r.start);
  switch (r.target_scope) {
    case 'day':
      return r.target_date;
    case 'week':
      return r.week;
    case 'month':
      return r.start.slice(0, 7);
    case 'quarter':
      return `${s.year}-Q${Math.floor((s.month - 1) / 3) + 1}`;
    case 'year':
      return String(s.year);
    case 'days':
      return `${r.start}..${r.end}`;
  }
}
