/** The contract every search engine keeps (built-in index, qmd), used by the gather task and the model's tools. */

export interface SearchHit {
  /** Absolute path of the note. */
  path: string;
  /** Path relative to the vault (or to the qmd collection), '/'-separated. */
  relative: string;
  title: string;
  /** Higher is better; comparable only within one engine's answer to one query. */
  score: number;
  /** 1-based line of the snippet in the note, when known. */
  line?: number;
  /** One line, at most about 200 characters, no line breaks. */
  snippet: string;
}

export interface SearchOptions {
  limit: number;
  signal?: AbortSignal;
}

export interface SearchEngine {
  readonly name: string;
  /** Why this engine was used instead of the one asked for (set by chooseSearchEngine's fallback). */
  readonly note?: string;
  search(query: string, opts: SearchOptions): Promise<SearchHit[]>;
}

export interface IndexStats {
  /** Notes in the index after the update. */
  notes: number;
  added: number;
  changed: number;
  removed: number;
  /** False when there was no usable cache and the index was built from scratch. */
  loadedFromCache: boolean;
  /** Time spent opening: loading, checking every note, indexing what changed, saving. */
  buildMs: number;
  /** Something the user may want to know: the cache was unusable and rebuilt, or could not be saved. */
  note?: string;
}
