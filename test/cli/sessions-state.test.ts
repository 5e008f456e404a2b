/**
 * What `skill sessions` says about a session after the fact: that it was restored (and a second restore has nothing
 * left to do), that a run which had nothing to write staged nothing, that a run killed without a word is stopped,
 * not running; and that a part of an id matching several sessions names them. Real runs of the built CLI.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vaultKey } from '../../src/session/root.js';
import { cliEnv, runCli, sessionRows, sharedSessionEnv } from '../support/cli.js';
import { startCli } from '../support/live-cli.js';
import { copyOfSampleVault } from '../support/tmp.js';
import { snapshotVault } from '../support/vault-snapshot.js';

const NOW = '2026-11-22T09:00';
const TODAY = '00_Brain/Captive/Today.md';
const ANSWERS = 'High\nRunbook\nDesign review\n9-11\nPatient\n';
/** How runCli runs skill, as the hints name it (src/io/invocation.ts); execa drops the output's final newline. */
const SKILL = 'node bin/skill';

const planDaily = (vault: string, env: Record<string, string>, flags: string[]) =>
  runCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', NOW, ...flags], { env, input: ANSWERS });

interface Row {
  id: string;
  status: string;
  kept_holds: string;
  restored_at: string | null;
}
const rows = (env: Record<string, string>, vault: string) => sessionRows<Row>(env, '--vault', vault);

describe('a run killed after a note was written, before session.json said so', () => {
  it('the list and show count the write the journal has', async () => {
    const env = sharedSessionEnv();
    const vault = copyOfSampleVault();
    expect((await planDaily(vault, env, ['--yes'])).exitCode).toBe(0);
    const [{ id }] = (await rows(env, vault)) as [Row];
    // As a SIGKILL right after the rename leaves it: the journal has the write, session.json (both copies) does not.
    for (const dir of [
      join(env.SKILL_SESSION_ROOT!, vaultKey(vault), id),
      join(env.XDG_STATE_HOME!, 'skill', 'sessions', vaultKey(vault), id),
    ]) {
      const file = join(dir, 'session.json');
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), writes: [] }));
    }
    const [row] = await sessionRows<Row & { writes: number }>(env, '--vault', vault);
    expect(row).toMatchObject({ id, writes: 1 });
    const show = await runCli(['sessions', 'show', id], { env });
    expect(show.stdout).toMatch(new RegExp(`^ {2}updated ${TODAY} — known from the journal: the run stopped before recording it$`, 'm'));
  });
});

describe('after a restore', () => {
  it('the session says it was undone, and a second restore has nothing left to do', async () => {
    const env = sharedSessionEnv();
    const vault = copyOfSampleVault();
    const original = snapshotVault(vault);
    expect((await planDaily(vault, env, ['--yes'])).exitCode).toBe(0);
    const written = snapshotVault(vault);
    const [{ id }] = (await rows(env, vault)) as [Row];

    // Without a terminal and without --yes nothing is restored, and that is an error, not a success.
    const unasked = await runCli(['sessions', 'restore', id, '--vault', vault], { env });
    expect(unasked.exitCode).toBe(2);
    expect(unasked.stderr).toBe(
      `skill: no terminal to confirm on and no --yes: nothing was restored (to restore: ${SKILL} sessions restore ${id} --yes)`,
    );
    expect(snapshotVault(vault)).toEqual(written);

    const restored = await runCli(['sessions', 'restore', id, '--yes', '--vault', vault], { env });
    expect(restored.exitCode, restored.stderr).toBe(0);
    expect(snapshotVault(vault, { exclude: (rel) => rel.startsWith('.skill/lock') })).toEqual(original);

    const [row] = await rows(env, vault);
    expect(row).toMatchObject({ id, status: 'done', kept_holds: 'undone' });
    expect(Date.parse(row!.restored_at!)).not.toBeNaN();
    const table = await runCli(['sessions', '--vault', vault], { env });
    expect(table.stdout).toMatch(new RegExp(`^${id}\\s.*\\s1\\s+undone$`, 'm'));
    const show = await runCli(['sessions', 'show', id], { env });
    expect(show.stdout).toMatch(/^ {2}restored \d{4}-\d\d-\d\d \d\d:\d\d \(sessions restore\): 1 note put back$/m);
    expect(show.stdout).toMatch(new RegExp(`^ {2}updated ${TODAY} — undone \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d$`, 'm'));
    expect(show.stdout).toMatch(/\(undone\)$/m); // the kept line
    // Both copies of session.json hold the record: the one under the temp dir and the kept one.
    for (const dir of [
      join(env.SKILL_SESSION_ROOT!, vaultKey(vault), id),
      join(env.XDG_STATE_HOME!, 'skill', 'sessions', vaultKey(vault), id),
    ]) {
      expect(JSON.parse(readFileSync(join(dir, 'session.json'), 'utf8')).restores).toEqual([
        { at: row!.restored_at, notes: [{ path: join(vault, TODAY), relative: TODAY, action: 'restored' }] },
      ]);
    }

    for (const flags of [['--yes'], ['--dry-run']]) {
      const again = await runCli(['sessions', 'restore', id, ...flags, '--vault', vault], { env });
      expect(again.exitCode).toBe(2);
      expect(again.stdout).toBe(''); // no empty diff header, no "+0 −0"
      expect(again.stderr).toMatch(
        new RegExp(
          `^skill: session ${id} was restored on \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d: the notes it wrote are as they were before it; nothing left to restore$`,
        ),
      );
    }

    // Applying its staged changes again writes the note again: that write is not undone.
    const reapplied = await runCli(['sessions', 'apply', id, '--yes', '--vault', vault], { env });
    expect(reapplied.exitCode, reapplied.stderr).toBe(0);
    expect(snapshotVault(vault, { exclude: (rel) => rel.startsWith('.skill/lock') })).toEqual(written);
    expect((await rows(env, vault))[0]).toMatchObject({ kept_holds: 'part undone' });
  });
});

