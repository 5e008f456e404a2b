import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { execa } from 'execa';
import { inject } from 'vitest';
import { REPO, tempDir } from './tmp.js';

export const BIN = join(REPO, 'bin', 'skill');

export interface CliOptions {
  env?: Record<string, string | undefined>;
  input?: string;
  cwd?: string;
  timeout?: number;
}

/**
 * Runs the built CLI as a real child process with a small, explicit environment: no API key unless a test passes
 * one, its own session root, a fixed time zone.
 */
export interface CliResult {
  exitCode: number | undefined;
  stdout: string;
  stderr: string;
  sessionRoot: string;
  /** $XDG_STATE_HOME of the run: kept copies of sessions are under `<stateHome>/skill/sessions`. */
  stateHome: string;
}

/**
 * The environment runCli gives the CLI: explicit and small, so no variable of the machine leaks in. Its own session
 * root, state and config dirs each time; the cache dir is the one the whole suite shares (global-setup.ts), as a
 * user's runs share theirs: what it holds of a vault is keyed by the vault's real path, and most runs are on a
 * vault copied to a temp dir of its own. A run given an API key gets a cache of its own: Claude's readings are kept
 * by the needs' words, not by vault, and each test's stub answers its own way. A test about the cache passes its own
 * SKILL_CACHE_DIR.
 */
export function cliEnv(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    TZ: 'Europe/Berlin',
    SKILL_SESSION_ROOT: join(tempDir('skill-sessions-'), 'root'),
    SKILL_CACHE_DIR: extra.ANTHROPIC_API_KEY ? join(tempDir('skill-cache-'), 'cache') : inject('cliCacheDir'),
    // Kept copies of sessions (undo, staged changes): never the real ~/.local/state.
    XDG_STATE_HOME: join(tempDir('skill-state-'), 'state'),
    // The user config (vault:, date_order:): never the real ~/.config/skill/config.yaml.
    XDG_CONFIG_HOME: join(tempDir('skill-config-'), 'config'),
    // Claude Code's folder (its skills are on the search path): never the real ~/.claude.
    CLAUDE_CONFIG_DIR: join(tempDir('skill-claude-'), 'claude'),
    NO_COLOR: '1',
  };
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

/** A session root and a state dir (kept copies) for the runs of one test to share: pass it as `env`. */
export function sharedSessionEnv(): Record<string, string> {
  const base = tempDir('skill-sessions-');
  return { SKILL_SESSION_ROOT: join(base, 'root'), XDG_STATE_HOME: join(base, 'state') };
}

/**
 * The rows of `skill sessions list --json <flags>`; a failing list throws with its stderr. In this process
 * (runInProcess): the tests that call it check what the list says between real runs, not the process around it.
 */
export async function sessionRows<T = Record<string, unknown>>(env: Record<string, string>, ...flags: string[]): Promise<T[]> {
  const r = await runInProcess(['sessions', 'list', '--json', ...flags], { env });
  if (r.exitCode !== 0) throw new Error(`skill sessions list failed (${r.exitCode}): ${r.stderr}`);
  return JSON.parse(r.stdout).sessions as T[];
}

export async function runCli(args: string[], opts: CliOptions = {}): Promise<CliResult> {
  const env = cliEnv(opts.env);
  const sessionRoot = env.SKILL_SESSION_ROOT!;
  const result = await execa(process.execPath, [BIN, ...args], {
    env,
    extendEnv: false,
    reject: false,
    cwd: opts.cwd ?? REPO,
    timeout: opts.timeout ?? 30_000,
    ...(opts.input !== undefined ? { input: opts.input } : { stdin: 'ignore' }),
  });
  return {
    exitCode: result.exitCode,
    stdout: String(result.stdout),
    stderr: String(result.stderr),
    sessionRoot,
    stateHome: env.XDG_STATE_HOME!,
  };
}

/**
 * Runs the built CLI with its stdout already closed by the reader, as `skill … | head -0` would leave it: every
 * write to stdout fails with EPIPE. Resolves with the exit code and what went to stderr.
 */
export function runCliClosedStdout(args: string[], opts: CliOptions = {}): Promise<{ exitCode: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: cliEnv(opts.env),
      cwd: opts.cwd ?? REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ exitCode, stderr }));
  });
}

/**
 * Runs the CLI's own entry (src/cli/main.ts run()) in this process with captured output: the same commands, flags,
 * JSON and exit codes, without a Node start per call. For tests of what commands print, not of the process around
 * them (signals, pipes, bin/skill). Hints name the command `skill`. The time zone is this process's.
 */
export async function runInProcess(args: string[], opts: CliOptions = {}): Promise<CliResult & { exitCode: number }> {
  const { run } = await import('../../src/cli/main.js');
  const env = cliEnv(opts.env);
  let stdout = '';
  let stderr = '';
  const exitCode = await run(['node', 'skill', ...args], {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    stdin: Readable.from(opts.input === undefined ? [] : [opts.input]),
    env,
    cwd: opts.cwd ?? REPO,
    signal: new AbortController().signal,
    command: 'skill',
  });
  return { exitCode, stdout, stderr, sessionRoot: env.SKILL_SESSION_ROOT!, stateHome: env.XDG_STATE_HOME! };
}
