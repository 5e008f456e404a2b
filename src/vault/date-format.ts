/**
 * Dates written with moment.js format tokens, the way Obsidian writes them: the names of daily and periodic notes
 * (`YYYY/MM/YYYY-MM-DD`, `gggg-[W]ww`) and the `{{date:FORMAT}}` variables of templates.
 *
 * moment itself does the formatting: it is what Obsidian and its plugins format with, so a note name comes out
 * byte for byte the one Obsidian would create (dayjs, the lighter alternative, lacks DDD, Qo, gg, E and e, prints
 * tokens it does not know as garbage, and has other locale data: measured in the commit that brought moment in).
 * It is loaded on first use, synchronously: the layout is computed in pure functions, and runs whose layout has no
 * moment format (the built-in one) never load it.
 */
import { createRequire } from 'node:module';
import type { IsoDate } from '../time/calendar.js';

type Moment = typeof import('moment');

const require = createRequire(import.meta.url);
let english: Moment | undefined;
let full: Moment | undefined;

/** The locale moment uses when nothing says otherwise, as Obsidian's does with its language set to English. */
const DEFAULT_LOCALE = 'en';

/**
 * moment for a locale. English needs no locale file: the minified build is loaded (about 10 ms less than the
 * package's main file). Other locales come from the minified build that has them all, loaded only then: the
 * package's locale files are found by a file name made at run time, which the bundle cannot carry
 * (scripts/bundle.mjs).
 */
function momentFor(locale: string): Moment {
  if (locale === DEFAULT_LOCALE) return (english ??= require('moment/min/moment.min.js') as Moment);
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/.test(locale)) throw new UnknownLocaleError(locale);
  full ??= require('moment/min/moment-with-locales.min.js') as Moment;
  if (!full.locales().includes(locale)) throw new UnknownLocaleError(locale);
  // Loading a locale file makes it moment's global locale: English stays the default.
  full.locale(DEFAULT_LOCALE);
  return full;
}

/**
 * The locale to format in, with its first day of the week overridden when a setting says so: Obsidian's Calendar
 * and Periodic Notes plugins do the same to the locale of Obsidian's moment (moment.updateLocale with week.dow,
 * which keeps the locale's rule for the first week of the year). Here it is a derived locale, so nothing global
 * changes.
 */
function localeName(m: Moment, locale: string, weekStart: number | undefined): string {
  if (weekStart === undefined || m.localeData(locale).firstDayOfWeek() === weekStart) return locale;
  const name = `x-skill-${locale}-dow${weekStart}`;
  if (!m.locales().includes(name)) {
    m.defineLocale(name, {
      parentLocale: locale,
      week: { dow: weekStart, doy: (m.localeData(locale) as unknown as { _week: { doy: number } })._week.doy },
    });
    m.locale(DEFAULT_LOCALE);
  }
  return name;
}

class UnknownLocaleError extends Error {
  constructor(readonly locale: string) {
    super(`unknown locale "${locale}" (moment.js has no locale of that name; e.g. en, en-gb, de, fr)`);
  }
}

/** True when moment has a locale of that name (loads its file). */
export function isKnownLocale(locale: string): boolean {
  try {
    momentFor(locale.toLowerCase());
    return true;
  } catch {
    return false;
  }
}

/**
 * The locale moment would use for a name, as moment.locale() chooses it: the name itself, else its language
 * ("en-us" → "en", "pt-br" stays itself); undefined when moment has neither.
 */
export function chooseLocale(name: string): string | undefined {
  const lower = name.toLowerCase().replace(/_/g, '-');
  const candidates = [lower, lower.split('-')[0]!];
  return candidates.find((c) => c === DEFAULT_LOCALE || isKnownLocale(c));
}

/** Formats a calendar day (no time zone can move it) with a moment format. */
export function formatDay(
  date: IsoDate,
  format: string,
  locale = DEFAULT_LOCALE,
  time?: { hour: number; minute: number; second: number },
  weekStart?: number,
): string {
  const moment = momentFor(locale);
  const m = moment.utc(date, 'YYYY-MM-DD', true).locale(localeName(moment, locale, weekStart));
  if (time) m.set(time);
  return m.format(format);
}

