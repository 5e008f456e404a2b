/**
 * Which build of skill is running, so that a cache written by another build (whose parsers may read files
 * differently) is never used. The bundle (scripts/bundle.mjs) sets it to a hash of the sources and the lockfile;
 * the per-module build and the tests, which always run with a cache folder of their own, use a fixed name.
 */
declare const __SKILL_BUILD__: string | undefined;

/** The id of the per-module build and the tests. */
export const UNBUNDLED = 'unbundled';

export const BUILD_ID: string = typeof __SKILL_BUILD__ === 'string' ? __SKILL_BUILD__ : UNBUNDLED;
