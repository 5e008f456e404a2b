// Runs in its own process (vitest pool: forks), so the time zone can be set for the whole file.
process.env.TZ = 'Europe/Berlin';

/**
 * Time expressions under random input: never a crash, never a silent today.
 *
 * - Total: any words and any `now` either resolve to a well-formed range or throw BadInputError, nothing else.
 * - No silent today: an answer whose target_date is today is allowed only when the words carry evidence of today
 *   (below). Garbage, or words about another day, that came back as today would be the fallback the contract
 *   forbids ("it never silently falls back to today").
 * - Relative and absolute words mean what the table says, whatever `now` is.
 *
 * Evidence of today, for words resolved at `now`: no words at all; a word of TODAY_WORDS; today's weekday, month, day of month,
 * month number, year or ISO week (name, abbreviation or number); or "0"/"zero" (in 0 days). Each is a way to name a
 * range that starts today. The set is generous on purpose: the property is for words without any of these.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BadInputError } from '../../src/errors.js';
import { normaliseWords, resolveTime } from '../../src/time/resolve.js';
import { fuzzParams, fuzzTimeout } from '../support/fuzz.js';

const TODAY_WORDS = [
  'today',
  'now',
  'tonight',
  'tonite',
  'morning',
  'afternoon',
  'evening',
  'noon',
  'midnight',
  'this',
  'current',
  '0',
  '00',
  'zero',
];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const VOCAB = [
  'today',
  'tomorrow',
  'yesterday',
  'next',
  'last',
  'this',
  'coming',
  'past',
  'previous',
  'in',
  'ago',
  'from',
  'now',
  'later',
  'on',
  'the',
  'of',
  'at',
  'day',
  'days',
  'week',
  'weeks',
  'month',
  'months',
  'quarter',
  'year',
  'years',
  'w',
  'wk',
  'q1',
  'q4',
  'q5',
  'a',
  'an',
  'two',
  'twelve',
  ...WEEKDAYS,
  'mon',
  'tues',
  'thurs',
  'sun',
  'sat',
  ...MONTHS.slice(0, 4),
  'feb',
  'sept',
  'dec',
  '2026-02-17',
  '2026-02-30',
  '2026-w08',
  '2026-w53',
  '2026-w00',
  '2026-02',
  '2026-13',
  '2026-q1',
  'q1 2026',
  '1999',
  '2026',
  '0000-01-01',
  '9999-12-31',
  '17',
  '17th',
  '1st',
  '31',
  '5pm',
  '10:30',
  'noon',
  'tonight',
  'morning',
  'banana',
  'meeting',
  '1:1',
  '-',
  '/',
  ',',
  '+',
  '%',
  '\u200b',
  'é',
];

/** Words: garbage of any kind, or sequences of time vocabulary and numbers, in any case and punctuation. */
const words: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc
    .tuple(
      fc.array(fc.oneof(fc.constantFrom(...VOCAB), fc.integer({ min: -3, max: 10 ** 12 }).map(String)), { maxLength: 5 }),
      fc.constantFrom(' ', '  ', '\t'),
      fc.constantFrom('', '.', '!', '"', '?'),
      fc.boolean(),
    )
    .map(([parts, sep, end, upper]) => {
      const text = parts.join(sep) + end;
      return upper ? text.toUpperCase() : text;
    }),
);

/** Any instant from 1971 to 2199, so weekdays, month ends, leap days and DST changes all come up. */
const nows = fc.date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2199-12-31T23:59:59Z'), noInvalidDate: true });

