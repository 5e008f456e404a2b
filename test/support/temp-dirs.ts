/** Temp folders that are removed after each test, even when it fails or leaves read-only folders behind. */
import { chmodSync, mkdtempSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

function makeWritable(dir: string): void {
  try {
    if (!statSync(dir).isDirectory()) return;
    chmodSync(dir, 0o700);
    for (const name of readdirSync(dir)) makeWritable(join(dir, name));
  } catch {
    // gone or a dangling link: nothing to do
  }
}

/** Call at the top of a test file; returns a maker of fresh real-path temp folders. */
export function useTempDirs(): (prefix?: string) => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) {
      makeWritable(dir);
      rmSync(dir, { recursive: true, force: true });
    }
  });
  return (prefix = 'skill-test-') => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
    made.push(dir);
    return dir;
  };
}
