/**
 * The little markdown structure rituals need: ATX headings outside code fences, H2 sections, and list items with
 * their nesting. Deliberately not a full CommonMark parser: SKILL.md files are prose with headings and bullets,
 * and every rule here is documented in docs/writing-rituals.md.
 */

interface MdSection {
  heading: string;
  /** 1-based line of the heading in the file. */
  line: number;
  /** The text under the heading, up to the next H2 (nested H3+ included). */
  body: string;
  bodyLine: number;
}

export interface MdDocument {
  title: string | undefined; // the first H1, if any
  preamble: string; // text before the first H2
  sections: MdSection[];
}

export interface ListItem {
  text: string;
  line: number;
  children: ListItem[];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Marks which lines are inside fenced code blocks (the fence lines themselves included). */
export function fencedLines(lines: readonly string[]): boolean[] {
  const inside: boolean[] = [];
  let fence: string | undefined;
  for (const line of lines) {
    const m = FENCE.exec(line);
    if (fence === undefined) {
      if (m) {
        fence = m[1]!;
        inside.push(true);
        continue;
      }
      inside.push(false);
    } else {
      inside.push(true);
      if (m && m[1]![0] === fence[0] && m[1]!.length >= fence.length && line.trim() === m[1]) fence = undefined;
    }
  }
  return inside;
}

/** Removes HTML comments (guidance comments in scaffolded rituals), keeping line breaks so line numbers hold. */
export function stripComments(text: string): string {
  return text.replace(/<!--[\s\S]*?(-->|$)/g, (c) => c.replace(/[^\n]/g, ''));
}

function headingText(raw: string): string {
  return raw.replace(/\s+#+\s*$/, '').trim();
}

export function parseMarkdown(body: string, firstLine = 1): MdDocument {
  const lines = stripComments(body).split('\n');
  const fenced = fencedLines(lines);
  let title: string | undefined;
  const sections: MdSection[] = [];
  const preamble: string[] = [];
  let current: { heading: string; line: number; lines: string[] } | undefined;

  const close = () => {
    if (current) {
      const raw = current.lines.join('\n');
      const leading = /^\n*/.exec(raw)![0].length;
      sections.push({
        heading: current.heading,
        line: current.line,
        body: raw.slice(leading).replace(/\s+$/, ''),
        bodyLine: current.line + 1 + leading,
      });
    }
  };

  lines.forEach((line, i) => {
    if (!fenced[i]) {
      const h2 = /^ {0,3}##[ \t]+(.*)$/.exec(line);
      if (h2 && !/^ {0,3}###/.test(line)) {
        close();
        current = { heading: headingText(h2[1]!), line: firstLine + i, lines: [] };
        return;
      }
      const h1 = /^ {0,3}#[ \t]+(.*)$/.exec(line);
      if (h1 && title === undefined && current === undefined) {
        title = headingText(h1[1]!);
        return;
      }
    }
    (current ? current.lines : preamble).push(line);
  });
  close();
  return { title, preamble: preamble.join('\n').trim(), sections };
}

const ITEM = /^(\s*)(?:[-*+]|\d{1,9}[.)])[ \t]+(.*)$/;

/**
 * List items of a section body, nested by indentation. Lines indented under an item that are not items themselves
 * continue its text. Items inside code fences are ignored.
 */
export function parseList(body: string, firstLine = 1): ListItem[] {
  const lines = body.split('\n');
  const fenced = fencedLines(lines);
  const roots: ListItem[] = [];
  const stack: { indent: number; item: ListItem }[] = [];
  lines.forEach((line, i) => {
    if (fenced[i]) return;
    const m = ITEM.exec(line);
    if (m) {
      const indent = m[1]!.replace(/\t/g, '    ').length;
      const item: ListItem = { text: m[2]!.trim(), line: firstLine + i, children: [] };
      while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop();
      const parent = stack[stack.length - 1];
      (parent ? parent.item.children : roots).push(item);
      stack.push({ indent, item });
      return;
    }
    if (line.trim() === '') return;
    const top = stack[stack.length - 1];
    if (top && /^\s/.test(line)) {
      top.item.text = `${top.item.text} ${line.trim()}`;
    } else {
      stack.length = 0; // a paragraph at the margin ends the list
    }
  });
  return roots;
}

/** Plain text of inline markdown: no emphasis markers, code ticks or link syntax. */
export function plainText(text: string): string {
  return text
    .replace(/!?\[\[([^\]|#]+)(?:#[^\]|]*)?(?:\|([^\]]+))?\]\]/g, (_m, target: string, alias?: string) => alias ?? target)
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
