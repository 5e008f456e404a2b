/**
 * The lemma cache: the dictionary forms the need reader has worked out, kept in the user cache dir so that the next
 * run reading the same needs, phrases and write sentences never loads wink-lemmatizer's word lists (the dearest part
 * of reading a need; src/need/lemma.ts). Keyed by the lemmatizer's version; a broken file is ignored and rewritten.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { learnedForms, seedForms, type WordForms } from '../need/lemma.js';

/** Bump with the lemmatizer (package.json) or with how forms are made (plainSingular in lemma.ts). */
const VERSION = 'wink-lemmatizer-3.0.4.plain-singular-1';

function file(cacheDir: string): string {
  return join(cacheDir, `lemmas-${VERSION}.json`);
}

export function loadLemmaCache(cacheDir: string): void {
  try {
    const data = JSON.parse(readFileSync(file(cacheDir), 'utf8')) as Record<string, unknown>;
    const known: [string, WordForms][] = [];
    for (const [word, v] of Object.entries(data)) {
      const f = v as WordForms;
      if (Array.isArray(f?.all) && Array.isArray(f?.noun) && f.all.every((x) => typeof x === 'string') && f.noun.every((x) => typeof x === 'string')) known.push([word, f]);
    }
    seedForms(known);
  } catch {
    // No cache yet, or a broken one: the forms are worked out again and the file is rewritten.
  }
}

export function saveLemmaCache(cacheDir: string): void {
  const fresh = learnedForms();
  if (fresh.size === 0) return;
  try {
    let old: Record<string, unknown> = {};
    try {
      old = JSON.parse(readFileSync(file(cacheDir), 'utf8')) as Record<string, unknown>;
    } catch {
      old = {};
    }
    mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
    const tmp = `${file(cacheDir)}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ ...old, ...Object.fromEntries(fresh) }), { mode: 0o600 });
    renameSync(tmp, file(cacheDir));
  } catch {
    // A cache that cannot be written costs the next run the lemmatizer's load, nothing more.
  }
}
