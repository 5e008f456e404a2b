/**
 * The folder a vault path names, as every command resolves it. Apart from locate.ts (which reads the user config,
 * and so the YAML parser) because bin/skill resolves `--vault` with it before the CLI's code loads
 * (src/cli/early-start.ts).
 */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * A leading `~` is the home folder, wherever the path came from: the shell expands it only when unquoted, and
 * `SKILL_VAULT='~/notes'` or `vault: ~/notes` reach us as written. `~user` is not expanded.
 */
function expandHome(path: string, env: NodeJS.ProcessEnv): string {
  if (path === '~') return env.HOME || homedir();
  return path.startsWith('~/') ? join(env.HOME || homedir(), path.slice(2)) : path;
}

/** The absolute folder `raw` (from --vault, $SKILL_VAULT or the config) names, seen from `cwd`. */
export function vaultPath(raw: string, env: NodeJS.ProcessEnv, cwd: string): string {
  return resolve(cwd, expandHome(raw, env));
}

/**
 * The vault a command line or the environment names, and where it came from: `--vault`, else `$SKILL_VAULT` (unset
 * or empty: none). The user config comes after both, read by locate.ts.
 */
export function namedVault(flag: string | undefined, env: NodeJS.ProcessEnv): { raw: string; origin: string } | undefined {
  if (flag !== undefined) return { raw: flag, origin: '--vault' };
  if (env.SKILL_VAULT) return { raw: env.SKILL_VAULT, origin: '$SKILL_VAULT' };
  return undefined;
}
