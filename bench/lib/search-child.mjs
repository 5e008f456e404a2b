// The child processes of the search benchmark (they import the compiled engine from dist/):
//   node search-child.mjs open <vault> <cache>    open the index (build or refresh), report timings and stats
//   node search-child.mjs query <vault> <cache>   open it, then time every query (first, and median of 20)
//   node search-child.mjs once <vault> <cache> <query>   open it and run one query: a whole process, as a run does
// Each prints one JSON object.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO } from './proc.mjs';

export const QUERIES = {
  'meeting project': 'two common words (in most notes)',
  'roadmap budget': 'two common words',
  'Sarah Chen': 'a person (linked from many notes)',
  katasbel: 'a rare word (~1% of notes)',
  'meetings projects weekly review budget roadmap katasbel nerri quitasquibel hulvo lotro kamiri tasner vobel pelsa dunfen zorga migahul':
    '18 words, the size of a query built from a day’s meetings and projects',
};

async function open(vault, cache) {
  const { openBuiltinSearch } = await import(join(REPO, 'dist', 'gather', 'search', 'index.js'));
  const t = performance.now();
  const engine = await openBuiltinSearch({ vault, cacheDir: cache });
  return { engine, openMs: performance.now() - t };
}

async function main([mode, vault, cache, query]) {
  const { engine, openMs } = await open(vault, cache);
  const out = { openMs, stats: engine.stats, queries: {} };
  if (mode === 'query') {
    for (const q of Object.keys(QUERIES)) {
      let s = performance.now();
      const hits = await engine.search(q, { limit: 8 });
      const firstMs = performance.now() - s;
      const times = [];
      for (let i = 0; i < 20; i++) {
        s = performance.now();
        await engine.search(q, { limit: 8 });
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      out.queries[q] = { firstMs, medianMs: times[10], hits: hits.length };
    }
  } else if (mode === 'once') {
    out.hits = (await engine.search(query, { limit: 8 })).length;
  }
  out.rssMB = process.memoryUsage().rss / 1e6;
  process.stdout.write(JSON.stringify(out));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
