/**
 * A full disk (ENOSPC) and a folder the run may not write (EACCES) at apply time, through the real CLI where the
 * machine allows it, chosen at runtime as test/vault/atomic.test.ts does:
 *
 * - ENOSPC: as root, a small tmpfs mounted over the notes' folder (a real full disk); otherwise the injected fs
 *   layer (in process: an ordinary user cannot fill a disk on purpose).
 * - EACCES: as an ordinary user, chmod 0555; as root (which ignores permissions), the CLI run as `nobody` against a
 *   root-owned folder; when neither works, the injected fs layer.
 *
 * After each: exit 1, the note byte-identical, no temp file and no stray backup, the lock released, and
 * session.json saying the run failed and why.
 *
 * The disk of the undo (the state dir, where the kept copy takes the staged changes, the backups and the journal)
 * filling up at each step: as root a tmpfs with a few pages left, otherwise the injected layer on the journal.
 */
import { execa } from 'execa';
import { chmodSync, chownSync, cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyChanges, type WriteRecord } from '../../src/phases/write/apply.js';
import { Stage } from '../../src/phases/write/stage.js';
import { BIN, cliEnv, runCli } from '../support/cli.js';
import { faultyFs } from '../support/faulty-fs.js';
import { expectVaultSafe, offlineRunArgs, onlySession, sessionState } from '../support/reliability.js';
import { copyOfSampleVault, REPO, SAMPLE_VAULT, tempDir } from '../support/tmp.js';
import { startCli } from '../support/live-cli.js';
import { snapshotVault } from '../support/vault-snapshot.js';
import { TEMP_MARKER } from '../../src/vault/atomic.js';
import { canMountTmpfs, isRoot } from '../support/tmpfs.js';

const TODAY = '00_Brain/Captive/Today.md';
const CAPTIVE = '00_Brain/Captive';
const NOBODY = 65534;

/**
 * Makes a folder refuse writes from the CLI mid-test: chmod 0555 for an ordinary user, a read-only bind mount for
 * root (which ignores permissions). Returns the undo, or undefined when neither is possible here.
 */
async function freeze(dir: string): Promise<(() => Promise<void>) | undefined> {
  if (!isRoot) {
    chmodSync(dir, 0o555);
    return async () => chmodSync(dir, 0o755);
  }
  if ((await execa('mount', ['--bind', dir, dir], { reject: false })).exitCode !== 0) return undefined;
  if ((await execa('mount', ['-o', 'remount,ro,bind', dir], { reject: false })).exitCode !== 0) {
    await execa('umount', [dir]);
    return undefined;
  }
  return async () => void (await execa('umount', [dir]));
}

/** The vault stays root's; only .skill/ (for the lock), the session root and the state dir belong to `nobody`. */
function asNobody(vault: string, env: Record<string, string>): void {
  for (const dir of [
    dirname(vault),
    dirname(env.SKILL_SESSION_ROOT!),
    dirname(env.SKILL_CACHE_DIR!),
    dirname(env.XDG_STATE_HOME!),
    dirname(env.XDG_CONFIG_HOME!),
  ])
    chmodSync(dir, 0o755);
  for (const dir of [env.SKILL_SESSION_ROOT!, env.XDG_STATE_HOME!]) {
    mkdirSync(dir, { mode: 0o700 });
    chownSync(dir, NOBODY, NOBODY);
  }
  chownSync(join(vault, '.skill'), NOBODY, NOBODY);
}

async function canRunAsNobody(): Promise<boolean> {
  if (!isRoot) return false;
  const r = await execa(process.execPath, [BIN, '--version'], {
    uid: NOBODY,
    gid: NOBODY,
    reject: false,
    cwd: REPO,
    extendEnv: false,
    env: { PATH: process.env.PATH ?? '' },
  });
  return r.exitCode === 0;
}

/** What the failed write left: the record says why, the session failed, the vault is as it was. */
function expectFailedWrite(record: WriteRecord | undefined, code: string): void {
  expect(record).toMatchObject({ relative: TODAY, action: 'failed', bytes: 0, hashAfter: null });
  expect(record!.reason).toContain(`(${code})`);
  expect(record!.backup).toBeUndefined();
}

/** The injected fall-back: the same apply, with the write step failing as the disk would. */
async function injected(code: string) {
  const vault = copyOfSampleVault();
  const session = tempDir('skill-session-');
  const before = snapshotVault(vault);
  const stage = new Stage({ sessionDir: session, vault, allowed: [join(vault, TODAY)] });
  stage.replace(TODAY, '# changed\n');
  const result = await applyChanges(stage.changes(), ['apply'], {
    sessionDir: session,
    vault,
    fs: faultyFs({ step: 'write', code, when: (p) => p.includes(TEMP_MARKER) }),
  });
  expectFailedWrite(result.records[0], code);
  expectVaultSafe(vault, before);
  expect(readdirSync(join(session, 'backups'))).toEqual(['writes.jsonl']);
}

