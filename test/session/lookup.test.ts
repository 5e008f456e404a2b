import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSession } from '../../src/session/lookup.js';
import type { SessionPlaces } from '../../src/session/retention.js';
import { vaultKey } from '../../src/session/root.js';
import { writeState } from '../../src/session/state.js';
import { tempDir } from '../support/tmp.js';

/** Session folders (with a session.json) of one vault, the first id newest. */
function sessions(ids: string[]): SessionPlaces {
  const base = tempDir();
  const places = { root: join(base, 'sessions'), kept: join(base, 'state') };
  const vault = join(base, 'notes');
  ids.forEach((id, i) => {
    const dir = join(places.root, vaultKey(vault), id);
    mkdirSync(dir, { recursive: true });
    writeState(dir, {
      version: 1,
      id,
      ritual: 'r',
      ritualPath: '/r',
      args: [],
      vault,
      mode: 'prepare',
      status: 'prepared',
      pid: 999_999_999,
      startedAt: new Date(Date.UTC(2026, 10, 24, 12, 59 - i)).toISOString(),
      needs: [],
      tasks: [],
      writes: [],
      target: {
        target_date: '2026-11-24',
        target_scope: 'day',
        start: '2026-11-24',
        end: '2026-11-24',
        week: '2026-W48',
        day_of_week: 'Tuesday',
        relative: 'x',
        resolved_at: 'x',
      },
    });
  });
  return places;
}

const LOOKBACKS = ['skill-day-lookback-2026-11-24-aB3dE5', 'skill-day-lookback-2026-11-24-Qw7rT9', 'skill-day-lookback-2026-11-24-zZ1yY2'];

describe('finding a session by a part of its id', () => {
  it('takes any unique part: the random tail, the ritual and the date together, the date of the only one', () => {
    const places = sessions([...LOOKBACKS, 'skill-planning-daily-2026-11-23-Xk2mP0']);
    expect(findSession(places, 'Qw7rT9').id).toBe(LOOKBACKS[1]);
    expect(findSession(places, 'planning-daily').id).toBe('skill-planning-daily-2026-11-23-Xk2mP0');
    expect(findSession(places, '2026-11-23').id).toBe('skill-planning-daily-2026-11-23-Xk2mP0');
  });

  it('names every session an ambiguous part matches, newest first, and asks for more of the id', () => {
    const places = sessions(LOOKBACKS);
    for (const ref of ['day-lookback', '2026-11-24']) {
      expect(() => findSession(places, ref)).toThrow(`“${ref}” matches 3 sessions: ${LOOKBACKS.join(', ')}; give more of the id`);
    }
  });

  it('names five of many and counts the rest', () => {
    const ids = Array.from({ length: 7 }, (_, i) => `skill-r-2026-11-24-aaaaa${i}`);
    expect(() => findSession(sessions(ids), 'skill-r')).toThrow(
      `“skill-r” matches 7 sessions: ${ids.slice(0, 5).join(', ')} and 2 more; give more of the id`,
    );
  });

  it('says so when nothing matches', () => {
    expect(() => findSession(sessions(LOOKBACKS), 'weekly-review')).toThrow(/^no session “weekly-review” in /);
  });
});
