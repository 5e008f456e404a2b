import { describe, expect, it } from 'vitest';
import { byCodeUnit } from '../../src/text/order.js';

describe('ordering machine-made strings', () => {
  it('orders ISO times, ids and paths by code unit, the same in every locale', () => {
    const times = ['2026-11-27T09:00:00.000Z', '2026-02-03T10:00:00.000Z', '2026-11-27T08:59:59.999Z'];
    expect([...times].sort(byCodeUnit)).toEqual(['2026-02-03T10:00:00.000Z', '2026-11-27T08:59:59.999Z', '2026-11-27T09:00:00.000Z']);
    // As the walk lists a vault (vault/walk.ts): capitals first, '-' before '/' before letters.
    expect(['b.md', 'a/z.md', 'Zeta.md', 'a-c.md'].sort(byCodeUnit)).toEqual(['Zeta.md', 'a-c.md', 'a/z.md', 'b.md']);
    expect(byCodeUnit('same', 'same')).toBe(0);
  });
});
