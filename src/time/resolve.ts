/**
 * Time resolution: (words, now) → TimeResolution. Pure: the only inputs are the words and the instant `now`
 * (read in the process time zone); the same inputs always give the same answer.
 */
import { createRequire } from 'node:module';
import {
  type IsoDate,
  formatDate,
  formatIsoWeek,
  formatLocalTimestamp,
  isValidDate,
  isoWeekOf,
  localDateOf,
  localNoon,
  weekdayName,
} from './calendar.js';
import { type GrammarMatch, matchGrammar, splitTimeOfDay } from './grammar.js';
import type { DateOrder, TimeResolution } from './types.js';
import { BadInputError, quote } from '../errors.js';
import { oneLineSafe } from '../text/line.js';

type Chrono = typeof import('chrono-node/en');

// chrono-node is loaded on first use (synchronously, through its CommonJS build) so commands that never reach the
// fallback do not pay for it at startup.
let chronoModule: Chrono | undefined;
function chrono(): Chrono {
  chronoModule ??= createRequire(import.meta.url)('chrono-node/en') as Chrono;
  return chronoModule;
}

const TIME_EXAMPLES = 'today, tomorrow, next monday, last friday, last week, 2026-02-17, 2026-W08, 2026-02, Q1 2026';

/** Lowercase, single spaces, no surrounding quotes or trailing full stop. */
export function normaliseWords(words: string): string {
  return words
    .trim()
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, '')
    .replace(/[.!]+$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** A time of day anywhere in words chrono read ("3pm tomorrow", "at noon on feb 17"), to name what is ignored. */
const TIME_WORDS =
  /(?:\bat\s+)?\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|(?:\bat\s+)?\b\d{1,2}:\d{2}\b|(?:\bat\s+)?\b(?:noon|midnight)\b|(?:\bin the\s+)?\b(?:morning|afternoon|evening|night)\b/;

/**
 * chrono-node for everything our grammar does not cover ("Feb 17", "17 February 2026", "in two weeks").
 * Accepted only when one result covers all the words and names a day: "10am" or "noon" alone would mean a silent
 * "today", which the contract forbids. A time of day chrono read is returned as `time`, to be reported.
 */
function matchChrono(text: string, today: IsoDate): GrammarMatch | null {
  const results = chrono().casual.parse(text, localNoon(today));
  if (results.length !== 1) return null;
  const [r] = results;
  if (r?.index !== 0 || r.text.length !== text.length || r.end) return null;
  const s = r.start;
  const namesDay = s.isCertain('day') || s.isCertain('weekday') || (s.isCertain('month') && s.isCertain('year'));
  if (!namesDay) return null;
  const parts = { year: s.get('year') ?? NaN, month: s.get('month') ?? NaN, day: s.get('day') ?? NaN };
  if (!isValidDate(parts)) return null;
  const date = formatDate(parts);
  const match: GrammarMatch = { scope: 'day', range: { start: date, end: date } };
  if (s.isCertain('hour')) {
    const pad = (n: number | null) => String(n ?? 0).padStart(2, '0');
    match.time = TIME_WORDS.exec(text)?.[0] ?? `${pad(s.get('hour'))}:${pad(s.get('minute'))}`;
  }
  return match;
}

export interface ResolveOptions {
  /** How to read 03/04/2026 (the user config's date_order); unset, an ambiguous one is refused. */
  dateOrder?: DateOrder | undefined;
  /** The user config's path, which the refusal of such a date names (the time layer does not read the environment). */
  userConfig?: string | undefined;
}

export function resolveTime(words: string, now: Date, options: ResolveOptions = {}): TimeResolution {
  if (Number.isNaN(now.getTime())) throw new BadInputError('the current time is not a valid date');
  const text = normaliseWords(words);
  const today = localDateOf(now);
  // chrono gets the words without a trailing time of day too, so "feb 17 at 3pm" reports "at 3pm" as written.
  const { day: dayWords, time } = splitTimeOfDay(text);
  // Failing that, chrono on all the words: it knows "last night", whose day is not "last".
  const match =
    matchGrammar(text, today, options.dateOrder, options.userConfig) ??
    withTime(matchChrono(dayWords, today), time) ??
    (time === undefined ? null : withTime(matchChrono(text, today), time));
  if (!match) {
    // Words can hold anything (a line break, an escape sequence): the message stays one printable line.
    throw new BadInputError(`could not understand the time ${quote(oneLineSafe(words.trim()))}`, {
      hint: `try one of: ${TIME_EXAMPLES}`,
    });
  }
  const target = match.range.start;
  return {
    target_date: target,
    target_scope: match.scope,
    start: match.range.start,
    end: match.range.end,
    week: formatIsoWeek(isoWeekOf(target)),
    day_of_week: weekdayName(target),
    relative: text === '' ? 'today' : words.trim().replace(/\s+/g, ' '),
    resolved_at: formatLocalTimestamp(now),
    ...(match.time !== undefined ? { ignored_time: match.time } : {}),
  };
}

function withTime(match: GrammarMatch | null, time: string | undefined): GrammarMatch | null {
  return match && time !== undefined ? { ...match, time } : match;
}

/**
 * Parses the value of `--now`: an ISO 8601 date or date-time. A date alone means local noon of that day, so
 * a fixed date never lands on a DST edge.
 */
export function parseNow(value: string): Date {
  const trimmed = value.trim();
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (dateOnly) {
    const parts = { year: Number(dateOnly[1]), month: Number(dateOnly[2]), day: Number(dateOnly[3]) };
    if (isValidDate(parts)) return localNoon(formatDate(parts));
  } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(trimmed)) {
    const date = new Date(trimmed);
    const [y, mo, d] = trimmed.slice(0, 10).split('-').map(Number) as [number, number, number];
    // Date() rolls 2026-02-30T10:00 over to March; refuse it instead.
    if (!Number.isNaN(date.getTime()) && isValidDate({ year: y, month: mo, day: d })) return date;
  }
  throw new BadInputError(`--now ${quote(value)} is not an ISO 8601 date or date-time`, {
    hint: 'for example --now 2026-02-15 or --now 2026-02-15T09:30',
  });
}
