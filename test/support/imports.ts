/** The import graph of src/, read from the text (no compiler): what test/layers.test.ts and test/circles.test.ts check. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

export interface ImportRef {
  spec: string;
  /** A dynamic `import()` expression: the module is loaded when the line runs, not when the importer is. */
  lazy: boolean;
}

/**
 * Relative specifiers of static imports, re-exports (type-only included) and `import()`. `typeof import('./x.js')`
 * is a type reference, so it is not lazy.
 */
export function importRefsOf(text: string): ImportRef[] {
  const out: ImportRef[] = [];
  for (const m of text.matchAll(/(?:\bfrom\s*|(\btypeof\s+)?\bimport\s*\(\s*|^import\s+)'(\.[^']+)'/gm)) {
    out.push({ spec: m[2]!, lazy: m[0].includes('(') && !m[1] });
  }
  return out;
}

export function importsOf(text: string): string[] {
  return importRefsOf(text).map((r) => r.spec);
}
