/**
 * The lemma cache: the dictionary forms the need reader has worked out, kept in the user cache dir so that the next
 * run reading the same needs, phrases and write sentences never loads wink-lemmatizer's word lists (the dearest part
 * of reading a need; src/need/lemma.ts). Keyed by the lemmatizer's version. A damaged file (its checksum,
 * src/cache/file.ts) or entry is ignored: the forms are worked out again and the file is rewritten without it.
 */
import { join } from 'node:path';
import { readJsonCacheFile, writeJsonCacheFile } from '../cache/file.js';
import { learnedForms, seedForms, type WordForms } from '../need/lemma.js';

/** Bump with the lemmatizer (package.json) or with how forms are made (plainSingular in lemma.ts). */
const VERSION = 'wink-lemmatizer-3.0.4.plain-singular-1';
const KIND = 'lemmas';

function file(cacheDir: string): string {
  return join(cacheDir, `lemmas-${VERSION}.json`);
}

const isWords = (v: unknown): boolean => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' && x !== '');

/** The well-formed entries of the cache file (none when it is absent or damaged). */
function storedForms(cacheDir: string): [string, WordForms][] {
  const data = readJsonCacheFile(file(cacheDir), KIND);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [];
  const known: [string, WordForms][] = [];
  for (const [word, v] of Object.entries(data)) {
    const f = v as Partial<WordForms> | null;
    if (typeof f === 'object' && f !== null && isWords(f.all) && isWords(f.noun)) known.push([word, { all: f.all!, noun: f.noun! }]);
  }
  return known;
}

export function loadLemmaCache(cacheDir: string): void {
  seedForms(storedForms(cacheDir));
}

export function saveLemmaCache(cacheDir: string): void {
  const fresh = learnedForms();
  if (fresh.size === 0) return;
  // Another run may have added forms since this one loaded: keep them. A cache that cannot be written costs the next
  // run the lemmatizer's load, nothing more.
  writeJsonCacheFile(file(cacheDir), KIND, Object.fromEntries([...storedForms(cacheDir), ...fresh]));
}