/** The day `amount` days, weeks, months… after `date` (moment's arithmetic, as template offsets use it). */
export function addToDay(date: IsoDate, amount: number, unit: 'y' | 'Q' | 'M' | 'w' | 'd'): IsoDate {
  return momentFor(DEFAULT_LOCALE).utc(date, 'YYYY-MM-DD', true).add(amount, unit).format('YYYY-MM-DD');
}

/** The date of a weekday (0 = the locale's first day of the week) in the week of `date`, as moment's weekday(). */
export function weekdayOf(date: IsoDate, weekday: number, locale = DEFAULT_LOCALE, weekStart?: number): IsoDate {
  const moment = momentFor(locale);
  return moment
    .utc(date, 'YYYY-MM-DD', true)
    .locale(localeName(moment, locale, weekStart))
    .weekday(weekday)
    .format('YYYY-MM-DD');
}

/** The first day of the week in a locale: 0 Sunday … 6 Saturday. */
export function firstDayOfWeek(locale = DEFAULT_LOCALE): number {
  return momentFor(locale).localeData(locale).firstDayOfWeek();
}

// moment's own token grammar (its formattingTokens and localFormattingTokens), so a format is split exactly where
// moment splits it.
const TOKENS =
  /(\[[^[]*\])|(\\)?([Hh]mm(ss)?|Mo|MM?M?M?|Do|DDDo|DD?D?D?|ddd?d?|do?|w[o|w]?|W[o|W]?|Qo?|N{1,5}|YYYYYY|YYYYY|YYYY|YY|y{2,4}|yo?|gg(ggg?)?|GG(GGG?)?|e|E|a|A|hh?|HH?|kk?|mm?|ss?|S{1,9}|x|X|zz?|ZZ?|LTS|LT|LL?L?L?|l{1,4}|.)/g;

/** Tokens that do not belong in the name of a note about a day: times of day, time zones, timestamps. */
const NOT_A_DAY = /^(?:[Hh]mm(ss)?|hh?|HH?|kk?|mm?|ss?|S{1,9}|a|A|x|X|zz?|ZZ?|LTS|LT)$/;

export interface FormatToken {
  text: string;
  literal: boolean;
}

/**
 * A format split into moment's tokens. `[escaped]` text is literal, and so is anything moment prints as it is
 * (a letter that is no token, such as the T of "TR MM-YYYY"): asked of moment itself, on two unlike days.
 */
export function tokenize(format: string): FormatToken[] {
  const m = momentFor(DEFAULT_LOCALE);
  const a = m.utc('2026-11-23');
  const b = m.utc('2031-02-07');
  return [...format.matchAll(TOKENS)].map((match) => {
    const text = match[0];
    const literal = match[1] !== undefined || match[2] !== undefined || (a.format(text) === text && b.format(text) === text);
    return { text, literal };
  });
}

/** The first token of a note-name format that is not about a day (e.g. `HH`), or undefined when all are. */
export function unsupportedToken(format: string): string | undefined {
  return tokenize(format).find((t) => !t.literal && NOT_A_DAY.test(t.text))?.text;
}

/**
 * A day at a time of day, moved by an offset in any of moment's units, then formatted: what a template's
 * `{{date+1d:FORMAT}}` asks for. The unit is handed to moment as written, as Obsidian's own code does.
 */
export function formatShifted(
  date: IsoDate,
  time: { hour: number; minute: number; second: number },
  shift: { amount: number; unit: string } | undefined,
  format: string,
  locale = DEFAULT_LOCALE,
  weekStart?: number,
): string {
  const moment = momentFor(locale);
  const m = moment
    .utc(date, 'YYYY-MM-DD', true)
    .locale(localeName(moment, locale, weekStart))
    .set(time);
  if (shift) m.add(shift.amount, shift.unit as import('moment').unitOfTime.DurationConstructor);
  return m.format(format);
}
