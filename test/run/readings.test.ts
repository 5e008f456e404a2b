// The reading cache: a cached Claude reading is used offline as it stands, and one that no longer fits the catalogue
// (an entry or an option value the catalogue does not have), or is damaged, is dropped, and read again.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeJsonCacheFile } from '../../src/cache/file.js';
import { READING_CACHE_KIND, readingCacheFile, readingsBeyondRules } from '../../src/run/readings.js';
import { damaged, damageOf } from '../support/damage.js';
import { fuzzParams } from '../support/fuzz.js';
import { bundledCatalogue, DEV_TARGET } from '../support/needs.js';
import { tempDir } from '../support/tmp.js';

const NEED = { text: 'Astrology forecast for the week', line: 1 };

function plant(cacheDir: string, reading: unknown): string {
  const file = readingCacheFile({ catalogue: bundledCatalogue, layoutKey: 'layout', cacheDir }, NEED);
  expect(writeJsonCacheFile(file, READING_CACHE_KIND, reading)).toBe(true);
  return file;
}

async function read(cacheDir: string) {
  return readingsBeyondRules({
    ritual: 'r',
    needs: [NEED],
    resolution: DEV_TARGET,
    catalogue: bundledCatalogue,
    layoutKey: 'layout',
    cacheDir,
    signal: new AbortController().signal,
  });
}

const reading = (entry: string, options: Record<string, string[]> = {}) => ({
  text: NEED.text,
  status: 'understood',
  unexplained: [],
  source: 'claude',
  asks: [
    {
      sub: 'resolve-references',
      entry,
      options,
      time: { ref: { kind: 'period', period: 'week', offset: 0 }, workdaysOnly: false, words: 'the week' },
      optional: false,
      words: [],
    },
  ],
});

describe('the reading cache', () => {
  it('gives a cached reading that fits the catalogue, as read from the cache', async () => {
    const cache = tempDir();
    plant(cache, reading('daily-notes'));
    const got = (await read(cache)).get(0);
    expect(got).toMatchObject({ status: 'understood', source: 'cache', asks: [{ entry: 'daily-notes' }] });
  });

  it.each([
    ['an entry the catalogue does not have', reading('horoscopes')],
    ['an option value the entry does not have', reading('people', { source: ['astrologers'] })],
    ['an option the entry does not have', reading('people', { stars: ['all'] })],
    ['a file that is not a reading', { hello: 'world' }],
    [
      'a reading with an ask of another shape',
      { ...reading('daily-notes'), asks: [{ sub: 'resolve-references', entry: 'daily-notes', options: { kind: 'all' } }] },
    ],
  ])('drops %s, and reads the need again', async (_what, bad) => {
    const cache = tempDir();
    const file = plant(cache, bad);
    expect((await read(cache)).size).toBe(0); // no Claude here: the rules' reading stands
    expect(existsSync(file)).toBe(false);
  });

  it('drops a damaged file wherever the damage is, and reads the need again', async () => {
    const cache = tempDir();
    const file = plant(cache, reading('daily-notes'));
    const whole = readFileSync(file);
    expect((await read(cache)).get(0)).toMatchObject({ source: 'cache' });
    await fc.assert(
      fc.asyncProperty(damageOf(whole.length), async (d) => {
        writeFileSync(file, damaged(whole, d));
        expect((await read(cache)).size).toBe(0);
        expect(existsSync(file)).toBe(false);
      }),
      fuzzParams(30),
    );
  });

  it('drops a reading changed by damage into another valid reading (this week → next week)', async () => {
    const cache = tempDir();
    const file = plant(cache, reading('daily-notes'));
    const bytes = readFileSync(file);
    const at = bytes.indexOf('"offset":0') + '"offset":'.length;
    bytes[at]! ^= 0x01; // '0' → '1': still JSON, still a reading that fits the catalogue, of the week after
    writeFileSync(file, bytes);
    expect((await read(cache)).size).toBe(0);
    expect(existsSync(file)).toBe(false);
  });
});
