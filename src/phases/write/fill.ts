/**
 * The offline questionnaire's answers written into a note the way the note is built (docs/writing-rituals.md,
 * "Where offline answers go"). The note's frontmatter fields and sections stay; an answer goes into the field or
 * section it matches (slots.ts), and the rest under the ritual's own heading. Pure: text in, edits out.
 *
 * - A note the run replaces that is about another period (Today.md still about Friday when Monday is planned)
 *   keeps its fields, its sections' headings and its queries and embeds; the day's writing under the headings goes
 *   (the old note is backed up), and the dates in its fields and title move to the new period.
 * - A new note starts from its template (new-notes.ts); an empty one from the ritual's heading.
 * - Templater commands are never copied into frontmatter: the field stays, empty, and that is said.
 */
import type { IsoDate } from '../../time/calendar.js';
import { formatIsoWeek, isoWeekOf, MONTH_NAMES, quarterOf, weekdayName } from '../../time/calendar.js';
import { formatLongDate } from '../../time/render.js';
import { periodRange } from '../../time/period.js';
import type { TimeResolution } from '../../time/types.js';
import { fold } from '../../text/words.js';
import { oneLineSafe } from '../../text/line.js';
import { emptyTemplaterFields } from '../../vault/templates.js';
import { fencedLines } from '../../ritual/markdown.js';
import { applyEdit, withFinalNewline, type Edit } from './stage.js';
import { matchSlot, namedSlot, outline, PERIOD_FIELDS, sectionLevel, slotId, slotsOf, type Outline, type Slot } from './slots.js';

export interface NamedAnswer {
  question: string;
  answer: string;
  /** The place the ritual names for it (questions.ts). */
  into?: string;
}

export interface FillInput {
  /** The note as the stage has it now: on disk, staged, or a new note's template ('' for none). */
  base: string;
  /** Whether `base` is the note as it exists (else a template, or nothing). */
  existing: boolean;
  mode: 'replace' | 'append';
  /** "Daily Planning — Monday, November 23, 2026": the heading of the answers that have no place of their own. */
  heading: string;
  resolution: TimeResolution;
  /** A day of the period an existing note is about, when it could be told (preflight.ts, aboutDay). */
  aboutDay?: IsoDate | undefined;
  /** For a working note (not named by its period): the field saying which period it is about, added when missing. */
  periodField?: [string, string] | undefined;
  /** What the note is called, for the lines said to the person. */
  label: string;
  answers: readonly NamedAnswer[];
}

export interface Placement {
  question: string;
  /** `energy:`, `## Focus`, or `under ## <heading>`. */
  place: string;
}

export interface Filled {
  /** The edits to stage, in order: one `replace` in replace mode, appends and fields in append mode. */
  edits: Edit[];
  placed: Placement[];
  /** Lines for the person: what happened to the note's old contents, Templater commands left out, answers moved. */
  notes: string[];
}

export function fillNote(input: FillInput): Filled {
  const notes: string[] = [];
  const replace = input.mode === 'replace';
  let text = replace ? startingText(input, notes) : input.base;
  const edits: Edit[] = [];
  const edit = (e: Edit): void => {
    text = applyEdit(text, e);
    edits.push(e);
  };
  const samePeriod = input.existing && input.aboutDay !== undefined && samePeriodAs(input.aboutDay, input.resolution);
  const placed: Placement[] = [];
  const homeless: NamedAnswer[] = [];
  const taken = new Set<string>();
  for (const a of input.answers) {
    const note = outline(text);
    const slots = slotsOf(note, (t) => fold(t) === fold(input.heading));
    const slot = a.into ? namedSlot(a.into, slots) : matchSlot(a.question, slots, taken);
    const refusal = slot ? whyNotInto(slot, a, note, replace) : undefined;
    if (!slot || refusal) {
      if (slot && refusal) notes.push(`(${oneLineSafe(a.question)}) ${refusal}: written under “${oneLineSafe(input.heading)}” instead`);
      homeless.push(a);
      continue;
    }
    taken.add(slotId(slot));
    if (slot.kind === 'field') {
      edit({ op: 'set-frontmatter', key: slot.name, value: a.answer.trim() });
      placed.push({ question: a.question, place: `${slot.name}:` });
    } else {
      const spec = `${'#'.repeat(headingLevel(note, slot.name) ?? sectionLevel(note))} ${slot.name}`;
      const content = replace && samePeriod ? a.answer.trim() : appendedContent(note, slot.name, a.answer.trim());
      edit(replace && samePeriod ? { op: 'replace-section', section: spec, content } : { op: 'append', section: spec, content });
      placed.push({ question: a.question, place: spec });
    }
  }
  if (homeless.length) {
    const e = ritualBlock(outline(text), input.heading, homeless, replace);
    edit(e);
    for (const a of homeless) placed.push({ question: a.question, place: `under “${input.heading}”` });
  }
  return { edits: replace ? [{ op: 'replace', content: withFinalNewline(text) }] : edits, placed, notes };
}

