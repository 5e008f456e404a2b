/**
 * The scan a run starts before its modules load: for the vault the run will find, or none (the run then reports
 * what is wrong, in its own order). Real vaults in temp dirs; the scan is the compiled module's, on its worker thread.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanEarly } from '../../../src/cli/commands/early-scan.js';
import { copyOfSampleVault, tempDir } from '../../support/tmp.js';

const io = (env: NodeJS.ProcessEnv = {}) => ({ env, cwd: tempDir(), signal: new AbortController().signal });

describe('the early scan of a run', () => {
  it('scans the vault --vault or $SKILL_VAULT names, as the run will find it', async () => {
    const vault = copyOfSampleVault();
    const byFlag = scanEarly(io(), { vault });
    expect(byFlag?.vault).toBe(vault);
    const notes = (await byFlag!.scan).rels;
    expect(notes.length).toBeGreaterThan(10);
    expect(notes.every((rel) => rel.endsWith('.md'))).toBe(true);
    const byEnv = scanEarly(io({ SKILL_VAULT: vault }), {});
    expect(byEnv?.vault).toBe(vault);
    expect((await byEnv!.scan).rels).toEqual(notes);
  });

  it('starts nothing and says nothing when there is no vault or it cannot be used', () => {
    expect(scanEarly(io({ HOME: tempDir() }), {})).toBeUndefined();
    expect(scanEarly(io(), { vault: join(tempDir(), 'missing') })).toBeUndefined();
    expect(scanEarly(io(), { vault: '' })).toBeUndefined();
  });
});
