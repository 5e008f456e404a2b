// The stat-walk baseline child process: lists the vault's .md files exactly as list-notes.mjs does, then stats each
// one (mtime and size, as any incremental index must to know which notes changed) and prints how many there are.
// The least a correct incremental index can do on every open; see docs/performance.md.
import { statSync } from 'node:fs';
import { walkNotes } from './walk-notes.mjs';

const found = walkNotes(process.argv[2]);
let bytes = 0;
for (const path of found) {
  const st = statSync(path, { throwIfNoEntry: false });
  if (st) bytes += st.size + (st.mtimeMs > 0 ? 0 : 1);
}
process.stdout.write(`${found.length} ${bytes}\n`);
