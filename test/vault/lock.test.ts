import { execa, type ResultPromise } from 'execa';
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { InterruptedError } from '../../src/errors.js';
import { VaultLocked, acquireVaultLock, lockPath, pidAlive, readVaultLock } from '../../src/vault/lock.js';
import { distModule, runModuleChild } from '../support/dist-child.js';
import { tempDir } from '../support/tmp.js';

/** A pid that certainly belonged to a process that has exited and been reaped. */
async function deadPid(): Promise<number> {
  const child = execa('node', ['-e', '0']);
  const pid = child.pid!;
  await child;
  return pid;
}

function plantLock(vault: string, content: string, ageMs = 0): string {
  mkdirSync(join(vault, '.skill'), { recursive: true });
  const path = lockPath(vault);
  writeFileSync(path, content);
  if (ageMs > 0) {
    const past = new Date(Date.now() - ageMs);
    utimesSync(path, past, past);
  }
  return path;
}

const lockJson = (pid: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ pid, host: hostname(), owner: 'skill-other-session', started: new Date().toISOString(), token: 'theirs', ...extra });

describe('acquireVaultLock', () => {
  test('writes {pid, host, owner, started} under .skill/ and release removes it', async () => {
    const vault = tempDir();
    const lock = await acquireVaultLock(vault, { owner: 'skill-daily-2026-02-17-abc' });
    const info = JSON.parse(readFileSync(join(vault, '.skill', 'lock'), 'utf8'));
    expect(info).toMatchObject({ pid: process.pid, host: hostname(), owner: 'skill-daily-2026-02-17-abc' });
    expect(Number.isNaN(Date.parse(info.started))).toBe(false);
    expect(await lock.held()).toBe(true);
    expect((await readVaultLock(vault))?.owner).toBe('skill-daily-2026-02-17-abc');
    await lock.release();
    expect(existsSync(lock.path)).toBe(false);
    await lock.release(); // twice is fine
    expect(await readVaultLock(vault)).toBeUndefined();
  });

  test('a held lock refuses a second acquirer with a message naming the owner and pid', async () => {
    const vault = tempDir();
    const first = await acquireVaultLock(vault, { owner: 'session-one' });
    const err = await acquireVaultLock(vault, { owner: 'session-two' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VaultLocked);
    expect((err as VaultLocked).exitCode).toBe(1);
    expect((err as Error).message).toContain('session-one');
    expect((err as Error).message).toContain(`pid ${process.pid}`);
    expect((err as Error).message).not.toContain('\n');
    expect((err as VaultLocked).hint).toContain(lockPath(vault));
    await first.release();
    const second = await acquireVaultLock(vault, { owner: 'session-two' });
    expect(await second.held()).toBe(true);
    await second.release();
  });

  test('release leaves alone a lock that is no longer ours', async () => {
    const vault = tempDir();
    const lock = await acquireVaultLock(vault, { owner: 'mine' });
    writeFileSync(lock.path, lockJson(process.pid)); // someone replaced it
    expect(await lock.held()).toBe(false);
    await lock.release();
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).token).toBe('theirs');
  });

  test('an aborted signal takes no lock', async () => {
    const vault = tempDir();
    await expect(acquireVaultLock(vault, { owner: 'x', signal: AbortSignal.abort() })).rejects.toBeInstanceOf(InterruptedError);
    expect(existsSync(lockPath(vault))).toBe(false);
  });

  test('exactly one of many concurrent acquirers wins', async () => {
    const vault = tempDir();
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => acquireVaultLock(vault, { owner: `racer-${i}` })));
    const winners = results.filter((r) => r.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(VaultLocked);
    await (winners[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof acquireVaultLock>>>).value.release();
  });
});

