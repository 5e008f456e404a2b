/** Builds a folder tree from a description: text files, raw bytes, symlinks and empty folders. */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type TreeEntry = string | Uint8Array | { symlink: string } | { dir: true };

export function writeTree(root: string, tree: Record<string, TreeEntry>): string {
  for (const [relative, entry] of Object.entries(tree)) {
    const path = join(root, relative);
    mkdirSync(dirname(path), { recursive: true });
    if (typeof entry === 'string' || entry instanceof Uint8Array) writeFileSync(path, entry);
    else if ('symlink' in entry) symlinkSync(entry.symlink, path);
    else mkdirSync(path, { recursive: true });
  }
  return root;
}
