/**
 * Undoes a session's writes (`skill sessions restore`): updated notes get their backup back, created notes are
 * deleted. Only notes still exactly as the session left them are touched; a note edited since is a conflict,
 * unless forced, and even then its current content is first copied to `<session>/backups/displaced/` so the
 * restore itself never loses a word. Records are undone newest first, so a note written twice ends at its oldest
 * backup. A created note's folders that its write created (`createdFolder`) are removed with it when they are left
 * empty; a folder holding anything else, or one the vault had before, stays. Interruption stops between notes.
 *
 * It works on the session under the temp dir or on its kept copy alike: a recorded backup path is looked up in
 * the copy at hand (locateInSession), and with `keep` (the kept copy of a session whose temp folder is there) in the
 * kept copy when the session's is missing or not the content it saved. Displaced content is written to both.
 */
import { readFile, rmdir, unlink } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { locateInSession } from '../../session/kept.js';
import { InterruptedError } from '../../errors.js';
import {
  ChangedOnDisk,
  hashContent,
  readCurrent,
  sweepLeftovers,
  writeFileAtomic,
  writePrivateFile,
  type CurrentContent,
  type FsLayer,
} from '../../vault/atomic.js';
import { backupsDir, confineAgain, freshBackupPath, withVaultLock, type WriteRecord } from './apply.js';

type RestoreAction = 'restored' | 'deleted' | 'unchanged' | 'conflict' | 'failed';

export interface RestoreRecord {
  path: string;
  relative: string;
  action: RestoreAction;
  reason?: string;
  /** Where the note's content was copied before a forced restore replaced or deleted it. */
  displaced?: string;
  /** Folders the session's write created for the note, removed now that they are empty (vault-relative, deepest first). */
  removedFolders?: string[];
}

export interface RestoreOptions {
  sessionDir: string;
  vault: string;
  /** Restore even notes changed since the session wrote them (their content is kept under backups/displaced/). */
  force?: boolean;
  owner?: string;
  signal?: AbortSignal;
  fs?: FsLayer;
  /** The session's kept copy, which receives displaced content too. */
  keep?: string;
}

async function displace(options: RestoreOptions, record: WriteRecord, current: CurrentContent): Promise<string> {
  const target = await freshBackupPath(join(backupsDir(options.sessionDir), 'displaced'), record.relative);
  await writePrivateFile(target, current.bytes, undefined, options.sessionDir);
  if (options.keep && options.keep !== options.sessionDir) {
    await writePrivateFile(join(options.keep, relative(options.sessionDir, target)), current.bytes, undefined, options.keep);
  }
  return target;
}

/** The copies of the session to look for a backup in, the one at hand first. */
function copiesOf(options: Pick<RestoreOptions, 'sessionDir' | 'keep'>): string[] {
  return options.keep && options.keep !== options.sessionDir ? [options.sessionDir, options.keep] : [options.sessionDir];
}

/**
 * The backup of an updated note: from the first copy of the session that has it with the content it saved, else
 * why not, in one line naming each file looked at. `restore` and the preview of `skill sessions restore` share it,
 * so a missing backup is never shown as an empty note.
 */
export async function readBackup(
  record: WriteRecord,
  options: Pick<RestoreOptions, 'sessionDir' | 'keep'>,
): Promise<{ bytes: Buffer } | { reason: string }> {
  if (!record.backup) return { reason: 'no backup recorded' };
  const found: { file: string; state: 'is missing' | 'does not match the note it saved' }[] = [];
  for (const copy of copiesOf(options)) {
    const file = locateInSession(record.backup, copy, basename(copy));
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch {
      found.push({ file, state: 'is missing' });
      continue;
    }
    if (hashContent(bytes) === record.hashBefore) return { bytes };
    found.push({ file, state: 'does not match the note it saved' });
  }
  const [first, kept] = found as [(typeof found)[number], (typeof found)[number] | undefined];
  let also = '';
  if (kept) {
    if (kept.state !== first.state) also = `, and the kept copy's (${kept.file}) ${kept.state}`;
    else
      also =
        first.state === 'is missing' ? `, and so is the kept copy's (${kept.file})` : `, and neither does the kept copy's (${kept.file})`;
  }
  return { reason: `backup ${first.file} ${first.state}${also}` };
}

/**
 * Removes the folders a created note's write made, deepest first, now that the note is gone: from the note's folder
 * up to `createdFolder`, each only while empty (rmdir refuses one that is not). A `createdFolder` that is not a
 * folder above the note (a record edited by hand) removes nothing.
 */
