/**
 * Claude's values for the notes query (resolve-notes#query), checked against the vault's own terms (issue 22, item 5:
 * "the Claude reading is checked against the same profile"). The catalogue cannot check them — folder, tag, category,
 * type, title and property are captures, so any word fits — but the vault can: a value that is one of its terms is
 * named as the vault names it ("clippings" → the folder `04_Clippings`, "Books" said as a folder but a category of the
 * vault → the category Books); any other value is dropped and said as not understood, never run as a guess. Pure.
 */
import type { NamedTerm } from '../need/types.js';
import { fold, singular } from '../text/words.js';
import { QUERY_ENTRY } from '../vault/terms.js';

/** The options of the query that name the vault's things; `date` is the catalogue's to check (fixed values). */
const NAMING = ['category', 'type', 'folder', 'tag', 'title', 'has'] as const;
/** Options whose value is `key=value`: the key must be a property of the vault. */
const PAIRS = ['equals', 'contains'] as const;

const WORDS = { category: 'category', type: 'type', folder: 'folder', tag: 'tag', title: 'note', has: 'property' } as const;

/** A name as it is compared: folded, separators as spaces, each word singular ("To-Read" = "to read", "Books" = "book"). */
function keyOf(text: string): string {
  const words = fold(text.trim().replace(/^#|^\[\[|\]\]$/g, ''))
    .split(/[\s\-_/]+/)
    .filter(Boolean);
  return words.map(singular).join(' ');
}

/** Each query term's one option (the kind) and value, found by its phrase or by its value. */
export interface TermIndex {
  /** kind → key of a value or phrase → the vault's value. */
  byKind: Map<string, Map<string, string>>;
  /** key of a phrase → the term's options (its kind and value). */
  byPhrase: Map<string, Readonly<Record<string, readonly string[]>>>;
}

export function indexTerms(terms: readonly NamedTerm[]): TermIndex {
  const byKind = new Map<string, Map<string, string>>();
  const byPhrase = new Map<string, Readonly<Record<string, readonly string[]>>>();
  for (const t of terms) {
    if (t.entry !== QUERY_ENTRY || !t.options) continue;
    for (const [kind, values] of Object.entries(t.options)) {
      const map = byKind.get(kind) ?? new Map<string, string>();
      for (const v of values) {
        if (!map.has(keyOf(v))) map.set(keyOf(v), v);
        if (!map.has(keyOf(t.phrase))) map.set(keyOf(t.phrase), v);
      }
      byKind.set(kind, map);
    }
    if (!byPhrase.has(keyOf(t.phrase))) byPhrase.set(keyOf(t.phrase), t.options);
  }
  return { byKind, byPhrase };
}

export interface CheckedQuery {
  options: Record<string, string[]>;
  /** The values that are no term of the vault, as Claude wrote them. */
  dropped: string[];
  problems: string[];
  /** Claude named something, and none of it is the vault's: the ask chooses no notes. */
  empty: boolean;
}

function add(options: Record<string, string[]>, kind: string, value: string): void {
  const list = options[kind] ?? [];
  if (!list.includes(value)) options[kind] = [...list, value];
}

/** Claude's options for the notes query, each naming value replaced by the vault's own term or dropped. */
export function checkQueryOptions(options: Readonly<Record<string, string[]>>, index: TermIndex): CheckedQuery {
  const out: Record<string, string[]> = {};
  const dropped: string[] = [];
  const problems: string[] = [];
  let named = 0;
  let kept = 0;
  for (const [kind, values] of Object.entries(options)) {
    const naming = (NAMING as readonly string[]).includes(kind);
    const pair = (PAIRS as readonly string[]).includes(kind);
    if (!naming && !pair) {
      out[kind] = [...values];
      continue;
    }
    for (const value of values) {
      named++;
      if (pair) {
        const at = value.indexOf('=');
        const property = at > 0 ? index.byKind.get('has')?.get(keyOf(value.slice(0, at))) : undefined;
        if (property === undefined) {
          dropped.push(value);
          problems.push(`${kind} ${value}: ${at > 0 ? `"${value.slice(0, at).trim()}" is no property of this vault` : 'not key=value'}`);
        } else {
          kept++;
          add(out, kind, `${property}=${value.slice(at + 1).trim()}`);
        }
        continue;
      }
      const own = index.byKind.get(kind)?.get(keyOf(value));
      const other = own === undefined ? index.byPhrase.get(keyOf(value)) : undefined;
      if (own !== undefined) {
        kept++;
        add(out, kind, own);
      } else if (other) {
        kept++;
        for (const [k, vs] of Object.entries(other)) for (const v of vs) add(out, k, v);
        problems.push(
          `${WORDS[kind as keyof typeof WORDS]} "${value}" is the vault's ${Object.entries(other)
            .map(([k, vs]) => `${WORDS[k as keyof typeof WORDS] ?? k} ${vs.join(', ')}`)
            .join(', ')}`,
        );
      } else {
        dropped.push(value);
        problems.push(`"${value}" is no ${WORDS[kind as keyof typeof WORDS]} of this vault`);
      }
    }
  }
  return { options: out, dropped, problems, empty: named > 0 && kept === 0 };
}

/** The vault's terms the query can name, by kind, for the prompt (titles are too many: they are checked, not listed). */
export function termsMenu(index: TermIndex, perKind = 40): string {
  const lines: string[] = [];
  for (const kind of NAMING) {
    if (kind === 'title') continue;
    const values = [...new Set(index.byKind.get(kind)?.values() ?? [])].sort();
    if (values.length === 0) continue;
    const shown = values.slice(0, perKind).join(', ');
    lines.push(
      `- ${kind === 'has' ? 'property (for has, equals, contains)' : kind}: ${shown}${values.length > perKind ? ` (+${values.length - perKind} more)` : ''}`,
    );
  }
  return lines.join('\n');
}
