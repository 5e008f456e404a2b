/**
 * One writer per vault: `<vault>/.skill/lock` names the session that is applying changes. The lock file appears
 * complete or not at all (written to a temp name, then hard-linked into place, which fails if the name is taken),
 * so a reader never mistakes a lock being written for a damaged one. A lock whose process is gone (killed, crashed,
 * from before the last boot) is stale and is reclaimed under a claim (see takeLock), so that of several processes
 * reclaiming at once exactly one ends up holding it; a lock from another host cannot be checked and is respected.
 */
import { createHash, randomBytes } from 'node:crypto';
import { promises as fsp, readFileSync, unlinkSync } from 'node:fs';
import { hostname, uptime } from 'node:os';
import { join } from 'node:path';
import { InterruptedError, RunFailure, SkillError } from '../errors.js';
import { WriteFailed } from './atomic.js';
import { confineRead } from './confine.js';

export interface LockInfo {
  pid: number;
  host: string;
  /** The session id that holds the lock. */
  owner: string;
  /** ISO timestamp. */
  started: string;
  /** Tells our lock from a later one at the same path. */
  token: string;
}

/** Another live process holds the lock. */
export class VaultLocked extends RunFailure {
  constructor(
    readonly lockPath: string,
    readonly holder: LockInfo | undefined,
    detail: string,
  ) {
    super(`vault is locked: ${detail}`, {
      hint: `wait for it to finish; if no skill is running${holder ? ` on ${holder.host}` : ''}, remove ${lockPath}`,
    });
  }
}

export interface VaultLock {
  readonly path: string;
  readonly info: LockInfo;
  /** True while the lock file at `path` is still ours. */
  held(): Promise<boolean>;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): Promise<void>;
}

export interface LockOptions {
  owner: string;
  signal?: AbortSignal;
  /** A lock file that cannot be parsed is left alone this long after its last change (ms), in case it is being written. */
  garbageGraceMs?: number;
}

const DEFAULT_GRACE_MS = 10_000;
const ATTEMPTS = 5;
/** Link refusals of file systems without hard links: fall back to an O_EXCL create. */
const NO_LINK = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EMLINK']);

function code(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | undefined)?.code;
}

export function lockPath(vault: string): string {
  return join(vault, '.skill', 'lock');
}

/**
 * The lock's path once it is known to stay in the vault: a `.skill` that is a symlink out of the vault is refused
 * (PathRefused, one line naming the path), as `layout --write` and `skill new` refuse it, instead of creating the
 * lock and its temp files where the link leads. writable.ts asks before the first question; the lock asks again.
 */
export function confinedLockPath(vault: string): string {
  const path = lockPath(vault);
  confineRead(path, [{ label: 'vault', path: vault }]);
  return path;
}

function parseLock(text: string): LockInfo | undefined {
  try {
    const v = JSON.parse(text) as Partial<LockInfo>;
    // pid 0 or negative would make kill() address a process group: such a lock is garbage.
    if (!v || typeof v !== 'object' || !Number.isSafeInteger(v.pid) || (v.pid as number) <= 0) return undefined;
    if (typeof v.host !== 'string') return undefined;
    return {
      pid: v.pid as number,
      host: v.host,
      owner: String(v.owner ?? '?'),
      started: String(v.started ?? ''),
      token: String(v.token ?? ''),
    };
  } catch {
    return undefined;
  }
}

/** Whether a local pid is a running process. EPERM means it exists under another user; a zombie is dead. */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return code(err) === 'EPERM';
  }
  try {
    // Linux: "pid (comm) S ..."; a killed child not yet reaped by its parent still answers kill(0).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc (macOS): kill(0) is the answer
  }
}

