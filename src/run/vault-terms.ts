/**
 * The vault's own terms for this run's need reading (src/vault/terms.ts): the notes' facts and the profile go in,
 * the terms come out as a value the planner takes (PlanOptions.terms). A vault that cannot be read gives no terms:
 * the needs are then read with the catalogue alone, as before.
 */
import type { NamedTerm } from '../need/types.js';
import { VaultView } from '../gather/vault-view.js';
import { loadProfile } from '../vault/profile-load.js';
import type { VaultConfig } from '../vault/config.js';
import { vaultTerms } from '../vault/terms.js';

/** A note named for a date or a period ("2026-11-27", "2026-W47", "2026-11") is a periodic note. */
const DATED = /(^|\/)\d{4}-(\d{2}|W\d{2}|Q\d)(-\d{2})?[^/]*\.md$/i;

export async function termsOfVault(vault: string, config: VaultConfig, signal: AbortSignal, cacheDir?: string, view = new VaultView(vault)): Promise<NamedTerm[]> {
  try {
    const scan = await view.facts(signal);
    const profile = loadProfile(vault, config.layout, { scan: await view.scanned(signal), ...(cacheDir !== undefined ? { cacheDir } : {}) });
    // The folders the layout names (directives, periodic notes, inbox…) are what the catalogue already reads there.
    const folders = layoutStrings(config.layout).map((f) => f.replace(/^\/+|\/+$/g, '').toLowerCase()).filter((f) => f !== '');
    const inLayout = (rel: string) => folders.some((f) => rel.toLowerCase().startsWith(`${f}/`));
    const known = new Set([...profile.people.notes, ...profile.projects.notes, ...profile.meetings.notes, ...scan.notes.map((n) => n.rel).filter((r) => DATED.test(r) || inLayout(r))]);
    return vaultTerms(scan.notes, { templates: config.layout.templates ? [config.layout.templates] : [], known });
  } catch (err) {
    if (signal.aborted) throw err;
    return [];
  }
}

/** Every text in the layout (its folders and file names among them), however deep. */
function layoutStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(layoutStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(layoutStrings);
  return [];
}
