// Claude where the rules end: the need readings for what the rules do not fully understand (one call for the whole
// ritual, checked against the catalogue, cached), and prose sub-skills (with the escalation to the main model when
// the fast model's answer fails the checks). Against the local stub.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invalidRequestsOf, reply, startAnthropicStub, type AnthropicStub, type RecordedRequest } from '../support/anthropic-stub.js';
import { runCli, runInProcess } from '../support/cli.js';
import { systemText } from '../support/ritual-stub.js';
import { copyOfSampleVault, tempDir } from '../support/tmp.js';

let stub: AnthropicStub;
beforeEach(async () => {
  stub = await startAnthropicStub();
});
afterEach(async () => {
  const invalid = invalidRequestsOf(stub);
  await stub.close();
  expect(invalid, 'requests the Messages API would reject').toEqual([]);
});

function gardenVault(): string {
  const vault = copyOfSampleVault();
  const sub = join(vault, '.skill/skills/_sub/summarise-garden');
  mkdirSync(sub, { recursive: true });
  writeFileSync(
    join(sub, 'SKILL.md'),
    '---\nname: summarise-garden\ndescription: A summary of the garden notes.\nkind: fetch\nproduces: garden.md\nserves: [garden summary]\n---\n\n# Summarise the garden\n\nRead the notes about the garden and write a short summary with links to them.\n',
  );
  const ritual = join(vault, '.skill/skills/garden-walk');
  mkdirSync(ritual, { recursive: true });
  writeFileSync(
    join(ritual, 'SKILL.md'),
    '---\nname: garden-walk\ndescription: A walk through the week.\n---\n\n# Garden Walk\n\n## What I Need\n\n- Everything I jotted down about the team during the week\n- A garden summary\n- Astrology forecast\n',
  );
  return vault;
}

const isReading = (q: RecordedRequest) => (q.body.tools ?? []).some((t: { name: string }) => t.name === 'read_needs');
const isProse = (q: RecordedRequest) => systemText(q).includes('You carry out the sub-skill');
const KEY = { ANTHROPIC_API_KEY: 'sk-ant-test-fallback-000000' };
const ARGS = ['garden-walk', 'last', 'week', '--now', '2026-11-22T09:00'];
const statuses = (state: { needs: { status: string; source: string }[] }) => state.needs.map((n) => [n.status, n.source]);

