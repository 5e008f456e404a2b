/**
 * What every reliability test checks after a run, whatever went wrong: the vault lost nothing (every note
 * byte-identical or wholly the staged content), no temp file is left, and the session says what happened.
 */
import { execa } from 'execa';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import { TEMP_MARKER } from '../../src/vault/atomic.js';
import type { SessionState } from '../../src/session/state.js';
import {
  invalidRequestsOf,
  startAnthropicStub,
  type AnthropicStub,
  type RecordedRequest,
  type ScriptFunction,
  type StubReply,
} from './anthropic-stub.js';
import { isWriteRequest } from './ritual-stub.js';
import { cliEnv } from './cli.js';
import { startCli, type LiveCli } from './live-cli.js';
import { changedPaths, findFilesNamed, snapshotVault, type VaultSnapshot } from './vault-snapshot.js';

export const CANARY = 'sk-ant-canary-reliability-7f7f7f7f7f7f7f7f';

/** Short waits for the model client (docs/config.md, SKILL_API_*): a stall or a backoff takes milliseconds. */
export const FAST_API = {
  SKILL_API_IDLE_TIMEOUT_MS: '300',
  SKILL_API_RETRY_BASE_MS: '5',
  SKILL_API_MAX_RETRY_AFTER_MS: '20',
} as const;

/** A fresh Anthropic stub for each test of the file; call at the top level, read it inside a test. */
export function useAnthropicStub(): () => AnthropicStub {
  let stub: AnthropicStub | undefined;
  beforeEach(async () => {
    stub = await startAnthropicStub();
  });
  afterEach(async () => {
    const invalid = stub ? invalidRequestsOf(stub) : [];
    await stub?.close();
    stub = undefined;
    expect(invalid, 'requests the Messages API would reject').toEqual([]);
  });
  return () => stub!;
}

/** The session directories under a session root (in its per-vault folders), oldest name first. */
export function sessionDirs(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .flatMap((vault) =>
      readdirSync(join(root, vault))
        .filter((n) => n.startsWith('skill-'))
        .map((n) => join(root, vault, n)),
    )
    .sort((a, b) => basename(a).localeCompare(basename(b)));
}

/** The one session a run made under `root`. */
export function onlySession(root: string): string {
  const dirs = sessionDirs(root);
  expect(dirs, `sessions under ${root}`).toHaveLength(1);
  return dirs[0]!;
}

export function sessionState(dir: string): SessionState {
  return JSON.parse(readFileSync(join(dir, 'session.json'), 'utf8')) as SessionState;
}

export function transcriptEntries(dir: string): Record<string, unknown>[] {
  const file = join(dir, 'transcript.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/**
 * The vault after a run: the only paths that differ from `before` are `changed` (each must now hold exactly the
 * given content: wholly new, never a mix), and no temp file is left anywhere in it.
 */
export function expectVaultSafe(vault: string, before: VaultSnapshot, changed: Record<string, string> = {}): void {
  expect(findFilesNamed(vault, TEMP_MARKER), 'temp files left in the vault').toEqual([]);
  const after = snapshotVault(vault, { exclude: (rel) => rel === '.skill/lock' });
  expect(existsSync(join(vault, '.skill', 'lock')), 'a vault lock left behind').toBe(false);
  const beforeNoLock = new Map([...before].filter(([rel]) => rel !== '.skill/lock'));
  expect(changedPaths(beforeNoLock, after)).toEqual(Object.keys(changed).sort());
  for (const [rel, content] of Object.entries(changed)) expect(readFileSync(join(vault, rel), 'utf8'), rel).toBe(content);
}

/**
 * A script that answers the first requests matching `when` with `faults`, in order, and everything else with
 * `then`. `when` defaults to every request.
 */
export function faultsFirst(
  faults: readonly StubReply[],
  then: ScriptFunction,
  when: (req: RecordedRequest) => boolean = () => true,
): ScriptFunction {
  const queue = [...faults];
  return (req) => (when(req) && queue.length > 0 ? queue.shift() : then(req));
}

/** `faultsFirst` limited to the write subagent's requests. */
export function writeFaultsFirst(faults: readonly StubReply[], then: ScriptFunction): ScriptFunction {
  return faultsFirst(faults, then, isWriteRequest);
}

/** `skill run planning-daily next monday` on `vault` at a fixed now, offline unless the environment has a key. */
export function offlineRunArgs(vault: string, flags: string[] = ['--yes']): string[] {
  return ['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', ...flags];
}

/**
 * To hold a run inside its apply (lock taken, nothing written yet) without a timer, a FIFO is put where the run
 * will save its backup of Today.md: the run blocks opening it, and the test's own open of the other end returns
 * exactly then. Closing the returned handle lets the run go on. The run is offline: it answers one question,
 * then blocks inside apply, holding the vault lock.
 */
export async function runHeldInApply(
  vault: string,
  answer: string,
): Promise<{ live: LiveCli; dir: string; held: FileHandle; env: Record<string, string> }> {
  const env = cliEnv();
  const live = startCli(offlineRunArgs(vault), env);
  await live.waitFor('(1/5)');
  const dir = onlySession(env.SKILL_SESSION_ROOT!);
  const fifo = join(dir, 'backups', '00_Brain/Captive/Today.md');
  mkdirSync(dirname(fifo), { recursive: true, mode: 0o700 });
  await execa('mkfifo', ['-m', '600', fifo]);
  live.write(`${answer}\n`);
  live.child.stdin!.end(); // end of input: the other questions are skipped, the answer is staged and applied
  const held = await open(fifo, 'w');
  return { live, dir, held, env };
}
