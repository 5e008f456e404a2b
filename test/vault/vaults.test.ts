/**
 * The labelled real vaults of fixtures/vaults (README there: sources, licences, the scoring rule), each as a new user
 * meets skill: no config, a fresh cache. `skill layout --json` (in this process: runInProcess) must give the hand labels
 * exactly (the eval's score of 1.00), exit 0, and a prepare must finish with no failed task: the parts a vault lacks are said as such.
 */
import { cpSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runInProcess } from '../support/cli.js';
import { REPO, tempDir } from '../support/tmp.js';
// The same scorer `npm run eval:vaults` uses.
import { scoreVault } from '../../scripts/lib/vault-score.mjs';

const VAULTS = join(REPO, 'fixtures', 'vaults');
const names = readdirSync(VAULTS)
  .filter((f) => f.endsWith('.labels.json'))
  .map((f) => f.slice(0, -'.labels.json'.length))
  .sort();

interface Labels {
  people: string[];
  projects: Record<string, string>;
  meetings: string[];
  templates: string | null;
}

describe('labelled real vaults, with no config', () => {
  it('are all here: the three shared ones, kepano-obsidian and two more of other styles', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'dex0501__Obsidian-Template',
        'frankreporting__obsidian-things-like',
        'mwharton3__zettelmin',
        'kepano__kepano-obsidian',
      ]),
    );
    expect(names.length).toBeGreaterThanOrEqual(6);
  });

  /** A copy of the vault: a run must be free to take its lock in it. */
  const copyOf = (name: string) => {
    const vault = join(tempDir('skill-real-vault-'), name);
    cpSync(join(VAULTS, name), vault, { recursive: true });
    return vault;
  };

  for (const name of names) {
    it(`${name}: skill layout --json gives the labels and exits 0`, async () => {
      const labels = JSON.parse(readFileSync(join(VAULTS, `${name}.labels.json`), 'utf8')) as Labels;
      const layout = await runInProcess(['layout', '--json', '--vault', join(VAULTS, name), '--now', '2026-11-27T09:00']);
      expect(layout.exitCode, layout.stderr).toBe(0);
      const json = JSON.parse(layout.stdout);
      expect(json.schema_version).toBe(1);
      expect(json.people.notes.map((n: { path: string }) => n.path)).toEqual([...labels.people].sort());
      expect(Object.fromEntries(json.projects.notes.map((n: { path: string; status: string }) => [n.path, n.status]))).toEqual(
        labels.projects,
      );
      expect(json.meetings.notes.map((n: { path: string }) => n.path)).toEqual([...labels.meetings].sort());
      expect(json.templates?.folder ?? null).toBe(labels.templates);
      expect(scoreVault(labels, json).score).toBe(1);
    });
  }

  it('a prepare on each fails no task: the parts a vault lacks are said as such', async () => {
    // All at once: each is a child process, and the machine's cores share them.
    const runs = await Promise.all(
      names.map(async (name) => ({
        name,
        r: await runCli(['run', 'weekly-review', 'last', 'week', '--prepare', '--vault', copyOf(name), '--now', '2026-11-27T09:00']),
      })),
    );
    for (const { name, r } of runs) {
      expect(r.exitCode, `${name}: ${r.stderr}`).toBe(0);
      expect(readFileSync(join(r.stdout.trim(), 'memory.md'), 'utf8'), name).not.toMatch(/: failed/);
      expect(r.stderr, name).not.toMatch(/failed/i);
    }
  });
});
