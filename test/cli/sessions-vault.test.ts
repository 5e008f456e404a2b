/**
 * A session id is an id, never a path, and a session writes only into the vault the command runs against (issue 24,
 * item 4): a folder outside the session root is never applied, a copied vault (`cp -a`) is not the vault the session
 * was made for unless --vault-moved says so, and session.json or a staging manifest edited to point elsewhere is
 * refused. The real CLI on real vaults in temp dirs.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runInProcess, sessionRows, sharedSessionEnv } from '../support/cli.js';
import { copyOfSampleVault, tempDir } from '../support/tmp.js';
import { snapshotVault } from '../support/vault-snapshot.js';

const NOW = '2026-11-22T09:00';
const TODAY = '00_Brain/Captive/Today.md';
const ANSWERS = 'High\nRunbook\nDesign review\n9-11\nPatient\n';
const unlocked = { exclude: (rel: string) => rel.startsWith('.skill/lock') };

/** An offline planning-daily run without a terminal or --yes: its answers stay staged in the session. */
async function stagedSession(vault: string, env: Record<string, string>): Promise<{ id: string; path: string }> {
  const run = await runCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', NOW], { env, input: ANSWERS });
  expect(run.exitCode).toBe(0);
  expect(run.stdout + run.stderr).toMatch(/staged/); // not applied: no terminal to confirm on
  const [row] = await sessionRows<{ id: string; path: string }>(env, '--vault', vault);
  return row!;
}

/** The one line a refusal prints: no stack, nothing else. */
function oneLineRefusal(r: { exitCode: number | undefined; stderr: string }, pattern: RegExp): void {
  expect(r.exitCode).toBe(2);
  expect(r.stderr.split('\n')[0]).toMatch(pattern);
  expect(r.stderr).not.toMatch(/\n\s+at /);
}

function editJson(file: string, edit: (value: Record<string, unknown>) => void): void {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(value);
  writeFileSync(file, JSON.stringify(value, null, 2));
}

