/**
 * The vault's walk and stat, started before the run command's modules load. Every run needs the scan, it is the
 * longest piece of a warm prepare, and its worker thread's own start-up (~25 ms) and the main thread's module loading
 * (~50 ms) then overlap instead of following each other. This module imports only what finding the vault and starting
 * the worker need, so it loads in a few milliseconds.
 */
import type { Io } from '../../io/io.js';
import { locateVault } from '../../vault/locate.js';
import { scanVault, type VaultScan } from '../../gather/search/scan.js';

/** A scan started for `vault`; the run adopts it when its own vault (found the same way, later) is the same. */
export interface EarlyScan {
  vault: string;
  scan: Promise<VaultScan>;
}

/**
 * Starts the scan of the vault a run's flags name, or returns undefined: no vault found, or finding it failed. Any
 * such failure is left for the run itself to report, in its own order (a bad --now first), so nothing is said here.
 */
export function scanEarly(io: Pick<Io, 'env' | 'cwd' | 'signal'>, flags: { vault?: string }): EarlyScan | undefined {
  let vault: string | undefined;
  try {
    vault = locateVault({ flag: flags.vault, env: io.env, cwd: io.cwd });
  } catch {
    return undefined;
  }
  if (vault === undefined) return undefined;
  const scan = scanVault(vault, io.signal);
  scan.catch(() => {}); // a run that stops before it uses the scan has nothing to say about it
  return { vault, scan };
}
