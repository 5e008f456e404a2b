import { chmodSync, cpSync, lstatSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO = resolve(import.meta.dirname, '..', '..');
export const SAMPLE_VAULT = join(REPO, 'fixtures', 'vault');

const made: string[] = [];

/** A fresh temp folder (its real path), removed after the test. */
export function tempDir(prefix = 'skill-test-'): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  made.push(dir);
  return dir;
}

/** A private copy of the sample vault, so a test can change it freely. */
export function copyOfSampleVault(): string {
  const dir = join(tempDir('skill-vault-'), 'vault');
  cpSync(SAMPLE_VAULT, dir, { recursive: true });
  return dir;
}

/** Tests make folders read-only (0555) on purpose: give them back write permission so they can be removed. */
function makeWritable(dir: string): void {
  try {
    // lstat: never follow a symlink a test planted out of its folder (chmod would reach /etc).
    if (!lstatSync(dir).isDirectory()) return;
    chmodSync(dir, 0o700);
    for (const name of readdirSync(dir)) makeWritable(join(dir, name));
  } catch {
    // gone or a dangling link: nothing to do
  }
}

/**
 * Removes the temp folders made so far: after each test (test/support/restore-globals.ts registers it for every
 * file: test files share a worker and its modules, so a hook registered here on import would run for the first file
 * of a worker only).
 */
export function removeTempDirs(): void {
  while (made.length) {
    const dir = made.pop()!;
    makeWritable(dir);
    rmSync(dir, { recursive: true, force: true });
  }
}
