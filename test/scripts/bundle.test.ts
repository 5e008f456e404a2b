/**
 * scripts/bundle.mjs: the rewrite of the bundle's imports of Node's built-ins into require() calls of the same length,
 * and the files the two passes make.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script, without types
import { requireBuiltins } from '../../scripts/bundle.mjs';
import { REPO } from '../support/tmp.js';

describe("the bundle's built-in imports", () => {
  it('become a var of the same length, named imports renamed as destructured keys', () => {
    const code = 'import{readFileSync as r,statSync}from"node:fs";import{join}from"node:path";x();';
    const out: string = requireBuiltins(code, 'a.js');
    expect(out).toHaveLength(code.length);
    expect(out).toMatch(/^var\{readFileSync:r,statSync\}=__r\("node:fs"\); *var\{join\}=__r\("node:path"\); *x\(\);$/);
  });

  it('leave a namespace import as it is, and refuse a default import (require() of a built-in has no default)', () => {
    const ns = 'import*as fs from"node:fs";';
    expect(requireBuiltins(ns, 'a.js')).toBe(ns);
    expect(() => requireBuiltins('import{default as fs2,readFileSync}from"node:fs";', 'b.js')).toThrow(/b\.js: .* imports a default/);
  });
});

describe("the bundle's files (dist/bundle/, as global-setup built it)", () => {
  const dir = join(REPO, 'dist', 'bundle');
  // The bundle's files (built-help.cjs is a build of its own, loaded alone for `--help` on a pipe).
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  // CommonJS files: a static import is a require() at the top, an `await import()` one inside a promise.
  const importsOf = (file: string) =>
    [...readFileSync(join(dir, file), 'utf8').matchAll(/\brequire\(\s*["']\.\/([^"']+\.js)["']\s*\)/g)].flatMap((m) =>
      m[1] ? [m[1]] : [],
    );

  it('hold each source module once, so it exists once per process whichever commands import it', () => {
    const where = new Map<string, string[]>();
    for (const file of files) {
      const { sources } = JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8')) as { sources: string[] };
      for (const source of sources.filter((s) => s.includes('src/'))) where.set(source, [...(where.get(source) ?? []), file]);
    }
    expect(where.size).toBeGreaterThan(100);
    expect([...where].filter(([, inFiles]) => inFiles.length > 1)).toEqual([]);
  });

  it("import the scan worker's script from none of them: it walks the vault wherever it is loaded", () => {
    expect(files.filter((f) => importsOf(f).includes('scan-worker.js'))).toEqual([]);
    expect(importsOf('scan-worker.js').length).toBeGreaterThan(0);
    expect(importsOf('scan-worker.js').every((f) => f.startsWith('chunk-'))).toBe(true);
  });

  it('are CommonJS, in a folder that says so, and require only files that are there', () => {
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).type).toBe('commonjs');
    // Strict mode, as the ES modules they were: "use strict" is the first statement, before the banner.
    expect(files.filter((f) => !readFileSync(join(dir, f), 'utf8').startsWith("'use strict';\n"))).toEqual([]);
    const esm = files.filter((f) => /^(?:import[\s{*]|export[\s{*])/m.test(readFileSync(join(dir, f), 'utf8')));
    expect(esm).toEqual([]);
    const required = new Set(files.flatMap(importsOf));
    expect(required.size).toBeGreaterThan(5);
    expect([...required].filter((f) => !files.includes(f))).toEqual([]);
  });
});
