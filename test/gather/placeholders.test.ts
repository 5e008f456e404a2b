process.env.TZ = 'Europe/Berlin';

import { describe, expect, it } from 'vitest';
import { expandPlaceholders } from '../../src/gather/placeholders.js';

describe('expandPlaceholders', () => {
  const week = { start: '2026-11-23', end: '2026-11-29' };

  it('fills in local ISO timestamps and dates', () => {
    expect(expandPlaceholders('{start}', week)).toBe('2026-11-23T00:00:00+01:00');
    expect(expandPlaceholders('{end}', week)).toBe('2026-11-29T23:59:59+01:00');
    expect(expandPlaceholders('{start_date}..{end_date}', week)).toBe('2026-11-23..2026-11-29');
    expect(expandPlaceholders('--date={date}', week)).toBe('--date=2026-11-23');
  });

  it('uses each end’s own offset across a DST change', () => {
    const range = { start: '2026-10-24', end: '2026-10-25' };
    expect(expandPlaceholders('{start}/{end}', range)).toBe('2026-10-24T00:00:00+02:00/2026-10-25T23:59:59+01:00');
  });

  it('fills {now} from the given instant', () => {
    expect(expandPlaceholders('{now}', week, new Date('2026-11-22T07:00:00Z'))).toBe('2026-11-22T08:00:00+01:00');
  });

  it('leaves anything else alone, including text that only looks close', () => {
    expect(expandPlaceholders('{today} {START} {start_time} plain', week)).toBe('{today} {START} {start_time} plain');
    expect(expandPlaceholders('', week)).toBe('');
  });

  it('never re-expands what it inserted', () => {
    expect(expandPlaceholders('{date}{date}', week)).toBe('2026-11-232026-11-23');
  });
});
