/**
 * Where skill keeps what it can rebuild: the search index, parsed rituals and sub-skills, note frontmatter (and
 * calendars). Deleting the folder is always safe; the next run rebuilds what it needs.
 */
import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/** $SKILL_CACHE_DIR, else $XDG_CACHE_HOME/skill (when absolute, as the XDG spec asks), else ~/.cache/skill. */
export function defaultCacheDir(env: NodeJS.ProcessEnv): string {
  if (env.SKILL_CACHE_DIR) return env.SKILL_CACHE_DIR;
  if (env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME)) return join(env.XDG_CACHE_HOME, 'skill');
  return join(env.HOME || homedir(), '.cache', 'skill');
}

/** A vault's key in cache file names: its real path, hashed (a moved or copied vault is another vault). */
export function vaultKey(vaultReal: string): string {
  return createHash('sha256').update(vaultReal).digest('hex').slice(0, 24);
}

/** A file of what skill keeps about a vault's notes (note cache, profile, terms): `suffix` names which. */
export function vaultNotesFile(cacheDir: string, vaultReal: string, suffix: string): string {
  return join(cacheDir, 'notes', `${vaultKey(vaultReal)}${suffix}`);
}
