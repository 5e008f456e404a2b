/**
 * A run that would plant a new folder at the top of the vault (a layout that is not the vault's own: the built-in
 * `00_Brain/…` in a vault that keeps its notes elsewhere) says so before the first question, and asks. Without a
 * terminal it is refused in one line unless --yes; a dry run writes nothing, so it only says so.
 */
import { dirname, relative } from 'node:path';
import { RunFailure } from '../../errors.js';
import type { Output } from '../../io/io.js';
import { firstMissingFolder } from '../../vault/writable.js';

export interface NewTree {
  /** The new top-level folder, vault-relative. */
  folder: string;
  /** A note that would be written under it, vault-relative. */
  note: string;
}

/** The top-level folders the vault does not have that writing these notes would create. */
export function newTopFolders(vault: string, paths: readonly string[]): NewTree[] {
  const out = new Map<string, NewTree>();
  for (const path of paths) {
    const top = firstMissingFolder(dirname(path));
    if (!top || dirname(top) !== vault) continue;
    const folder = relative(vault, top);
    if (!out.has(folder)) out.set(folder, { folder, note: relative(vault, path) });
  }
  return [...out.values()];
}

export interface TreeAsk {
  interactive: boolean;
  ask: (prompt: string) => Promise<string | null | undefined>;
}

/** Whether to go on: said first; asked on a terminal (no by default); refused without one unless --yes. */
export async function newTreeAllowed(
  trees: readonly NewTree[],
  asker: TreeAsk,
  out: Output,
  opts: { yes: boolean; dryRun: boolean; command: string },
): Promise<boolean> {
  if (trees.length === 0) return true;
  const what = trees.map((t) => `${t.folder}/ (for ${t.note})`).join(', ');
  const said = `this run would create ${trees.length === 1 ? 'a new folder' : 'new folders'} at the top of the vault: ${what}; the vault has no such folder`;
  const fix = `if these notes live elsewhere, set it in .skill/config.yaml (\`${opts.command} layout\` shows where each kind of note goes)`;
  if (opts.dryRun || opts.yes) {
    out.write(`⚠ ${said} (${opts.dryRun ? 'dry run: nothing will be written' : 'going on: --yes'}).\n`);
    return true;
  }
  if (!asker.interactive) throw new RunFailure(`${said}; not without --yes when there is no terminal to ask (${fix})`);
  out.write(`⚠ ${said}.\n  ${fix.charAt(0).toUpperCase()}${fix.slice(1)}.\n`);
  const reply = await asker.ask(`Create ${trees.length === 1 ? 'it' : 'them'}? [y/N] `);
  return /^\s*y(es)?\s*$/i.test(reply ?? '');
}
