import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultCacheDir } from '../../../src/gather/search/index.js';
import { SegmentBuilder } from '../../../src/gather/search/builder.js';
import { PostingList, postingBytes, readPostings } from '../../../src/gather/search/segment.js';
import { corpusOf, rank } from '../../../src/gather/search/rank.js';
import { crc32 } from '../../../src/cache/checksum.js';
import { pathsDigest } from '../../../src/cache/paths-digest.js';
import {
  detachFile,
  HEAD_BYTES,
  indexFile,
  openIndex,
  readIndex,
  UnusableIndex,
  withPaths,
  writeIndex,
  type IndexData,
} from '../../../src/gather/search/store.js';
import { tempDir } from '../../support/tmp.js';

function sample(vault: string): IndexData {
  const b = new SegmentBuilder();
  b.addText(0, 'hello world');
  b.endDoc(0);
  b.addText(2, 'hello again');
  b.endDoc(2);
  return {
    vault,
    docs: 3,
    paths: ['a.md', '', 'dir/ü b.md'],
    mtime: new Float64Array([1.5, 0, 1700000000123.25]),
    size: new Float64Array([10, 0, 12]),
    len: new Uint32Array([2, 0, 2]),
    live: new Uint8Array([1, 0, 1]),
    order: new Uint32Array([0, 2]),
    baseDocs: 3,
    segments: [b.finish()],
  };
}

/** The base file's sections, in the order writeIndex lays them out: paths, mtime, size, len, then the segment's. */
const TERM_OFF = 5;
const POST_OFF = 6;
const DF = 7;
const TABLE = 8;

/** Changes one section of an index's base file in place, then seals the file again: one made to pass its checksum. */
function craftBase(file: string, section: number, change: (table: DataView, bytes: number) => void): void {
  const base = join(dirname(file), readdirSync(dirname(file)).find((n) => n.endsWith('.base'))!);
  const bytes = readFileSync(base);
  const length = bytes.readUInt32LE(12);
  const header = JSON.parse(bytes.toString('utf8', HEAD_BYTES, HEAD_BYTES + length)) as { sections: [number, number][] };
  const start = HEAD_BYTES + length + ((8 - ((HEAD_BYTES + length) % 8)) % 8);
  const [offset, size] = header.sections[section]!;
  change(new DataView(bytes.buffer, bytes.byteOffset + start + offset, size), size);
  bytes.writeUInt32LE(crc32(bytes.subarray(20), crc32(bytes.subarray(0, 16))), 16);
  writeFileSync(base, bytes);
}

/** Puts `value` in every empty slot (-1) of a term hash table of `bytes` bytes. */
function fillEmpty(table: DataView, bytes: number, value: number): void {
  for (let at = 0; at < bytes; at += 4) if (table.getInt32(at, true) === -1) table.setInt32(at, value, true);
}

