/** One JSON style across the commands (docs/json.md): one object, snake_case keys, the schema version, errors too. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonStyle, snakeCase } from '../../src/cli/json.js';
import { cliEnv, runCli, runInProcess } from '../support/cli.js';
import { copyOfSampleVault } from '../support/tmp.js';

const NOW = '2026-11-22T09:00';

/** Every key of a --json answer, with its path, except those of the name maps (params, usage). */
function keysOf(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keysOf(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    `${path}.${k}`,
    ...(k === 'params' || k === 'usage'
      ? Object.values(v as object).flatMap((x) => keysOf(x, `${path}.${k}.*`))
      : keysOf(v, `${path}.${k}`)),
  ]);
}

function expectStyle(stdout: string): Record<string, any> {
  const out = JSON.parse(stdout) as Record<string, any>;
  expect(out.schema_version).toBe(1);
  expect(keysOf(out).filter((k) => !/\.[a-z0-9_]+$/.test(k))).toEqual([]);
  return out;
}

/** A vault whose own ritual has one need nothing in the catalogue serves: check warns about it. */
function vaultWithWarning(): string {
  const vault = copyOfSampleVault();
  mkdirSync(join(vault, '.skill/skills/moon-notes'), { recursive: true });
  writeFileSync(
    join(vault, '.skill/skills/moon-notes/SKILL.md'),
    `---
name: moon-notes
description: A ritual with a need nobody can serve.
---

# Moon Notes

## What I Need

- Calendar events for the day
- Tide tables of the moon

## Talk

- What matters today?

## Save

Append the answers to Today.md in the vault for this day.
`,
  );
  return vault;
}

describe('--json', () => {
  it('every command answers one snake_case object with the schema version', async () => {
    const vault = vaultWithWarning();
    const env = cliEnv();
    const commands = [
      ['dates', 'next', 'monday', '--now', NOW],
      ['list', '--vault', vault],
      ['check', '--vault', vault, '--now', NOW],
      ['plan', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', NOW],
      ['run', 'planning-weekly', '--prepare', '--vault', vault, '--now', NOW],
      ['sessions', 'list'],
      ['sessions', 'show', 'last'],
    ];
    for (const args of commands) {
      const r = await runInProcess([...args, '--json'], { env });
      expect(r.exitCode, `${args.join(' ')}: ${r.stderr}`).toBeLessThanOrEqual(1);
      expectStyle(r.stdout);
    }
  });

  it('names the tasks serving a need `task_ids` in plan and in check, and keeps what the need scorer reads', async () => {
    const plan = expectStyle((await runInProcess(['plan', 'planning-daily', '--vault', 'fixtures/vault', '--now', NOW, '--json'])).stdout);
    const check = expectStyle(
      (await runInProcess(['check', 'planning-daily', '--vault', 'fixtures/vault', '--now', NOW, '--json'])).stdout,
    );
    expect(plan.needs.map((n: { task_ids: string[] }) => n.task_ids)).toEqual(
      check.rituals[0].needs.map((n: { task_ids: string[] }) => n.task_ids),
    );
    expect(
      plan.needs.every(
        (n: { task_ids?: string[]; taskIds?: string[] }) => Array.isArray(n.task_ids) && n.task_ids.length > 0 && n.taskIds === undefined,
      ),
    ).toBe(true);
    // The reference scorer reads needs[i].status and tasks[] with entry, params, range.start/end and needs.
    expect(plan.needs[0].status).toBe('understood');
    expect(plan.needs[0].unexplained).toEqual([]);
    const calendar = plan.tasks.find((t: { entry: string }) => t.entry === 'calendar');
    expect(calendar).toMatchObject({ params: expect.any(Object), range: { start: '2026-11-22', end: '2026-11-22' }, needs: [0] });
    expect(calendar.depends_on).toEqual([]);
  });

  it('list counts what check counts', async () => {
    const vault = vaultWithWarning();
    const list = expectStyle((await runInProcess(['list', '--vault', vault, '--now', NOW, '--json'])).stdout);
    const check = expectStyle((await runInProcess(['check', '--vault', vault, '--now', NOW, '--json'])).stdout);
    const counted = (rows: { name: string; errors: number | null; warnings: number | null }[]) =>
      Object.fromEntries(rows.filter((r) => r.warnings !== null).map((r) => [r.name, [r.errors, r.warnings]]));
    expect(counted(list.rituals)).toEqual(counted(check.rituals));
    expect(counted(list.rituals)['moon-notes']).toEqual([0, 1]);
  });

  it('run --dry-run lists the staged write', async () => {
    const vault = copyOfSampleVault();
    const r = await runInProcess(['run', 'planning-daily', '--vault', vault, '--now', NOW, '--dry-run', '--json'], {
      input: 'a\nb\nc\nd\ne\n',
    });
    expect(r.exitCode, r.stderr).toBe(0);
    const out = expectStyle(r.stdout);
    expect(out.status).toBe('staged');
    expect(out.writes).toEqual([{ path: join(vault, '00_Brain/Captive/Today.md'), action: 'staged', ops: ['replace'] }]);
  });

  it('an error is a JSON object on stdout with the same exit code', async () => {
    // The real process: the object is what stdout carries, and the exit code is the process's.
    const unknown = await runCli(['plan', 'no-such-ritual', '--vault', 'fixtures/vault', '--json']);
    expect(unknown.exitCode).toBe(2);
    expect(expectStyle(unknown.stdout).error).toEqual({
      kind: 'bad_input',
      message: 'unknown ritual “no-such-ritual”',
      hint: '`node bin/skill list` shows the rituals found',
      exit_code: 2,
    });
    const flag = await runInProcess(['dates', 'today', '--json', '--now', 'soonish']);
    expect(flag.exitCode).toBe(2);
    expect(expectStyle(flag.stdout).error).toMatchObject({
      kind: 'bad_input',
      message: expect.stringContaining('--now “soonish”'),
      exit_code: 2,
    });
    const usage = await runInProcess(['plan', '--json']);
    expect(usage.exitCode).toBe(2);
    expect(expectStyle(usage.stdout).error).toMatchObject({ kind: 'bad_input', message: "missing required argument 'ritual'" });
  });
});

describe('jsonStyle', () => {
  it('turns keys to snake_case and leaves the keys of name maps alone', () => {
    expect(snakeCase('durationMs')).toBe('duration_ms');
    expect(snakeCase('target_date')).toBe('target_date');
    expect(jsonStyle({ dependsOn: [], params: { maxItems: '3' }, usage: { 'claude-x': { cacheRead: 1 } }, skipped: undefined })).toEqual({
      depends_on: [],
      params: { maxItems: '3' },
      usage: { 'claude-x': { cache_read: 1 } },
    });
  });
});
