/** Vault search: the built-in persistent index, qmd, the engine choice, query building and resources.md. */
export type { IndexStats, SearchEngine, SearchHit, SearchOptions } from './types.js';
export { openBuiltinSearch, type BuiltinSearch, type BuiltinSearchOptions } from './builtin.js';
export { defaultCacheDir } from './store.js';
export { openQmdSearch, qmdAvailable, type QmdOptions } from './qmd.js';
export { chooseSearchEngine, type EngineChoice, type EngineDeps } from './choose.js';
export { renderResourcesMd, type ResourcesInput } from './render.js';
export { buildQuery, MAX_QUERY_WORDS } from './query.js';