describe('a session id is never a path', () => {
  it('refuses a folder outside the session root, and `sessions path ../../etc`, in one line', async () => {
    const env = sharedSessionEnv();
    const vault = copyOfSampleVault();
    const other = copyOfSampleVault();
    const session = await stagedSession(other, env);
    // A copy of a real session anywhere on the disk, naming the other vault: what the adversarial pass applied.
    const planted = join(tempDir('planted-'), 'any', 'folder');
    mkdirSync(dirname(planted), { recursive: true });
    cpSync(session.path, planted, { recursive: true });
    const [vaultBefore, otherBefore] = [snapshotVault(vault, unlocked), snapshotVault(other, unlocked)];
    const cwd = tempDir('cwd-');
    const applied = await runCli(['sessions', 'apply', relative(cwd, planted), '--vault', vault, '--yes'], { env, cwd });
    oneLineRefusal(applied, /^skill: “\.\.\/[^”]*” is not a session id: an id is letters, digits, dots and hyphens, never a path \(/);
    expect(snapshotVault(vault, unlocked)).toEqual(vaultBefore);
    expect(snapshotVault(other, unlocked)).toEqual(otherBefore);
    for (const ref of ['../../etc', '/etc', '.']) {
      const path = await runInProcess(['sessions', 'path', ref], { env });
      oneLineRefusal(path, /is not a session id/);
      expect(path.stdout).toBe('');
    }
  });
});

describe('a session writes only into the vault the command runs against', () => {
  it('a vault copied with `cp -a` is not the one the session was made for: refused naming both, written with --vault-moved', async () => {
    const env = sharedSessionEnv();
    const old = copyOfSampleVault();
    const { id } = await stagedSession(old, env);
    const copy = join(tempDir('copied-'), 'vault');
    execFileSync('cp', ['-a', old, copy]);
    const [oldBefore, copyBefore] = [snapshotVault(old, unlocked), snapshotVault(copy, unlocked)];

    const refused = await runCli(['sessions', 'apply', id, '--vault', copy, '--yes'], { env });
    oneLineRefusal(refused, new RegExp(`^skill: session ${id} was made for the vault ${old}, not ${copy} \\(`));
    expect(refused.stderr).toContain('--vault-moved');
    expect(snapshotVault(old, unlocked)).toEqual(oldBefore);
    expect(snapshotVault(copy, unlocked)).toEqual(copyBefore);

    const moved = await runCli(['sessions', 'apply', id, '--vault', copy, '--vault-moved', '--yes'], { env });
    expect(moved.exitCode).toBe(0);
    expect(readFileSync(join(copy, TODAY), 'utf8')).not.toBe(copyBefore.get(TODAY));
    expect(readFileSync(join(copy, TODAY), 'utf8')).toContain('Design review');
    expect(snapshotVault(old, unlocked)).toEqual(oldBefore);

    // Its undo goes into the copy too, and only there; without the flag it is refused the same way.
    oneLineRefusal(await runCli(['sessions', 'restore', id, '--vault', copy, '--yes'], { env }), /was made for the vault/);
    const restored = await runCli(['sessions', 'restore', id, '--vault', copy, '--vault-moved', '--yes'], { env });
    expect(restored.exitCode).toBe(0);
    expect(snapshotVault(copy, unlocked)).toEqual(copyBefore);
    expect(snapshotVault(old, unlocked)).toEqual(oldBefore);
  });

  it('refuses session.json and staging manifests edited to point at another vault or note, and writes nothing', async () => {
    const env = sharedSessionEnv();
    const vault = copyOfSampleVault();
    const victim = copyOfSampleVault();
    const { id, path } = await stagedSession(vault, env);
    const [vaultBefore, victimBefore] = [snapshotVault(vault, unlocked), snapshotVault(victim, unlocked)];
    const unchanged = () => {
      expect(snapshotVault(vault, unlocked)).toEqual(vaultBefore);
      expect(snapshotVault(victim, unlocked)).toEqual(victimBefore);
    };
    const state = join(path, 'session.json');
    const manifest = join(path, 'staged', 'manifest.json');
    const [stateText, manifestText] = [readFileSync(state, 'utf8'), readFileSync(manifest, 'utf8')];

    // session.json's vault edited: the command's own vault is not followed elsewhere, and the edit is refused.
    editJson(state, (s) => {
      s.vault = victim;
    });
    oneLineRefusal(
      await runCli(['sessions', 'apply', id, '--vault', vault, '--yes'], { env }),
      /session\.json names the vault .* not the vault the session was made for/,
    );
    oneLineRefusal(await runCli(['sessions', 'apply', id, '--vault', victim, '--yes'], { env }), /session\.json names the vault/);
    unchanged();
    writeFileSync(state, stateText);

    // The manifest's vault, then a change's absolute path, edited to the other vault's note.
    editJson(manifest, (m) => {
      m.vault = victim;
    });
    oneLineRefusal(await runCli(['sessions', 'apply', id, '--vault', vault, '--yes'], { env }), /staged\/manifest\.json names the vault/);
    writeFileSync(manifest, manifestText);
    editJson(manifest, (m) => {
      (m.changes as { path: string }[])[0]!.path = join(victim, TODAY);
    });
    oneLineRefusal(
      await runCli(['sessions', 'apply', id, '--vault', vault, '--yes'], { env }),
      new RegExp(`records ${join(victim, TODAY)} for ${TODAY}, which is not that note of ${vault}`),
    );
    writeFileSync(manifest, manifestText);
    unchanged();
    writeFileSync(manifest, manifestText);

    // Applied for real, then the journal's and session.json's records of the write edited before a restore.
    expect((await runCli(['sessions', 'apply', id, '--vault', vault, '--yes'], { env })).exitCode).toBe(0);
    const written = snapshotVault(vault, unlocked);
    const journal = join(path, 'backups', 'writes.jsonl');
    const journalText = readFileSync(journal, 'utf8');
    writeFileSync(journal, journalText.split(join(vault, TODAY)).join(join(victim, TODAY)));
    editJson(state, (s) => {
      for (const w of s.writes as { path: string }[]) w.path = w.path.replace(vault, victim);
    });
    oneLineRefusal(await runCli(['sessions', 'restore', id, '--vault', vault, '--yes'], { env }), /which is not that note of/);
    expect(snapshotVault(vault, unlocked)).toEqual(written);
    expect(snapshotVault(victim, unlocked)).toEqual(victimBefore);
    // A backup path edited to name a file outside the session is not read into the note.
    writeFileSync(journal, journalText.replace(/"backup":"[^"]+"/g, `"backup":${JSON.stringify(join(victim, TODAY))}`));
    editJson(state, (s) => {
      for (const w of s.writes as { backup?: string }[]) if (w.backup) w.backup = join(victim, TODAY);
    });
    oneLineRefusal(
      await runCli(['sessions', 'restore', id, '--vault', vault, '--yes'], { env }),
      /records the backup .* not in the session's backups\//,
    );
    expect(snapshotVault(vault, unlocked)).toEqual(written);
    // A note's vault-relative name edited to climb out: refused even with --vault-moved, where no absolute path is
    // compared (else the preview would show the file it names).
    writeFileSync(journal, journalText.split(`"relative":"${TODAY}"`).join('"relative":"../../outside.md"'));
    editJson(state, (s) => {
      for (const w of s.writes as { relative: string }[]) w.relative = '../../outside.md';
    });
    const climbed = await runCli(['sessions', 'restore', id, '--vault', victim, '--vault-moved', '--yes'], { env });
    oneLineRefusal(climbed, /records the note "\.\.\/\.\.\/outside\.md", which is not a path inside a vault/);
    expect(climbed.stdout).toBe('');
    expect(snapshotVault(vault, unlocked)).toEqual(written);
    expect(snapshotVault(victim, unlocked)).toEqual(victimBefore);
  });
});
