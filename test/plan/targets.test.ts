// Write targets: the note a write-phase sentence names, resolved by us from the layout and the dates.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveWriteTargets } from '../../src/plan/targets.js';
import { parseRitual } from '../../src/ritual/parse.js';
import { parseVaultConfig } from '../../src/vault/config.js';
import { bundledCatalogue, DEV_TARGET } from '../support/needs.js';

const VAULT = '/vault';
const config = parseVaultConfig(undefined, undefined, VAULT);

function targets(...sentences: string[]): string[] {
  const ritual = parseRitual(
    ['---', 'name: t', 'description: d', '---', '', '# T', '', '## Save', '', ...sentences.map((s) => `- ${s}`), ''].join('\n'),
    { path: '/r/t/SKILL.md', source: 'path' },
  );
  return resolveWriteTargets({ ritual, resolution: DEV_TARGET, catalogue: bundledCatalogue, vault: VAULT, config }).targets.map(
    (t) => `${t.mode} ${t.path ?? t.entry}`,
  );
}

describe('write targets', () => {
  it('is the note after "to", even when the sentence first names what is written', () => {
    expect(targets('Write the quarterly review to Quarter.md, replacing it')).toEqual([
      `replace ${join(VAULT, '00_Brain/Captive/Quarter.md')}`,
    ]);
  });
  it('is the first note named when nothing is written "to" a note', () => {
    expect(targets("Update Week.md with the day's focus")).toEqual([`append ${join(VAULT, '00_Brain/Captive/Week.md')}`]);
  });
  it("resolves an archive for the sentence's own dates", () => {
    expect(targets('Append the summary to the weekly archive for the prior week')).toEqual([
      `append ${join(VAULT, '00_Brain/Periodic/Weekly/2026-W07.md')}`,
    ]);
  });
});