async function createExclusive(path: string, info: LockInfo): Promise<boolean> {
  const body = `${JSON.stringify(info)}\n`;
  const temp = `${path}.${info.token}.new`;
  try {
    await fsp.writeFile(temp, body, { flag: 'wx', mode: 0o644 });
    try {
      await fsp.link(temp, path);
      return true;
    } catch (err) {
      if (code(err) === 'EEXIST') return false;
      if (!NO_LINK.has(code(err) ?? '')) throw err;
    }
  } finally {
    await fsp.unlink(temp).catch(() => undefined);
  }
  // No hard links here: O_EXCL create. A reader may then see the file empty for an instant: the grace period covers it.
  try {
    const handle = await fsp.open(path, 'wx', 0o644);
    try {
      await handle.writeFile(body);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return true;
  } catch (err) {
    if (code(err) === 'EEXIST') return false;
    throw err;
  }
}

interface Found {
  /** Names this very lock file: its token, or for an unreadable file a digest of what it is. */
  id: string;
  info: LockInfo | undefined;
  mtimeMs: number;
}

async function examine(path: string): Promise<Found | undefined> {
  let handle;
  try {
    handle = await fsp.open(path, 'r');
  } catch (err) {
    if (code(err) === 'ENOENT') return undefined;
    throw err;
  }
  try {
    const st = await handle.stat();
    const text = await handle.readFile('utf8');
    const info = parseLock(text);
    const id =
      info?.token && /^[0-9a-f]{1,64}$/.test(info.token)
        ? info.token
        : createHash('sha256').update(`${st.ino}:${st.mtimeMs}:${st.size}:${text}`).digest('hex').slice(0, 16);
    return { id, info, mtimeMs: st.mtimeMs };
  } finally {
    await handle.close();
  }
}

/** Why the lock is held, or undefined when it is stale. */
function holdReason(found: Found, graceMs: number): string | undefined {
  const info = found.info;
  if (!info) return Date.now() - found.mtimeMs < graceMs ? 'the lock file is being written or is damaged' : undefined;
  const who = `session ${info.owner} (pid ${info.pid} on ${info.host}, since ${info.started})`;
  if (info.host !== hostname()) return `${who}; another host, cannot check that it is still running`;
  const started = Date.parse(info.started);
  const bootedAt = Date.now() - uptime() * 1000;
  if (Number.isFinite(started) && started < bootedAt - 60_000) return undefined; // from before the last boot
  return pidAlive(info.pid) ? who : undefined;
}

type Outcome = { won: true } | { won: false; reason: string; holder: LockInfo | undefined };

/** Claims of claims nest only when a reclaimer itself died mid-reclaim; beyond this depth a person should look. */
const MAX_DEPTH = 3;

/**
 * Takes the lock file at `path`. A stale lock is removed only by the holder of its *claim*, the lock file
 * `<path>.reclaim-<id>` taken the same way (recursively, so a reclaimer killed mid-way is itself reclaimed). The
 * claim names one generation of the lock: the holder checks the lock is still that generation, and since its owner
 * is dead and every other remover needs the same claim, nothing can replace it between the check and the unlink.
 * Renaming the stale file away instead is not enough: a slow reclaimer would move a fresh lock aside.
 */
async function takeLock(path: string, info: LockInfo, options: LockOptions, depth: number): Promise<Outcome> {
  const graceMs = options.garbageGraceMs ?? DEFAULT_GRACE_MS;
  let last: Found | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (options.signal?.aborted) throw new InterruptedError('interrupted while taking the vault lock');
    if (await createExclusive(path, info)) return { won: true };
    last = await examine(path);
    if (!last) continue; // released meanwhile: try again
    const reason = holdReason(last, graceMs);
    if (reason !== undefined) return { won: false, reason, holder: last.info };
    if (depth >= MAX_DEPTH) return { won: false, reason: 'a stale lock could not be reclaimed', holder: last.info };
    const claimPath = `${path}.reclaim-${last.id}`;
    const claimInfo = { ...info, token: randomBytes(8).toString('hex') };
    if (!(await takeLock(claimPath, claimInfo, options, depth + 1)).won) continue; // another process is reclaiming it
    try {
      if ((await examine(path))?.id === last.id) await fsp.unlink(path).catch(() => undefined);
    } finally {
      await handle(claimPath, claimInfo).release();
    }
  }
  return { won: false, reason: 'other processes keep taking it; try again', holder: last?.info };
}

/** Takes the vault's write lock or throws VaultLocked (PathRefused: `.skill` leads out). Creates `<vault>/.skill/` when needed. */
export async function acquireVaultLock(vault: string, options: LockOptions): Promise<VaultLock> {
  const path = confinedLockPath(vault);
  const info: LockInfo = {
    pid: process.pid,
    host: hostname(),
    owner: options.owner,
    started: new Date().toISOString(),
    token: randomBytes(8).toString('hex'),
  };
  let outcome: Outcome;
  try {
    await fsp.mkdir(join(vault, '.skill'), { recursive: true });
    outcome = await takeLock(path, info, options, 0);
  } catch (err) {
    // A vault that cannot be written (read-only, someone else's) is a failure to name, not an internal error.
    if (err instanceof SkillError || code(err) === undefined) throw err;
    throw new WriteFailed(path, path, code(err), err);
  }
  if (!outcome.won) throw new VaultLocked(path, outcome.holder, outcome.reason);
  // A process that quits at once (a second Ctrl-C) or crashes still removes its lock on the way out: the next run
  // would reclaim it as stale, but a person looking at the vault should not find it. (SIGKILL leaves it: reclaimed.)
  const releaseOnExit = () => {
    try {
      if (parseLock(readFileSync(path, 'utf8'))?.token === info.token) unlinkSync(path);
    } catch {
      // gone already, or unreadable: nothing to do while exiting
    }
  };
  process.on('exit', releaseOnExit);
  const lock = handle(path, info);
  return {
    ...lock,
    async release() {
      process.off('exit', releaseOnExit);
      await lock.release();
    },
  };
}

function handle(path: string, info: LockInfo): VaultLock {
  const held = async () => (await examine(path))?.info?.token === info.token;
  return {
    path,
    info,
    held,
    async release() {
      if (await held())
        await fsp.unlink(path).catch((err) => {
          if (code(err) !== 'ENOENT') throw err;
        });
    },
  };
}

/** The current lock's holder, if any (for `skill sessions`). */
export async function readVaultLock(vault: string): Promise<LockInfo | undefined> {
  return (await examine(lockPath(vault)))?.info;
}
