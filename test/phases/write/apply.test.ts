import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { applyChanges, readJournal, writeTrouble, type WriteRecord } from '../../../src/phases/write/apply.js';
import { confirmChanges } from '../../../src/phases/write/confirm.js';
import { renderDiff } from '../../../src/phases/write/diff.js';
import { Stage } from '../../../src/phases/write/stage.js';
import { loadStage, saveStage } from '../../../src/phases/write/stage-store.js';
import { restoreBackups } from '../../../src/phases/write/restore.js';
import { TEMP_MARKER, hashContent, realFs, type FsLayer } from '../../../src/vault/atomic.js';
import { VaultLocked, acquireVaultLock, lockPath } from '../../../src/vault/lock.js';
import { faultyFs, type Step } from '../../support/faulty-fs.js';
import { tempDir } from '../../support/tmp.js';
import { changedPaths, findFilesNamed, snapshotVault } from '../../support/vault-snapshot.js';
import { writeTree } from '../../support/write-tree.js';

const TODAY = '00_Brain/Captive/Today.md';
const WEEK = '00_Brain/Captive/Week.md';
const DAILY = '00_Brain/Periodic/Daily/2026-02-17.md';
const ORIGINAL = {
  today: '# Today\n\n## Plan\n- one\n\n## Notes\n',
  week: '---\nstatus: open\n---\n# Week\r\n- mon\r\n- wed\r\n- thu\r\n',
};

/** A vault, a session and a stage with four kinds of change: append, replaceSection, create, frontmatter+append on CRLF. */
function staged() {
  const vault = writeTree(tempDir('skill-vault-'), { [TODAY]: ORIGINAL.today, [WEEK]: ORIGINAL.week, 'Untouched.md': 'keep\n' });
  const session = tempDir('skill-session-');
  const stage = new Stage({ sessionDir: session, vault, allowed: [TODAY, WEEK, DAILY].map((p) => join(vault, p)) });
  stage.append(TODAY, '- two', { section: 'Plan' });
  stage.replaceSection(TODAY, 'Notes', 'A calm day.');
  stage.create(DAILY, '# 2026-02-17\n\nReviewed.');
  stage.setFrontmatter(WEEK, 'status', 'reviewed');
  stage.append(WEEK, '- tue');
  return { vault, session, stage, changes: stage.changes() };
}

/** The vault's notes; .skill/ is left out because the lock comes and goes there. */
const vaultSnapshot = (vault: string) => snapshotVault(vault, { exclude: (p) => p === '.skill' || p.startsWith('.skill/') });

function scriptedAsk(answers: string[]) {
  return { ask: async () => answers.shift() ?? null, out: { write: () => undefined }, colour: false };
}

