export { resolveTime, parseNow, normaliseWords, TIME_EXAMPLES } from './resolve.js';
export { renderDatesMd, describeTarget, formatLongDate, ignoredTimeNote, targetLabel } from './render.js';
export type { TimeResolution, Scope } from './types.js';
export { RESOLUTION_KEYS, SCOPES, resolutionEntries } from './types.js';
