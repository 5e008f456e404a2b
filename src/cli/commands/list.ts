import type { Io } from '../../io/io.js';
import { printResult } from '../json.js';
import { oneLine, oneLineSafe as shown } from '../../text/line.js';
import { discoverRituals, searchPath } from '../../ritual/discover.js';
import { locateVault } from '../../vault/locate.js';
import { loadVaultConfig } from '../../vault/config.js';

export interface ListOptions {
  vault?: string;
  skills?: string[];
  /** The day check's counts are for (--json only). */
  now?: string;
  json?: boolean;
}

export async function handleList(io: Io, opts: ListOptions): Promise<void> {
  if (opts.json) return listJson(io, opts);
  const vault = locateVault({ flag: opts.vault, env: io.env, cwd: io.cwd });
  const vaultSkills = vault ? loadVaultConfig(vault).layout.skills : undefined;
  const found = discoverRituals(searchPath({ skillsDirs: opts.skills, vault, vaultSkills, env: io.env }));
  if (found.length === 0) {
    io.stdout.write('No rituals found.\n');
    return;
  }
  // Names, paths and errors come from files: printed with their control characters escaped (ESC, BEL…).
  const width = Math.max(...found.map((f) => shown(f.ritual?.name ?? '').length), 4);
  for (const f of found) {
    if (!f.ritual) {
      io.stdout.write(`${'(unreadable)'.padEnd(width)}  ${shown(f.error ?? '')}\n`);
      continue;
    }
    const r = f.ritual;
    const hint = r.argumentHint ? `  ${shown(r.argumentHint)}` : '';
    const shadow = f.shadowedBy ? `  [shadowed by ${shown(f.shadowedBy)}]` : '';
    io.stdout.write(`${shown(r.name).padEnd(width)}  ${firstSentence(r.description ?? '(no description)')}${hint}${shadow}\n`);
    io.stdout.write(`${''.padEnd(width)}  from ${shown(f.from ?? f.source)}: ${shown(f.path)}\n`);
  }
}

/**
 * With --json each ritual carries check's counts (errors and warnings for today), so the two commands never disagree:
 * that means planning every ritual, which the text listing does not need. Needs are read offline (the rules and
 * cached readings): listing never calls Claude.
 */
async function listJson(io: Io, opts: ListOptions): Promise<void> {
  const { checker } = await import('./check.js');
  const check = checker(io, { ...opts, offline: true });
  const rituals = [];
  for (const f of discoverRituals(check.dirs)) {
    const report = f.ritual && !f.shadowedBy ? await check.report(f.ritual) : undefined;
    rituals.push({
      name: f.ritual?.name ?? null,
      description: f.ritual?.description ?? null,
      argumentHint: f.ritual?.argumentHint ?? null,
      source: f.source,
      from: f.from ?? null,
      path: f.path,
      shadowedBy: f.shadowedBy ?? null,
      error: f.error ?? null,
      // A shadowed ritual never runs and check skips it: no counts rather than made-up ones.
      errors: f.ritual ? (report?.errors ?? null) : 1,
      warnings: report?.warnings ?? null,
    });
  }
  printResult(io.stdout, { rituals });
}

function firstSentence(text: string): string {
  const line = oneLine(text);
  const m = /^(.{1,100}?[.!?])(\s|$)/.exec(line);
  return m ? m[1]! : oneLine(line, 100);
}