describe('stage → diff → confirm → apply', () => {
  test('applies every change, with backups of the previous content', async () => {
    const { vault, session, changes } = staged();
    const { decisions } = await confirmChanges(changes, scriptedAsk(['a']));
    const result = await applyChanges(changes, decisions, { sessionDir: session, vault });
    expect(result.interrupted).toBe(false);
    expect(result.records.map((r) => [r.relative, r.action])).toEqual([
      [TODAY, 'updated'],
      [DAILY, 'created'],
      [WEEK, 'updated'],
    ]);

    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe('# Today\n\n## Plan\n- one\n- two\n\n## Notes\nA calm day.\n');
    expect(readFileSync(join(vault, DAILY), 'utf8')).toBe('# 2026-02-17\n\nReviewed.\n');
    // Mixed line endings: the frontmatter stays LF, the body stays CRLF and its new line takes CRLF.
    expect(readFileSync(join(vault, WEEK), 'utf8')).toBe('---\nstatus: reviewed\n---\n# Week\r\n- mon\r\n- wed\r\n- thu\r\n- tue\r\n');

    const today = result.records[0]!;
    expect(today.backup).toBe(join(session, 'backups', TODAY));
    expect(readFileSync(today.backup!, 'utf8')).toBe(ORIGINAL.today);
    expect(statSync(today.backup!).mode & 0o777).toBe(0o600);
    expect(statSync(join(session, 'backups', '00_Brain')).mode & 0o777).toBe(0o700);
    expect(today).toMatchObject({ hashBefore: hashContent(ORIGINAL.today), hashAfter: hashContent(readFileSync(join(vault, TODAY))) });
    expect(today.bytes).toBe(readFileSync(join(vault, TODAY)).byteLength);
    expect(today.ops.map((o) => o.op)).toEqual(['append', 'replace-section']);
    expect(result.records[1]!.hashBefore).toBeNull();
    expect(result.records[1]!.backup).toBeUndefined();
    expect(readFileSync(result.records[2]!.backup!, 'utf8')).toBe(ORIGINAL.week);

    expect(findFilesNamed(vault, TEMP_MARKER)).toEqual([]);
    expect(existsSync(lockPath(vault))).toBe(false); // the lock is released
    expect((await readJournal(session)).map((r) => r.action)).toEqual(['updated', 'created', 'updated']);
  });

  test('refusing every change leaves the vault byte-identical (not even a .skill/ folder for the lock)', async () => {
    const { vault, session, changes } = staged();
    const before = snapshotVault(vault);
    const { decisions } = await confirmChanges(changes, scriptedAsk(['n', 'no', 'n']));
    const result = await applyChanges(changes, decisions, { sessionDir: session, vault });
    expect(result.records.every((r) => r.action === 'skipped' && r.reason === 'declined')).toBe(true);
    expect(changedPaths(before, snapshotVault(vault))).toEqual([]);
    expect((await readJournal(session)).map((r) => r.reason)).toEqual(['declined', 'declined', 'declined']);
    expect(existsSync(join(session, 'backups', TODAY))).toBe(false);
  });

  test('quit after the first yes: only the first note changes', async () => {
    const { vault, session, changes } = staged();
    const before = vaultSnapshot(vault);
    const confirm = await confirmChanges(changes, scriptedAsk(['y', 'q']));
    expect(confirm.quit).toBe(true);
    await applyChanges(changes, confirm.decisions, { sessionDir: session, vault });
    expect(changedPaths(before, vaultSnapshot(vault))).toEqual([TODAY]);
  });

  test('dry run: diffs shown, nothing under the vault changes', async () => {
    const { vault, changes } = staged();
    const before = snapshotVault(vault);
    const shown = changes.map((c) => renderDiff(c, { colour: false })).join('');
    expect(shown).toContain('+- two');
    expect(shown).toContain('--- /dev/null');
    expect(changedPaths(before, snapshotVault(vault))).toEqual([]);
  });

  test('apply later from the saved stage (skill sessions apply)', async () => {
    const { vault, session, stage } = staged();
    await saveStage(stage);
    const loaded = (await loadStage(session))!;
    const changes = loaded.changes();
    const result = await applyChanges(
      changes,
      changes.map(() => 'apply'),
      { sessionDir: session, vault },
    );
    expect(result.records.map((r) => r.action)).toEqual(['updated', 'created', 'updated']);
  });
});

