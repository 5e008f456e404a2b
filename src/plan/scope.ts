/**
 * The dates a sentence is about (a write-phase sentence: "Write the review to the weekly archive for this week"),
 * read with the need reader's time words and ranges (src/need/time-words.ts, time-range.ts) so that needs and
 * write targets can never disagree about what "this week" means. Pure.
 */
import { findTimes } from '../need/time-words.js';
import { tokenize } from '../need/tokenize.js';
import { needDays, needRange, type NeedRange } from '../need/time-range.js';
import type { IsoDate } from '../time/calendar.js';
import type { TimeResolution } from '../time/types.js';

export function scopeOfSentence(sentence: string, t: TimeResolution): NeedRange {
  const tokens = tokenize(sentence);
  const spans = findTimes(tokens);
  const first = spans.find((s) => s.ref);
  const workdays = spans.some((s) => s.workdays);
  if (!first && !workdays) return needRange(undefined, t);
  const words = first ? tokens.slice(first.start, first.end).map((x) => x.raw).join(' ') : 'workdays';
  return needRange({ ref: first?.ref, workdaysOnly: workdays, words }, t);
}

export function scopeDays(scope: NeedRange): IsoDate[] {
  return needDays(scope);
}
