// The lemma cache: a second run reading the same needs never loads the lemmatizer's word lists; a broken or damaged
// cache file is ignored and rewritten. Real child processes on the built code, each with a fresh module state.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonCacheFile } from '../../src/cache/file.js';
import { tempDir } from '../support/tmp.js';

const DIST = join(import.meta.dirname, '../../dist');

/** Plans the bundled planning-daily ritual in a fresh node process; says whether the lemmatizer's word lists were loaded. */
function planInChild(cacheDir: string): { loaded: boolean; understood: number } {
  const script = `
    const { loadLemmaCache, saveLemmaCache } = await import('${DIST}/run/lemma-cache.js');
    const { createRequire } = await import('node:module');
    const { loadCatalogue } = await import('${DIST}/plan/catalogue.js');
    const { planNeeds } = await import('${DIST}/plan/planner.js');
    const { findRitual, searchPath } = await import('${DIST}/ritual/discover.js');
    const { resolveTime } = await import('${DIST}/time/resolve.js');
    loadLemmaCache(process.argv[1]);
    const dirs = searchPath({});
    const ritual = findRitual('planning-daily', dirs);
    const plan = planNeeds(ritual.name, ritual.needs, resolveTime('next monday', new Date(2026, 10, 22, 9)), loadCatalogue(dirs));
    saveLemmaCache(process.argv[1]);
    // require.cache is the process's one CommonJS cache: a wink- module in it means its word lists were read.
    const loaded = Object.keys(createRequire(process.argv[1] + '/').cache).some((f) => /[\\/]wink-(lemmatizer|lexicon)[\\/]/.test(f));
    console.log(JSON.stringify({ loaded, understood: plan.needs.filter((n) => n.status === 'understood').length }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, cacheDir], { encoding: 'utf8' })) as {
    loaded: boolean;
    understood: number;
  };
}

describe('the lemma cache', () => {
  it('the second run reads the same needs without loading the lemmatizer, and reads them the same', () => {
    const cache = tempDir('skill-cache-');
    const first = planInChild(cache);
    expect(first).toEqual({ loaded: true, understood: 8 });
    expect(planInChild(cache)).toEqual({ loaded: false, understood: 8 });
  });

  it('a broken cache file is ignored, and rewritten whole', () => {
    const cache = tempDir('skill-cache-');
    planInChild(cache);
    const [name] = readdirSync(cache).filter((f) => f.startsWith('lemmas-'));
    writeFileSync(join(cache, name!), '{"meetings": {"all": 7}, broken');
    expect(planInChild(cache)).toEqual({ loaded: true, understood: 8 });
    expect((readJsonCacheFile(join(cache, name!), 'lemmas') as Record<string, unknown>).meetings).toEqual({
      all: ['meetings', 'meeting'],
      noun: ['meetings', 'meeting'],
    });
    expect(planInChild(cache)).toEqual({ loaded: false, understood: 8 });
  });

  it('a cache file changed by damage into other valid forms is ignored, and rewritten whole', () => {
    const cache = tempDir('skill-cache-');
    planInChild(cache);
    const [name] = readdirSync(cache).filter((f) => f.startsWith('lemmas-'));
    const file = join(cache, name!);
    const bytes = readFileSync(file);
    const entry = '"meetings":{"all":["meetings","meeting"';
    expect(bytes.indexOf(entry)).toBeGreaterThan(0);
    const at = bytes.indexOf(entry) + entry.length - 2;
    bytes[at]! ^= 0x01; // 'g' → 'f': "meetinf", still JSON, a form of "meetings" the reader would trust
    writeFileSync(file, bytes);
    expect(planInChild(cache)).toEqual({ loaded: true, understood: 8 });
    expect((readJsonCacheFile(file, 'lemmas') as Record<string, unknown>).meetings).toEqual({
      all: ['meetings', 'meeting'],
      noun: ['meetings', 'meeting'],
    });
    expect(readFileSync(file, 'latin1')).not.toContain('meetinf');
  });
});
