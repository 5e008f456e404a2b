#!/usr/bin/env node
// The search part of the benchmark on its own, for docs/search.md (run `npm run compile` first):
//   node bench/search.mjs [--notes 10000,100000] [--reps 3]
import { measureSearch } from './measure/search.mjs';

const argv = process.argv.slice(2);
const opt = (name, dflt) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : dflt);
const result = await measureSearch({
  sizes: opt('--notes', '10000,100000').split(',').map(Number),
  reps: Number(opt('--reps', '3')),
  log: (m) => console.error(m),
});
for (const s of result.sections) console.log(`\n## ${s.notes.toLocaleString('en-US')} notes\n\n${s.index}\n\n${s.queries}`);
