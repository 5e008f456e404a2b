/**
 * What every vault command needs, worked out once from flags and environment: the vault, its config, the search
 * path for rituals and sub-skills, the catalogue, and "now".
 */
import { defaultCacheDir } from '../cache/dir.js';
import { openParseCache, type ParseCache } from '../cache/parse-cache.js';
import { loadCatalogue } from '../plan/catalogue.js';
import type { Catalogue } from '../plan/catalogue-types.js';
import { findRitual, searchPath, type SearchDir } from '../ritual/discover.js';
import { notARitual } from '../ritual/kind.js';
import type { Ritual } from '../ritual/types.js';
import { parseNow } from '../time/resolve.js';
import { loadVaultConfig, type VaultConfig } from '../vault/config.js';
import { requireVault, userConfigPath, userDateOrder } from '../vault/locate.js';
import type { DateOrder } from '../time/types.js';
import type { Io } from '../io/io.js';

export interface VaultFlags {
  vault?: string;
  skills?: string[];
  now?: string;
}

export interface VaultContext {
  vault: string;
  config: VaultConfig;
  dirs: SearchDir[];
  catalogue: Catalogue;
  now: Date;
  /** How the user writes numeric dates (the user config's date_order). */
  dateOrder: DateOrder | undefined;
  /** The user config's path, for messages that tell the user to set something there. */
  userConfig: string;
  /** Parsed SKILL.md files and config kept between runs, in the user cache folder. */
  parsed: ParseCache;
}

/** `onVault`: told the vault as soon as it is known, before its config is read (`skill run` starts its scan there). */
export function vaultContext(io: Io, flags: VaultFlags, onVault?: (vault: string) => void): VaultContext {
  // --now is checked first: a bad flag is reported before anything touches the disk.
  const now = flags.now === undefined ? new Date() : parseNow(flags.now);
  const vault = requireVault({ flag: flags.vault, env: io.env, cwd: io.cwd });
  onVault?.(vault);
  const parsed = openParseCache(defaultCacheDir(io.env));
  const config = loadVaultConfig(vault, parsed);
  for (const warning of config.warnings) io.stderr.write(`skill: warning: ${warning}\n`);
  const dirs = searchPath({ skillsDirs: flags.skills, vault, vaultSkills: config.layout.skills, env: io.env });
  const catalogue = loadCatalogue(dirs, parsed);
  parsed.save();
  return { vault, config, dirs, catalogue, now, dateOrder: userDateOrder(io.env), userConfig: userConfigPath(io.env), parsed };
}

/** The ritual a run or a plan is for; an Agent Skill or a command file found instead is refused, saying what it is. */
export function ritualIn(ctx: VaultContext, name: string): Ritual {
  const ritual = findRitual(name, ctx.dirs, ctx.parsed);
  ctx.parsed.save();
  const refused = notARitual(ritual);
  if (refused) throw refused;
  return ritual;
}
