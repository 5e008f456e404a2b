import fc from 'fast-check';
import * as zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, crc32Portable } from '../../src/cache/checksum.js';
import { fuzzParams } from '../support/fuzz.js';

describe('crc32', () => {
  it('gives the standard check value (CRC-32/ISO-HDLC of "123456789")', () => {
    const bytes = Buffer.from('123456789', 'latin1');
    expect(crc32(bytes)).toBe(0xcbf43926);
    expect(crc32Portable(bytes)).toBe(0xcbf43926);
  });

  it('is zlib’s CRC-32, whole or going on from a part, in both forms', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), fc.nat(), (bytes, cut) => {
        const at = bytes.length === 0 ? 0 : cut % (bytes.length + 1);
        const whole = zlib.crc32(bytes);
        expect(crc32(bytes)).toBe(whole);
        expect(crc32Portable(bytes)).toBe(whole);
        expect(crc32(bytes.subarray(at), crc32(bytes.subarray(0, at)))).toBe(whole);
        expect(crc32Portable(bytes.subarray(at), crc32Portable(bytes.subarray(0, at)))).toBe(whole);
      }),
      fuzzParams(200),
    );
  });

  it('goes on unchanged over an empty part, whatever buffer it views (zlib.crc32 answers 0 for some)', () => {
    const running = crc32(Buffer.from('abc'));
    for (const empty of [new Uint8Array(0), new Uint8Array(new ArrayBuffer(0)), new Uint8Array(new ArrayBuffer(8), 8)]) {
      expect(crc32(empty, running)).toBe(running);
      expect(crc32Portable(empty, running)).toBe(running);
    }
  });
});
