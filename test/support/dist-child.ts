/**
 * Runs a snippet of ES module code in a separate Node process against the compiled modules in dist/ (built by
 * global-setup before any test), for what only a real process can show: what happens when it exits.
 */
import { execa } from 'execa';
import { join } from 'node:path';
import { REPO } from './tmp.js';

/** Absolute path of a compiled module: distModule('vault/atomic') → <repo>/dist/vault/atomic.js, JSON-quoted for code. */
export function distModule(name: string): string {
  return JSON.stringify(join(REPO, 'dist', `${name}.js`));
}

export async function runModuleChild(code: string): Promise<{ exitCode: number | undefined; stdout: string; stderr: string }> {
  const r = await execa(process.execPath, ['--input-type=module', '-e', code], { reject: false, cwd: REPO, timeout: 15_000 });
  return { exitCode: r.exitCode, stdout: String(r.stdout), stderr: String(r.stderr) };
}