describe('conflicts', () => {
  test('a note made read-only (0444) between staging and apply is not replaced; the others are applied (issue 24)', async () => {
    const { vault, session, changes } = staged();
    chmodSync(join(vault, TODAY), 0o444);
    const result = await applyChanges(changes, ['apply', 'apply', 'apply'], { sessionDir: session, vault });
    expect(result.records.map((r) => [r.relative, r.action])).toEqual([
      [TODAY, 'failed'],
      [DAILY, 'created'],
      [WEEK, 'updated'],
    ]);
    expect(result.records[0]!.reason).toBe(`${TODAY} is read-only; not replaced (run chmod u+w on it, then apply the session)`);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe(ORIGINAL.today);
    expect(statSync(join(vault, TODAY)).mode & 0o777).toBe(0o444);
  });

  test('a note edited between staging and apply is not overwritten; the others are applied', async () => {
    const { vault, session, changes } = staged();
    writeFileSync(join(vault, TODAY), '# Today\nthe user typed this meanwhile\n');
    mkdirSync(join(vault, '00_Brain/Periodic/Daily'), { recursive: true });
    writeFileSync(join(vault, DAILY), 'the user created it first\n');
    const result = await applyChanges(changes, ['apply', 'apply', 'apply'], { sessionDir: session, vault });
    expect(result.records.map((r) => r.action)).toEqual(['conflict', 'conflict', 'updated']);
    expect(result.records[0]!.reason).toMatch(/00_Brain\/Captive\/Today\.md changed on disk since the change was staged/);
    expect(result.records[1]!.reason).toMatch(/was created on disk/);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe('# Today\nthe user typed this meanwhile\n');
    expect(readFileSync(join(vault, DAILY), 'utf8')).toBe('the user created it first\n');
    expect(existsSync(join(session, 'backups', TODAY))).toBe(false);
  });

  test('a note edited in the instant between the backup and the rename is a conflict too', async () => {
    const { vault, session, changes } = staged();
    const sneaky: FsLayer = {
      ...realFs,
      async rename(from, to) {
        if (to === join(vault, TODAY)) throw new Error('rename must not be reached');
        return realFs.rename(from, to);
      },
      async fsync(fd) {
        writeFileSync(join(vault, TODAY), 'edited during the write\n'); // after our read, before the final check
        return realFs.fsync(fd);
      },
    };
    const result = await applyChanges(changes.slice(0, 1), ['apply'], { sessionDir: session, vault, fs: sneaky });
    expect(result.records[0]!.action).toBe('conflict');
    expect(result.records[0]!.backup).toBeUndefined();
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe('edited during the write\n');
    expect(existsSync(join(session, 'backups', TODAY))).toBe(false); // no misleading backup left
  });

  test('a symlink planted after staging does not redirect the write', async () => {
    const { vault, session, changes } = staged();
    const outside = writeTree(tempDir('skill-outside-'), { 'Daily.md': 'outside\n' });
    rmSync(join(vault, '00_Brain/Periodic'), { recursive: true, force: true });
    mkdirSync(join(vault, '00_Brain/Periodic'));
    symlinkSync(outside, join(vault, '00_Brain/Periodic/Daily'));
    const result = await applyChanges([changes[1]!], ['apply'], { sessionDir: session, vault });
    expect(result.records[0]!.action).toBe('failed');
    expect(result.records[0]!.reason).toMatch(/through a symlink/);
    expect(snapshotVault(outside).size).toBe(1);
  });
});

describe('failures of the disk', () => {
  const isVaultTemp = (path: string) => path.includes(TEMP_MARKER);
  const steps: Step[] = ['write', 'fsync', 'rename', 'link'];
  for (const code of ['ENOSPC', 'EACCES']) {
    test.each(steps)(`${code} at %s: that note fails cleanly, the vault has no temp file, later notes go on`, async (step) => {
      const { vault, session, changes } = staged();
      const before = vaultSnapshot(vault);
      const layer = faultyFs({ step, code, when: isVaultTemp });
      // Only the note that reaches the failing step fails: rename for updates, link for the new note.
      const result = await applyChanges(changes, ['apply', 'apply', 'apply'], { sessionDir: session, vault, fs: layer });
      const failed = result.records.filter((r) => r.action === 'failed');
      expect(failed.length).toBeGreaterThan(0);
      for (const r of failed) {
        expect(r.reason).toContain(code);
        expect(r.reason).toContain(r.relative);
        expect(r.backup).toBeUndefined();
        expect(before.get(r.relative) ?? 'absent').toBe(vaultSnapshot(vault).get(r.relative) ?? 'absent');
      }
      const written = result.records.filter((r) => r.action !== 'failed').map((r) => r.relative);
      // Exactly the written notes changed (a new note brings its folders); a failed new note leaves no folder behind.
      const expected = written.flatMap((p) => (p === DAILY ? ['00_Brain/Periodic', '00_Brain/Periodic/Daily', DAILY] : [p]));
      expect(changedPaths(before, vaultSnapshot(vault))).toEqual(expected.sort());
      expect(findFilesNamed(vault, TEMP_MARKER)).toEqual([]);
    });
  }
});

