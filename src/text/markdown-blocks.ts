/**
 * Which lines of a markdown text are inside a block where CommonMark reads no heading: fenced code (``` and ~~~,
 * closed only by a fence of the same character at least as long, or by the end of the list item that holds it) and
 * HTML blocks (the spec's seven kinds: <script>/<pre>/<style>/<textarea> to their closing tag, comments to `-->`,
 * `<?` to `?>`, declarations to `>`, CDATA to `]]>`, block-level tags and lone complete tags to the next blank line).
 *
 * It reads top-level blocks and the fences of list items; headings inside block quotes and list items are not
 * headings for the section edits, so nothing more is needed. A test compares it with commonmark.js, the spec's
 * reference parser, on real notes and generated ones (test/text/markdown-blocks.test.ts).
 */

/** 'item': a line inside a list item, where a heading is not one of the note's sections. */
export type BlockKind = 'text' | 'fence' | 'html' | 'comment' | 'item';

const FENCE = /^( {0,3}(?:(?:[-+*]|\d{1,9}[.)])[ \t]+)?)(`{3,}|~{3,})(.*)$/;
const LIST_ITEM = /^ {0,3}(?:[-+*]|\d{1,9}[.)])[ \t]/;

/** HTML block starts (CommonMark 4.6), each with the end it waits for; `blank` ends at a blank line. */
const HTML_STARTS: Array<{ start: RegExp; end: RegExp | 'blank'; interrupts: boolean; kind: BlockKind }> = [
  {
    start: /^ {0,3}<(?:script|pre|style|textarea)(?:[ \t>]|$)/i,
    end: /<\/(?:script|pre|style|textarea)>/i,
    interrupts: true,
    kind: 'html',
  },
  { start: /^ {0,3}<!--/, end: /-->/, interrupts: true, kind: 'comment' },
  { start: /^ {0,3}<\?/, end: /\?>/, interrupts: true, kind: 'html' },
  { start: /^ {0,3}<![A-Za-z]/, end: />/, interrupts: true, kind: 'html' },
  { start: /^ {0,3}<!\[CDATA\[/, end: /\]\]>/, interrupts: true, kind: 'html' },
  {
    start:
      /^ {0,3}<\/?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:[ \t]|\/?>|$)/i,
    end: 'blank',
    interrupts: true,
    kind: 'html',
  },
  // A complete open or closing tag alone on its line (not one of the first kind); it cannot interrupt a paragraph.
  {
    start:
      /^ {0,3}(?:<[A-Za-z][A-Za-z0-9-]*(?:[ \t]+[A-Za-z_:][A-Za-z0-9_.:-]*(?:[ \t]*=[ \t]*(?:[^ \t"'=<>`]+|'[^']*'|"[^"]*"))?)*[ \t]*\/?>|<\/[A-Za-z][A-Za-z0-9-]*[ \t]*>)[ \t]*$/,
    end: 'blank',
    interrupts: false,
    kind: 'html',
  },
];

const ATX = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const BLANK = /^[ \t]*$/;
/** A thematic break, or a setext underline: either way no paragraph goes on after it. */
const ENDS_PARAGRAPH = /^ {0,3}(?:(?:([-*_])[ \t]*)(?:\1[ \t]*){2,}|=+[ \t]*|-+[ \t]*)$/;

/** Where a fenced block ends: a closing fence, or a line less indented than the list item it opened in. */
interface OpenFence {
  char: string;
  length: number;
  /** Columns a line needs to stay in the list item (0 at the top level). */
  indent: number;
}

function openFence(line: string, item: number | undefined): OpenFence | undefined {
  const m = FENCE.exec(line);
  if (!m) return undefined;
  const fence = m[2]!;
  if (fence[0] === '`' && m[3]!.includes('`')) return undefined; // CommonMark: a backtick fence's info has no backtick
  const inItem = item !== undefined && m[1]!.length >= item ? item : 0;
  return { char: fence[0]!, length: fence.length, indent: LIST_ITEM.test(line) ? m[1]!.length : inItem };
}

/** A line less indented than its list item that still continues the item's paragraph (it starts no block). */
function isLazy(line: string): boolean {
  if (ATX.test(line) || openFence(line, undefined) || LIST_ITEM.test(line) || ENDS_PARAGRAPH.test(line) || /^ {0,3}>/.test(line))
    return false;
  return !HTML_STARTS.some((h) => h.interrupts && h.start.test(line));
}

function closesFence(line: string, fence: OpenFence): boolean {
  const m = /^([ \t]*)(`{3,}|~{3,})[ \t]*$/.exec(line);
  if (!m || m[2]![0] !== fence.char || m[2]!.length < fence.length) return false;
  return m[1]!.length - fence.indent <= 3 && m[1]!.length >= fence.indent;
}

function leavesListItem(line: string, fence: OpenFence): boolean {
  if (fence.indent === 0 || BLANK.test(line)) return false;
  return /^[ \t]*/.exec(line)![0].length < fence.indent;
}

/** The kind of block each line belongs to ('text' for everything a heading can start on). */
export function blockKinds(lines: readonly string[]): BlockKind[] {
  const kinds: BlockKind[] = [];
  let fence: OpenFence | undefined;
  let html: { end: RegExp | 'blank'; kind: BlockKind } | undefined;
  let paragraph = false; // whether the line before continues a paragraph (a lone tag cannot interrupt one)
  let item: number | undefined; // the content column of the list item the lines are in
  for (const line of lines) {
    const indent = /^[ \t]*/.exec(line)![0].length;
    if (item !== undefined && !BLANK.test(line) && indent < item && !(paragraph && isLazy(line))) item = undefined;
    if (fence && leavesListItem(line, fence)) fence = undefined;
    if (fence) {
      kinds.push('fence');
      if (closesFence(line, fence)) fence = undefined;
      continue;
    }
    if (html) {
      if (html.end === 'blank' && BLANK.test(line)) {
        html = undefined; // the blank line is not part of the block
      } else {
        kinds.push(html.kind);
        if (html.end !== 'blank' && html.end.test(line)) html = undefined;
        continue;
      }
    }
    fence = openFence(line, item);
    if (fence) {
      if (LIST_ITEM.test(line)) item = fence.indent;
      kinds.push('fence');
      paragraph = false;
      continue;
    }
    const start = HTML_STARTS.find((h) => h.start.test(line) && (h.interrupts || !paragraph));
    if (start) {
      kinds.push(start.kind);
      paragraph = false;
      // The end may be on the same line (`<!-- note -->`, and `<!-->`, an empty comment since CommonMark 0.31).
      if (start.end === 'blank' || !start.end.test(line)) html = { end: start.end, kind: start.kind };
      continue;
    }
    const marker = LIST_ITEM.exec(line);
    if (marker && indent < (item ?? 0) + 4) item = marker[0].length;
    else if (item !== undefined && !BLANK.test(line)) {
      kinds.push('item');
      paragraph = !ATX.test(line.slice(Math.min(item, indent)));
      continue;
    }
    kinds.push('text');
    const indentedCode = !paragraph && indent >= 4;
    paragraph = !BLANK.test(line) && !indentedCode && !ATX.test(line) && !ENDS_PARAGRAPH.test(line);
  }
  return kinds;
}
