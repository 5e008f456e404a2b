import { describe, expect, it } from 'vitest';
import { byCodeUnit } from '../../src/text/order.js';

describe('ordering machine-made strings', () => {
  it('orders ISO times and dates and session ids by code unit, the same in every locale', () => {
    const times = ['2026-11-27T09:00:00.000Z', '2026-02-03T10:00:00.000Z', '2026-11-27T08:59:59.999Z'];
    expect([...times].sort(byCodeUnit)).toEqual(['2026-02-03T10:00:00.000Z', '2026-11-27T08:59:59.999Z', '2026-11-27T09:00:00.000Z']);
    expect(['2026-11-27-b', '2026-11-27-A', '2026-11-26-z'].sort(byCodeUnit)).toEqual(['2026-11-26-z', '2026-11-27-A', '2026-11-27-b']);
    expect(byCodeUnit('same', 'same')).toBe(0);
  });
});
