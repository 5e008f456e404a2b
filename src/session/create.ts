import { chmodSync, mkdtempSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT_MODE } from './root.js';

/** Folder-name-safe text: letters, digits, dots and hyphens. */
function safe(text: string): string {
  return text.normalize('NFKD').replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'x';
}

/** A new private session directory: `<root>/skill-<ritual>-<target>-<random>`. */
export function createSessionDir(root: string, ritual: string, target: string): { dir: string; id: string } {
  const dir = mkdtempSync(join(root, `skill-${safe(ritual)}-${safe(target)}-`));
  chmodSync(dir, ROOT_MODE);
  return { dir, id: basename(dir) };
}