describe('the disk refuses the write at apply time', () => {
  it('ENOSPC: a full disk under the note — exit 1, note byte-identical, nothing left behind', async () => {
    if (!(await canMountTmpfs())) return injected('ENOSPC');
    const vault = copyOfSampleVault();
    const captive = join(vault, CAPTIVE);
    const saved = join(tempDir('skill-captive-'), 'Captive');
    cpSync(captive, saved, { recursive: true });
    rmSync(captive, { recursive: true });
    mkdirSync(captive);
    await execa('mount', ['-t', 'tmpfs', '-o', 'size=32k,mode=755', 'tmpfs', captive]);
    try {
      cpSync(saved, captive, { recursive: true });
      const before = snapshotVault(vault);
      // One answer of 200 KB: within the Stage's 256 KiB cap per note, far over what the 32 KiB disk holds.
      const big = 'x'.repeat(200 * 1024);
      const r = await runCli(
        ['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', '--yes', '--json'],
        { input: `${big}\n` },
      );
      expect(r.exitCode, r.stderr).toBe(1);
      const out = JSON.parse(r.stdout) as { status: string; writes: { action: string; reason: string }[] };
      expect(out.status).toBe('failed');
      expect(out.writes[0]!.reason).toBe(`could not write ${TODAY}: no space left on the disk (ENOSPC)`);
      expectVaultSafe(vault, before);
      const state = sessionState(onlySession(r.sessionRoot));
      expect(state).toMatchObject({
        status: 'failed',
        stoppedIn: 'write',
        error: `could not write ${TODAY}: no space left on the disk (ENOSPC)`,
      });
      expectFailedWrite(state.writes[0] as WriteRecord, 'ENOSPC');
    } finally {
      await execa('umount', [captive]);
    }
  });

  it('EACCES: a folder the run may not write — said in one line before the first question, exit 1, nothing written', async () => {
    const how = !isRoot ? 'chmod' : (await canRunAsNobody()) ? 'other-user' : 'injected';
    if (how === 'injected') return injected('EACCES');
    const vault = copyOfSampleVault();
    const env = cliEnv();
    const captive = join(vault, CAPTIVE);
    if (how === 'chmod') chmodSync(captive, 0o555);
    else asNobody(vault, env);
    try {
      const before = snapshotVault(vault);
      const r = await execa(
        process.execPath,
        [BIN, 'run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', '--yes', '--json'],
        {
          env,
          extendEnv: false,
          reject: false,
          cwd: REPO,
          input: 'High\n',
          ...(how === 'other-user' ? { uid: NOBODY, gid: NOBODY } : {}),
        },
      );
      expect(r.exitCode, r.stderr).toBe(1);
      // Before the conversation (main ran the questionnaire and showed the diff first): one line naming the folder.
      expect(r.stderr).not.toContain('(1/5)');
      expect(r.stderr.trim().split('\n').at(-1)).toBe(
        `skill: cannot write to ${captive}: permission denied (EACCES); the ritual writes ${TODAY} there (make it writable, or use --dry-run to see the changes without writing them)`,
      );
      expectVaultSafe(vault, before);
      expect(sessionState(onlySession(env.SKILL_SESSION_ROOT!))).toMatchObject({ status: 'failed', stoppedIn: 'write check' });
    } finally {
      if (how === 'chmod') chmodSync(captive, 0o755);
    }
  });

  it('a read-only vault (EROFS) is said before the first question too', async () => {
    const vault = copyOfSampleVault();
    const thaw = await freeze(vault);
    if (!thaw) return; // neither chmod nor a bind mount can make it read-only here: the EACCES case above covers the check
    try {
      const r = await runCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', '--yes'], {
        input: 'High\n',
      });
      expect(r.exitCode, r.stderr).toBe(1);
      expect(r.stdout).not.toContain('(1/5)');
      expect(r.stderr.trim()).toMatch(
        new RegExp(
          `^skill: cannot write to ${join(vault, CAPTIVE)}: (read-only file system \\(EROFS\\)|permission denied \\(EACCES\\)); the ritual writes ${TODAY} there`,
        ),
      );
    } finally {
      await thaw();
    }
  });

  it('a write that still fails after the check keeps the answers staged, says where and how to apply them, and they apply later', async () => {
    const vault = copyOfSampleVault();
    const env = cliEnv();
    const captive = join(vault, CAPTIVE);
    const before = snapshotVault(vault);
    const live = startCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', '--yes'], env);
    await live.waitFor('(1/5)');
    const thaw = await freeze(captive); // the check passed; now the folder refuses
    if (!thaw) {
      live.child.kill('SIGKILL');
      await live.child;
      return; // covered by the EACCES case above when the machine cannot make a folder read-only mid-run
    }
    let done;
    try {
      live.write('Ship the runbook\n');
      live.child.stdin!.end();
      done = await live.child;
    } finally {
      await thaw();
    }
    expect(done.exitCode, live.output()).toBe(1);
    expectVaultSafe(vault, before);
    const dir = onlySession(env.SKILL_SESSION_ROOT!);
    const id = basename(dir);
    const kept = sessionState(dir).kept!;
    expect(live.output()).toContain(
      `That note was not written; the changes stay staged in ${join(dir, 'staged')} (kept in ${join(kept, 'staged')}). Once the cause is fixed, to apply it: node bin/skill sessions apply ${id} --vault ${vault}`,
    );
    const applied = await runCli(['sessions', 'apply', id, '--yes', '--vault', vault], { env });
    expect(applied.exitCode, applied.stderr).toBe(0);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toContain('Ship the runbook');
  });
});

