/**
 * Time said inside a need, found among its tokens: "yesterday's", "the following day", "last week", "the past three
 * days", "the next two weeks", "two weeks ago", "each workday", "Mon-Fri", "recently", "the week being reviewed",
 * "the rest of the month", "so far this quarter", "since Monday", "over the weekend", "Sunday's", "February",
 * "Q4 2025", "2025". Each span becomes a TimeRef relative to the ritual's target (time-range.ts gives it dates);
 * month names, quarters, years, dates and "next friday" go through the command line's own time grammar. Pure.
 */
import type { Token } from './tokenize.js';
import { BACK_WORDS, countOf, FORWARD_WORDS, OWNER_WORDS, PERIOD_ADJECTIVES, REVIEW_WORDS } from '../time/lexicon.js';
import type { TimeRef, TimeSpan } from './types.js';

export type { TimeSpan } from './types.js';

type Period = 'week' | 'month' | 'quarter' | 'year';
const PERIODS = new Set<string>(['week', 'month', 'quarter', 'year']);

/** How long a period is when counted in days: "the past month" looks back 30, "the month ahead" forward 30. */
export const PERIOD_DAYS: Record<string, number> = { daily: 1, weekly: 7, monthly: 30, quarterly: 91, yearly: 365, annual: 365 };
const UNIT_DAYS: Record<string, number> = { day: 1, days: 1, week: 7, weeks: 7, month: 30, months: 30, fortnight: 14, fortnights: 14 };

const BACK = BACK_WORDS;
/** The words before "weekend" the command line's grammar reads (src/time/grammar.ts). */
const CLI_WEEKEND = new Set(['this', 'next', 'coming', 'last', 'past', 'previous']);
const FORWARD = FORWARD_WORDS;
const CURRENT = new Set([
  'this',
  'current',
  'that',
  'same',
  'target',
  'whole',
  'entire',
  'full',
  'given',
  'present',
  'chosen',
  'planned',
  'reviewed',
]);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const WEEKDAY_SHORT: Record<string, string> = {
  mon: 'monday',
  tue: 'tuesday',
  tues: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  thur: 'thursday',
  thurs: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
};
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_SHORT: Record<string, string> = Object.fromEntries(
  MONTHS.filter((m) => m !== 'may')
    .map((m) => [m.slice(0, 3), m])
    .concat([['sept', 'september']]),
);
const THROUGH = new Set(['through', 'thru', 'to', 'till', 'until', '-', '–', '—']);
const WORKDAY = new Set(['workday', 'workdays', 'weekday', 'weekdays']);
const WORKDAY_PAIR = new Set(['work', 'week', 'working', 'business']);
const RECENT = new Set(['recent', 'recently', 'lately', 'latest']);
const DAY_OF = new Set(['morning', 'afternoon', 'evening', 'night']);
const START = new Set(['start', 'beginning', 'begin', 'first', '1st']);
/** Which week of a month: the last is its last seven days. */
const NTH_WEEK: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  last: -1,
  final: -1,
};
/** Times that name one point or period, which a span can run from or to (not a window, "since" or "recent"). */
const POINT = new Set<TimeRef['kind']>([
  'target',
  'day',
  'weekday',
  'weekday-of',
  'weekday-from',
  'weekday-week',
  'period',
  'words',
  'weekend',
]);

function weekday(norm: string | undefined): string | undefined {
  if (norm === undefined) return undefined;
  const n = norm.replace(/s$/, '');
  return WEEKDAYS.includes(n) ? n : WEEKDAY_SHORT[n];
}

function month(norm: string | undefined): string | undefined {
  if (norm === undefined) return undefined;
  return MONTHS.includes(norm) ? norm : MONTH_SHORT[norm];
}

function year(norm: string | undefined): string | undefined {
  return norm !== undefined && /^(19|20|21)\d\d$/.test(norm) ? norm : undefined;
}