function localToday(now: Date): { iso: string; date: Date } {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`, date };
}

function isoWeek(date: Date): number {
  const d = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

function evidenceOfToday(text: string, now: Date): boolean {
  if (normaliseWords(text) === '') return true; // no words at all: the contract's "(none)"
  const { date } = localToday(now);
  const weekday = WEEKDAYS[date.getDay()]!;
  const month = MONTHS[date.getMonth()]!;
  const dom = date.getDate();
  const week = isoWeek(date);
  const evidence = new Set([
    ...TODAY_WORDS,
    weekday,
    weekday.slice(0, 3),
    weekday.slice(0, 4),
    weekday.slice(0, 5),
    month,
    month.slice(0, 3),
    month.slice(0, 4),
    String(dom),
    `${dom}st`,
    `${dom}nd`,
    `${dom}rd`,
    `${dom}th`,
    String(dom).padStart(2, '0'),
    String(date.getMonth() + 1),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getFullYear()),
    String(week),
    String(week).padStart(2, '0'),
    `w${week}`,
    `w${String(week).padStart(2, '0')}`,
    `q${Math.floor(date.getMonth() / 3) + 1}`,
  ]);
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .some((w) => evidence.has(w));
}

function resolveOrBadInput(text: string, now: Date): ReturnType<typeof resolveTime> | undefined {
  try {
    return resolveTime(text, now);
  } catch (err) {
    if (err instanceof BadInputError) {
      expect(err.message.split('\n')).toHaveLength(1);
      return undefined;
    }
    throw err;
  }
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

describe('resolveTime under random words (fuzz)', () => {
  it(
    'resolves to a well-formed range or throws BadInputError, never anything else',
    () => {
      fc.assert(
        fc.property(words, nows, (text, now) => {
          const r = resolveOrBadInput(text, now);
          if (!r) return;
          expect(r.start).toMatch(ISO);
          expect(r.end).toMatch(ISO);
          expect(r.target_date).toBe(r.start);
          expect(dayNumber(r.end)).toBeGreaterThanOrEqual(dayNumber(r.start));
          expect(r.week).toMatch(/^\d{4}-W\d{2}$/);
          expect(r.day_of_week.toLowerCase()).toBe(
            WEEKDAYS[new Date(Date.UTC(+r.start.slice(0, 4), +r.start.slice(5, 7) - 1, +r.start.slice(8, 10))).getUTCDay()],
          );
          const span = dayNumber(r.end) - dayNumber(r.start) + 1;
          if (r.target_scope === 'day') expect(span).toBe(1);
          if (r.target_scope === 'week') expect([span, r.day_of_week]).toEqual([7, 'Monday']);
          if (r.target_scope === 'month') expect([r.start.slice(8), span >= 28 && span <= 31]).toEqual(['01', true]);
        }),
        fuzzParams(300),
      );
    },
    fuzzTimeout(300),
  );

  it(
    'never answers today unless the words name today',
    () => {
      fc.assert(
        fc.property(words, nows, (text, now) => {
          const r = resolveOrBadInput(text, now);
          if (r && r.target_date === localToday(now).iso)
            expect(evidenceOfToday(text, now), `${JSON.stringify(text)} at ${now.toISOString()} → today`).toBe(true);
        }),
        fuzzParams(300),
      );
    },
    fuzzTimeout(300),
  );

  it(
    'never swallows a time of day: words with one that resolve say it in ignored_time',
    () => {
      const timeOfDay = /(?:^|\s)(?:\d{1,2}(?::\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2}|noon|midnight|morning|afternoon|evening|night)(?=$|\s)/;
      const day = fc.constantFrom(
        'today',
        'tomorrow',
        'yesterday',
        'next monday',
        'last friday',
        'this monday',
        'feb 17',
        '2026-02-17',
        'next week',
        'in 3 days',
        '17 february 2026',
      );
      const time = fc.constantFrom(
        'at 5pm',
        '5pm',
        '10:30',
        'at 17:00',
        'at noon',
        'midnight',
        'morning',
        'in the evening',
        'night',
        '9am',
      );
      fc.assert(
        fc.property(
          fc.oneof(
            words,
            fc.tuple(day, time, fc.boolean()).map(([d, t, first]) => (first ? `${t} ${d}` : `${d} ${t}`)),
          ),
          nows,
          (text, now) => {
            const r = resolveOrBadInput(text, now);
            if (r && timeOfDay.test(normaliseWords(text))) expect(r.ignored_time, `${JSON.stringify(text)} → ${r.start}`).toBeDefined();
          },
        ),
        fuzzParams(300),
      );
    },
    fuzzTimeout(300),
  );

  it(
    'counts "in N days" and "N days ago" from today, for any N it accepts',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 5000 }), nows, fc.boolean(), (n, now, ahead) => {
          const r = resolveOrBadInput(ahead ? `in ${n} days` : `${n} days ago`, now);
          expect(r).toBeDefined();
          expect(dayNumber(r!.target_date) - dayNumber(localToday(now).iso)).toBe((ahead ? n : -n) + 0); // + 0: 0 days ago is 0, not -0
        }),
        fuzzParams(200),
      );
    },
    fuzzTimeout(200),
  );

  it(
    'reads an ISO date as that day whatever now is, and refuses one that does not exist',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1000, max: 9999 }),
          fc.integer({ min: 1, max: 12 }),
          fc.integer({ min: 1, max: 31 }),
          nows,
          (y, m, d, now) => {
            const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
            const exists = new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;
            const r = resolveOrBadInput(iso, now);
            expect(r?.target_date).toBe(exists ? iso : undefined);
          },
        ),
        fuzzParams(200),
      );
    },
    fuzzTimeout(200),
  );
});
