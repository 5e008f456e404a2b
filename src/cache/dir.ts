/**
 * Where skill keeps what it can rebuild: the search index, parsed rituals and sub-skills, note frontmatter (and
 * calendars). Deleting the folder is always safe; the next run rebuilds what it needs.
 */
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/** $SKILL_CACHE_DIR, else $XDG_CACHE_HOME/skill (when absolute, as the XDG spec asks), else ~/.cache/skill. */
export function defaultCacheDir(env: NodeJS.ProcessEnv): string {
  if (env.SKILL_CACHE_DIR) return env.SKILL_CACHE_DIR;
  if (env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME)) return join(env.XDG_CACHE_HOME, 'skill');
  return join(env.HOME || homedir(), '.cache', 'skill');
}
