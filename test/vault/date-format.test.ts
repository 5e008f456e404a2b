import { describe, expect, it } from 'vitest';
import {
  addToDay,
  chooseLocale,
  firstDayOfWeek,
  formatDay,
  isKnownLocale,
  tokenize,
  unsupportedToken,
  weekdayOf,
} from '../../src/vault/date-format.js';
import { addDays, formatIsoWeek, isoWeekOf } from '../../src/time/calendar.js';

describe('moment formats for note names', () => {
  it('writes the tokens Obsidian users put in note names', () => {
    expect(formatDay('2026-11-23', 'YYYY/MM/YYYY-MM-DD')).toBe('2026/11/2026-11-23');
    expect(formatDay('2026-11-23', 'ddd, Do MMMM YYYY [Journal] Q')).toBe('Mon, 23rd November 2026 Journal 4');
    expect(formatDay('2026-11-23', 'YYYY-[Q]Q')).toBe('2026-Q4');
  });

  it('agrees with our own ISO week arithmetic on GGGG-[W]WW for twenty years of days', () => {
    let mismatches = 0;
    for (let d = '2015-01-01'; d < '2035-01-01'; d = addDays(d, 1)) {
      if (formatDay(d, 'GGGG-[W]WW') !== formatIsoWeek(isoWeekOf(d))) mismatches++;
    }
    expect(mismatches).toBe(0);
  });

  it('tells a locale week from the ISO week where they differ', () => {
    // 2027-01-01 is a Friday: ISO puts it in 2026-W53; moment's "en" locale (weeks from Sunday, week 1 holds
    // January 1st) in 2027's first week; "en-gb" follows the ISO rule.
    expect(formatDay('2027-01-01', 'GGGG-[W]WW')).toBe('2026-W53');
    expect(formatDay('2027-01-01', 'gggg-[W]ww')).toBe('2027-W01');
    expect(formatDay('2027-01-01', 'gggg-[W]ww', 'en-gb')).toBe('2026-W53');
    // A Sunday starts the next locale week in "en", and ends the ISO week.
    expect(formatDay('2026-11-22', 'ww')).toBe(formatDay('2026-11-23', 'ww'));
    expect(formatDay('2026-11-22', 'WW')).not.toBe(formatDay('2026-11-23', 'WW'));
  });

  it('writes names in the locale asked for, and knows which locales exist', () => {
    expect(formatDay('2026-11-23', 'dddd D. MMMM', 'de')).toBe('Montag 23. November');
    expect(isKnownLocale('fr')).toBe(true);
    expect(isKnownLocale('xx-nowhere')).toBe(false);
    expect(firstDayOfWeek('en')).toBe(0);
    expect(firstDayOfWeek('en-gb')).toBe(1);
  });

  it('does date arithmetic and weekdays as templates need them', () => {
    expect(addToDay('2026-01-31', 1, 'M')).toBe('2026-02-28');
    expect(addToDay('2026-11-23', -1, 'd')).toBe('2026-11-22');
    expect(weekdayOf('2026-11-25', 0)).toBe('2026-11-22'); // en: Sunday first
    expect(weekdayOf('2026-11-25', 0, 'en-gb')).toBe('2026-11-23');
  });

  it('splits a format where moment does, with escapes and non-token letters literal', () => {
    expect(tokenize('YYYY/[W]ww TR').map((t) => `${t.literal ? 'L' : 'T'}:${t.text}`)).toEqual([
      'T:YYYY',
      'L:/',
      'L:[W]',
      'T:ww',
      'L: ',
      'L:T',
      'L:R',
    ]);
  });

  it('names the first token that is not about a day', () => {
    expect(unsupportedToken('YYYY-MM-DD HHmm')).toBe('HH');
    expect(unsupportedToken('YYYY-MM-DD [at] h a')).toBe('h');
    expect(unsupportedToken('X')).toBe('X');
    expect(unsupportedToken('gggg-[W]ww')).toBeUndefined();
    expect(unsupportedToken('[HH] YYYY')).toBeUndefined();
  });
});

describe('choosing a locale as moment does', () => {
  it('takes the name, else its language, else nothing', () => {
    expect(chooseLocale('en-US')).toBe('en');
    expect(chooseLocale('en-GB')).toBe('en-gb');
    expect(chooseLocale('pt_BR')).toBe('pt-br');
    expect(chooseLocale('de-AT')).toBe('de-at');
    expect(chooseLocale('de-CH-x')).toBe('de');
    expect(chooseLocale('../../etc')).toBeUndefined();
    expect(chooseLocale('tlh')).toBe('tlh'); // moment has Klingon
    expect(chooseLocale('xx')).toBeUndefined();
  });
});
