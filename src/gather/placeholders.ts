/**
 * Placeholders in the arguments of a calendar command or a command sub-skill. Pure: each argument is filled in on its own, so a value can
 * never split into two arguments or reach a shell (commands run without one).
 */
import { formatLocalTimestamp, parseDate } from '../time/calendar.js';
import type { DateRange as DateRangeInclusive } from '../time/calendar.js';

/**
 * `{start}`  first day at 00:00:00 local, ISO 8601 with offset   2026-11-23T00:00:00+01:00
 * `{end}`    last day at 23:59:59 local, ISO 8601 with offset    2026-11-29T23:59:59+01:00
 * `{start_date}`, `{end_date}`  YYYY-MM-DD; `{date}` = `{start_date}`
 * `{now}`    the current instant, ISO 8601 with local offset
 * Anything else in braces is left as it is.
 */
export function expandPlaceholders(arg: string, range: DateRangeInclusive, now: Date = new Date()): string {
  return arg.replace(/\{(start_date|end_date|start|end|date|now)\}/g, (_match, key: string) => {
    switch (key) {
      case 'start': {
        const p = parseDate(range.start);
        return formatLocalTimestamp(new Date(p.year, p.month - 1, p.day, 0, 0, 0));
      }
      case 'end': {
        const p = parseDate(range.end);
        return formatLocalTimestamp(new Date(p.year, p.month - 1, p.day, 23, 59, 59));
      }
      case 'start_date':
      case 'date':
        return range.start;
      case 'end_date':
        return range.end;
      default:
        return formatLocalTimestamp(now);
    }
  });
}
