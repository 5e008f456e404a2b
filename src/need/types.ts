/**
 * What the need reader makes of a need: one or more asks, each a catalogue entry with its time, filters and
 * relations, and an account of every word. Plain values, so a reading can be cached and compared.
 */

import type { ReaderEntry } from './catalogue-view.js';
import type { Token } from './tokenize.js';

/**
 * A time said inside a need, relative to the ritual's target (never an absolute range: a reading is cached and
 * reused for other targets). `src/need/time-range.ts` turns it into dates.
 */
export type TimeRef =
  /** The target itself ("for the day", "this week" of a week ritual). */
  | { kind: 'target' }
  /** A day relative to the target day: yesterday -1, the following day +1. */
  | { kind: 'day'; offset: number }
  /** A whole period relative to the target's: last week -1, this month 0, the upcoming quarter +1. */
  | { kind: 'period'; period: 'week' | 'month' | 'quarter' | 'year'; offset: number; ahead?: boolean }
  /** N days just before the target ("the past three days") or from the target on ("the next two weeks"). */
  | { kind: 'window'; direction: 'past' | 'next'; days: number }
  /** "recent", "lately": the configured window before the target. */
  | { kind: 'recent' }
  /** A day name alone ("Sunday's note"): the one nearest the target day, the later one on a tie. */
  | { kind: 'weekday'; day: number }
  /** "Wednesday and the day after": some days from another time. */
  | { kind: 'shift'; from: TimeRef; days: number }
  /** "Thursday and Friday": the second day of a list, on or after the first (not each nearest on its own). */
  | { kind: 'weekday-from'; day: number; from: TimeRef }
  /** "Monday of last week", "the Friday of the week after next": that day of that week. */
  | { kind: 'weekday-of'; day: number; week: TimeRef }
  /** "Tuesday week" (British): the Tuesday a week after the coming one. */
  | { kind: 'weekday-week'; day: number }
  /** "over the weekend" (the nearest), "this/next weekend" (the coming one), "last weekend". */
  | { kind: 'weekend'; which: 'nearest' | 'next' | 'last' | 'before-last' }
  /** "the rest of the month": from the target day to the end of its period. */
  | { kind: 'rest'; period: 'week' | 'month' | 'quarter' | 'year' }
  /** "so far this month", "since the start of the month": from the period's start to the day before the target. */
  | { kind: 'to-date'; period: 'week' | 'month' | 'quarter' | 'year' }
  /**
   * "since the last review", "since my last weekly review": from the day after the latest archived period of that
   * kind (the target's own scope when no period is said) before the target, through the target. The vault's
   * archives come in at plan time (ArchiveDates); without one, from the start of that period (said, partly).
   */
  | { kind: 'since-review'; period?: ReviewPeriod }
  /** "since last Monday": from the start of that time to the day before the target. */
  | { kind: 'since'; from: TimeRef }
  /** "until Friday", "by the end of next week" (inclusive), "before Friday" (not): from the target to that time. */
  | { kind: 'until'; to: TimeRef; inclusive: boolean }
  /** "the first week of December", "the last week of the month": seven days of a month (the last: its last seven). */
  | { kind: 'week-of'; nth: number; month: TimeRef }
  /** "January until June", "from Monday to Thursday", "between 3 and 10 May": from one time to another. */
  | { kind: 'between'; from: TimeRef; to: TimeRef; inclusive: boolean }
  /**
   * Words the command line's time grammar reads ("February", "Q1", "2025", "2026-02-10", "next friday"), with the
   * target as today; `period` says what kind of span they name.
   */
  | { kind: 'words'; words: string; period?: 'day' | 'week' | 'month' | 'quarter' | 'year' };

/** A period a review is written for ("weekly review"), named as the vault's periodic notes are. */
export type ReviewPeriod = 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly';

/**
 * What the vault holds that a need's time can depend on, handed in at plan time (the reader stays pure): the first day
 * of the latest archived period of a kind before the target ("since my last weekly review"), undefined when the vault
 * has none. Asked per period, and only by a need that counts from a review: the vault's files are looked at for that
 * period then (src/vault/archives.ts), not in every run.
 */
