// A real full disk for tests: a small tmpfs, which only root can mount. Tests that need one fall back to an injected
// failure elsewhere, so they say something on every machine.
import { execa } from 'execa';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './tmp.js';

export const isRoot = process.getuid?.() === 0;

export async function canMountTmpfs(): Promise<boolean> {
  if (!isRoot) return false;
  const probe = tempDir('skill-mnt-');
  const mounted = await execa('mount', ['-t', 'tmpfs', '-o', 'size=16k', 'tmpfs', probe], { reject: false });
  if (mounted.exitCode === 0) await execa('umount', [probe]);
  return mounted.exitCode === 0;
}

/** Runs `body` on a folder that is a tmpfs of `pages` 4 KiB pages with `free` of them left; unmounted after. */
export async function onFullDisk<T>(pages: number, free: number, body: (dir: string) => Promise<T> | T): Promise<T> {
  const dir = join(tempDir('skill-full-'), 'disk');
  mkdirSync(dir);
  await execa('mount', ['-t', 'tmpfs', '-o', `size=${pages * 4}k,mode=755`, 'tmpfs', dir]);
  try {
    writeFileSync(join(dir, 'filler'), Buffer.alloc((pages - free) * 4096));
    return await body(dir);
  } finally {
    await execa('umount', [dir]);
  }
}
