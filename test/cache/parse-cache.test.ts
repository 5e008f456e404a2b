import { mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { serialize } from 'node:v8';
import { NO_PARSE_CACHE, openParseCache, type ParseCache } from '../../src/cache/parse-cache.js';
import { readCacheFile, writeCacheFile } from '../../src/cache/file.js';
import { loadCatalogue } from '../../src/plan/catalogue.js';
import { findRitual, searchPath } from '../../src/ritual/discover.js';
import { loadVaultConfig } from '../../src/vault/config.js';
import { damageFile, damageOf } from '../support/damage.js';
import { fuzzParams, fuzzTimeout } from '../support/fuzz.js';
import { copyOfSampleVault, tempDir } from '../support/tmp.js';

const read = (path: string): string => readFileSync(path, 'utf8');

/** A parse that counts its calls, through a cache opened afresh each time (as each run does). */
function counter(cacheDir: string): { parse: (path: string) => string; calls: () => number } {
  let calls = 0;
  return {
    parse(path) {
      const cache: ParseCache = openParseCache(cacheDir);
      const value = cache.parse('upper', path, read, (text) => {
        calls++;
        return text.toUpperCase();
      });
      cache.save();
      return value;
    },
    calls: () => calls,
  };
}

describe('the parse cache', () => {
  it('parses an unchanged file once across runs, and again after an edit, a touch, a rename onto it or a delete', () => {
    const dir = tempDir();
    const file = join(dir, 'SKILL.md');
    writeFileSync(file, 'one');
    const c = counter(join(tempDir(), 'cache'));
    expect(c.parse(file)).toBe('ONE');
    expect(c.parse(file)).toBe('ONE');
    expect(c.calls()).toBe(1);

    writeFileSync(file, 'two'); // edited, same size
    expect(c.parse(file)).toBe('TWO');
    expect(c.calls()).toBe(2);

    const { mtime } = statSync(file);
    utimesSync(file, mtime, new Date(mtime.getTime() + 5000)); // touched
    expect(c.parse(file)).toBe('TWO');
    expect(c.calls()).toBe(3);

    const other = join(dir, 'other.md');
    writeFileSync(other, 'six');
    utimesSync(other, statSync(file).atime, statSync(file).mtime); // same size and mtime as the file it replaces
    renameSync(other, file);
    expect(c.parse(file)).toBe('SIX');
    expect(c.calls()).toBe(4);

    rmSync(file);
    expect(() => c.parse(file)).toThrow(/ENOENT/);
  });

  it('keeps a parse that throws out of the cache, and hands out a fresh copy on every hit', () => {
    const dir = tempDir();
    const file = join(dir, 'a.md');
    writeFileSync(file, 'x');
    const cacheDir = join(tempDir(), 'cache');
    let calls = 0;
    const failing = openParseCache(cacheDir);
    expect(() =>
      failing.parse('k', file, read, () => {
        calls++;
        throw new Error('bad');
      }),
    ).toThrow('bad');
    failing.save();
    const first = openParseCache(cacheDir);
    const value = first.parse('k', file, read, () => ({ calls: ++calls }));
    first.save();
    expect(value).toEqual({ calls: 2 });
    const second = openParseCache(cacheDir);
    const a = second.parse('k', file, read, () => ({ calls: ++calls })) as { calls: number };
    a.calls = 99;
    expect(second.parse('k', file, read, () => ({ calls: ++calls }))).toEqual({ calls: 2 });
  });

  it('ignores a damaged cache file or one from another build', () => {
    const dir = tempDir();
    const file = join(dir, 'a.md');
    writeFileSync(file, 'x');
    const cacheDir = join(tempDir(), 'cache');
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(join(cacheDir, 'parsed.bin'), 'SKILLCACHE1 parsed unbundled\n\u00ff\u00ff garbage');
    expect(openParseCache(cacheDir).parse('k', file, read, () => 'fresh')).toBe('fresh');
    writeCacheFile(
      join(cacheDir, 'parsed.bin'),
      'parsed-from-elsewhere',
      new Map([[`k\0${file}`, { stamp: [0, 0, 0, 0], bytes: new Uint8Array() }]]),
    );
    expect(openParseCache(cacheDir).parse('k', file, read, () => 'fresh')).toBe('fresh');
  });
});

describe('rituals, sub-skills and the config through the parse cache', () => {
  const sub = (name: string, phrase: string) =>
    `---\nname: ${name}\ndescription: d\nkind: fetch\nrun: [echo, hi]\nproduces: ${name}.md\nserves:\n  - phrases: ["${phrase}"]\n---\n`;

  it('see every edit, rename and delete of a SKILL.md and of the config', () => {
    const vault = copyOfSampleVault();
    const cacheDir = join(tempDir(), 'cache');
    const skills = join(vault, '.skill', 'skills');
    const dirs = searchPath({ vault });
    const catalogue = () => {
      const cache = openParseCache(cacheDir);
      const c = loadCatalogue(dirs, cache);
      cache.save();
      return c.subSkills.map((s) => `${s.name}: ${s.serves[0]!.phrases.join()}`).filter((s) => s.startsWith('weather'));
    };
    const ritual = (name: string) => {
      const cache = openParseCache(cacheDir);
      try {
        const r = findRitual(name, dirs, cache);
        return `${r.folderName}: ${r.description}`;
      } finally {
        cache.save();
      }
    };
    const config = () => {
      const cache = openParseCache(cacheDir);
      const c = loadVaultConfig(vault, cache);
      cache.save();
      return c.sessions.keep;
    };

    mkdirSync(join(skills, '_sub', 'weather'), { recursive: true });
    writeFileSync(join(skills, '_sub', 'weather', 'SKILL.md'), sub('weather', 'weather report'));
    mkdirSync(join(skills, 'evening'), { recursive: true });
    writeFileSync(join(skills, 'evening', 'SKILL.md'), '---\nname: evening\ndescription: first\n---\n\n## Talk\n\n- How was it?\n');
    writeFileSync(join(vault, '.skill', 'config.yaml'), 'sessions:\n  keep: 5\n');
    expect([catalogue(), ritual('evening'), config()]).toEqual([['weather: weather report'], 'evening: first', 5]);
    expect([catalogue(), ritual('evening'), config()]).toEqual([['weather: weather report'], 'evening: first', 5]); // from the cache

    writeFileSync(join(skills, '_sub', 'weather', 'SKILL.md'), sub('weather', 'weather outlook'));
    writeFileSync(join(skills, 'evening', 'SKILL.md'), '---\nname: evening\ndescription: second\n---\n\n## Talk\n\n- How was it?\n');
    writeFileSync(join(vault, '.skill', 'config.yaml'), 'sessions:\n  keep: 7\n');
    expect([catalogue(), ritual('evening'), config()]).toEqual([['weather: weather outlook'], 'evening: second', 7]);

    renameSync(join(skills, '_sub', 'weather'), join(skills, '_sub', 'weather-two'));
    writeFileSync(join(skills, '_sub', 'weather-two', 'SKILL.md'), sub('weather-two', 'weather outlook'));
    renameSync(join(skills, 'evening'), join(skills, 'night'));
    expect(catalogue()).toEqual(['weather-two: weather outlook']);
    expect(ritual('evening')).toBe('night: second'); // found by its frontmatter name, in its new folder
    rmSync(join(skills, 'night'), { recursive: true });
    expect(() => ritual('evening')).toThrow(/unknown ritual/);

    rmSync(join(skills, '_sub', 'weather-two'), { recursive: true });
    rmSync(join(vault, '.skill', 'config.yaml'));
    expect([catalogue(), config()]).toEqual([[], 10]);
  });

  it('still reports a broken config or SKILL.md every run', () => {
    const vault = copyOfSampleVault();
    const cacheDir = join(tempDir(), 'cache');
    writeFileSync(join(vault, '.skill', 'config.yaml'), 'sessions:\n  keep: [\n');
    for (let run = 0; run < 2; run++)
      expect(() => loadVaultConfig(vault, openParseCache(cacheDir))).toThrow(/config\.yaml:\d+: invalid YAML/);
    writeFileSync(join(vault, '.skill', 'config.yaml'), 'sessions:\n  keep: many\n');
    for (let run = 0; run < 2; run++) {
      const cache = openParseCache(cacheDir);
      expect(() => loadVaultConfig(vault, cache)).toThrow(/sessions\.keep: should be a number/);
      cache.save();
    }
  });
});

/** A parse cache that counts the parses it could not serve. */
function counting(cache: ParseCache): ParseCache & { misses: () => number } {
  let misses = 0;
  return {
    parse: (kind, path, read, parse) =>
      cache.parse(kind, path, read, (text) => {
        misses++;
        return parse(text);
      }),
    keep: (kind, path, make) => cache.keep(kind, path, make),
    save: () => cache.save(),
    misses: () => misses,
  };
}

/** What a run reads through the parse cache in the sample vault: the catalogue, a ritual, the config. */
function everything(vault: string, cache: ParseCache): unknown {
  const dirs = searchPath({ vault });
  return {
    catalogue: loadCatalogue(dirs, cache),
    ritual: findRitual('planning-daily', dirs, cache),
    config: loadVaultConfig(vault, cache),
  };
}

describe('a damaged parse cache', () => {
  it(
    'is a miss wherever the damage is: every value is parsed again, as without a cache, and the file replaced',
    () => {
      const vault = copyOfSampleVault();
      const fresh = everything(vault, NO_PARSE_CACHE);
      const cacheDir = join(tempDir(), 'cache');
      const file = join(cacheDir, 'parsed.bin');
      const first = counting(openParseCache(cacheDir));
      expect(everything(vault, first)).toEqual(fresh);
      first.save();
      const whole = readFileSync(file);
      const parsedFiles = first.misses();
      expect(parsedFiles).toBeGreaterThan(5);
      fc.assert(
        fc.property(damageOf(whole.length), (d) => {
          writeFileSync(file, whole);
          damageFile(file, d);
          const run = counting(openParseCache(cacheDir));
          expect(everything(vault, run)).toEqual(fresh);
          expect(run.misses()).toBe(parsedFiles); // nothing of a damaged file is used
          run.save();
          const next = counting(openParseCache(cacheDir));
          expect(everything(vault, next)).toEqual(fresh);
          expect(next.misses()).toBe(0); // replaced by a whole file
        }),
        fuzzParams(25),
      );
    },
    fuzzTimeout(25, 200),
  );

  it('treats an entry that does not decode, or is not an entry at all, as a miss, and replaces it', () => {
    const dir = tempDir();
    const file = join(dir, 'a.md');
    writeFileSync(file, 'text');
    const st = statSync(file);
    const stamp = [st.size, st.mtimeMs, st.ctimeMs, st.ino];
    const cacheDir = join(tempDir(), 'cache');
    const key = (kind: string) => `${kind}\0${file}`;
    // A file whose checksum holds (a bug wrote it so): one entry's bytes cut short, others of no entry's shape.
    writeCacheFile(
      join(cacheDir, 'parsed.bin'),
      'parsed',
      new Map<string, unknown>([
        [key('cut'), { stamp, bytes: serialize({ long: 'x'.repeat(100) }).subarray(0, 20) }],
        [key('null'), null],
        [key('no-bytes'), { stamp }],
        [key('text-stamp'), { stamp: 'yesterday', bytes: serialize('old') }],
      ]),
    );
    const cache = counting(openParseCache(cacheDir));
    for (const kind of ['cut', 'null', 'no-bytes', 'text-stamp'])
      expect(cache.parse(kind, file, read, (t) => `${kind}: ${t}`)).toBe(`${kind}: text`);
    expect(cache.misses()).toBe(4);
    cache.save();
    const again = counting(openParseCache(cacheDir));
    for (const kind of ['cut', 'null', 'no-bytes', 'text-stamp'])
      expect(again.parse(kind, file, read, (t) => `${kind}: ${t}`)).toBe(`${kind}: text`);
    expect(again.misses()).toBe(0);
    expect((readCacheFile(join(cacheDir, 'parsed.bin'), 'parsed') as Map<string, unknown>).size).toBe(4);
  });
});
