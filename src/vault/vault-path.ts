/**
 * The folder a vault path names, as every command resolves it, and where the user config is. Apart from locate.ts
 * (which reads the user config with the YAML parser) because bin/skill resolves the vault with it before the CLI's
 * code loads (src/cli/early-start.ts).
 */
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { DATE_ORDERS } from '../time/types.js';

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

/**
 * A value the YAML parser reads as the text it shows: a plain path, or one quoted without escapes. Its white space is
 * a space or a tab, as YAML's is: JavaScript's \s also takes U+00A0, U+3000, \v and \f, which YAML keeps in a value.
 */
const PLAIN_PATH = /^(?:"([^"\\]*)"|'([^']*)'|([^ \t#"'&*!|>%@`{[\]},?-][^#]*?))(?:[ \t]+#.*)?$/;

/**
 * A line the run reads without a word to say besides the vault's: blank, a comment, a date order it knows (locate.ts).
 * Any other (an unknown key, a document marker, a directive, a stray word) is a file the run may refuse: the guess
 * would walk the folder on the main thread (scan-handoff.ts) before the run could say so (3 s warm, 80 s cold, for
 * `vault: /` and a misspelt `date_order`).
 */
const QUIET_LINE = new RegExp(`^(?:[ \\t]*|#.*|date_order[ \\t]*:[ \\t]+(?:${DATE_ORDERS.join('|')})(?:[ \\t]+#.*)?[ \\t]*)$`);

/**
 * The `vault:` of a user config's text, when a top-level line gives it as a path the YAML parser can only read one way:
 * a plain value with a `/` in it (`vault: ~/notes`, `vault: /home/me/notes # work`), or one quoted without escapes,
 * in a file with no indented line and no line the run would refuse (QUIET_LINE); undefined for anything else (no such
 * line, two of them, a value going on to the next line, a bare word, which YAML may read as a null, a boolean or a
 * number). A guess to start the scan with (src/cli/early-start.ts): the run reads the file with the YAML parser, and
 * takes the scan only for the folder it finds.
 */
export function plainConfigVault(text: string): string | undefined {
  const all = text.split(/\r?\n/);
  // An indented line goes on with the value above it (or is a nested key): the config has no use for one.
  if (all.some((l) => /^\s+\S/.test(l))) return undefined;
  // A key is `vault`, then a colon and a space (`vault:~/a` is one plain text, not a key and its value).
  const key = /^vault[ \t]*:(?:[ \t]|$)/;
  if (!all.every((l) => key.test(l) || QUIET_LINE.test(l))) return undefined;
  const lines = all.filter((l) => key.test(l));
  if (lines.length !== 1) return undefined;
  const m = PLAIN_PATH.exec(lines[0]!.replace(/^vault[ \t]*:[ \t]*/, '').replace(/[ \t]+$/, ''));
  const value = m?.[1] ?? m?.[2] ?? m?.[3]?.replace(/[ \t]+$/, '');
  // `: ` or a colon at the end makes a key of what comes before it.
  return value?.includes('/') && !/:(?:[ \t]|$)/.test(value) ? value : undefined;
}
