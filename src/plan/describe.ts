/**
 * How a need was read, in words: the same sentences in `skill plan`, `skill check`, plan.md and memory.md, so
 * they can never disagree. Pure.
 */
import type { PlannedAsk, PlannedNeed } from './types.js';
import { MARK } from '../text/marks.js';
import { basesWords, notesQueryOf } from './notes-query.js';

export const STATUS_MARK: Record<PlannedNeed['status'], string> = { understood: MARK.found, partly: MARK.partly, unmatched: MARK.missing };

const SOURCE_WORDS: Record<PlannedNeed['source'], string> = {
  rules: '',
  claude: ' (read by Claude)',
  cache: ' (read by Claude earlier, cached)',
};

function optionWords(options: Record<string, string[]>): string {
  const parts = Object.entries(options)
    .filter(([, v]) => v.length > 0)
    .map(([k, v]) => `${k}: ${v.join(', ')}`);
  return parts.length ? ` [${parts.join('; ')}]` : '';
}

/** "people [source: attendees] for “that day” (2026-02-16)". */
export function describeAsk(a: PlannedAsk): string {
  // The general notes query reads as the Bases filter an Obsidian user would write for it.
  if (a.sub === 'resolve-notes' && a.entry === 'query') {
    const range = a.time ? { start: a.time.start, end: a.time.end } : undefined;
    return `notes where ${basesWords(notesQueryOf(a.options, range))}${a.time ? ` (“${a.time.words}”)` : ''}`;
  }
  const time = a.time
    ? ` for “${a.time.words}” (${a.time.start === a.time.end ? a.time.start : `${a.time.start}..${a.time.end}`}${a.time.workdaysOnly ? ', workdays' : ''})`
    : '';
  return `${a.entry}${optionWords(a.options)}${time}`;
}

/** One line: the status, what is gathered, and what was not understood. */
export function describeNeed(n: PlannedNeed): string {
  const mark = STATUS_MARK[n.status];
  if (n.status === 'unmatched') {
    const hint = n.suggestions?.length ? `; phrasings that work: ${n.suggestions.join(', ')}` : '';
    return `${mark} not understood: ${n.reason ?? 'nothing in the catalogue serves it'}${hint}`;
  }
  const asks = n.asks.map(describeAsk).join(' + ');
  // A reason that is more than the list of words (a day word naming two days, no archive to count a review from) is
  // said with it: what was gathered instead is part of the reading.
  const why = n.reason && !n.reason.startsWith('not understood') ? ` (${n.reason})` : '';
  const rest = n.status === 'partly' ? `; not understood: ${n.unexplained.map((w) => `“${w}”`).join(', ')}${why}` : '';
  return `${mark} ${n.status}${SOURCE_WORDS[n.source]} → ${asks}${rest}`;
}

/** "7 of 8 needs understood, 1 partly" — only full understandings count as understood. */
export function needCounts(needs: readonly PlannedNeed[]): string {
  const understood = needs.filter((n) => n.status === 'understood').length;
  const partly = needs.filter((n) => n.status === 'partly').length;
  const unmatched = needs.filter((n) => n.status === 'unmatched').length;
  const parts = [`${understood} of ${needs.length} needs understood`];
  if (partly) parts.push(`${partly} partly`);
  if (unmatched) parts.push(`${unmatched} not understood`);
  return parts.join(', ');
}
