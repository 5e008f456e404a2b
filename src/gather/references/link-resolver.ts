/**
 * Where a link leads, by Obsidian's rules (its `metadataCache.getFirstLinkpathDest(linkpath, sourcePath)`). Pure:
 * the vault's file list and the notes' aliases go in, a vault-relative path comes out.
 *
 *   1. an empty link path (`[[#Heading]]`) is the linking note itself;
 *   2. `./x` and `../x` are relative to the linking note's folder;
 *   3. a link with folders that is an exact vault path, with or without `.md`;
 *   4. otherwise every file whose name is the link's last segment (with or without `.md`), and whose path ends with
 *      the link's folders when it names some ("People/Ana" finds "Work/People/Ana.md"): one in the linking note's
 *      folder first, else the shortest path, else the first in code-unit order.
 *
 * Obsidian is closed source; these rules are its help page on internal links, its API typings
 * (`MetadataCache.getFirstLinkpathDest`, obsidian-api), and what community reimplementations agree on. The tests
 * hold them to link tables captured from a running Obsidian (fixtures/public-vaults/README.md).
 *
 * Case is ignored throughout, as Obsidian does on every platform. Obsidian itself never follows an alias; a link
 * that names a note's `aliases:` entry resolves here only as a last step, marked `via: 'alias'`, because a person
 * writing [[Bob]] for "Robert Fischer.md" (aliases: [Bob]) meant that note — callers say so where it matters.
 */
import { byCodeUnit } from '../../text/order.js';

export interface LinkTarget {
  /** Vault-relative path of the file the link leads to. */
  path: string;
  via: 'self' | 'path' | 'name' | 'alias';
}

function lower(text: string): string {
  // Most paths are ASCII: normalising them is the dearest part of indexing a large vault, and changes nothing.
  return /[^\x00-\x7f]/.test(text) ? text.normalize('NFC').toLowerCase() : text.toLowerCase();
}

function dirOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

/** Joins and normalises `a/b/../c`; undefined when it climbs out of the vault. */
function joinRelative(folder: string, relative: string): string | undefined {
  const parts = folder === '' ? [] : folder.split('/');
  for (const part of relative.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

export class LinkResolver {
  /** Lowercased full path → path; built on the first lookup by path (most links are bare names). */
  private pathIndex: Map<string, string> | undefined;
  /** Lowercased file name, and for notes also without ".md" → paths. */
  private readonly byName = new Map<string, string[]>();
  private readonly byAlias = new Map<string, string[]>();

  /**
   * @param files every file of the vault (notes and attachments), vault-relative with '/'.
   * @param aliases each note's `aliases:`, by vault-relative path.
   */
  constructor(
    private readonly files: readonly string[],
    aliases: ReadonlyMap<string, readonly string[]> = new Map(),
  ) {
    for (const path of files) {
      const name = lower(path.slice(path.lastIndexOf('/') + 1));
      this.add(this.byName, name, path);
      if (name.endsWith('.md')) this.add(this.byName, name.slice(0, -3), path);
    }
    for (const [path, names] of aliases) for (const a of names) this.add(this.byAlias, lower(a.trim()), path);
  }

  private get byPath(): Map<string, string> {
    if (!this.pathIndex) {
      this.pathIndex = new Map();
      for (const path of this.files) this.pathIndex.set(lower(path), path);
    }
    return this.pathIndex;
  }

  private add(map: Map<string, string[]>, key: string, path: string): void {
    const list = map.get(key);
    if (list) list.push(path);
    else map.set(key, [path]);
  }

  has(path: string): boolean {
    return this.byPath.has(lower(path));
  }

  private exact(path: string): string | undefined {
    const key = lower(path);
    return this.byPath.get(key) ?? this.byPath.get(`${key}.md`);
  }

  /** The file `linkpath` (a link's target, without `#subpath`) leads to from the note at `source`, if any. */
  resolve(linkpath: string, source: string): LinkTarget | undefined {
    let target = linkpath.trim().replace(/\\/g, '/');
    if (target === '') return this.has(source) ? { path: this.exact(source)!, via: 'self' } : undefined;
    const folder = dirOf(source);
    if (target.startsWith('./') || target.startsWith('../')) {
      const joined = joinRelative(folder, target);
      const found = joined === undefined ? undefined : this.exact(joined);
      return found ? { path: found, via: 'path' } : undefined;
    }
    target = target.replace(/^\/+/, '');
    // A full vault path wins outright; a bare name competes with its namesakes by folder and length (below).
    const direct = target.includes('/') ? this.exact(target) : undefined;
    if (direct) return { path: direct, via: 'path' };

    const key = lower(target);
    const name = key.slice(key.lastIndexOf('/') + 1);
    const suffix = key.includes('/') ? `/${key}` : undefined;
    const candidates = (this.byName.get(name) ?? []).filter((p) => {
      if (!suffix) return true;
      const k = lower(p);
      return k.endsWith(suffix) || k.endsWith(`${suffix}.md`);
    });
    const best = pick(candidates, folder);
    if (best) return { path: best, via: 'name' };

    const aliased = pick(key.includes('/') ? [] : (this.byAlias.get(key) ?? []), folder);
    return aliased ? { path: aliased, via: 'alias' } : undefined;
  }
}

function pick(candidates: readonly string[], folder: string): string | undefined {
  if (candidates.length <= 1) return candidates[0];
  const sameFolder = candidates.filter((p) => dirOf(p) === folder);
  const pool = sameFolder.length > 0 ? sameFolder : candidates;
  return [...pool].sort((a, b) => a.length - b.length || byCodeUnit(a, b))[0];
}
