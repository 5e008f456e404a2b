/**
 * Which vault a command works on: `--vault`, else `$SKILL_VAULT`, else `vault:` in the user config file
 * (`$XDG_CONFIG_HOME/skill/config.yaml`, default `~/.config/skill/config.yaml`).
 */
import { readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { BadInputError } from '../errors.js';
import { DATE_ORDERS, type DateOrder } from '../time/types.js';

/**
 * A leading `~` is the home folder, wherever the path came from: the shell expands it only when unquoted, and
 * `SKILL_VAULT='~/notes'` or `vault: ~/notes` reach us as written. `~user` is not expanded.
 */
export function expandHome(path: string, env: NodeJS.ProcessEnv): string {
  if (path === '~') return env.HOME || homedir();
  return path.startsWith('~/') ? join(env.HOME || homedir(), path.slice(2)) : path;
}
import { yamlLib } from '../yaml.js';

export function userConfigPath(env: NodeJS.ProcessEnv): string {
  const base = env.XDG_CONFIG_HOME && isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : join(env.HOME || homedir(), '.config');
  return join(base, 'skill', 'config.yaml');
}

/** The user config's keys (an absent file has none). */
function readUserConfig(env: NodeJS.ProcessEnv): { data: Record<string, unknown>; file: string } {
  const file = userConfigPath(env);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { data: {}, file };
  }
  let data: unknown;
  try {
    data = yamlLib().parse(text);
  } catch (err) {
    throw new BadInputError(`${file}: invalid YAML: ${(err as Error).message.split('\n')[0]}`);
  }
  return { data: data && typeof data === 'object' ? (data as Record<string, unknown>) : {}, file };
}

function vaultFromUserConfig(env: NodeJS.ProcessEnv): { value: string; file: string } | undefined {
  const { data, file } = readUserConfig(env);
  const value = data.vault;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new BadInputError(`${file}: vault: should be a folder path`);
  return { value, file };
}

/** `date_order:` in the user config: how the user writes 03/04/2026 (docs/time.md). */
export function userDateOrder(env: NodeJS.ProcessEnv): DateOrder | undefined {
  const { data, file } = readUserConfig(env);
  const value = data.date_order;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !(DATE_ORDERS as readonly string[]).includes(value)) {
    throw new BadInputError(`${file}: date_order: should be ${DATE_ORDERS.join(' or ')} (day first or month first)`);
  }
  return value as DateOrder;
}

export interface VaultChoice {
  flag?: string | undefined;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

/** The vault folder, or undefined when none is configured anywhere. Throws when one is named but unusable. */
export function locateVault(choice: VaultChoice): string | undefined {
  let raw: string | undefined;
  let origin: string;
  if (choice.flag !== undefined) {
    raw = choice.flag;
    origin = '--vault';
  } else if (choice.env.SKILL_VAULT) {
    raw = choice.env.SKILL_VAULT;
    origin = '$SKILL_VAULT';
  } else {
    const fromConfig = vaultFromUserConfig(choice.env);
    if (!fromConfig) return undefined;
    raw = fromConfig.value;
    origin = `vault: in ${fromConfig.file}`;
  }
  const path = resolve(choice.cwd, expandHome(raw, choice.env));
  let isDir: boolean;
  try {
    isDir = statSync(path).isDirectory();
  } catch {
    throw new BadInputError(`vault not found: ${path} (from ${origin})`);
  }
  if (!isDir) throw new BadInputError(`vault is not a folder: ${path} (from ${origin})`);
  return path;
}

export function requireVault(choice: VaultChoice): string {
  const vault = locateVault(choice);
  if (vault === undefined) {
    throw new BadInputError('no vault given', {
      hint: `pass --vault DIR, set $SKILL_VAULT, or put "vault: DIR" in ${userConfigPath(choice.env)}`,
    });
  }
  return vault;
}