describe('index file', () => {
  it('round-trips every array and the term table', () => {
    const dir = tempDir('skill-store-');
    const file = indexFile(dir, '/vault');
    writeIndex(file, sample('/vault'));
    const back = readIndex(file, '/vault');
    const want = sample('/vault');
    expect(back.paths).toEqual(want.paths);
    expect(Array.from(back.mtime)).toEqual(Array.from(want.mtime));
    expect(Array.from(back.live)).toEqual([1, 0, 1]);
    expect(Array.from(back.order)).toEqual([0, 2]);
    expect(back.segments[0]!.terms).toBe(want.segments[0]!.terms);
    // The base postings stay in the file until read.
    expect(back.segments[0]!.postings).not.toBeInstanceOf(Uint8Array);
    detachFile(back);
    expect(back.fd).toBeUndefined();
    expect(Buffer.from(postingBytes(back.segments[0]!))).toEqual(Buffer.from(postingBytes(want.segments[0]!)));
    // The state and one base file, no temp file left behind.
    const files = readdirSync(join(dir, 'search')).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^[0-9a-f]{24}-[0-9a-f]{12}\.base$/);
    expect(files[1]).toBe(file.split('/').pop());
  });

  it('refuses a file of another vault, another version or garbage', () => {
    const dir = tempDir('skill-store-');
    const file = indexFile(dir, '/vault');
    writeIndex(file, sample('/vault'));
    expect(() => readIndex(file, '/other')).toThrow(/another vault/);
    writeFileSync(file, 'SKILLIDX\x01\x00\x00\x00\x05\x00\x00\x00{bad}');
    expect(() => readIndex(file, '/vault')).toThrow(UnusableIndex);
    writeFileSync(file, '');
    expect(() => readIndex(file, '/vault')).toThrow(/not an index file/);
  });

  it('calls a flipped byte in the vault path of the base file damage, not another vault', () => {
    const dir = tempDir('skill-store-');
    const file = indexFile(dir, '/vault');
    writeIndex(file, sample('/vault'));
    const base = join(dir, 'search', readdirSync(join(dir, 'search')).find((f) => f.endsWith('.base'))!);
    const bytes = readFileSync(base);
    const at = bytes.indexOf('"/vault"');
    expect(at).toBeGreaterThan(0);
    bytes[at + 2] = 'x'.charCodeAt(0); // "/xault"
    writeFileSync(base, bytes);
    let err: unknown;
    try {
      readIndex(file, '/vault');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(UnusableIndex);
    expect((err as Error).message).toMatch(/checksum mismatch/);
  });

  it('refuses a whole file whose document table does not hold, naming what is wrong', () => {
    // Written through writeIndex, so every checksum holds: only the checks of check.ts stand in the way.
    const cases: [string, (d: IndexData) => void, string][] = [
      [
        'an id past the notes in the path order',
        (d) => {
          d.order = new Uint32Array([0, 7]);
        },
        'path order names a missing note',
      ],
      [
        'a dead id in the path order',
        (d) => {
          d.order = new Uint32Array([0, 1]);
        },
        'path order names a missing note',
      ],
      [
        'the path order out of order',
        (d) => {
          d.order = new Uint32Array([2, 0]);
        },
        'path order out of order',
      ],
      [
        'a live note left out of the path order',
        (d) => {
          d.order = new Uint32Array([0]);
        },
        'path order does not list the live notes',
      ],
      [
        'a live flag that is not 0 or 1',
        (d) => {
          d.live = new Uint8Array([1, 2, 1]);
        },
        'live flags out of range',
      ],
      [
        'a live note without a path',
        (d) => {
          d.paths = ['a.md', '', ''];
        },
        'live flags out of range',
      ],
    ];
    for (const [what, spoil, problem] of cases) {
      const file = indexFile(tempDir('skill-store-'), '/vault');
      const data = sample('/vault');
      spoil(data);
      writeIndex(file, data);
      expect(() => readIndex(file, '/vault'), what).toThrow(new UnusableIndex(problem));
    }
  });

  it('never writes a segment whose tables do not hold, naming what is wrong', () => {
    // What a read no longer checks entry by entry (check.ts) is checked here: a bug is caught before its file exists.
    const cases: [string, (d: IndexData) => void, string][] = [
      [
        'a term number past the terms in the hash table',
        (d) => {
          const t = d.segments[0]!.table;
          t[t.indexOf(-1)] = 99;
        },
        'term hash table out of range',
      ],
      [
        'a term twice in the hash table',
        (d) => {
          const t = d.segments[0]!.table;
          t[t.indexOf(-1)] = 0;
        },
        'term hash table out of range',
      ],
      [
        'a document frequency its postings cannot hold',
        (d) => {
          d.segments[0]!.df[0] = 1_000_000;
        },
        'document frequency beyond its postings',
      ],
      [
        'term offsets going backwards',
        (d) => {
          const o = d.segments[0]!.termOff;
          o[1] = o[2]! + 1;
        },
        'term offsets out of order',
      ],
      [
        'postings offsets past the postings',
        (d) => {
          const o = d.segments[0]!.postOff;
          o[1] = o[o.length - 1]! + 1;
        },
        'postings offsets out of order',
      ],
    ];
    for (const [what, spoil, problem] of cases) {
      const dir = tempDir('skill-store-');
      const file = indexFile(dir, '/vault');
      const data = sample('/vault');
      spoil(data);
      expect(() => writeIndex(file, data), what).toThrow(`the search index to be saved is inconsistent (${problem})`);
      expect(readdirSync(dir).length, what).toBe(0); // not even a base file
    }
  });

  it('reads a file made to pass its checksum with tables that do not hold without a crash, a hang or a large allocation', () => {
    // A checksum is no defence against a file made to deceive: such tables give wrong results, bounded (check.ts).
    const cases: [string, number, (table: DataView, bytes: number) => void][] = [
      ['a term count far beyond its postings', DF, (t) => t.setUint32(0, 1_000_000, true)],
      ['a term number past the terms in the hash table', TABLE, (t, n) => fillEmpty(t, n, 99)],
      ['a term number below -1 in the hash table', TABLE, (t, n) => fillEmpty(t, n, -7)],
      ['term offsets going backwards', TERM_OFF, (t) => t.setUint32(4, t.getUint32(8, true) + 1, true)],
      ['postings offsets past the postings', POST_OFF, (t) => t.setUint32(4, 1_000_000, true)],
    ];
    for (const [what, section, change] of cases) {
      const file = indexFile(tempDir('skill-store-'), '/vault');
      writeIndex(file, sample('/vault'));
      craftBase(file, section, change);
      const data = readIndex(file, '/vault');
      const out = new PostingList();
      for (let t = 0; t < data.segments[0]!.terms; t++) readPostings(data.segments[0]!, t, data.live, out);
      expect(out.ids.length, what).toBe(1024); // the room a list starts with: no term's count made it grow
      expect(out.length, what).toBeLessThanOrEqual(4); // the sample's 4 postings at most, each of a live note
      for (const id of out.ids.subarray(0, out.length)) expect(data.live[id], what).toBe(1);
      const corpus = corpusOf(data);
      for (const word of ['hello', 'world', 'again', 'absent'])
        for (const hit of rank(data, corpus, [word], 5)) expect(data.live[hit.id], `${what}: ${word}`).toBe(1);
      detachFile(data);
    }
  });

  it('makes no room beyond the postings for a term whose count and end offset are both made huge', () => {
    // Each alone is bounded by the other (the test above); together, the end offset past the postings let the count
    // through: 2^31 postings of room (10 GB of arrays) for a file of 1 KB.
    const file = indexFile(tempDir('skill-store-'), '/vault');
    writeIndex(file, sample('/vault'));
    craftBase(file, DF, (t) => t.setUint32(0, 0xffffffff, true));
    craftBase(file, POST_OFF, (t) => t.setUint32(4, 0xfffffff0, true));
    const data = readIndex(file, '/vault');
    const out = new PostingList();
    readPostings(data.segments[0]!, 0, data.live, out);
    expect(out.ids.length).toBe(1024); // the room a list starts with
    for (const id of out.ids.subarray(0, out.length)) expect(data.live[id]).toBe(1);
    detachFile(data);
  });

  it('removes the temp files a killed writer left, never one whose writer still runs', () => {
    const dir = tempDir('skill-store-');
    const file = indexFile(dir, '/vault');
    writeIndex(file, sample('/vault'));
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!; // a process that has ended
    const orphans = [`${file}.${gone}.0badc0de.tmp`, `${file.replace(/\.idx$/, '-0123456789ab.base')}.${gone}.0badc0de.tmp`];
    const alive = `${file}.${process.pid}.0badc0de.tmp`;
    for (const f of [...orphans, alive]) writeFileSync(f, 'half');
    writeFileSync(join(dirname(file), `unrelated.${gone}.0badc0de.tmp`), 'not ours');
    writeIndex(file, sample('/vault'));
    const left = readdirSync(dirname(file));
    for (const f of orphans) expect(left).not.toContain(basename(f));
    expect(left).toContain(basename(alive));
    expect(left).toContain(`unrelated.${gone}.0badc0de.tmp`);
  });

  it("takes the scan's paths when the state file's digest is the scan's, and reads its own when not", () => {
    const file = indexFile(tempDir('skill-store-'), '/vault');
    const live = ['a.md', 'dir/ü b.md'];
    writeIndex(file, { ...sample('/vault'), pathsDigest: pathsDigest(live) });
    // Same digest, same count: the scan's strings, put at the index's ids (the dead id keeps no path). The list given
    // here is not the one written, which shows nothing was read: the digest is what vouches for the two being one.
    const stand = ['x.md', 'y.md'];
    expect(withPaths(openIndex(file, '/vault'), { rels: stand, digest: pathsDigest(live) }).paths).toEqual(['x.md', '', 'y.md']);
    // Another digest, none, or a count that differs: the paths the file holds.
    const own = ['a.md', '', 'dir/ü b.md'];
    expect(withPaths(openIndex(file, '/vault'), { rels: live.concat('new.md'), digest: pathsDigest(live.concat('new.md')) }).paths).toEqual(
      own,
    );
    expect(withPaths(openIndex(file, '/vault'), { rels: live }).paths).toEqual(own);
    expect(withPaths(openIndex(file, '/vault'), { rels: ['a.md'], digest: pathsDigest(live) }).paths).toEqual(own);
    expect(readIndex(file, '/vault').pathsDigest).toBe(pathsDigest(live));
    // A state file without a digest (written before there were any) never takes the scan's.
    writeIndex(file, sample('/vault'));
    expect(readIndex(file, '/vault').pathsDigest).toBeUndefined();
    expect(withPaths(openIndex(file, '/vault'), { rels: stand, digest: pathsDigest(live) }).paths).toEqual(own);
  });

  it('names one file per vault real path', () => {
    expect(indexFile('/c', '/a')).not.toBe(indexFile('/c', '/b'));
    expect(indexFile('/c', '/a')).toMatch(/^\/c\/search\/[0-9a-f]{24}\.idx$/);
  });
});

describe('defaultCacheDir', () => {
  it('prefers SKILL_CACHE_DIR, then an absolute XDG_CACHE_HOME, then ~/.cache', () => {
    expect(defaultCacheDir({ SKILL_CACHE_DIR: '/x', XDG_CACHE_HOME: '/y', HOME: '/h' })).toBe('/x');
    expect(defaultCacheDir({ XDG_CACHE_HOME: '/y', HOME: '/h' })).toBe('/y/skill');
    expect(defaultCacheDir({ XDG_CACHE_HOME: 'relative', HOME: '/h' })).toBe('/h/.cache/skill');
    expect(defaultCacheDir({ HOME: '/h' })).toBe('/h/.cache/skill');
  });
});
