/**
 * People found in public vaults written by other people (fixtures/public-vaults/README.md), as a new user would meet
 * them: the default layout, whose people folder these vaults do not have, and every note of the vault in scope.
 * A link to an existing note that is not a person must never come out as a missing person.
 */
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveReferences } from '../../../src/gather/references/resolve.js';
import { walkFiles } from '../../../src/vault/walk.js';
import { parseVaultConfig } from '../../../src/vault/config.js';
import { KEPANO, TASKS_DEMO } from '../../support/public-vaults.js';
import { taskInput } from '../../support/task-input.js';

async function peopleMentionedIn(vault: string) {
  const notes = walkFiles(vault).map((rel) => ({ label: rel, path: `${vault}/${rel}` }));
  const deps = { notes: { status: 'ok' as const, summary: '', data: { notes } } };
  const config = parseVaultConfig(undefined, undefined, vault);
  const r = await resolveReferences(
    taskInput({ vault, config, params: { kind: 'people', source: ['mentions'] }, deps, missing: 'no file — suggest creating' }),
  );
  const existing = new Set(walkFiles(vault, { extension: '' }).map((f) => basename(f).replace(/\.md$/i, '').toLowerCase()));
  return { refs: r.refs ?? [], existing };
}

describe('people in public vaults', () => {
  it("kepano's vault: people kept in References/ by their categories are found; books, places and shows are not people", async () => {
    const { refs, existing } = await peopleMentionedIn(KEPANO);
    expect(refs.filter((r) => r.exists).map((r) => [r.label, r.path.slice(KEPANO.length + 1)])).toEqual([
      ['Kevin Kelly', 'References/Kevin Kelly.md'],
      ['Paul Chambers', 'References/Paul Chambers.md'],
      ['Steph Ango', 'References/Steph Ango.md'],
    ]);
    expect(refs.filter((r) => !r.exists && existing.has(r.label.toLowerCase()))).toEqual([]);
    // Linked but with no note: in the text only a name-shaped link is a possible person; in the frontmatter, a link
    // under a property that holds people (author:, cast:, director:), not one under system: or genre:.
    expect(refs.filter((r) => !r.exists).map((r) => r.label)).toEqual(['E. M. Forster', 'Harrison Ford', 'Ridley Scott']);
    for (const notPerson of ['Blade Runner', 'Fushimi Inari', 'Out of Control', 'Well Made', 'Obsidian', 'Emergence', 'Japan']) {
      expect(refs.map((r) => r.label)).not.toContain(notPerson);
    }
  });

  it("the Tasks plugin's demo vault: no existing note becomes a missing person", async () => {
    const { refs, existing } = await peopleMentionedIn(TASKS_DEMO);
    expect(refs.filter((r) => !r.exists && existing.has(r.label.toLowerCase()))).toEqual([]);
    expect(refs.filter((r) => r.exists)).toEqual([]);
  });
});
