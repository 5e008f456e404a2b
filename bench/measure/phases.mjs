// What bounds the prepare ratio: the work of a warm prepare, piece by piece, in one process per vault size
// (lib/phases-child.mjs), beside the baseline's only piece of work (listing the notes).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH, BIN, cliEnv, runNode } from '../lib/proc.mjs';
import { count, median, ms, table } from '../lib/stats.mjs';
import { ensureVault } from '../lib/vaults.mjs';
import { DEFAULT_NOW } from '../gen-vault.mjs';

function phasesOf(notes, reps, log) {
  const vault = ensureVault(notes, log);
  const cache = mkdtempSync(join(tmpdir(), 'skill-bench-cache-'));
  const sessions = mkdtempSync(join(tmpdir(), 'skill-bench-sessions-'));
  try {
    log(`phases of a warm prepare, ${count(notes)} notes (${reps} runs)`);
    // One real run builds the index, so every phase below sees the warm cache.
    runNode([BIN, 'run', 'planning-daily', '--vault', vault.path, '--now', DEFAULT_NOW, '--prepare'], {
      env: cliEnv({ SKILL_CACHE_DIR: cache, SKILL_SESSION_ROOT: sessions }),
      rss: false,
    });
    const runs = Array.from({ length: reps }, () =>
      JSON.parse(runNode([join(BENCH, 'lib', 'phases-child.mjs'), vault.path, cache, DEFAULT_NOW.slice(0, 10)], { rss: false }).stdout),
    );
    const labels = Object.keys(runs[0]).filter((k) => k !== 'notes');
    return Object.fromEntries(labels.map((l) => [l, median(runs.map((r) => r[l]))]));
  } finally {
    rmSync(cache, { recursive: true, force: true });
    rmSync(sessions, { recursive: true, force: true });
  }
}

/** Medians per size: { [notes]: { [piece of work]: ms } }, and a table with a column per size. */
export async function measurePhases({ sizes, log, reps = 3 }) {
  const bySize = Object.fromEntries(sizes.map((n) => [n, phasesOf(n, reps, log)]));
  const labels = Object.keys(bySize[sizes[0]]);
  return {
    bySize,
    table: table(
      ['piece of work (one process, in this order; median of 3)', ...sizes.map((n) => `${count(n)} notes`)],
      labels.map((l) => [l, ...sizes.map((n) => ms(bySize[n][l]))]),
    ),
  };
}
