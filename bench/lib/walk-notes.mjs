// The baselines' walk: a synchronous readdir with file types over the vault, skipping the folders the vault walker
// skips, returning every .md note. Shared by list-notes.mjs and stat-notes.mjs so both walk alike.
import { readdirSync } from 'node:fs';

const IGNORED = new Set(['.git', '.obsidian', '.trash', '.skill', 'node_modules']);

export function walkNotes(root) {
  const found = [];
  const stack = [root];
  while (stack.length > 0) {
    const dir = stack.pop();
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!IGNORED.has(entry.name)) stack.push(`${dir}/${entry.name}`);
      } else if (entry.isFile() && entry.name.toLowerCase().endsWith('.md')) {
        found.push(`${dir}/${entry.name}`);
      }
    }
  }
  return found;
}