describe('a ritual with nothing to write', () => {
  it('stages nothing and keeps no copy; a part of an id several of its sessions share names them', async () => {
    const env = sharedSessionEnv();
    const vault = copyOfSampleVault();
    const dir = join(vault, '.skill', 'skills', 'day-lookback');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'SKILL.md'),
      '---\nname: day-lookback\ndescription: Looks back on a day and writes nothing.\n---\n\n# Day lookback\n\n## What I Need\n\n- Calendar events for the day\n\n## Look back\n\n- What went well?\n',
    );
    for (let i = 0; i < 3; i++) {
      const run = await runCli(['run', 'day-lookback', '2026-11-24', '--vault', vault, '--now', NOW, '--yes'], { env, input: 'Shipped\n' });
      expect(run.exitCode, run.stderr).toBe(0);
      expect(run.stdout).toContain('The ritual names no note to write to; nothing to write.');
    }
    const listed = await rows(env, vault);
    expect(listed.map((r) => [r.status, r.kept_holds])).toEqual([
      ['done', '-'],
      ['done', '-'],
      ['done', '-'],
    ]);
    for (const r of listed) expect(existsSync(join(env.SKILL_SESSION_ROOT!, vaultKey(vault), r.id, 'staged'))).toBe(false);
    // Tidied away, it leaves no kept copy behind claiming changes to apply.
    const clean = await runCli(['sessions', 'clean', '--keep', '1', '--vault', vault], { env });
    expect(clean.stdout).toContain(`${vault}: removed 2 sessions (kept the newest 1 under 30 days old, and any still running).`);
    const keptRoot = join(env.XDG_STATE_HOME!, 'skill', 'sessions', vaultKey(vault));
    expect(existsSync(keptRoot) ? readdirSync(keptRoot) : []).toEqual([]);
    const apply = await runCli(['sessions', 'apply', listed[0]!.id, '--yes', '--vault', vault], { env });
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
    expect(show.stdout).toContain(
      `  status   stopped (session.json says inline, but its process ${state.pid} is gone: killed or crashed; ${SKILL} run --resume ${row!.id} goes on from there)`,
    );

    const resumed = await runCli(['run', '--resume', row!.id, '--dry-run'], { env, input: 'Runbook\nDesign review\n9-11\nPatient\n' });
    expect(resumed.exitCode, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain(`Resuming ${row!.id} (stopped: session.json said inline, but its process was gone).`);
    expect(resumed.stdout).toContain('1 question was answered before; asking the rest.');
    expect(resumed.stdout).toContain('+energy: "High, office"');
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
      expect(done.stderr).toContain(
        `skill: ${interrupted} (${SKILL} run --resume ${row!.id} goes on from here, keeping the answers given so far)`,
      );
    }
  });
});
