/** scripts/bundle.mjs: the rewrite of the bundle's imports of Node's built-ins into require() calls of the same length. */
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script, without types
import { requireBuiltins } from '../../scripts/bundle.mjs';

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
