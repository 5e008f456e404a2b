/**
 * Which vault a command works on: `--vault`, else `$SKILL_VAULT`, else `vault:` in the user config file
 * (`$XDG_CONFIG_HOME/skill/config.yaml`, default `~/.config/skill/config.yaml`).
 */
import { readFileSync, statSync } from 'node:fs';
import { BadInputError } from '../errors.js';
import { ConfigError, configTree, Reader, yamlLocator } from './config-read.js';
import { DATE_ORDERS, type DateOrder } from '../time/types.js';
import { namedVault, type PlainUserConfig, plainUserConfig, userConfigPath, vaultPath } from './vault-path.js';

export { userConfigPath } from './vault-path.js';

/** The keys of the user config (docs/config.md); anything else is a mistake, reported as the vault config's are. */
const USER_KEYS = ['vault', 'date_order'];

interface UserConfig extends PlainUserConfig {
  file: string;
}

/**
 * The user config, validated whole each time it is read: an unknown key, a wrong value or invalid YAML stops the
 * command with `<file>:<line>: …` (exit 2), as the vault config does. An absent file has no keys. A file of plain
 * lines only is read without the YAML parser (plainUserConfig), to the same keys.
 */
function readUserConfig(env: NodeJS.ProcessEnv): UserConfig {
  const file = userConfigPath(env);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { file };
    throw new ConfigError(`${file}: cannot read (${code ?? String(err)})`);
  }
  // Read as the parser would, without loading it, when every line is plain (`vault: ~/notes`): a run reads this file
  // up to five times, and the parser was its one use of YAML on a warm run (~6 ms of a 10,000-note prepare).
  const plain = plainUserConfig(text);
  if (plain) return { file, ...plain };
  const root = new Reader(file, configTree(text, file), '', [], yamlLocator(text)).mapping(USER_KEYS);
  const out: UserConfig = { file };
  const vault: Reader = root.child('vault');
  if (vault.present) {
    if (typeof vault.value !== 'string' || vault.value.trim() === '') vault.fail('should be a folder path');
    out.vault = vault.value;
  }
  const order: Reader = root.child('date_order');
  if (order.present) {
    if (typeof order.value !== 'string' || !(DATE_ORDERS as readonly string[]).includes(order.value)) {
      order.fail(`should be ${DATE_ORDERS.join(' or ')} (day first or month first)`);
    }
    out.dateOrder = order.value as DateOrder;
  }
  return out;
}

/** `date_order:` in the user config: how the user writes 03/04/2026 (docs/time.md). */
export function userDateOrder(env: NodeJS.ProcessEnv): DateOrder | undefined {
  return readUserConfig(env).dateOrder;
}

/**
 * An empty or blank vault path would resolve to the current folder, and notes would be written there: the usual cause
 * is `--vault "$NOTES"` with NOTES unset. Refused for every command, wherever the path came from.
 */
export function refuseBlankVault(raw: string, origin: string): void {
  if (raw.trim() !== '') return;
  throw new BadInputError(`${origin} is ${raw === '' ? 'empty' : 'blank'}: name the vault folder`, {
    hint: 'an unset shell variable, as in --vault "$NOTES", gives an empty one',
  });
}

export interface VaultChoice {
  flag?: string | undefined;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

/** The vault folder, or undefined when none is configured anywhere. Throws when one is named but unusable. */
export function locateVault(choice: VaultChoice): string | undefined {
  let named = namedVault(choice.flag, choice.env);
  if (named === undefined) {
    const fromConfig = readUserConfig(choice.env);
    if (fromConfig.vault === undefined) return undefined;
    named = { raw: fromConfig.vault, origin: `vault: in ${fromConfig.file}` };
  }
  const { raw, origin } = named;
  refuseBlankVault(raw, origin);
  const path = vaultPath(raw, choice.env, choice.cwd);
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
