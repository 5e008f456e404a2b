import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { applyChanges, readJournal } from '../../../src/phases/write/apply.js';
import { restoreBackups } from '../../../src/phases/write/restore.js';
import { Stage } from '../../../src/phases/write/stage.js';
import { acquireVaultLock, VaultLocked } from '../../../src/vault/lock.js';
import { realFs, type FsLayer } from '../../../src/vault/atomic.js';
import { InterruptedError } from '../../../src/errors.js';
import { tempDir } from '../../support/tmp.js';
import { changedPaths, snapshotVault } from '../../support/vault-snapshot.js';
import { writeTree } from '../../support/write-tree.js';

const TODAY = 'Today.md';
const NEW = 'Daily/2026-02-17.md';

async function applied() {
  const vault = writeTree(tempDir('skill-vault-'), { [TODAY]: '# Today\n- one\n', 'Other.md': 'other\n' });
  const pristine = snapshotVault(vault);
  const session = tempDir('skill-session-');
  const stage = new Stage({ sessionDir: session, vault, allowed: [TODAY, NEW].map((p) => join(vault, p)) });
  stage.append(TODAY, '- two');
  stage.create(NEW, 'new note');
  const { records } = await applyChanges(stage.changes(), ['apply', 'apply'], { sessionDir: session, vault });
  return { vault, session, records, pristine };
}

const notesOnly = (vault: string) => snapshotVault(vault, { exclude: (p) => p === '.skill' || p.startsWith('.skill/') });

