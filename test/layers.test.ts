/**
 * The layer rule of docs/architecture.md, checked on the source: a module imports only from its own layer or from
 * layers below it. Type-only imports count too: a type names the layer it belongs to.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sources } from './support/imports.js';
import { REPO } from './support/tmp.js';

/** Lowest first. `base` is what every layer may use: errors, text helpers, the Io type and the answer reader, the caches, the lazy yaml. */
const LAYERS = ['base', 'time', 'need', 'ritual', 'vault', 'model', 'plan', 'session', 'gather', 'phases', 'run', 'cli'] as const;

const SRC = join(REPO, 'src');

function layerOf(file: string): string {
  const top = relative(SRC, file).split('/')[0]!;
  if (top === 'errors.ts' || top === 'yaml.ts' || top === 'text' || top === 'io' || top === 'cache') return 'base';
  return top;
}

describe('layers', () => {
  it('every folder of src/ has a place in the order', () => {
    const tops = new Set(sources(SRC).map(layerOf));
    expect([...tops].filter((t) => !(LAYERS as readonly string[]).includes(t))).toEqual([]);
  });

  it('no module imports from a layer above its own', () => {
    const rank = (layer: string) => (LAYERS as readonly string[]).indexOf(layer);
    const upward: string[] = [];
    for (const file of sources(SRC)) {
      const from = layerOf(file);
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        const target = resolve(dirname(file), spec);
        const to = layerOf(target);
        if (rank(to) > rank(from)) upward.push(`${relative(SRC, file)} (${from}) imports ${relative(SRC, target)} (${to})`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('finds imports in the forms the code uses', () => {
    expect(
      importsOf(`import { a } from '../x.js';\nexport type { B } from './y.js';\nconst m = await import('../z.js');\nimport './side.js';`),
    ).toEqual(['../x.js', './y.js', '../z.js', './side.js']);
  });
});
