/**
 * Several `skill` processes and one vault: two runs applying at once (exactly one writes, the other reports the
 * lock and writes nothing), a lock holder killed with SIGKILL (the next run reclaims the stale lock), a note edited
 * between staging and apply on the offline path, and retention pruning while a run is live.
 * A run is held inside its apply with runHeldInApply (test/support/reliability.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pidAlive } from '../../src/vault/lock.js';
import { cliEnv, runCli } from '../support/cli.js';
import { startCli } from '../support/live-cli.js';
import { expectVaultSafe, offlineRunArgs, onlySession, runHeldInApply, sessionDirs, sessionState } from '../support/reliability.js';
import { copyOfSampleVault, tempDir } from '../support/tmp.js';
import { findFilesNamed, snapshotVault } from '../support/vault-snapshot.js';

const TODAY = '00_Brain/Captive/Today.md';
const runArgs = (vault: string, flags: string[] = ['--yes']) => offlineRunArgs(vault, flags);

/** The answer as the offline write phase puts it into Today.md: the energy question's, in its energy: field. */
function expectAnswerWritten(vault: string, answer: string): string {
  const text = readFileSync(join(vault, TODAY), 'utf8');
  expect(text).toContain(`\nenergy: ${answer}\n`);
  return text;
}

describe('two runs, one vault', () => {
  it('while one run applies, another reports the vault lock and writes nothing; then the first completes', async () => {
    const vault = copyOfSampleVault();
    const before = snapshotVault(vault);
    const first = await runHeldInApply(vault, 'First run');
    const lock = JSON.parse(readFileSync(join(vault, '.skill', 'lock'), 'utf8')) as { pid: number; owner: string };
    expect(lock.owner).toBe(first.dir.split('/').pop());

    const second = await runCli(runArgs(vault), { input: 'Second run\n' });
    expect(second.exitCode).toBe(1);
    // The lock's own hint, then where the second run's changes are and how to apply them once the vault is free.
    expect(second.stderr).toMatch(
      new RegExp(
        `^skill: vault is locked: .*${lock.owner}.*pid ${lock.pid}.*\\(wait for it to finish; if no skill is running on .*, remove ${join(vault, '.skill', 'lock')}; nothing was written; the changes stay staged in .*/staged \\(kept in .*/staged\\); to apply it: node \\S*bin/skill sessions apply skill-planning-daily-\\S+ --vault ${vault}\\)$`,
        'm',
      ),
    );
    expect(snapshotVault(vault, { exclude: (p) => p === '.skill/lock' })).toEqual(before);
    const secondState = sessionState(onlySession(second.sessionRoot));
    expect(secondState).toMatchObject({ status: 'failed', stoppedIn: 'write' });
    expect(secondState.error).toMatch(/^vault is locked: /);

    await first.held.close();
    const done = await first.live.child;
    expect(done.exitCode, first.live.output()).toBe(0);
    const written = expectAnswerWritten(vault, 'First run');
    expectVaultSafe(vault, before, { [TODAY]: written });
    expect(sessionState(first.dir).status).toBe('done');
  });

  it('a lock holder killed with SIGKILL leaves a stale lock that the next run reclaims', async () => {
    const vault = copyOfSampleVault();
    const before = snapshotVault(vault);
    const killed = await runHeldInApply(vault, 'Killed run');
    const pid = killed.live.child.pid!;
    killed.live.child.kill('SIGKILL');
    await killed.live.child;
    await killed.held.close();
    expect(pidAlive(pid)).toBe(false);
    expect(JSON.parse(readFileSync(join(vault, '.skill', 'lock'), 'utf8'))).toMatchObject({ pid });
    expect(findFilesNamed(vault, '.skill-tmp-')).toEqual([]); // killed before its write began
    expect(snapshotVault(vault, { exclude: (p) => p === '.skill/lock' })).toEqual(before);

    const next = await runCli(runArgs(vault, ['--yes', '--json']), { input: 'Next run\n' });
    expect(next.exitCode, next.stderr).toBe(0);
    const written = expectAnswerWritten(vault, 'Next run');
    expectVaultSafe(vault, before, { [TODAY]: written });
    // The killed run could not record its end; what it says is where it was.
    expect(sessionState(killed.dir)).toMatchObject({ status: 'writing', pid });
  });
});

