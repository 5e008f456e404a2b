/**
 * Sessions per vault, and an undo that outlives the temp dir: one vault's retention never reaches another vault's
 * sessions; what undoes or finishes a write is kept under the state dir, where `sessions restore` and `sessions
 * apply` find it after the temp dir is cleared; `sessions clean` asks before deleting the only undo of a write.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vaultKey } from '../../src/session/root.js';
import { runCli, runInProcess, sessionRows, sharedSessionEnv } from '../support/cli.js';
import { startOnPty } from '../support/pty.js';
import { copyOfSampleVault } from '../support/tmp.js';
import { snapshotVault } from '../support/vault-snapshot.js';

const NOW = '2026-11-22T09:00';
const TODAY = '00_Brain/Captive/Today.md';
const ANSWERS = 'High\nRunbook\nDesign review\n9-11\nPatient\n';

function withSessions(vault: string, yaml: string): string {
  const file = join(vault, '.skill/config.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^sessions:\n {2}keep: 10\n?/m, `sessions:\n${yaml}`));
  return vault;
}

const prepare = (vault: string, env: Record<string, string>) =>
  runCli(['run', 'planning-daily', '--vault', vault, '--now', NOW, '--prepare'], { env });
const offlineRun = (vault: string, env: Record<string, string>, flags: string[]) =>
  runCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', NOW, ...flags], { env, input: ANSWERS });

interface Row {
  id: string;
  vault: string;
  status: string;
  path: string;
  kept: string | null;
  kept_holds: string;
}
const rows = (env: Record<string, string>, ...flags: string[]) => sessionRows<Row>(env, ...flags);

/** Makes a kept copy's last activity (session.json's times, its journal lines' times) `at`. */
function ageKeptCopy(kept: string, at: string): void {
  const state = JSON.parse(readFileSync(join(kept, 'session.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(kept, 'session.json'), JSON.stringify({ ...state, startedAt: at, endedAt: at }));
  const journal = join(kept, 'backups', 'writes.jsonl');
  writeFileSync(journal, readFileSync(journal, 'utf8').replace(/"at":"[^"]+"/g, `"at":"${at}"`));
}

/** What a temp dir cleaner that goes file by file leaves of a session: its folders and session.json. */
function loseFiles(dir: string): void {
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, name);
    if (name !== 'session.json' && statSync(path, { throwIfNoEntry: false })?.isFile()) rmSync(path);
  }
}

describe('sessions per vault', () => {
  it("one vault's `sessions: keep: 1` leaves another vault's sessions alone", async () => {
    const env = sharedSessionEnv();
    const strict = withSessions(copyOfSampleVault(), '  keep: 1\n');
    const other = copyOfSampleVault();
    for (const vault of [other, other, strict, strict]) expect((await prepare(vault, env)).exitCode).toBe(0);
    const all = await rows(env, '--all');
    expect(all.filter((r) => r.vault === other)).toHaveLength(2);
    expect(all.filter((r) => r.vault === strict)).toHaveLength(1);
    // Each under its own vault's folder.
    expect((await rows(env, '--vault', other)).map((r) => r.vault)).toEqual([other, other]);
    expect(existsSync(join(env.SKILL_SESSION_ROOT!, vaultKey(other)))).toBe(true);
  });
});

describe('an undo that outlives the temp dir', () => {
  it('restores an applied write, and applies staged changes, after the session root was cleared', async () => {
    const env = sharedSessionEnv();
    const vault = copyOfSampleVault();
    const original = snapshotVault(vault);
    expect((await offlineRun(vault, env, ['--yes'])).exitCode).toBe(0);
    const other = withSessions(copyOfSampleVault(), '  keep: 10\n');
    const staged = await offlineRun(other, env, []);
    const stagedId = /skill sessions apply (\S+)/.exec(staged.stdout)![1]!;

    rmSync(env.SKILL_SESSION_ROOT!, { recursive: true }); // what the OS does to the temp dir
    const [row] = await rows(env, '--vault', vault);
    expect(row).toMatchObject({ status: 'done', kept_holds: 'undo' });
    expect(row!.kept).toBe(join(env.XDG_STATE_HOME!, 'skill', 'sessions', vaultKey(vault), row!.id));

    const restored = await runCli(['sessions', 'restore', 'last', '--yes', '--vault', vault], { env });
    expect(restored.exitCode, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`✓ restored ${TODAY}`);
    expect(snapshotVault(vault, { exclude: (rel) => rel.startsWith('.skill/lock') })).toEqual(original);

    const resumed = await runCli(['run', '--resume', stagedId], { env });
    expect(resumed.exitCode).toBe(2);
    expect(resumed.stderr).toContain(
      `its folder under the temp dir was cleared (only its kept copy is left) (skill sessions apply ${stagedId} applies what it staged`,
    );
    const applied = await runCli(['sessions', 'apply', stagedId, '--yes', '--vault', other], { env });
    expect(applied.exitCode, applied.stderr).toBe(0);
    const [again] = (await rows(env, '--all')).filter((r) => r.id === stagedId);
    expect(again).toMatchObject({ status: 'done', kept_holds: 'undo' });
  });

  it('`sessions clean` asks before deleting the only undo of a write still in the vault', async () => {
    const env = sharedSessionEnv();
    // Kept copies are old at once: only the live undo keeps this one. Today.md is created, so no backup holds the
    // only copy of text (which no `sessions clean` without the session's id deletes: sessions-retention.test.ts).
    const vault = withSessions(copyOfSampleVault(), '  keep: 10\n  keep_undo: 1ms\n');
    rmSync(join(vault, TODAY));
    expect((await offlineRun(vault, env, ['--yes'])).exitCode).toBe(0);
    const [{ id, kept }] = (await rows(env, '--vault', vault)) as [Row];

    const unasked = await runCli(['sessions', 'clean', '--keep', '0', '--vault', vault], { env });
    expect(unasked.exitCode, unasked.stderr).toBe(0);
    expect(unasked.stdout).toContain(
      `1 kept session past its age holds the only undo of notes still as it wrote them:\n  ${id}: ${TODAY}\nLeft them (no terminal to confirm on; run with --yes to delete them).`,
    );
    expect(existsSync(kept!)).toBe(true);
    expect((await rows(env, '--vault', vault)).map((r) => [r.id, r.kept_holds])).toEqual([[id, 'undo']]);

    const pty = startOnPty(['sessions', 'clean', '--vault', vault], env);
    await pty.waitFor('Delete it anyway? Those writes could no longer be undone. [y/N]');
    pty.type('y\n');
    await pty.waitFor('Removed 1 kept copy.');
    expect((await pty.child).exitCode).toBe(0);
    expect(existsSync(kept!)).toBe(false);
  });

  it('`sessions clean --yes` never deletes the only undo of a vault that is not there; once it is back, it can', async () => {
    const env = sharedSessionEnv();
    const vault = copyOfSampleVault();
    rmSync(join(vault, TODAY)); // created by the run: its undo is the only thing kept
    expect((await offlineRun(vault, env, ['--yes'])).exitCode).toBe(0);
    const [{ id, kept }] = (await rows(env, '--vault', vault)) as [Row];
    rmSync(env.SKILL_SESSION_ROOT!, { recursive: true });
    ageKeptCopy(kept!, '2025-01-01T00:00:00.000Z');
    const moved = `${vault}-unplugged`;
    renameSync(vault, moved); // the drive it lives on is unplugged

    const away = await runInProcess(['sessions', 'clean', '--all', '--yes'], { env });
    expect(away.exitCode, away.stderr).toBe(0);
    expect(away.stdout).toContain(
      `1 kept session past its age holds the only undo of notes still as it wrote them, or that cannot be checked now:\n  ${id}: ${TODAY} (cannot be checked: its vault ${vault} is not there)\nLeft ${id}: its notes cannot be checked now;`,
    );
    expect(existsSync(join(kept!, 'backups', 'writes.jsonl'))).toBe(true);

    renameSync(moved, vault);
    const back = await runInProcess(['sessions', 'clean', '--all', '--yes'], { env });
    expect(back.stdout).toContain(`  ${id}: ${TODAY}\nRemoved 1 kept copy.`);
    expect(existsSync(kept!)).toBe(false);
  });

  it('restores and applies from the kept copy, file by file, when the session folder is there but lost its files', async () => {
    const env = sharedSessionEnv();
    const vault = copyOfSampleVault();
    const original = snapshotVault(vault, { exclude: (rel) => rel.startsWith('.skill/lock') });
    expect((await offlineRun(vault, env, ['--yes'])).exitCode).toBe(0);
    const [wrote] = (await rows(env, '--vault', vault)) as [Row];
    loseFiles(wrote.path);
    expect(existsSync(join(wrote.path, 'backups', TODAY))).toBe(false);

    // The preview is the real undo (the backup from the kept copy), not a note emptied to nothing.
    const dry = await runCli(['sessions', 'restore', wrote.id, '--dry-run', '--vault', vault], { env });
    expect(dry.exitCode, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(`--- a/${TODAY}`);
    expect(dry.stdout).not.toMatch(/\+0 −\d+/);
    const restored = await runCli(['sessions', 'restore', wrote.id, '--yes', '--vault', vault], { env });
    expect(restored.exitCode, restored.stdout + restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`✓ restored ${TODAY}`);
    expect(snapshotVault(vault, { exclude: (rel) => rel.startsWith('.skill/lock') })).toEqual(original);

    const staged = await offlineRun(vault, env, []);
    const stagedId = /skill sessions apply (\S+)/.exec(staged.stdout)![1]!;
    loseFiles(join(env.SKILL_SESSION_ROOT!, vaultKey(vault), stagedId));
    const applied = await runCli(['sessions', 'apply', stagedId, '--yes', '--vault', vault], { env });
    expect(applied.exitCode, applied.stdout + applied.stderr).toBe(0);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toContain('### What is your leadership intention for today?\n\nPatient');
  });

  it('a backup missing from the session and its kept copy: named in one line, never previewed as an empty note', async () => {
    const env = sharedSessionEnv();
    const vault = copyOfSampleVault();
    expect((await offlineRun(vault, env, ['--yes'])).exitCode).toBe(0);
    const [wrote] = (await rows(env, '--vault', vault)) as [Row];
    const written = readFileSync(join(vault, TODAY), 'utf8');
    loseFiles(wrote.path);
    rmSync(join(wrote.kept!, 'backups', TODAY));
    const missing = `backup ${join(wrote.path, 'backups', TODAY)} is missing, and so is the kept copy's (${join(wrote.kept!, 'backups', TODAY)})`;

    const dry = await runCli(['sessions', 'restore', wrote.id, '--dry-run', '--vault', vault], { env });
    expect(dry.stdout).not.toContain(`--- a/${TODAY}`);
    expect(dry.stdout).toContain(`✗ ${TODAY} cannot be restored: ${missing}\n`);
    const restored = await runCli(['sessions', 'restore', wrote.id, '--yes', '--vault', vault], { env });
    expect(restored.exitCode).toBe(1);
    expect(restored.stdout.split('\n')).toContain(`✗ failed ${TODAY} — ${missing}`);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe(written);
  });
});
