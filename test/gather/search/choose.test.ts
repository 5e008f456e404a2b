import { describe, expect, it } from 'vitest';
import { RunFailure } from '../../../src/errors.js';
import { chooseSearchEngine } from '../../../src/gather/search/index.js';
import { PATH_WITH_QMD, PATH_WITHOUT_QMD, tempVault, writeNote } from './helpers.js';

function setup() {
  const { vault, cache } = tempVault();
  writeNote(vault, 'Alpha.md', 'alpha note');
  return { vault, cacheDir: cache };
}

describe('chooseSearchEngine', () => {
  it('auto picks qmd when it is on PATH', async () => {
    const engine = await chooseSearchEngine('auto', { ...setup(), env: { PATH: PATH_WITH_QMD } });
    expect(engine.name).toBe('qmd');
    expect(engine.note).toBeUndefined();
  });

  it('auto picks the built-in index when qmd is not on PATH', async () => {
    const engine = await chooseSearchEngine('auto', { ...setup(), env: { PATH: PATH_WITHOUT_QMD } });
    expect(engine.name).toBe('builtin');
    expect((await engine.search('alpha', { limit: 3 })).map((h) => h.relative)).toEqual(['Alpha.md']);
  });

  it('auto falls back to the built-in index when qmd is there but unusable, and says why', async () => {
    const engine = await chooseSearchEngine('auto', { ...setup(), env: { PATH: PATH_WITH_QMD }, collection: 'missing' });
    expect(engine.name).toBe('builtin');
    expect(engine.note).toBe('qmd is not usable: qmd search failed (exit 1): Collection not found: missing; used the built-in index');
  });

  it('an explicit choice is kept: builtin even with qmd around, qmd fails when it cannot run', async () => {
    expect((await chooseSearchEngine('builtin', { ...setup(), env: { PATH: PATH_WITH_QMD } })).name).toBe('builtin');
    expect((await chooseSearchEngine('qmd', { ...setup(), env: { PATH: PATH_WITH_QMD }, collection: 'notes' })).name).toBe('qmd');
    await expect(chooseSearchEngine('qmd', { ...setup(), env: { PATH: PATH_WITHOUT_QMD } })).rejects.toBeInstanceOf(RunFailure);
  });
});