describe('a note edited between staging and apply (offline path)', () => {
  it('is not overwritten: `skill sessions apply` reports a conflict, exit 1, and the session says so', async () => {
    const vault = copyOfSampleVault();
    const env = cliEnv();
    const staged = await runCli(runArgs(vault, []), { env, input: 'Staged answer\n' });
    expect(staged.exitCode, staged.stderr).toBe(0);
    expect(staged.stdout).toContain('nothing was written');
    const edited = '# Edited in Obsidian meanwhile\n';
    writeFileSync(join(vault, TODAY), edited);
    const before = snapshotVault(vault);

    const applied = await runCli(['sessions', 'apply', 'last', '--yes', '--json', '--vault', vault], { env });
    expect(applied.exitCode).toBe(1);
    const out = JSON.parse(applied.stdout) as { writes: { action: string; reason: string }[] };
    expect(out.writes).toEqual([
      expect.objectContaining({ action: 'conflict', reason: `${TODAY} changed on disk since the change was staged; not overwritten` }),
    ]);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe(edited);
    expectVaultSafe(vault, before);
    // A replace is not replayed over someone's words: what changed on disk is shown, and where the staged content is.
    const dir = onlySession(env.SKILL_SESSION_ROOT!);
    expect(applied.stderr).toContain(
      `✗ ${TODAY} changed on disk since the change was staged, so it was not overwritten. What changed on disk since:\n--- a/${TODAY}`,
    );
    expect(applied.stderr).toContain('\n+# Edited in Obsidian meanwhile\n');
    expect(applied.stderr).toContain(
      `The staged content is in ${join(dir, 'staged/after', TODAY)} (kept in ${join(sessionState(dir).kept!, 'staged/after', TODAY)})`,
    );
    expect(readFileSync(join(dir, 'staged/after', TODAY), 'utf8')).toContain('Staged answer');
    const state = sessionState(dir);
    expect(state).toMatchObject({
      status: 'failed',
      stoppedIn: 'write',
      error: `${TODAY} changed on disk since the change was staged; not overwritten`,
    });
    expect(existsSync(join(onlySession(env.SKILL_SESSION_ROOT!), 'backups', TODAY))).toBe(false);
  });
});

describe('an append onto a note that changed since staging', () => {
  it('is re-applied onto the note as it is now, shown again and applied (`sessions apply`)', async () => {
    const vault = copyOfSampleVault();
    const env = cliEnv();
    const daily = '00_Brain/Periodic/Daily/2026-11-20.md';
    const review = ['run', 'review-daily', '--vault', vault, '--now', '2026-11-20T18:00'];
    const staged = await runCli(review, { env, input: 'All three\nThe debrief\n' });
    expect(staged.stdout).toContain('nothing was written');
    // Another run (or the person in Obsidian) appended to the same note meanwhile.
    const theirs = `${readFileSync(join(vault, daily), 'utf8')}\n## Evening\n\nWritten meanwhile.\n`;
    writeFileSync(join(vault, daily), theirs);

    const applied = await runCli(['sessions', 'apply', 'last', '--yes', '--vault', vault], { env });
    expect(applied.exitCode, applied.stderr).toBe(0);
    expect(applied.stdout).toContain(
      `⟳ ${daily} changed on disk since the change was staged; the append was re-applied onto the note as it is now:\n--- a/${daily}`,
    );
    expect(applied.stdout).toContain(`✓ updated ${daily}`);
    const note = readFileSync(join(vault, daily), 'utf8');
    // Their words stay as they were; ours come after them, as an append does.
    expect(note.startsWith(theirs)).toBe(true);
    expect(note.slice(theirs.length)).toMatch(/^\n?## Daily Review — Friday, November 20, 2026\n[\s\S]*The debrief\n$/);
    const state = sessionState(onlySession(env.SKILL_SESSION_ROOT!));
    expect(state.status).toBe('done');
    expect((state.writes as { action: string }[]).map((w) => w.action)).toEqual(['updated']);
  });
});

describe('retention while a run is live', () => {
  it("a live run's session survives `skill sessions clean --keep 0` and the pruning of a new run", async () => {
    const vault = copyOfSampleVault();
    const env = cliEnv({ SKILL_SESSION_ROOT: join(tempDir('skill-sessions-'), 'root') });
    const old = await runCli(runArgs(vault, ['--prepare']), { env });
    expect(old.exitCode, old.stderr).toBe(0);
    const oldDir = old.stdout.trim();

    const live = startCli(runArgs(vault), env);
    await live.waitFor('(1/5)');
    const liveDir = sessionDirs(env.SKILL_SESSION_ROOT!).find((d) => d !== oldDir)!;
    expect(sessionState(liveDir).status).toBe('inline');

    const clean = await runCli(['sessions', 'clean', '--keep', '0', '--vault', vault], { env });
    expect(clean.stdout).toContain(`${vault}: removed 1 session (kept the newest 0 under 30 days old, and any still running).`);
    expect(existsSync(oldDir)).toBe(false);
    expect(existsSync(liveDir)).toBe(true);

    // The sample keeps 10 sessions; with 1, a new run's pruning would remove the live session if it did not know better.
    const config = join(vault, '.skill', 'config.yaml');
    writeFileSync(config, readFileSync(config, 'utf8').replace('keep: 10', 'keep: 1'));
    const newer = await runCli(runArgs(vault, ['--prepare']), { env }); // prunes to keep: 1 as it starts
    expect(newer.exitCode, newer.stderr).toBe(0);
    expect(sessionDirs(env.SKILL_SESSION_ROOT!).sort()).toEqual([liveDir, newer.stdout.trim()].sort());

    live.write('Still here\n');
    live.child.stdin!.end();
    const done = await live.child;
    expect(done.exitCode, live.output()).toBe(0);
    expect(sessionState(liveDir).status).toBe('done');
    expectAnswerWritten(vault, 'Still here');
  });
});
