import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Io } from '../../io/io.js';
import { checkNewName, scaffoldRitual } from '../../ritual/scaffold.js';
import { requireVault } from '../../vault/locate.js';
import { loadVaultConfig } from '../../vault/config.js';
import { BadInputError, quote } from '../../errors.js';

export interface NewOptions {
  vault?: string;
  dir?: string;
  description?: string;
}

/** `skill new <name>`: scaffolds <name>/SKILL.md in the vault's rituals folder (layout.skills, default .skill/skills)
 * or under --dir; never overwrites. */
export function handleNew(io: Io, name: string, opts: NewOptions): void {
  const problem = checkNewName(name);
  if (problem) throw new BadInputError(`ritual name ${quote(name)} ${problem}`);
  let base: string;
  if (opts.dir !== undefined) base = resolve(io.cwd, opts.dir);
  else {
    const vault = requireVault({ flag: opts.vault, env: io.env, cwd: io.cwd });
    base = join(vault, loadVaultConfig(vault).layout.skills);
  }
  const folder = join(base, name);
  const file = join(folder, 'SKILL.md');
  mkdirSync(folder, { recursive: true });
  try {
    // 'wx' fails when the file exists: the check and the write are one step, so nothing is ever overwritten.
    writeFileSync(file, scaffoldRitual(name, opts.description), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new BadInputError(`${file} already exists; not overwriting it`);
    throw err;
  }
  io.stdout.write(`${file}\n`);
  if (io.stderr.isTTY) io.stderr.write(`Next: edit it, then \`${io.command} check ${name}\` and \`${io.command} run ${name} --offline\`.\n`);
}
