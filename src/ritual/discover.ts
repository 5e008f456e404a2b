/**
 * Finding rituals. The search path is `--skills DIR` (each, in order), then the vault's rituals folder when its
 * config names one (`layout.skills`, a folder Obsidian shows), then `<vault>/.skill/skills/`, then the vault's
 * `.claude/skills/`, then the user's `~/.claude/skills/` (`$CLAUDE_CONFIG_DIR/skills` when that is set), then the
 * bundled `skills/`: the vault's own rituals first, the ones shared by every vault after, ours last. A ritual is a
 * folder holding SKILL.md, up to two levels down (so both `skills/<name>/` and `skills/rituals/<name>/` layouts
 * work); folders starting with `_` (sub-skills) or `.` are not rituals. Claude Code's skills folders hold Agent
 * Skills too: there a SKILL.md without a "What I Need" section is not a ritual and is passed over without a word.
 * A name found twice: the first wins, and `skill list` shows what it shadows; in one folder the first is the first by
 * folder name in the order people read them (localeCompare), which findRitual asks for only when a folder holds two
 * rituals of one name (findWithoutOrder).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readTextFile } from '../io/read-text.js';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NO_PARSE_CACHE, type ParseCache } from '../cache/parse-cache.js';
import { BadInputError, quote } from '../errors.js';
import { hasNeedsSection, textHasNeedsHeading } from './kind.js';
import { parseRitual, RitualFileError } from './parse.js';
import type { Ritual, RitualSource } from './types.js';
import { suggestNames } from '../text/suggest.js';

/** The bundled skills/ folder, found relative to this module in src/ (tests) and dist/ (installed) alike. */
export const BUNDLED_SKILLS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'skills');

export interface SearchDir {
  dir: string;
  source: RitualSource;
  /** Where it is, in words, for `skill list`: "the vault folder Rituals (layout.skills)". */
  from?: string;
  /** A Claude Code skills folder: only a SKILL.md with a needs section is a ritual there. */
  claude?: boolean;
}

export interface SearchPathOptions {
  skillsDirs?: readonly string[];
  vault?: string | undefined;
  /** The vault's rituals folder (vault-relative), when its config names one other than `.skill/skills`. */
  vaultSkills?: string | undefined;
  /** The environment, for the user's Claude Code folder ($CLAUDE_CONFIG_DIR, else $HOME/.claude). */
  env?: NodeJS.ProcessEnv;
  bundledDir?: string;
}

/** The user's Claude Code folder, as Claude Code finds it; undefined without a home. */
function claudeHome(env: NodeJS.ProcessEnv | undefined): string | undefined {
  const configured = env?.CLAUDE_CONFIG_DIR?.trim();
  if (configured) return resolve(configured);
  const home = env?.HOME?.trim();
  return home ? join(home, '.claude') : undefined;
}

export function searchPath(opts: SearchPathOptions): SearchDir[] {
  const dirs: SearchDir[] = (opts.skillsDirs ?? []).map((d) => ({ dir: resolve(d), source: 'flag' as const, from: `--skills ${d}` }));
  if (opts.vault) {
    const own = opts.vaultSkills?.replace(/\/+$/, '');
    if (own && own !== '.skill/skills')
      dirs.push({ dir: join(opts.vault, own), source: 'vault', from: `the vault folder ${own} (layout.skills)` });
    dirs.push({ dir: join(opts.vault, '.skill', 'skills'), source: 'vault', from: "the vault's .skill/skills" });
    dirs.push({ dir: join(opts.vault, '.claude', 'skills'), source: 'vault', from: "the vault's .claude/skills", claude: true });
  }
  const claude = claudeHome(opts.env);
  if (claude)
    dirs.push({ dir: join(claude, 'skills'), source: 'user', from: `your Claude Code skills (${join(claude, 'skills')})`, claude: true });
  dirs.push({ dir: opts.bundledDir ?? BUNDLED_SKILLS_DIR, source: 'bundled', from: 'bundled with skill' });
  return dirs;
}

/** A SKILL.md found on the search path; `ritual` is undefined when the file could not be parsed. */
export interface Found {
  path: string;
  source: RitualSource;
  /** The search folder it was found in, in words. */
  from?: string;
  ritual?: Ritual;
  error?: string;
  /** Set on entries hidden by an earlier one with the same name. */
  shadowedBy?: string;
}

/**
 * The SKILL.md files under a search folder. `inOrder`: in the human order of the folders' names (localeCompare), the
 * order `skill list` shows and the one that decides which of two rituals of one name in a folder wins; else in the
 * order the folder lists them, for findRitual's look that needs no order (localeCompare's first call starts ICU's
 * collator: ~6 ms of a warm run).
 */
function skillFiles(dir: string, inOrder: boolean, depth = 2): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  if (inOrder) entries.sort((a, b) => a.name.localeCompare(b.name));
  const files: string[] = [];
  for (const e of entries) {
    if (!e.isDirectory() || e.name.startsWith('_') || e.name.startsWith('.')) continue;
    const candidate = join(dir, e.name, 'SKILL.md');
    if (existsSync(candidate)) files.push(candidate);
    else if (depth > 1) files.push(...skillFiles(join(dir, e.name), inOrder, depth - 1));
  }
  return files;
}

