import { describe, expect, it } from 'vitest';
import { SegmentBuilder } from '../../../src/gather/search/builder.js';
import fc from 'fast-check';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spillBeside } from '../../../src/gather/search/spill.js';
import {
  type Batch,
  closeSpill,
  findTerm,
  hashBytes,
  IN_HEADING,
  IN_TITLE,
  mergeSegments,
  postingBytes,
  PostingList,
  readPostings,
  type Segment,
  writePostings,
} from '../../../src/gather/search/segment.js';

const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

function postings(seg: Segment, term: string, live: Uint8Array, remap?: Int32Array): [number, number][] {
  const bytes = utf8(term);
  const t = findTerm(seg, bytes, hashBytes(bytes, 0, bytes.length));
  if (t < 0) return [];
  const out = new PostingList();
  readPostings(seg, t, live, out, remap);
  return Array.from(out.ids.subarray(0, out.length), (id, i) => [id, out.values[i]!]);
}

function build(docs: Record<number, { body: string; title?: string; heading?: string }>): Segment {
  const b = new SegmentBuilder();
  for (const [id, d] of Object.entries(docs).map(([k, v]) => [Number(k), v] as const)) {
    b.addText(id, d.body);
    if (d.title) b.markText(id, d.title, IN_TITLE);
    if (d.heading) b.markText(id, d.heading, IN_HEADING);
    b.endDoc(id);
  }
  return b.finish();
}

describe('segments', () => {
  const all = new Uint8Array(1000).fill(1);

  it('stores term frequency and title/heading flags per note, ids ascending', () => {
    const seg = build({
      0: { body: 'alpha beta alpha' },
      3: { body: 'beta', title: 'Alpha' },
      700: { body: 'gamma alpha', heading: 'gamma' },
    });
    expect(postings(seg, 'alpha', all)).toEqual([
      [0, 2],
      [3, IN_TITLE],
      [700, 1],
    ]);
    expect(postings(seg, 'gamma', all)).toEqual([[700, 1 | IN_HEADING]]);
    expect(postings(seg, 'missing', all)).toEqual([]);
  });

  it('caps term frequency at 63', () => {
    const seg = build({ 1: { body: 'word '.repeat(500) } });
    expect(postings(seg, 'word', all)).toEqual([[1, 63]]);
  });

  it('skips dead ids when reading and merges with renumbering', () => {
    const a = build({ 0: { body: 'red green' }, 1: { body: 'red' }, 2: { body: 'blue' } });
    const b = build({ 3: { body: 'red blue' }, 4: { body: 'green' } });
    const live = new Uint8Array([1, 0, 1, 1, 1]);
    expect(postings(a, 'red', live)).toEqual([[0, 1]]);
    const remap = new Int32Array([0, -1, 1, 2, 3]);
    const merged = mergeSegments([a, b], live, remap);
    const after = new Uint8Array(4).fill(1);
    expect(postings(merged, 'red', after)).toEqual([
      [0, 1],
      [2, 1],
    ]);
    expect(postings(merged, 'blue', after)).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(postings(merged, 'green', after)).toEqual([
      [0, 1],
      [3, 1],
    ]);
  });

  it('drops terms left with no live posting when merging', () => {
    const a = build({ 0: { body: 'only here' }, 1: { body: 'kept' } });
    const merged = mergeSegments([a], new Uint8Array([0, 1]));
    expect(merged.terms).toBe(1);
    expect(postings(merged, 'kept', all)).toEqual([[1, 1]]);
  });

  it('never throws or runs away on damaged postings bytes', () => {
    const docs: Record<number, { body: string }> = {};
    for (let i = 0; i < 200; i++) docs[i * 7] = { body: `common word${i % 13} other${i % 5}` };
    const seg = build(docs);
    let seed = 1;
    for (let round = 0; round < 50; round++) {
      const damaged = { ...seg, postings: postingBytes(seg).slice() };
      const bytes = damaged.postings;
      for (let k = 0; k < 20; k++) {
        seed = (seed * 48271) % 2147483647;
        bytes[seed % bytes.length] = seed & 255;
      }
      const found = postings(damaged, 'common', all);
      expect(found.length).toBeLessThanOrEqual(bytes.length / 2);
      for (const [id] of found) expect(id).toBeLessThan(all.length);
    }
  });

  it('joins batches built one after another into the segment one builder would make (the cold build)', () => {
    const words = ['alpha', 'beta', 'gamma', 'delta', 'zeta', 'über', 'naïve'];
    const live = new Uint8Array(20_000).fill(1);
    const dir = mkdtempSync(join(tmpdir(), 'skill-spill-'));
    try {
      fc.assert(
        fc.property(
          fc.array(
            fc.record({
              gap: fc.integer({ min: 1, max: 3000 }),
              body: fc.array(fc.constantFrom(...words), { maxLength: 6 }),
              cut: fc.boolean(),
            }),
            { minLength: 1, maxLength: 12 },
          ),
          fc.integer({ min: 1, max: 40 }),
          fc.boolean(),
          (docs, chunk, spilled) => {
            const whole = new SegmentBuilder();
            const batches: Batch[] = [];
            const part = new SegmentBuilder(); // batch() packs what came since the last one; the builder goes on
            const spill = spilled ? spillBeside(join(dir, 'index.idx')) : undefined;
            let id = 0;
            for (const d of docs) {
              id += d.gap; // gaps over 127 and 16383 take two and three varint bytes
              for (const b of [whole, part]) {
                b.addText(id, d.body.join(' '));
                b.endDoc(id);
              }
              if (d.cut) {
                batches.push(part.batch());
                if (spill) expect(spill.put(batches.at(-1)!)).toBe(true); // its bytes now only in the file
              }
            }
            batches.push(part.batch());
            expect(batches.every((b) => b.termIds.length + 1 === b.postOff.length)).toBe(true); // a batch holds only the terms it used
            const one = whole.finish();
            // Written chunk by chunk, as the index file is (any chunk size), the join gives the bytes one builder's do.
            const joined = part.segment(batches, spill);
            const streamed: number[] = [];
            writePostings(joined, (c) => streamed.push(...c), chunk);
            expect(Buffer.from(streamed)).toEqual(Buffer.from(postingBytes(one)));
            expect(joined.terms).toBe(one.terms);
            expect(Buffer.from(joined.termBlob)).toEqual(Buffer.from(one.termBlob));
            expect([...joined.postOff]).toEqual([...one.postOff]);
            expect([...joined.df]).toEqual([...one.df]);
            for (const w of words) expect(postings(joined, w, live)).toEqual(postings(one, w, live)); // read whole from the batches
            closeSpill(joined);
            spill?.close();
          },
        ),
        { numRuns: 300 },
      );
      expect(readdirSync(dir)).toEqual([]); // the spill files were unlinked as soon as they were open
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
