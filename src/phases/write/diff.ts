/**
 * Unified diffs of staged changes, for a person to read before saying yes. The text is for display: a note's own
 * control characters (an escape sequence a model slipped into a note could rewrite the terminal, or hide a line)
 * are shown as visible symbols, and the carriage return of CRLF lines is dropped (the summary says CRLF instead).
 */
import { structuredPatch } from 'diff';
import type { LinkResolver } from '../../gather/references/link-resolver.js';
import { unresolvedNewLinks } from './link-check.js';
import type { StagedChange } from './stage.js';

export interface DiffOptions {
  colour: boolean;
  /** Lines of context around each change; default 3. */
  context?: number;
  /** When given, new links that lead to no note are flagged under the diff (link-check.ts). */
  links?: LinkResolver;
}

export interface DiffStats {
  added: number;
  removed: number;
}

const ANSI = { red: '\x1b[31m', green: '\x1b[32m', yellow: '\x1b[33m', cyan: '\x1b[36m', bold: '\x1b[1m', reset: '\x1b[0m' };

/** C0 controls (but tab), DEL and C1 controls as visible symbols; the Unicode "control pictures" for C0. */
export function visible(text: string): string {
  return text.replace(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g, (c) => {
    const code = c.charCodeAt(0);
    if (code < 0x20) return String.fromCharCode(0x2400 + code);
    if (code === 0x7f) return '\u2421';
    return `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

function patchOf(change: Pick<StagedChange, 'relative' | 'before' | 'after'>, context: number) {
  const oldName = change.before === null ? '/dev/null' : `a/${change.relative}`;
  return structuredPatch(oldName, `b/${change.relative}`, change.before ?? '', change.after, undefined, undefined, { context });
}

function count(hunks: { lines: string[] }[]): DiffStats {
  let added = 0;
  let removed = 0;
  for (const hunk of hunks) {
    for (const line of hunk.lines) {
      if (line[0] === '+') added++;
      else if (line[0] === '-') removed++;
    }
  }
  return { added, removed };
}

export function diffStats(change: Pick<StagedChange, 'relative' | 'before' | 'after'>): DiffStats {
  return count(patchOf(change, 0).hunks);
}

function paint(colour: boolean, code: string, text: string): string {
  return colour ? `${code}${text}${ANSI.reset}` : text;
}

/** `--- a/<relative>` / `+++ b/<relative>` (new notes from /dev/null), hunks, and a `+N −M` summary line. */
export function renderDiff(change: Pick<StagedChange, 'relative' | 'before' | 'after'>, options: DiffOptions): string {
  const { colour } = options;
  const patch = patchOf(change, options.context ?? 3);
  const name = visible(change.relative);
  const out: string[] = [];
  out.push(paint(colour, ANSI.bold, `--- ${change.before === null ? '/dev/null' : `a/${name}`}`));
  out.push(paint(colour, ANSI.bold, `+++ b/${name}`));
  for (const hunk of patch.hunks) {
    const oldStart = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
    const newStart = hunk.newLines === 0 ? hunk.newStart - 1 : hunk.newStart;
    out.push(paint(colour, ANSI.cyan, `@@ -${oldStart},${hunk.oldLines} +${newStart},${hunk.newLines} @@`));
    for (const line of hunk.lines) {
      const mark = line[0];
      const body = visible(line.slice(1).replace(/\r$/, ''));
      if (mark === '+') {
        out.push(paint(colour, ANSI.green, `+${body}`));
      } else if (mark === '-') {
        out.push(paint(colour, ANSI.red, `-${body}`));
      } else if (mark === '\\') {
        out.push(line); // "\ No newline at end of file"
      } else {
        out.push(` ${body}`);
      }
    }
  }
  const { added, removed } = count(patch.hunks);
  const flags = options.links ? unresolvedNewLinks(change, options.links) : [];
  for (const f of flags) out.push(paint(colour, ANSI.yellow, `⚠ line ${f.line}: ${visible(f.original)} leads to no note in the vault`));
  const notes: string[] = [];
  if (change.before === null) notes.push('new note');
  if (/\r\n/.test(change.after)) notes.push('CRLF line endings');
  if (patch.hunks.length === 0) notes.push('no changes');
  if (flags.length > 0) notes.push(`${flags.length} link${flags.length === 1 ? '' : 's'} to nothing`);
  const summary = `${name}: ${paint(colour, ANSI.green, `+${added}`)} ${paint(colour, ANSI.red, `\u2212${removed}`)}`;
  out.push(notes.length > 0 ? `${summary} (${notes.join(', ')})` : summary);
  return `${out.join('\n')}\n`;
}
