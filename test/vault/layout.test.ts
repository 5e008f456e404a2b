import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT } from '../../src/vault/config.js';
import { expandPattern, inArchive, periodicNotes } from '../../src/vault/layout.js';
import { eachDay } from '../../src/time/calendar.js';

describe('vault layout', () => {
  it('fills every placeholder', () => {
    expect(expandPattern('{date}|{year}|{month}|{mm}|{dd}|{week}|{ww}|{quarter}|{q}', '2027-01-01')).toBe('2027-01-01|2027|2027-01|01|01|2026-W53|53|2027-Q1|1');
  });

  it('gives a month the weeks whose Thursday it holds', () => {
    const notes = periodicNotes('/v', DEFAULT_LAYOUT, 'weekly', eachDay({ start: '2026-11-01', end: '2026-11-30' }));
    expect(notes.map((n) => n.label)).toEqual(['2026-W45', '2026-W46', '2026-W47', '2026-W48']);
  });

  it('gives a short span every week it touches', () => {
    const notes = periodicNotes('/v', DEFAULT_LAYOUT, 'weekly', eachDay({ start: '2026-11-29', end: '2026-12-01' }));
    expect(notes.map((n) => n.label)).toEqual(['2026-W48', '2026-W49']);
  });

  it('lists one note per month and per day', () => {
    expect(periodicNotes('/v', DEFAULT_LAYOUT, 'monthly', eachDay({ start: '2026-10-15', end: '2026-12-02' })).map((n) => n.path)).toEqual([
      '/v/00_Brain/Periodic/Monthly/2026-10.md', '/v/00_Brain/Periodic/Monthly/2026-11.md', '/v/00_Brain/Periodic/Monthly/2026-12.md',
    ]);
  });

  it('knows archive folders, configured or named Archive anywhere', () => {
    expect(inArchive('04_Archive/x.md', DEFAULT_LAYOUT)).toBe(true);
    expect(inArchive('01_Projects/Archive/x.md', DEFAULT_LAYOUT)).toBe(true);
    expect(inArchive('01_Projects/archive-notes.md', DEFAULT_LAYOUT)).toBe(false);
  });
});
