import { describe, expect, it } from 'vitest';
import { notesHandler } from '../../../src/gather/notes/handler.js';
import { resolveFolder } from '../../../src/gather/notes/select.js';
import { vaultViews } from '../../../src/gather/vault-view.js';
import { DAY, notesVault } from '../../support/notes-vault.js';
import { taskInput } from '../../support/task-input.js';
import { writeTree } from '../../support/write-tree.js';

async function run(params: Record<string, string | string[]>, o: { range?: { start: string; end: string }; basis?: string } = {}) {
  const { vault, config } = notesVault();
  const r = await notesHandler(vaultViews())(
    taskInput({ vault, config, params, handler: 'notes', range: o.range ?? { start: DAY, end: DAY }, basis: o.basis ?? 'target' }),
  );
  return { vault, r, rows: (r.refs ?? []).map((x) => [x.label, x.detail]) };
}

describe('resolve-notes', () => {
  it('notes tagged #idea: frontmatter and inline tags, nested ones too; not #ideas, not in code', async () => {
    const { vault, r, rows } = await run({ kind: 'tagged', tag: ['#idea'] });
    expect(rows).toEqual([
      ['Journal/Daily/2026/02/2026-02-15', '(line 6: #idea/later)'],
      ['Notes/Shower thoughts', '(line 2: #idea)'],
      ['Projects/Apollo', '(line 2: #idea in frontmatter)'],
    ]);
    expect(r.refs![0]).toMatchObject({ path: `${vault}/Journal/Daily/2026/02/2026-02-15.md`, exists: true });
    expect(r.summary).toBe('3 notes #idea');
  });

  it('lists notes in the human order of their names: case and accents do not put a note first or last', async () => {
    const { vault, config } = notesVault();
    const names = ['zebra', 'Banana', 'apple', 'Élan', 'cherry'];
    writeTree(vault, Object.fromEntries(names.map((n) => [`Ideas/${n}.md`, '#review\n'])));
    const r = await notesHandler(vaultViews())(
      taskInput({
        vault,
        config,
        params: { kind: 'tagged', tag: ['#review'] },
        handler: 'notes',
        range: { start: DAY, end: DAY },
        basis: 'target',
      }),
    );
    expect((r.refs ?? []).map((x) => x.label)).toEqual(['Ideas/apple', 'Ideas/Banana', 'Ideas/cherry', 'Ideas/Élan', 'Ideas/zebra']);
  });

  it('notes in a folder named loosely, combined with a tag', async () => {
    expect((await run({ kind: 'folder', folder: ['projects'] })).rows.map(([l]) => l)).toEqual(['Projects/Apollo', 'Projects/Hermes']);
    expect((await run({ kind: 'folder', folder: ['Projects'], tag: ['idea'] })).rows.map(([l]) => l)).toEqual(['Projects/Apollo']);
    expect(resolveFolder('Projects', ['01_Projects/a.md', '01_Projects/Sub/b.md', 'Other/Projects/c.md', '02_Areas/x.md'])).toEqual([
      '01_Projects',
      'Other/Projects',
    ]);
    expect(resolveFolder('02_Areas', ['01_Projects/a.md', '02_Areas/x.md'])).toEqual(['02_Areas']);
  });

  it('notes mentioning someone: by link (alias text included) or by name, newest first, the line of the first mention', async () => {
    const { rows } = await run({ kind: 'mentions', name: ['Tom Baker'] });
    expect(rows).toEqual([
      ['Notes/Shower thoughts', '(line 2: mentions Tom Baker, modified 2026-02-14)'],
      ['Journal/Daily/2026/02/2026-02-10', '(line 2: mentions Tom Baker, modified 2025-12-01)'],
      ['Journal/Daily/2026/02/2026-02-12', '(line 3: mentions Tom Baker, modified 2025-12-01)'],
      ['Meetings/2026-02-09 1-1 Tom', '(line 2: mentions Tom Baker, modified 2025-12-01)'],
    ]);
  });

  it('a project by its alias, a [[link]] as written, and only the recent ones when the need said a time', async () => {
    const all = await run({ kind: 'mentions', name: ['[[Project Apollo]]'] });
    expect(all.rows.map(([l]) => l)).toEqual(['Notes/Shower thoughts', 'Journal/Daily/2026/02/2026-02-15', 'Notes/Risk Register']);
    const recent = await run({ kind: 'mentions', name: ['Apollo'] }, { range: { start: '2026-02-09', end: DAY }, basis: 'recently' });
    expect(recent.rows).toEqual([['Notes/Shower thoughts', '(line 2: modified 2026-02-14, mentions Apollo)']]);
  });

  it('recently modified notes', async () => {
    const { rows, r } = await run({ kind: 'modified' }, { range: { start: '2026-02-09', end: DAY } });
    expect(rows).toEqual([
      ['Projects/Apollo', '(modified 2026-02-15)'],
      ['Notes/Shower thoughts', '(modified 2026-02-14)'],
    ]);
    expect(r.summary).toBe('2 notes modified 2026-02-09 to 2026-02-16');
  });

  it('fails saying what is missing when the need captured nothing, or names no folder that exists', async () => {
    await expect(run({ kind: 'tagged', tag: [] })).rejects.toThrow('no tag to look for: the need names none (write it as #tag)');
    await expect(run({ kind: 'mentions' })).rejects.toThrow(/names no person, project or topic/);
    await expect(run({ kind: 'folder', folder: ['Recipes'] })).rejects.toThrow('no folder named "Recipes" in the vault');
  });
});
