/**
 * Picks the search engine the config asks for. `auto` prefers qmd when it is on PATH (the user has indexed their
 * notes with it) and falls back to the built-in index when it is absent — or present but unusable (qmd needs
 * Node ≥ 22, a collection, an index): the fallback is said in the engine's `note`, never silent.
 */
import { RunFailure } from '../../errors.js';
import { openBuiltinSearch } from './builtin.js';
import { openQmdSearch, qmdAvailable } from './qmd.js';
import type { SearchEngine } from './types.js';
import type { VaultScan } from './scan.js';

export type EngineChoice = 'builtin' | 'qmd' | 'auto';

export interface EngineDeps {
  vault: string;
  cacheDir: string;
  env: NodeJS.ProcessEnv;
  collection?: string;
  signal?: AbortSignal;
  /** The run's one scan of the vault, shared with the vault profile. */
  scan?: () => Promise<VaultScan>;
}

async function builtin(deps: EngineDeps, why?: string): Promise<SearchEngine> {
  const engine = await openBuiltinSearch({
    vault: deps.vault,
    cacheDir: deps.cacheDir,
    ...(deps.signal ? { signal: deps.signal } : {}),
    ...(deps.scan ? { scan: deps.scan() } : {}),
  });
  const note = [why, engine.stats.note].filter((n) => n !== undefined).join('; ');
  return note === '' ? engine : Object.assign(engine, { note });
}

export async function chooseSearchEngine(choice: EngineChoice, deps: EngineDeps): Promise<SearchEngine> {
  const qmd = (): Promise<SearchEngine> =>
    openQmdSearch({
      env: deps.env,
      vault: deps.vault,
      ...(deps.collection ? { collection: deps.collection } : {}),
      ...(deps.signal ? { signal: deps.signal } : {}),
    });
  if (choice === 'builtin') return builtin(deps);
  if (choice === 'qmd') return qmd();
  if (!qmdAvailable('qmd', deps.env.PATH)) return builtin(deps);
  try {
    return await qmd();
  } catch (err) {
    if (!(err instanceof RunFailure)) throw err;
    return builtin(deps, `${err.message}; used the built-in index`);
  }
}
