/**
 * Retention never deletes the only copy of text the person wrote (issue 24, item 2): text a forced restore
 * displaced, and a backup holding the only copy of a hand-written note a later run overwrote, survive `sessions
 * clean` (no terminal, and --yes) and the automatic clean of a plain run; `skill sessions` says how many such copies
 * are kept, their size and how to delete one; only `sessions clean <id> --yes` deletes them. The real CLI on a copy
 * of the sample vault, with kept copies old at once (`keep_undo: 1ms`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, sessionRows, sharedSessionEnv } from '../support/cli.js';
import { sessionDirs } from '../support/reliability.js';
import { copyOfSampleVault } from '../support/tmp.js';

const NOW = '2026-11-22T09:00';
const TODAY = '00_Brain/Captive/Today.md';
const HAND_WRITTEN = '1. Send the cut-over runbook to [[Priya Natarajan]].';

interface Row {
  id: string;
  kept: string | null;
  only_copy: { files: number; bytes: number } | null;
}

/** The sample vault with kept copies old as soon as they are made, and `keep` sessions under the temp dir. */
function vaultWith(keep: number): string {
  const vault = copyOfSampleVault();
  const file = join(vault, '.skill/config.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^sessions:\n {2}keep: 10\n?/m, `sessions:\n  keep: ${keep}\n  keep_undo: 1ms\n`));
  return vault;
}

const planDaily = (vault: string, env: Record<string, string>, energy: string) =>
  runCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', NOW, '--yes'], {
    env,
    input: `${energy}\nRunbook\nDesign review\n9-11\nPatient\n`,
  });

