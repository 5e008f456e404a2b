/**
 * The time words the command line's grammar (grammar.ts) and the need reader (src/need/time-words.ts) share: one
 * table each for weekdays, months, numbers and the words that point back or forward. Adding a word here teaches
 * both; nothing here is code that decides dates. Pure data.
 */

/** Weekday names and their short forms → ISO weekday (Monday 1 … Sunday 7). */
export const WEEKDAY_NUMBERS: Readonly<Record<string, number>> = {
  monday: 1,
  mon: 1,
  tuesday: 2,
  tue: 2,
  tues: 2,
  wednesday: 3,
  wed: 3,
  thursday: 4,
  thu: 4,
  thur: 4,
  thurs: 4,
  friday: 5,
  fri: 5,
  saturday: 6,
  sat: 6,
  sunday: 7,
  sun: 7,
};

/** Number words, as a count of days, weeks, months or things ("the past three days", "in two weeks", "at least 3"). */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  hundred: 100,
  couple: 2,
  few: 3,
};

/** Words that look back ("last week", "the past 3 days"), forward ("next week", "the coming month") or at now. */
export const BACK_WORDS: ReadonlySet<string> = new Set(['last', 'past', 'previous', 'prior', 'preceding']);
export const FORWARD_WORDS: ReadonlySet<string> = new Set(['next', 'following', 'upcoming', 'coming', 'subsequent']);

/** A count as written: digits, or a number word; NaN for anything else. */
export function countOf(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? NaN);
}

/** Nouns for the review a periodic note holds ("since my last weekly review", "since the previous retro"). */
export const REVIEW_WORDS: ReadonlySet<string> = new Set([
  'review',
  'reviews',
  'retrospective',
  'retrospectives',
  'retro',
  'retros',
  'recap',
  'recaps',
]);

/** Adjectives of a period ("weekly review") → the periodic notes of that period. */
export const PERIOD_ADJECTIVES: Readonly<Record<string, 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly'>> = {
  daily: 'daily',
  weekly: 'weekly',
  monthly: 'monthly',
  quarterly: 'quarterly',
  yearly: 'yearly',
  annual: 'yearly',
};

/** Words before "last review" that own it ("since my last review", "since our previous retro"). */
export const OWNER_WORDS: ReadonlySet<string> = new Set(['the', 'my', 'our', 'your']);
