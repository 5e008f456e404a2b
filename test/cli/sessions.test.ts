import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEnv, runCli, runInProcess, sharedSessionEnv } from '../support/cli.js';
import { startCli } from '../support/live-cli.js';
import { copyOfSampleVault, tempDir } from '../support/tmp.js';
import { snapshotVault } from '../support/vault-snapshot.js';
import { vaultKey } from '../../src/session/root.js';

const NOW = '2026-11-22T09:00';
const TODAY = '00_Brain/Captive/Today.md';

async function offlineRun(
  vault: string,
  env: Record<string, string>,
  flags: string[],
  answers = 'High\nRunbook\nDesign review\n9-11\nPatient\n',
) {
  return runCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', NOW, ...flags], { env, input: answers });
}

describe('skill sessions on real sessions', () => {
  it('lists, shows, prints the path of and cleans sessions', async () => {
    const vault = copyOfSampleVault();
    const env = sharedSessionEnv();
    await runCli(['run', 'weekly-review', 'last', 'week', '--vault', vault, '--now', NOW, '--prepare'], { env });
    const planned = await offlineRun(vault, env, ['--yes']);
    expect(planned.exitCode, planned.stderr).toBe(0);

    // What the sessions commands print, through the CLI's entry in this process (no Node start per look); the runs and
    // the clean, which lock and delete, go through bin/skill.
    const list = await runInProcess(['sessions', 'list', '--json', '--vault', vault], { env });
    const rows = JSON.parse(list.stdout).sessions as {
      id: string;
      ritual: string;
      status: string;
      writes: number;
      target: string;
      vault: string;
      kept_holds: string;
    }[];
    expect(rows.map((r) => [r.ritual, r.status, r.writes, r.target, r.vault, r.kept_holds])).toEqual([
      ['planning-daily', 'done', 1, '2026-11-23', vault, 'undo'],
      ['weekly-review', 'prepared', 0, '2026-W46', vault, '-'],
    ]);
    // One vault's list says its name once; every vault's has a column for it.
    const table = await runInProcess(['sessions', '--vault', vault], { env });
    expect(table.stdout.split('\n').slice(0, 2)).toEqual([
      `Sessions of ${vault} (--all for every vault's):`,
      expect.stringMatching(/^ID\s+RITUAL\s+TARGET\s+STATUS\s+STARTED\s+TOOK\s+COST\s+WRITES\s+KEPT$/),
    ]);
    const all = await runInProcess(['sessions', '--all'], { env });
    expect(all.stdout.split('\n')[0]).toMatch(/^VAULT\s+ID\s+RITUAL/);
    expect(all.stdout.split('\n')[1]!.startsWith(vault)).toBe(true);

    const path = await runInProcess(['sessions', 'path', 'last', '--vault', vault], { env });
    expect(path.stdout.trim()).toBe(join(env.SKILL_SESSION_ROOT!, vaultKey(vault), rows[0]!.id));

    const show = await runInProcess(['sessions', 'show', rows[1]!.id.slice(-6)], { env });
    expect(show.exitCode, show.stderr).toBe(0);
    expect(show.stdout).toContain('gather timeline:');
    expect(show.stdout).toMatch(/◀ slowest/);
    // The marks memory.md gives: four of the week's five daily notes is a partial result, ⚠, not ✓.
    expect(show.stdout).toMatch(/^ {2}⚠ daily-notes +resolve-references#daily-notes \(need 2\) — 4 of 5 found$/m);
    expect(show.stdout).toContain('/2026-11-12.md ✗ (no note for this day)');
    expect(show.stdout).toContain('# Session Memory: weekly-review (2026-W46)');
    const shown = await runInProcess(['sessions', 'show', 'last'], { env });
    expect(shown.stdout).toContain(`updated ${TODAY}`);
    expect(shown.stdout).toMatch(/^ {2}⚠ people +resolve-references#people \(need 6\) — 1 of 2 people found$/m);
    expect(shown.stdout).toMatch(/^ {2}✓ calendar /m);

    const clean = await runCli(['sessions', 'clean', '--keep', '1', '--vault', vault], { env });
    expect(clean.stdout).toContain(`${vault}: removed 1 session (kept the newest 1 under 30 days old, and any still running)`);
    expect(existsSync(join(env.SKILL_SESSION_ROOT!, vaultKey(vault), rows[1]!.id))).toBe(false);
    expect(existsSync(join(env.SKILL_SESSION_ROOT!, vaultKey(vault), rows[0]!.id))).toBe(true);
  });

  it('says which id it could not find, with exit code 2', async () => {
    const env = sharedSessionEnv();
    const r = await runCli(['sessions', 'show', 'nope'], { env });
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('applies what a session staged, later', async () => {
    const vault = copyOfSampleVault();
    const env = sharedSessionEnv();
    const staged = await offlineRun(vault, env, []);
    expect(staged.stdout).toContain('nothing was written');
    const id = /skill sessions apply (\S+)/.exec(staged.stdout)![1]!;
    const before = snapshotVault(vault);
    // Without a terminal and without --yes nothing is applied: an error (exit 2) that says how to apply.
    const noTerminal = await runCli(['sessions', 'apply', id, '--vault', vault], { env });
    expect(noTerminal.exitCode).toBe(2);
    expect(noTerminal.stdout).toContain(`${TODAY}: +17 −11`);
    expect(noTerminal.stderr).toBe(
      `skill: no terminal to confirm on and no --yes: nothing was written (to apply it: node bin/skill sessions apply ${id} --vault ${vault} --yes)`,
    );
    expect(snapshotVault(vault)).toEqual(before);
    const applied = await runCli(['sessions', 'apply', id, '--yes', '--vault', vault], { env });
    expect(applied.exitCode, applied.stderr).toBe(0);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toContain('### What is your leadership intention for today?\n\nPatient');
    const state = JSON.parse(readFileSync(join(env.SKILL_SESSION_ROOT!, vaultKey(vault), id, 'session.json'), 'utf8'));
    expect(state.status).toBe('done');
    expect(state.writes.map((w: { action: string }) => w.action)).toEqual(['updated']);
  });

  it('restores the notes an applied session changed', async () => {
    const vault = copyOfSampleVault();
    const env = sharedSessionEnv();
    const original = snapshotVault(vault);
    const run = await offlineRun(vault, env, ['--yes']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(snapshotVault(vault)).not.toEqual(original);
    const dry = await runCli(['sessions', 'restore', 'last', '--dry-run', '--vault', vault], { env });
    expect(dry.stdout).toContain(`--- a/${TODAY}`);
    expect(dry.stdout).toContain('+date: 2026-11-20');
    const restored = await runCli(['sessions', 'restore', 'last', '--yes', '--vault', vault], { env });
    expect(restored.exitCode, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`✓ restored ${TODAY}`);
    // Byte-identical again, apart from the lock folder the write created.
    const now = snapshotVault(vault, { exclude: (rel) => rel === '.skill/lock' || rel.startsWith('.skill/lock.') });
    expect(now).toEqual(original);
  });

  it('resumes an interrupted offline run without gathering again, keeping the answers given', async () => {
    const vault = copyOfSampleVault();
    const env = cliEnv(sharedSessionEnv());
    const live = startCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', NOW], env);
    await live.waitFor('(1/5)');
    live.write('High, office\n');
    await live.waitFor('(2/5)');
    live.write('Ship the runbook\n');
    await live.waitFor('(3/5)');
    live.child.kill('SIGINT');
    const stopped = await live.child;
    expect(stopped.exitCode).toBe(130);
    expect(stopped.stderr).toMatch(
      /skill: interrupted \(Ctrl-C\) \(node bin\/skill run --resume skill-planning-daily-\S+ goes on from here, keeping the answers given so far\)/,
    );
    const id = (await runCli(['sessions', 'list', '--json'], { env })).stdout;
    const [row] = JSON.parse(id).sessions as { id: string; status: string }[];
    expect(row!.status).toBe('interrupted');
    const sessionJson = join(env.SKILL_SESSION_ROOT!, vaultKey(vault), row!.id, 'session.json');
    const stateBefore = JSON.parse(readFileSync(sessionJson, 'utf8'));
    expect(stateBefore.stoppedIn).toBe('inline');

    const resumed = await runCli(['run', '--resume', row!.id, '--yes'], { env, input: 'Design review\n9-11\nPatient\n' });
    expect(resumed.exitCode, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain('2 questions were answered before; asking the rest.');
    expect(resumed.stdout).not.toContain('(1/5)');
    // The count is the whole questionnaire's: the third question is still (3/5).
    expect(resumed.stdout).toContain('(3/5) Which meetings need preparation, and what does each one need?\n> Design review\n(4/5)');
    const note = readFileSync(join(vault, TODAY), 'utf8');
    expect(note).toContain('High, office');
    expect(note).toContain('Ship the runbook');
    expect(note).toContain('Patient');
    const stateAfter = JSON.parse(readFileSync(sessionJson, 'utf8'));
    expect(stateAfter.status).toBe('done');
    // Not gathered again: the task timings are the first run's.
    expect(stateAfter.tasks.map((t: { startMs: number }) => t.startMs)).toEqual(
      stateBefore.tasks.map((t: { startMs: number }) => t.startMs),
    );
  });
});

describe('skill new, then check, then an offline run', () => {
  it('scaffolds a ritual that checks clean and runs', async () => {
    const vault = copyOfSampleVault();
    // Scaffolded and checked through the CLI's entry in this process; run through bin/skill.
    const made = await runInProcess(['new', 'evening-pages', '--vault', vault, '--description', 'A short evening note.']);
    expect(made.exitCode, made.stderr).toBe(0);
    const file = join(vault, '.skill/skills/evening-pages/SKILL.md');
    expect(made.stdout.trim()).toBe(file);
    const again = await runInProcess(['new', 'evening-pages', '--vault', vault]);
    expect(again.exitCode).toBe(2);
    expect(again.stderr).toContain('already exists; not overwriting it');

    const check = await runInProcess(['check', 'evening-pages', '--vault', vault, '--json']);
    expect(check.exitCode, check.stdout).toBe(0);
    const report = JSON.parse(check.stdout).rituals[0];
    expect(report.warnings).toBe(0);
    expect(report.needs.every((n: { status: string }) => n.status === 'understood')).toBe(true);
    expect(report.writes).toEqual([
      { sentence: 'Append the answers to Today.md in the vault for this day.', target: join(vault, TODAY), mode: 'append' },
    ]);

    const run = await runCli(['run', 'evening-pages', '--vault', vault, '--now', NOW, '--yes'], { input: 'Shipping\nMeetings\n' });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toContain('### What matters most today?\n\nShipping');
  });

  it('refuses a name that breaks the rules', async () => {
    const r = await runCli(['new', 'Evening_Pages', '--dir', tempDir()]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain('“Evening_Pages” may only use lowercase letters');
  });
});
