/**
 * How hard the property tests push. `npm test` runs each with its small default (fast, and the same inputs every
 * time: the seed is fixed); SKILL_FUZZ_RUNS=100000 turns them into a soak with a fresh seed, printed on failure so
 * the case can be replayed with SKILL_FUZZ_SEED=<seed>. docs/reliability.md says how.
 */
import type { Parameters } from 'fast-check';

const soakRuns = Number(process.env.SKILL_FUZZ_RUNS ?? '');
const seed = Number(process.env.SKILL_FUZZ_SEED ?? '');

/** fast-check parameters: `runs` by default, SKILL_FUZZ_RUNS when set. */
export function fuzzParams<T>(runs: number): Parameters<T> {
  const soaking = Number.isInteger(soakRuns) && soakRuns > 0;
  return {
    numRuns: soaking ? soakRuns : runs,
    ...(Number.isInteger(seed) && process.env.SKILL_FUZZ_SEED ? { seed } : soaking ? {} : { seed: 20261122 }),
  };
}

/** A test timeout that grows with a soak (default runs stay within vitest's default). */
export function fuzzTimeout(runs: number, msPerRun = 2): number {
  const total = Number.isInteger(soakRuns) && soakRuns > 0 ? soakRuns : runs;
  return Math.max(20_000, total * msPerRun * 2);
}
