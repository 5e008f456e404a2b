/**
 * Notes chosen by tag, folder, mention of a person, project or topic, and modification date — any of these, all of
 * them holding together. Pure: the notes' facts (vault-view.ts) and a resolver go in, the chosen notes come out,
 * each with the line that earned it.
 */
import type { DateRange } from '../../time/calendar.js';
import { localDateOf } from '../../time/calendar.js';
import { fold } from '../../text/words.js';
import type { LinkResolver } from '../references/link-resolver.js';
import type { NoteFacts } from '../vault-view.js';
import { normaliseTag, tagMatches } from './tags.js';

export interface NoteQuery {
  tags: string[];
  /** Vault-relative folders (already resolved from what the need named). */
  folders: string[];
  /** Names: a person, project or topic, "[[Link]]" or plain words. */
  names: string[];
  modified: DateRange | undefined;
}

export interface ChosenNote {
  rel: string;
  /** 1-based line that earned it (the tag, the mention), or undefined (folder, date). */
  line: number | undefined;
  why: string;
  mtimeMs: number;
}

export function modifiedOn(n: NoteFacts): string {
  return localDateOf(new Date(n.mtimeMs));
}

function words(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The notes a name stands for: the ones a link with that name would reach, and notes whose aliases hold it. */
export function namedNotes(name: string, resolver: LinkResolver, notes: readonly NoteFacts[]): Set<string> {
  const out = new Set<string>();
  const target = resolver.resolve(name, '');
  if (target) out.add(target.path);
  const key = words(name);
  for (const n of notes) {
    const aliases = n.frontmatter.aliases;
    const list = Array.isArray(aliases) ? aliases : typeof aliases === 'string' ? [aliases] : [];
    if (list.some((a) => typeof a === 'string' && words(a) === key)) out.add(n.rel);
  }
  return out;
}

/** Line of the first mention of `name` in the note, by link or in plain words; undefined if none. */
function mentionLine(
  n: NoteFacts,
  name: string,
  targets: ReadonlySet<string>,
  resolver: LinkResolver,
  text: (rel: string) => string | undefined,
): number | undefined {
  const key = words(name);
  for (const l of n.links) {
    const to = resolver.resolve(l.target, n.rel);
    if ((to && targets.has(to.path)) || words(l.target.split('/').pop()!.replace(/\.md$/i, '')) === key) return l.line;
  }
  const body = text(n.rel);
  if (body === undefined || key === '') return undefined;
  const re = new RegExp(
    `(^|[^\\p{L}\\p{N}])${key
      .split(' ')
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^\\p{L}\\p{N}]+')}($|[^\\p{L}\\p{N}])`,
    'u',
  );
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) if (re.test(fold(lines[i]!))) return i + 1;
  return undefined;
}

export function selectNotes(
  notes: readonly NoteFacts[],
  q: NoteQuery,
  resolver: LinkResolver,
  text: (rel: string) => string | undefined,
): ChosenNote[] {
  const named = q.names.map((raw) => {
    const name = raw
      .replace(/^\[\[|\]\]$/g, '')
      .replace(/^["“']|["”']$/g, '')
      .split('|')[0]!
      .trim();
    return { name, targets: namedNotes(name, resolver, notes) };
  });
  const chosen: ChosenNote[] = [];
  for (const n of notes) {
    const why: string[] = [];
    let line: number | undefined;
    if (q.folders.length > 0) {
      const folder = q.folders.find((f) => f === '' || n.rel.toLowerCase().startsWith(`${f.toLowerCase()}/`));
      if (folder === undefined) continue;
      why.push(`in ${folder || 'the vault root'}`);
    }
    if (q.tags.length > 0) {
      const tag = n.tags.find((t) => q.tags.some((w) => tagMatches(t.tag, w)));
      if (!tag) continue;
      line ??= tag.line;
      why.push(`#${tag.tag}${tag.frontmatter ? ' in frontmatter' : ''}`);
    }
    if (q.modified) {
      const day = modifiedOn(n);
      if (day < q.modified.start || day > q.modified.end) continue;
      why.push(`modified ${day}`);
    }
    let missed = false;
    for (const { name, targets } of named) {
      if (targets.has(n.rel)) {
        missed = true; // a note does not mention itself
        break;
      }
      const at = mentionLine(n, name, targets, resolver, text);
      if (at === undefined) {
        missed = true;
        break;
      }
      line ??= at;
      why.push(`mentions ${name}`);
    }
    if (missed) continue;
    chosen.push({ rel: n.rel, line, why: why.join(', '), mtimeMs: n.mtimeMs });
  }
  return chosen;
}

/** The vault folders a named folder stands for: its exact path, else folders of that name ("Projects" → "01_Projects"). */
export function resolveFolder(wanted: string, files: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const f of files) {
    const parts = f.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  const clean = wanted.trim().replace(/^\/+|\/+$/g, '');
  const exact = [...folders].find((f) => f.toLowerCase() === clean.toLowerCase());
  if (exact) return [exact];
  const key = normaliseTag(clean)
    .replace(/[^\p{L}\p{N}/]+/gu, ' ')
    .trim();
  const bare = (name: string) =>
    fold(name)
      .replace(/^[\d\s._-]+/, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const named = [...folders].filter((f) => bare(f.split('/').pop()!) === key || fold(f).endsWith(`/${key}`));
  // A folder inside another match adds nothing: its notes are already in.
  return named.filter((f) => !named.some((o) => o !== f && f.startsWith(`${o}/`))).sort();
}
