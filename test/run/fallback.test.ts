// Claude where the rules end: the fallback planner for needs no phrase matches, and prose sub-skills (with the
// escalation to the main model when the fast model's answer fails the checks). Against the local stub.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invalidRequestsOf, reply, startAnthropicStub, type AnthropicStub, type RecordedRequest } from '../support/anthropic-stub.js';
import { runCli } from '../support/cli.js';
import { systemText } from '../support/ritual-stub.js';
import { copyOfSampleVault } from '../support/tmp.js';

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
  writeFileSync(join(sub, 'SKILL.md'), '---\nname: summarise-garden\ndescription: A summary of the garden notes.\nkind: fetch\nproduces: garden.md\nserves: [garden summary]\n---\n\n# Summarise the garden\n\nRead the notes about the garden and write a short summary with links to them.\n');
  const ritual = join(vault, '.skill/skills/garden-walk');
  mkdirSync(ritual, { recursive: true });
  writeFileSync(join(ritual, 'SKILL.md'), '---\nname: garden-walk\ndescription: A walk through the week.\n---\n\n# Garden Walk\n\n## What I Need\n\n- Everything I jotted down about the team during the week\n- A garden summary\n- Astrology forecast\n');
  return vault;
}

const isPlanner = (q: RecordedRequest) => (q.body.tools ?? []).some((t: { name: string }) => t.name === 'assign_needs');
const isProse = (q: RecordedRequest) => systemText(q).includes('You carry out the sub-skill');

describe('Claude where the rules end', () => {
  it('plans an unmatched need through the catalogue, and escalates a prose sub-skill whose answer invents a note', async () => {
    const vault = gardenVault();
    let proseCalls = 0;
    stub.script((q) => {
      if (isPlanner(q)) {
        return reply.toolUse('assign_needs', {
          assignments: [
            { need: 1, entry: 'resolve-references#daily-notes', scope: 'for the week', reason: 'jotted notes are the daily notes' },
            { need: 3, entry: 'none', reason: 'nothing in the catalogue forecasts' },
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
    const r = await runCli(['run', 'garden-walk', 'last', 'week', '--vault', vault, '--now', '2026-11-22T09:00', '--prepare', '--json'], {
      env: { ANTHROPIC_API_KEY: 'sk-ant-test-fallback-000000', ANTHROPIC_BASE_URL: stub.url },
    });
    expect(r.exitCode, r.stderr).toBe(0);
    const session = JSON.parse(r.stdout).session as string;
    const state = JSON.parse(readFileSync(join(session, 'session.json'), 'utf8'));
    expect(state.needs.map((n: { status: string; via?: string }) => [n.status, n.via])).toEqual([
      ['planned', 'fallback planner'],
      ['planned', undefined],
      ['unmatched', undefined],
    ]);
    const daily = state.tasks.find((t: { entry: string }) => t.entry === 'daily-notes');
    expect(daily.range).toEqual({ start: '2026-11-09', end: '2026-11-15' });
    const memory = readFileSync(join(session, 'memory.md'), 'utf8');
    expect(memory).toContain(`- **2026-11-10**: ${vault}/00_Brain/Periodic/Daily/2026-11-10.md ✓`);
    expect(memory).toContain('- ✗ “Astrology forecast” — not understood');

    // The prose sub-skill: the fast model's answer named a note that does not exist, so the main model redid it.
    const prose = stub.messageRequests().filter(isProse);
    expect(prose.map((q) => q.body.model)).toEqual(['claude-haiku-5-5', 'claude-sonnet-5-5']);
    expect(readFileSync(join(session, 'garden.md'), 'utf8')).toContain('Nothing about the garden yet');
    const transcript = readFileSync(join(session, 'transcript.jsonl'), 'utf8');
    expect(transcript).toContain('"kind":"escalation"');
    expect(transcript).toContain('"kind":"fallback-plan"');
    expect(state.costUsd).toBeGreaterThan(0);
  });

  it('without a key, leaves such needs unmatched and says why the prose sub-skill did not run', async () => {
    const vault = gardenVault();
    const r = await runCli(['run', 'garden-walk', 'last', 'week', '--vault', vault, '--now', '2026-11-22T09:00', '--prepare', '--json']);
    expect(r.exitCode, r.stderr).toBe(0);
    const memory = readFileSync(join(JSON.parse(r.stdout).session, 'memory.md'), 'utf8');
    expect(memory).toContain('- ✗ “Everything I jotted down about the team during the week” — not understood');
    expect(memory).toContain('- **garden.md**: unavailable — failed: summarise-garden: prose sub-skills (they need Claude: set ANTHROPIC_API_KEY) not available in this run');
    expect(stub.requests).toHaveLength(0);
  });
});
