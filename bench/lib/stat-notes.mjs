// The stat-walk baseline child process: lists the vault's .md files exactly as list-notes.mjs does, then stats each
// one (mtime and size, as any incremental index must to know which notes changed) and prints how many there are.
// The least a correct incremental index can do on every open; see docs/performance.md.
import { readdirSync, statSync } from 'node:fs';

const IGNORED = new Set(['.git', '.obsidian', '.trash', '.skill', 'node_modules']);
const root = process.argv[2];
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
let bytes = 0;
for (const path of found) {
  const st = statSync(path, { throwIfNoEntry: false });
  if (st) bytes += st.size + (st.mtimeMs > 0 ? 0 : 1);
}
process.stdout.write(`${found.length} ${bytes}\n`);
