/**
 * Checks of the shape of what a kept file holds once read back (a cache entry, session.json): one helper per check,
 * shared by every reader that must not trust a file it did not just write.
 */

export const isString = (v: unknown): v is string => typeof v === 'string';

/** A list of strings, and nothing else. */
export const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
