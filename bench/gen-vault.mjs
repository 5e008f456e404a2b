#!/usr/bin/env node
// Throwaway synthetic vault generator for the search benchmark: N notes of ~2 KB in nested folders, a Zipf-like
// vocabulary with some accented words, frontmatter, H1-H3 headings. Deterministic (seeded) so runs are comparable.
// Usage: node bench/gen-vault.mjs <dir> <notes>
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, countArg] = process.argv.slice(2);
if (!dir || !countArg) {
  console.error('usage: node bench/gen-vault.mjs <dir> <notes>');
  process.exit(2);
}
const count = Number(countArg);

let seed = 0x2f6b4c1d;
function rand() {
  // mulberry32
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const syllables = ['ka', 'lo', 'mi', 'ner', 'tas', 'vo', 'ri', 'pel', 'dun', 'sa', 'tro', 'bel', 'qui', 'zor', 'fen', 'ga', 'hul', 'jé', 'ño', 'wix'];
const common = ['meeting', 'project', 'notes', 'review', 'plan', 'team', 'update', 'idea', 'task', 'client', 'budget', 'design', 'weekly', 'roadmap', 'draft'];
const stop = ['the', 'and', 'of', 'to', 'a', 'in', 'is', 'for', 'with', 'on', 'that', 'it', 'as', 'we', 'this'];
const vocab = [];
for (let i = 0; i < 60000; i++) {
  const n = 2 + Math.floor(rand() * 3);
  let w = '';
  for (let j = 0; j < n; j++) w += syllables[Math.floor(rand() * syllables.length)];
  vocab.push(w);
}
// Zipf-ish: index = floor(V * r^3) favours the head of the list.
const word = () => {
  const r = rand();
  if (r < 0.25) return stop[Math.floor(rand() * stop.length)];
  if (r < 0.3) return common[Math.floor(rand() * common.length)];
  return vocab[Math.floor(vocab.length * rand() ** 3)];
};
const sentence = (n) => Array.from({ length: n }, word).join(' ');

mkdirSync(dir, { recursive: true });
const folders = Math.max(1, Math.round(count / 500));
for (let i = 0; i < count; i++) {
  const folder = join(dir, `area-${i % folders}`, `sub-${i % 7}`);
  if (i < folders * 7) mkdirSync(folder, { recursive: true });
  const title = sentence(3);
  let body = `---\ntitle: ${title}\ntags: [${word()}, ${word()}]\n---\n# ${title}\n\n`;
  while (body.length < 1900) {
    if (rand() < 0.15) body += `\n## ${sentence(2 + Math.floor(rand() * 3))}\n\n`;
    body += sentence(8 + Math.floor(rand() * 12)) + '.\n';
  }
  writeFileSync(join(folder, `note-${i} ${vocab[i % vocab.length]}.md`), body);
}
console.log(`wrote ${count} notes under ${dir}`);
