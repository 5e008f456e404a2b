/**
 * The built-in search engine: a persistent BM25 index of the vault's notes, kept fresh on every open (see
 * update.ts), saved under the cache directory (see store.ts), ranked by rank.ts. Hits carry a title and a snippet
 * read from the hit files at query time.
 */
import { closeSync, realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BadInputError, InterruptedError } from '../../errors.js';
import { withPacedHeap } from '../../io/heap-pace.js';
import { MAX_NOTE_BYTES, readNoteText, tooLargeReason } from '../../vault/note-size.js';
import { queryTerms } from './analyze.js';
import { corpusOf, rank } from './rank.js';
import { scanVault, type VaultScan, whenScanned } from './scan.js';
import { describeHit, type HitText } from './snippet.js';
import { closeFile, indexFile, openIndex, type StoredIndex, UnusableIndex, withPaths, writeIndex, type IndexData } from './store.js';
import type { IndexStats, SearchEngine, SearchHit, SearchOptions } from './types.js';
import { closeSpill } from './segment.js';
import { spillBeside } from './spill.js';
import { buildIndex, refreshIndex, type Refreshed } from './update.js';

export interface BuiltinSearchOptions {
  vault: string;
  cacheDir: string;
  signal?: AbortSignal;
  /** The run's one scan of the vault (shared with the vault profile), when the run has started it. */
  scan?: Promise<VaultScan>;
}

export type BuiltinSearch = SearchEngine & { readonly stats: IndexStats };

function vaultPaths(vault: string): { abs: string; real: string } {
  const abs = resolve(vault);
  try {
    const real = realpathSync(abs);
    if (statSync(real).isDirectory()) return { abs, real };
  } catch {
    /* reported below */
  }
  throw new BadInputError(`vault folder not found: ${vault}`);
}

function errorCode(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  return e.code ?? e.message;
}

/** What is said of the notes over MAX_NOTE_BYTES, which the index knows by name only; undefined when there are none. */
function tooLargeNotes(scan: VaultScan): string | undefined {
  const large: Array<{ rel: string; size: number }> = [];
  for (let k = 0; k < scan.rels.length; k++) if (scan.size[k]! > MAX_NOTE_BYTES) large.push({ rel: scan.rels[k]!, size: scan.size[k]! });
  if (large.length === 0) return undefined;
  large.sort((a, b) => b.size - a.size);
  const [first] = large;
  const others = large.length > 1 ? ` and ${large.length - 1} more` : '';
  return `searched by name only: ${first!.rel} (${tooLargeReason(first!.size)})${others}`;
}

/** Why a cached index could not be used, as the run says it; undefined when there simply is none yet. */
function unusable(err: unknown): string | undefined {
  if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
  if (err instanceof UnusableIndex)
    return err.damaged ? `search index was damaged (${err.message}); rebuilt` : `search index ${err.message}; rebuilt`;
  return `search index unreadable (${errorCode(err)}); rebuilt`;
}

/** The cached index but for its paths (read while the scan runs), or why there is none usable. */
function load(file: string, vaultReal: string): { stored?: StoredIndex; reason?: string } {
  try {
    return { stored: openIndex(file, vaultReal) };
  } catch (err) {
    const reason = unusable(err);
    return reason ? { reason } : {};
  }
}

/** The cached index with its paths, the scan's own when they are the same list (store.ts withPaths). */
function cachedIndex(cached: { stored?: StoredIndex; reason?: string }, scan: VaultScan): { data?: IndexData; reason?: string } {
  if (!cached.stored) return cached;
  try {
    return { data: withPaths(cached.stored, scan) };
  } catch (err) {
    return { reason: unusable(err) ?? `search index unreadable (${errorCode(err)}); rebuilt` };
  }
}

/**
 * The cached index brought up to date (update.ts), or why it is rebuilt: a refresh that merges a segment checks its
 * tables entry by entry first, which a read does not (check.ts), and one that does not hold makes the index unusable.
 */
async function refreshed(data: IndexData, vault: string, scan: VaultScan, signal?: AbortSignal): Promise<Refreshed | { reason: string }> {
  try {
    return await refreshIndex(data, vault, scan, signal);
  } catch (err) {
    closeFile(data);
    if (err instanceof UnusableIndex) return { reason: unusable(err)! };
    throw err;
  }
}

/**
 * A new index as the file it was just saved to: its postings are then read per query from the file, as on a warm
 * run, and the build's batches of postings are let go (at 100,000 notes, 46 MB held for the rest of the run, and
 * joined in memory by the first query). The built data when the file cannot be read back.
 */
function reopened(file: string, vaultReal: string, built: IndexData, scan: VaultScan): IndexData {
  try {
    return withPaths(openIndex(file, vaultReal), scan);
  } catch {
    return built;
  }
}

/** Closes the files of data that will not be used: its base file, and the spill file of a build's batches (spill.ts). */
function letGo(data: IndexData): void {
  closeFile(data);
  for (const seg of data.segments) closeSpill(seg);
}

