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
  const words = first
    ? tokens
        .slice(first.start, first.end)
        .map((x) => x.raw)
        .join(' ')
    : 'workdays';
  return needRange({ ref: first?.ref, workdaysOnly: workdays, words }, t);
}

export function scopeDays(scope: NeedRange): IsoDate[] {
  return needDays(scope);
}

/** The period a working or periodic note is about. Defined here, not in targets.ts, which imports this module. */
export type NoteScope = 'day' | 'week' | 'month' | 'quarter' | 'year';

const SCOPES: readonly NoteScope[] = ['day', 'week', 'month', 'quarter', 'year'];

/**
 * What to say when the time given is longer than the period a ritual is about: a daily ritual (it writes Today.md)
 * run for "next week" is run for one day of it, and the person should know which. Undefined when they fit, or when
 * the ritual writes no working note that has a period.
 */
export function scopeMismatch(
  ritual: string,
  targets: readonly { scope?: NoteScope | undefined; label: string }[],
  t: TimeResolution,
): string | undefined {
  const own = targets.filter((x) => x.scope !== undefined).sort((a, b) => SCOPES.indexOf(a.scope!) - SCOPES.indexOf(b.scope!))[0];
  if (!own?.scope || t.start === t.end) return undefined;
  const given = t.target_scope === 'days' ? 'day' : t.target_scope;
  if (t.target_scope !== 'days' && SCOPES.indexOf(given) <= SCOPES.indexOf(own.scope)) return undefined;
  const span = t.target_scope === 'days' ? `${t.start} to ${t.end}, several days` : `a ${given}, ${t.start} to ${t.end}`;
  return `${ritual} is a ${own.scope}'s ritual (it writes ${own.label}), but "${t.relative}" is ${span}: it is run for ${t.target_date} only`;
}
