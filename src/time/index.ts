export { resolveTime, parseNow } from './resolve.js';
export { renderDatesMd, describeTarget, ignoredTimeNote, targetLabel } from './render.js';
export type { TimeResolution } from './types.js';
export { resolutionEntries } from './types.js';
