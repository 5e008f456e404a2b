/**
 * Our own grammar for the expressions chrono-node gets wrong or does not know: scope words (this/next/last week…),
 * ISO weeks, quarters, months, years, and the weekday rules of the contract. Everything here is a pure function
 * of the normalised words and today's date; chrono-node is only consulted when nothing here matches.
 */
import {
  type DateRange,
  type IsoDate,
  addDays,
  addMonths,
  formatDate,
  isValidDate,
  isoWeekOf,
  isoWeekStart,
  isoWeekday,
  isoWeeksInYear,
  monthRange,
  parseDate,
  quarterRange,
  toDayNumber,
  yearRange,
  MONTH_NAMES,
} from './calendar.js';
import type { DateOrder, Scope } from './types.js';
import { type Period, periodRange, shiftPeriod } from './period.js';
import { BadInputError, quote } from '../errors.js';
import { countOf, WEEKDAY_NUMBERS } from './lexicon.js';

export interface GrammarMatch {
  scope: Scope;
  range: DateRange;
  /** A time of day in the words, which a day or range cannot hold ("at 5pm"): reported, never silently dropped. */
  time?: string;
}

const WEEKDAYS = WEEKDAY_NUMBERS;

const MONTHS: Record<string, number> = Object.fromEntries(
  MONTH_NAMES.flatMap((name, i) => {
    const lower = name.toLowerCase();
    const entries: [string, number][] = [
      [lower, i + 1],
      [lower.slice(0, 3), i + 1],
    ];
    if (lower === 'september') entries.push(['sept', 9]);
    return entries;
  }),
);

const WEEKDAY_RE = Object.keys(WEEKDAYS).join('|');
const MONTH_RE = Object.keys(MONTHS).join('|');

function day(d: IsoDate): GrammarMatch {
  return { scope: 'day', range: { start: d, end: d } };
}

const count = countOf;

const FIRST_DAY = toDayNumber('0001-01-01');
const LAST_DAY = toDayNumber('9999-12-31');

function shift(text: string, today: IsoDate, n: number, unit: string): IsoDate {
  // Years 1 to 9999 are what YYYY-MM-DD can say; "in 96136 months" is refused before the arithmetic leaves them.
  const p = parseDate(today);
  let inCalendar: boolean;
  if (unit === 'day' || unit === 'week') {
    const dayNumber = toDayNumber(today) + n * (unit === 'week' ? 7 : 1);
    inCalendar = dayNumber >= FIRST_DAY && dayNumber <= LAST_DAY;
  } else {
    const monthIndex = p.year * 12 + p.month - 1 + n * (unit === 'month' ? 1 : 12);
    inCalendar = monthIndex >= 12 && monthIndex <= 9999 * 12 + 11;
  }
  if (!inCalendar) throw new BadInputError(`${quote(text)} is too far from today`);
  switch (unit) {
    case 'day':
      return addDays(today, n);
    case 'week':
      return addDays(today, 7 * n);
    case 'month':
      return addMonths(today, n);
    default:
      return addMonths(today, 12 * n); // year
  }
}

/** The period containing today, moved by whole periods. */
function periodOffset(scope: Period, today: IsoDate, offset: number): GrammarMatch {
  return { scope, range: shiftPeriod(scope, periodRange(scope, today), offset) };
}

function weekdayMatch(modifier: string | undefined, target: number, today: IsoDate): GrammarMatch {
  const dow = isoWeekday(today);
  switch (modifier) {
    case 'next':
      // The first such weekday strictly after today.
      return day(addDays(today, ((target - dow + 6) % 7) + 1));
    case 'last':
      // The most recent such weekday strictly before today.
      return day(addDays(today, -(((dow - target + 6) % 7) + 1)));
    case 'this':
      // The one in the current ISO week, even when it is already past.
      return day(addDays(today, target - dow));
    default:
      // Bare weekday: today when it is that day, else the next one.
      return day(addDays(today, (target - dow + 7) % 7));
  }
}

/** A numeric date that reads as two different dates, and no date order to choose between them. */
export class AmbiguousDateError extends BadInputError {}

/**
 * 03/04/2026 is March 4 in the US and 3 April in most other places. A date that reads validly only one way is that
 * date; one that reads validly both ways is refused unless the user config says which order they write
 * (`date_order: dmy | mdy`), since a silent guess would plan the wrong day.
 */
function numericDate(
  input: string,
  first: number,
  second: number,
  year: number,
  order: DateOrder | undefined,
  userConfig: string | undefined,
): GrammarMatch {
  const dmy = { year, month: second, day: first };
  const mdy = { year, month: first, day: second };
  const [asDmy, asMdy] = [isValidDate(dmy) ? formatDate(dmy) : undefined, isValidDate(mdy) ? formatDate(mdy) : undefined];
  if (!asDmy || !asMdy || asDmy === asMdy) {
    const only = asDmy ?? asMdy;
    if (!only) throw new BadInputError(`${quote(input)} is not a date`);
    return day(only);
  }
  if (order) return day(order === 'dmy' ? asDmy : asMdy);
  throw new AmbiguousDateError(`${quote(input)} could be ${asMdy} (month first) or ${asDmy} (day first): write the date as YYYY-MM-DD`, {
    hint: `or set date_order: dmy or mdy in the user config${userConfig ? `, ${userConfig}` : ''}`,
  });
}

