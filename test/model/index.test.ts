import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as engine from '../../src/model/index.js';

const SRC = join(import.meta.dirname, '../../src/model');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('the engine module', () => {
  it('exports the API the phases build on', () => {
    for (const name of [
      'createModelClient',
      'hasApiKey',
      'runAgent',
      'callForJson',
      'runSubagent',
      'Transcript',
      'Budget',
      'BudgetExceeded',
      'readOnlyTools',
      'wrapUntrusted',
      'buildSystem',
      'resolveModels',
    ]) {
      expect(engine, name).toHaveProperty(name);
    }
  });

  it('loads the SDK and fast-glob only on first use (startup cost)', () => {
    // Each costs 70–270 ms at import: a value import at the top of any engine file would make every command pay it.
    const eager = /^\s*(import|export)\s+(?!type\b)[^;]*from\s+'(@anthropic-ai\/sdk|fast-glob)[^']*'/m;
    const offenders = sources(SRC).filter((file) => eager.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
