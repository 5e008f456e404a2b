/**
 * A run that ends without a word: killed, it shows as stopped, not running; SIGTERM and SIGHUP stop it as Ctrl-C
 * does, each said in its own words. Real runs of the built CLI.
 */
import { readFileSync } from 'node:fs';
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
