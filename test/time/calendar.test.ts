import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  eachDay,
  formatIsoWeek,
  isoWeekOf,
  isoWeekStart,
  isoWeekday,
  isoWeeksInYear,
} from '../../src/time/calendar.js';

describe('calendar arithmetic', () => {
  it('knows the weekdays the guide warns about', () => {
    // The seed documents claim 2026-02-17 is a Monday; it is a Tuesday.
    expect(isoWeekday('2026-02-17')).toBe(2);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });

  it('puts ISO week 2026-W06 on Feb 2-8', () => {
    expect(isoWeekStart(2026, 6)).toBe('2026-02-02');
    expect(formatIsoWeek(isoWeekOf('2026-02-08'))).toBe('2026-W06');
    expect(formatIsoWeek(isoWeekOf('2026-02-09'))).toBe('2026-W07');
  });

  it('counts 53 ISO weeks in 2026 and 2020, 52 in 2025 and 2027', () => {
    expect([2020, 2025, 2026, 2027].map(isoWeeksInYear)).toEqual([53, 52, 53, 52]);
  });

  it('assigns early January days to the previous ISO year when needed', () => {
    expect(isoWeekOf('2021-01-03')).toEqual({ year: 2020, week: 53 });
    expect(isoWeekOf('2024-12-30')).toEqual({ year: 2025, week: 1 });
  });

  it('clamps month arithmetic to the month length', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(eachDay({ start: '2026-02-27', end: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});
