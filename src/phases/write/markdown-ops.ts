/**
 * Edits to a note's text that touch only what they must. A note is kept as lines that each remember their own
 * line break, so every line we do not edit comes back byte for byte (a CRLF note stays CRLF, a CR-only one stays
 * CR-only, a mixed one stays mixed); lines we add take the note's usual line break. A note that ended without a line break still does, and
 * an empty note gets one after what we add. A byte-order mark stays where it was.
 *
 * Headings are ATX headings (`## Title`) as CommonMark finds them: never in the frontmatter, fenced code (``` or
 * ~~~, closed by a fence at least as long), an HTML block or a list item, so an HTML comment (`<!--` … `-->`) is
 * never cut (src/text/markdown-blocks.ts); setext headings (a paragraph underlined with `===` or `---`) count too, as
 * CommonMark and Obsidian show them. They are matched by their text, case-insensitively. When two headings match, the first wins. A section runs to the next heading of
 * the same or a higher level, so its subsections belong to it. Replacing a section keeps the HTML comments in it
 * (Obsidian does not show them, so the person could not see them go): a comment before any shown content stays
 * first, the others follow the new content.
 */
import { BadInputError } from '../../errors.js';
import { blockKinds, type BlockKind } from '../../text/markdown-blocks.js';

interface Line {
  text: string;
  /** '\n', '\r\n', or '' for a last line without a line break. */
  eol: string;
}

interface Note {
  bom: string;
  lines: Line[];
  eol: string;
  /** Whether the note ended with a line break (an empty note counts as yes). */
  trailing: boolean;
}

function parse(text: string): Note {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const body = text.slice(bom.length);
  const lines: Line[] = [];
  // CR alone is a line break too (classic Mac, some sync tools): a CR-only note stays CR-only.
  const counts = new Map<string, number>([
    ['\n', 0],
    ['\r\n', 0],
    ['\r', 0],
  ]);
  const breaks = /\r\n|\r|\n/g;
  let start = 0;
  for (let m = breaks.exec(body); m; m = breaks.exec(body)) {
    lines.push({ text: body.slice(start, m.index), eol: m[0] });
    counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
    start = m.index + m[0].length;
  }
  if (start < body.length) lines.push({ text: body.slice(start), eol: '' });
  const last = lines[lines.length - 1];
  const eol = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
  return { bom, lines, eol, trailing: last === undefined || last.eol !== '' };
}

/** Back to text, restoring the note's own ending: with or without a final line break. */
function render(note: Note): string {
  const last = note.lines[note.lines.length - 1];
  if (last) last.eol = note.trailing ? last.eol || note.eol : '';
  return note.bom + note.lines.map((l) => l.text + l.eol).join('');
}

/** Content as lines in the note's line break; trailing line breaks dropped, leading blank lines kept. */
function contentLines(content: string, eol: string): Line[] {
  const trimmed = content.replace(/(\r\n|\r|\n)+$/, '');
  if (trimmed === '') return [];
  return trimmed.split(/\r\n|\r|\n/).map((text) => ({ text, eol }));
}

/** Replaces lines [from, to) with `added`. A line that ended the note without a break gets one when lines follow it. */
function splice(note: Note, from: number, to: number, added: Line[]): void {
  const before = note.lines[from - 1];
  if (before && before.eol === '' && added.length > 0) before.eol = note.eol;
  note.lines.splice(from, to - from, ...added);
}

function isBlank(line: Line | undefined): boolean {
  return line !== undefined && line.text.trim() === '';
}

/** Index just after the frontmatter's closing line, or 0 when the note has none. */
function frontmatterEnd(note: Note): number {
  const close = frontmatterClose(note);
  return close === undefined ? 0 : close + 1;
}

function frontmatterClose(note: Note): number | undefined {
  if (note.lines[0]?.text.trimEnd() !== '---') return undefined;
  for (let i = 1; i < note.lines.length; i++) {
    const t = note.lines[i]!.text.trimEnd();
    if (t === '---' || t === '...') return i;
  }
  return undefined;
}

interface Heading {
  /** The heading's first line. */
  index: number;
  level: number;
  key: string;
  /** The line after the heading: after its underline for a setext one. */
  bodyStart: number;
}

const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/;

