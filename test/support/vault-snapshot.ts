/**
 * Fingerprints of every entry under a folder, to assert that an operation left a vault byte-identical (or changed
 * exactly the files it should). Hidden folders (.skill, .obsidian) are included; symlinks are recorded by target,
 * never followed; folders are recorded so a stray empty folder counts as a change.
 */
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';

export type VaultSnapshot = Map<string, string>;

/** Relative path ('/'-separated) → "file:<sha256>" | "link:<target>" | "dir". */
export function snapshotVault(root: string, options: { exclude?: (relative: string) => boolean } = {}): VaultSnapshot {
  const out: VaultSnapshot = new Map();
  const walk = (rel: string) => {
    for (const name of readdirSync(rel === '' ? root : join(root, rel)).sort()) {
      const child = rel === '' ? name : `${rel}/${name}`;
      if (options.exclude?.(child)) continue;
      const abs = join(root, child);
      const st = lstatSync(abs);
      if (st.isSymbolicLink()) out.set(child, `link:${readlinkSync(abs)}`);
      else if (st.isDirectory()) {
        out.set(child, 'dir');
        walk(child);
      } else out.set(child, `file:${createHash('sha256').update(readFileSync(abs)).digest('hex')}`);
    }
  };
  walk('');
  return out;
}

/** Paths added, removed or changed between two snapshots, sorted. */
export function changedPaths(before: VaultSnapshot, after: VaultSnapshot): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((p) => before.get(p) !== after.get(p)).sort();
}

/** Every path under `root` whose name contains `marker` (our temp files: `.skill-tmp-`). */
export function findFilesNamed(root: string, marker: string): string[] {
  return [...snapshotVault(root).keys()].filter((p) => p.split('/').pop()!.includes(marker));
}
