import { describe, expect, it } from 'vitest';
import { distModule, runModuleChild } from '../support/dist-child.js';

/**
 * A child process that keeps 20 MB live and makes garbage that lives long enough to reach the old generation (a
 * window of 400,000 objects, let go at once), the way a pass over every note does; it prints the largest heap it
 * saw, paced or not.
 */
const child = (paced: boolean) => `
  import { getHeapStatistics } from 'node:v8';
  const { withPacedHeap } = await import(${distModule('io/heap-pace')});
  const live = Array.from({ length: 400_000 }, (_, i) => ({ i, s: 'kept ' + i }));
  let peak = 0;
  const pass = async () => {
    let window = [];
    for (let r = 0; r < 4_000_000; r++) {
      window.push({ r, s: 'note ' + r });
      if (window.length === 400_000) window = [];
      if (r % 20_000 === 0) peak = Math.max(peak, getHeapStatistics().total_heap_size);
    }
    return live.length;
  };
  const kept = ${paced ? 'await withPacedHeap(pass)' : 'await pass()'};
  console.log(JSON.stringify({ kept, peak }));
`;

describe('a paced heap', () => {
  it('grows less over the same live data and garbage than V8 lets it unpaced, and gives back what the pass returns', async () => {
    const [paced, unpaced] = await Promise.all([runModuleChild(child(true)), runModuleChild(child(false))]);
    const a = JSON.parse(paced.stdout) as { kept: number; peak: number };
    const b = JSON.parse(unpaced.stdout) as { kept: number; peak: number };
    expect(a.kept).toBe(400_000);
    expect(a.peak).toBeLessThan(b.peak * 0.8);
  });
});
