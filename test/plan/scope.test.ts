/** A ritual about one period run for a longer time says so, and which day it is run for. Pure. */
import { describe, expect, it } from 'vitest';
import { scopeMismatch } from '../../src/plan/scope.js';
import type { WriteTarget } from '../../src/plan/targets.js';
import { resolveTime } from '../../src/time/resolve.js';

const now = new Date('2026-11-27T09:00:00');
const today: WriteTarget = { sentence: 'Write the plan to Today.md', entry: 'today', label: 'Today.md', mode: 'append', scope: 'day' };
const week: WriteTarget = { sentence: 'Write the review to Week.md', entry: 'week', label: 'Week.md', mode: 'append', scope: 'week' };

describe('scope mismatch', () => {
  it('says so when a daily ritual is given a week or a run of days, naming the day it is run for', () => {
    expect(scopeMismatch('planning-daily', [today], resolveTime('next week', now))).toBe(
      'planning-daily is a day\'s ritual (it writes Today.md), but "next week" is a week, 2026-11-30 to 2026-12-06: it is run for 2026-11-30 only',
    );
    expect(scopeMismatch('planning-daily', [today], resolveTime('last 7 days', now))).toMatch(
      /^planning-daily is a day's ritual .* is 2026-11-2\d to 2026-11-2\d, several days: it is run for/,
    );
  });

  it('is quiet when the time fits: a day for a daily ritual, a day or a week for a weekly one, no working note at all', () => {
    expect(scopeMismatch('planning-daily', [today], resolveTime('tomorrow', now))).toBeUndefined();
    expect(scopeMismatch('weekly-review', [week], resolveTime('last week', now))).toBeUndefined();
    expect(scopeMismatch('weekly-review', [week], resolveTime('friday', now))).toBeUndefined();
    expect(scopeMismatch('weekly-review', [week], resolveTime('next month', now))).toMatch(/is a week's ritual/);
    expect(scopeMismatch('notes', [], resolveTime('next month', now))).toBeUndefined();
  });
});
