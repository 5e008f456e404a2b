/**
 * The parts of a note that ranking boosts: its title (frontmatter `title`, else the first H1, else the file name),
 * frontmatter `aliases`, and the H1–H3 headings outside code fences. A deliberately small line scanner instead of a
 * YAML/markdown parser: it runs on every note of a 100k-note vault, and only these few fields matter here.
 */

export interface NoteShape {
  /** Frontmatter `title`, unquoted. */
  fmTitle: string | undefined;
  /** Frontmatter `aliases` (inline `[a, b]` or a block list). */
  aliases: string[];
  /** Text of the first H1. */
  h1: string | undefined;
  /** Text of every H1–H3 heading, in order. */
  headings: string[];
}

const HEADING = /^ {0,3}(#{1,3})[ \t]+(.*?)[ \t#]*$/;
const FENCE = /^ {0,3}(```|~~~)/;

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) return v.slice(1, -1).trim();
  return v;
}

/** The frontmatter lines (without the --- fences) and the offset where the body starts; none → 0. */
function frontmatter(text: string): { lines: string[]; bodyStart: number } {
  if (!text.startsWith('---')) return { lines: [], bodyStart: 0 };
  const first = text.indexOf('\n');
  if (first < 0 || text.slice(0, first).trimEnd() !== '---') return { lines: [], bodyStart: 0 };
  const closing = /^(?:---|\.\.\.)[ \t]*\r?$/m;
  const rest = text.slice(first + 1);
  const m = closing.exec(rest);
  if (!m) return { lines: [], bodyStart: 0 };
  const end = rest.indexOf('\n', m.index);
  return { lines: rest.slice(0, m.index).split('\n'), bodyStart: end < 0 ? text.length : first + 1 + end + 1 };
}

function readFrontmatter(lines: readonly string[], shape: NoteShape): void {
  for (let i = 0; i < lines.length; i++) {
    const m = /^(title|aliases|alias):[ \t]*(.*?)\r?$/.exec(lines[i]!);
    if (!m) continue;
    const value = m[2]!.trim();
    if (m[1] === 'title') {
      if (value !== '') shape.fmTitle = unquote(value);
    } else if (value.startsWith('[')) {
      shape.aliases.push(
        ...value
          .replace(/^\[|\]$/g, '')
          .split(',')
          .map(unquote)
          .filter((a) => a !== ''),
      );
    } else if (value !== '') {
      shape.aliases.push(unquote(value));
    } else {
      for (let j = i + 1; j < lines.length && /^\s+-\s+/.test(lines[j]!); j++)
        shape.aliases.push(unquote(lines[j]!.replace(/^\s+-\s+/, '')));
    }
  }
}

/** Character code of the first non-space among a line's first four characters, or -1. */
function leadChar(text: string, at: number, end: number): number {
  for (let i = at; i < end && i < at + 4; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32) return c;
  }
  return -1;
}

export function scanNote(text: string): NoteShape {
  const shape: NoteShape = { fmTitle: undefined, aliases: [], h1: undefined, headings: [] };
  const fm = frontmatter(text);
  readFrontmatter(fm.lines, shape);
  let fenced = false;
  // Walks line starts with indexOf: only lines that begin with #, ` or ~ are looked at closely.
  for (let at = fm.bodyStart; at < text.length; ) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const c = leadChar(text, at, end);
    if (c === 35 /* # */ || c === 96 /* ` */ || c === 126 /* ~ */) {
      const line = text.slice(at, end).trimEnd();
      if (FENCE.test(line)) {
        fenced = !fenced;
      } else if (!fenced) {
        const m = HEADING.exec(line);
        if (m && m[2] !== '') {
          shape.headings.push(m[2]!);
          if (m[1] === '#' && shape.h1 === undefined) shape.h1 = m[2]!;
        }
      }
    }
    at = end + 1;
  }
  return shape;
}

/** File name without folders and without the .md extension. */
export function fileStem(relative: string): string {
  const name = relative.slice(relative.lastIndexOf('/') + 1);
  return name.replace(/\.md$/i, '');
}

/** The title a person would give the note: frontmatter title, else the first H1, else the file name. */
export function noteTitle(shape: NoteShape, relative: string): string {
  return shape.fmTitle ?? shape.h1 ?? fileStem(relative);
}

/** Texts whose words get the title boost: the file name, the frontmatter title and aliases, the first H1. */
export function titleTexts(shape: NoteShape, relative: string): string[] {
  const out = [fileStem(relative), ...shape.aliases];
  if (shape.fmTitle !== undefined) out.push(shape.fmTitle);
  if (shape.h1 !== undefined) out.push(shape.h1);
  return out;
}
