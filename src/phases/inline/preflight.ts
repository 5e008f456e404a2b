/**
 * Making a ritual's checkable preflight sentences (src/ritual/preflight.ts) against the vault, for the offline run,
 * where no model reads the prose: "Today.md is about an earlier day that has no daily archive" is looked up, not
 * left to the person to notice in a paragraph of text.
 */
import { existsSync } from 'node:fs';
import { basename, relative } from 'node:path';
import type { EarlierUnarchivedCheck, PeriodWord, PreflightCheck } from '../../ritual/preflight.js';
import { dateField, readNote } from '../../gather/references/notes.js';
import type { IsoDate } from '../../time/calendar.js';
import { periodOfLabel, periodRange } from '../../time/period.js';
import { formatLongDate } from '../../time/render.js';
import type { TimeResolution } from '../../time/types.js';
import type { Layout, NoteKind, PeriodKind } from '../../vault/config.js';
import { captivePath, expandPattern, periodicPath } from '../../vault/layout.js';

export interface PreflightContext {
  vault: string;
  layout: Layout;
  resolution: TimeResolution;
}

export interface PreflightFinding {
  check: PreflightCheck;
  /** true: the condition holds (ask before going on); false: it does not; undefined: it could not be told. */
  holds: boolean | undefined;
  /** One line saying what was found. */
  message: string;
}

const PERIOD_KIND: Record<PeriodWord, PeriodKind> = {
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
  quarter: 'quarterly',
  year: 'yearly',
};

/** Frontmatter fields that say which period a note is about, most specific first. */
const FIELDS: Record<PeriodWord, string[]> = {
  day: ['date', 'day'],
  week: ['week', 'start', 'date'],
  month: ['month', 'date'],
  quarter: ['quarter', 'date'],
  year: ['year', 'date'],
};

/**
 * A day in the period a label names, when the label is a day or a period of the kind asked for: "2026" in the title
 * "Friday, November 20, 2026" says nothing about which day.
 */
function dayIn(label: string, period: PeriodWord): IsoDate | undefined {
  const range = periodOfLabel(label);
  if (!range) return undefined;
  const isDay = range.start === range.end;
  if (isDay || (period !== 'day' && periodRange(period, range.start).end === range.end)) return range.start;
  return undefined;
}

/** Which period the note is about (a day in it): its frontmatter, else an ISO label in its title. */
export function aboutDay(note: { frontmatter: Record<string, unknown>; body: string }, period: PeriodWord): IsoDate | undefined {
  for (const field of FIELDS[period]) {
    const value = note.frontmatter[field];
    const text = dateField(value) ?? (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined);
    const day = text === undefined ? undefined : dayIn(text, period);
    if (day) return day;
  }
  const title = /^#\s+(.+)$/m.exec(note.body)?.[1] ?? '';
  for (const word of title.split(/[\s,;:()]+/)) {
    const day = dayIn(word, period);
    if (day) return day;
  }
  return undefined;
}

function startOf(period: PeriodWord, day: IsoDate): IsoDate {
  return period === 'day' ? day : periodRange(period, day).start;
}

function label(period: PeriodWord, day: IsoDate): string {
  return period === 'day' ? formatLongDate(day) : expandPattern(`{${period}}`, day);
}

function checkEarlierUnarchived(check: EarlierUnarchivedCheck, ctx: PreflightContext): PreflightFinding {
  const finding = (holds: boolean | undefined, message: string): PreflightFinding => ({ check, holds, message });
  const kind = (Object.keys(ctx.layout.captive) as NoteKind[]).find(
    (k) => basename(ctx.layout.captive[k]).toLowerCase() === check.note.toLowerCase(),
  );
  if (kind === undefined) return finding(undefined, `${check.note} is not one of this vault's working notes; not checked`);
  // Where the periodic notes are the working notes, each period has its own note: nothing of another is replaced.
  if (ctx.layout.workingNotes !== 'captive')
    return finding(
      false,
      `${check.note} is this vault's ${PERIOD_KIND[check.period]} note of each ${check.period}: nothing of an earlier ${check.period} is replaced`,
    );
  const path = captivePath(ctx.vault, ctx.layout, kind);
  const note = readNote(path);
  if (!note) return finding(false, `${check.note} does not exist yet: nothing would be replaced`);
  const about = aboutDay(note, check.period);
  if (about === undefined)
    return finding(
      undefined,
      `could not tell which ${check.period} ${check.note} is about (no ${FIELDS[check.period][0]}: in its frontmatter, no date in its title); not checked`,
    );
  const mine = startOf(check.period, about);
  const target = startOf(check.period, ctx.resolution.target_date);
  const other = check.relation === 'different' ? 'a different' : 'an earlier';
  if (mine === target || (check.relation === 'earlier' && mine > target))
    return finding(false, `${check.note} is about ${label(check.period, about)}, not ${other} ${check.period}`);
  const archive = periodicPath(ctx.vault, ctx.layout, PERIOD_KIND[check.period], about);
  const shown = relative(ctx.vault, archive);
  if (existsSync(archive))
    return finding(
      false,
      `${check.note} is about ${label(check.period, about)}, which has its ${PERIOD_KIND[check.period]} archive (${shown})`,
    );
  return finding(
    true,
    `${check.note} is about ${label(check.period, about)}, ${mine < target ? 'an earlier' : 'a later'} ${check.period} with no ${PERIOD_KIND[check.period]} archive yet (${shown} is missing): its notes would be replaced`,
  );
}

export function runPreflightCheck(check: PreflightCheck, ctx: PreflightContext): PreflightFinding {
  return checkEarlierUnarchived(check, ctx);
}
