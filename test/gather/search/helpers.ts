/** Temp vaults and cache folders for the search tests: real files, removed after each test. */
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import type { VaultScan } from '../../../src/gather/search/scan.js';
import { tempDir } from '../../support/tmp.js';

/** A vault and a cache folder side by side in one temp dir. */
export function tempVault(): { root: string; vault: string; cache: string } {
  const root = tempDir('skill-search-');
  const vault = join(root, 'vault');
  mkdirSync(vault);
  return { root, vault, cache: join(root, 'cache') };
}

let clock = Date.parse('2026-01-01T00:00:00Z') / 1000;

/**
 * Writes a note and gives it a fresh mtime, a second later than any note written before: an edit is then always
 * visible to the index, even when two writes land in the same clock tick with the same size.
 */
export function writeNote(vault: string, rel: string, text: string): string {
  const file = join(vault, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  clock += 1;
  utimesSync(file, clock, clock);
  return file;
}

export const FIXTURE_BIN = resolve('fixtures/bin');
/** A PATH where `qmd` is the stand-in and `node` (its interpreter) is found. */
export const PATH_WITH_QMD = [FIXTURE_BIN, dirname(process.execPath)].join(delimiter);
/** A PATH with node but no qmd. */
export const PATH_WITHOUT_QMD = dirname(process.execPath);

/** A scan as plain arrays, to compare two scans with toEqual. */
export function plainScan(scan: VaultScan): { rels: string[]; mtime: number[]; size: number[] } {
  return { rels: scan.rels, mtime: [...scan.mtime], size: [...scan.size] };
}
