// The baseline child process: lists the vault's .md files in Node (a synchronous readdir walk with file types,
// skipping the same folders the vault walker skips) and prints how many there are.
import { readdirSync } from 'node:fs';

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
process.stdout.write(`${found.length}\n`);
