/**
 * Applies the confirmed changes to the vault, one note at a time, under the vault lock. Before a note is written
 * its current content is copied into `<session>/backups/<relative>`; the write itself is atomic and refused if the
 * note changed since it was staged (a conflict: the note is left as the user has it, the other notes go on).
 *
 * Interruption (the AbortSignal) is checked before each note: notes already written stay written (each is whole
 * and backed up), the rest are skipped with reason "interrupted", and the result says where it stopped. A write in
 * progress when the signal fires is abandoned before its rename, so that note is untouched.
 *
 * The journal `<session>/backups/writes.jsonl` is written ahead (src/session/journal.ts): after the backup and
 * before the note is put in place, an intent line (the backup, the hashes before and after) is appended and
 * flushed; once the note is decided, its record marks the intent done. A journal that cannot take the intent
 * leaves the note alone (`failed`, naming the journal and why), so no note is ever written without a record of it
 * on disk. A done mark that cannot be written is not needed for the undo (restore settles an intent by the note's
 * content), so it does not stop the apply.
 *
 * With `keep` (the session's kept copy under the state dir, src/session/kept.ts) every backup and journal line is
 * written there too, before the note is: the undo outlives the temp dir. A backup or an intent that cannot be kept
 * leaves the note alone, as one that cannot be saved does. Either stops the apply: the notes after it are skipped
 * ("not tried"), since they would meet the same full or read-only disk, and the one reason names the file.
 */
import { randomBytes } from 'node:crypto';
import { constants as fsConstants, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { dropSessionFile } from '../../session/files.js';
import { journalFile, parseJournal, settleJournal } from '../../session/journal.js';
import { noteHash } from '../../session/note-now.js';
import { BadInputError, InterruptedError } from '../../errors.js';
import {
  ChangedOnDisk,
  describeCode,
  hashContent,
  readCurrent,
  realFs,
  refuseSymlinkUnder,
  sweepLeftovers,
  writeFileAtomic,
  WriteFailed,
  writePrivateFile,
  type FsLayer,
} from '../../vault/atomic.js';
import { confineWrite } from '../../vault/confine.js';
import { acquireVaultLock, type VaultLock } from '../../vault/lock.js';
import type { Decision } from './confirm.js';
import type { OpSummary, StagedChange } from './stage.js';

type WriteAction = 'created' | 'updated' | 'skipped' | 'conflict' | 'failed';

export interface WriteRecord {
  path: string;
  relative: string;
  action: WriteAction;
  /** Absolute path of the copy of the previous content (updated notes only). */
  backup?: string;
  /** Bytes written; 0 when nothing was. */
  bytes: number;
  /** Hash of the note before the write (as staged); null for a new note. */
  hashBefore: string | null;
  /** Hash of the note after the write; null when nothing was written. */
  hashAfter: string | null;
  /** Why it was skipped, conflicted or failed. */
  reason?: string;
  ops: OpSummary[];
  /**
   * A created note whose folder did not exist: the top folder the write created (vault-relative), so a restore can
   * remove what the write added and nothing else. Absent in records written before it was kept.
   */
  createdFolder?: string;
}

export interface ApplyResult {
  records: WriteRecord[];
  /** The signal fired: the notes from `stoppedAt` on were skipped. */
  interrupted: boolean;
  /** Relative path of the first note not applied because of the interruption. */
  stoppedAt?: string;
  /** Temp files an interrupted earlier write left beside these notes, removed under the lock (atomic.ts). */
  swept?: string[];
}

export interface ApplyOptions {
  sessionDir: string;
  vault: string;
  /** Names the lock holder; default: the session folder's name. */
  owner?: string;
  signal?: AbortSignal;
  /** File-system layer for the vault writes and the journal lines (fault tests); backups always use the real one. */
  fs?: FsLayer;
  /** The session's kept copy: backups and journal lines are written there too (see above). */
  keep?: string;
}

export function backupsDir(sessionDir: string): string {
  return join(sessionDir, 'backups');
}

/** `backups/<relative>`, or `<relative>.1`, `.2`… when this session already backed that note up (a second apply). */
export async function freshBackupPath(dir: string, relative: string): Promise<string> {
  const base = join(dir, relative);
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? base : `${base}.${n}`;
    if ((await readCurrent(candidate)) === null) return candidate;
  }
}

