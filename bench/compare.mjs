#!/usr/bin/env node
// Before/after: a warm `skill run planning-daily --prepare` of this checkout against another built checkout of the
// project (e.g. `git archive <commit> | tar -x -C /tmp/before && cd /tmp/before && npm ci && npm run compile`),
// interleaved on the benchmark's vaults, each with its own cache and session folders.
//   node bench/compare.mjs --against /tmp/before [--sizes 1000,10000,100000] [--reps 7]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BENCH, BIN, cliEnv, interleave, runNode } from './lib/proc.mjs';
import { count, mb, median, ms, ratio, table } from './lib/stats.mjs';
import { ensureVault } from './lib/vaults.mjs';
import { DEFAULT_NOW } from './gen-vault.mjs';

const argv = process.argv.slice(2);
const opt = (name, dflt) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : dflt);
const against = opt('--against');
if (!against) {
  console.error('usage: node bench/compare.mjs --against <built checkout> [--sizes 1000,10000,100000] [--reps 7]');
  process.exit(2);
}
const sizes = opt('--sizes', '1000,10000,100000').split(',').map(Number);
const reps = Number(opt('--reps', '7'));
const log = (m) => process.stderr.write(`${m}\n`);

const rows = [];
for (const notes of sizes) {
  const vault = ensureVault(notes, log).path;
  const dirs = [];
  const envFor = () => {
    const d = mkdtempSync(join(tmpdir(), 'skill-bench-compare-'));
    dirs.push(d);
    return cliEnv({ SKILL_CACHE_DIR: join(d, 'cache'), SKILL_SESSION_ROOT: join(d, 'sessions') });
  };
  const args = (bin) => [bin, 'run', 'planning-daily', '--vault', vault, '--now', DEFAULT_NOW, '--prepare'];
  const beforeEnv = envFor();
  const afterEnv = envFor();
  try {
    log(`${count(notes)} notes: warming both indexes, then ${reps} interleaved rounds`);
    runNode(args(join(resolve(against), 'bin', 'skill')), { env: beforeEnv, rss: false });
    runNode(args(BIN), { env: afterEnv, rss: false });
    const r = interleave(reps, {
      listing: () => runNode([join(BENCH, 'lib', 'list-notes.mjs'), vault]),
      before: () => runNode(args(join(resolve(against), 'bin', 'skill')), { env: beforeEnv }),
      after: () => runNode(args(BIN), { env: afterEnv }),
    });
    const m = (k, key = 'ms') => median(r[k].map((x) => x[key]));
    rows.push([
      count(notes),
      ms(m('listing')),
      `${ms(m('before'))} (${ratio(m('before'), m('listing'))})`,
      `${ms(m('after'))} (${ratio(m('after'), m('listing'))})`,
      ratio(m('after'), m('before')),
      `${mb(m('before', 'maxRssKB'))} → ${mb(m('after', 'maxRssKB'))}`,
    ]);
  } finally {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}
console.log(table(['notes', 'listing', 'before (× listing)', 'after (× listing)', 'after ÷ before', 'peak RSS'], rows));
