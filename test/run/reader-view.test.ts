/**
 * The need reader's view of the catalogue, kept between runs (src/run/reader-view.ts): a new process with the same
 * catalogue reads the compiled view instead of compiling it, and reads needs exactly as the compiled one does; a
 * catalogue that changed compiles (and keeps) anew.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/plan/catalogue.js';
import type { Catalogue } from '../../src/plan/catalogue-types.js';
import { catalogueView, readWithRules } from '../../src/plan/planner.js';
import { searchPath } from '../../src/ritual/discover.js';
import { loadReaderView } from '../../src/run/reader-view.js';
import { tempDir } from '../support/tmp.js';

const NEEDS = [
  'Calendar events for the day',
  'People files for anyone with 1:1 meetings',
  'Review the waiting-for list',
  'Book notes with a rating',
];
const readings = (c: Catalogue) => NEEDS.map((text, i) => readWithRules({ text, line: i + 1 }, c));

describe('the kept reader view', () => {
  it('is used by the next process with the same catalogue, and reads needs as the compiled one does', () => {
    const cache = tempDir('reader-view-');
    const file = join(cache, 'reader-view.bin');
    const first = loadCatalogue(searchPath({}));
    loadReaderView(cache, first);
    const written = statSync(file);
    // A new process: a catalogue object of its own, loaded from the same files.
    const second = loadCatalogue(searchPath({}));
    loadReaderView(cache, second);
    expect(statSync(file).ino).toBe(written.ino); // a hit writes nothing (a write is a new file renamed over it)
    const kept = catalogueView(second);
    expect(kept).not.toBe(catalogueView(first));
    expect(kept.entries.length).toBe(catalogueView(first).entries.length);
    expect(readings(second)).toEqual(readings(first));
  });

  it('is compiled anew when the catalogue changed', () => {
    const cache = tempDir('reader-view-');
    const file = join(cache, 'reader-view.bin');
    loadReaderView(cache, loadCatalogue(searchPath({})));
    const before = statSync(file).ino;
    const changed = loadCatalogue(searchPath({}));
    const extra: Catalogue = {
      ...changed,
      vocabulary: {
        ...changed.vocabulary,
        synonyms: { ...changed.vocabulary.synonyms, calendar: [...(changed.vocabulary.synonyms.calendar ?? []), 'almanac'] },
      },
    };
    loadReaderView(cache, extra);
    expect(statSync(file).ino).not.toBe(before);
    expect(readWithRules({ text: 'Almanac events for the day', line: 1 }, extra).asks.map((a) => a.entry)).toEqual(
      readWithRules({ text: 'Calendar events for the day', line: 1 }, extra).asks.map((a) => a.entry),
    );
  });
});
