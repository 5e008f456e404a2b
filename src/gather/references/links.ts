/**
 * Links in a note, read the way Obsidian reads them: `[[wikilinks]]` (with `#heading`, `#^block` and `|alias`,
 * the alias bar escaped as `\|` inside tables), `![[embeds]]`, markdown links to files in the vault
 * (`[text](Some%20Note.md#part)`), and wikilinks written as frontmatter property values (`people: ["[[Ana]]"]`).
 * Nothing inside code fences or inline code counts. Pure.
 *
 * What Obsidian records for each (its metadata cache's `links`, `embeds` and `frontmatterLinks`) was captured by the
 * Tasks plugin's maintainers from Obsidian itself; test/gather/references/links.test.ts holds this parser to it.
 */
import { noteLines, type NoteLines } from './note-lines.js';

export interface NoteLink {
  /** What the link points at, as written, before any `#` or `|`: "Sarah Chen", "People/Sarah Chen", "x.pdf". */
  target: string;
  /** `#heading` or `#^block` part, without the leading '#'; empty when none. */
  subpath: string;
  /** The display text after `|` (wikilinks) or inside `[...]` (markdown links); empty when none. */
  alias: string;
  embed: boolean;
  kind: 'wiki' | 'markdown';
  /** Written as a frontmatter property value. */
  frontmatter: boolean;
  /** For a frontmatter link, the property it is a value of ("people", "author"). */
  key?: string;
  /** 1-based line in the note. */
  line: number;
  /** The link as written, `[[...]]` included. */
  original: string;
}

const WIKI = /(!?)\[\[([^\]\n]*?)\]\]/g;
// [text](target) where the target is not an URL with a scheme; <angle brackets> allow spaces.
const MARKDOWN = /(!?)\[([^\]\n]*)\]\(\s*(<[^>\n]*>|[^)\s]+)(?:\s+"[^"\n]*")?\s*\)/g;

function splitWiki(inner: string): { target: string; subpath: string; alias: string } {
  // In a table the alias bar is written `\|`; Obsidian reads `[[Note\|alias]]` as `[[Note|alias]]`.
  const text = inner.replace(/\\\|/g, '|');
  const bar = text.indexOf('|');
  const ref = bar === -1 ? text : text.slice(0, bar);
  const alias = bar === -1 ? '' : text.slice(bar + 1).trim();
  const hash = ref.indexOf('#');
  return {
    target: (hash === -1 ? ref : ref.slice(0, hash)).trim(),
    subpath: hash === -1 ? '' : ref.slice(hash + 1).trim(),
    alias,
  };
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A markdown link's destination when it points into the vault (no scheme such as https: or obsidian:). */
function markdownTarget(raw: string): { target: string; subpath: string } | undefined {
  const dest = raw.startsWith('<') ? raw.slice(1, -1) : raw;
  if (dest === '' || /^[a-z][a-z0-9+.-]*:/i.test(dest) || dest.startsWith('//')) return undefined;
  const hash = dest.indexOf('#');
  const path = decode(hash === -1 ? dest : dest.slice(0, hash));
  return { target: path.trim(), subpath: hash === -1 ? '' : decode(dest.slice(hash + 1)) };
}

/** Every link of the note, in order (duplicates kept). */
export function parseLinks(note: string | NoteLines): NoteLink[] {
  const { raw, visible, hidden, fmEnd } = typeof note === 'string' ? noteLines(note) : note;
  const links: NoteLink[] = [];
  let key: string | undefined;
  raw.forEach((rawLine, i) => {
    const inFrontmatter = i > 0 && i < fmEnd;
    if (hidden[i] && !inFrontmatter) return;
    const line = inFrontmatter ? rawLine : visible[i]!;
    if (!inFrontmatter && !line.includes('[')) return;
    if (inFrontmatter)
      key =
        /^(?:"([^"]+)"|'([^']+)'|([^\s#:'"-][^:]*?))\s*:/
          .exec(line)
          ?.slice(1)
          .find((k) => k !== undefined) ?? (/^\S/.test(line) ? undefined : key);
    const taken: [number, number][] = [];
    for (const m of line.matchAll(WIKI)) {
      const { target, subpath, alias } = splitWiki(m[2]!);
      taken.push([m.index, m.index + m[0].length]);
      // `[[#Heading]]` links to the note itself; `[[]]` or `[[|x]]` link to nothing.
      if (target === '' && subpath === '') continue;
      links.push({
        target,
        subpath,
        alias,
        embed: m[1] === '!',
        kind: 'wiki',
        frontmatter: inFrontmatter,
        ...(inFrontmatter && key ? { key } : {}),
        line: i + 1,
        original: m[0],
      });
    }
    if (inFrontmatter) return;
    for (const m of line.matchAll(MARKDOWN)) {
      if (taken.some(([a, b]) => m.index >= a && m.index < b)) continue;
      const dest = markdownTarget(m[3]!);
      if (!dest || (dest.target === '' && dest.subpath === '')) continue;
      links.push({ ...dest, alias: m[2]!.trim(), embed: m[1] === '!', kind: 'markdown', frontmatter: false, line: i + 1, original: m[0] });
    }
  });
  return links;
}
