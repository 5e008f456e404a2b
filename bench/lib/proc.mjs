// Runs measured child processes: wall time from the parent's clock, peak memory from the child's own getrusage
// (through the rusage.mjs preload, which both sides of a comparison get).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const BENCH = dirname(dirname(fileURLToPath(import.meta.url)));
export const REPO = dirname(BENCH);
export const BIN = join(REPO, 'bin', 'skill');
const RUSAGE = pathToFileURL(join(BENCH, 'lib', 'rusage.mjs')).href;
const scratch = mkdtempSync(join(tmpdir(), 'skill-bench-rusage-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
let serial = 0;

/** The environment every measured CLI run gets: small and explicit, like the test suite's. */
export function cliEnv(extra = {}) {
  // Kept copies of sessions (undo, staged changes) go under the scratch folder, never the real ~/.local/state.
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    TZ: 'Europe/Berlin',
    NO_COLOR: '1',
    XDG_STATE_HOME: join(scratch, 'state'),
    ...extra,
  };
}

/**
 * Runs `node [--import rusage] ...args` synchronously; returns { ms, maxRssKB, stdout, stderr, status }.
 * Throws when the child fails, unless `allowFail`.
 */
export function runNode(args, { env = cliEnv(), rss = true, allowFail = false, input } = {}) {
  const out = join(scratch, `${serial++}.json`);
  const argv = rss ? ['--import', RUSAGE, ...args] : args;
  const t = performance.now();
  const r = spawnSync(process.execPath, argv, {
    env: rss ? { ...env, BENCH_RUSAGE_OUT: out } : env,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    ...(input !== undefined ? { input } : { stdio: ['ignore', 'pipe', 'pipe'] }),
  });
  const wall = performance.now() - t;
  if (r.status !== 0 && !allowFail) throw new Error(`node ${args.join(' ')} failed (${r.status ?? r.signal}): ${r.stderr || r.error}`);
  let maxRssKB;
  if (rss) {
    try {
      maxRssKB = JSON.parse(readFileSync(out, 'utf8')).maxRssKB;
    } catch {
      /* the child died before its exit hook */
    }
  }
  return { ms: wall, maxRssKB, stdout: r.stdout, stderr: r.stderr, status: r.status };
}

/** The same, asynchronously (for runs that talk to a server in this process). */
export function runNodeAsync(args, { env = cliEnv(), timeoutMs = 120000 } = {}) {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ ms: performance.now() - t, stdout, stderr, status });
    });
  });
}

/** Any other program, synchronously, timed. */
export function runProgram(cmd, args) {
  const t = performance.now();
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
  return { ms: performance.now() - t, stdout: r.stdout ?? '', status: r.status, error: r.error };
}

/**
 * Interleaves the measured commands for `reps` rounds, alternating their order every round (ABBA…), so a drift
 * in the machine's load falls on all of them alike. `fns` maps a label to a function returning { ms, maxRssKB }.
 */
export function interleave(reps, fns) {
  const labels = Object.keys(fns);
  const results = Object.fromEntries(labels.map((l) => [l, []]));
  for (let i = 0; i < reps; i++) {
    const order = i % 2 ? [...labels].reverse() : labels;
    for (const l of order) results[l].push(fns[l]());
  }
  return results;
}
