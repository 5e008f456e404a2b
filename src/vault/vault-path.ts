/**
 * The folder a vault path names, as every command resolves it, and where the user config is. Apart from locate.ts
 * (which reads the user config with the YAML parser) because bin/skill resolves the vault with it before the CLI's
 * code loads (src/cli/early-start.ts).
 */
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';

/** The user config file: `$XDG_CONFIG_HOME/skill/config.yaml`, default `~/.config/skill/config.yaml`. */
export function userConfigPath(env: NodeJS.ProcessEnv): string {
  const base = env.XDG_CONFIG_HOME && isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : join(env.HOME || homedir(), '.config');
  return join(base, 'skill', 'config.yaml');
}

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

/** A value the YAML parser reads as the text it shows: a plain path, or one quoted without escapes. */
const PLAIN_PATH = /^(?:"([^"\\]*)"|'([^']*)'|([^\s#"'&*!|>%@`{[\]},?-][^#]*?))(?:\s+#.*)?$/;

/**
 * The `vault:` of a user config's text, when a top-level line gives it as a path the YAML parser can only read one way:
 * a plain value with a `/` in it (`vault: ~/notes`, `vault: /home/me/notes # work`), or one quoted without escapes,
 * in a file with no indented line; undefined for anything else (no such line, two of them, a value going on to the
 * next line, a bare word, which YAML may read as a null, a boolean or a number). A guess to start the scan with (src/cli/early-start.ts): the run reads the file
 * with the YAML parser, and takes the scan only for the folder it finds.
 */
export function plainConfigVault(text: string): string | undefined {
  const all = text.split(/\r?\n/);
  // An indented line goes on with the value above it (or is a nested key): the config has no use for one.
  if (all.some((l) => /^\s+\S/.test(l))) return undefined;
  // A key is `vault`, then a colon and a space (`vault:~/a` is one plain text, not a key and its value).
  const lines = all.filter((l) => /^vault[ \t]*:(\s|$)/.test(l));
  if (lines.length !== 1) return undefined;
  const m = PLAIN_PATH.exec(lines[0]!.replace(/^vault[ \t]*:\s*/, '').trimEnd());
  const value = m?.[1] ?? m?.[2] ?? m?.[3]?.trimEnd();
  return value?.includes('/') && !value.includes(': ') ? value : undefined;
}
