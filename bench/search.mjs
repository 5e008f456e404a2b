#!/usr/bin/env node
// Search benchmark (run `npm run build` first; imports the compiled code from dist/).
//   node bench/search.mjs [--notes 20000,100000] [--dir /tmp/skill-search-bench]
// For each size: generates a synthetic vault once (bench/gen-vault.mjs), then measures in fresh child processes:
// listing the notes, a cold index build, a warm open with nothing changed, an open after a few edits, the first
// and the median warm query, and `rg -l -i` for the same words.
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist', 'gather', 'search', 'index.js');
const QUERIES = ['meeting project', 'roadmap budget', 'katasbel', 'client review hulvo',
  // the length of a query built from a ritual's context (up to 24 words)
  'meetings projects weekly review budget roadmap katasbel nerri quitasquibel hulvo lotro kamiri tasner vobel pelsa dunfen zorga migahul'];

async function child([mode, vault, cache]) {
  const t0 = performance.now();
  const { openBuiltinSearch } = await import(dist);
  if (mode === 'once') {
    const engine = await openBuiltinSearch({ vault, cacheDir: cache });
    return { hits: (await engine.search(QUERIES[0], { limit: 8 })).length };
  }
  if (mode === 'list') {
    const { walkFiles } = await import(join(here, '..', 'dist', 'vault', 'walk.js'));
    const t = performance.now();
    const n = walkFiles(vault).length;
    return { listMs: performance.now() - t, notes: n };
  }
  const t = performance.now();
  const engine = await openBuiltinSearch({ vault, cacheDir: cache });
  const openMs = performance.now() - t;
  const out = { importMs: t - t0, openMs, stats: engine.stats, queries: {} };
  if (mode === 'query') {
    for (const q of QUERIES) {
      let s = performance.now();
      const hits = await engine.search(q, { limit: 8 });
      const first = performance.now() - s;
      const times = [];
      for (let i = 0; i < 20; i++) {
        s = performance.now();
        await engine.search(q, { limit: 8 });
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      out.queries[q] = { firstMs: first, medianMs: times[10], hits: hits.length };
    }
  }
  out.rssMB = process.memoryUsage().rss / 1e6;
  return out;
}

function runChild(...args) {
  const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', ...args], { encoding: 'utf8', maxBuffer: 1e8 });
  if (r.status !== 0) throw new Error(`child ${args[0]} failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** Wall time of a whole child process (node startup included), best of three. */
function processMs(...args) {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    runChild(...args);
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

function timeRg(words, vault) {
  const args = ['-l', '-i', ...words.flatMap((w) => ['-e', w]), vault];
  let best = Infinity;
  let files = 0;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const r = spawnSync('rg', args, { encoding: 'utf8', maxBuffer: 1e9 });
    best = Math.min(best, performance.now() - t);
    files = r.stdout.split('\n').filter(Boolean).length;
  }
  return { ms: best, files };
}

const min = (xs) => Math.min(...xs);
const fmt = (x) => (x < 10 ? x.toFixed(2) : x.toFixed(0));

async function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === '--child') {
    process.stdout.write(JSON.stringify(await child(argv.slice(1))));
    return;
  }
  const opt = (name, dflt) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : dflt);
  const sizes = opt('--notes', '20000,100000').split(',').map(Number);
  const dir = opt('--dir', join(tmpdir(), 'skill-search-bench'));
  const hasRg = spawnSync('rg', ['--version']).status === 0;
  for (const n of sizes) {
    const vault = join(dir, `vault-${n}`);
    if (!existsSync(join(vault, '.generated'))) {
      rmSync(vault, { recursive: true, force: true });
      execFileSync(process.execPath, [join(here, 'gen-vault.mjs'), vault, String(n)], { stdio: 'inherit' });
      writeFileSync(join(vault, '.generated'), '');
    }
    const cache = mkdtempSync(join(tmpdir(), 'skill-bench-cache-'));
    try {
      const list = min([0, 1, 2].map(() => runChild('list', vault).listMs));
      const cold = runChild('open', vault, cache);
      const indexBytes = readdirSync(join(cache, 'search')).reduce((sum, f) => sum + statSync(join(cache, 'search', f)).size, 0);
      const warm = [0, 1, 2].map(() => runChild('open', vault, cache));
      // A few edits: 10 changed notes, one added, one deleted.
      const area = join(vault, 'area-0', 'sub-0');
      const notes = readdirSync(area).filter((f) => f.endsWith('.md'));
      notes.slice(0, 10).forEach((f) => appendFileSync(join(area, f), '\nedited for the benchmark\n'));
      writeFileSync(join(area, 'bench-added.md'), '# Added\n\nbenchmark note\n');
      const victim = join(area, notes[10]);
      const victimText = readFileSync(victim);
      unlinkSync(victim);
      const edited = runChild('open', vault, cache);
      writeFileSync(victim, victimText);
      unlinkSync(join(area, 'bench-added.md'));
      const q = runChild('query', vault, cache);
      const listProcess = processMs('list', vault);
      const onceProcess = processMs('once', vault, cache);
      console.log(`\n## ${n} notes  (${vault})`);
      console.log(`list .md files (walkFiles, in-process)  ${fmt(list)} ms`);
      console.log(`cold build                              ${fmt(cold.openMs)} ms   (rss ${fmt(cold.rssMB)} MB, index files ${fmt(indexBytes / 1e6)} MB)`);
      console.log(`warm open, nothing changed              ${fmt(min(warm.map((w) => w.openMs)))} ms   (rss ${fmt(warm[0].rssMB)} MB)`);
      console.log(`open after 10 edits + 1 add + 1 delete  ${fmt(edited.openMs)} ms   (${JSON.stringify({ added: edited.stats.added, changed: edited.stats.changed, removed: edited.stats.removed })})`);
      console.log(`module import                           ${fmt(q.importMs)} ms`);
      console.log(`process: node + list notes              ${fmt(listProcess)} ms`);
      console.log(`process: node + warm open + 1 query     ${fmt(onceProcess)} ms   (ratio ${(onceProcess / listProcess).toFixed(2)})`);
      for (const [query, r] of Object.entries(q.queries)) {
        const rg = hasRg ? timeRg(query.split(' '), vault) : undefined;
        const rgText = rg ? `   rg -l -i: ${fmt(rg.ms)} ms (${rg.files} files)   ratio ${(r.medianMs / rg.ms).toFixed(3)}` : '';
        console.log(`query ${JSON.stringify(query.length > 30 ? `${query.split(" ").length} words` : query).padEnd(22)} first ${fmt(r.firstMs)} ms, median ${fmt(r.medianMs)} ms${rgText}`);
      }
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  }
}

await main();
