// The latest archive of each period before a date, from the files the layout names (fixtures/vault holds weekly
// archives 2026-W41..W46, monthly 2026-07..10, quarterly 2026-Q2..Q3 and yearly 2025).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { archiveDates } from '../../src/vault/archives.js';
import { DEFAULT_LAYOUT } from '../../src/vault/config.js';
import { periodicPath } from '../../src/vault/layout.js';

const FIXTURE = join(import.meta.dirname, '../../fixtures/vault');
const PERIODS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;

/** Every period's latest archive, as asked one by one (the ones with none left out). */
const everyPeriod = (latest: ReturnType<typeof archiveDates>) =>
  Object.fromEntries(PERIODS.flatMap((p) => (latest(p) ? [[p, latest(p)]] : [])));

describe('archiveDates', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('finds the latest archive of each period that ended before the date', () => {
    // Before W47 (Monday 2026-11-16): W46 is the last week; November is not over, so October is the last month.
    expect(everyPeriod(archiveDates(FIXTURE, DEFAULT_LAYOUT, '2026-11-16'))).toEqual({
      daily: '2026-11-13',
      weekly: '2026-11-09',
      monthly: '2026-10-01',
      quarterly: '2026-07-01',
      yearly: '2025-01-01',
    });
  });

  it('skips a missing period and finds an older one; a period not over yet does not count', () => {
    // No daily note on Saturday 11-07: before Sunday 11-08 the latest is Friday 11-06.
    expect(archiveDates(FIXTURE, DEFAULT_LAYOUT, '2026-11-08')('daily')).toBe('2026-11-06');
    // Before 2026-09-15: Q3 and September (which have notes) have not ended, so Q2 and August are the latest; no
    // weekly archive before W41.
    const before = archiveDates(FIXTURE, DEFAULT_LAYOUT, '2026-09-15');
    expect(everyPeriod(before)).toMatchObject({ monthly: '2026-08-01', quarterly: '2026-04-01' });
    expect(before('weekly')).toBeUndefined();
  });

  it('names nothing for a period the vault has no archive of', () => {
    dir = mkdtempSync(join(tmpdir(), 'archives-'));
    const weekly = periodicPath(dir, DEFAULT_LAYOUT, 'weekly', '2026-02-02');
    mkdirSync(join(weekly, '..'), { recursive: true });
    writeFileSync(weekly, '# W06\n');
    expect(everyPeriod(archiveDates(dir, DEFAULT_LAYOUT, '2026-02-16'))).toEqual({ weekly: '2026-02-02' });
  });

  it("looks at a period's notes when that period is first asked about, and only then", () => {
    dir = mkdtempSync(join(tmpdir(), 'archives-'));
    const latest = archiveDates(dir, DEFAULT_LAYOUT, '2026-02-16');
    // Written after the lookup was made and before the period is asked about: found, so nothing was looked at before.
    const weekly = periodicPath(dir, DEFAULT_LAYOUT, 'weekly', '2026-02-02');
    mkdirSync(join(weekly, '..'), { recursive: true });
    writeFileSync(weekly, '# W06\n');
    expect(latest('weekly')).toBe('2026-02-02');
    // Asked again: the answer the run planned with, not a second look.
    rmSync(weekly);
    expect(latest('weekly')).toBe('2026-02-02');
    expect(archiveDates(dir, DEFAULT_LAYOUT, '2026-02-16')('weekly')).toBeUndefined();
  });
});
