/**
 * Sessions that break mid-way (issue 24, item 7): `sessions restore` killed with SIGKILL after putting one note
 * back and before session.json records it is settled from its journal, not left saying it holds the undo; a
 * session.json without `target` is listed as unreadable, not an internal error for the whole listing. The real CLI,
 * Claude as the local stub (a ritual writing two notes), a real pty for the confirmation.
 */
import { execa } from 'execa';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reply, type ScriptFunction } from '../support/anthropic-stub.js';
import { cliEnv, runCli, sessionRows, sharedSessionEnv } from '../support/cli.js';
import { startOnPty } from '../support/pty.js';
import { CANARY, useAnthropicStub } from '../support/reliability.js';
import { isWriteRequest, ritualScript, writeTargets } from '../support/ritual-stub.js';
import { copyOfSampleVault, REPO } from '../support/tmp.js';
import { snapshotVault } from '../support/vault-snapshot.js';

const NOW = '2026-11-22T09:00';
const TODAY = '00_Brain/Captive/Today.md';
const WEEK = '00_Brain/Captive/Week.md';
const unlocked = { exclude: (rel: string) => rel.startsWith('.skill/lock') };

const stub = useAnthropicStub();

/** The write subagent replaces both notes, one tool call each; the inline part is the usual script. */
function replaceBoth(): ScriptFunction {
  const inline = ritualScript({ note: '' });
  return (req) => {
    if (!isWriteRequest(req)) return inline(req);
    const [today, week] = writeTargets(req);
    const calls = (JSON.stringify(req.body.messages).match(/"tool_result"/g) ?? []).length;
    if (calls === 0) return reply.toolUse('replace_note', { path: today, content: '# Monday\n\nRunbook review.\n' });
    if (calls === 1) return reply.toolUse('replace_note', { path: week, content: '# Week\n\nCut-over.\n' });
    return reply.text('Staged both.');
  };
}

interface Row {
  id: string;
  status: string;
  kept_holds: string;
  restored_at: string | null;
}

describe('a restore killed before it records what it did', () => {
  it('is settled from its journal: the note it put back counts as undone, and a second restore finishes the job', async () => {
    const vault = copyOfSampleVault();
    const original = snapshotVault(vault, unlocked);
    const weekBefore = readFileSync(join(vault, WEEK), 'utf8');
    const env = cliEnv({ ...sharedSessionEnv(), ANTHROPIC_API_KEY: CANARY, ANTHROPIC_BASE_URL: stub().url });
    stub().script(replaceBoth());
    const run = await runCli(
      ['run', join(REPO, 'fixtures', 'rituals', 'two-notes'), 'next', 'monday', '--vault', vault, '--now', NOW, '--yes'],
      { env, input: '/done\n' },
    );
    expect(run.exitCode, run.stderr).toBe(0);
    const [{ id }] = (await sessionRows<Row>(env, '--vault', vault)) as [Row];

    // The restore goes newest first: Week.md, then Today.md. A FIFO in place of Today.md's backup holds it between
    // the two, after the confirmation (the preview has read the real backup); opening its other end says it got there.
    const pty = startOnPty(['sessions', 'restore', id, '--vault', vault], env);
    await pty.waitFor('Restore 2 notes as they were before');
    const dir = (await sessionRows<{ id: string; path: string }>(env, '--vault', vault))[0]!.path;
    const backup = join(dir, 'backups', TODAY);
    renameSync(backup, `${backup}.real`);
    await execa('mkfifo', ['-m', '600', backup]);
    pty.type('y\n');
    const held = await open(backup, 'w');
    expect(readFileSync(join(vault, WEEK), 'utf8')).toBe(weekBefore); // put back before the kill
    const lock = JSON.parse(readFileSync(join(vault, '.skill', 'lock'), 'utf8')) as { pid: number };
    process.kill(lock.pid, 'SIGKILL');
    await held.close();
    await pty.child;
    rmSync(backup);
    renameSync(`${backup}.real`, backup);

    // session.json never heard of it; the journal did.
    expect(JSON.parse(readFileSync(join(dir, 'session.json'), 'utf8')).restores).toBeUndefined();
    const [row] = (await sessionRows<Row>(env, '--vault', vault)) as [Row];
    expect(row.kept_holds).toBe('part undone');
    expect(row.restored_at).not.toBeNull();
    const show = await runCli(['sessions', 'show', id], { env });
    expect(show.stdout).toMatch(/restored .* \(sessions restore, stopped before recording it: known from its journal\): 1 note put back/);
    expect(show.stdout).toMatch(new RegExp(`updated ${WEEK} — undone `));
    expect(show.stdout).not.toMatch(new RegExp(`updated ${TODAY} — undone`));

    const again = await runCli(['sessions', 'restore', id, '--yes', '--vault', vault], { env });
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stdout).toContain(`✓ restored ${TODAY}`);
    expect(snapshotVault(vault, unlocked)).toEqual(original);
    const restores = JSON.parse(readFileSync(join(dir, 'session.json'), 'utf8')).restores as {
      notes: { relative: string; action: string; reason?: string }[];
    }[];
    expect(restores.map((r) => r.notes.map((n) => [n.relative, n.action]))).toEqual([
      [[WEEK, 'restored']],
      [
        [TODAY, 'restored'],
        [WEEK, 'unchanged'],
      ],
    ]);
    expect(((await sessionRows<Row>(env, '--vault', vault)) as [Row])[0].kept_holds).toBe('undone');
  });
});

describe('a session.json without `target`', () => {
  it('is listed as unreadable; the other sessions are listed as before', async () => {
    const vault = copyOfSampleVault();
    const env = sharedSessionEnv();
    for (let i = 0; i < 2; i++)
      expect((await runCli(['run', 'planning-daily', '--vault', vault, '--now', NOW, '--prepare'], { env })).exitCode).toBe(0);
    const [newest, older] = await sessionRows<{ id: string; path: string; status: string }>(env, '--vault', vault);
    const file = join(older!.path, 'session.json');
    const { target: _dropped, ...rest } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify(rest));

    const list = await runCli(['sessions', '--vault', vault], { env });
    expect(list.exitCode, list.stderr).toBe(0);
    expect(list.stderr).toBe('');
    expect(list.stdout).toMatch(new RegExp(`${newest!.id}\\s+planning-daily\\s+2026-11-22\\s+prepared`));
    expect(list.stdout).toMatch(new RegExp(`${older!.id}\\s+\\?\\s+\\?\\s+unreadable`));
    expect((await sessionRows<{ id: string; status: string }>(env, '--vault', vault)).map((r) => r.status)).toEqual([
      'prepared',
      'unreadable',
    ]);
    const show = await runCli(['sessions', 'show', older!.id], { env });
    expect(show.exitCode, show.stderr).toBe(0);
    expect(show.stdout).toContain('(session.json is missing or unreadable)');
  });
});