describe('stale locks', () => {
  test('a lock held by a SIGKILLed process is reclaimed', async () => {
    const vault = tempDir();
    mkdirSync(join(vault, '.skill'));
    const path = lockPath(vault);
    // The child takes the lock the way a session would (exclusive create, its own pid) and then hangs.
    const script = `
      const fs = require('node:fs');
      fs.writeFileSync(${JSON.stringify(path)}, JSON.stringify({ pid: process.pid, host: require('node:os').hostname(),
        owner: 'killed-session', started: new Date().toISOString(), token: 'child' }), { flag: 'wx' });
      process.stdout.write('ready\\n');
      setInterval(() => {}, 1000);`;
    const child = execa('node', ['-e', script], { reject: false });
    // Read one line by hand: breaking out of a for-await would wait for the child to end.
    expect((await child.iterable()[Symbol.asyncIterator]().next()).value).toBe('ready');

    await expect(acquireVaultLock(vault, { owner: 'me' })).rejects.toThrow(/killed-session/);
    expect(pidAlive(child.pid!)).toBe(true);

    child.kill('SIGKILL');
    const ended = await child;
    expect(ended.signal).toBe('SIGKILL');
    expect(pidAlive(child.pid!)).toBe(false);

    const lock = await acquireVaultLock(vault, { owner: 'me' });
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid, owner: 'me' });
    await lock.release();
    expect(existsSync(path)).toBe(false);
  });

  test('a process that exits while holding the lock (a second Ctrl-C, a crash) removes it on the way out', async () => {
    const vault = tempDir();
    const r = await runModuleChild(`
      import { acquireVaultLock } from ${distModule('vault/lock')};
      await acquireVaultLock(${JSON.stringify(vault)}, { owner: 'exiting' });
      process.exit(130);`);
    expect(r.exitCode, r.stderr).toBe(130);
    expect(existsSync(lockPath(vault))).toBe(false);
    expect(readdirSync(join(vault, '.skill'))).toEqual([]);
  });

  test.each([
    ['empty', ''],
    ['garbage', 'not json at all'],
    ['a pid of 0', JSON.stringify({ pid: 0, host: hostname() })],
    ['a negative pid', JSON.stringify({ pid: -1, host: hostname() })],
  ])('an old %s lock file is reclaimed', async (_name, content) => {
    const vault = tempDir();
    plantLock(vault, content, 60_000);
    const lock = await acquireVaultLock(vault, { owner: 'me' });
    expect(await lock.held()).toBe(true);
    await lock.release();
  });

  test('a fresh unreadable lock file is respected for the grace period (it may be being written)', async () => {
    const vault = tempDir();
    plantLock(vault, '');
    await expect(acquireVaultLock(vault, { owner: 'me' })).rejects.toThrow(/being written or is damaged/);
    const lock = await acquireVaultLock(vault, { owner: 'me', garbageGraceMs: 0 });
    await lock.release();
  });

  test('a lock from a dead pid is reclaimed; one from another host is respected', async () => {
    const vault = tempDir();
    plantLock(vault, lockJson(await deadPid()));
    const lock = await acquireVaultLock(vault, { owner: 'me' });
    await lock.release();

    plantLock(vault, lockJson(process.pid, { host: 'other-laptop' }));
    const err = await acquireVaultLock(vault, { owner: 'me' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VaultLocked);
    expect((err as Error).message).toContain('other-laptop');
    expect((err as VaultLocked).hint).toContain('on other-laptop');
  });

  test('a lock started before the last boot is stale even if its pid is in use now', async () => {
    const vault = tempDir();
    plantLock(vault, lockJson(process.pid, { started: '2001-01-01T00:00:00.000Z' }));
    const lock = await acquireVaultLock(vault, { owner: 'me' });
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).owner).toBe('me');
    await lock.release();
  });

  test('a reclaimer killed in the middle of a reclaim does not block the vault forever', async () => {
    const vault = tempDir();
    const dead = await deadPid();
    plantLock(vault, lockJson(dead, { token: 'aaaa' }));
    // The dead reclaimer's claim on that generation of the lock is itself a stale lock.
    writeFileSync(`${lockPath(vault)}.reclaim-aaaa`, lockJson(dead, { token: 'bbbb', owner: 'dead-reclaimer' }));
    const lock = await acquireVaultLock(vault, { owner: 'me' });
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).owner).toBe('me');
    expect(readdirSync(join(vault, '.skill'))).toEqual(['lock']);
    await lock.release();
    expect(readdirSync(join(vault, '.skill'))).toEqual([]);
  });

  test('many concurrent reclaimers of one stale lock: exactly one wins', async () => {
    const vault = tempDir();
    plantLock(vault, lockJson(await deadPid()));
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => acquireVaultLock(vault, { owner: `racer-${i}` })));
    const winners = results.filter((r) => r.status === 'fulfilled') as PromiseFulfilledResult<
      Awaited<ReturnType<typeof acquireVaultLock>>
    >[];
    expect(winners).toHaveLength(1);
    expect(await winners[0]!.value.held()).toBe(true);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(VaultLocked);
    await winners[0]!.value.release();
  });
});

/**
 * Separate processes racing for a stale lock, running the real module (compiled with the project's tsc into a
 * temp folder, since plain node cannot load TypeScript).
 */
describe('across processes', () => {
  test('exactly one of several processes reclaims a stale lock', async () => {
    const out = tempDir('skill-lock-build-');
    const root = resolve(import.meta.dirname, '../..');
    await execa(
      join(root, 'node_modules/.bin/tsc'),
      [
        '--ignoreConfig',
        '--outDir',
        out,
        '--rootDir',
        join(root, 'src'),
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2022',
        '--skipLibCheck',
        '--types',
        'node',
        join(root, 'src/vault/lock.ts'),
      ],
      { cwd: root },
    );
    writeFileSync(join(out, 'package.json'), '{"type":"module"}');

    const vault = tempDir();
    plantLock(vault, lockJson(await deadPid()));
    const script = `
      import { acquireVaultLock } from ${JSON.stringify(join(out, 'vault/lock.js'))};
      import { createInterface } from 'node:readline';
      const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
      process.stdout.write('ready\\n');
      await lines.next(); // "go"
      try {
        const lock = await acquireVaultLock(${JSON.stringify(vault)}, { owner: 'proc-' + process.pid });
        process.stdout.write('won\\n');
        await lines.next(); // hold until stdin closes
        await lock.release();
      } catch (err) {
        process.stdout.write((err.name === 'VaultLocked' ? 'locked' : 'error ' + err.message) + '\\n');
      }`;
    const children: ResultPromise[] = Array.from({ length: 6 }, () =>
      execa('node', ['--input-type=module', '-e', script], { stdin: 'pipe' }),
    );
    const iterators = children.map((c) => c.iterable()[Symbol.asyncIterator]());
    for (const it of iterators) expect((await it.next()).value).toBe('ready');
    for (const c of children) c.stdin!.write('go\n');
    const outcomes = await Promise.all(iterators.map(async (it) => String((await it.next()).value)));
    for (const c of children) c.stdin!.end();
    await Promise.all(children);

    expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'locked')).toHaveLength(5);
    expect(readdirSync(join(vault, '.skill'))).toEqual([]); // the winner released it; no claim or temp file left
  });
});