/** Replace mode: the note to fill, with its Templater fields emptied and another period's writing cleared. */
function startingText(input: FillInput, notes: string[]): string {
  const emptied = emptyTemplaterFields(input.base);
  let text = emptied.text;
  if (emptied.fields.length) {
    notes.push(
      `${input.label}: ${emptied.fields.map((f) => `${f.key}: (${f.expression})`).join(', ')} ${emptied.fields.length === 1 ? 'is a Templater command' : 'are Templater commands'}, which only Obsidian runs; left empty`,
    );
  }
  if (input.existing && text.trim() !== '' && !(input.aboutDay !== undefined && samePeriodAs(input.aboutDay, input.resolution))) {
    const moves = input.aboutDay === undefined ? [] : periodMoves(input.aboutDay, input.resolution);
    text = clearForNewPeriod(text, moves);
    const about =
      input.aboutDay === undefined ? 'does not say which period it is about' : `was about ${periodName(input.aboutDay, input.resolution)}`;
    notes.push(
      `${input.label} ${about}: its fields are kept as they were${moves.length ? ' (dates moved to the new period)' : ''}, its sections kept and emptied for the answers (the old note is backed up)`,
    );
  }
  if (text.trim() === '') text = `# ${input.heading}\n`;
  const o = outline(text);
  if (input.periodField && !o.fields.some((f) => PERIOD_FIELDS.has(fold(f.key)))) {
    const [key, value] = input.periodField;
    text = applyEdit(text, { op: 'set-frontmatter', key, value: /^\d+$/.test(value) ? Number(value) : value }); // year: 2027, a number as written by hand
  }
  return text;
}

/** Why an answer cannot go into the place it matched, if it cannot. */
function whyNotInto(slot: Slot, a: NamedAnswer, note: Outline, replace: boolean): string | undefined {
  if (slot.kind !== 'field') return undefined;
  if (/\n/.test(a.answer.trim())) return `the answer has several lines, which a field (${slot.name}:) cannot hold`;
  const field = note.fields.find((f) => fold(f.key) === fold(slot.name));
  const filled = field && (field.value !== '' || field.end > field.line + 1) && !/^(null|~|""|''|\[\])$/.test(field.value);
  if (!replace && filled) return `${slot.name}: already says “${oneLineSafe(field.value)}”, and this ritual appends`;
  return undefined;
}

function headingLevel(note: Outline, title: string): number | undefined {
  return note.headings.find((h) => fold(h.title) === fold(title))?.level;
}

const LIST_ITEM = /^(\s*)([-*+]|(\d+)([.)]))\s+(\[.\]\s+)?/;

/**
 * An answer added after a section's last line, in the section's form: one line after a list item becomes the next
 * item; anything else starts a paragraph of its own (a line straight after a list item would continue it).
 */
function appendedContent(note: Outline, title: string, answer: string): string {
  const at = note.headings.findIndex((h) => fold(h.title) === fold(title));
  if (at === -1) return answer;
  const own = note.headings[at]!;
  const next = note.headings.slice(at + 1).find((h) => h.level <= own.level);
  const body = note.lines.slice(own.line + 1, next ? next.line : note.lines.length).map((l) => l.replace(/\r$/, ''));
  const last = [...body].reverse().find((l) => l.trim() !== '');
  if (last === undefined) return answer;
  const item = LIST_ITEM.exec(last);
  // After a task, a new task, not yet done.
  if (item && !answer.includes('\n'))
    return `${item[1]}${item[3] ? `${Number(item[3]) + 1}${item[4]}` : item[2]} ${item[5] ? '[ ] ' : ''}${answer}`;
  return `\n${answer}`;
}

/**
 * The answers with no place of their own, under the ritual's heading: as sections after a note title that is that
 * heading; as subsections of a section of that heading (replaced in replace mode: a second run of the same period
 * rewrites it); else as a new section of it at the end of the note.
 */
function ritualBlock(note: Outline, heading: string, answers: readonly NamedAnswer[], replace: boolean): Edit {
  const own = note.headings.find((h) => fold(h.title) === fold(heading));
  const blocks = (level: number) =>
    answers.map((a) => `${'#'.repeat(level)} ${a.question.replace(/\s+/g, ' ')}\n\n${a.answer.trim()}\n`).join('\n');
  if (own && own.level === 1 && sectionLevel(note) > 1) return { op: 'append', content: blocks(2) };
  if (own) {
    const spec = `${'#'.repeat(own.level)} ${own.title}`;
    return replace
      ? { op: 'replace-section', section: spec, content: `\n${blocks(own.level + 1)}` }
      : { op: 'append', section: spec, content: `\n${blocks(own.level + 1)}` };
  }
  const level = Math.min(sectionLevel(note), 5);
  return { op: 'append', content: `${'#'.repeat(level)} ${heading}\n\n${blocks(level + 1)}` };
}

