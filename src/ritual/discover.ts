/**
 * Finding rituals. The search path is `--skills DIR` (each, in order), then the vault's rituals folder when its
 * config names one (`layout.skills`, a folder Obsidian shows), then `<vault>/.skill/skills/`, then the vault's
 * `.claude/skills/`, then the user's `~/.claude/skills/` (`$CLAUDE_CONFIG_DIR/skills` when that is set), then the
 * bundled `skills/`: the vault's own rituals first, the ones shared by every vault after, ours last. A ritual is a
 * folder holding SKILL.md, up to two levels down (so both `skills/<name>/` and `skills/rituals/<name>/` layouts
 * work); folders starting with `_` (sub-skills) or `.` are not rituals. Claude Code's skills folders hold Agent
 * Skills too: there a SKILL.md without a "What I Need" section is not a ritual and is passed over without a word.
 * A name found twice: the first wins, and `skill list` shows what it shadows.
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

function skillFiles(dir: string, depth = 2): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!e.isDirectory() || e.name.startsWith('_') || e.name.startsWith('.')) continue;
    const candidate = join(dir, e.name, 'SKILL.md');
    if (existsSync(candidate)) files.push(candidate);
    else if (depth > 1) files.push(...skillFiles(join(dir, e.name), depth - 1));
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
  for (const { dir, source, from, claude } of dirs) {
    for (const path of skillFiles(dir)) {
      const entry: Found = { path, source, ...(from ? { from } : {}) };
      try {
        entry.ritual = loadRitualFile(path, source, cache);
      } catch (err) {
        if (!(err instanceof BadInputError)) throw err;
        entry.error = err.message;
      }
      if (claude && !claudeRitual(entry)) continue;
      const keys = entry.ritual ? [entry.ritual.name, entry.ritual.folderName] : [folderOf(path)];
      const winner = keys.map((k) => winners.get(k)).find((w) => w !== undefined);
      if (winner) entry.shadowedBy = winner;
      else for (const k of keys) winners.set(k, path);
      yield entry;
    }
  }
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