describe('the lock and interruption', () => {
  test('another run holding the vault: nothing is written', async () => {
    const { vault, session, changes } = staged();
    const other = await acquireVaultLock(vault, { owner: 'skill-other-run' });
    const before = vaultSnapshot(vault);
    await expect(applyChanges(changes, ['apply', 'apply', 'apply'], { sessionDir: session, vault })).rejects.toThrow(VaultLocked);
    expect(changedPaths(before, vaultSnapshot(vault))).toEqual([]);
    await other.release();
  });

  test('an abort between writes stops cleanly: earlier notes stay written, the rest are skipped', async () => {
    const { vault, session, changes } = staged();
    const controller = new AbortController();
    const layer: FsLayer = {
      ...realFs,
      async rename(from, to) {
        await realFs.rename(from, to);
        if (to === join(vault, TODAY)) controller.abort(); // Ctrl-C right after the first note
      },
    };
    const result = await applyChanges(changes, ['apply', 'apply', 'apply'], {
      sessionDir: session,
      vault,
      signal: controller.signal,
      fs: layer,
    });
    expect(result).toMatchObject({ interrupted: true, stoppedAt: DAILY });
    expect(result.records.map((r: WriteRecord) => [r.action, r.reason])).toEqual([
      ['updated', undefined],
      ['skipped', 'interrupted'],
      ['skipped', 'interrupted'],
    ]);
    expect(existsSync(join(vault, DAILY))).toBe(false);
    expect(readFileSync(join(vault, WEEK), 'utf8')).toBe(ORIGINAL.week);
    expect(existsSync(lockPath(vault))).toBe(false);
  });

  test('an abort during a write abandons that note before its rename', async () => {
    const { vault, session, changes } = staged();
    const controller = new AbortController();
    const layer: FsLayer = {
      ...realFs,
      async fsync(fd) {
        controller.abort();
        return realFs.fsync(fd);
      },
    };
    const before = vaultSnapshot(vault);
    const result = await applyChanges(changes, ['apply', 'apply', 'apply'], {
      sessionDir: session,
      vault,
      signal: controller.signal,
      fs: layer,
    });
    expect(result).toMatchObject({ interrupted: true, stoppedAt: TODAY });
    expect(changedPaths(before, vaultSnapshot(vault))).toEqual([]);
    expect(findFilesNamed(vault, TEMP_MARKER)).toEqual([]);
    expect(existsSync(join(session, 'backups', TODAY))).toBe(false);
  });

  test('a second apply of the same note keeps the first backup and adds a numbered one', async () => {
    const { vault, session, changes } = staged();
    await applyChanges([changes[0]!], ['apply'], { sessionDir: session, vault });
    const stage2 = new Stage({ sessionDir: session, vault, allowed: [join(vault, TODAY)] });
    const again = stage2.append(TODAY, 'third');
    const result = await applyChanges([again], ['apply'], { sessionDir: session, vault });
    expect(result.records[0]!.backup).toBe(join(session, 'backups', `${TODAY}.1`));
    expect(readFileSync(join(session, 'backups', TODAY), 'utf8')).toBe(ORIGINAL.today);
    expect(readFileSync(result.records[0]!.backup!, 'utf8')).toBe(again.before);
  });
});

describe('the kept copy and a second apply', () => {
  test('with keep, every backup and journal line is also written to the kept copy, before the note', async () => {
    const { vault, session, changes } = staged();
    const keep = join(tempDir('skill-state-'), 'kept', 'skill-x');
    const result = await applyChanges(
      changes,
      changes.map(() => 'apply'),
      { sessionDir: session, vault, keep },
    );
    expect(readFileSync(join(keep, 'backups', TODAY), 'utf8')).toBe(ORIGINAL.today);
    expect(readFileSync(join(keep, 'backups', WEEK), 'utf8')).toBe(ORIGINAL.week);
    expect(await readJournal(keep)).toEqual(result.records);
    expect(statSync(join(keep, 'backups', TODAY)).mode & 0o777).toBe(0o600);
  });

  test('a backup that cannot be kept leaves the note alone', async () => {
    const { vault, session, changes } = staged();
    const keep = join(tempDir('skill-state-'), 'kept');
    writeFileSync(keep, 'a file where the kept copy should be a folder');
    const before = vaultSnapshot(vault);
    const result = await applyChanges(changes.slice(0, 1), ['apply'], { sessionDir: session, vault, keep });
    expect(result.records[0]).toMatchObject({
      relative: TODAY,
      action: 'failed',
      reason: expect.stringMatching(/^backup not kept in .*, note left alone: /),
    });
    expect(vaultSnapshot(vault)).toEqual(before);
    expect(existsSync(join(session, 'backups', TODAY))).toBe(false);
  });

  test('applying the same stage again skips the notes already written', async () => {
    const { vault, session, changes } = staged();
    await applyChanges(
      changes,
      changes.map(() => 'apply'),
      { sessionDir: session, vault },
    );
    const after = vaultSnapshot(vault);
    const again = await applyChanges(
      changes,
      changes.map(() => 'apply'),
      { sessionDir: session, vault },
    );
    expect(again.records.map((r) => [r.action, r.reason])).toEqual(changes.map(() => ['skipped', 'already applied']));
    expect(vaultSnapshot(vault)).toEqual(after);
  });
});

