// 3. Startup: `skill --help` and `skill dates tomorrow` against `node -e 0`, interleaved; and which packages and how
// many of our modules each command imports (heavy ones must stay lazy).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH, BIN, cliEnv, interleave, runNode } from '../lib/proc.mjs';
import { median, ms, ratio, table } from '../lib/stats.mjs';
import { DEFAULT_NOW } from '../gen-vault.mjs';

/** `skill --help` ≤ 1.5× (issue 17); a command that does some work ≤ 3× (the first benchmark's target). */
export const TARGETS = { 'skill --help': 1.5, 'skill dates tomorrow': 3 };
/** Packages that must never load for these commands (LIBRARIES.md: each costs 40–270 ms). */
const HEAVY = ['@anthropic-ai/sdk', '@modelcontextprotocol/sdk', 'ical.js', 'execa', 'fast-glob', 'chrono-node', 'diff', 'yaml'];

const COMMANDS = {
  'node -e 0': ['-e', '0'],
  'skill --help': [BIN, '--help'],
  'skill dates tomorrow': [BIN, 'dates', 'tomorrow', '--now', DEFAULT_NOW],
};

/** Packages (under node_modules) and our own modules (dist/) a command resolves, from the modules.mjs preload. */
export function importsOf(args, env = cliEnv()) {
  const dir = mkdtempSync(join(tmpdir(), 'skill-bench-modules-'));
  try {
    const out = join(dir, 'modules.txt');
    runNode(['--import', join(BENCH, 'lib', 'modules.mjs'), ...args], { env: { ...env, BENCH_MODULES_OUT: out }, rss: false });
    const urls = [...new Set(readFileSync(out, 'utf8').split('\n').filter(Boolean))];
    // A package from node_modules, or one the bundle carries in vendor/ (`anthropic-ai__sdk.cjs` is @anthropic-ai/sdk).
    const vendored = (u) => /\/dist\/bundle\/vendor\/([^/]+)\.cjs$/.exec(u)?.[1]?.replace(/^(.+)__(.+)$/, '@$1/$2');
    const packages = [...new Set(urls.flatMap((u) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(u)?.[1] ?? vendored(u) ?? []))].sort();
    return {
      packages,
      ours: urls.filter((u) => u.includes('/dist/bundle/') && !u.includes('/node_modules/') && !u.includes('/vendor/')).length,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureStartup({ reps, log }) {
  log(`startup: ${reps} interleaved runs of ${Object.keys(COMMANDS).join(', ')}`);
  const runs = interleave(
    reps,
    Object.fromEntries(Object.entries(COMMANDS).map(([label, args]) => [label, () => runNode(args, { rss: false })])),
  );
  const base = median(runs['node -e 0'].map((r) => r.ms));
  const rows = [];
  const ratios = [];
  let met = true;
  for (const [label, args] of Object.entries(COMMANDS)) {
    const m = median(runs[label].map((r) => r.ms));
    const imports = label === 'node -e 0' ? { packages: [], ours: 0 } : importsOf(args);
    const heavy = imports.packages.filter((p) => HEAVY.includes(p));
    if (label !== 'node -e 0') {
      ratios.push(m / base);
      if (m / base > TARGETS[label]) met = false;
    }
    rows.push([
      `\`${label}\``,
      ms(m),
      label === 'node -e 0' ? '1.00×' : `**${ratio(m, base)}** (≤ ${TARGETS[label]}×)`,
      imports.packages.join(', ') || '–',
      String(imports.ours),
      heavy.length ? `**${heavy.join(', ')}**` : 'none',
    ]);
  }
  const help = median(runs['skill --help'].map((r) => r.ms)) / base;
  return {
    raw: runs,
    met,
    ratios,
    help,
    helpMet: help <= TARGETS['skill --help'],
    nodeMs: base,
    table: table(
      ['command', 'median wall time', '× node -e 0 (target)', 'packages imported', 'our modules', 'heavy packages loaded'],
      rows,
    ),
  };
}