function readRitualText(path: string): string {
  try {
    return readTextFile(path);
  } catch (err) {
    if (err instanceof BadInputError) throw err;
    throw new BadInputError(`cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
}

/** A SKILL.md parsed as a ritual; `cache` keeps the parse between runs (src/cache/parse-cache.ts). */
export function loadRitualFile(path: string, source: RitualSource, cache: ParseCache = NO_PARSE_CACHE): Ritual {
  return cache.parse(`ritual ${source}`, path, readRitualText, (text) => parseRitual(text, { path, source }));
}

/** Every SKILL.md on the search path, parsed, in search order, with shadowing marked. */
export function discoverRituals(dirs: readonly SearchDir[], cache: ParseCache = NO_PARSE_CACHE): Found[] {
  return [...eachRitual(dirs, cache)];
}

/**
 * The SKILL.md files of the search path one by one, each parsed as it is reached: whether one is shadowed depends only
 * on those before it, so a caller looking for one ritual stops at it and parses none of the rest.
 */
function* eachRitual(dirs: readonly SearchDir[], cache: ParseCache): Generator<Found> {
  const winners = new Map<string, string>();
  for (const searchDir of dirs) {
    for (const path of skillFiles(searchDir.dir, true)) {
      const entry = foundAt(path, searchDir, cache);
      if (!entry) continue;
      const keys = keysOf(entry);
      const winner = keys.map((k) => winners.get(k)).find((w) => w !== undefined);
      if (winner) entry.shadowedBy = winner;
      else for (const k of keys) winners.set(k, path);
      yield entry;
    }
  }
}

/** The SKILL.md at `path`, parsed; undefined when it is an Agent Skill in a Claude Code folder (not a ritual). */
function foundAt(path: string, { source, from, claude }: SearchDir, cache: ParseCache): Found | undefined {
  const entry: Found = { path, source, ...(from ? { from } : {}) };
  try {
    entry.ritual = loadRitualFile(path, source, cache);
  } catch (err) {
    if (!(err instanceof BadInputError)) throw err;
    entry.error = err.message;
  }
  return claude && !claudeRitual(entry) ? undefined : entry;
}

/** The names a found SKILL.md answers to, and shadows later ones by: its frontmatter name and its folder's. */
function keysOf(f: Found): string[] {
  return f.ritual ? [f.ritual.name, f.ritual.folderName] : [folderOf(f.path)];
}

/** In a Claude Code skills folder, a ritual is a SKILL.md with a needs section (an unreadable one: with its heading). */
function claudeRitual(entry: Found): boolean {
  if (entry.ritual) return hasNeedsSection(entry.ritual);
  try {
    return textHasNeedsHeading(readTextFile(entry.path));
  } catch {
    return false;
  }
}

function folderOf(path: string): string {
  return dirname(path).split(/[\\/]/).pop() ?? '';
}

/**
 * Finds a ritual by folder name or frontmatter name, or by path (a SKILL.md or its folder). Throws BadInputError
 * naming the ritual, with close names suggested, when there is none.
 */
export function findRitual(nameOrPath: string, dirs: readonly SearchDir[], cache: ParseCache = NO_PARSE_CACHE): Ritual {
  const looksLikePath = nameOrPath.includes('/') || nameOrPath.endsWith('.md') || nameOrPath.startsWith('.');
  if (looksLikePath) {
    const abs = resolve(nameOrPath);
    const file = existsSync(abs) && statSync(abs).isDirectory() ? join(abs, 'SKILL.md') : abs;
    if (!existsSync(file)) throw new BadInputError(`no ritual at ${quote(nameOrPath)} (no SKILL.md there)`);
    return loadRitualFile(file, 'path');
  }
  const quick = findWithoutOrder(nameOrPath, dirs, cache);
  if (quick) return quick;
  const found: Found[] = [];
  for (const f of eachRitual(dirs, cache)) {
    if (f.shadowedBy) continue;
    if (f.ritual && (f.ritual.name === nameOrPath || f.ritual.folderName === nameOrPath)) return f.ritual;
    if (!f.ritual && folderOf(f.path) === nameOrPath) throw new RitualFileError(f.error ?? `cannot read ${f.path}`);
    found.push(f);
  }
  const names = found.flatMap((f) => (f.ritual ? [f.ritual.name, f.ritual.folderName] : [folderOf(f.path)]));
  const close = suggestNames(nameOrPath, names);
  throw new BadInputError(`unknown ritual ${quote(nameOrPath)}`, {
    hint: close.length ? `did you mean ${close.join(', ')}? \`skill list\` shows them all` : '`skill list` shows the rituals found',
  });
}

/**
 * findRitual's answer without putting any folder's rituals in order, when the order cannot change it. Folder by folder
 * in search order: when no two rituals of a folder share a name (frontmatter or folder), none of them shadows another
 * and at most one answers to `name`, so the one that does (and is not shadowed by an earlier folder's) is the one the
 * ordered walk finds, and which names a folder takes does not depend on its order. Undefined when it could depend on
 * it (two rituals of one name in a folder), when no ritual has the name, when the one that has it cannot be parsed,
 * or when a file's parse fails unexpectedly: findRitual then walks in order, as `skill list` does, for the same answer
 * or error as ever. It reads every ritual of the folder it finds one in (the ordered walk stops at it).
 */
function findWithoutOrder(name: string, dirs: readonly SearchDir[], cache: ParseCache): Ritual | undefined {
  const taken = new Set<string>(); // the names of the rituals found in earlier folders
  for (const searchDir of dirs) {
    let entries: Found[];
    try {
      entries = skillFiles(searchDir.dir, false).flatMap((path) => foundAt(path, searchDir, cache) ?? []);
    } catch {
      return undefined;
    }
    const keys = entries.map((f) => new Set(keysOf(f)));
    const inFolder = keys.flatMap((k) => [...k]);
    if (new Set(inFolder).size !== inFolder.length) return undefined;
    const shown = entries.filter((_, i) => ![...keys[i]!].some((k) => taken.has(k)));
    const match = shown.find((f) => keysOf(f).includes(name));
    if (match) return match.ritual;
    for (const f of shown) for (const k of keysOf(f)) taken.add(k);
  }
  return undefined;
}
