import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeJsonCache, readCacheFile, readJsonCacheFile, writeCacheFile, writeJsonCacheFile } from '../../src/cache/file.js';
import { damaged, type Damage } from '../support/damage.js';
import { tempDir } from '../support/tmp.js';

/** Every single-bit flip and every cut of the file's bytes. */
function everyDamage(length: number): Damage[] {
  const all: Damage[] = [];
  for (let at = 0; at < length; at++) for (let bit = 0; bit < 8; bit++) all.push({ kind: 'flip', at, bit });
  for (let to = 0; to < length; to++) all.push({ kind: 'cut', to });
  return all;
}

describe('cache files', () => {
  const value = { names: ['Mei Novak', 'Robert Fischer'], size: 1234, when: 1700000000123.25 };

  it('read back what was written, V8-serialised (Maps, typed arrays, NaN) or JSON', () => {
    const dir = tempDir();
    const v8Value = new Map<string, unknown>([
      ['a', new Float64Array([NaN, 1.5])],
      ['b', undefined],
    ]);
    expect(writeCacheFile(join(dir, 'v.bin'), 'kind', v8Value)).toBe(true);
    expect(readCacheFile(join(dir, 'v.bin'), 'kind')).toEqual(v8Value);
    expect(writeJsonCacheFile(join(dir, 'deep', 'j.json'), 'kind', value)).toBe(true);
    expect(readJsonCacheFile(join(dir, 'deep', 'j.json'), 'kind')).toEqual(value);
    // A JSON cache stays text: a header line, then the JSON.
    const [head, body] = readFileSync(join(dir, 'deep', 'j.json'), 'utf8').split('\n');
    expect(head).toMatch(/^SKILLCACHE2 kind [0-9a-f]{8}$/);
    expect(JSON.parse(body!)).toEqual(value);
  });

  it('read nothing from a file of another kind, a missing file, or one in an older format', () => {
    const dir = tempDir();
    writeJsonCacheFile(join(dir, 'j.json'), 'kind', value);
    expect(readJsonCacheFile(join(dir, 'j.json'), 'other')).toBeUndefined();
    expect(readCacheFile(join(dir, 'j.json'), 'kind')).toBeUndefined(); // JSON is not the V8 kind
    expect(readJsonCacheFile(join(dir, 'none.json'), 'kind')).toBeUndefined();
    writeFileSync(join(dir, 'old.json'), JSON.stringify(value));
    expect(readJsonCacheFile(join(dir, 'old.json'), 'kind')).toBeUndefined();
  });

  // Exhaustive rather than sampled: a CRC-32 catches every single-bit error, and the header is compared exactly.
  it('read nothing from a file with any one bit flipped or cut anywhere', () => {
    const dir = tempDir();
    const small = { names: ['Mei Novak'], when: 1700000000123.25 };
    writeJsonCacheFile(join(dir, 'j.json'), 'kind', small);
    const json = readFileSync(join(dir, 'j.json'));
    expect(everyDamage(json.length).filter((d) => decodeJsonCache(damaged(json, d), 'kind') !== undefined)).toEqual([]);
    // The V8 form through the file, as the parse and note caches read it.
    const file = join(dir, 'v.bin');
    writeCacheFile(file, 'kind', small);
    const v8 = readFileSync(file);
    const accepted: Damage[] = [];
    for (const d of everyDamage(v8.length)) {
      writeFileSync(file, damaged(v8, d));
      if (readCacheFile(file, 'kind') !== undefined) accepted.push(d);
    }
    expect(accepted).toEqual([]);
    writeFileSync(file, v8);
    expect(readCacheFile(file, 'kind')).toEqual(small);
  });

  it('say when the folder cannot be written', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a-file'), '');
    expect(writeCacheFile(join(dir, 'a-file', 'c.bin'), 'kind', 1)).toBe(false);
    expect(writeJsonCacheFile(join(dir, 'a-file', 'c.json'), 'kind', 1)).toBe(false);
    expect(readdirSync(dir)).toEqual(['a-file']);
  });
});
