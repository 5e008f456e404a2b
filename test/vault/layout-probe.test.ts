// The layout's look at the vault's folders, kept between runs in the parse cache while each folder's stamp holds: a
// folder added, removed or renamed anywhere the look reaches is seen by the next run, and a folder changed moments
// before it was listed is not kept at all.
import { mkdirSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openParseCache, type ParseCache } from '../../src/cache/parse-cache.js';
import { loadVaultConfig } from '../../src/vault/config.js';
import { diskProbe } from '../../src/vault/layout-probe.js';
import { copyOfSampleVault, tempDir } from '../support/tmp.js';

/** One run's look at the folders (a cache opened afresh and saved, as a run does), with the folders it had to list. */
function look(vault: string, cacheDir: string, settledMs?: number): { folders: string[]; listed: string[] } {
  const cache = openParseCache(cacheDir, settledMs === undefined ? {} : { settledMs });
  const listed: string[] = [];
  const counting: ParseCache = {
    ...cache,
    keep: (kind, path, make) =>
      cache.keep(kind, path, (p) => {
        listed.push(p.slice(vault.length));
        return make(p);
      }),
  };
  const folders = diskProbe(vault, counting).folders(3);
  cache.save();
  return { folders, listed };
}

describe('the layout probe through the parse cache', () => {
  it('lists the same folders as without a cache, and lists none again while nothing changed', () => {
    const vault = copyOfSampleVault();
    const cacheDir = join(tempDir(), 'cache');
    const first = look(vault, cacheDir, 0);
    expect(first.folders).toEqual(diskProbe(vault).folders(3));
    expect(first.folders).toContain('00_Brain/Periodic/Daily');
    expect(first.listed.length).toBeGreaterThan(5);
    const second = look(vault, cacheDir, 0);
    expect(second.folders).toEqual(first.folders);
    expect(second.listed).toEqual([]);
  });

  it('sees a folder added, removed or renamed, listing only the folder that changed', () => {
    const vault = copyOfSampleVault();
    const cacheDir = join(tempDir(), 'cache');
    look(vault, cacheDir, 0);
    // A folder's times move in the kernel's coarse ticks (milliseconds): two changes within one tick may leave the
    // same stamp, the race a run's two seconds of settling rule out. With none here, each change is given a time of
    // its own.
    let step = 0;
    const changed = (...folder: string[]) => {
      step += 1;
      utimesSync(join(vault, ...folder), 1_000_000 + step, 1_000_000 + step);
    };

    mkdirSync(join(vault, '03_Resources', 'Templates'));
    changed('03_Resources');
    const added = look(vault, cacheDir, 0);
    expect(added.folders).toContain('03_Resources/Templates');
    expect(added.listed).toEqual(['/03_Resources', '/03_Resources/Templates']);

    renameSync(join(vault, '03_Resources', 'Templates'), join(vault, '03_Resources', 'Vorlagen'));
    changed('03_Resources');
    const renamed = look(vault, cacheDir, 0);
    expect(renamed.folders).toContain('03_Resources/Vorlagen');
    expect(renamed.folders).not.toContain('03_Resources/Templates');

    rmSync(join(vault, '00_Brain', 'Captive'), { recursive: true });
    changed('00_Brain');
    const removed = look(vault, cacheDir, 0);
    expect(removed.folders.filter((f) => f.startsWith('00_Brain/Captive'))).toEqual([]);
    expect(removed.folders).toEqual(diskProbe(vault).folders(3));

    // A file in a folder's place is no folder, though its parent's listing was kept.
    rmSync(join(vault, '03_Resources', 'Vorlagen'), { recursive: true });
    writeFileSync(join(vault, '03_Resources', 'Vorlagen'), 'a note without .md');
    changed('03_Resources');
    expect(look(vault, cacheDir, 0).folders).not.toContain('03_Resources/Vorlagen');
  });

  it('keeps nothing of a folder changed in the last two seconds: it is listed again next run', () => {
    const vault = copyOfSampleVault(); // every folder of the copy was made just now
    const cacheDir = join(tempDir(), 'cache');
    const first = look(vault, cacheDir);
    const second = look(vault, cacheDir);
    expect(second.folders).toEqual(first.folders);
    expect(second.listed).toEqual(first.listed);
  });

  it('gives the next run a Templates folder made after the last one: the layout finds it', () => {
    const vault = copyOfSampleVault();
    const cacheDir = join(tempDir(), 'cache');
    const run = () => {
      const cache = openParseCache(cacheDir, { settledMs: 0 });
      const config = loadVaultConfig(vault, cache);
      cache.save();
      return config.layout;
    };
    expect(run().templates).toBeUndefined();
    mkdirSync(join(vault, '03_Resources', 'Templates'));
    expect(run().templates).toBe('03_Resources/Templates');
    expect(run().origins.templates).toMatch(/^found: the only folder named like Templates/);
  });
});
