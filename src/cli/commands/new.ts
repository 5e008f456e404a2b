import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Io } from '../../io/io.js';
import { checkNewName, scaffoldRitual } from '../../ritual/scaffold.js';
import { requireVault } from '../../vault/locate.js';
import { loadVaultConfig } from '../../vault/config.js';
import { BadInputError, quote, RunFailure } from '../../errors.js';
import { describeCode } from '../../vault/atomic.js';
import { nearestExisting } from '../../vault/writable.js';

export interface NewOptions {
  vault?: string;
  dir?: string;
  description?: string;
}

/**
 * Why `path` could not be made, in one line: a folder the user named (or one on its way) that is a file or may not
 * be written is bad input; anything else (a full disk, an I/O error) is a failure of the run.
 */
function cannotCreate(path: string, err: unknown): Error {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOTDIR' || code === 'EEXIST') return new BadInputError(`cannot create ${path}: ${nearestExisting(path)} is not a folder`);
  if (code === 'EACCES' || code === 'EPERM') return new BadInputError(`cannot create ${path}: permission denied`);
  if (code === 'EROFS') return new BadInputError(`cannot create ${path}: read-only file system`);
  return new RunFailure(`cannot create ${path}: ${describeCode(code, err)}`, { cause: err });
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
  try {
    mkdirSync(folder, { recursive: true });
  } catch (err) {
    throw cannotCreate(folder, err);
  }
  try {
    // 'wx' fails when the file exists: the check and the write are one step, so nothing is ever overwritten.
    writeFileSync(file, scaffoldRitual(name, opts.description), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new BadInputError(`${file} already exists; not overwriting it`);
    throw cannotCreate(file, err);
  }
  io.stdout.write(`${file}\n`);
  if (io.stderr.isTTY) io.stderr.write(`Next: edit it, then \`${io.command} check ${name}\` and \`${io.command} run ${name} --offline\`.\n`);
}
