/**
 * The preflight sentences skill can check by itself, offline and without a model. One form so far, the one the
 * bundled planning rituals use (docs/writing-rituals.md, "Checks before you start"):
 *
 *   If Today.md is about an earlier day and that day has no daily archive yet, say so …
 *   If Month.md still describes an earlier month that has no monthly archive, …
 *
 * i.e. "If <note>.md (still) is about / describes / is for / covers / contains an earlier (previous, past, older) or a
 * different <day|week|month|quarter|year> … no <daily|…> archive (or: hasn't been archived)". Pure: which note,
 * period and direction; the check itself needs the vault (src/phases/inline/preflight.ts).
 */
import type { Ritual } from './types.js';

export type PeriodWord = 'day' | 'week' | 'month' | 'quarter' | 'year';

const ADJECTIVE: Record<PeriodWord, string> = { day: 'daily', week: 'weekly', month: 'monthly', quarter: 'quarterly', year: 'yearly' };

/** "<note> is about an earlier <period> that has no <period> archive": replacing it would lose unreviewed notes. */
export interface EarlierUnarchivedCheck {
  kind: 'earlier-unarchived';
  /** The sentence as written (on one line). */
  sentence: string;
  /** The note's file name as the ritual names it: "Today.md". */
  note: string;
  period: PeriodWord;
  /** `earlier`: only a period before the target's counts; `different`: any period but the target's. */
  relation: 'earlier' | 'different';
}

export type PreflightCheck = EarlierUnarchivedCheck;

const EARLIER_UNARCHIVED =
  /\bif\s+(?:the\s+)?([^\s.,:;]+\.md)\s+(?:still\s+)?(?:is\s+(?:still\s+)?(?:about|for)|describes|covers|contains|holds)\s+(?:an?\s+|the\s+)?(earlier|previous|past|older|different)\s+(day|week|month|quarter|year)\b.*?(?:\bno\s+(daily|weekly|monthly|quarterly|yearly)\s+archive\b|\b(?:has\s*n[o']t|has\s+not|is\s*n[o']t|is\s+not|was\s*n[o']t|was\s+not)\s+(?:been\s+|yet\s+been\s+)?archived\b)/i;

/** The sentences of the preflight sections, each on one line. */
export function preflightSentences(ritual: Ritual): string[] {
  return ritual.sections
    .filter((s) => s.phase === 'preflight')
    .flatMap((s) => s.body.split(/\n\s*\n/))
    .map((paragraph) =>
      paragraph
        .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+(?=[A-Z])/))
    .filter((s) => s !== '');
}

/** The check a sentence states, when it is one skill knows. */
export function checkOf(sentence: string): PreflightCheck | undefined {
  const m = EARLIER_UNARCHIVED.exec(sentence);
  if (!m) return undefined;
  const period = m[3]!.toLowerCase() as PeriodWord;
  // "an earlier week … no daily archive" says two different things: not a check we can make.
  if (m[4] !== undefined && ADJECTIVE[period] !== m[4].toLowerCase()) return undefined;
  return {
    kind: 'earlier-unarchived',
    sentence,
    note: m[1]!,
    period,
    relation: m[2]!.toLowerCase() === 'different' ? 'different' : 'earlier',
  };
}

export function preflightChecks(ritual: Ritual): PreflightCheck[] {
  return preflightSentences(ritual).flatMap((s) => checkOf(s) ?? []);
}
