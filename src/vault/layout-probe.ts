/**
 * The layout's view of the disk (layout-resolve.ts is pure and asks through this): whether a folder exists, and the
 * vault's folders a few levels down, for finding a People or Projects folder by name. The folder list is read once,
 * and only when asked for.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { LayoutProbe } from './layout-resolve.js';
import { IGNORED_DIRS, walkFiles } from './walk.js';

export function diskProbe(vault: string): LayoutProbe {
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
        let entries;
        try {
          entries = readdirSync(rel ? join(vault, rel) : vault, { withFileTypes: true });
        } catch {
          return;
        }
        for (const e of entries) {
          if (!e.isDirectory() || IGNORED_DIRS.has(e.name) || e.name.startsWith('.')) continue;
          const child = rel ? `${rel}/${e.name}` : e.name;
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
