#!/usr/bin/env node
// npm run eval:vaults [-- DIR...]: scores `skill layout --json` (no config, a fresh cache) on every labelled vault
// of fixtures/vaults (or the folders given, each holding <vault>/ and <vault>.labels.json beside it) by the rule of
// fixtures/vaults/README.md, and prints each vault's score, its parts, and the mean. A vault the tool refuses (exit 2)
// scores 0.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scoreVault } from './lib/vault-score.mjs';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const dirs = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const verbose = process.argv.includes('--verbose');
const folders = (dirs.length ? dirs : [join(root, 'fixtures', 'vaults')]).map((d) => resolve(d));
const cache = mkdtempSync(join(tmpdir(), 'eval-vaults-'));
const rows = [];
try {
  for (const dir of folders) {
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.labels.json'))
      .sort()) {
      const name = file.slice(0, -'.labels.json'.length);
      const vault = join(dir, name);
      if (!existsSync(vault)) continue;
      const labels = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      const env = { ...process.env, SKILL_CACHE_DIR: join(cache, name), SKILL_SESSION_ROOT: join(cache, 'sessions') };
      const r = spawnSync('node', [join(root, 'bin/skill'), 'layout', '--json', '--vault', vault, '--now', '2026-11-27T09:00'], {
        env,
        encoding: 'utf8',
      });
      let layout = null;
      try {
        layout = r.status === 2 ? null : JSON.parse(r.stdout);
      } catch {
        layout = null;
      }
      const s = scoreVault(labels, layout);
      rows.push({ name, ...s, exit: r.status });
      if (verbose && layout) console.log(JSON.stringify({ name, periodic: layout.periodic, templates: layout.templates }, null, 1));
    }
  }
} finally {
  rmSync(cache, { recursive: true, force: true });
}
const f = (x) => x.toFixed(2);
const width = Math.max(...rows.map((r) => r.name.length));
console.log(`${'vault'.padEnd(width)}  score  periodic templates people projects meetings  exit`);
for (const r of rows) {
  const p = r.parts;
  console.log(
    `${r.name.padEnd(width)}  ${f(r.score)}   ${r.refused ? 'refused'.padEnd(43) : `${f(p.periodic)}     ${f(p.templates)}      ${f(p.people)}   ${f(p.projects)}     ${f(p.meetings)}    `}  ${r.exit}`,
  );
}
const mean = rows.reduce((s, r) => s + r.score, 0) / Math.max(rows.length, 1);
console.log(`${'mean'.padEnd(width)}  ${f(mean)}   (${rows.length} vaults)`);