describe('Claude reads what the rules could not', () => {
  it('reads the needs in one call, plans them, and escalates a prose sub-skill whose answer invents a note', async () => {
    const vault = gardenVault();
    let proseCalls = 0;
    stub.script((q) => {
      if (isReading(q)) {
        return reply.toolUse('read_needs', {
          readings: [
            { need: 1, asks: [{ entry: 'resolve-references#daily-notes', time: 'during the week' }], not_understood: [] },
            { need: 3, asks: [], not_understood: ['Astrology forecast'] },
          ],
        });
      }
      if (isProse(q)) {
        proseCalls++;
        return proseCalls === 1
          ? reply.text(`# Garden\n\nSee ${vault}/03_Resources/Tomatoes.md for the tomatoes.`)
          : reply.text(`# Garden\n\nNothing about the garden yet; the closest note is ${vault}/03_Resources/Migration runbook.md.`);
      }
      return reply.text('ok');
    });
    const cache = tempDir('skill-cache-');
    const r = await runCli(['run', ...ARGS, '--vault', vault, '--prepare', '--json'], {
      env: { ...KEY, ANTHROPIC_BASE_URL: stub.url, SKILL_CACHE_DIR: cache },
    });
    expect(r.exitCode, r.stderr).toBe(0);
    const session = JSON.parse(r.stdout).session as string;
    const state = JSON.parse(readFileSync(join(session, 'session.json'), 'utf8'));
    expect(statuses(state)).toEqual([
      ['understood', 'claude'],
      ['understood', 'rules'],
      ['unmatched', 'claude'],
    ]);
    const daily = state.tasks.find((t: { entry: string }) => t.entry === 'daily-notes');
    expect(daily.range).toEqual({ start: '2026-11-09', end: '2026-11-15' });
    // One call, with only the needs the rules did not understand, and what the rules made of them.
    const readings = stub.messageRequests().filter(isReading);
    expect(readings).toHaveLength(1);
    const prompt = JSON.stringify(readings[0]!.body.messages);
    expect(prompt).toContain('1. Everything I jotted down about the team during the week');
    expect(prompt).toContain('3. Astrology forecast');
    expect(prompt).not.toContain('2. A garden summary');
    const memory = readFileSync(join(session, 'memory.md'), 'utf8');
    expect(memory).toContain(`- **2026-11-10**: ${vault}/00_Brain/Periodic/Daily/2026-11-10.md ✓`);
    expect(memory).toContain('- ✗ “Astrology forecast” — not understood');
    expect(memory).toContain('- 2 of 3 needs understood, 1 not understood;');
    const plan = readFileSync(join(session, 'plan.md'), 'utf8');
    expect(plan).toContain('✓ understood (read by Claude) → daily-notes for “during the week” (2026-11-09..2026-11-15)');
    // The readings are cached for the next run.
    expect(readdirSync(join(cache, 'readings'))).toHaveLength(2);

    // The prose sub-skill: the fast model's answer named a note that does not exist, so the main model redid it.
    const prose = stub.messageRequests().filter(isProse);
    expect(prose.map((q) => q.body.model)).toEqual(['claude-haiku-5-5', 'claude-sonnet-5-5']);
    expect(readFileSync(join(session, 'garden.md'), 'utf8')).toContain('Nothing about the garden yet');
    const transcript = readFileSync(join(session, 'transcript.jsonl'), 'utf8');
    expect(transcript).toContain('"kind":"escalation"');
    expect(transcript).toContain('"kind":"need-readings"');
    expect(state.costUsd).toBeGreaterThan(0);

    // Offline, the next plan is the same, from the cache, without a call.
    const before = stub.requests.length;
    const again = await runInProcess(['plan', ...ARGS, '--vault', vault, '--json'], { env: { SKILL_CACHE_DIR: cache } });
    expect(again.exitCode, again.stderr).toBe(0);
    const offline = JSON.parse(again.stdout);
    expect(offline.needs.map((n: { status: string; source: string }) => [n.status, n.source])).toEqual([
      ['understood', 'cache'],
      ['understood', 'rules'],
      ['unmatched', 'cache'],
    ]);
    expect(offline.tasks.find((t: { entry: string }) => t.entry === 'daily-notes').range).toEqual(daily.range);
    expect(stub.requests.length).toBe(before);
  });

  it('checks the answer against the catalogue: an entry that does not exist, an unknown option, unreadable time', async () => {
    const vault = gardenVault();
    stub.script((q) =>
      isReading(q)
        ? reply.toolUse('read_needs', {
            readings: [
              { need: 1, asks: [{ entry: 'resolve-references#diary', time: 'the week' }] },
              {
                need: 3,
                asks: [{ entry: 'resolve-references#people', options: { source: ['stars'] }, time: 'when Mercury is retrograde' }],
              },
            ],
          })
        : reply.text('ok'),
    );
    const r = await runInProcess(['plan', ...ARGS, '--vault', vault, '--json'], { env: { ...KEY, ANTHROPIC_BASE_URL: stub.url } });
    expect(r.exitCode, r.stderr).toBe(0);
    const plan = JSON.parse(r.stdout);
    // Nothing real was named for need 1; need 3 keeps the people entry, but its made-up value and time are reported.
    expect(plan.needs[0]).toMatchObject({ status: 'unmatched', source: 'claude' });
    expect(plan.needs[2]).toMatchObject({ status: 'partly', source: 'claude', unexplained: ['stars', 'when Mercury is retrograde'] });
    expect(plan.tasks.find((t: { entry: string }) => t.entry === 'people').params.source).toEqual(['one-on-one', 'mentions']);
  });

  it("a malformed answer leaves the rules' reading in place, and --refresh asks again despite the cache", async () => {
    const vault = gardenVault();
    const cache = tempDir('skill-cache-');
    const env = { ...KEY, ANTHROPIC_BASE_URL: stub.url, SKILL_CACHE_DIR: cache };
    stub.script((q) => (isReading(q) ? reply.toolUse('read_needs', { readings: 'not a list' }) : reply.text('ok')));
    const bad = await runInProcess(['plan', ...ARGS, '--vault', vault, '--json'], { env });
    expect(bad.exitCode, bad.stderr).toBe(0);
    expect(JSON.parse(bad.stdout).needs.map((n: { source: string }) => n.source)).toEqual(['rules', 'rules', 'rules']);
    expect(existsSync(join(cache, 'readings'))).toBe(false);

    stub.script((q) =>
      isReading(q)
        ? reply.toolUse('read_needs', { readings: [{ need: 3, asks: [], not_understood: ['Astrology forecast'] }] })
        : reply.text('ok'),
    );
    await runInProcess(['plan', ...ARGS, '--vault', vault, '--json'], { env });
    const calls = stub.messageRequests().filter(isReading).length;
    await runInProcess(['plan', ...ARGS, '--vault', vault, '--json'], { env });
    expect(stub.messageRequests().filter(isReading).length).toBe(calls + 1); // need 1 was not cached: asked again
    const refreshed = await runInProcess(['plan', ...ARGS, '--vault', vault, '--json', '--refresh'], { env });
    expect(refreshed.exitCode).toBe(0);
    const last = stub.messageRequests().filter(isReading).at(-1)!;
    expect(JSON.stringify(last.body.messages)).toContain('3. Astrology forecast');
  });

  it('without a key, leaves such needs as the rules read them and says why the prose sub-skill did not run', async () => {
    const vault = gardenVault();
    const r = await runCli(['run', ...ARGS, '--vault', vault, '--prepare', '--json']);
    expect(r.exitCode, r.stderr).toBe(0);
    const memory = readFileSync(join(JSON.parse(r.stdout).session, 'memory.md'), 'utf8');
    expect(memory).toContain('- ✗ “Astrology forecast” — not understood');
    expect(memory).toContain(
      '- **garden.md**: unavailable — failed: summarise-garden: prose sub-skills (they need Claude: set ANTHROPIC_API_KEY) not available in this run',
    );
    expect(stub.requests).toHaveLength(0);
  });

  it("checks a notes query against the vault's own terms: a term is named as the vault names it, any other value is dropped", async () => {
    // kepano-obsidian (fixtures/vaults, github.com/kepano/kepano-obsidian): categories Clippings and Recipes, type
    // Dessert, properties author, ingredients and rating; no category Poems, no type Pastry, no property mood.
    const vault = tempDir('skill-kepano-');
    cpSync('fixtures/vaults/kepano__kepano-obsidian', vault, { recursive: true });
    mkdirSync(join(vault, '.skill/skills/odd'), { recursive: true });
    writeFileSync(
      join(vault, '.skill/skills/odd/SKILL.md'),
      '---\nname: odd\ndescription: Odd needs.\n---\n\n# Odd\n\n## What I Need\n\n- Everything I squirrelled away off the web\n- Verses by my favourite poets\n- Sweet things to bake, with what goes in them\n',
    );
    const query = 'resolve-notes#query';
    stub.script((q) =>
      isReading(q)
        ? reply.toolUse('read_needs', {
            readings: [
              { need: 1, asks: [{ entry: query, options: { folder: ['clippings'], has: ['Author'] } }] },
              { need: 2, asks: [{ entry: query, options: { category: ['Poems'] } }] },
              {
                need: 3,
                asks: [
                  {
                    entry: query,
                    options: {
                      category: ['recipes'],
                      type: ['dessert', 'Pastry'],
                      has: ['ingredients'],
                      equals: ['rating=5', 'mood=sweet'],
                    },
                  },
                ],
              },
            ],
          })
        : reply.text('ok'),
    );
    const r = await runInProcess(['plan', 'odd', 'today', '--now', '2026-11-27T09:00', '--vault', vault, '--json'], {
      env: { ...KEY, ANTHROPIC_BASE_URL: stub.url, SKILL_CACHE_DIR: tempDir('skill-cache-') },
    });
    expect(r.exitCode, r.stderr).toBe(0);
    const plan = JSON.parse(r.stdout);
    // Claude was told the vault's names.
    const prompt = JSON.stringify(stub.messageRequests().filter(isReading)[0]!.body.messages);
    expect(prompt).toContain("The vault's own names for resolve-notes#query");
    expect(prompt).toMatch(/category: Albums, Apps, Board games, Books, Clippings/);
    // "clippings" said as a folder is the vault's category Clippings; "Author" its property author.
    expect(plan.needs[0]).toMatchObject({ status: 'understood', source: 'claude' });
    expect(plan.needs[0].asks[0].options).toMatchObject({ category: ['Clippings'], has: ['author'] });
    // Poems is nothing of this vault: no query runs on a guess.
    expect(plan.needs[1]).toMatchObject({ status: 'unmatched', source: 'claude', unexplained: ['Poems'] });
    // The terms are kept in the vault's spelling, the rest reported.
    expect(plan.needs[2]).toMatchObject({ status: 'partly', source: 'claude', unexplained: ['Pastry', 'mood=sweet'] });
    expect(plan.needs[2].asks[0].options).toMatchObject({
      category: ['Recipes'],
      type: ['Dessert'],
      has: ['ingredients'],
      equals: ['rating=5'],
    });
    expect(plan.tasks.filter((t: { entry: string }) => t.entry === 'query')).toHaveLength(2);
  });
});
