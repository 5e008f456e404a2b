#!/usr/bin/env node
// Summarises a V8 .cpuprofile (from `node --cpu-prof`): the functions with the most self time, and the self time
// per package or source folder; with --inclusive, the time spent in (and under) our own functions.
// Usage: node bench/profile-summary.mjs <file.cpuprofile> [--top 25] [--inclusive]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Self time in ms per function (name + file:line) and per "where" (a package under node_modules, dist/<folder>, node:, …). */
export function summariseProfile(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  // timeDeltas[i] is the time before samples[i]; attributing it to the sample is what DevTools does.
  for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  const fns = new Map();
  const wheres = new Map();
  let total = 0;
  for (const [id, ms] of self) {
    const { callFrame: f } = byId.get(id);
    total += ms;
    const key = keyOf(f);
    fns.set(key, (fns.get(key) ?? 0) + ms);
    wheres.set(whereOf(f), (wheres.get(whereOf(f)) ?? 0) + ms);
  }
  // Inclusive time: a sample counts once for every distinct function on its stack (recursion counted once).
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map();
  for (const [id, ms] of self) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const key = keyOf(byId.get(at).callFrame);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  }
  const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]);
  return { totalMs: total, functions: sorted(fns), wheres: sorted(wheres), inclusive: sorted(inclusive) };
}

function keyOf(f) {
  const short = f.url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '')
    .replace(/^.*\/dist\//, 'dist/');
  return `${f.functionName || '(anonymous)'}  ${short ? `${short}:${f.lineNumber + 1}` : ''}`.trim();
}

function whereOf(frame) {
  const url = frame.url;
  if (url === '') return frame.functionName.startsWith('(') ? frame.functionName : '(native/builtin)';
  if (url.startsWith('node:')) return url.split('/')[0];
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const dist = /\/dist\/([^/]+(?:\/[^/]+)?)\//.exec(url) ?? /\/dist\/([^/]+)/.exec(url);
  if (dist) return `dist/${dist[1]}`;
  return url.replace(/^file:\/\//, '');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  const top = Number(process.argv[process.argv.indexOf('--top') + 1]) || 25;
  const s = summariseProfile(JSON.parse(readFileSync(file, 'utf8')));
  console.log(`total sampled: ${s.totalMs.toFixed(0)} ms\n\nself time by where:`);
  for (const [k, ms] of s.wheres.slice(0, top)) console.log(`${ms.toFixed(1).padStart(9)} ms  ${k}`);
  console.log('\nself time by function:');
  for (const [k, ms] of s.functions.slice(0, top)) console.log(`${ms.toFixed(1).padStart(9)} ms  ${k}`);
  if (process.argv.includes('--inclusive')) {
    console.log('\ninclusive time by function (dist/ only):');
    for (const [k, ms] of s.inclusive.filter(([k]) => k.includes('dist/')).slice(0, top))
      console.log(`${ms.toFixed(1).padStart(9)} ms  ${k}`);
  }
}