function headingKey(title: string): string {
  return title
    .replace(/(^|[ \t]+)#+[ \t]*$/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .normalize('NFC')
    .toLowerCase();
}

/** Each line's block kind; the frontmatter counts as a block of its own (no heading, no comment). */
function kindsOf(note: Note): BlockKind[] {
  const start = frontmatterEnd(note);
  return [...new Array<BlockKind>(start).fill('html'), ...blockKinds(note.lines.slice(start).map((l) => l.text))];
}

/** A setext underline: `===` makes the paragraph above it an H1, `---` an H2 (CommonMark 4.3). */
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;

function headings(note: Note): Heading[] {
  const kinds = kindsOf(note);
  const out: Heading[] = [];
  let paragraph: number | undefined; // first line of the paragraph the lines so far continue
  note.lines.forEach(({ text }, index) => {
    const inText = kinds[index] === 'text';
    const atx = inText ? ATX.exec(text) : null;
    const underline = inText ? SETEXT.exec(text) : null;
    if (atx) out.push({ index, level: atx[1]!.length, key: headingKey(atx[2] ?? ''), bodyStart: index + 1 });
    else if (underline && paragraph !== undefined) {
      const title = note.lines
        .slice(paragraph, index)
        .map((l) => l.text.trim())
        .join(' ');
      out.push({ index: paragraph, level: underline[1]!.startsWith('=') ? 1 : 2, key: headingKey(title), bodyStart: index + 1 });
      paragraph = undefined;
      return;
    }
    // A paragraph: text lines that are no heading, no blank and no other block; a list item, fence or HTML ends it.
    paragraph = inText && !atx && text.trim() !== '' ? (paragraph ?? index) : undefined;
  });
  return out;
}

interface HeadingSpec {
  level: number | undefined;
  title: string;
  key: string;
}

/** `"## Notes"` names level and text; `"Notes"` matches a heading of any level (and creates an H2). */
function headingSpec(heading: string): HeadingSpec {
  if (/[\r\n]/.test(heading)) throw new BadInputError(`heading ${JSON.stringify(heading)} spans several lines`);
  const m = /^\s*(#{1,6})[ \t]+(.*)$/.exec(heading);
  const title = (m ? m[2]! : heading).trim();
  const key = headingKey(title);
  if (key === '') throw new BadInputError(`heading ${JSON.stringify(heading)} has no text`);
  return { level: m ? m[1]!.length : undefined, title, key };
}

interface Section {
  /** Line after the heading. */
  bodyStart: number;
  /** Line after the last non-blank line of the section (= bodyStart when the body is blank). */
  contentEnd: number;
}

function findSection(note: Note, spec: HeadingSpec): Section | undefined {
  const all = headings(note);
  const at = all.findIndex((h) => h.key === spec.key && (spec.level === undefined || h.level === spec.level));
  if (at === -1) return undefined;
  const own = all[at]!;
  const next = all.slice(at + 1).find((h) => h.level <= own.level);
  const bodyStart = own.bodyStart;
  let contentEnd = next ? next.index : note.lines.length;
  while (contentEnd > bodyStart && isBlank(note.lines[contentEnd - 1])) contentEnd--;
  return { bodyStart, contentEnd };
}

/** Adds a new section at the end of the note, after a blank line. */
function addSection(note: Note, spec: HeadingSpec, content: Line[]): void {
  const lines: Line[] = [];
  if (note.lines.length > 0 && !isBlank(note.lines[note.lines.length - 1])) lines.push({ text: '', eol: note.eol });
  lines.push({ text: `${'#'.repeat(spec.level ?? 2)} ${spec.title}`, eol: note.eol }, ...content);
  splice(note, note.lines.length, note.lines.length, lines);
}

/**
 * Adds `content` at the end of the note, on a new line; content that starts with a heading gets a blank line
 * before it, so a new section does not stick to the note's last paragraph.
 */
export function appendToNote(text: string, content: string): string {
  const note = parse(text);
  const lines = contentLines(content, note.eol);
  const last = note.lines[note.lines.length - 1];
  if (last && !isBlank(last) && /^#{1,6}\s/.test(lines[0]?.text ?? '')) lines.unshift({ text: '', eol: note.eol });
  splice(note, note.lines.length, note.lines.length, lines);
  return render(note);
}

/** Splices `content` into the lines of the named section that `range` picks, or adds the section when missing. */
function editSection(text: string, heading: string, content: string, range: (s: Section) => [number, number]): string {
  const note = parse(text);
  const spec = headingSpec(heading);
  const added = contentLines(content, note.eol);
  const section = findSection(note, spec);
  if (section) splice(note, ...range(section), added);
  else addSection(note, spec, added);
  return render(note);
}

/** Adds `content` after the last non-blank line of the section; creates the section at the end when missing. */
export function appendToSection(text: string, heading: string, content: string): string {
  return editSection(text, heading, content, (s) => [s.contentEnd, s.contentEnd]);
}

/**
 * Replaces the section's body (everything under its heading, subsections included) with `content`; the heading
 * and the blank lines before the next heading stay. Creates the section at the end when missing.
 */
export function replaceSection(text: string, heading: string, content: string): string {
  const note = parse(text);
  const spec = headingSpec(heading);
  const added = contentLines(content, note.eol);
  const section = findSection(note, spec);
  if (!section) return editSection(text, heading, content, () => [0, 0]);
  splice(note, section.bodyStart, section.contentEnd, withComments(note, section, added));
  return render(note);
}

/**
 * The new body of a replaced section with the section's HTML comments kept: the lines up to the end of the comments
 * that open the section (before any shown line) stay as they are, then the new content, then each later comment
 * after a blank line.
 */
function withComments(note: Note, section: Section, added: Line[]): Line[] {
  const kinds = kindsOf(note);
  const body = note.lines.slice(section.bodyStart, section.contentEnd);
  const kind = (i: number) => kinds[section.bodyStart + i];
  let lead = 0;
  for (let i = 0; i < body.length && (kind(i) === 'comment' || isBlank(body[i])); i++) if (kind(i) === 'comment') lead = i + 1;
  const later: Line[] = [];
  for (let i = lead; i < body.length; i++) {
    if (kind(i) !== 'comment') continue;
    if (kind(i - 1) !== 'comment' || i === lead) later.push({ text: '', eol: note.eol });
    later.push(body[i]!);
  }
  const head = body.slice(0, lead);
  return [...head, ...added, ...(added.length === 0 ? later.slice(1) : later)];
}

type FrontmatterScalar = string | number | boolean | null;
export type FrontmatterValue = FrontmatterScalar | readonly FrontmatterScalar[];

const RESERVED = /^(true|false|yes|no|on|off|y|n|null|~|\.nan|[-+]?\.inf)$/i;

/** A YAML scalar that reads back as the same value: plain when that is unambiguous, else double-quoted (JSON). */
function yamlScalar(value: FrontmatterScalar): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new BadInputError(`frontmatter value ${value} is not a finite number`);
    return String(value);
  }
  // Dates stay plain: Obsidian reads `date: 2026-02-17` as a date, and that is what a note's author wrote.
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const plain = /^[\p{L}_/(][\p{L}\p{N}_ ./()'-]*$/u.test(value) && !/[ ]$/.test(value) && !RESERVED.test(value);
  if (plain) return value;
  return JSON.stringify(value).replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function yamlValue(value: FrontmatterValue): string {
  return Array.isArray(value) ? `[${(value as FrontmatterScalar[]).map(yamlScalar).join(', ')}]` : yamlScalar(value as FrontmatterScalar);
}

/**
 * Sets one top-level frontmatter key, replacing its line and the indented or `- ` lines that continue it. Every
 * other line of the frontmatter is kept byte for byte; a missing key goes just before the closing `---`; a note
 * without frontmatter gets one. The new line takes the line break of the frontmatter's opening `---`.
 */
export function setFrontmatterField(text: string, key: string, value: FrontmatterValue): string {
  if (!/^[\p{L}_][\p{L}\p{N}_ -]*$/u.test(key) || key.endsWith(' ')) {
    throw new BadInputError(`frontmatter key ${JSON.stringify(key)} is not a simple name`);
  }
  const note = parse(text);
  const close = frontmatterClose(note);
  // The frontmatter's own line break: tools that add frontmatter to CRLF notes often write it with LF.
  const line: Line = { text: `${key}: ${yamlValue(value)}`, eol: close === undefined ? note.eol : note.lines[0]!.eol };
  if (close === undefined) {
    if (note.lines[0]?.text.trimEnd() === '---') throw new BadInputError(`the frontmatter has no closing ---; not editing it`);
    note.lines.unshift({ text: '---', eol: note.eol }, line, { text: '---', eol: note.eol });
    return render(note);
  }
  const pattern = new RegExp(`^${key.replace(/[-]/g, '\\-')}[ \\t]*:([ \\t]|$)`);
  const at = note.lines.findIndex((l, i) => i > 0 && i < close && pattern.test(l.text));
  if (at === -1) {
    note.lines.splice(close, 0, line);
    return render(note);
  }
  let end = at + 1;
  while (end < close && /^([ \t]|-([ \t]|$)|$)/.test(note.lines[end]!.text)) end++;
  while (end > at + 1 && isBlank(note.lines[end - 1])) end--;
  note.lines.splice(at, end - at, line);
  return render(note);
}
