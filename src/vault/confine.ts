/**
 * Path confinement for everything that reads or writes on behalf of a ritual or a model: a path is accepted only
 * when it names a file inside one of the allowed roots (the vault, the session directory) after every symlink is
 * resolved. Inputs are refused rather than repaired: a model that asks for `..%2f..%2fetc` gets an error it can
 * read, not a guess.
 */
import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { BadInputError } from '../errors.js';

export interface Root {
  /** Shown in messages: "vault", "session". */
  label: string;
  /** Absolute path; resolved to its real path when checked. */
  path: string;
}

export interface ConfinedPath {
  root: Root;
  /** Absolute path inside the root's real path. */
  absolute: string;
  /** Relative to the root, '/'-separated. */
  relative: string;
  exists: boolean;
}

/** Raised for any refused path. The message names the path and the rule it broke. */
export class PathRefused extends BadInputError {}

const MAX_PATH_BYTES = 4096;
const MAX_NAME_BYTES = 255;

/** Folders the write tools never touch: app state, version control, our own configuration. */
const PROTECTED_DIRS: ReadonlySet<string> = new Set(['.obsidian', '.git', '.skill', '.trash']);

function refuse(input: string, why: string): never {
  throw new PathRefused(`path ${JSON.stringify(input)} refused: ${why}`);
}

function isInside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

function checkSyntax(input: string): void {
  if (input.length === 0) refuse(input, 'empty path');
  if (/[\0]/.test(input)) refuse(input, 'contains a NUL byte');
  if (/[\r\n]/.test(input)) refuse(input, 'contains a line break');
  // Other control characters (ESC above all) would reach the terminal in diffs and prompts.
  if (/[\u0001-\u001f\u007f-\u009f]/.test(input)) refuse(input, 'contains a control character');
  if (input.includes('\\')) refuse(input, 'contains a backslash; use / between folders');
  if (input === '~' || input.startsWith('~/') || /^~[^/]*\//.test(input)) refuse(input, '~ is not expanded; use a path inside the vault');
  if (/%(2e|2f|5c|00)/i.test(input)) refuse(input, 'contains percent-encoded characters');
  if (Buffer.byteLength(input) > MAX_PATH_BYTES) refuse(input, 'too long');
  for (const part of input.split('/')) {
    if (Buffer.byteLength(part) > MAX_NAME_BYTES) refuse(input, 'a file or folder name is longer than 255 bytes');
  }
}

function realRoot(root: Root): string {
  try {
    return realpathSync(root.path);
  } catch {
    throw new BadInputError(`${root.label} folder not found: ${root.path}`);
  }
}

/** Real path of the deepest existing ancestor of `p`, joined with the parts that do not exist yet. */
function resolveExisting(p: string): { real: string; exists: boolean; isSymlink: boolean } {
  let current = p;
  const missing: string[] = [];
  for (;;) {
    try {
      const st = lstatSync(current);
      const real = realpathSync(current);
      // isSymlink is about the path itself: a symlinked folder above a note that does not exist yet is not dangling.
      const isSymlink = missing.length === 0 && st.isSymbolicLink();
      return { real: missing.length ? join(real, ...missing.reverse()) : real, exists: missing.length === 0, isSymlink };
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' && missing.length === 0) {
        // A dangling symlink: lstat succeeds where realpath fails.
        try {
          if (lstatSync(current).isSymbolicLink()) return { real: current, exists: false, isSymlink: true };
        } catch {
          /* not a symlink either */
        }
      }
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw err;
      const parent = dirname(current);
      if (parent === current) return { real: p, exists: false, isSymlink: false };
      missing.push(basename(current));
      current = parent;
    }
  }
}

/**
 * Confines a path for reading. Relative paths are taken from the first root; absolute paths must fall inside one
 * of the roots. Symlinks are followed only when their target stays inside the same root.
 */
export function confineRead(input: string, roots: readonly Root[]): ConfinedPath {
  checkSyntax(input);
  if (roots.length === 0) refuse(input, 'no folder is readable here');
  const candidates = isAbsolute(input) ? roots : roots.slice(0, 1);
  for (const root of candidates) {
    const rootReal = realRoot(root);
    const lexical = resolve(isAbsolute(input) ? input : join(root.path, input));
    // Accept absolute paths written with either the configured or the real root path.
    const base = isInside(lexical, resolve(root.path)) ? resolve(root.path) : isInside(lexical, rootReal) ? rootReal : undefined;
    if (base === undefined) continue;
    const target = join(rootReal, relative(base, lexical));
    const { real, exists, isSymlink } = resolveExisting(target);
    if (isSymlink && !exists) refuse(input, 'is a dangling symlink');
    if (!isInside(real, rootReal)) refuse(input, `leads outside the ${root.label} through a symlink`);
    return { root, absolute: real, relative: relative(rootReal, real).split(sep).join('/'), exists };
  }
  if (!isAbsolute(input)) refuse(input, `leads outside the ${roots[0]!.label}`);
  return refuse(input, `is outside the ${roots.map((r) => r.label).join(' and the ')}`);
}

/** NFC, lowercase: two names that a case-insensitive or normalising file system would treat as one. */
function foldName(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

/**
 * The first missing component of a path to be created (a folder or the note itself) must not be a case or Unicode
 * variant of an existing sibling: `00_brain/New.md` next to `00_Brain/` would start a second tree on a
 * case-sensitive disk.
 */
function refuseCaseVariant(input: string, absolute: string): void {
  let missing = absolute;
  for (;;) {
    const parent = dirname(missing);
    if (parent === missing) return;
    let siblings: string[];
    try {
      siblings = readdirSync(parent);
    } catch {
      missing = parent; // the parent does not exist either: look one level up
      continue;
    }
    const wanted = basename(missing);
    const variant = siblings.find((s) => s !== wanted && foldName(s) === foldName(wanted));
    if (variant) refuse(input, `differs only in case or accents from the existing ${JSON.stringify(variant)}`);
    return;
  }
}

/**
 * Confines a path for writing a note: the read rules, plus only `.md` files, never inside .obsidian/.git/.skill,
 * never through a symlink as the last component, and never a case or Unicode variant of an existing note (on a
 * case-sensitive disk that would create a second "Today.md").
 */
export function confineWrite(input: string, roots: readonly Root[]): ConfinedPath {
  const confined = confineRead(input, roots);
  const parts = confined.relative.split('/');
  // Folded: on a case-insensitive disk `.GIT/` is `.git/`.
  const protectedPart = parts.find((p) => PROTECTED_DIRS.has(foldName(p)));
  if (protectedPart) refuse(input, `writes into ${protectedPart}/ are not allowed`);
  if (!/\.md$/i.test(confined.absolute)) refuse(input, 'only markdown (.md) notes can be written');
  // The path as written, last component unresolved: `confined` is already resolved, so checking it would miss a
  // symlink whose target stays inside the vault.
  const lexicalTarget = isAbsolute(input) ? resolve(input) : join(confined.root.path, input);
  try {
    if (lstatSync(lexicalTarget).isSymbolicLink()) refuse(input, 'is a symlink; write to the real note instead');
  } catch (err) {
    if (err instanceof PathRefused) throw err;
  }
  if (confined.exists) {
    // A folder named `x.md`, a fifo, a device: never a note.
    if (!statSync(confined.absolute).isFile()) refuse(input, 'is not a regular file');
  } else {
    refuseCaseVariant(input, confined.absolute);
  }
  return confined;
}
