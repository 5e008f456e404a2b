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
 */
import { execa } from 'execa';
import { chmodSync, chownSync, cpSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyChanges, type WriteRecord } from '../../src/phases/write/apply.js';
import { Stage } from '../../src/phases/write/stage.js';
import { BIN, cliEnv, runCli } from '../support/cli.js';
import { faultyFs } from '../support/faulty-fs.js';
import { expectVaultSafe, onlySession, sessionState } from '../support/reliability.js';
import { copyOfSampleVault, REPO, tempDir } from '../support/tmp.js';
import { snapshotVault } from '../support/vault-snapshot.js';
import { TEMP_MARKER } from '../../src/vault/atomic.js';

const TODAY = '00_Brain/Captive/Today.md';
const CAPTIVE = '00_Brain/Captive';
const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;

async function canMountTmpfs(): Promise<boolean> {
  if (!isRoot) return false;
  const probe = tempDir('skill-mnt-');
  const mounted = await execa('mount', ['-t', 'tmpfs', '-o', 'size=16k', 'tmpfs', probe], { reject: false });
  if (mounted.exitCode === 0) await execa('umount', [probe]);
  return mounted.exitCode === 0;
}

async function canRunAsNobody(): Promise<boolean> {
  if (!isRoot) return false;
  const r = await execa(process.execPath, [BIN, '--version'], { uid: NOBODY, gid: NOBODY, reject: false, cwd: REPO, extendEnv: false, env: { PATH: process.env.PATH ?? '' } });
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
  const result = await applyChanges(stage.changes(), ['apply'], { sessionDir: session, vault, fs: faultyFs({ step: 'write', code, when: (p) => p.includes(TEMP_MARKER) }) });
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
      const r = await runCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', '--yes', '--json'], { input: `${big}\n` });
      expect(r.exitCode, r.stderr).toBe(1);
      const out = JSON.parse(r.stdout) as { status: string; writes: { action: string; reason: string }[] };
      expect(out.status).toBe('failed');
      expect(out.writes[0]!.reason).toBe(`could not write ${TODAY}: no space left on the disk (ENOSPC)`);
      expectVaultSafe(vault, before);
      const state = sessionState(onlySession(r.sessionRoot));
      expect(state).toMatchObject({ status: 'failed', stoppedIn: 'write', error: `could not write ${TODAY}: no space left on the disk (ENOSPC)` });
      expectFailedWrite(state.writes[0] as WriteRecord, 'ENOSPC');
    } finally {
      await execa('umount', [captive]);
    }
  });

  it('EACCES: a folder the run may not write — exit 1, note byte-identical, nothing left behind', async () => {
    const how = !isRoot ? 'chmod' : (await canRunAsNobody()) ? 'other-user' : 'injected';
    if (how === 'injected') return injected('EACCES');
    const vault = copyOfSampleVault();
    const env = cliEnv();
    const captive = join(vault, CAPTIVE);
    if (how === 'chmod') chmodSync(captive, 0o555);
    else {
      // The vault stays root's; only .skill/ (for the lock) and the session root belong to the user running skill.
      for (const dir of [dirname(vault), dirname(env.SKILL_SESSION_ROOT!), dirname(env.SKILL_CACHE_DIR!), dirname(env.XDG_STATE_HOME!)]) chmodSync(dir, 0o755);
      for (const dir of [env.SKILL_SESSION_ROOT!, env.XDG_STATE_HOME!]) {
        mkdirSync(dir, { mode: 0o700 });
        chownSync(dir, NOBODY, NOBODY);
      }
      chownSync(join(vault, '.skill'), NOBODY, NOBODY);
    }
    try {
      const before = snapshotVault(vault);
      const r = await execa(process.execPath, [BIN, 'run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', '--yes', '--json'], {
        env, extendEnv: false, reject: false, cwd: REPO, input: 'High\n', ...(how === 'other-user' ? { uid: NOBODY, gid: NOBODY } : {}),
      });
      expect(r.exitCode, r.stderr).toBe(1);
      expect(r.stderr).toContain(`✗ failed ${TODAY} — could not write ${TODAY}: permission denied (EACCES)`);
      expectVaultSafe(vault, before);
      const state = sessionState(onlySession(env.SKILL_SESSION_ROOT!));
      expect(state).toMatchObject({ status: 'failed', stoppedIn: 'write' });
      expectFailedWrite(state.writes[0] as WriteRecord, 'EACCES');
      expect(readFileSync(join(vault, TODAY), 'utf8')).toContain('date: 2026-11-20');
    } finally {
      if (how === 'chmod') chmodSync(captive, 0o755);
    }
  });
});
