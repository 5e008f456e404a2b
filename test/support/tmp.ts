import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach } from 'vitest';

export const REPO = resolve(import.meta.dirname, '..', '..');
export const SAMPLE_VAULT = join(REPO, 'fixtures', 'vault');

const made: string[] = [];

/** A fresh temp folder, removed after the test. */
export function tempDir(prefix = 'skill-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A private copy of the sample vault, so a test can change it freely. */
export function copyOfSampleVault(): string {
  const dir = join(tempDir('skill-vault-'), 'vault');
  cpSync(SAMPLE_VAULT, dir, { recursive: true });
  return dir;
}

afterEach(() => {
  while (made.length) rmSync(made.pop()!, { recursive: true, force: true });
});
