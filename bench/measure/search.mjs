// 4. Search: the built-in index on the largest vault against `rg -l -i` for the same words. "Warm" is reported two
// ways: a query on an index already opened in the process (what the model's search_vault tool and every query after
// the first get), and a fresh process that opens the cached index (walk, a stat per note, load) and runs one query
// (what a `skill run` pays once). The cold build (no cache) is reported on its own.
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH, interleave, runNode, runProgram } from '../lib/proc.mjs';
import { QUERIES } from '../lib/search-child.mjs';
import { ripgrepVersion } from './prepare.mjs';
import { count, mb, median, ms, ratio, table } from '../lib/stats.mjs';
import { ensureVault } from '../lib/vaults.mjs';

const TARGET = 0.5;
const CHILD = join(BENCH, 'lib', 'search-child.mjs');

function rg(query, vault) {
  if (ripgrepVersion() === undefined) return { ms: NaN, files: NaN }; // reported as not measured
  const r = runProgram('rg', ['-l', '-i', ...query.split(' ').flatMap((w) => ['-e', w]), vault]);
  if (r.error) throw r.error;
  return { ms: r.ms, files: r.stdout.split('\n').filter(Boolean).length };
}

/** Opens the index after 10 edited notes, one added and one deleted; puts everything back afterwards. */
function afterEdits(vault, cache) {
  const folder = join(vault, '03_Resources', 'engineering', '0');
  const names = readdirSync(folder)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .slice(0, 11);
  const saved = names.map((n) => [join(folder, n), readFileSync(join(folder, n))]);
  const added = join(folder, 'bench-added.md');
  try {
    for (const [path] of saved.slice(0, 10)) appendFileSync(path, '\nedited for the benchmark\n');
    writeFileSync(added, '# Added\n\nbenchmark note\n');
    unlinkSync(saved[10][0]);
    return JSON.parse(runNode([CHILD, 'open', vault, cache], { rss: false }).stdout);
  } finally {
    for (const [path, text] of saved) writeFileSync(path, text);
    rmSync(added, { force: true });
  }
}

export async function measureSearch({ sizes, reps, log }) {
  const sections = [];
  let met = true;
  const inRatios = [];
  const freshRatios = [];
  for (const notes of sizes) {
    const vault = ensureVault(notes, log).path;
    const cache = mkdtempSync(join(tmpdir(), 'skill-bench-cache-'));
    try {
      log(`search, ${count(notes)} notes: cold build, warm opens, queries beside rg (${reps} rounds)`);
      const coldRun = runNode([CHILD, 'open', vault, cache]);
      const cold = JSON.parse(coldRun.stdout);
      const indexBytes = readdirSync(join(cache, 'search')).reduce((sum, f) => sum + statSync(join(cache, 'search', f)).size, 0);
      const opens = interleave(reps, {
        listing: () => runNode([join(BENCH, 'lib', 'list-notes.mjs'), vault]),
        open: () => {
          const r = runNode([CHILD, 'open', vault, cache]);
          return { ...r, openMs: JSON.parse(r.stdout).openMs };
        },
      });
      const edited = afterEdits(vault, cache);
      const inProcess = JSON.parse(runNode([CHILD, 'query', vault, cache], { rss: false }).stdout).queries;
      const rows = [];
      for (const [query, what] of Object.entries(QUERIES)) {
        const r = interleave(reps, {
          once: () => runNode([CHILD, 'once', vault, cache, query], { rss: false }),
          rg: () => rg(query, vault),
        });
        const rgMs = median(r.rg.map((x) => x.ms));
        const onceMs = median(r.once.map((x) => x.ms));
        const q = inProcess[query];
        if (Number.isNaN(rgMs)) met = undefined;
        else if (q.medianMs / rgMs > TARGET && met !== undefined) met = false;
        inRatios.push(q.medianMs / rgMs);
        freshRatios.push(onceMs / rgMs);
        rows.push([
          query.length > 30 ? `${query.split(' ').length} words` : `"${query}"`,
          what,
          Number.isNaN(r.rg[0].files) ? '– (no rg)' : count(r.rg[0].files),
          `${ms(q.medianMs)} (first ${ms(q.firstMs)})`,
          ms(onceMs),
          ms(rgMs),
          `**${ratio(q.medianMs, rgMs)}**`,
          ratio(onceMs, rgMs),
        ]);
      }
      const open = median(opens.open.map((x) => x.openMs));
      sections.push({
        notes,
        listingMs: median(opens.listing.map((x) => x.ms)),
        openMs: open,
        openProcessMs: median(opens.open.map((x) => x.ms)),
        coldMs: cold.openMs,
        index: table(
          ['', 'time', 'peak RSS'],
          [
            [
              'listing the notes (a process; the prepare baseline)',
              ms(median(opens.listing.map((x) => x.ms))),
              mb(median(opens.listing.map((x) => x.maxRssKB))),
            ],
            ['cold build, in the process (no cache: read and index every note)', ms(cold.openMs), mb(coldRun.maxRssKB)],
            ['index files written', mb(indexBytes / 1024), ''],
            ['warm open, nothing changed, in the process (walk, stat every note, load)', ms(open), ''],
            [
              'warm open, nothing changed, whole process (node + import + open)',
              ms(median(opens.open.map((x) => x.ms))),
              mb(median(opens.open.map((x) => x.maxRssKB))),
            ],
            [
              `warm open after ${edited.stats.changed} edits, ${edited.stats.added} added, ${edited.stats.removed} deleted, in the process`,
              ms(edited.openMs),
              '',
            ],
          ],
        ),
        queries: table(
          [
            'query',
            'what',
            'files rg finds',
            'warm, index open in the process (median of 20)',
            'fresh process: open cached index + query',
            '`rg -l -i`',
            `in-process ÷ rg (target ≤ ${TARGET}×)`,
            'fresh process ÷ rg',
          ],
          rows,
        ),
      });
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  }
  const span = (xs) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}×`;
  if (met === undefined)
    return { sections, met, inProcess: 'not measured (ripgrep not installed)', fresh: 'not measured', freshMet: undefined };
  return { sections, met, inProcess: span(inRatios), fresh: span(freshRatios), freshMet: freshRatios.every((x) => x <= TARGET) };
}
