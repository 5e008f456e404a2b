import { describe, expect, it } from 'vitest';
import type { RestoreEvent } from '../../src/session/state.js';
import { lastRestore, restoreTrouble, undoneBy, undoStatus } from '../../src/session/undo.js';

const TODAY = '/v/Today.md';
const WEEK = '/v/Week.md';
const restore = (at: string, notes: [string, string, string?][]): RestoreEvent => ({
  at,
  notes: notes.map(([path, action, reason]) => ({ path, relative: path.slice(3), action, ...(reason ? { reason } : {}) })),
});

describe('what a restore undid', () => {
  it('a write is undone by a later restore that put its note back (or found it as before)', () => {
    const writes = [
      { path: TODAY, at: '2026-11-22T08:00:00.000Z' },
      { path: WEEK, at: '2026-11-22T08:00:01.000Z' },
    ];
    expect(undoStatus(writes, undefined)).toBe('not undone');
    const partly = [
      restore('2026-11-22T09:00:00.000Z', [
        [TODAY, 'restored'],
        [WEEK, 'conflict', 'Week.md changed since the session wrote it'],
      ]),
    ];
    expect(undoStatus(writes, partly)).toBe('part undone');
    expect(undoneBy(writes[0]!, partly)?.at).toBe('2026-11-22T09:00:00.000Z');
    expect(restoreTrouble(writes[1]!, partly)).toEqual({
      at: '2026-11-22T09:00:00.000Z',
      reason: 'Week.md changed since the session wrote it',
    });
    const forced = [
      ...partly,
      restore('2026-11-22T10:00:00.000Z', [
        [TODAY, 'unchanged'],
        [WEEK, 'restored'],
      ]),
    ];
    expect(undoStatus(writes, forced)).toBe('undone');
    expect(restoreTrouble(writes[1]!, forced)).toBeUndefined();
    expect(lastRestore(forced)?.at).toBe('2026-11-22T10:00:00.000Z');
  });

  it('a note written again after the restore (a later `sessions apply`) is not undone', () => {
    const restores = [restore('2026-11-22T09:00:00.000Z', [[TODAY, 'restored']])];
    const writes = [
      { path: TODAY, at: '2026-11-22T08:00:00.000Z' },
      { path: TODAY, at: '2026-11-22T09:30:00.000Z' },
    ];
    expect(undoStatus(writes, restores)).toBe('part undone');
    expect(undoneBy(writes[1]!, restores)).toBeUndefined();
  });

  it('a write only session.json knows of (no journal time) counts as older than every restore', () => {
    expect(undoStatus([{ path: TODAY }], [restore('2026-11-22T09:00:00.000Z', [[TODAY, 'deleted']])])).toBe('undone');
    expect(undoStatus([], [])).toBe('none');
    expect(lastRestore([restore('2026-11-22T09:00:00.000Z', [[TODAY, 'conflict']])])).toBeUndefined();
  });
});
