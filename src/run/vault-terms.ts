/**
 * The vault's own terms for this run's need reading (src/vault/terms.ts): the notes' facts and the profile go in,
 * the terms come out as a value the planner takes (PlanOptions.terms). A vault that cannot be read gives no terms:
 * the needs are then read with the catalogue alone, as before.
 */
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { vaultNotesFile } from '../cache/dir.js';
import { readJsonCacheFile, writeJsonCacheFile } from '../cache/file.js';
import type { VaultScan } from '../gather/search/scan.js';
import type { NamedTerm } from '../need/types.js';
import { VaultView } from '../gather/vault-view.js';
import { loadProfile } from '../vault/profile-load.js';
import type { VaultConfig } from '../vault/config.js';
import { vaultTerms } from '../vault/terms.js';

/** A note named for a date or a period ("2026-11-27", "2026-W47", "2026-11") is a periodic note. */
const DATED = /(^|\/)\d{4}-(\d{2}|W\d{2}|Q\d)(-\d{2})?[^/]*\.md$/i;

export async function termsOfVault(vault: string, config: VaultConfig, signal: AbortSignal, cacheDir?: string, view = new VaultView(vault)): Promise<NamedTerm[]> {
  try {
    const scanned = await view.scanned(signal);
    // Reading every note's facts costs seconds at 10k notes; the terms are kept, keyed by every note's path, size
    // and mtime and by the layout, so a warm run reads no note for them (bench: 3.6 s → the scan's cost at 10k).
    const kept = cacheDir === undefined ? undefined : keptTerms(cacheDir, vault, scanned, config);
    if (kept?.terms) return kept.terms;
    const scan = await view.facts(signal);
    const profile = loadProfile(vault, config.layout, { scan: scanned, ...(cacheDir !== undefined ? { cacheDir } : {}) });
    // The folders the layout names (directives, periodic notes, inbox…) are what the catalogue already reads there.
    const folders = layoutStrings(config.layout).map((f) => f.replace(/^\/+|\/+$/g, '').toLowerCase()).filter((f) => f !== '');
    const inLayout = (rel: string) => folders.some((f) => rel.toLowerCase().startsWith(`${f}/`));
    const known = new Set([...profile.people.notes, ...profile.projects.notes, ...profile.meetings.notes, ...scan.notes.map((n) => n.rel).filter((r) => DATED.test(r) || inLayout(r))]);
    const terms = vaultTerms(scan.notes, { templates: config.layout.templates ? [config.layout.templates] : [], known });
    if (kept) writeJsonCacheFile(kept.file, TERMS_KIND, { signature: kept.signature, terms });
    return terms;
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

const TERMS_KIND = 'vault-terms1';

/** Where this vault's terms are kept and the signature they must carry; `terms` when the kept ones still hold. */
function keptTerms(cacheDir: string, vault: string, scanned: VaultScan, config: VaultConfig): { file: string; signature: string; terms?: NamedTerm[] } {
  const real = realpathSync(vault);
  const h = createHash('sha256').update(JSON.stringify(config.layout)).update('\0');
  for (let i = 0; i < scanned.rels.length; i++) h.update(`${scanned.rels[i]}\0${scanned.size[i]}\0${scanned.mtime[i]}\n`);
  const signature = h.digest('hex');
  const file = vaultNotesFile(cacheDir, real, '.terms.json');
  const value = readJsonCacheFile(file, TERMS_KIND) as { signature?: unknown; terms?: unknown } | undefined;
  const terms = value && value.signature === signature && Array.isArray(value.terms) ? (value.terms as NamedTerm[]) : undefined;
  return { file, signature, ...(terms ? { terms } : {}) };
}
