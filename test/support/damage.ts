/**
 * Damage to a file as disks and crashes do it: one flipped bit anywhere, or the file cut short. For the cache
 * fuzz tests (test/cache/, the search index): whatever the damage, a cache is either read as it was written or not
 * at all.
 */
import fc from 'fast-check';
import { readFileSync, writeFileSync } from 'node:fs';

export type Damage = { kind: 'flip'; at: number; bit: number } | { kind: 'cut'; to: number };

/** Damage to a file of `length` bytes (length ≥ 1); flips are three times as likely as cuts. */
export function damageOf(length: number): fc.Arbitrary<Damage> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('flip' as const), at: fc.nat(length - 1), bit: fc.nat(7) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('cut' as const), to: fc.nat(length - 1) }) },
  );
}

/** A damaged copy of `bytes`. */
export function damaged(bytes: Uint8Array, d: Damage): Buffer {
  if (d.kind === 'cut') return Buffer.from(bytes.subarray(0, d.to));
  const copy = Buffer.from(bytes);
  copy[d.at]! ^= 1 << d.bit;
  return copy;
}

/** Damages `file` in place; returns its bytes from before. */
export function damageFile(file: string, d: Damage): Buffer {
  const before = readFileSync(file);
  writeFileSync(file, damaged(before, d));
  return before;
}
