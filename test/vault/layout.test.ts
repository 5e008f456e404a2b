import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT } from '../../src/vault/config.js';
import { expandPattern, inArchive, periodicNotes, workingNote } from '../../src/vault/layout.js';
import { resolveLayout, type LayoutProbe } from '../../src/vault/layout-resolve.js';
import { eachDay } from '../../src/time/calendar.js';

describe('vault layout', () => {
  it('fills every placeholder', () => {
    expect(expandPattern('{date}|{year}|{month}|{mm}|{dd}|{week}|{ww}|{quarter}|{q}', '2027-01-01')).toBe(
      '2027-01-01|2027|2027-01|01|01|2026-W53|53|2027-Q1|1',
    );
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
      '/v/00_Brain/Periodic/Monthly/2026-10.md',
      '/v/00_Brain/Periodic/Monthly/2026-11.md',
      '/v/00_Brain/Periodic/Monthly/2026-12.md',
    ]);
  });

  it('knows archive folders, configured or named Archive anywhere', () => {
    expect(inArchive('04_Archive/x.md', DEFAULT_LAYOUT)).toBe(true);
    expect(inArchive('01_Projects/Archive/x.md', DEFAULT_LAYOUT)).toBe(true);
    expect(inArchive('01_Projects/archive-notes.md', DEFAULT_LAYOUT)).toBe(false);
  });
});

describe('layout parts found on disk', () => {
  const probeOf = (folders: string[]): LayoutProbe => ({ isDir: (rel) => folders.includes(rel), folders: () => folders });

  it('finds numbered People and Projects folders when the built-in ones are not there, and marks it a guess', () => {
    const layout = resolveLayout({ captive: {}, periodic: {} }, undefined, {
      probe: probeOf(['04 Projects', '05 People', '05 People/Archive', 'Journal']),
    });
    expect(layout.people).toBe('05 People');
    expect(layout.projects).toBe('04 Projects');
    expect(layout.origins.people).toMatch(/^found: the only folder named like People \(a guess/);
    expect(layout.workingNotes).toBe('periodic');
    expect(layout.origins.workingNotes).toBe('no 00_Brain/Captive folder: the periodic notes are the working notes');
  });

  it('does not guess between two candidates, and keeps built-in folders that exist', () => {
    const layout = resolveLayout({ captive: {}, periodic: {} }, undefined, {
      probe: probeOf(['02_Areas/People', 'Work/Projects', 'Home/Projects', '00_Brain/Captive']),
    });
    expect(layout.people).toBe('02_Areas/People');
    expect(layout.origins.people).toBe('built-in layout');
    expect(layout.projects).toBe('01_Projects');
    expect(layout.origins.projects).toBe(
      'built-in layout; several folders could be it (Home/Projects, Work/Projects): set layout.projects',
    );
    expect(layout.workingNotes).toBe('captive');
  });

  it('maps working notes to the periodic notes of the day asked for when there are no working notes', () => {
    const layout = resolveLayout({ captive: {}, periodic: {} }, undefined, { probe: probeOf([]) });
    expect(workingNote('/v', layout, 'today', '2026-11-24')).toEqual({
      path: '/v/00_Brain/Periodic/Daily/2026-11-24.md',
      label: 'Daily note 2026-11-24',
      period: { kind: 'daily', date: '2026-11-24' },
    });
    expect(workingNote('/v', DEFAULT_LAYOUT, 'today', '2026-11-24')).toEqual({ path: '/v/00_Brain/Captive/Today.md', label: 'Today.md' });
  });
});
