/**
 * A note over MAX_NOTE_BYTES is indexed by its name only, never read whole, and the search says so. The hostile
 * input is the second adversarial pass's (f03): a log pasted into a note, there 500 MB (1.1 GB RSS a run) or a 3 GB
 * sparse file (4.3 GB, a failed read retried on every run); here just over the bound, as real text.
 */
import { readFileSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openBuiltinSearch } from '../../../src/gather/search/index.js';
import { MAX_NOTE_BYTES } from '../../../src/vault/note-size.js';
import { REPO } from '../../support/tmp.js';
import { tempVault, writeNote } from './helpers.js';

describe('a note larger than the bound', () => {
  it('is found by its name, not its words; the search names it and its size, cold and warm', async () => {
    const { vault, cache } = tempVault();
    const real = readFileSync(join(REPO, 'fixtures', 'vault', '00_Brain', 'Captive', 'Today.md'), 'utf8');
    writeNote(vault, 'Daily.md', `${real}\nzeppelin schedule\n`);
    const line = 'lorem ipsum dolor sit amet, a log line pasted into a note zeppelin\n';
    const big = writeNote(vault, '03_Resources/Server Log.md', line.repeat(Math.ceil(MAX_NOTE_BYTES / line.length) + 1));
    for (const run of ['cold', 'warm']) {
      const engine = await openBuiltinSearch({ vault, cacheDir: cache });
      expect(engine.stats.note, run).toBe('searched by name only: 03_Resources/Server Log.md (4 MB, over the 4 MB a note is read up to)');
      expect(
        (await engine.search('zeppelin', { limit: 5 })).map((h) => h.relative),
        run,
      ).toEqual(['Daily.md']);
      expect(
        (await engine.search('server log', { limit: 5 })).map((h) => h.relative),
        run,
      ).toEqual(['03_Resources/Server Log.md']);
    }
    truncateSync(big, 3 * 1024 ** 3); // sparse: 3 GB that a whole read would hold in memory
    const engine = await openBuiltinSearch({ vault, cacheDir: cache });
    expect(engine.stats.note).toBe('searched by name only: 03_Resources/Server Log.md (3072 MB, over the 4 MB a note is read up to)');
    expect(process.memoryUsage().rss).toBeLessThan(1024 ** 3);
  });
});
