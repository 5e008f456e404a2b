import { describe, expect, it } from 'vitest';
import { inTimeOrder } from '../../src/session/memory.js';

describe('the Missing list', () => {
  it('is in the order of time, whatever order the tasks found it in; names come after the dates, as found', () => {
    // As review-yearly's tasks (quarterly archives, then monthly ones) and a daily and a people task report them.
    expect(inTimeOrder(['2026-Q4', 'Jonas Weber', '2026-Q1', '2026-11', '2026-01', '2026-11-21', '2026-W40', '2026-11-12', 'Ana'])).toEqual(
      ['2026-Q1', '2026-01', '2026-W40', '2026-Q4', '2026-11', '2026-11-12', '2026-11-21', 'Jonas Weber', 'Ana'],
    );
  });
});
