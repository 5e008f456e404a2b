/**
 * No import circles in src/. A circle makes load order matter (a module can see another's bindings before they are
 * set) and makes two files one unit to read, so type-only imports count: a reader follows them too. A dynamic
 * `import()` does not count: it runs after every module has loaded, so it cannot see a half-initialised module, and
 * each one in src/ is deliberate (it keeps a command's or the SDK's load off the startup path).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importRefsOf, sources } from './support/imports.js';
import { REPO } from './support/tmp.js';

const SRC = join(REPO, 'src');

/** The static import graph: file (relative to src/) -> files it imports. */
function importGraph(files: string[], read: (file: string) => string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const to = new Set<string>();
    for (const ref of importRefsOf(read(file))) {
      if (ref.lazy) continue;
      const target = resolve(dirname(file), ref.spec).replace(/\.js$/, '.ts');
      if (files.includes(target)) to.add(relative(SRC, target));
    }
    graph.set(relative(SRC, file), to);
  }
  return graph;
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
function circlesOf(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.has(v)) out.push(component.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return out.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

describe('import circles', () => {
  const files = sources(SRC);
  const circles = circlesOf(importGraph(files, (f) => readFileSync(f, 'utf8')));

  it('src/ has none', () => {
    expect(circles.map((c) => c.join(' <-> '))).toEqual([]);
  });

  it('finds a circle through a type-only import, and none through a lazy import()', () => {
    const texts: Record<string, string> = {
      [join(SRC, 'a.ts')]: "import type { B } from './b.js';",
      [join(SRC, 'b.ts')]: "export * from './c.js';",
      [join(SRC, 'c.ts')]: "import { a } from './a.js';",
      [join(SRC, 'd.ts')]: "const { e } = await import('./e.js');",
      [join(SRC, 'e.ts')]: "type D = typeof import('./f.js');\nimport { d } from './d.js';",
      [join(SRC, 'f.ts')]: '',
    };
    const graph = importGraph(Object.keys(texts), (f) => texts[f]!);
    expect(circlesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
