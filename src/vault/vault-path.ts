/**
 * The folder a vault path names, as every command resolves it, and where the user config is. Apart from locate.ts
 * (which reads the user config with the YAML parser) because bin/skill resolves the vault with it before the CLI's
 * code loads (src/cli/early-start.ts).
 */
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { yamlTooDeep } from '../text/yaml-depth.js';
import { DATE_ORDERS, type DateOrder } from '../time/types.js';

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
const PLAIN_PATH = /^(?:"([^"\\]*)"|'([^']*)'|([^ \t#"'&*!|>%@`{[\]},?-](?:[^#]*[^ \t#])?))(?:[ \t]+#.*)?$/;

/** A line that gives the date order as the YAML parser reads it: `date_order: dmy`, a comment after it or not. */
const DATE_ORDER_LINE = new RegExp(`^date_order[ \\t]*:[ \\t]+(${DATE_ORDERS.join('|')})(?:[ \\t]+#.*)?[ \\t]*$`);

/** A line that says nothing: blank or a comment. */
const QUIET_LINE = /^(?:[ \t]*|#.*)$/;

/** A key is `vault`, then a colon and a space (`vault:~/a` is one plain text, not a key and its value). */
const VAULT_KEY = /^vault[ \t]*:(?:[ \t]|$)/;

/**
 * A user config longer than this is left to the parser (and not read at all by bin/skill, src/cli/early-start.ts): it
 * holds two keys, and config-read.ts refuses one over 256 KB, which a file read here must not be (a file of comments
 * is plain).
 */
export const PLAIN_CONFIG_CHARS = 64 * 1024;

/**
 * `s` without the spaces and tabs it ends with. Not /[ \t]+$/: that tries every blank of a run the line goes on
 * after, 20 s for a 100 KB line of spaces between two letters.
 */
function trimBlanks(s: string): string {
  let end = s.length;
  while (end > 0 && (s[end - 1] === ' ' || s[end - 1] === '\t')) end--;
  return s.slice(0, end);
}

/** The user config's keys as the run reads them (src/vault/locate.ts). */
export interface PlainUserConfig {
  vault?: string;
  dateOrder?: DateOrder;
}

/** The path a `vault:` line gives, when the YAML parser can only read it one way (PLAIN_PATH, a `/` in it). */
function plainVault(line: string): string | undefined {
  // PLAIN_PATH's plain value ends in neither a blank nor a `#`: a lazy `[^#]*?` there tried every blank of a long run.
  const m = PLAIN_PATH.exec(trimBlanks(line.replace(/^vault[ \t]*:[ \t]*/, '')));
  const value = m?.[1] ?? m?.[2] ?? m?.[3];
  // `: ` or a colon at the end makes a key of what comes before it.
  return value?.includes('/') && !/:(?:[ \t]|$)/.test(value) ? value : undefined;
}

/**
 * A user config's keys read without the YAML parser, when every line is one the parser can only read one way: blank,
 * a comment, `date_order: dmy` (or mdy), or `vault:` with a plain value holding a `/` (`vault: ~/notes`, `vault:
 * /home/me/notes # work`) or one quoted without escapes; each key at most once, no line indented. Undefined for
 * anything else (a bare word, which YAML may read as a null, a boolean or a number; a value going on to the next line;
 * an unknown key; a document marker; a directive): the parser reads it, and says what is wrong. What a user writes is
 * nearly always plain, and so a run loads no YAML parser for it (src/vault/locate.ts); bin/skill starts the scan of
 * its vault with it (src/cli/early-start.ts), before the run could say a file it refuses is wrong (a guess there
 * walked `vault: /` for 3 s warm, 80 s cold).
 */
export function plainUserConfig(text: string): PlainUserConfig | undefined {
  // The parser's own refusals of plain lines: a file too long, or `[`/`{` in values nesting too deep (yaml-depth.ts
  // counts them in a plain value too: `vault: /a/[[[…`).
  if (text.length > PLAIN_CONFIG_CHARS || yamlTooDeep(text)) return undefined;
  const config: PlainUserConfig = {};
  for (const line of text.split(/\r?\n/)) {
    // A lone CR ends a line for the parser in places (`vault: ~/a:\r` is a key in a key, refused), not in others.
    if (line.includes('\r')) return undefined;
    if (QUIET_LINE.test(line)) continue;
    const order = DATE_ORDER_LINE.exec(line)?.[1] as DateOrder | undefined;
    const vault = order === undefined && VAULT_KEY.test(line) ? plainVault(line) : undefined;
    if (order !== undefined && config.dateOrder === undefined) config.dateOrder = order;
    else if (vault !== undefined && config.vault === undefined) config.vault = vault;
    else return undefined; // another line, or a key given twice
  }
  return config;
}
