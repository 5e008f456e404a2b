import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { execa } from 'execa';
import {
  DEFAULT_RETENTION,
  listSessions,
  pruneSessions,
  sessionsWithOnlyCopies,
  shownStatus,
  type SessionPlaces,
} from '../../src/session/retention.js';
import { vaultKey } from '../../src/session/root.js';
import { writeState, type SessionState } from '../../src/session/state.js';
import { hashContent } from '../../src/vault/atomic.js';
import { tempDir } from '../support/tmp.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 2);

function places(): SessionPlaces {
  const base = tempDir();
  return { root: join(base, 'sessions'), kept: join(base, 'state', 'sessions') };
}

function vault(name = 'notes'): string {
  const dir = join(tempDir(), name);
  mkdirSync(dir);
  return dir;
}

/** A session of `vaultDir` started n minutes after 2026-11-01 (or `startedAt`), under the temp root or the kept one. */
function session(
  p: SessionPlaces,
  vaultDir: string,
  n: number,
  patch: Partial<SessionState> = {},
  where: 'root' | 'kept' = 'root',
): string {
  const id = `skill-r-${String(n).padStart(2, '0')}-aaaaaa`;
  const dir = join(where === 'root' ? p.root : p.kept, vaultKey(vaultDir), id);
  mkdirSync(dir, { recursive: true });
  writeState(dir, {
    version: 1,
    id,
    ritual: 'r',
    ritualPath: '/r',
    args: [],
    vault: vaultDir,
    mode: 'prepare',
    status: 'done',
    pid: 999_999_999,
    startedAt: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
    needs: [],
    tasks: [],
    writes: [],
    target: {
      target_date: '2026-11-01',
      target_scope: 'day',
      start: '2026-11-01',
      end: '2026-11-01',
      week: '2026-W44',
      day_of_week: 'Sunday',
      relative: 'today',
      resolved_at: 'x',
    },
    ...patch,
  });
  return dir;
}

/** Gives a session the undo of a write: a backup and its journal line, for `note` now holding `now`. */
function wrote(dir: string, note: string, before: string, now: string, at = new Date(NOW - DAY).toISOString()): void {
  mkdirSync(join(dir, 'backups'), { recursive: true });
  writeFileSync(join(dir, 'backups', 'Today.md'), before);
  const record = {
    at,
    path: note,
    relative: 'Today.md',
    action: 'updated',
    backup: join(dir, 'backups', 'Today.md'),
    bytes: now.length,
    hashBefore: hashContent(before),
    hashAfter: hashContent(now),
    ops: [],
  };
  writeFileSync(join(dir, 'backups', 'writes.jsonl'), `${JSON.stringify(record)}\n`);
}

const policy = (patch: Partial<typeof DEFAULT_RETENTION> = {}) => ({ ...DEFAULT_RETENTION, ...patch });

