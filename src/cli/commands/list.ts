import { type Io, printJson } from '../../io/io.js';
import { oneLine } from '../../text/line.js';
import { discoverRituals, searchPath } from '../../ritual/discover.js';
import { locateVault } from '../../vault/locate.js';

export interface ListOptions {
  vault?: string;
  skills?: string[];
  json?: boolean;
}

export function handleList(io: Io, opts: ListOptions): void {
  const vault = locateVault({ flag: opts.vault, env: io.env, cwd: io.cwd });
  const found = discoverRituals(searchPath({ skillsDirs: opts.skills, vault }));
  if (opts.json) {
    printJson(io.stdout, found.map((f) => ({
      name: f.ritual?.name ?? null,
      description: f.ritual?.description ?? null,
      argumentHint: f.ritual?.argumentHint ?? null,
      source: f.source,
      path: f.path,
      shadowedBy: f.shadowedBy ?? null,
      error: f.error ?? null,
      warnings: f.ritual?.diagnostics.length ?? 0,
    })));
    return;
  }
  if (found.length === 0) {
    io.stdout.write('No rituals found.\n');
    return;
  }
  const width = Math.max(...found.map((f) => (f.ritual?.name ?? '').length), 4);
  for (const f of found) {
    if (!f.ritual) {
      io.stdout.write(`${'(unreadable)'.padEnd(width)}  ${f.error}\n`);
      continue;
    }
    const r = f.ritual;
    const hint = r.argumentHint ? `  ${r.argumentHint}` : '';
    const shadow = f.shadowedBy ? `  [shadowed by ${f.shadowedBy}]` : '';
    io.stdout.write(`${r.name.padEnd(width)}  ${firstSentence(r.description ?? '(no description)')}${hint}${shadow}\n`);
    io.stdout.write(`${''.padEnd(width)}  ${f.source}: ${f.path}\n`);
  }
}

function firstSentence(text: string): string {
  const line = oneLine(text);
  const m = /^(.{1,100}?[.!?])(\s|$)/.exec(line);
  return m ? m[1]! : oneLine(line, 100);
}
