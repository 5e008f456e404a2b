// 1. Prepare cost vs vault size: `skill run planning-daily --prepare` as a child process of the built CLI, against a
// child process that only lists the vault's .md files, interleaved. Cold = the first run for a vault (no search
// index in the cache folder: it is built); warm = later runs (the index is opened and refreshed), the every-morning
// case the target is about.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH, BIN, cliEnv, interleave, runNode } from '../lib/proc.mjs';
import { summariseProfile } from '../profile-summary.mjs';
import { count, mb, median, ms, ratio, table } from '../lib/stats.mjs';
import { ensureVault } from '../lib/vaults.mjs';
import { DEFAULT_NOW } from '../gen-vault.mjs';

const TARGET = 2;

export async function measurePrepare({ sizes, warmReps, coldReps, coldRepsLargest = coldReps, log }) {
  const rows = [];
  const raw = [];
  let profile;
  for (const notes of sizes) {
    const vault = ensureVault(notes, log);
    const cache = mkdtempSync(join(tmpdir(), 'skill-bench-cache-'));
    const sessions = mkdtempSync(join(tmpdir(), 'skill-bench-sessions-'));
    const env = cliEnv({ SKILL_CACHE_DIR: cache, SKILL_SESSION_ROOT: sessions });
    const prepareArgs = [BIN, 'run', 'planning-daily', '--vault', vault.path, '--now', DEFAULT_NOW, '--prepare'];
    const baseline = () => runNode([join(BENCH, 'lib', 'list-notes.mjs'), vault.path], { env });
    const prepare = () => runNode(prepareArgs, { env });
    try {
      const colds = notes === Math.max(...sizes) ? coldRepsLargest : coldReps;
      log(`prepare, ${count(notes)} notes: ${colds} cold and ${warmReps} warm runs, each beside a listing`);
      const cold = interleave(colds, {
        baseline,
        prepare: () => {
          for (const f of readdirSync(cache)) rmSync(join(cache, f), { recursive: true, force: true });
          return prepare();
        },
      });
      prepare(); // leaves a warm index whatever the last cold round did
      const warm = interleave(warmReps, { baseline, prepare });
      const med = (xs, key = 'ms') => median(xs.map((x) => x[key]));
      const b = med(warm.baseline);
      const w = med(warm.prepare);
      const c = med(cold.prepare);
      const bCold = med(cold.baseline);
      raw.push({ notes, cold, warm });
      rows.push([
        count(notes), ms(b), `${ms(c)} (${ratio(c, bCold)})`, `**${ms(w)} (${ratio(w, b)})**`,
        `${mb(med(warm.baseline, 'maxRssKB'))} / ${mb(med(cold.prepare, 'maxRssKB'))} / ${mb(med(warm.prepare, 'maxRssKB'))}`,
        notes >= 10000 ? (w / b <= TARGET ? 'met' : 'missed') : '–',
      ]);
      if (notes === Math.max(...sizes)) profile = profileRun(prepareArgs, env);
    } finally {
      rmSync(cache, { recursive: true, force: true });
      rmSync(sessions, { recursive: true, force: true });
    }
  }
  const largest = raw[raw.length - 1];
  return {
    raw,
    profile,
    met: raw.filter((r) => r.notes >= 10000).every((r) => median(r.warm.prepare.map((x) => x.ms)) / median(r.warm.baseline.map((x) => x.ms)) <= TARGET),
    largestRatio: largest ? median(largest.warm.prepare.map((x) => x.ms)) / median(largest.warm.baseline.map((x) => x.ms)) : undefined,
    table: table(['notes', 'listing (baseline)', 'prepare, cold (× listing)', 'prepare, warm (× listing)', 'peak RSS: listing / cold / warm', `target ≤ ${TARGET}× warm`], rows),
  };
}

/**
 * Three more warm runs under --cpu-prof; the summary of the one with the median sampled time (a profile taken while
 * another job held a core can blame whatever function was on the stack when the thread was descheduled).
 */
function profileRun(prepareArgs, env) {
  const summaries = [0, 1, 2].map(() => {
    const dir = mkdtempSync(join(tmpdir(), 'skill-bench-prof-'));
    try {
      runNode(['--cpu-prof', '--cpu-prof-dir', dir, ...prepareArgs], { env, rss: false });
      // One profile per thread, CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: thread 0 is the main thread.
      const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile') && f.split('.')[4] === '0');
      return summariseProfile(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  return summaries.sort((a, b) => a.totalMs - b.totalMs)[1];
}
