import { mkdirSync, writeFileSync } from 'node:fs';
import { confineRead } from '../../vault/confine.js';
import { basename, dirname, join, resolve } from 'node:path';
import type { Io } from '../../io/io.js';
import { checkNewName, scaffoldRitual } from '../../ritual/scaffold.js';
import { requireVault } from '../../vault/locate.js';
import { namedAs } from '../../io/invocation.js';
import { discoverRituals, searchPath, type SearchDir } from '../../ritual/discover.js';
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
  // The search path the new ritual joins: the vault's, or with --dir (a folder of the user's choosing) the bundled one.
  let dirs: SearchDir[];
  if (opts.dir !== undefined) {
    base = resolve(io.cwd, opts.dir);
    dirs = searchPath({});
  } else {
    const vault = requireVault({ flag: opts.vault, env: io.env, cwd: io.cwd });
    const vaultSkills = loadVaultConfig(vault).layout.skills;
    base = join(vault, vaultSkills);
    dirs = searchPath({ vault, vaultSkills, env: io.env });
    // The vault's rituals folder (or the .skill folder holding it) as a symlink out of the vault: refused, not followed.
    confineRead(join(base, name, 'SKILL.md'), [{ label: 'vault', path: vault }]);
  }
  const shadowed = shadowedBy(name, base, dirs);
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
  if (shadowed) io.stderr.write(`skill: note: ${namedAs(shadowed, io.command)}\n`);
  if (io.stderr.isTTY && !io.quiet)
    io.stderr.write(`Next: edit it, then \`${io.command} check ${name}\` and \`${io.command} run ${name} --offline\`.\n`);
}

/**
 * A ritual of the same name that the new one hides, in one line: the rituals searched after the folder it goes in
 * (a name is found in search order, docs/writing-rituals.md). With --dir, a folder not on the search path, the new
 * one hides it only when that folder is passed with --skills, and the line says so.
 */
function shadowedBy(name: string, base: string, dirs: SearchDir[]): string | undefined {
  const at = dirs.findIndex((d) => resolve(d.dir) === base);
  const later = at >= 0 ? dirs.slice(at + 1) : dirs;
  const same = discoverRituals(later).find(
    (f) => !f.shadowedBy && (f.ritual ? f.ritual.name === name || f.ritual.folderName === name : basename(dirname(f.path)) === name),
  );
  if (!same) return undefined;
  const what = `the ritual ${name} ${same.from ?? `from ${same.source}`} (${same.path})`;
  return at >= 0
    ? `the new ${name} shadows ${what}: a run of ${name} will use the new one; \`skill list\` shows both`
    : `${what} has the same name: with --skills ${base}, the new one shadows it`;
}