/**
 * A backup's copy in the kept copy of the session, at the same place under it. It is never replaced by other
 * content (a kept backup is the undo); the same content already there is fine (an earlier, interrupted attempt).
 */
async function keepBackup(options: ApplyOptions, backup: string, bytes: Buffer): Promise<string> {
  const copy = join(options.keep!, relative(options.sessionDir, backup));
  try {
    await writePrivateFile(copy, bytes, null, options.keep!);
  } catch (err) {
    if (!(err instanceof ChangedOnDisk) || (await readCurrent(copy))?.hash !== hashContent(bytes)) throw err;
  }
  return copy;
}

/** Whether the apply keeps a second copy (not when it runs on the kept copy itself). */
function keeping(options: ApplyOptions): options is ApplyOptions & { keep: string } {
  return options.keep !== undefined && options.keep !== options.sessionDir;
}

/**
 * Appends one line to a journal and flushes it to the disk; throws when it cannot. A journal or `backups/` planted
 * as a symlink is refused as every file under the session is (refuseSymlinkUnder), and the file is opened with
 * O_NOFOLLOW, so a link put in its place after the check is not followed either.
 */
async function appendJournal(sessionDir: string, line: object, layer: FsLayer = realFs): Promise<void> {
  const file = journalFile(sessionDir);
  refuseSymlinkUnder(sessionDir, file);
  await layer.mkdirp(backupsDir(sessionDir), 0o700);
  // A line cut short earlier (a disk that filled mid-line) must not swallow this one: it starts a line of its own.
  const text = await layer.readFile(file).catch(() => undefined);
  const lead = text && text.length > 0 && text[text.length - 1] !== 0x0a ? '\n' : '';
  const { O_WRONLY, O_APPEND, O_CREAT, O_NOFOLLOW } = fsConstants;
  const fd = await layer.open(file, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW, 0o600);
  try {
    await layer.write(fd, Buffer.from(`${lead}${JSON.stringify(line)}\n`));
    await layer.fsync(fd);
  } finally {
    await layer.close(fd).catch(() => undefined);
  }
}

/**
 * The write about to happen, in the journal of the session and of its kept copy, before the note is touched. The
 * reason when it cannot be recorded in either (the note must then be left alone).
 */
async function recordIntent(options: ApplyOptions, intent: object): Promise<string | undefined> {
  for (const dir of keeping(options) ? [options.sessionDir, options.keep] : [options.sessionDir]) {
    try {
      await appendJournal(dir, intent, options.fs);
    } catch (err) {
      const why = err instanceof WriteFailed ? describeCode(err.code, err.cause) : describeCode((err as NodeJS.ErrnoException).code, err);
      return `write not recorded in ${journalFile(dir)}, note left alone: ${why}`;
    }
  }
  return undefined;
}

/**
 * The writes journaled by applyChanges in this session, oldest first (for restore after a crash): each intent
 * without its done mark settled by the note as it is now (src/session/journal.ts).
 */