export type ArchiveDates = (period: ReviewPeriod) => string | undefined;

export interface NeedTime {
  ref: TimeRef | undefined;
  /** Monday to Friday only ("workdays", "Mon-Fri"). */
  workdaysOnly: boolean;
  /** The words that said it ("the previous day", "workdays"). */
  words: string;
}

export interface Ask {
  sub: string;
  entry: string;
  /** Option values chosen by words, and values captured from the text (a #tag, a name). */
  options: Record<string, string[]>;
  /** The need's time; on an entry without a range the planner checks it is the target's own. */
  time: NeedTime | undefined;
  optional: boolean;
  /** The need's words this ask used, in order. */
  words: string[];
}

export type ReadingStatus = 'understood' | 'partly' | 'unmatched';

/** Where a reading came from: our rules, a Claude call in this run, or a cached Claude reading. */
export type ReadingSource = 'rules' | 'claude' | 'cache';

export interface NeedReading {
  text: string;
  status: ReadingStatus;
  asks: Ask[];
  /** Content words no ask explains, in the need's order. Empty when understood. */
  unexplained: string[];
  /** The ritual's activity, as the need says it ("Review", "Go through"): accounted for, never a thing (activity.ts). */
  activity?: string[];
  /** Bounds on how many ("at least 3"): how many to write, not which to gather (activity.ts). */
  counts?: string[];
  source: ReadingSource;
  /** Why nothing (or not everything) was understood, in one sentence. */
  reason?: string;
  /** Phrasings that would be understood, closest first; only ones sharing a content word with the need. */
  suggestions?: string[];
}

/** A time found among a need's tokens (time-words.ts). */
export interface TimeSpan {
  start: number;
  /** Exclusive. */
  end: number;
  /** Undefined for a span that only says "workdays" (or "each day"). */
  ref: TimeRef | undefined;
  workdays: boolean;
}

/** A name of a catalogue entry found among a need's tokens (names.ts). */
export interface NameSpan {
  start: number;
  /** Exclusive. */
  end: number;
  entry: ReaderEntry;
  /** Option values the name itself carries: a vault's own term ("the Journal folder" → folder=Journal). */
  options?: Readonly<Record<string, readonly string[]>>;
  /** A vault's own term for the same words that the catalogue name won over: the need does not choose between them. */
  beat?: NameSpan;
}

/**
 * A name the vault itself gives — a folder, a tag, a category, a note's title — that the reader reads as a thing of
 * the catalogue, with the option values it stands for. The seam for the vault profile: whoever knows the vault's
 * terms passes them to readNeed as a value; the reader knows nothing of where they came from.
 */
export interface NamedTerm {
  /** The words as a need would write them ("reading list", "1:1s with Sarah"). */
  phrase: string;
  /** The catalogue entry it names, "sub#entry" ("resolve-notes#folder"). */
  entry: string;
  /** Option values it stands for ({ folder: ["Reading List"] }). */
  options?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The whole need's tokens, and the time and name spans chosen among them (no two overlap). Shared by the passes
 * (parts.ts, account.ts, read.ts), so it lives here and none of them imports another for it.
 */
export interface Scan {
  tokens: Token[];
  times: TimeSpan[];
  names: NameSpan[];
  /** Where the object of an activity starts ("Review *month*"): activity.ts. */
  objects?: ReadonlySet<number>;
}

export interface Head {
  entry: ReaderEntry;
  /** The tokens that named it (a name span, or the words a rewrite used). */
  tokens: number[];
  /** How it was found: its name before any qualifier, a container's qualifier, or a time's period. */
  via: 'name' | 'container' | 'period' | 'borrowed' | 'anaphora' | 'located' | 'implied';
  /** What the need looks for in the thing's notes ("*Habits* tracked in my daily notes"): accounted for, not a filter. */
  aspect?: number[];
}

export interface PartRange {
  start: number;
  end: number;
  zoneEnd: number;
  head: Head | undefined;
}