describe('restoreBackups', () => {
  test('puts back updated notes and deletes created ones', async () => {
    const { vault, session, records, pristine } = await applied();
    const result = await restoreBackups(records, { sessionDir: session, vault });
    expect(result.interrupted).toBe(false);
    expect(result.records.map((r) => [r.relative, r.action])).toEqual([
      [NEW, 'deleted'],
      [TODAY, 'restored'],
    ]);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe('# Today\n- one\n');
    expect(existsSync(join(vault, NEW))).toBe(false);
    // Daily/ was made for the new note: it goes with it, and the vault is as before, folders included.
    expect(records.find((r) => r.relative === NEW)?.createdFolder).toBe('Daily');
    expect(result.records[0]!.removedFolders).toEqual(['Daily']);
    expect(existsSync(join(vault, 'Daily'))).toBe(false);
    expect(changedPaths(pristine, notesOnly(vault))).toEqual([]);
  });

  test('removes only the folders the write created, and only while they are empty', async () => {
    const vault = writeTree(tempDir('skill-vault-'), { '00_Brain/Captive/Today.md': '# Today\n' });
    mkdirSync(join(vault, 'Empty')); // an empty folder the vault had: it stays empty and stays
    const session = tempDir('skill-session-');
    const weekly = '00_Brain/Periodic/Weekly/2026-W48.md';
    const month = '00_Brain/Periodic/Monthly/2026-11.md';
    const inEmpty = 'Empty/note.md';
    const stage = new Stage({ sessionDir: session, vault, allowed: [weekly, month, inEmpty].map((p) => join(vault, p)) });
    stage.create(weekly, 'week');
    stage.create(month, 'month');
    stage.create(inEmpty, 'x');
    const { records } = await applyChanges(stage.changes(), ['apply', 'apply', 'apply'], { sessionDir: session, vault });
    // The first write made 00_Brain/Periodic/ and Weekly/ under it; the second only Monthly/; the third nothing.
    expect(records.map((r) => r.createdFolder)).toEqual(['00_Brain/Periodic', '00_Brain/Periodic/Monthly', undefined]);
    // The journal keeps it, so a restore from the kept copy knows it too.
    expect((await readJournal(session)).map((r) => r.createdFolder)).toEqual(['00_Brain/Periodic', '00_Brain/Periodic/Monthly', undefined]);

    // Someone put a note in Monthly/ since: that folder, and Periodic/ above it, stay.
    writeFileSync(join(vault, '00_Brain/Periodic/Monthly/mine.md'), 'mine');
    const first = await restoreBackups(records, { sessionDir: session, vault });
    expect(first.records.map((r) => [r.relative, r.action, r.removedFolders])).toEqual([
      [inEmpty, 'deleted', undefined],
      [month, 'deleted', undefined],
      [weekly, 'deleted', ['00_Brain/Periodic/Weekly']],
    ]);
    expect(readdirSync(join(vault, 'Empty'))).toEqual([]);
    expect(readFileSync(join(vault, '00_Brain/Periodic/Monthly/mine.md'), 'utf8')).toBe('mine');

    // Once it is gone, a second restore finds the notes as before and removes the now-empty folders, each by the
    // record whose write made it (Weekly/ is gone already; Periodic/ above it was the weekly note's).
    rmSync(join(vault, '00_Brain/Periodic/Monthly/mine.md'));
    const second = await restoreBackups(records, { sessionDir: session, vault });
    expect(second.records.map((r) => [r.action, r.removedFolders])).toEqual([
      ['unchanged', undefined],
      ['unchanged', ['00_Brain/Periodic/Monthly']],
      ['unchanged', ['00_Brain/Periodic']],
    ]);
    expect(existsSync(join(vault, '00_Brain/Periodic'))).toBe(false);
    expect(existsSync(join(vault, '00_Brain/Captive/Today.md'))).toBe(true);
  });

  test('a createdFolder that is not above the note (a hand-edited record) removes nothing', async () => {
    const { vault, session, records } = await applied();
    const edited = records.map((r) => (r.relative === NEW ? { ...r, createdFolder: '00_Other' } : r));
    writeTree(vault, { '00_Other/.keep': '' });
    const result = await restoreBackups(edited, { sessionDir: session, vault });
    expect(result.records[0]).toMatchObject({ action: 'deleted' });
    expect(result.records[0]!.removedFolders).toBeUndefined();
    expect(existsSync(join(vault, 'Daily'))).toBe(true);
  });

  test('works from the journal alone (a crash before session.json was written)', async () => {
    const { vault, session } = await applied();
    const journal = await readJournal(session);
    const result = await restoreBackups(journal, { sessionDir: session, vault });
    expect(result.records.map((r) => r.action)).toEqual(['deleted', 'restored']);
  });

  test('a second restore finds everything already as before', async () => {
    const { vault, session, records } = await applied();
    await restoreBackups(records, { sessionDir: session, vault });
    const again = await restoreBackups(records, { sessionDir: session, vault });
    expect(again.records.map((r) => r.action)).toEqual(['unchanged', 'unchanged']);
  });

  test('refuses notes changed since the session wrote them, unless forced; forced keeps a copy', async () => {
    const { vault, session, records } = await applied();
    writeFileSync(join(vault, TODAY), '# Today\n- one\n- two\n- typed later\n');
    writeFileSync(join(vault, NEW), 'new note\nwith the user addition\n');
    const refused = await restoreBackups(records, { sessionDir: session, vault });
    expect(refused.records.map((r) => r.action)).toEqual(['conflict', 'conflict']);
    expect(refused.records[1]!.reason).toMatch(/Today\.md changed since the session wrote it; use --force/);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toContain('typed later');
    expect(existsSync(join(vault, NEW))).toBe(true);

    const forced = await restoreBackups(records, { sessionDir: session, vault, force: true });
    expect(forced.records.map((r) => r.action)).toEqual(['deleted', 'restored']);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe('# Today\n- one\n');
    expect(existsSync(join(vault, NEW))).toBe(false);
    expect(readFileSync(forced.records[0]!.displaced!, 'utf8')).toBe('new note\nwith the user addition\n');
    expect(readFileSync(forced.records[1]!.displaced!, 'utf8')).toContain('typed later');
    expect(forced.records[1]!.displaced).toBe(join(session, 'backups', 'displaced', TODAY));
  });

  test('forced: a symlinked backups/displaced in the kept copy is refused, naming it; nothing written through it', async () => {
    const { vault, session, records } = await applied();
    const keep = tempDir('skill-kept-');
    const outside = tempDir('skill-outside-');
    mkdirSync(join(keep, 'backups'), { recursive: true });
    symlinkSync(outside, join(keep, 'backups', 'displaced'));
    writeFileSync(join(vault, TODAY), '# Today\n- one\n- two\n- typed later\n');
    const forced = await restoreBackups(
      records.filter((r) => r.relative === TODAY),
      { sessionDir: session, vault, force: true, keep },
    );
    expect(forced.records.map((r) => r.action)).toEqual(['failed']);
    expect(forced.records[0]!.reason).toBe(
      `could not write ${join(keep, 'backups', 'displaced', TODAY)}: ${join(keep, 'backups', 'displaced')} is a symlink; nothing written through it`,
    );
    expect(readdirSync(outside)).toEqual([]);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toContain('typed later');
  });

  test('a damaged or missing backup is reported, the note left alone', async () => {
    const { vault, session, records } = await applied();
    writeFileSync(records[0]!.backup!, 'not what was saved');
    const result = await restoreBackups(records, { sessionDir: session, vault });
    expect(result.records[1]).toMatchObject({ relative: TODAY, action: 'failed' });
    expect(result.records[1]!.reason).toMatch(/does not match the note it saved/);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe('# Today\n- one\n- two\n');
  });

  test('a backup missing or damaged in the session is taken from its kept copy; bad in both, the note is left alone', async () => {
    const vault = writeTree(tempDir('skill-vault-'), { [TODAY]: '# Today\n- one\n' });
    const session = join(tempDir('skill-session-'), 'skill-x');
    const keep = join(tempDir('skill-state-'), 'skill-x');
    const stage = new Stage({ sessionDir: session, vault, allowed: [join(vault, TODAY)] });
    stage.append(TODAY, '- two');
    const { records } = await applyChanges(stage.changes(), ['apply'], { sessionDir: session, vault, keep });
    rmSync(records[0]!.backup!);
    const restored = await restoreBackups(records, { sessionDir: session, vault, keep });
    expect(restored.records.map((r) => r.action)).toEqual(['restored']);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe('# Today\n- one\n');

    await applyChanges(stage.changes(), ['apply'], { sessionDir: session, vault, keep });
    writeFileSync(records[0]!.backup!, 'damaged');
    writeFileSync(join(keep, 'backups', TODAY), 'damaged too');
    const refused = await restoreBackups(records, { sessionDir: session, vault, keep });
    expect(refused.records[0]).toMatchObject({
      action: 'failed',
      reason: `backup ${records[0]!.backup} does not match the note it saved, and neither does the kept copy's (${join(keep, 'backups', TODAY)})`,
    });
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe('# Today\n- one\n- two\n');
  });

  test('skipped, conflicting and failed records are not restored; a held lock stops everything', async () => {
    const { vault, session, records } = await applied();
    const skipped = records.map((r) => ({ ...r, action: 'skipped' as const }));
    expect((await restoreBackups(skipped, { sessionDir: session, vault })).records).toEqual([]);
    const other = await acquireVaultLock(vault, { owner: 'other' });
    await expect(restoreBackups(records, { sessionDir: session, vault })).rejects.toThrow(VaultLocked);
    await other.release();
  });

  test('an aborted signal restores nothing', async () => {
    const { vault, session, records } = await applied();
    const before = snapshotVault(vault);
    await expect(restoreBackups(records, { sessionDir: session, vault, signal: AbortSignal.abort() })).rejects.toThrow(InterruptedError);
    expect(changedPaths(before, snapshotVault(vault))).toEqual([]);
  });

  test('an abort between notes stops there and says so', async () => {
    const { vault, session, records } = await applied();
    const controller = new AbortController();
    const layer: FsLayer = {
      ...realFs,
      async readFile(path) {
        if (path === join(vault, NEW)) controller.abort(); // Ctrl-C while the first note is being restored
        return realFs.readFile(path);
      },
    };
    const result = await restoreBackups(records, { sessionDir: session, vault, signal: controller.signal, fs: layer });
    expect(result.interrupted).toBe(true);
    expect(result.records.map((r) => [r.relative, r.action])).toEqual([[NEW, 'deleted']]);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe('# Today\n- one\n- two\n');
  });
});
