/**
 * The layout's view of the disk (layout-resolve.ts is pure and asks through this): whether a folder exists, and the
 * vault's folders a few levels down, for finding a People, Projects, Templates or Inbox folder by name. The folder
 * list is read once, and only when asked for; what each folder holds is kept between runs in the parse cache while
 * the folder's stamp is unchanged (src/cache/parse-cache.ts `keep`), so a warm run stats the folders it would list.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { NO_PARSE_CACHE, type ParseCache } from '../cache/parse-cache.js';
import type { LayoutProbe } from './layout-resolve.js';
import { IGNORED_DIRS, walkFiles } from './walk.js';

/** The folders directly inside `dir` that the layout may name: not hidden, not ignored; none when it cannot be read. */
function subfolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !IGNORED_DIRS.has(e.name) && !e.name.startsWith('.'))
      .map((e) => e.name);
  } catch {
    return [];
  }
}

export function diskProbe(vault: string, cache: ParseCache = NO_PARSE_CACHE): LayoutProbe {
  const listed = new Map<number, string[]>();
  let notes: string[] | undefined;
  return {
    notes() {
      return (notes ??= walkFiles(vault));
    },
    isDir(relative) {
      try {
        return statSync(join(vault, relative)).isDirectory();
      } catch {
        return false;
      }
    },
    folders(maxDepth) {
      const cached = listed.get(maxDepth);
      if (cached) return cached;
      const out: string[] = [];
      const visit = (rel: string, depth: number) => {
        for (const name of cache.keep('subfolders', rel ? join(vault, rel) : vault, subfolders)) {
          const child = rel ? `${rel}/${name}` : name;
          out.push(child);
          if (depth < maxDepth) visit(child, depth + 1);
        }
      };
      visit('', 1);
      out.sort();
      listed.set(maxDepth, out);
      return out;
    },
  };
}
