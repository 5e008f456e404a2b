/**
 * Needs that name what the vault holds (issue 22, item 5), read and gathered on a real vault: kepano-obsidian
 * (fixtures/vaults, github.com/kepano/kepano-obsidian), copied to a temp dir with four notes of ours added so each
 * phrasing has something to find; and honestly unmatched on the sample vault, which has none of those things.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notesHandler } from '../../src/gather/notes/handler.js';
import { vaultViews } from '../../src/gather/vault-view.js';
import type { NamedTerm } from '../../src/need/types.js';
import { loadCatalogue } from '../../src/plan/catalogue.js';
import { describeNeed } from '../../src/plan/describe.js';
import { planNeeds } from '../../src/plan/planner.js';
import type { Plan } from '../../src/plan/types.js';
import { searchPath } from '../../src/ritual/discover.js';
import { layoutKeyOf } from '../../src/run/readings.js';
import { termsOfVault } from '../../src/run/vault-terms.js';
import { renderMemoryMd } from '../../src/session/memory.js';
import type { TaskRecord } from '../../src/session/records.js';
import { resolveTime } from '../../src/time/resolve.js';
import { loadVaultConfig } from '../../src/vault/config.js';

const catalogue = loadCatalogue(searchPath({}));
const NOW = new Date(2026, 10, 27, 9, 0); // Friday 2026-11-27
const NEEDS = [
  'Book notes with a rating',
  'notes in the Quotes category',
  'my Reading List note',
  'Review [[accomplishments]]',
  'Clippings saved in the last two weeks',
];
let kepano: string;
let terms: NamedTerm[];

beforeAll(async () => {
  kepano = mkdtempSync(join(tmpdir(), 'skill-terms-'));
  cpSync('fixtures/vaults/kepano__kepano-obsidian', kepano, { recursive: true });
  writeFileSync(join(kepano, 'Notes/Reading List.md'), '---\ncategories:\n  - "[[Lists]]"\n---\n- [[The Machine Stops]]\n');
  writeFileSync(join(kepano, 'Notes/accomplishments.md'), '# Accomplishments\n\n- Shipped the thing\n');
  writeFileSync(
    join(kepano, 'References/Meditations.md'),
    '---\ncategories:\n  - "[[Quotes]]"\nauthor:\n  - "[[Marcus Aurelius]]"\n---\n> Waste no more time.\n',
  );
  writeFileSync(
    join(kepano, 'Clippings/Fresh clip.md'),
    '---\ncategories:\n  - "[[Clippings]]"\ncreated: 2026-11-20\n---\nClipped last week.\n',
  );
  terms = await termsOfVault(kepano, loadVaultConfig(kepano), new AbortController().signal);
});
afterAll(() => rmSync(kepano, { recursive: true, force: true }));

function plan(needs: string[], t: readonly NamedTerm[]): Plan {
  return planNeeds(
    't',
    needs.map((text, i) => ({ text, line: i + 1 })),
    resolveTime('today', NOW),
    catalogue,
    { terms: t },
  );
}

async function gathered(p: Plan, index: number): Promise<string[]> {
  return ((await gatheredRecord(p, index)).outcome.refs ?? []).map((x) => x.label);
}

async function gatheredRecord(p: Plan, index: number): Promise<TaskRecord> {
  const task = p.tasks.find((t) => t.id === p.needs[index]!.taskIds[0])!;
  const r = await notesHandler(vaultViews())({
    task,
    deps: new Map(),
    signal: new AbortController().signal,
    vault: kepano,
    sessionDir: '/nonexistent',
    config: loadVaultConfig(kepano),
    resolution: p.resolution,
    env: {},
  });
  return {
    id: task.id,
    startedAt: undefined,
    endedAt: undefined,
    startMs: undefined,
    endMs: undefined,
    durationMs: undefined,
    outcome: { ...r, status: 'ok' },
  };
}

describe('needs that name what the vault holds', () => {
  it("reads each phrasing as the notes query, naming the vault's own term, in Bases words", () => {
    const p = plan(NEEDS, terms);
    const lines = p.needs.map(describeNeed);
    expect(p.needs.map((n) => n.status)).toEqual(['understood', 'understood', 'understood', 'understood', 'understood']);
    expect(lines[0]).toContain('categories.contains(link("Books")) and rating is not empty');
    expect(lines[1]).toContain('categories.contains(link("Quotes"))');
    expect(lines[2]).toContain('file.name == "Reading List"');
    expect(lines[3]).toContain('file.name == "accomplishments"');
    expect(lines[4]).toContain('categories.contains(link("Clippings")) and created in 2026-11-13..2026-11-26');
  });

  it('takes no term made of grammar words: a tag #for (the bench vault has one) leaves the calendar the calendar', () => {
    const forTag: NamedTerm[] = [{ phrase: 'for', entry: 'resolve-notes#query', options: { tag: ['for'] } }];
    const p = plan(['Calendar events for the day', 'Week.md for weekly context'], [...terms, ...forTag]);
    expect(p.needs.map((n) => n.status)).toEqual(['understood', 'understood']);
    expect(p.tasks.filter((t) => t.sub === 'resolve-notes' && t.entry.endsWith('query'))).toEqual([]);
  });

  it("takes no tag whose words are the catalogue's: #tasks, #done, #review, #journal leave ordinary needs as they were", () => {
    // Each a common tag in real vaults; as terms they turned these needs partly ("tasks" is the catalogue's, though
    // the vault also has #tasks) or read a status word or the ritual's activity as notes carrying the tag.
    const tags: NamedTerm[] = ['tasks', 'done', 'review', 'journal', 'idea'].map((t) => ({
      phrase: t,
      entry: 'resolve-notes#query',
      options: { tag: [t] },
    }));
    const needs = [
      'Monthly To Do: tasks not done, due this month',
      'Work I got done',
      "The previous day's journal",
      'More General Review based on quarterly and monthly journal entries',
      'Ideas I noted this week',
      'Notes tagged #review from this week',
    ];
    const without = plan(needs, []);
    const withTags = plan(needs, tags);
    expect(withTags.needs.slice(0, 4).map(describeNeed)).toEqual(without.needs.slice(0, 4).map(describeNeed));
    expect(withTags.needs[0]).toMatchObject({ status: 'understood' });
    // A tag of a word the catalogue has no use for is still the vault's term; said as a tag, any tag is read.
    expect(describeNeed(withTags.needs[4]!)).toContain('notes where file.hasTag("idea")');
    expect(withTags.needs[5]!.asks[0]).toMatchObject({ entry: 'tagged', options: { tag: ['review'] } });
  });

  it('gathers the notes each query chooses', async () => {
    const p = plan(NEEDS, terms);
    expect(await gathered(p, 0)).toEqual(['References/Out of Control', 'References/The Machine Stops']);
    expect(await gathered(p, 1)).toEqual(['References/Meditations']);
    expect(await gathered(p, 2)).toEqual(['Notes/Reading List']);
    expect(await gathered(p, 3)).toEqual(['Notes/accomplishments']);
    expect(await gathered(p, 4)).toEqual(['Clippings/Fresh clip']);
  });

  it('says each query in memory.md in Bases words, whether it finds notes or not', async () => {
    const p = plan([NEEDS[4]!, 'Book notes with a rating', 'Quotes saved in the last two weeks'], terms);
    const records = await Promise.all([0, 1, 2].map((i) => gatheredRecord(p, i)));
    const memory = renderMemoryMd({ ritual: 't', sessionDir: '/s', plan: p, records });
    expect(memory).toContain(
      '### Notes where categories.contains(link("Clippings")) and created in 2026-11-13..2026-11-26\n- **Clippings/Fresh clip**:',
    );
    expect(memory).toContain(
      '### Notes where categories.contains(link("Books")) and rating is not empty\n- **References/Out of Control**:',
    );
    // Nothing found is said with the same words.
    expect(memory).toContain(
      '### Notes where categories.contains(link("Quotes")) and created in 2026-11-13..2026-11-26\n- (none: 0 notes where',
    );
  });

  it('leaves them unmatched or partly, never guessed, on a vault without those things', async () => {
    const sample = 'fixtures/vault';
    const own = await termsOfVault(sample, loadVaultConfig(sample), new AbortController().signal);
    const p = plan(NEEDS, own);
    expect(p.needs.filter((n) => n.asks.some((a) => a.entry === 'query'))).toEqual([]);
    expect(p.needs.map((n) => n.status).filter((s) => s === 'understood')).toEqual(['understood']); // "my Reading List note": a search for it
  });

  it('lets a catalogue name win over a vault term for the same words, and says so', () => {
    const p = plan(
      ['Projects', 'notes in the Calendar folder'],
      [
        { phrase: 'Projects', entry: 'resolve-notes#query', options: { title: ['Projects'] } },
        { phrase: 'Calendar', entry: 'resolve-notes#query', options: { folder: ['Calendar'] } },
      ],
    );
    expect(p.needs[0]).toMatchObject({ status: 'partly', reason: expect.stringContaining('the note Projects') });
    expect(p.needs[0]!.asks[0]!.entry).toBe('projects');
    expect(p.needs[1]).toMatchObject({ status: 'understood' });
    expect(p.needs[1]!.asks[0]!.options.folder).toEqual(['Calendar']);
  });

  it("keys cached readings by the vault's terms", () => {
    expect(layoutKeyOf({ a: 1 }, terms)).not.toBe(layoutKeyOf({ a: 1 }, terms.slice(1)));
    expect(layoutKeyOf({ a: 1 }, terms)).toBe(layoutKeyOf({ a: 1 }, [...terms]));
  });
});
