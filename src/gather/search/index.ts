/** Vault search: the built-in persistent index, qmd, the engine choice, query building and resources.md. */
export { openBuiltinSearch } from './builtin.js';
export { defaultCacheDir } from './store.js';
export { openQmdSearch, qmdAvailable } from './qmd.js';
export { chooseSearchEngine } from './choose.js';
export { renderResourcesMd } from './render.js';
export { buildQuery, MAX_QUERY_WORDS } from './query.js';