async function removeCreatedFolders(record: WriteRecord): Promise<string[]> {
  const folders = record.relative.split('/').slice(0, -1);
  const top = record.createdFolder?.split('/') ?? [];
  if (top.length === 0 || top.length > folders.length || top.some((part, i) => part !== folders[i])) return [];
  const removed: string[] = [];
  let dir = dirname(record.path);
  for (let depth = folders.length; depth >= top.length; depth--, dir = dirname(dir)) {
    const outcome = await rmdir(dir).then(
      () => 'removed',
      (err: NodeJS.ErrnoException) => err.code,
    );
    if (outcome === 'removed') removed.push(folders.slice(0, depth).join('/'));
    else if (outcome !== 'ENOENT') break; // not empty (or not ours to remove): it and what is above it stay
  }
  return removed;
}

async function restoreOne(record: WriteRecord, options: RestoreOptions): Promise<RestoreRecord> {
  const base = { path: record.path, relative: record.relative };
  const refused = confineAgain(options.vault, record);
  if (refused) return { ...base, action: 'failed', reason: refused };
  const current = await readCurrent(record.path, options.fs);
  const goal = record.action === 'created' ? null : record.hashBefore;
  if ((current?.hash ?? null) === goal) {
    // A created note already gone (an earlier restore stopped before its folders): they go now if empty.
    const removedFolders = record.action === 'created' ? await removeCreatedFolders(record) : [];
    return { ...base, action: 'unchanged', reason: 'already as before the session', ...(removedFolders.length ? { removedFolders } : {}) };
  }

  let backup: Buffer | undefined;
  if (record.action === 'updated') {
    const read = await readBackup(record, options);
    if ('reason' in read) return { ...base, action: 'failed', reason: read.reason };
    backup = read.bytes;
  }

  const changedSince = (current?.hash ?? null) !== record.hashAfter;
  if (changedSince && !options.force) {
    return { ...base, action: 'conflict', reason: `${record.relative} changed since the session wrote it; use --force to restore anyway` };
  }
  const out: RestoreRecord = { ...base, action: backup ? 'restored' : 'deleted' };
  if (changedSince && current) out.displaced = await displace(options, record, current);

  if (backup) {
    await writeFileAtomic(record.path, backup, {
      expectedHash: current?.hash ?? null,
      label: record.relative,
      within: options.vault,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.fs ? { fs: options.fs } : {}),
    });
  } else if (current) {
    // Checked again right before the unlink: the window left is the unlink itself.
    const now = await readCurrent(record.path, options.fs);
    if (now?.hash !== current.hash) return { ...base, action: 'conflict', reason: `${record.relative} changed during the restore` };
    await unlink(record.path);
    const removedFolders = await removeCreatedFolders(record);
    if (removedFolders.length) out.removedFolders = removedFolders;
  }
  return out;
}

/** A session's writes split by what a restore would still do: notes not yet as before the session, and notes that are. */
export interface RestoreSplit {
  pending: WriteRecord[];
  back: WriteRecord[];
}

/**
 * Which notes a restore would change. A note is back when it is as it was before the session's first write of it
 * (absent, for one it created), whoever put it back: its writes need nothing more. The others are pending, a note
 * edited since the session wrote it included (the restore reports it as a conflict unless forced).
 */
export async function splitRestores(records: readonly WriteRecord[], fs?: FsLayer): Promise<RestoreSplit> {
  const goal = new Map<string, string | null>();
  for (const r of records) if (!goal.has(r.path)) goal.set(r.path, r.action === 'created' ? null : r.hashBefore);
  const isBack = new Map<string, boolean>();
  for (const [path, hash] of goal) {
    try {
      isBack.set(path, ((await readCurrent(path, fs))?.hash ?? null) === hash);
    } catch {
      isBack.set(path, false); // unreadable: the restore itself says why
    }
  }
  return { pending: records.filter((r) => !isBack.get(r.path)), back: records.filter((r) => isBack.get(r.path)) };
}

export interface RestoreResult {
  records: RestoreRecord[];
  /** The signal fired; the records not listed were left as they are. */
  interrupted: boolean;
  /** Temp files an interrupted write left beside these notes, removed under the lock. */
  swept?: string[];
}

/** Restores the given records (from session.json or readJournal), newest first. Throws VaultLocked when busy. */
export async function restoreBackups(records: readonly WriteRecord[], options: RestoreOptions): Promise<RestoreResult> {
  return withVaultLock(options, async () => {
    const result: RestoreResult = { records: [], interrupted: false };
    const swept = await sweepLeftovers(records.map((r) => r.path));
    if (swept.length) result.swept = swept;
    for (const record of [...records].reverse()) {
      if (record.action !== 'created' && record.action !== 'updated') continue;
      if (options.signal?.aborted) {
        result.interrupted = true;
        break;
      }
      try {
        result.records.push(await restoreOne(record, options));
      } catch (err) {
        if (err instanceof InterruptedError) {
          result.interrupted = true;
          break;
        }
        const action = err instanceof ChangedOnDisk ? 'conflict' : 'failed';
        result.records.push({
          path: record.path,
          relative: record.relative,
          action,
          reason: err instanceof Error ? err.message : String(err),
        });
      }
    }
    return result;
  });
}
