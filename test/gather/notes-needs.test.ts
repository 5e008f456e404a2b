/**
 * Issue 13's "done when", for the notes half: a ritual needing "open tasks due or scheduled that day", "yesterday's
 * daily note" and "notes tagged #idea" gathers exactly those. The needs are planned with the bundled catalogue; the
 * values the need reader will capture from the words (the tag, yesterday's day) are set here by hand, as the reader
 * will set them; the tasks then run through the real runner and registry, and memory.md is rendered.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runTasks } from '../../src/gather/runner.js';
import { loadCatalogue } from '../../src/plan/catalogue.js';
import { planNeeds } from '../../src/plan/planner.js';
import { BUNDLED_SKILLS_DIR } from '../../src/ritual/discover.js';
import { defaultRegistry, handlerFor } from '../../src/run/handlers.js';
import { renderMemoryMd } from '../../src/session/memory.js';
import { resolveTime } from '../../src/time/resolve.js';
import { DAY, notesVault, YESTERDAY } from '../support/notes-vault.js';
import { tempDir } from '../support/tmp.js';

describe('a ritual with the needs real rituals have', () => {
  it("gathers exactly the open tasks due or scheduled that day, yesterday's daily note and the notes tagged #idea", async () => {
    const { vault, config } = notesVault();
    const sessionDir = tempDir('skill-session-');
    const catalogue = loadCatalogue([{ dir: BUNDLED_SKILLS_DIR, source: 'bundled' }]);
    const resolution = resolveTime('today', new Date(2026, 1, 16, 9, 0));
    const needs = ['Open tasks due or scheduled that day', "Yesterday's daily note", 'Notes tagged #idea'].map((text, i) => ({
      text,
      line: i + 1,
    }));
    const plan = planNeeds('planning-daily', needs, resolution, catalogue);
    expect(plan.needs.map((n) => [n.status, n.asks.map((a) => `${a.sub}#${a.entry}`)])).toEqual([
      ['understood', ['fetch-tasks#tasks']],
      ['understood', ['resolve-references#daily-notes']],
      ['understood', ['resolve-notes#tagged']],
    ]);
    const [tasks, daily, tagged] = plan.needs.map((n) => plan.tasks.find((t) => t.id === n.taskIds[0])!);
    expect([tasks!.params, tasks!.range]).toEqual([
      { status: ['open'], dates: ['due', 'scheduled'], source: ['vault'], list: [], tag: [] },
      { start: DAY, end: DAY },
    ]);
    // What the need reader read from the words: "yesterday" and "#idea".
    expect([daily!.range, daily!.days]).toEqual([{ start: YESTERDAY, end: YESTERDAY }, [YESTERDAY]]);
    expect(tagged!.params.tag).toEqual(['idea']);

    const registry = defaultRegistry();
    const records = await runTasks(
      plan.tasks,
      handlerFor(registry),
      (task, deps, signal) => ({ task, deps, signal, vault, sessionDir, config, resolution, env: {} }),
      {
        concurrency: 4,
        timeoutMs: 20_000,
        signal: new AbortController().signal,
      },
    );
    expect(records.map((r) => [r.id, r.outcome.status, r.outcome.summary])).toEqual([
      ['tasks', 'ok', '3 tasks (1 due, 2 scheduled)'],
      ['daily-notes', 'ok', '1 of 1 found'],
      ['tagged', 'ok', '3 notes #idea'],
    ]);
    const taskLines = readFileSync(`${sessionDir}/tasks.md`, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('- ['));
    expect(taskLines).toEqual([
      `- [ ] Send the Apollo budget 📅 2026-02-16 ⏫ — ${vault}/Projects/Apollo.md:6`,
      `- [ ] Draft the [[Apollo]] plan ⏳ 2026-02-16 — ${vault}/Journal/Daily/2026/02/2026-02-15.md:4`,
      `- [ ] Review the design [scheduled:: 2026-02-16] — ${vault}/Projects/Apollo.md:7`,
    ]);
    const memory = renderMemoryMd({ ritual: 'planning-daily', sessionDir, plan, records });
    const vaultLines = memory.split('\n').filter((l) => l.startsWith('- **') && l.includes(vault));
    expect(vaultLines).toEqual([
      `- **2026-02-15**: ${vault}/Journal/Daily/2026/02/2026-02-15.md ✓`,
      `- **Journal/Daily/2026/02/2026-02-15**: ${vault}/Journal/Daily/2026/02/2026-02-15.md ✓ (line 6: #idea/later)`,
      `- **Notes/Shower thoughts**: ${vault}/Notes/Shower thoughts.md ✓ (line 2: #idea)`,
      `- **Projects/Apollo**: ${vault}/Projects/Apollo.md ✓ (line 2: #idea in frontmatter)`,
    ]);
    expect(memory).toContain(
      `- **tasks.md**: ${sessionDir}/tasks.md ✓\n3 open tasks due or scheduled on Monday, February 16, 2026 (1 due, 2 scheduled), from 12 notes of the vault:`,
    );
    expect(memory).toContain('- 3 of 3 needs understood; tasks: 3 of 3 succeeded');
  });
});
