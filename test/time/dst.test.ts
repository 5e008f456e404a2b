// Runs in its own process (vitest pool: forks), so the time zone can be set for the whole file.
process.env.TZ = 'Europe/Berlin';

import { describe, expect, it } from 'vitest';
import { resolveTime } from '../../src/time/resolve.js';

// Berlin: summer time starts 2026-03-29 02:00 (clocks jump to 03:00) and ends 2026-10-25 03:00 (back to 02:00).
describe('DST changes under TZ=Europe/Berlin', () => {
  it('really runs in Berlin time', () => {
    expect(new Date(2026, 0, 15, 12).getTimezoneOffset()).toBe(-60);
    expect(new Date(2026, 6, 15, 12).getTimezoneOffset()).toBe(-120);
  });

  it('counts days across the spring change near midnight', () => {
    const lateSaturday = new Date(2026, 2, 28, 23, 30);
    expect(resolveTime('tomorrow', lateSaturday).target_date).toBe('2026-03-29');
    expect(resolveTime('in 3 days', lateSaturday).target_date).toBe('2026-03-31');
    expect(resolveTime('in two weeks', lateSaturday).target_date).toBe('2026-04-11');
    const earlySunday = new Date(2026, 2, 29, 0, 30);
    expect(resolveTime('yesterday', earlySunday).target_date).toBe('2026-03-28');
    expect(resolveTime('tomorrow', earlySunday).target_date).toBe('2026-03-30');
    expect(resolveTime('next monday', earlySunday).target_date).toBe('2026-03-30');
  });

  it('counts days across the autumn change near midnight', () => {
    const lateSunday = new Date(2026, 9, 25, 23, 59);
    expect(resolveTime('yesterday', lateSunday).target_date).toBe('2026-10-24');
    expect(resolveTime('a week ago', lateSunday).target_date).toBe('2026-10-18');
    expect(resolveTime('last week', lateSunday)).toMatchObject({ start: '2026-10-12', end: '2026-10-18' });
    const earlySaturday = new Date(2026, 9, 24, 0, 5);
    expect(resolveTime('in 2 days', earlySaturday).target_date).toBe('2026-10-26');
  });

  it('records resolved_at with the offset in force', () => {
    expect(resolveTime('today', new Date(2026, 2, 29, 1, 30)).resolved_at).toBe('2026-03-29T01:30:00+01:00');
    expect(resolveTime('today', new Date(2026, 2, 29, 3, 30)).resolved_at).toBe('2026-03-29T03:30:00+02:00');
  });
});