export async function readJournal(sessionDir: string): Promise<WriteRecord[]> {
  let text: string;
  try {
    text = await readFile(journalFile(sessionDir), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return settleJournal<WriteRecord>(parseJournal<WriteRecord>(text), noteHash).map(({ at: _at, id: _id, ...record }) => record);
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export async function withVaultLock<T>(
  options: { vault: string; sessionDir: string; owner?: string; signal?: AbortSignal },
  body: (lock: VaultLock) => Promise<T>,
): Promise<T> {
  const lock = await acquireVaultLock(options.vault, {
    owner: options.owner ?? basename(options.sessionDir),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  try {
    return await body(lock);
  } finally {
    await lock.release();
  }
}

/** Re-confines a staged path at apply time: a symlink planted since staging must not redirect the write. */
export function confineAgain(vault: string, change: Pick<StagedChange, 'path' | 'relative'>): string | undefined {
  try {
    const confined = confineWrite(change.relative, [{ label: 'vault', path: vault }]);
    return confined.absolute === change.path ? undefined : `now resolves to ${confined.absolute}, not ${change.path}`;
  } catch (err) {
    if (err instanceof BadInputError) return err.message;
    throw err;
  }
}

/**
 * How one note ended; `undoUnsaved` when it was left alone because its backup or intent could not be saved (a full
 * or read-only disk under the session or the state dir): the later notes would meet the same disk, so none is tried.
 */
interface Outcome {
  record: WriteRecord;
  undoUnsaved?: true;
}

async function applyOne(change: StagedChange, options: ApplyOptions, lock: VaultLock, id: string): Promise<Outcome> {
  const base = { path: change.path, relative: change.relative, bytes: 0, hashBefore: change.beforeHash, hashAfter: null, ops: change.ops };
  const refused = confineAgain(options.vault, change);
  if (refused) return { record: { ...base, action: 'failed', reason: refused } };
  if (!(await lock.held()))
    return { record: { ...base, action: 'failed', reason: `the vault lock ${lock.path} was taken by another process` } };
  const current = await readCurrent(change.path, options.fs);
  // Applying a stage again after some of its notes were written (a note failed, the run was interrupted).
  if (current?.hash === change.afterHash) return { record: { ...base, action: 'skipped', reason: 'already applied' } };
  if ((current?.hash ?? null) !== change.beforeHash) {
    const what = current === null ? 'was deleted' : change.beforeHash === null ? 'was created' : 'changed';
    return {
      record: { ...base, action: 'conflict', reason: `${change.relative} ${what} on disk since the change was staged; not overwritten` },
    };
  }
  // Made read-only since the check before the questions (writable.ts): a write by rename would replace it anyway.
  if (current && (statSync(change.path).mode & 0o222) === 0) {
    return {
      record: {
        ...base,
        action: 'failed',
        reason: `${change.relative} is read-only; not replaced (run chmod u+w on it, then apply the session)`,
      },
    };
  }
  let backup: string | undefined;
  let kept: string | undefined;
  if (current) {
    backup = await freshBackupPath(backupsDir(options.sessionDir), change.relative);
    try {
      await writePrivateFile(backup, current.bytes, undefined, options.sessionDir);
    } catch (err) {
      return { record: { ...base, action: 'failed', reason: `backup not saved, note left alone: ${message(err)}` }, undoUnsaved: true };
    }
    if (keeping(options)) {
      try {
        kept = await keepBackup(options, backup, current.bytes);
      } catch (err) {
        await dropSessionFile(backup, backupsDir(options.sessionDir));
        return {
          record: { ...base, action: 'failed', reason: `backup not kept in ${options.keep}, note left alone: ${message(err)}` },
          undoUnsaved: true,
        };
      }
    }
  }
  const unrecorded = await recordIntent(options, {
    at: new Date().toISOString(),
    id,
    intent: current ? 'updated' : 'created',
    path: change.path,
    relative: change.relative,
    ...(backup ? { backup } : {}),
    bytes: Buffer.byteLength(change.after),
    hashBefore: change.beforeHash,
    hashAfter: change.afterHash,
    ops: change.ops,
  });
  if (unrecorded) {
    if (backup) await dropSessionFile(backup, backupsDir(options.sessionDir));
    if (kept) await dropSessionFile(kept, backupsDir(options.keep!));
    return { record: { ...base, action: 'failed', reason: unrecorded }, undoUnsaved: true };
  }
  try {
    const written = await writeFileAtomic(change.path, change.after, {
      expectedHash: change.beforeHash,
      label: change.relative,
      within: options.vault,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.fs ? { fs: options.fs } : {}),
    });
    const record: WriteRecord = { ...base, action: current ? 'updated' : 'created', bytes: written.bytes, hashAfter: written.hash };
    if (backup) record.backup = backup;
    if (written.createdFolder !== undefined) record.createdFolder = createdFolderOf(change.relative, change.path, written.createdFolder);
    return { record };
  } catch (err) {
    // Nothing was written: a backup of an untouched note would only mislead a later restore.
    if (backup) await dropSessionFile(backup, backupsDir(options.sessionDir));
    if (kept) await dropSessionFile(kept, backupsDir(options.keep!));
    if (err instanceof InterruptedError) throw err;
    return { record: { ...base, action: err instanceof ChangedOnDisk ? 'conflict' : 'failed', reason: message(err) } };
  }
}

/**
 * The top folder a write created, vault-relative: counted in levels above the note (the write's own path and the
 * folder it made are spelt alike) and cut from the note's vault-relative name, so it never depends on how the
 * vault's own path is spelt (a symlinked vault, a real path).
 */
function createdFolderOf(relativeName: string, path: string, top: string): string {
  const below = relative(top, dirname(path));
  const levels = below === '' ? 1 : below.split(sep).length + 1;
  const folders = relativeName.split('/').slice(0, -1);
  return folders.slice(0, folders.length - levels + 1).join('/');
}

/** One line naming every note that ended in conflict or failed, with why; undefined when none did. */
export function writeTrouble(records: readonly WriteRecord[]): string | undefined {
  const troubled = records.filter((r) => r.action === 'conflict' || r.action === 'failed');
  return troubled.length ? troubled.map((r) => r.reason ?? `${r.relative}: ${r.action}`).join('; ') : undefined;
}

function skippedRecord(change: StagedChange, reason: string): WriteRecord {
  return {
    path: change.path,
    relative: change.relative,
    action: 'skipped',
    bytes: 0,
    hashBefore: change.beforeHash,
    hashAfter: null,
    reason,
    ops: change.ops,
  };
}

/**
 * Applies each change whose decision is 'apply'. Throws VaultLocked (nothing written) when another run holds the
 * vault; otherwise every change gets a record, in order. When nothing is to be applied the vault is not touched
 * at all, not even by the lock.
 */
export async function applyChanges(
  changes: readonly StagedChange[],
  decisions: readonly Decision[],
  options: ApplyOptions,
): Promise<ApplyResult> {
  if (decisions.length !== changes.length) throw new RangeError(`${changes.length} changes but ${decisions.length} decisions`);
  const result: ApplyResult = { records: [], interrupted: false };
  const settle = async (change: StagedChange, record: WriteRecord, id?: string) => {
    if (record.reason === 'interrupted' && !result.interrupted) {
      result.interrupted = true;
      result.stoppedAt = change.relative;
    }
    result.records.push(record);
    const line = { at: new Date().toISOString(), ...(id ? { id } : {}), ...record };
    // The intent of a write was on disk in both journals before the note was touched: this mark only says how it
    // ended, which a restore can also tell from the note, so a journal that cannot take it does not stop the apply.
    for (const dir of keeping(options) ? [options.sessionDir, options.keep] : [options.sessionDir]) {
      await appendJournal(dir, line, options.fs).catch(() => undefined);
    }
  };
  if (!decisions.includes('apply')) {
    for (const change of changes) await settle(change, skippedRecord(change, 'declined'));
    return result;
  }
  return withVaultLock(options, async (lock) => {
    const swept = await sweepLeftovers(changes.filter((_, i) => decisions[i] === 'apply').map((c) => c.path));
    if (swept.length) result.swept = swept;
    // The first note whose undo could not be saved: the notes after it are not tried (see Outcome).
    let unsaved: string | undefined;
    for (const [i, change] of changes.entries()) {
      let record: WriteRecord;
      if (result.interrupted) record = skippedRecord(change, 'interrupted');
      else if (decisions[i] !== 'apply') record = skippedRecord(change, 'declined');
      else if (change.before !== null && change.after === change.before) record = skippedRecord(change, 'unchanged');
      else if (unsaved !== undefined) record = skippedRecord(change, `not tried: the undo of ${unsaved} could not be saved`);
      else if (options.signal?.aborted) record = skippedRecord(change, 'interrupted');
      else {
        const id = randomBytes(8).toString('hex');
        try {
          const outcome = await applyOne(change, options, lock, id);
          record = outcome.record;
          if (outcome.undoUnsaved) unsaved = change.relative;
        } catch (err) {
          if (!(err instanceof InterruptedError)) throw err;
          record = skippedRecord(change, 'interrupted');
        }
        await settle(change, record, id);
        continue;
      }
      await settle(change, record);
    }
    return result;
  });
}
