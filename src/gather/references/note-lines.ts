/**
 * A note's lines as Obsidian's metadata cache sees them, for the scanners of links, tags and tasks: where the
 * frontmatter ends, which lines are code (fenced) or inside an HTML comment, which are inside a `%%` comment block,
 * and each line with its inline code and inline HTML comments blanked out (same length, so columns stay). Obsidian
 * reads nothing inside `<!-- -->`; inside `%%` it still reads tags and links, but no list items (the Tasks plugin's
 * captured test notes show each). Pure.
 */
import { fencedLines } from '../../ritual/markdown.js';

export interface NoteLines {
  /** The raw lines (LF split, CR dropped). */
  raw: string[];
  /** The lines with inline code and inline HTML comments blanked; hidden lines are empty. */
  visible: string[];
  /** Code or HTML comment lines, and the frontmatter with its fences. */
  hidden: boolean[];
  /** Lines of a `%%` comment block (its fences included): tags and links count there, tasks do not. */
  comment: boolean[];
  /** 0-based index of the frontmatter's closing fence, or -1 when the note has none. */
  fmEnd: number;
}

/** The 0-based index of the line that closes the frontmatter, or -1 when the note has none. */
function frontmatterEnd(lines: readonly string[]): number {
  if (lines[0]?.trimEnd() !== '---') return -1;
  for (let i = 1; i < lines.length; i++) if (/^(---|\.\.\.)\s*$/.test(lines[i]!)) return i;
  return -1;
}

function blankInlineCode(line: string): string {
  if (!line.includes('`')) return line;
  return line.replace(/(`+)[^`]*?\1/g, (m) => ' '.repeat(m.length));
}

export function noteLines(text: string): NoteLines {
  const raw = text.replace(/\r\n?/g, '\n').split('\n');
  const fmEnd = frontmatterEnd(raw);
  const fenced = fencedLines(raw.map((l, i) => (i <= fmEnd ? '' : l)));
  const hidden: boolean[] = [];
  const comment: boolean[] = [];
  const visible: string[] = [];
  let inHtml = false;
  let inPercent = false;
  raw.forEach((line, i) => {
    if (i <= fmEnd || fenced[i]) {
      hidden.push(true);
      comment.push(false);
      visible.push('');
      return;
    }
    const wasPercent = inPercent;
    if (inPercent) {
      if (line.trimEnd().endsWith('%%')) inPercent = false;
    } else if (!inHtml && line.trim().startsWith('%%') && !line.trim().slice(2).includes('%%')) {
      inPercent = true;
    }
    comment.push(wasPercent || inPercent);
    // HTML comments, which may open on one line and close on a later one.
    if (!inHtml && !line.includes('<!--')) {
      hidden.push(false);
      visible.push(blankInlineCode(line));
      return;
    }
    let out = '';
    let rest = blankInlineCode(line);
    let hiddenWhole = inHtml;
    while (rest.length > 0) {
      if (inHtml) {
        const close = rest.indexOf('-->');
        if (close === -1) {
          out += ' '.repeat(rest.length);
          rest = '';
        } else {
          out += ' '.repeat(close + 3);
          rest = rest.slice(close + 3);
          inHtml = false;
          hiddenWhole = false;
        }
      } else {
        const open = rest.indexOf('<!--');
        if (open === -1) {
          out += rest;
          rest = '';
        } else {
          out += rest.slice(0, open);
          rest = rest.slice(open);
          inHtml = true;
        }
      }
    }
    hidden.push(hiddenWhole && inHtml);
    visible.push(out);
  });
  return { raw, visible, hidden, comment, fmEnd };
}
