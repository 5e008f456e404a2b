import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPreflightCheck } from '../../../src/phases/inline/preflight.js';
import { periodOfLabel } from '../../../src/time/period.js';
import type { PreflightCheck } from '../../../src/ritual/preflight.js';
import { resolveTime } from '../../../src/time/resolve.js';
import { loadVaultConfig } from '../../../src/vault/config.js';
import { copyOfSampleVault } from '../../support/tmp.js';

const TODAY: PreflightCheck = { kind: 'earlier-unarchived', sentence: '…', note: 'Today.md', period: 'day', relation: 'earlier' };
const WEEK: PreflightCheck = { kind: 'earlier-unarchived', sentence: '…', note: 'Week.md', period: 'week', relation: 'earlier' };

function check(vault: string, c: PreflightCheck, when: string, now = '2026-11-22T09:00') {
  return runPreflightCheck(c, { vault, layout: loadVaultConfig(vault).layout, resolution: resolveTime(when, new Date(now)) });
}

describe('the earlier-without-archive check', () => {
  it('holds for an earlier day whose daily archive is missing, and says which', () => {
    const vault = copyOfSampleVault();
    // The sample Today.md is about Friday 2026-11-20, and that day's archive exists.
    expect(check(vault, TODAY, 'next monday')).toMatchObject({
      holds: false,
      message: 'Today.md is about Friday, November 20, 2026, which has its daily archive (00_Brain/Periodic/Daily/2026-11-20.md)',
    });
    rmSync(join(vault, '00_Brain/Periodic/Daily/2026-11-20.md'));
    expect(check(vault, TODAY, 'next monday')).toMatchObject({
      holds: true,
      message:
        'Today.md is about Friday, November 20, 2026, an earlier day with no daily archive yet (00_Brain/Periodic/Daily/2026-11-20.md is missing): its notes would be replaced',
    });
    expect(check(vault, TODAY, '2026-11-20').holds).toBe(false);
    expect(check(vault, TODAY, '2026-11-19').holds).toBe(false);
    // "a different day": a later one counts too.
    expect(check(vault, { ...TODAY, relation: 'different' }, '2026-11-19')).toMatchObject({
      holds: true,
      message: expect.stringContaining('a later day with no daily archive yet'),
    });
  });

  it('compares whole periods: a week note is earlier only when its ISO week is', () => {
    const vault = copyOfSampleVault();
    // Week.md is about 2026-W47; there is no weekly archive for it.
    expect(check(vault, WEEK, 'this week').holds).toBe(false);
    expect(check(vault, WEEK, 'next week')).toMatchObject({
      holds: true,
      message: expect.stringMatching(
        /^Week\.md is about 2026-W47, an earlier week with no weekly archive yet \(00_Brain\/Periodic\/Weekly\/2026-W47\.md is missing\)/,
      ),
    });
  });

  it('reads the title when the frontmatter says nothing, and says so when it cannot tell', () => {
    const vault = copyOfSampleVault();
    const today = join(vault, '00_Brain/Captive/Today.md');
    writeFileSync(today, '# Plan for 2026-11-17\n\n- things\n');
    rmSync(join(vault, '00_Brain/Periodic/Daily/2026-11-17.md'));
    expect(check(vault, TODAY, 'today').holds).toBe(true);
    // A year in a long-form title does not say which day.
    writeFileSync(today, '# Friday, November 20, 2026\n');
    expect(check(vault, TODAY, 'today').holds).toBeUndefined();
    writeFileSync(today, '# My day\n');
    expect(check(vault, TODAY, 'today')).toMatchObject({
      holds: undefined,
      message: expect.stringContaining('could not tell which day Today.md is about'),
    });
    rmSync(today);
    expect(check(vault, TODAY, 'today')).toMatchObject({ holds: false, message: 'Today.md does not exist yet: nothing would be replaced' });
  });

  it('names a note the layout does not have instead of guessing', () => {
    const vault = copyOfSampleVault();
    expect(check(vault, { ...TODAY, note: 'Journal.md' }, 'today').holds).toBeUndefined();
  });

  it('knows the period labels', () => {
    expect(
      ['2026-11-20', '2026-W47', '2026-11', '2026-Q4', '2026', '2026-13', '2026-W60', '2025-W53', 'x'].map((l) => periodOfLabel(l)?.start),
    ).toEqual(['2026-11-20', '2026-11-16', '2026-11-01', '2026-10-01', '2026-01-01', undefined, undefined, undefined, undefined]);
    expect(periodOfLabel('2026-W53')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
  });
});