export async function openBuiltinSearch(opts: BuiltinSearchOptions): Promise<BuiltinSearch> {
  // Date.now(), not performance.now(): the first use of `performance` loads node:perf_hooks (~1 ms), for a figure
  // reported in whole milliseconds.
  const started = Date.now();
  if (opts.signal?.aborted) throw new InterruptedError('search indexing interrupted');
  const vault = vaultPaths(opts.vault);
  const file = indexFile(resolve(opts.cacheDir), vault.real);
  // The walk and a stat of every note start first (on a worker thread): the cached index loads meanwhile.
  const scanning = opts.scan ?? scanVault(vault.abs, opts.signal);
  scanning.catch(() => {}); // awaited below; this only keeps an early failure from being reported as unhandled
  const opened = load(file, vault.real);
  let scan;
  try {
    scan = await whenScanned(scanning);
  } catch (err) {
    if (opened.stored) closeFile(opened.stored);
    throw err;
  }
  let cached = cachedIndex(opened, scan);
  let data: IndexData;
  let counts: { added: number; changed: number; removed: number };
  let dirty = true;
  let digestOnly = false;
  let interrupted: boolean;
  const r = cached.data && (await refreshed(cached.data, vault.abs, scan, opts.signal));
  if (r && 'reason' in r) cached = r; // a table the refresh was to merge did not hold: rebuilt below
  if (r && !('reason' in r)) {
    ({ data, dirty, interrupted } = r);
    digestOnly = r.digestOnly === true;
    counts = r;
  } else {
    // Full batches of postings wait in a temp file beside the index, not in memory, until the index is written.
    // Every note is read: the heap is paced while they are (io/heap-pace.ts).
    ({ data, interrupted } = await withPacedHeap(() => buildIndex(vault.abs, vault.real, scan, opts.signal, spillBeside(file))));
    counts = { added: data.docs, changed: 0, removed: 0 };
  }
  const notes: string[] = cached.reason ? [cached.reason] : [];
  const large = tooLargeNotes(scan);
  if (large) notes.push(large);
  const saved =
    !dirty || savedIndex(file, data, digestOnly ? undefined : (code) => notes.push(`search index not saved (${code} in ${opts.cacheDir})`));
  if (saved && !cached.data && !interrupted) {
    const built = data;
    data = reopened(file, vault.real, data, scan);
    if (data !== built) letGo(built);
  }
  if (interrupted) {
    letGo(data);
    const progress = saved ? `; ${corpusOf(data).notes} of ${scan.rels.length} notes indexed so far, the next run goes on` : '';
    throw new InterruptedError(`search indexing interrupted${progress}`);
  }
  const corpus = corpusOf(data);
  const fd = data.fd;
  const stats: IndexStats = {
    notes: corpus.notes,
    added: counts.added,
    changed: counts.changed,
    removed: counts.removed,
    loadedFromCache: cached.data !== undefined,
    buildMs: Date.now() - started,
    ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
  };

  const engine: BuiltinSearch = {
    name: 'builtin',
    stats,
    async search(query: string, options: SearchOptions): Promise<SearchHit[]> {
      if (options.signal?.aborted) throw new InterruptedError('search interrupted');
      const terms = queryTerms(query);
      // A few spare candidates stand in for hits whose file vanished since the index was opened.
      const ranked = rank(data, corpus, terms, options.limit + Math.min(options.limit, 10));
      const wanted = new Set(terms);
      const hits: SearchHit[] = [];
      for (const { id, score } of ranked) {
        if (hits.length >= options.limit) break;
        const relative = data.paths[id]!;
        const path = join(vault.abs, relative);
        let text: () => string;
        try {
          text = textOnUse(path);
        } catch {
          continue;
        }
        hits.push(describedOnUse({ path, relative, score: Math.round(score * 1000) / 1000 }, text, wanted));
      }
      return hits;
    },
  };
  if (fd !== undefined) filesHeld.register(engine, fd);
  return engine;
}

/**
 * How a hit's text is had: its file is stat'ed now (a hit whose file vanished since the index was opened is left
 * out, a spare candidate taking its place) and read when the hit is first described, which most hits never are: of
 * the ~100 hits of a run's 12 queries at 10,000 notes, reading all cost ~4 ms for the 8 shown. '' for a note over
 * the bound or not a regular file (a hit by its name, without a snippet), and for one that can no longer be read
 * when it is described.
 */
function textOnUse(path: string): () => string {
  const stat = statSync(path);
  if (!stat.isFile()) return () => '';
  const { size } = stat;
  return () => {
    try {
      return readNoteText(path, size) ?? '';
    } catch {
      return '';
    }
  };
}

/**
 * A hit whose title, line and snippet are made from its note's text when first asked for. A caller often leaves most
 * hits out unread (the search task asks each query for a few more than it keeps, so hits on notes it lists already
 * can be dropped; of the 12 queries' up to 108 hits at 100,000 notes, the 8 it shows were the only ones read), and finding
 * the best line of a hit is most of a query's time after the ranking.
 */
function describedOnUse(hit: Omit<SearchHit, 'title' | 'snippet' | 'line'>, text: () => string, terms: ReadonlySet<string>): SearchHit {
  let shown: HitText | undefined;
  const show = (): HitText => {
    shown ??= describeHit(text(), hit.relative, terms);
    return shown;
  };
  return {
    ...hit,
    get title() {
      return show().title;
    },
    get line() {
      return show().line;
    },
    get snippet() {
      return show().snippet;
    },
  };
}

/**
 * Saves the index; false when it could not be. A read-only or full cache still leaves a working in-memory index (the
 * next run rebuilds again), so the failure is only said, through `say` (given the error's code) when there is one:
 * an unchanged index that only lacked its path digest is whole on disk, and has nothing to say.
 */
function savedIndex(file: string, data: IndexData, say: ((why: string) => void) | undefined): boolean {
  try {
    writeIndex(file, data);
    return true;
  } catch (err) {
    say?.(errorCode(err));
    return false;
  }
}

/** Closes an engine's index file once the engine is garbage: the API has no close(), engines live for a run. */
const filesHeld = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    /* already closed */
  }
});
