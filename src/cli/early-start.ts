/**
 * `skill run`'s vault scan, started by bin/skill before the CLI's code loads: the scan's worker thread takes ~30 ms to
 * start on Node 20, and at 10,000 notes the scan is what a warm run waits for (src/gather/search/scan-handoff.ts).
 * For the vault named on the command line (`--vault DIR`), in $SKILL_VAULT, or on the user config's `vault:` line when
 * that is a path the YAML parser can read one way only (plainUserConfig: the parser is not loaded here); otherwise
 * the run starts its scan as before. The run takes the worker only if the vault it finds is this very folder;
 * whatever is wrong here (no such folder, an odd command line, a config the run refuses) is left for the run to find
 * and say. A build of its own (early-start.cjs), loaded alone, as code-cache.cjs is.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startEarlyWorker } from '../gather/search/scan-handoff.js';
import { namedVault, PLAIN_CONFIG_CHARS, plainUserConfig, userConfigPath, vaultPath } from '../vault/vault-path.js';

/**
 * The user config's `vault:`, when the file is plain (plainUserConfig); one larger than a plain one can be is not read
 * here: the run reads it, and says what is wrong.
 */
function configVault(env: NodeJS.ProcessEnv): string | undefined {
  const file = userConfigPath(env);
  try {
    const st = statSync(file, { throwIfNoEntry: false });
    return st?.isFile() && st.size <= PLAIN_CONFIG_CHARS ? plainUserConfig(readFileSync(file, 'utf8'))?.vault : undefined;
  } catch {
    return undefined; // unreadable: the run says so
  }
}

/**
 * The value of the last `--vault` (`--vault DIR` or `--vault=DIR`), as commander takes it, before a `--` (after it,
 * words are the command's arguments).
 */
export function vaultFlag(args: readonly string[]): string | undefined {
  let value: string | undefined;
  for (let k = 0; k < args.length; k++) {
    const arg = args[k]!;
    if (arg === '--') break;
    if (arg === '--vault') value = args[++k];
    else if (arg.startsWith('--vault=')) value = arg.slice('--vault='.length);
  }
  return value;
}

/** The vault `skill run` will scan, when the command line or $SKILL_VAULT names one that is a folder. */
export function earlyVault(args: readonly string[], env: NodeJS.ProcessEnv, cwd: string): string | undefined {
  // A resumed run's vault is the session's; help starts no scan.
  const other = (a: string) => a === '--resume' || a.startsWith('--resume=') || a === '--help' || a === '-h';
  if (args[0] !== 'run' || args.some(other)) return undefined;
  const raw = namedVault(vaultFlag(args), env)?.raw ?? configVault(env);
  if (raw === undefined || raw.trim() === '') return undefined;
  const vault = vaultPath(raw, env, cwd);
  return statSync(vault, { throwIfNoEntry: false })?.isDirectory() ? vault : undefined;
}

/** Starts the scan's worker (`scan-worker.js` in `bundle`) for the run's vault, when it is known; never throws. */
export function startEarlyScan(bundle: string, args: readonly string[], env: NodeJS.ProcessEnv, cwd: string): void {
  try {
    const vault = earlyVault(args, env, cwd);
    if (vault !== undefined) startEarlyWorker(join(bundle, 'scan-worker.js'), vault);
  } catch {
    // The run starts its scan itself, as it always could.
  }
}