describe('the write-ahead journal', () => {
  const journalOf = (dir: string) =>
    readFileSync(join(dir, 'backups', 'writes.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);

  test('the intent (backup, hashes before and after) is on disk in the session and its kept copy before the note is put in place', async () => {
    const { vault, session, changes } = staged();
    const keep = join(tempDir('skill-state-'), 'skill-x');
    const seen: Record<string, unknown>[][] = [];
    const layer: FsLayer = {
      ...realFs,
      async rename(from, to) {
        if (to === join(vault, TODAY)) seen.push(journalOf(session), journalOf(keep));
        return realFs.rename(from, to);
      },
    };
    const result = await applyChanges(changes.slice(0, 1), ['apply'], { sessionDir: session, vault, keep, fs: layer });
    expect(result.records[0]!.action).toBe('updated');
    const intent = {
      intent: 'updated',
      path: join(vault, TODAY),
      relative: TODAY,
      backup: join(session, 'backups', TODAY),
      hashBefore: hashContent(ORIGINAL.today),
      hashAfter: changes[0]!.afterHash,
    };
    expect(seen).toEqual([[expect.objectContaining(intent)], [expect.objectContaining(intent)]]);
    // Then the done mark, paired by id, in both.
    for (const dir of [session, keep]) {
      const [first, done] = journalOf(dir);
      expect(done).toMatchObject({ id: first!.id, action: 'updated', hashAfter: changes[0]!.afterHash });
    }
  });

  for (const where of ['session', 'kept copy'] as const) {
    test(`a journal in the ${where} that cannot take the intent (ENOSPC): the note is not written, the reason names the journal`, async () => {
      const { vault, session, changes } = staged();
      const keep = join(tempDir('skill-state-'), 'skill-x');
      const journal = join(where === 'session' ? session : keep, 'backups', 'writes.jsonl');
      const before = vaultSnapshot(vault);
      const layer = faultyFs({ step: 'write', code: 'ENOSPC', when: (p) => p === journal });
      const result = await applyChanges(
        changes,
        changes.map(() => 'apply'),
        { sessionDir: session, vault, keep, fs: layer },
      );
      // The first note fails, naming the journal; the others are not tried (the same disk would refuse them).
      expect(result.records.map((r) => [r.action, r.reason])).toEqual([
        ['failed', `write not recorded in ${journal}, note left alone: no space left on the disk (ENOSPC)`],
        ['skipped', `not tried: the undo of ${TODAY} could not be saved`],
        ['skipped', `not tried: the undo of ${TODAY} could not be saved`],
      ]);
      expect(writeTrouble(result.records)).toBe(result.records[0]!.reason);
      expect(vaultSnapshot(vault)).toEqual(before);
      // No backup of a write that did not happen, in either copy.
      expect(existsSync(join(session, 'backups', TODAY))).toBe(false);
      expect(existsSync(join(keep, 'backups', TODAY))).toBe(false);
      // Whatever the journals hold, a restore finds nothing written.
      expect(await readJournal(session)).toEqual(where === 'session' ? [] : result.records);
    });
  }

  test('a disk that fills after the first note: that note stays written and undoable, the rest are not tried', async () => {
    const { vault, session, changes } = staged();
    const journal = join(session, 'backups', 'writes.jsonl');
    let lines = 0;
    // The first note's intent and done mark go through; the disk is full from the second intent on.
    const layer = faultyFs({ step: 'write', code: 'ENOSPC', when: (p) => p === journal && ++lines > 2 });
    const result = await applyChanges(
      changes,
      changes.map(() => 'apply'),
      { sessionDir: session, vault, fs: layer },
    );
    expect(result.records.map((r) => [r.relative, r.action])).toEqual([
      [TODAY, 'updated'],
      [DAILY, 'failed'],
      [WEEK, 'skipped'],
    ]);
    expect(result.records[2]!.reason).toBe(`not tried: the undo of ${DAILY} could not be saved`);
    expect(readFileSync(join(vault, WEEK), 'utf8')).toBe(ORIGINAL.week);
    expect(existsSync(join(vault, DAILY))).toBe(false);
    expect(existsSync(join(session, 'backups', WEEK))).toBe(false);
    const restored = await restoreBackups(await readJournal(session), { sessionDir: session, vault });
    expect(restored.records.map((r) => [r.relative, r.action])).toEqual([[TODAY, 'restored']]);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe(ORIGINAL.today);
  });

  test('a done mark that cannot be written: the write stands, and its intent is enough to restore it', async () => {
    const { vault, session, changes } = staged();
    const journal = join(session, 'backups', 'writes.jsonl');
    let lines = 0;
    // The first line (the intent) goes through; every later one fails, as a disk filling up just then would.
    const layer = faultyFs({ step: 'write', code: 'ENOSPC', when: (p) => p === journal && ++lines > 1 });
    const result = await applyChanges(changes.slice(0, 1), ['apply'], { sessionDir: session, vault, fs: layer });
    expect(result.records[0]!.action).toBe('updated');
    expect(journalOf(session)).toHaveLength(1);
    const settled = await readJournal(session);
    expect(settled).toEqual(result.records);
    const restored = await restoreBackups(settled, { sessionDir: session, vault });
    expect(restored.records.map((r) => r.action)).toEqual(['restored']);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe(ORIGINAL.today);
  });

  for (const where of ['session', 'kept copy'] as const) {
    test(`a journal in the ${where} planted as a symlink (the file, or backups/ itself) is refused; nothing written through it`, async () => {
      // Adversarial f06 (issue 24): the intent and done lines were appended to the file the link named.
      for (const planted of ['file', 'folder'] as const) {
        const { vault, session, changes } = staged();
        const keep = join(tempDir('skill-state-'), 'skill-x');
        const dir = where === 'session' ? session : keep;
        const outside = tempDir('skill-outside-');
        writeFileSync(join(outside, 'victim.txt'), 'ORIGINAL\n');
        mkdirSync(dir, { recursive: true });
        if (planted === 'file') {
          mkdirSync(join(dir, 'backups'));
          symlinkSync(join(outside, 'victim.txt'), join(dir, 'backups', 'writes.jsonl'));
        } else symlinkSync(outside, join(dir, 'backups'));
        const before = vaultSnapshot(vault);
        const result = await applyChanges(
          changes,
          changes.map(() => 'apply'),
          { sessionDir: session, vault, keep },
        );
        const link = planted === 'file' ? join(dir, 'backups', 'writes.jsonl') : join(dir, 'backups');
        expect(result.records[0]!.action, planted).toBe('failed');
        expect(result.records[0]!.reason, planted).toContain(`${link} is a symlink; nothing written through it`);
        expect(vaultSnapshot(vault)).toEqual(before);
        expect(readFileSync(join(outside, 'victim.txt'), 'utf8')).toBe('ORIGINAL\n');
        expect(findFilesNamed(outside, 'writes.jsonl').concat(findFilesNamed(outside, 'Today.md'))).toEqual([]);
      }
    });
  }

  test('a line cut short by a full disk does not swallow the next one', async () => {
    const { vault, session, changes } = staged();
    mkdirSync(join(session, 'backups'), { recursive: true });
    writeFileSync(join(session, 'backups', 'writes.jsonl'), '{"at":"2026-01-01T00:00:00Z","path":"/x","rel');
    await applyChanges(changes.slice(0, 1), ['apply'], { sessionDir: session, vault });
    expect((await readJournal(session)).map((r) => r.action)).toEqual(['updated']);
  });
});

describe('temp files left by a write that was killed', () => {
  test('apply and restore remove ours beside the notes they write, and nothing else', async () => {
    const { vault, session, changes } = staged();
    const dir = join(vault, '00_Brain/Captive');
    const ours = join(dir, `.Today.md${TEMP_MARKER}0123456789ab`);
    // Not ours to remove: another note's, a name that only looks like ours, a file of the person's.
    const kept = [join(dir, `.Other.md${TEMP_MARKER}0123456789ab`), join(dir, `.Today.md${TEMP_MARKER}notours`), join(dir, 'Today.md.bak')];
    for (const f of [ours, ...kept]) writeFileSync(f, 'half-written\n');
    const result = await applyChanges(
      changes,
      changes.map(() => 'apply' as const),
      { sessionDir: session, vault },
    );
    expect(result.swept).toEqual([ours]);
    expect(existsSync(ours)).toBe(false);
    expect(kept.filter((f) => existsSync(f))).toEqual(kept);

    writeFileSync(ours, 'half-written\n');
    const restored = await restoreBackups(result.records, { sessionDir: session, vault });
    expect(restored.swept).toEqual([ours]);
    expect(kept.filter((f) => existsSync(f))).toEqual(kept);
  });
});
