/**
 * Loads the catalogue's vocabulary: `_sub/vocabulary.yaml` in each folder of the search path (bundled, vault,
 * --skills), merged. A broken file is a problem naming its file and line; the rest of the catalogue still loads.
 */
import { BadInputError } from '../errors.js';
import { readTextFile } from '../io/read-text.js';
import { NO_PARSE_CACHE, type ParseCache } from '../cache/parse-cache.js';
import { MAX_YAML_DEPTH, yamlTooDeep } from '../text/yaml-depth.js';
import { yamlLib } from '../yaml.js';
import type { VocabularySource } from '../need/vocabulary.js';
import { ConfigError, Reader, yamlLocator } from '../vault/config-read.js';
import type { CatalogueProblem } from './catalogue-types.js';

const KEYS = ['synonyms', 'ignore', 'containers', 'purposes', 'activities', 'mentioning', 'unnamed'] as const;

function wordList(r: Reader, multiword: boolean): string[] {
  return r.stringList([]).map((w, i) => {
    const item = Array.isArray(r.value) ? r.child(i) : r;
    const word = w.trim();
    if (!/[\p{L}\p{N}]/u.test(word)) item.fail('has no letters: a vocabulary word is a word');
    if (!multiword && /\s/.test(word)) item.fail('should be one word');
    return word;
  });
}

export function parseVocabulary(text: string, file: string): VocabularySource {
  const deep = yamlTooDeep(text);
  if (deep) throw new ConfigError(`${file}:${deep.line}: invalid YAML: it nests deeper than ${MAX_YAML_DEPTH} levels`);
  const doc = yamlLib().parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const e = doc.errors[0]!;
    throw new ConfigError(
      `${file}:${e.linePos?.[0]?.line ?? 1}: invalid YAML: ${e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`,
    );
  }
  const r = new Reader(file, doc.toJS() ?? {}, '', [], yamlLocator(text));
  r.mapping(KEYS);
  const synonyms: Record<string, string[]> = {};
  const s = r.child('synonyms');
  if (s.present) {
    s.mapping(Object.keys(s.value as object));
    for (const word of Object.keys(s.value as object)) {
      if (/\s/.test(word.trim()) || !/[\p{L}\p{N}]/u.test(word)) s.child(word).fail('a class word should be one word');
      synonyms[word.trim()] = wordList(s.child(word), true);
    }
  }
  return {
    synonyms,
    ignore: wordList(r.child('ignore'), false),
    containers: wordList(r.child('containers'), false),
    purposes: wordList(r.child('purposes'), false),
    activities: wordList(r.child('activities'), true),
    mentioning: wordList(r.child('mentioning'), false),
    unnamed: wordList(r.child('unnamed'), false),
  };
}

export function loadVocabulary(
  files: readonly string[],
  problems: CatalogueProblem[],
  cache: ParseCache = NO_PARSE_CACHE,
): VocabularySource {
  const merged: VocabularySource = { synonyms: {}, ignore: [], containers: [], purposes: [], activities: [], mentioning: [], unnamed: [] };
  for (const file of files) {
    try {
      let v: VocabularySource;
      try {
        v = cache.parse('vocabulary', file, readTextFile, (text) => parseVocabulary(text, file));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw err;
      }
      for (const [k, members] of Object.entries(v.synonyms)) merged.synonyms[k] = [...(merged.synonyms[k] ?? []), ...members];
      merged.ignore.push(...v.ignore);
      merged.containers.push(...v.containers);
      merged.purposes.push(...v.purposes);
      merged.activities!.push(...(v.activities ?? []));
      merged.mentioning!.push(...(v.mentioning ?? []));
      merged.unnamed!.push(...(v.unnamed ?? []));
    } catch (err) {
      // Not parsed, or not readable as a text file (a FIFO, a device, over 1 MB): a problem of its own, listed.
      if (err instanceof BadInputError) problems.push({ path: file, message: err.message });
      else if ((err as NodeJS.ErrnoException).code)
        problems.push({ path: file, message: `${file}: cannot read (${(err as NodeJS.ErrnoException).code})` });
      else throw err;
    }
  }
  return merged;
}
