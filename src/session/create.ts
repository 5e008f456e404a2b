import { chmodSync, mkdtempSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT_MODE, safeName } from './root.js';

/** A new private session directory: `<folder>/skill-<ritual>-<target>-<random>`. */
export function createSessionDir(folder: string, ritual: string, target: string): { dir: string; id: string } {
  const dir = mkdtempSync(join(folder, `skill-${safeName(ritual)}-${safeName(target)}-`));
  chmodSync(dir, ROOT_MODE);
  return { dir, id: basename(dir) };
}