// Several real runs each: on this shared 2-core machine they can take longer than the default 20 s.
describe('retention and the only copy of text', { timeout: 60_000 }, () => {
  it('a --prepare run removes the sessions past retention, and writes its session.json once with its end', async () => {
    const vault = vaultWith(1);
    const env = sharedSessionEnv();
    const prepare = () => runCli(['run', 'planning-daily', '--vault', vault, '--now', NOW, '--prepare'], { env });
    const first = await prepare();
    expect(first.exitCode, first.stderr).toBe(0);
    const second = await prepare();
    expect(second.exitCode, second.stderr).toBe(0);
    expect(existsSync(first.stdout.trim())).toBe(false);
    expect(sessionDirs(env.SKILL_SESSION_ROOT!)).toEqual([second.stdout.trim()]);
    const state = JSON.parse(readFileSync(join(second.stdout.trim(), 'session.json'), 'utf8'));
    expect(state).toMatchObject({ status: 'prepared', mode: 'prepare', endedAt: expect.any(String), durationMs: expect.any(Number) });
  });

  it('keeps what a forced restore displaced until a command names its session with --yes', async () => {
    const env = sharedSessionEnv();
    const vault = vaultWith(10);
    expect((await planDaily(vault, env, 'High')).exitCode).toBe(0);
    const [{ id }] = (await sessionRows<Row>(env, '--vault', vault)) as [Row];
    // The person writes in the note, then the session is restored anyway: their words go to backups/displaced/.
    const mine = `${readFileSync(join(vault, TODAY), 'utf8')}\nWords I wrote after the ritual.\n`;
    writeFileSync(join(vault, TODAY), mine);
    const restored = await runCli(['sessions', 'restore', id, '--force', '--yes', '--vault', vault], { env });
    expect(restored.stdout).toContain('its content was kept at');
    const [{ kept }] = (await sessionRows<Row>(env, '--vault', vault)) as [Row];
    const displaced = join(kept!, 'backups', 'displaced', TODAY);
    expect(readFileSync(displaced, 'utf8')).toBe(mine);

    for (const flags of [[], ['--yes']]) {
      const clean = await runCli(['sessions', 'clean', '--keep', '0', '--vault', vault, ...flags], { env });
      expect(clean.exitCode, clean.stderr).toBe(0);
      expect(clean.stdout).not.toContain('removed 1 kept copy');
      expect(clean.stdout).toContain(
        `1 kept session past its age keeps the only copy of text found nowhere else (${Buffer.byteLength(mine)} B: text a forced restore displaced, staged changes never applied, or backups of text no longer in the vault verbatim); retention never deletes it:\n  ${id}: ${TODAY} (displaced)\nTo delete one, and that text with it: \``,
      );
      expect(clean.stdout).toContain('skill sessions clean <id> --yes`.');
      expect(readFileSync(displaced, 'utf8')).toBe(mine);
    }

    const list = await runCli(['sessions', '--vault', vault], { env });
    expect(list.stdout).toContain(`1 session keeps the only copy of text found nowhere else (${Buffer.byteLength(mine)} B:`);
    const [row] = await sessionRows<Row>(env, '--vault', vault);
    expect(row!.only_copy).toEqual({ files: 1, bytes: Buffer.byteLength(mine) });

    // Named, but no terminal and no --yes: nothing it would have asked about is deleted.
    const unasked = await runCli(['sessions', 'clean', id], { env });
    expect(unasked.exitCode).toBe(2);
    expect(unasked.stdout).toContain(
      `Removing it deletes:\n  ${id}: the only copy of text found nowhere else (${Buffer.byteLength(mine)} B: ${TODAY} (displaced))`,
    );
    expect(unasked.stderr).toMatch(
      new RegExp(
        `^skill: no terminal to confirm on and no --yes: nothing was removed \\(to remove: .*skill sessions clean ${id} --yes\\)$`,
      ),
    );
    expect(existsSync(displaced)).toBe(true);

    const named = await runCli(['sessions', 'clean', id, '--yes'], { env });
    expect(named.exitCode, named.stderr).toBe(0);
    expect(named.stdout).toContain(`Removed 1 session: ${id}.`);
    expect(existsSync(kept!)).toBe(false);
  });

  it('keeps the only backup of a hand-written note that later runs overwrote, through their automatic clean', async () => {
    const env = sharedSessionEnv();
    const vault = vaultWith(1);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toContain(HAND_WRITTEN);
    expect((await planDaily(vault, env, 'High')).exitCode).toBe(0);
    const [first] = await sessionRows<Row>(env, '--vault', vault);
    // Each later run retires the one before (keep: 1) and judges the kept copies past their age (all of them).
    expect((await planDaily(vault, env, 'Low')).exitCode).toBe(0);
    expect(readFileSync(join(vault, TODAY), 'utf8')).not.toContain(HAND_WRITTEN);
    // A plain run's own clean: Today.md is no longer as the first session wrote it, so its undo is not needed.
    expect((await runCli(['run', 'planning-daily', '--vault', vault, '--now', NOW, '--prepare'], { env })).exitCode).toBe(0);

    const rows = await sessionRows<Row>(env, '--vault', vault);
    const kept = rows.find((r) => r.id === first!.id)?.kept;
    expect(kept, "the first session's kept copy was deleted").toBeTruthy();
    expect(readFileSync(join(kept!, 'backups', TODAY), 'utf8')).toContain(HAND_WRITTEN);
    expect(rows.find((r) => r.id === first!.id)!.only_copy).toMatchObject({ files: 1 });
  });
  it('keeps a backup whose lines the note now holds only reordered or re-spaced; lets one go whose text the note holds verbatim', async () => {
    const env = sharedSessionEnv();
    const vault = vaultWith(1);
    expect((await planDaily(vault, env, 'High')).exitCode).toBe(0);
    const [{ id }] = (await sessionRows<Row>(env, '--vault', vault)) as [Row];
    const clean = () => runCli(['sessions', 'clean', '--keep', '0', '--vault', vault], { env });
    expect((await clean()).exitCode).toBe(0); // retires the session to its kept copy
    const [{ kept }] = (await sessionRows<Row>(env, '--vault', vault)) as [Row];
    const backup = readFileSync(join(kept!, 'backups', TODAY), 'utf8');
    const lines = backup.split('\n').filter((l) => l.trim() !== '');
    // Every line is still in the note, in another order, duplicates and blank lines gone: the wording is not.
    const variants = { reordered: [...lines].reverse().join('\n'), respaced: [...new Set(lines)].map((l) => `${l}  `).join('\n') };
    for (const [what, text] of Object.entries(variants)) {
      expect(text, what).not.toContain(backup);
      writeFileSync(join(vault, TODAY), text);
      const out = await clean();
      expect(out.exitCode, out.stderr).toBe(0);
      expect(out.stdout, what).toContain(`  ${id}: ${TODAY}\n`);
      expect(existsSync(join(kept!, 'backups', TODAY)), what).toBe(true);
    }
    // Named without --yes, its staged changes are said as what they were: applied (only their copy goes).
    const named = await runCli(['sessions', 'clean', id], { env });
    expect(named.stdout).toContain('the staged copy of changes it applied');
    expect(named.stdout).not.toContain('not applied');
    // An append: the note now starts with the backup's text (CRLF line endings aside), so nothing is lost.
    writeFileSync(join(vault, TODAY), `${backup}\nA line added later.\n`.replace(/\n/g, '\r\n'));
    const out = await clean();
    expect(out.stdout).toContain('removed 1 kept copy');
    expect(existsSync(kept!)).toBe(false);
  });

  it('keeps staged changes never applied until a command names their session with --yes', async () => {
    const env = sharedSessionEnv();
    const vault = vaultWith(1);
    // No terminal and no --yes: the answers are staged, not written.
    const run = await runCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', NOW], {
      env,
      input: 'High\nRunbook\nDesign review\n9-11\nPatient\n',
    });
    expect(run.stdout).toMatch(/nothing was written/i);
    const [{ id }] = (await sessionRows<Row>(env, '--vault', vault)) as [Row];
    for (const flags of [[], ['--yes']]) {
      const clean = await runCli(['sessions', 'clean', '--keep', '0', '--vault', vault, ...flags], { env });
      expect(clean.exitCode, clean.stderr).toBe(0);
      expect(clean.stdout).toContain(`  ${id}: ${TODAY} (staged, not applied)\n`);
    }
    const [row] = await sessionRows<Row>(env, '--vault', vault);
    expect(row!.only_copy).toMatchObject({ files: 1 });
    const staged = readFileSync(join(row!.kept!, 'staged', 'after', TODAY), 'utf8');
    expect(staged).toContain('Runbook');

    const unasked = await runCli(['sessions', 'clean', id], { env });
    expect(unasked.exitCode).toBe(2);
    expect(unasked.stdout).toContain(`changes staged and not applied (${TODAY})`);
    const named = await runCli(['sessions', 'clean', id, '--yes'], { env });
    expect(named.exitCode, named.stderr).toBe(0);
    expect(existsSync(row!.kept!)).toBe(false);
  });

  /** A session of a plain --prepare run (nothing staged), and its folder. */
  async function preparedSession(env: Record<string, string>, vault: string): Promise<{ id: string; folder: string }> {
    expect((await runCli(['run', 'planning-daily', '--vault', vault, '--now', NOW, '--prepare'], { env })).exitCode).toBe(0);
    const [{ id }] = (await sessionRows<Row>(env, '--vault', vault)) as [Row];
    return { id, folder: (await runCli(['sessions', 'path', id, '--vault', vault], { env })).stdout.trim() };
  }

  it('removes nothing a command holding the vault lock may be reading: busy', async () => {
    const env = sharedSessionEnv();
    const vault = vaultWith(10);
    const { id, folder } = await preparedSession(env, vault);
    // The lock a `sessions apply` holds, as it writes it, held by this (live) process.
    const lock = join(vault, '.skill', 'lock');
    writeFileSync(
      lock,
      JSON.stringify({ pid: process.pid, host: hostname(), owner: 'sessions-apply', started: new Date().toISOString(), token: 'held' }),
    );
    const busy = await runCli(['sessions', 'clean', id, '--yes'], { env });
    expect(busy.exitCode).toBe(2);
    expect(busy.stderr).toMatch(
      new RegExp(`^skill: busy: process ${process.pid} \\(sessions-apply\\) holds .*; nothing was removed \\(.*\\)\n?$`),
    );
    expect(existsSync(folder)).toBe(true);
    expect(readFileSync(lock, 'utf8')).toContain('"held"');
  });

  it("removes nothing while the vault's config.yaml is wrong, naming its line", async () => {
    const env = sharedSessionEnv();
    const vault = vaultWith(10);
    const { folder } = await preparedSession(env, vault);
    const config = join(vault, '.skill/config.yaml');
    writeFileSync(config, readFileSync(config, 'utf8').replace('keep_undo:', 'kep_undo:'));
    const wrong = await runCli(['sessions', 'clean', '--keep', '0', '--vault', vault], { env });
    expect(wrong.exitCode).toBe(2);
    expect(wrong.stderr).toMatch(/^skill: .*config\.yaml:\d+: sessions\.kep_undo: unknown key.*\n?$/);
    expect(existsSync(folder)).toBe(true);
  });
});

describe('a run that changes nothing stages nothing', () => {
  it('the same answers twice: the second run says so, writes nothing, and is not listed as keeping staged changes (adversarial pass 2, f39)', async () => {
    // Before: "+0 −0 (no changes)", then `skill sessions` listed the run as WRITES 1 / KEPT staged, and
    // `sessions clean <id>` refused to delete "changes staged and not applied".
    const env = sharedSessionEnv();
    const vault = vaultWith(10);
    expect((await planDaily(vault, env, 'High')).exitCode).toBe(0);
    const again = await planDaily(vault, env, 'High');
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stdout).toContain(`Nothing to write: ${TODAY} already says this.`);
    expect(again.stdout).not.toContain('+0 −0');
    const rows = await sessionRows<Row & { writes: number; kept_holds: string }>(env, '--vault', vault);
    expect(rows.map((r) => [r.writes, r.kept_holds])).toEqual([
      [0, '-'],
      [1, 'undo'],
    ]);
  });
});
