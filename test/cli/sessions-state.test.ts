/**
 * What `skill sessions` says about a session after the fact: that a run which had nothing to write staged nothing,
 * that a run killed without a word is stopped, not running (SIGTERM and SIGHUP stop it as Ctrl-C does, each said in
 * its own words); and that a part of an id matching several sessions names them. Real runs of the built CLI.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vaultKey } from '../../src/session/root.js';
import { cliEnv, runCli, sessionRows, sharedSessionEnv } from '../support/cli.js';
import { startCli } from '../support/live-cli.js';
import { copyOfSampleVault } from '../support/tmp.js';

const NOW = '2026-11-22T09:00';
/** How runCli runs skill, as the hints name it (src/io/invocation.ts); execa drops the output's final newline. */
const SKILL = 'node bin/skill';

interface Row { id: string; status: string; kept_holds: string; restored_at: string | null }
const rows = (env: Record<string, string>, vault: string) => sessionRows<Row>(env, '--vault', vault);

describe('a ritual with nothing to write', () => {
  it('stages nothing and keeps no copy; a part of an id several of its sessions share names them', async () => {
    const env = sharedSessionEnv();
    const vault = copyOfSampleVault();
    const dir = join(vault, '.skill', 'skills', 'day-lookback');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'SKILL.md'), '---\nname: day-lookback\ndescription: Looks back on a day and writes nothing.\n---\n\n# Day lookback\n\n## What I Need\n\n- Calendar events for the day\n\n## Look back\n\n- What went well?\n');
    for (let i = 0; i < 3; i++) {
      const run = await runCli(['run', 'day-lookback', '2026-11-24', '--vault', vault, '--now', NOW, '--yes'], { env, input: 'Shipped\n' });
      expect(run.exitCode, run.stderr).toBe(0);
      expect(run.stdout).toContain('The ritual names no note to write to; nothing to write.');
    }
    const listed = await rows(env, vault);
    expect(listed.map((r) => [r.status, r.kept_holds])).toEqual([['done', '-'], ['done', '-'], ['done', '-']]);
    for (const r of listed) expect(existsSync(join(env.SKILL_SESSION_ROOT!, vaultKey(vault), r.id, 'staged'))).toBe(false);
    // Tidied away, it leaves no kept copy behind claiming changes to apply.
    const clean = await runCli(['sessions', 'clean', '--keep', '1', '--vault', vault], { env });
    expect(clean.stdout).toContain(`${vault}: removed 2 sessions (kept the newest 1 under 30 days old, and any still running).`);
    const keptRoot = join(env.XDG_STATE_HOME!, 'skill', 'sessions', vaultKey(vault));
    expect(existsSync(keptRoot) ? readdirSync(keptRoot) : []).toEqual([]);
    const apply = await runCli(['sessions', 'apply', listed[0]!.id, '--yes'], { env });
    expect(apply.exitCode).toBe(2);
    expect(apply.stderr).toBe(`skill: session ${listed[0]!.id} has no staged changes to apply`);

    for (const ref of ['day-lookback', '2026-11-24']) {
      const both = await runCli(['run', 'day-lookback', '2026-11-24', '--vault', vault, '--now', NOW, '--prepare'], { env });
      expect(both.exitCode).toBe(0);
      const ids = (await rows(env, vault)).map((r) => r.id);
      const show = await runCli(['sessions', 'show', ref], { env });
      expect(show.exitCode).toBe(2);
      expect(show.stderr).toBe(`skill: “${ref}” matches ${ids.length} sessions: ${ids.join(', ')}; give more of the id`);
    }
  });
});

/** planning-daily without a terminal, stopped at its second question once the first is answered. */
async function atSecondQuestion(first: string) {
  const env = cliEnv(sharedSessionEnv());
  const vault = copyOfSampleVault();
  const live = startCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', NOW], env);
  await live.waitFor('(1/5)');
  live.write(`${first}\n`);
  await live.waitFor('(2/5)');
  return { env, vault, live };
}

describe('a run that ends without a word', () => {
  it('killed (SIGKILL) it shows as stopped, not running, and --resume keeps the answer given', async () => {
    const { env, vault, live } = await atSecondQuestion('High, office');
    live.child.kill('SIGKILL');
    expect((await live.child).signal).toBe('SIGKILL');

    const [row] = await rows(env, vault);
    expect(row!.status).toBe('stopped');
    const state = JSON.parse(readFileSync(join(env.SKILL_SESSION_ROOT!, vaultKey(vault), row!.id, 'session.json'), 'utf8'));
    expect(state.status).toBe('inline'); // what the killed run last wrote
    const show = await runCli(['sessions', 'show', row!.id], { env });
    expect(show.stdout).toContain(`  status   stopped (session.json says inline, but its process ${state.pid} is gone: killed or crashed; ${SKILL} run --resume ${row!.id} goes on from there)`);

    const resumed = await runCli(['run', '--resume', row!.id, '--dry-run'], { env, input: 'Runbook\nDesign review\n9-11\nPatient\n' });
    expect(resumed.exitCode, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain(`Resuming ${row!.id} (stopped: session.json said inline, but its process was gone).`);
    expect(resumed.stdout).toContain('1 question was answered before; asking the rest.');
    expect(resumed.stdout).toContain('+High, office');
  });

  it('SIGTERM and SIGHUP stop it as Ctrl-C does, each said in its own words, with how to go on', async () => {
    for (const [signal, stopping, interrupted] of [
      ['SIGTERM', 'skill: stopping: asked to end (SIGTERM)…', 'interrupted (SIGTERM)'],
      ['SIGHUP', 'skill: stopping: the terminal closed (SIGHUP)…', 'interrupted (SIGHUP: the terminal closed)'],
    ] as const) {
      const { env, vault, live } = await atSecondQuestion('High');
      live.child.kill(signal);
      const done = await live.child;
      expect(done.exitCode, live.output()).toBe(130);
      expect(done.stderr).toContain(stopping);
      expect(done.stderr).not.toContain('Ctrl-C');
      const [row] = await rows(env, vault);
      expect(row!.status).toBe('interrupted');
      expect(done.stderr).toContain(`skill: ${interrupted} (${SKILL} run --resume ${row!.id} goes on from here, keeping the answers given so far)`);
    }
  });
});