/** 1, 1st, 22nd, 31: a day of the month, as written in a date. */
function dayOfMonth(norm: string | undefined): number | undefined {
  const m = norm === undefined ? null : /^(\d{1,2})(st|nd|rd|th)?$/.exec(norm);
  const d = m ? Number(m[1]) : 0;
  return d >= 1 && d <= 31 ? d : undefined;
}

function count(word: string | undefined): number | undefined {
  if (word === undefined || /^\d{4,}$/.test(word)) return undefined;
  const n = countOf(word);
  return Number.isNaN(n) ? undefined : n;
}

/** "12-05", or "2027-12-05" with a year: the words of a day for the time grammar (time-range.ts adds the year). */
function monthDay(m: string, d: number, y: string | undefined): string {
  const md = `${String(MONTHS.indexOf(m) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return y ? `${y}-${md}` : md;
}

/**
 * A date starting at j: 1 December, the 1st of December, December 1st, Dec 1, 2027; or two days of one month: 3 to 5
 * December, December 3-5 (the tokenizer splits "3-5" into two numbers). Without a year it is year-less: time-range.ts
 * reads the year from where it is used. The grammar checks it is a real day. "May" only where it cannot be the verb
 * ("the 5 may be late").
 */
function dateAt(t: readonly Token[], j: number, w: (k: number) => string | undefined): { end: number; ref: TimeRef } | undefined {
  const link = (k: number) => (THROUGH.has(w(k) ?? '') || w(k) === 'and' ? 1 : 0);
  const verbMay = (m: string, k: number) => m === 'may' && t[k]?.kind === 'word' && !link(k) && w(k) !== 'or';
  const yearAt = (k: number) => {
    const comma = t[k]?.norm === ',' && year(w(k + 1)) !== undefined ? 1 : 0;
    const y = year(w(k + comma));
    return { y, end: y ? k + comma + 1 : k };
  };
  const day = (d: number, m: string, k: number) => {
    const { y, end } = yearAt(k);
    return { end, ref: { kind: 'words' as const, words: monthDay(m, d, y), period: 'day' as const } };
  };
  const days = (first: number, second: number, m: string, k: number) => {
    const { y, end } = yearAt(k);
    const at = (d: number): TimeRef => ({ kind: 'words', words: monthDay(m, d, y), period: 'day' });
    return { end, ref: { kind: 'between' as const, from: at(first), to: at(second), inclusive: true } };
  };
  const first = dayOfMonth(w(j));
  if (first !== undefined) {
    const l = link(j + 1);
    const second = dayOfMonth(w(j + 1 + l));
    const m = month(w(j + 2 + l));
    if (second !== undefined && m !== undefined && !verbMay(m, j + 3 + l)) return days(first, second, m, j + 3 + l);
    const next = month(w(j + 1));
    if (next !== undefined && !verbMay(next, j + 2)) return day(first, next, j + 2);
    const of = month(w(j + 2));
    if (w(j + 1) === 'of' && of !== undefined && !verbMay(of, j + 3)) return day(first, of, j + 3);
    return undefined;
  }
  const m = month(w(j));
  const d = dayOfMonth(w(j + 1));
  if (m === undefined || d === undefined) return undefined;
  const l = link(j + 2);
  const second = dayOfMonth(w(j + 2 + l));
  return second !== undefined ? days(d, second, m, j + 3 + l) : day(d, m, j + 2);
}

/** The words at a position, as each matcher reads them: a is the first word (after "the"), b and c the next two. */
interface At {
  t: readonly Token[];
  i: number;
  /** Past a leading "the". */
  j: number;
  a: string;
  b: string | undefined;
  c: string | undefined;
  w: (k: number) => string | undefined;
  span: (end: number, ref: TimeRef | undefined, workdays?: boolean) => TimeSpan;
}

function dateMatch(x: At): TimeSpan | undefined {
  const { t, j, w, span } = x;
  const date = dateAt(t, j, w);
  if (date) return span(date.end, date.ref);

  return undefined;
}

function nthWeekMatch(x: At): TimeSpan | undefined {
  const { t, j, a, b, c, span } = x;
  // the first week of December, the last week of the month
  const nth = NTH_WEEK[a];
  if (nth !== undefined && (b === 'week' || b === 'weeks') && c === 'of') {
    const inner = matchAt(t, j + 3);
    const ref = inner?.ref;
    if (inner && ref && ((ref.kind === 'period' && ref.period === 'month') || (ref.kind === 'words' && ref.period === 'month'))) {
      return span(inner.end, { kind: 'week-of', nth, month: ref });
    }
  }

  return undefined;
}

function untilMatch(x: At): TimeSpan | undefined {
  const { t, i, j, a, b, w, span } = x;
  // until Friday, by the end of next week, through Friday, up to the 5th of May: from the target to there
  const upTo = a === 'up' && b === 'to';
  if ((a === 'until' || a === 'till' || a === 'by' || a === 'before' || a === 'through' || a === 'thru' || upTo) && j === i) {
    let k = upTo ? j + 2 : j + 1;
    // "by the end of next week", "until the end of the month": the end is the period's own
    const endOf = w(k) === 'the' && w(k + 1) === 'end' && w(k + 2) === 'of';
    if (endOf) k += 3;
    const inner = matchAt(t, k);
    // "before the end of the month" is by its end, not before it starts.
    if (inner?.ref) return span(inner.end, { kind: 'until', to: inner.ref, inclusive: a !== 'before' || endOf });
  }
  return undefined;
}

/**
 * "since the last review", "since my previous weekly review", "since the most recent retro": the time since the
 * latest archive of that period (time-range.ts, with the vault's archives given at plan time). Only after "since":
 * "takeaways from the last review" are about the review itself.
 */
function sinceReviewMatch(x: At): TimeSpan | undefined {
  const { i, j, a, w, span } = x;
  if (a !== 'since' || j !== i) return undefined;
  let k = j + 1;
  if (OWNER_WORDS.has(w(k) ?? '')) k++;
  const latest = w(k) === 'most' && w(k + 1) === 'recent' ? 2 : BACK.has(w(k) ?? '') || w(k) === 'latest' ? 1 : 0;
  if (!latest) return undefined;
  k += latest;
  const period = PERIOD_ADJECTIVES[w(k) ?? ''];
  if (period) k++;
  if (!REVIEW_WORDS.has(w(k) ?? '')) return undefined;
  return span(k + 1, { kind: 'since-review', ...(period ? { period } : {}) });
}

function sinceMatch(x: At): TimeSpan | undefined {
  const { t, i, j, a, w, span } = x;
  // since the start of the month / since Monday / since last week
  if (a === 'since' && j === i) {
    if (w(j + 1) === 'the' && START.has(w(j + 2) ?? '') && w(j + 3) === 'of') {
      const inner = matchAt(t, j + 4);
      const ref = inner?.ref;
      // "since the start of last month" starts where last month does; "of the month", "of this week": to date.
      if (inner && ref && (ref.kind === 'period' ? ref.offset !== 0 : ref.kind === 'words'))
        return span(inner.end, { kind: 'since', from: ref });
      const period = ref?.kind === 'period' ? ref.period : PERIODS.has(w(j + 5) ?? '') ? (w(j + 5) as Period) : undefined;
      if (inner && period) return span(inner.end, { kind: 'to-date', period });
    }
    const inner = matchAt(t, j + 1);
    if (inner?.ref) return span(inner.end, { kind: 'since', from: inner.ref });
  }
  return undefined;
}

function soFarMatch(x: At): TimeSpan | undefined {
  const { t, j, a, b, c, span } = x;
  // so far this month, month to date
  if (a === 'so' && b === 'far') {
    const inner = matchAt(t, j + 2);
    if (inner?.ref?.kind === 'period' && inner.ref.offset === 0) return span(inner.end, { kind: 'to-date', period: inner.ref.period });
    return span(j + 2, { kind: 'to-date', period: 'week' });
  }
  if (PERIODS.has(a) && b === 'to' && c === 'date') return span(j + 3, { kind: 'to-date', period: a as Period });
  // the rest of the month, the remainder of the week
  if ((a === 'rest' || a === 'remainder') && b === 'of') {
    const inner = matchAt(t, j + 2);
    const ref = inner?.ref;
    if (inner && ref?.kind === 'period' && ref.offset === 0) return span(inner.end, { kind: 'rest', period: ref.period });
  }

  return undefined;
}

function dayMatch(x: At): TimeSpan | undefined {
  const { i, j, a, b, c, span } = x;
  // the day before yesterday / the day after tomorrow / the day before / the day after
  if (a === 'day' && (b === 'before' || b === 'after')) {
    if (c === 'yesterday' && b === 'before') return span(j + 3, { kind: 'day', offset: -2 });
    if (c === 'tomorrow' && b === 'after') return span(j + 3, { kind: 'day', offset: 2 });
    if (j > i) return span(j + 2, { kind: 'day', offset: b === 'before' ? -1 : 1 });
  }
  if (a === 'yesterday' || a === 'tomorrow' || a === 'today' || a === 'tonight') {
    const offset = a === 'yesterday' ? -1 : a === 'tomorrow' ? 1 : 0;
    return span(j + (DAY_OF.has(b ?? '') ? 2 : 1), offset === 0 ? { kind: 'target' } : { kind: 'day', offset });
  }
  if ((a === 'this' || a === 'that') && DAY_OF.has(b ?? '')) return span(j + 2, { kind: 'target' });

  // previous/prior/following/next/same/that day, the target date
  if ((b === 'day' || b === 'date') && (BACK.has(a) || FORWARD.has(a) || CURRENT.has(a))) {
    const offset = BACK.has(a) ? -1 : FORWARD.has(a) ? 1 : 0;
    return span(j + 2, offset === 0 ? { kind: 'target' } : { kind: 'day', offset });
  }
  if ((a === 'day' || a === 'date') && j > i && b !== 'before' && b !== 'after') return span(j + 1, { kind: 'target' }); // "the day"
  if ((a === 'each' || a === 'every' || a === 'per') && b === 'day') return span(j + 2, undefined);

  return undefined;
}

function countMatch(x: At): TimeSpan | undefined {
  const { i, j, a, b, c, span } = x;
  // two weeks ago, 3 days ago, a month ago
  const n = count(a);
  if (n !== undefined && UNIT_DAYS[b ?? ''] !== undefined && c === 'ago') {
    const unit = b!.replace(/s$/, '');
    if (unit === 'day') return span(j + 3, { kind: 'day', offset: -n });
    if (unit === 'week' || unit === 'month') return span(j + 3, { kind: 'period', period: unit, offset: -n });
  }

  // 2 weeks ahead, three days ahead: so long from the target on
  if (n !== undefined && UNIT_DAYS[b ?? ''] !== undefined && c === 'ahead')
    return span(j + 3, { kind: 'window', direction: 'next', days: Math.max(1, n * UNIT_DAYS[b!]!) });

  // the three days before, the fortnight before, the two weeks before: so long before the target
  const before = count(a);
  if (j > i && before !== undefined && UNIT_DAYS[b ?? ''] !== undefined && c === 'before') {
    return span(j + 3, { kind: 'window', direction: 'past', days: Math.max(1, before * UNIT_DAYS[b!]!) });
  }
  if (j > i && a === 'fortnight' && b === 'before') return span(j + 2, { kind: 'window', direction: 'past', days: 14 });
  if (a === 'fortnight' && b === 'ahead') return span(j + 2, { kind: 'window', direction: 'next', days: 14 });

  return undefined;
}

function windowMatch(x: At): TimeSpan | undefined {
  const { t, i, j, a, w, span } = x;
  // the past three days, the next two weeks, last 7 days, the past fortnight, the last few days
  if (BACK.has(a) || FORWARD.has(a)) {
    let k = j + 1;
    let counted = 1;
    const num = count(w(k));
    if (num !== undefined) {
      counted = num;
      k++;
      if (w(k - 1) === 'couple' && w(k) === 'of') k++;
    }
    const unit = w(k);
    if (unit !== undefined && UNIT_DAYS[unit] !== undefined && (num !== undefined || unit.startsWith('fortnight'))) {
      return span(k + 1, { kind: 'window', direction: BACK.has(a) ? 'past' : 'next', days: Math.max(1, counted * UNIT_DAYS[unit]!) });
    }
    // "the past month", "over the last week": that long before the target, as "the past 30 days" would be; bare
    // "last month", "the previous month" and a period that owns something ("the past month's review") stay the
    // calendar period before (the time grammar's meaning).
    const rolling = a === 'past' || (a === 'last' && j > i);
    if (num === undefined && unit !== undefined && PERIODS.has(unit) && rolling && !t[k]!.possessive) {
      return span(k + 1, { kind: 'window', direction: 'past', days: PERIOD_DAYS[`${unit}ly`]! });
    }
    // "the last 3 daily notes", "the past two weekly reviews": as many periods of that kind; the period word stays
    // in the name of the thing.
    if (unit !== undefined && num !== undefined && PERIOD_DAYS[unit] !== undefined) {
      return span(k, { kind: 'window', direction: BACK.has(a) ? 'past' : 'next', days: Math.max(1, counted * PERIOD_DAYS[unit]!) });
    }
  }
  return undefined;
}

function periodMatch(x: At): TimeSpan | undefined {
  const { i, j, a, b, c, w, span } = x;
  // last week('s), the upcoming month, this quarter, the week being reviewed, the final quarter
  if (PERIODS.has(b ?? '') && (BACK.has(a) || FORWARD.has(a) || CURRENT.has(a) || (a === 'final' && b === 'quarter'))) {
    const period = b as Period;
    let end = j + 2;
    if ((c === 'being' || c === 'under') && (w(j + 3) === 'reviewed' || w(j + 3) === 'planned' || w(j + 3) === 'review')) end = j + 4;
    if (c === 'in' && w(j + 3) === 'question') end = j + 4;
    const offset = a === 'final' || CURRENT.has(a) ? 0 : BACK.has(a) ? -1 : 1;
    return span(end, { kind: 'period', period, offset });
  }
  if (PERIODS.has(a) && j > i) {
    // "the week", "the week being reviewed", "the week ahead"
    if (b === 'ahead') return span(j + 2, { kind: 'period', period: a as Period, offset: 1, ahead: true });
    // "the week after next", "the month before last": two periods away
    if ((b === 'after' && c === 'next') || (b === 'before' && c === 'last'))
      return span(j + 3, { kind: 'period', period: a as Period, offset: b === 'after' ? 2 : -2 });
    // "the week before", "the month after": the period next to the target's
    if (b === 'before' || b === 'after') return span(j + 2, { kind: 'period', period: a as Period, offset: b === 'before' ? -1 : 1 });
    let end = j + 1;
    if ((b === 'being' || b === 'under') && (c === 'reviewed' || c === 'planned' || c === 'review')) end = j + 3;
    return span(end, { kind: 'period', period: a as Period, offset: 0 });
  }
  if (PERIODS.has(a) && b === 'ahead') return span(j + 2, { kind: 'period', period: a as Period, offset: 1, ahead: true });

  return undefined;
}

function workdayMatch(x: At): TimeSpan | undefined {
  const { j, a, b, c, w, span } = x;
  // workdays, each workday, working days, business days, weekdays
  if (WORKDAY.has(a)) return span(j + 1, undefined, true);
  if (WORKDAY_PAIR.has(a) && (b === 'day' || b === 'days')) return span(j + 2, undefined, true);
  if (
    (a === 'each' || a === 'every' || a === 'all') &&
    (WORKDAY.has(b ?? '') || (WORKDAY_PAIR.has(b ?? '') && (c === 'day' || c === 'days')))
  ) {
    return span(WORKDAY.has(b!) ? j + 2 : j + 3, undefined, true);
  }
  // Monday through Friday, Mon-Fri, mon fri
  const first = weekday(a);
  if (first === 'monday') {
    let k = j + 1;
    if (THROUGH.has(w(k) ?? '')) k++;
    if (weekday(w(k)) === 'friday') return span(k + 1, undefined, true);
  }
  return undefined;
}

function weekendMatch(x: At): TimeSpan | undefined {
  const { i, j, a, b, c, w, span } = x;
  // the weekend, over the weekend, this/next/last weekend
  // "the weekend before last": two back
  if (a === 'weekend' && b === 'before' && c === 'last') return span(j + 3, { kind: 'weekend', which: 'before-last' });
  // "over the weekend" looks at the one nearest (on a Monday, the one just gone); "the weekend", "this / next / last
  // weekend" are the command line's words, read by its grammar from the target (docs/time.md), so both agree.
  if (a === 'weekend' && w(i - 1) === 'over') return span(j + 1, { kind: 'weekend', which: 'nearest' });
  if (a === 'weekend' && j > i) return span(j + 1, { kind: 'words', words: 'the weekend' });
  if (b === 'weekend' && a === 'upcoming') return span(j + 2, { kind: 'weekend', which: 'next' });
  if (b === 'weekend' && CLI_WEEKEND.has(a)) return span(j + 2, { kind: 'words', words: `${a} weekend` });
  if (b === 'weekend' && BACK.has(a)) return span(j + 2, { kind: 'weekend', which: 'last' });

  return undefined;
}

function weekdayMatch(x: At): TimeSpan | undefined {
  const first = weekday(x.a);
  const { t, i, j, a, b, c, span } = x;
  // next monday, last friday, this tuesday; a day name alone is the one nearest the target
  if ((a === 'next' || a === 'last' || a === 'this' || a === 'coming' || a === 'past') && weekday(b) !== undefined) {
    return span(j + 2, { kind: 'words', words: `${a === 'coming' ? 'next' : a === 'past' ? 'last' : a} ${weekday(b)}`, period: 'day' });
  }
  // "Monday of last week": that day of that week.
  if (first !== undefined && b === 'of') {
    const inner = matchAt(t, j + 2);
    if (
      inner?.ref &&
      ((inner.ref.kind === 'period' && inner.ref.period === 'week') || (inner.ref.kind === 'words' && inner.ref.period === 'week'))
    ) {
      return span(inner.end, { kind: 'weekday-of', day: WEEKDAYS.indexOf(first) + 1, week: inner.ref });
    }
  }
  // "Tuesday week", not "Tuesday weekly review": a week after the coming Tuesday.
  if (first !== undefined && j === i && b === 'week' && !t[j + 1]!.possessive && !/^\d+$/.test(c ?? ''))
    return span(i + 2, { kind: 'weekday-week', day: WEEKDAYS.indexOf(first) + 1 });
  if (first !== undefined && j === i) return span(i + 1, { kind: 'weekday', day: WEEKDAYS.indexOf(first) + 1 });

  return undefined;
}

function calendarMatch(x: At): TimeSpan | undefined {
  const { i, j, a, b, c, w, span } = x;
  // February, February 2026, Q1, Q4 2025, 2025, 2026-02-10
  const m = month(a);
  // "may" is a month only where it cannot be the verb: "in May", "May 2026".
  const mayIsMonth =
    m !== 'may' || year(b) !== undefined || ['in', 'of', 'during', 'for', 'since', 'from', 'until'].includes(w(i - 1) ?? '');
  if (m !== undefined && mayIsMonth) {
    const y = year(b);
    return span(y ? j + 2 : j + 1, { kind: 'words', words: y ? `${m} ${y}` : m, period: 'month' });
  }
  if (/^q[1-4]$/.test(a)) {
    const y = year(b);
    return span(y ? j + 2 : j + 1, { kind: 'words', words: y ? `${a} ${y}` : a, period: 'quarter' });
  }
  if (year(a) && /^q[1-4]$/.test(b ?? '')) return span(j + 2, { kind: 'words', words: `${b} ${a}`, period: 'quarter' });
  if (year(a) && /^\d{1,2}$/.test(b ?? '') && /^\d{1,2}$/.test(c ?? ''))
    return span(j + 3, { kind: 'words', words: `${a}-${b}-${c}`, period: 'day' });
  if (year(a)) return span(j + 1, { kind: 'words', words: a, period: 'year' });

  if (RECENT.has(a)) return span(j + 1, { kind: 'recent' });
  return undefined;
}
/** The matchers, tried in this order: the first that reads a time at the position wins (longest forms first). */
const MATCHERS: readonly ((x: At) => TimeSpan | undefined)[] = [
  dateMatch,
  nthWeekMatch,
  untilMatch,
  sinceReviewMatch,
  sinceMatch,
  soFarMatch,
  dayMatch,
  countMatch,
  windowMatch,
  periodMatch,
  workdayMatch,
  weekendMatch,
  weekdayMatch,
  calendarMatch,
];

/** One match at position i, longest first; undefined when no time starts here. */
function matchAt(t: readonly Token[], i: number): TimeSpan | undefined {
  const w = (k: number): string | undefined => {
    const tok = t[k];
    if (!tok) return undefined;
    if (tok.kind === 'punct') return tok.norm === '-' || tok.norm === '–' || tok.norm === '—' ? '-' : undefined;
    return tok.kind === 'word' || tok.kind === 'number' ? tok.norm : undefined;
  };
  const span = (end: number, ref: TimeRef | undefined, workdays = false): TimeSpan => ({ start: i, end, ref, workdays });
  let j = i;
  if (w(j) === 'the') j++;
  const a = w(j);
  const b = w(j + 1);
  const c = w(j + 2);
  if (a === undefined) return undefined;
  for (const m of MATCHERS) {
    const found = m({ t, i, j, a, b, c, w, span });
    if (found) return found;
  }
  return undefined;
}

/**
 * Two times joined into one span: "January until June" (the second already reads "until June"), "from Monday to
 * Thursday", "between 3 May and 10 May". Without this the second time would be a second, unexplained one.
 */
function joined(tokens: readonly Token[], a: TimeSpan, b: TimeSpan): TimeSpan | undefined {
  if (!a.ref || !b.ref || !POINT.has(a.ref.kind)) return undefined;
  const before = tokens[a.start - 1]?.norm;
  const opener = before === 'from' || before === 'between' ? a.start - 1 : a.start;
  // "Monday through Thursday of last week": the first day is of that week too.
  const from = (to: TimeRef): TimeRef => (a.ref!.kind === 'weekday' && to.kind === 'weekday-of' ? { ...to, day: a.ref!.day } : a.ref!);
  if (b.ref.kind === 'until' && b.start === a.end && POINT.has(b.ref.to.kind)) {
    return {
      start: opener,
      end: b.end,
      ref: { kind: 'between', from: from(b.ref.to), to: b.ref.to, inclusive: b.ref.inclusive },
      workdays: a.workdays || b.workdays,
    };
  }
  if (!POINT.has(b.ref.kind) || b.start !== a.end + 1) return undefined;
  const link = tokens[a.end]!.norm;
  if (!(THROUGH.has(link) || (link === 'and' && before === 'between'))) return undefined;
  return {
    start: opener,
    end: b.end,
    ref: { kind: 'between', from: from(b.ref), to: b.ref, inclusive: true },
    workdays: a.workdays || b.workdays,
  };
}

/**
 * The second time of a list, read from the first: "Thursday and Friday" (the Friday after that Thursday, not the one
 * nearest the target), "tomorrow or the day after" (the day after tomorrow), "last week and the week before".
 */
const LIST_LINK = new Set(['and', 'or', ',', 'plus']);
function listedAfter(tokens: readonly Token[], a: TimeSpan, b: TimeSpan): TimeRef | undefined {
  const between = tokens.slice(a.end, b.start).map((t) => t.norm);
  if (!a.ref || !b.ref || between.length === 0 || !between.every((w) => LIST_LINK.has(w))) return undefined;
  // A later day of the week after a day of the week: that week's ("Thursday and Friday"). An earlier one ("Sunday
  // and Saturday"), or after another kind of time ("yesterday and Friday"), is each nearest on its own.
  const firstDay = a.ref.kind === 'weekday' || a.ref.kind === 'weekday-from' ? a.ref.day : undefined;
  if (b.ref.kind === 'weekday' && firstDay !== undefined && b.ref.day > firstDay)
    return { kind: 'weekday-from', day: b.ref.day, from: a.ref };
  // "the day after", "the week before": from the time before it, not from the target.
  const words = tokens.slice(b.start, b.end).map((t) => t.norm);
  if (!words.some((w) => w === 'after' || w === 'before' || w === 'following' || w === 'previous')) return undefined;
  if (b.ref.kind === 'day')
    return a.ref.kind === 'day' ? { kind: 'day', offset: a.ref.offset + b.ref.offset } : { kind: 'shift', from: a.ref, days: b.ref.offset };
  if (b.ref.kind === 'period' && a.ref.kind === 'period' && a.ref.period === b.ref.period)
    return { kind: 'period', period: a.ref.period, offset: a.ref.offset + b.ref.offset };
  return undefined;
}

/** "the week and month ahead": "ahead" said once for a list of periods is said for each. */
function aheadForAll(tokens: readonly Token[], spans: TimeSpan[]): TimeSpan[] {
  return spans.map((a, k) => {
    const b = spans[k + 1];
    const listed = b && tokens.slice(a.end, b.start).every((t) => LIST_LINK.has(t.norm)) && b.start > a.end;
    if (!listed || a.ref?.kind !== 'period' || a.ref.offset !== 0 || b.ref?.kind !== 'period' || !b.ref.ahead) return a;
    return { ...a, ref: { ...a.ref, offset: 1, ahead: true } };
  });
}

/** Every time span in the tokens, left to right, without overlaps (the longest at each position). */
export function findTimes(tokens: readonly Token[]): TimeSpan[] {
  return aheadForAll(tokens, spansOf(tokens));
}

function spansOf(tokens: readonly Token[]): TimeSpan[] {
  const out: TimeSpan[] = [];
  for (let i = 0; i < tokens.length; ) {
    const m = matchAt(tokens, i);
    if (m && m.end > m.start) {
      const prev = out[out.length - 1];
      const span = prev ? joined(tokens, prev, m) : undefined;
      const after = prev && !span ? listedAfter(tokens, prev, m) : undefined;
      // "this quarter so far", "the month to date": from its start to the day before the target.
      const sofar =
        m.ref?.kind === 'period' &&
        m.ref.offset === 0 &&
        ((tokens[m.end]?.norm === 'so' && tokens[m.end + 1]?.norm === 'far') ||
          (tokens[m.end]?.norm === 'to' && tokens[m.end + 1]?.norm === 'date'));
      if (span) out[out.length - 1] = span;
      else if (sofar && m.ref?.kind === 'period') out.push({ ...m, end: m.end + 2, ref: { kind: 'to-date', period: m.ref.period } });
      else out.push(after ? { ...m, ref: after } : m);
      i = Math.max(m.end, out[out.length - 1]!.end);
    } else {
      i++;
    }
  }
  return out;
}