function checkedYear(text: string, raw: string): number {
  const year = Number(raw);
  if (year < 1 || year > 9999) throw new BadInputError(`the year in ${quote(text)} is out of range`);
  return year;
}

function isoWeekMatch(text: string, year: number, week: number): GrammarMatch {
  const weeks = isoWeeksInYear(year);
  if (week < 1 || week > weeks) {
    throw new BadInputError(`${quote(text)} is not a week: ISO year ${year} has weeks 1 to ${weeks}`);
  }
  const start = isoWeekStart(year, week);
  return { scope: 'week', range: { start, end: addDays(start, 6) } };
}

/**
 * A time of day at the end of the words ("at 3pm", "17:30", "morning", "in the evening"), split off: rituals work
 * on days, and keeping it would send "monday 10am" to chrono, whose weekday rules differ from ours. `time` is the
 * part split off, as written (normalised), so the resolution can say it was ignored.
 */
export function splitTimeOfDay(text: string): { day: string; time?: string } {
  const day = text
    .replace(/\s+(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm)$/, '')
    .replace(/\s+(?:at\s+)?\d{1,2}:\d{2}$/, '')
    .replace(/\s+(?:at\s+)?(?:noon|midnight)$/, '')
    .replace(/\s+(?:in the\s+)?(?:morning|afternoon|evening|night)$/, '');
  return day === text ? { day } : { day, time: text.slice(day.length).trim() };
}

/**
 * Matches normalised (lowercase, single-spaced) words against our grammar. Returns null when nothing here applies,
 * throws BadInputError for expressions that are ours but invalid (2026-02-30, 2026-W54, a bare month name).
 */
export function matchGrammar(input: string, today: IsoDate, dateOrder?: DateOrder, userConfig?: string): GrammarMatch | null {
  const { day: text, time } = splitTimeOfDay(input);
  const match = matchDay(input, text, today, dateOrder, userConfig);
  return match && time !== undefined ? { ...match, time } : match;
}

/** The grammar proper, on words without a time of day (`input`: the words as given, for messages). */
function matchDay(
  input: string,
  text: string,
  today: IsoDate,
  dateOrder: DateOrder | undefined,
  userConfig: string | undefined,
): GrammarMatch | null {
  return matchRelative(input, text, today) ?? matchDate(input, text, today, dateOrder, userConfig);
}

/** Words counted from today: "tomorrow", "in two weeks", "last 7 days", "this weekend", "next monday", "last month". */
function matchRelative(input: string, text: string, today: IsoDate): GrammarMatch | null {
  let m: RegExpExecArray | null;

  if (text === '' || text === 'today' || text === 'now' || text === 'tonight') return day(today);
  // "this morning", "this evening": the time of day was split off (matchGrammar), "this" is left, and it is today.
  if (text === 'this' && input !== 'this') return day(today);
  if (text === 'tomorrow') return day(addDays(today, 1));
  if (text === 'yesterday') return day(addDays(today, -1));
  if (text === 'day after tomorrow' || text === 'the day after tomorrow') return day(addDays(today, 2));
  if (text === 'day before yesterday' || text === 'the day before yesterday') return day(addDays(today, -2));

  if ((m = /^in (\d+|[a-z]+) (day|week|month|year)s?$/.exec(text))) {
    const n = count(m[1]!);
    if (!Number.isNaN(n)) return day(shift(text, today, n, m[2]!));
  }
  if ((m = /^(\d+|[a-z]+) (day|week|month|year)s? (ago|from now|later)$/.exec(text))) {
    const n = count(m[1]!);
    if (!Number.isNaN(n)) return day(shift(text, today, m[3] === 'ago' ? -n : n, m[2]!));
  }

  // "last 7 days" ends today and "next 7 days" starts today: the N days, today included. A need's "the past N days"
  // are the N days before its target, the target excluded (src/need/time-range.ts; docs/time.md says why).
  if ((m = /^(?:the )?(last|past|previous|next|coming) (\d+|[a-z]+) days?$/.exec(text))) {
    const n = count(m[2]!);
    if (!Number.isNaN(n)) {
      if (n < 1) throw new BadInputError(`${quote(input)} is no days at all`);
      const back = ['last', 'past', 'previous'].includes(m[1]!);
      const other = shift(text, today, back ? -(n - 1) : n - 1, 'day');
      const range = back ? { start: other, end: today } : { start: today, end: other };
      return n === 1 ? day(today) : { scope: 'days', range };
    }
  }

  // A weekend is the Saturday and Sunday of an ISO week: "this weekend" the current week's (on a Sunday, yesterday
  // and today), "next" and "last weekend" those of the next and the previous week, as "next week" does.
  if ((m = /^(?:(this|next|last|coming|past|previous) )?(?:the )?weekend$/.exec(text))) {
    const offset = m[1] === 'next' || m[1] === 'coming' ? 1 : m[1] === 'last' || m[1] === 'past' || m[1] === 'previous' ? -1 : 0;
    const saturday = addDays(today, 6 - isoWeekday(today) + 7 * offset);
    return { scope: 'days', range: { start: saturday, end: addDays(saturday, 1) } };
  }

  if ((m = new RegExp(`^(?:(next|this|last|coming|past) )?(?:on )?(${WEEKDAY_RE})$`).exec(text))) {
    const modifier = m[1] === 'coming' ? 'next' : m[1] === 'past' ? 'last' : m[1];
    return weekdayMatch(modifier, WEEKDAYS[m[2]!]!, today);
  }

  if ((m = /^(this|next|last|previous|current|coming) (week|month|quarter|year)$/.exec(text))) {
    const offset = m[1] === 'next' || m[1] === 'coming' ? 1 : m[1] === 'last' || m[1] === 'previous' ? -1 : 0;
    return periodOffset(m[2] as Period, today, offset);
  }
  return null;
}