/** What one run with the state dir's disk `free` pages from full ended in. */
type FullDiskEnd = 'written' | 'staging' | 'backup' | 'journal';

/** The offline run with the state dir (kept copies: staged changes, backups, journal) on a tmpfs `free` pages from full. */
async function runWithStateDirFree(free: number): Promise<FullDiskEnd> {
  const vault = copyOfSampleVault();
  const env = cliEnv();
  const state = env.XDG_STATE_HOME!;
  mkdirSync(state);
  await execa('mount', ['-t', 'tmpfs', '-o', 'size=64k,mode=755', 'tmpfs', state]);
  try {
    writeFileSync(join(state, 'filler'), Buffer.alloc((16 - free) * 4096));
    const before = snapshotVault(vault);
    const r = await execa(process.execPath, [BIN, ...offlineRunArgs(vault, ['--yes', '--json'])], {
      env,
      extendEnv: false,
      reject: false,
      cwd: REPO,
      input: 'High\n',
    });
    expect(r.stderr, 'a stack trace').not.toMatch(/^\s+at /m);
    const out = JSON.parse(r.stdout) as { error?: { message: string }; writes?: { action: string; reason?: string }[] };
    if (r.exitCode === 0) {
      expect(out.writes?.map((w) => w.action)).toEqual(['updated']);
      const kept = sessionState(onlySession(env.SKILL_SESSION_ROOT!)).kept!;
      expect(readFileSync(join(kept, 'backups', TODAY))).toEqual(readFileSync(join(SAMPLE_VAULT, TODAY)));
      return 'written';
    }
    expect(r.exitCode, r.stdout).toBe(1);
    expectVaultSafe(vault, before);
    const why = out.error?.message ?? out.writes?.[0]?.reason ?? '';
    expect(why, 'one line naming a file of the state dir').toMatch(
      new RegExp(`^[^\n]*${state}/[^\n]* no space left on the disk \\(ENOSPC\\)`),
    );
    if (why.startsWith('cannot keep the staged changes: could not write ')) return 'staging';
    if (why.startsWith('backup not kept in ')) return 'backup';
    expect(why).toMatch(/^write not recorded in \S+\/backups\/writes\.jsonl, note left alone: /);
    return 'journal';
  } finally {
    await execa('umount', [state]);
  }
}

describe('the disk of the undo fills up', () => {
  it('ENOSPC while staging, keeping the backup or journaling the intent: no vault write, one line naming the file, exit 1', async () => {
    if (!(await canMountTmpfs())) return injectedJournal();
    // The points at which the state dir runs out, from nearly full to roomy, in 4 KiB pages free on its disk. Measured
    // (2026-11): 2-5 free stop while staging, 6 at the kept backup, 7 at the journal's intent, 8 and more write.
    const ends: FullDiskEnd[] = [];
    for (const frees of [
      [4, 5, 6],
      [7, 8, 9],
    ])
      ends.push(...(await Promise.all(frees.map(runWithStateDirFree))));
    // Less room never gets further: the ends come in the order of the run's steps.
    const order: FullDiskEnd[] = ['staging', 'backup', 'journal', 'written'];
    expect(ends.map((e) => order.indexOf(e))).toEqual([...ends.map((e) => order.indexOf(e))].sort((a, b) => a - b));
    expect(new Set(ends)).toEqual(new Set(order));
  });
});

/** Without a tmpfs: the journal's write fails as a full disk's would, in process. */
async function injectedJournal(): Promise<void> {
  const vault = copyOfSampleVault();
  const session = tempDir('skill-session-');
  const before = snapshotVault(vault);
  const stage = new Stage({ sessionDir: session, vault, allowed: [join(vault, TODAY)] });
  stage.replace(TODAY, '# changed\n');
  const journal = join(session, 'backups', 'writes.jsonl');
  const result = await applyChanges(stage.changes(), ['apply'], {
    sessionDir: session,
    vault,
    fs: faultyFs({ step: 'write', code: 'ENOSPC', when: (p) => p === journal }),
  });
  expect(result.records[0]).toMatchObject({
    action: 'failed',
    reason: `write not recorded in ${journal}, note left alone: no space left on the disk (ENOSPC)`,
  });
  expectVaultSafe(vault, before);
}
