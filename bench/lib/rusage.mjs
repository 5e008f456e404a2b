// Preloaded into a measured child process with `node --import <this file>`: at exit, writes the process's peak
// resident set size (process.resourceUsage().maxRSS, getrusage's ru_maxrss, in KB) to $BENCH_RUSAGE_OUT.
import { writeFileSync } from 'node:fs';

const out = process.env.BENCH_RUSAGE_OUT;
if (out) {
  delete process.env.BENCH_RUSAGE_OUT; // not passed on to the child's own children
  process.on('exit', () => writeFileSync(out, JSON.stringify({ maxRssKB: process.resourceUsage().maxRSS })));
}
