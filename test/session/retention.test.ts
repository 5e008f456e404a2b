import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { execa } from 'execa';
import { listSessions, pruneSessions } from '../../src/session/retention.js';
import { writeState, type SessionState } from '../../src/session/state.js';
import { tempDir } from '../support/tmp.js';

function session(root: string, n: number, patch: Partial<SessionState> = {}): string {
  const id = `skill-r-${String(n).padStart(2, '0')}-aaaaaa`;
  const dir = join(root, id);
  mkdirSync(dir);
  writeState(dir, {
    version: 1, id, ritual: 'r', ritualPath: '/r', args: [], vault: '/v', mode: 'prepare', status: 'done', pid: 999_999_999,
    startedAt: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(), needs: [], tasks: [], writes: [],
    target: { target_date: '2026-11-01', target_scope: 'day', start: '2026-11-01', end: '2026-11-01', week: '2026-W44', day_of_week: 'Sunday', relative: 'today', resolved_at: 'x' },
    ...patch,
  });
  return dir;
}

describe('session retention', () => {
  it('lists sessions newest first', () => {
    const root = tempDir();
    for (const n of [3, 1, 2]) session(root, n);
    expect(listSessions(root).map((s) => s.id)).toEqual(['skill-r-03-aaaaaa', 'skill-r-02-aaaaaa', 'skill-r-01-aaaaaa']);
  });

  it('keeps the newest N and removes the rest', () => {
    const root = tempDir();
    const dirs = Array.from({ length: 5 }, (_, i) => session(root, i + 1));
    const removed = pruneSessions(root, 3);
    expect(removed.sort()).toEqual([dirs[0], dirs[1]].sort());
    expect(dirs.map(existsSync)).toEqual([false, false, true, true, true]);
  });

  it('never removes a session whose run is still going, nor the current one', async () => {
    const root = tempDir();
    // A real live process stands for the run holding the oldest session.
    const child = execa('node', ['-e', 'setInterval(() => {}, 1000)']);
    try {
      const busy = session(root, 1, { status: 'inline', pid: child.pid! });
      // Between gathering and the conversation a live run's session says `prepared` for a moment.
      const between = session(root, 2, { status: 'prepared', pid: child.pid! });
      const others = [3, 4].map((n) => session(root, n));
      const current = session(root, 5);
      pruneSessions(root, 1, current);
      expect(existsSync(busy)).toBe(true);
      expect(existsSync(between)).toBe(true);
      expect(existsSync(current)).toBe(true);
      expect(others.map(existsSync)).toEqual([false, false]);
    } finally {
      child.kill('SIGKILL');
      await child.catch(() => {});
    }
  });

  it('removes a session marked running whose process is gone', () => {
    const root = tempDir();
    const stale = session(root, 1, { status: 'preparing', pid: 999_999_999 });
    session(root, 2);
    pruneSessions(root, 1);
    expect(existsSync(stale)).toBe(false);
  });
});
