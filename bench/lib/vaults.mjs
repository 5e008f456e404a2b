// The synthetic vaults the benchmarks run on, generated once (by bench/gen-vault.mjs, in a child process) and kept
// under $SKILL_BENCH_DIR (default <tmp>/skill-bench) for later runs; a generator change regenerates them.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GENERATOR_VERSION } from '../gen-vault.mjs';
import { BENCH } from './proc.mjs';

export const benchDir = () => process.env.SKILL_BENCH_DIR || join(tmpdir(), 'skill-bench');

/** The vault of `notes` notes, generating it when missing or stale; returns { path, mix, generatedMs? }. */
export function ensureVault(notes, log = () => {}) {
  const path = join(benchDir(), `vault-${notes}`);
  const marker = join(path, '.bench-generated.json');
  if (existsSync(marker)) {
    const info = JSON.parse(readFileSync(marker, 'utf8'));
    if (info.version === GENERATOR_VERSION) return { path, mix: info.mix };
  }
  rmSync(path, { recursive: true, force: true });
  log(`generating a ${notes.toLocaleString('en-US')}-note vault in ${path} …`);
  const t = performance.now();
  const out = execFileSync(process.execPath, [join(BENCH, 'gen-vault.mjs'), path, String(notes), '--json'], { encoding: 'utf8' });
  const mix = JSON.parse(out.trim().split('\n').pop());
  writeFileSync(marker, JSON.stringify({ version: GENERATOR_VERSION, mix }));
  return { path, mix, generatedMs: performance.now() - t };
}
