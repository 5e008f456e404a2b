import { describe, expect, it } from 'vitest';
import { MARK, outcomeMark, refMark } from '../../src/text/marks.js';
import { STATUS_MARK } from '../../src/plan/describe.js';

const found = { exists: true };
const missing = { exists: false };

describe('the one rule for ✓ / ✗ / ⚠', () => {
  it('marks a task by what it found: all ✓, some ⚠, none ✗', () => {
    expect(outcomeMark({ status: 'ok', refs: [found, found] })).toBe('✓');
    expect(outcomeMark({ status: 'ok', refs: [found, missing] })).toBe('⚠'); // "1 of 2 people found"
    expect(outcomeMark({ status: 'ok', refs: [missing, missing] })).toBe('✗');
  });

  it('marks a failed task ✗ whatever it found, and a warning ⚠ even with everything found', () => {
    for (const status of ['failed', 'timeout', 'cancelled']) expect(outcomeMark({ status, refs: [found] })).toBe('✗');
    expect(outcomeMark({ status: 'ok', refs: [found], warnings: ['a calendar could not be read'] })).toBe('⚠');
    expect(outcomeMark({ status: 'ok', warnings: ['no such folder'] })).toBe('⚠');
  });

  it('marks a task that looked for no notes (a fetch, an empty search) ✓', () => {
    expect(outcomeMark({ status: 'ok' })).toBe('✓');
    expect(outcomeMark({ status: 'ok', refs: [] })).toBe('✓');
  });

  it('is the vocabulary of references and need readings too', () => {
    expect([refMark(found), refMark(missing)]).toEqual([MARK.found, MARK.missing]);
    expect(STATUS_MARK).toEqual({ understood: MARK.found, partly: MARK.partly, unmatched: MARK.missing });
  });
});
