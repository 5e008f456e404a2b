/**
 * The catalogue as the need reader sees it (src/need/catalogue-view.ts), kept between runs: compiling every entry's
 * names and option words against the vocabulary is 5% of a warm prepare's instructions (150 M at 10k notes, the same
 * at any size), and the catalogue rarely changes. Kept in `<cacheDir>/reader-view.bin` with a hash of what it is
 * compiled from (the entries' reader fields and the vocabulary); a build of skill reads only its own (build-id.ts),
 * so a change to the reader's code or the lemmatizer is a miss too.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { readCacheFile, writeCacheFile } from '../cache/file.js';
import type { CatalogueView } from '../need/catalogue-view.js';
import type { Catalogue } from '../plan/catalogue-types.js';
import { catalogueView, readerSources, useCatalogueView } from '../plan/planner.js';

const KIND = 'reader-view1';

const keys = new WeakMap<Catalogue, string>();

/**
 * What the reader view of this catalogue is compiled from, as one hash: the kept rule readings (rule-readings.ts)
 * are keyed on it too. Once per catalogue object.
 */
export function readerViewKey(catalogue: Catalogue): string {
  let key = keys.get(catalogue);
  if (key === undefined) {
    key = createHash('sha256')
      .update(JSON.stringify([readerSources(catalogue), catalogue.vocabulary]))
      .digest('hex');
    keys.set(catalogue, key);
  }
  return key;
}

const isView = (v: unknown): v is CatalogueView => {
  const view = v as Partial<CatalogueView> | undefined;
  return (
    typeof view === 'object' &&
    view !== null &&
    Array.isArray(view.entries) &&
    view.byFirstWord instanceof Map &&
    view.byRole instanceof Map &&
    typeof view.vocab === 'object'
  );
};

/** Makes the planner use the kept view of this catalogue, or compiles it (after the lemma cache is loaded) and keeps it. */
export function loadReaderView(cacheDir: string, catalogue: Catalogue): void {
  const file = join(cacheDir, 'reader-view.bin');
  const key = readerViewKey(catalogue);
  const kept = readCacheFile(file, KIND) as { key?: unknown; view?: unknown } | undefined;
  if (kept?.key === key && isView(kept.view)) {
    useCatalogueView(catalogue, kept.view);
    return;
  }
  // A cache that cannot be written costs the next run the compile, nothing more.
  writeCacheFile(file, KIND, { key, view: catalogueView(catalogue) });
}
