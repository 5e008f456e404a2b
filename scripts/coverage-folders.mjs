// Line coverage per folder of src/ (one level down for gather/, phases/ and cli/, which hold several parts), from
// the json-summary that `vitest run --coverage` writes. Folders under 80% are marked.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const SPLIT = new Set(['gather', 'phases', 'cli']);
const summary = JSON.parse(readFileSync('coverage/coverage-summary.json', 'utf8'));
const folders = new Map();
for (const [file, totals] of Object.entries(summary)) {
  if (file === 'total') continue;
  const parts = relative('src', relative(process.cwd(), file)).split('/');
  const folder = parts.length === 1 ? '(src)' : SPLIT.has(parts[0]) && parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
  const f = folders.get(folder) ?? { covered: 0, total: 0, files: 0 };
  f.covered += totals.lines.covered;
  f.total += totals.lines.total;
  f.files += 1;
  folders.set(folder, f);
}
const pct = (c, t) => (t === 0 ? 100 : (100 * c) / t);
for (const [folder, f] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
  const p = pct(f.covered, f.total);
  console.log(
    `${p < 80 ? '<80' : '   '} ${folder.padEnd(20)} ${p.toFixed(1).padStart(5)}%  ${String(f.covered).padStart(6)}/${String(f.total).padEnd(6)} lines  ${f.files} files`,
  );
}
const t = summary.total.lines;
console.log(
  `    ${'all of src'.padEnd(20)} ${pct(t.covered, t.total).toFixed(1).padStart(5)}%  ${String(t.covered).padStart(6)}/${t.total} lines`,
);