function samePeriodAs(day: IsoDate, r: TimeResolution): boolean {
  return day >= r.start && day <= r.end;
}

function periodName(day: IsoDate, r: TimeResolution): string {
  switch (r.target_scope) {
    case 'week':
      return formatIsoWeek(isoWeekOf(day));
    case 'month':
      return day.slice(0, 7);
    case 'quarter':
      return quarterLabel(day);
    case 'year':
      return day.slice(0, 4);
    default:
      return formatLongDate(day);
  }
}

function quarterLabel(d: IsoDate): string {
  return `${d.slice(0, 4)}-Q${quarterOf(d)}`;
}

/** How the old period is written, and how the new one is: long dates, ISO dates, weeks, months, quarters, weekdays. */
function periodMoves(old: IsoDate, r: TimeResolution): [string, string][] {
  const now = r.target_date;
  const pairs: [string, string][] = [
    [formatLongDate(old), formatLongDate(now)],
    [old, now],
    [formatIsoWeek(isoWeekOf(old)), r.week],
    [old.slice(0, 7), now.slice(0, 7)],
    [quarterLabel(old), quarterLabel(now)],
    // "# November 2026", "# Q4 2026": how titles name months and quarters.
    [`${MONTH_NAMES[Number(old.slice(5, 7)) - 1]} ${old.slice(0, 4)}`, `${MONTH_NAMES[Number(now.slice(5, 7)) - 1]} ${now.slice(0, 4)}`],
    [`Q${quarterOf(old)} ${old.slice(0, 4)}`, `Q${quarterOf(now)} ${now.slice(0, 4)}`],
  ];
  // A period's first and last days ("start:", "end:" of a week note).
  if (r.target_scope !== 'day' && r.target_scope !== 'days') {
    const was = periodRange(r.target_scope, old);
    pairs.push([was.start, r.start], [was.end, r.end]);
  }
  if (r.target_scope === 'day') pairs.push([weekdayName(old), weekdayName(now)]);
  if (r.target_scope === 'year') pairs.push([old.slice(0, 4), now.slice(0, 4)]);
  return pairs.filter(([a, b]) => a !== b);
}

function moved(text: string, moves: readonly [string, string][]): string {
  if (moves.length === 0) return text;
  const byOld = new Map(moves);
  const alternatives = [...byOld.keys()].sort((a, b) => b.length - a.length).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text.replace(
    new RegExp(`(?<![\\p{L}\\p{N}-])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}]|-\\d)`, 'gu'),
    (m) => byOld.get(m) ?? m,
  );
}

/** Code blocks that are queries (Dataview, Tasks, Bases) rather than the day's writing. */
const QUERY_FENCE = /^ {0,3}(`{3,}|~{3,})\s*(dataview|dataviewjs|tasks|query|base|bases)\b/i;
const EMBED_LINE = /^\s*!\[\[[^\]]+\]\]\s*$/;

/**
 * Another period's note as the frame of a new one: the frontmatter (its dates moved), the headings down to the
 * section level (the title's dates moved), queries and embeds; the writing under the headings is left out.
 */
function clearForNewPeriod(text: string, moves: readonly [string, string][]): string {
  const note = outline(text);
  const level = sectionLevel(note);
  const out = note.lines.slice(0, note.close + 1).map((l, i) => (i > 0 && i < note.close ? moved(l, moves) : l));
  const start = note.close + 1;
  const body = note.lines.slice(start);
  const fenced = fencedLines(body.map((l) => l.replace(/\r$/, '')));
  const headingAt = new Map(note.headings.map((h) => [h.line - start, h]));
  let query = false;
  const kept: string[] = [];
  body.forEach((line, i) => {
    const h = headingAt.get(i);
    if (h && h.level <= level) {
      if (kept.length && kept[kept.length - 1]!.trim() !== '') kept.push('');
      kept.push(h.level < level ? moved(line, moves) : line);
      return;
    }
    if (fenced[i] && !fenced[i - 1]) query = QUERY_FENCE.test(line);
    if ((fenced[i] && query) || (!fenced[i] && EMBED_LINE.test(line))) kept.push(line);
  });
  while (kept.length && kept[kept.length - 1]!.trim() === '') kept.pop();
  return withFinalNewline([...out, ...kept].join('\n'));
}