/** Dates and periods named outright: 03/04, 2026-02-17, 2026-W08, "week 8", 2026-02, "February 2026", Q1 2026, 2026. */
function matchDate(
  input: string,
  text: string,
  today: IsoDate,
  dateOrder: DateOrder | undefined,
  userConfig: string | undefined,
): GrammarMatch | null {
  let m: RegExpExecArray | null;
  if ((m = /^(\d{1,2})[/.](\d{1,2})(?:[/.](\d{4}))?$/.exec(text))) {
    return numericDate(input, Number(m[1]), Number(m[2]), m[3] ? checkedYear(input, m[3]) : parseDate(today).year, dateOrder, userConfig);
  }

  if ((m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text))) {
    const parts = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
    if (!isValidDate(parts)) throw new BadInputError(`${quote(input)} is not a calendar date`);
    return day(formatDate(parts));
  }

  if ((m = /^(\d{4})-?w(\d{1,2})$/.exec(text))) {
    return isoWeekMatch(input, checkedYear(input, m[1]!), Number(m[2]));
  }
  if ((m = /^(?:week|wk|w) ?(\d{1,2})(?:,? (\d{4}))?$/.exec(text))) {
    const year = m[2] ? checkedYear(input, m[2]) : isoWeekOf(today).year;
    return isoWeekMatch(input, year, Number(m[1]));
  }

  if ((m = /^(\d{4})-(\d{1,2})$/.exec(text))) {
    const month = Number(m[2]);
    if (month < 1 || month > 12) throw new BadInputError(`${quote(input)} is not a month (use YYYY-MM, 01 to 12)`);
    return { scope: 'month', range: monthRange(checkedYear(input, m[1]!), month) };
  }
  if ((m = new RegExp(`^(${MONTH_RE}),? (\\d{4})$`).exec(text)) || (m = new RegExp(`^(\\d{4}) (${MONTH_RE})$`).exec(text))) {
    const [monthWord, yearWord] = /^\d/.test(m[1]!) ? [m[2]!, m[1]!] : [m[1]!, m[2]!];
    return { scope: 'month', range: monthRange(checkedYear(input, yearWord), MONTHS[monthWord]!) };
  }
  if ((m = new RegExp(`^(${MONTH_RE})$`).exec(text))) {
    const year = parseDate(today).year;
    const name = MONTH_NAMES[MONTHS[m[1]!]! - 1];
    throw new BadInputError(`${quote(input)} needs a year: say ${quote(`${name} ${year}`)} or ${quote(`${name} ${year + 1}`)}`);
  }

  if ((m = /^(\d{4})-?q([1-4])$/.exec(text)) || (m = /^q([1-4]),? (\d{4})$/.exec(text))) {
    const [yearWord, quarterWord] = m[1]!.length === 4 ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
    return { scope: 'quarter', range: quarterRange(checkedYear(input, yearWord), Number(quarterWord)) };
  }
  if ((m = /^q([1-4])$/.exec(text))) {
    return { scope: 'quarter', range: quarterRange(parseDate(today).year, Number(m[1])) };
  }
  if (/^(\d{4})-?q\d+$/.test(text) || /^q\d+ \d{4}$/.test(text)) {
    throw new BadInputError(`${quote(input)} is not a quarter (Q1 to Q4)`);
  }

  if ((m = /^(\d{4})$/.exec(text))) {
    return { scope: 'year', range: yearRange(checkedYear(input, m[1]!)) };
  }

  return null;
}