describe('session retention', () => {
  it("lists a vault's sessions newest first, and every vault's without one", () => {
    const p = places();
    const [a, b] = [vault('a'), vault('b')];
    for (const n of [3, 1, 2]) session(p, a, n);
    session(p, b, 4);
    expect(listSessions(p, a).map((s) => s.id)).toEqual(['skill-r-03-aaaaaa', 'skill-r-02-aaaaaa', 'skill-r-01-aaaaaa']);
    expect(listSessions(p).map((s) => [s.id, s.state?.vault])).toEqual([
      ['skill-r-04-aaaaaa', b],
      ['skill-r-03-aaaaaa', a],
      ['skill-r-02-aaaaaa', a],
      ['skill-r-01-aaaaaa', a],
    ]);
  });

  it("keeps the newest N of one vault and never touches another vault's sessions", () => {
    const p = places();
    const [a, b] = [vault('a'), vault('b')];
    const mine = Array.from({ length: 5 }, (_, i) => session(p, a, i + 1));
    const theirs = Array.from({ length: 3 }, (_, i) => session(p, b, i + 1));
    const outcome = pruneSessions(p, a, policy({ keep: 1 }), { now: NOW });
    expect(outcome.removed.sort()).toEqual(mine.slice(0, 4).sort());
    expect(mine.map(existsSync)).toEqual([false, false, false, false, true]);
    expect(theirs.map(existsSync)).toEqual([true, true, true]);
  });

  it('removes sessions older than the age limit, even within the count', () => {
    const p = places();
    const a = vault();
    const old = session(p, a, 1, { startedAt: new Date(NOW - 31 * DAY).toISOString() });
    const recent = session(p, a, 2, { startedAt: new Date(NOW - 29 * DAY).toISOString() });
    pruneSessions(p, a, policy({ keep: 10 }), { now: NOW });
    expect([existsSync(old), existsSync(recent)]).toEqual([false, true]);
  });

  it('never removes a session whose run is still going, nor the current one', async () => {
    const p = places();
    const a = vault();
    // A real live process stands for the run holding the oldest session.
    const child = execa('node', ['-e', 'setInterval(() => {}, 1000)']);
    try {
      const busy = session(p, a, 1, { status: 'inline', pid: child.pid! });
      // Between gathering and the conversation a live run's session says `prepared` for a moment.
      const between = session(p, a, 2, { status: 'prepared', pid: child.pid! });
      const others = [3, 4].map((n) => session(p, a, n));
      const current = session(p, a, 5);
      pruneSessions(p, a, policy({ keep: 1 }), { spare: current, now: NOW });
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
    const p = places();
    const a = vault();
    const stale = session(p, a, 1, { status: 'preparing', pid: 999_999_999 });
    session(p, a, 2);
    pruneSessions(p, a, policy({ keep: 1 }), { now: NOW });
    expect(existsSync(stale)).toBe(false);
  });

  it('shows a session marked running whose process is gone as stopped: the check clean makes', () => {
    const p = places();
    const a = vault();
    for (const [n, status] of [
      [1, 'preparing'],
      [2, 'inline'],
      [3, 'writing'],
    ] as const)
      session(p, a, n, { status, pid: 999_999_999 });
    session(p, a, 4, { status: 'inline', pid: process.pid }); // this very process: alive
    session(p, a, 5, { status: 'prepared', pid: 999_999_999 }); // a finished --prepare run
    expect(listSessions(p, a).map((e) => [e.id.slice(8, 10), shownStatus(e.state)])).toEqual([
      ['05', 'prepared'],
      ['04', 'inline'],
      ['03', 'stopped'],
      ['02', 'stopped'],
      ['01', 'stopped'],
    ]);
    expect(shownStatus(undefined)).toBe('unreadable');
  });

  it('keeps no copy of a session that staged nothing (an empty manifest of an earlier version)', () => {
    const p = places();
    const a = vault();
    const manifest = (dir: string, changes: unknown[]) => {
      mkdirSync(join(dir, 'staged'));
      writeFileSync(
        join(dir, 'staged', 'manifest.json'),
        JSON.stringify({ version: 1, vault: a, allowed: [], limits: {}, savedAt: 'x', changes }),
      );
    };
    const empty = session(p, a, 1);
    manifest(empty, []);
    const staged = session(p, a, 2);
    manifest(staged, [{ path: join(a, 'Today.md'), relative: 'Today.md', beforeHash: null, afterHash: 'h', ops: [] }]);
    session(p, a, 3);
    const outcome = pruneSessions(p, a, policy({ keep: 1 }), { now: NOW });
    expect(outcome.removed.sort()).toEqual([empty, staged].sort());
    expect(outcome.retired).toEqual([staged]);
    expect(existsSync(join(p.kept, vaultKey(a), 'skill-r-01-aaaaaa'))).toBe(false);
    expect(existsSync(join(p.kept, vaultKey(a), 'skill-r-02-aaaaaa', 'staged', 'manifest.json'))).toBe(true);
  });

  it('keeps the undo of a removed session under the state dir, and spares the session when it cannot', () => {
    const p = places();
    const a = vault();
    const note = join(a, 'Today.md');
    writeFileSync(note, 'new');
    const undo = session(p, a, 1);
    wrote(undo, note, 'old', 'new');
    session(p, a, 2);
    pruneSessions(p, a, policy({ keep: 1 }), { now: NOW });
    expect(existsSync(undo)).toBe(false);
    const kept = join(p.kept, vaultKey(a), 'skill-r-01-aaaaaa');
    expect(readFileSync(join(kept, 'backups', 'Today.md'), 'utf8')).toBe('old');
    expect(readFileSync(join(kept, 'backups', 'writes.jsonl'), 'utf8')).toContain('"action":"updated"');
    expect(listSessions(p, a).map((s) => [s.id, s.temp === undefined, s.kept])).toEqual([
      ['skill-r-02-aaaaaa', false, undefined],
      ['skill-r-01-aaaaaa', true, kept],
    ]);

    // A state dir that cannot be written: the session stays, with the reason.
    const q = places();
    const stuck = session(q, a, 1);
    wrote(stuck, note, 'old', 'new');
    session(q, a, 2);
    mkdirSync(q.kept, { recursive: true });
    chmodSync(q.kept, 0o500);
    const outcome = pruneSessions(q, a, policy({ keep: 1 }), { now: NOW });
    if (process.getuid?.() !== 0) {
      expect(existsSync(stuck)).toBe(true);
      expect(outcome.spared).toEqual([{ dir: stuck, reason: expect.stringContaining('its undo could not be kept') }]);
    }
  });

  it('removes kept copies past their age, except the only undo of a note still as the session wrote it', () => {
    // Empty backups (the notes were empty before): no backup holds the only copy of text, which has tests of its own.
    const p = places();
    const a = vault();
    const [live, edited, fresh] = [join(a, 'Live.md'), join(a, 'Edited.md'), join(a, 'Fresh.md')];
    writeFileSync(live, 'written');
    writeFileSync(edited, 'edited since');
    writeFileSync(fresh, 'written');
    const old = new Date(NOW - 91 * DAY).toISOString();
    const holds = session(p, a, 1, { startedAt: old }, 'kept');
    wrote(holds, live, '', 'written', old);
    const superseded = session(p, a, 2, { startedAt: old }, 'kept');
    wrote(superseded, edited, '', 'written', old);
    const recent = session(p, a, 3, { startedAt: old }, 'kept');
    wrote(recent, fresh, '', 'written', new Date(NOW - 5 * DAY).toISOString()); // applied later: activity is recent
    const stale = session(p, a, 4, { startedAt: old, status: 'staged' }, 'kept');
    mkdirSync(join(stale, 'staged'));
    writeFileSync(join(stale, 'staged', 'manifest.json'), '{}');

    const outcome = pruneSessions(p, a, policy(), { now: NOW });
    expect(outcome.keptRemoved.sort()).toEqual([superseded, stale].sort());
    expect(outcome.held.map((h) => [h.entry.kept, h.notes])).toEqual([[holds, ['Today.md']]]);
    expect([holds, superseded, recent, stale].map(existsSync)).toEqual([true, false, true, false]);
  });

  it('keeps a kept copy past its age whose vault is not there (moved away, or a mount point without its drive)', () => {
    const p = places();
    const old = new Date(NOW - 91 * DAY).toISOString();
    const [away, unmounted, there] = [vault('away'), vault('unmounted'), vault('there')];
    const copies = [away, unmounted, there].map((v, i) => {
      const note = join(v, 'Today.md');
      writeFileSync(note, 'written');
      const kept = session(p, v, i + 1, { startedAt: old }, 'kept');
      wrote(kept, note, '', 'written', old);
      return kept;
    });
    renameSync(away, `${away}-elsewhere`);
    rmSync(join(unmounted, 'Today.md')); // an empty folder: what a mount point shows without its drive
    writeFileSync(join(there, 'Other.md'), 'x');
    rmSync(join(there, 'Today.md')); // the vault is there and the note was deleted since: its undo is not needed

    const outcomes = [away, unmounted, there].map((v) => pruneSessions(p, v, policy(), { now: NOW }));
    expect(outcomes.map((o) => o.held.map((h) => [h.notes, h.unknown]))).toEqual([
      [[[], [{ relative: 'Today.md', why: `its vault ${away} is not there` }]]],
      [[[], [{ relative: 'Today.md', why: `its vault ${unmounted} is not there` }]]],
      [],
    ]);
    expect(outcomes[2]!.keptRemoved).toEqual([copies[2]]);
    expect(copies.map(existsSync)).toEqual([true, true, false]);
  });
});

describe('retention never deletes the only copy of text', () => {
  const old = new Date(NOW - 91 * DAY).toISOString();

  it('keeps displaced text, whatever the vault holds', () => {
    const p = places();
    const a = vault();
    writeFileSync(join(a, 'Today.md'), 'restored');
    const kept = session(p, a, 1, { startedAt: old }, 'kept');
    wrote(kept, join(a, 'Today.md'), 'restored', 'written', old);
    mkdirSync(join(kept, 'backups', 'displaced'));
    writeFileSync(join(kept, 'backups', 'displaced', 'Today.md'), 'what I wrote after the session');

    const outcome = pruneSessions(p, a, policy(), { now: NOW });
    expect(outcome.keptRemoved).toEqual([]);
    expect(outcome.onlyCopies.map((o) => [o.entry.kept, o.files.map((f) => [f.note, f.displaced, f.bytes])])).toEqual([
      [kept, [['Today.md', true, 30]]],
    ]);
    expect(existsSync(join(kept, 'backups', 'displaced', 'Today.md'))).toBe(true);
  });

  it('keeps a backup whose text the vault no longer has verbatim, and removes one the note still starts with', () => {
    const p = places();
    const a = vault();
    writeFileSync(join(a, 'Today.md'), '# Today\n\n- my own line\n- appended by the ritual\n');
    const appended = session(p, a, 1, { startedAt: old }, 'kept');
    wrote(appended, join(a, 'Today.md'), '# Today\r\n\r\n- my own line\r\n', 'x', old); // line endings do not count
    writeFileSync(join(appended, 'backups', 'restores.jsonl'), '{"at":"x","restore":"r","notes":[]}\n'); // a journal, not a copy
    const replaced = session(p, a, 2, { startedAt: old }, 'kept');
    wrote(replaced, join(a, 'Today.md'), '# Today\n\n- a line replaced since\n', 'x', old);
    // Every line is still in the note, but not as written: trailing spaces, and the blank line, were the person's.
    const respaced = session(p, a, 3, { startedAt: old }, 'kept');
    wrote(respaced, join(a, 'Today.md'), '# Today\n- my own line   \n', 'x', old);

    const outcome = pruneSessions(p, a, policy(), { now: NOW });
    expect(outcome.keptRemoved).toEqual([appended]);
    expect(outcome.onlyCopies.map((o) => o.entry.kept).sort()).toEqual([replaced, respaced].sort());
    expect(readFileSync(join(replaced, 'backups', 'Today.md'), 'utf8')).toContain('- a line replaced since');
  });

  it('of two sessions keeping the same lost line, the newer keeps it and the older may go; a note gone keeps its backup', () => {
    const p = places();
    const a = vault();
    writeFileSync(join(a, 'Other.md'), 'x'); // the vault is there; Today.md is gone
    const older = session(p, a, 1, { startedAt: old }, 'kept');
    wrote(older, join(a, 'Today.md'), 'the lost line\n', 'x', old);
    const newer = session(p, a, 2, { startedAt: old }, 'kept');
    wrote(newer, join(a, 'Today.md'), 'the lost line\nand more\n', 'x', old);

    expect(sessionsWithOnlyCopies(listSessions(p, a)).map((o) => o.entry.kept)).toEqual([newer]);
    const outcome = pruneSessions(p, a, policy(), { now: NOW });
    expect(outcome.onlyCopies.map((o) => o.entry.kept)).toEqual([newer]);
    expect(outcome.keptRemoved).toEqual([older]);
    expect(readFileSync(join(newer, 'backups', 'Today.md'), 'utf8')).toContain('the lost line');
  });
});
