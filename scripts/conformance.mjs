#!/usr/bin/env node
// Conformance against real rituals: parses and plans every SKILL.md of the 2bd corpus (../shared/corpus/2bd by default,
// or the folder given as the first argument) and prints, per ritual, the needs and phases found, each need's plan,
// and any diagnostics. Not part of `npm test`: the corpus is not in this repository and must never be copied into it.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const corpus = resolve(process.argv[2] ?? join(root, '..', 'shared', 'corpus', '2bd'));
if (!existsSync(corpus)) {
  console.log(`conformance: corpus folder not found: ${corpus}`);
  console.log('It holds the real rituals of the 2bd project and is not part of this repository; pass its path as an argument.');
  process.exit(0);
}

const { loadRitualFile } = await import(join(root, 'dist/ritual/discover.js'));
const { loadCatalogue } = await import(join(root, 'dist/plan/catalogue.js'));
const { planNeeds } = await import(join(root, 'dist/plan/planner.js'));
const { resolveTime } = await import(join(root, 'dist/time/resolve.js'));
const { searchPath } = await import(join(root, 'dist/ritual/discover.js'));
const { describeNeed } = await import(join(root, 'dist/plan/describe.js'));

function skillFiles(dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...skillFiles(p));
    else if (e.name === 'SKILL.md') out.push(p);
  }
  return out;
}

// Plan with our bundled catalogue only: the corpus's own _sub skills are prose for another runtime.
const catalogue = loadCatalogue(searchPath({}));
const now = new Date(2026, 1, 15, 9, 0);
let files = 0,
  crashed = 0,
  needsTotal = 0,
  understood = 0;
const withNeeds = [];
for (const file of skillFiles(corpus)) {
  files++;
  const rel = relative(corpus, file);
  let ritual;
  try {
    ritual = loadRitualFile(file, 'path');
  } catch (err) {
    console.log(`\n${rel}\n  ERROR ${err.message}`);
    if (!(err && err.exitCode === 2)) crashed++;
    continue;
  }
  const hasNeeds = ritual.sections.some((s) => s.phase === 'needs');
  const plan = planNeeds(ritual.name, ritual.needs, resolveTime('', now), catalogue);
  const ok = plan.needs.filter((n) => n.status === 'understood').length;
  if (hasNeeds) {
    needsTotal += ritual.needs.length;
    understood += ok;
    withNeeds.push(`${ritual.name}: ${ok}/${ritual.needs.length}`);
  }
  console.log(`\n${rel}  (name: ${ritual.name})`);
  console.log(`  phases: ${ritual.sections.map((s) => `${s.heading} → ${s.phase}`).join('; ') || '(no sections)'}`);
  if (ritual.needs.length) {
    console.log(`  needs: ${ok} understood, ${ritual.needs.length - ok} not fully`);
    for (const n of plan.needs) console.log(`    ${n.text}\n      ${describeNeed(n)}`);
  }
  for (const d of ritual.diagnostics) console.log(`  ${d.severity}: ${d.message}`);
}
console.log(`\n${files} SKILL.md files, ${crashed} crashed; rituals with a "What I Need" section: ${withNeeds.join(', ') || 'none'}`);
console.log(`needs understood without Claude: ${understood} of ${needsTotal}`);
process.exit(crashed ? 1 : 0);
