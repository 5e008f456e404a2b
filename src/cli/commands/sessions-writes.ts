/**
 * `skill sessions apply <id>`: apply what a session staged (a run without a terminal, a --dry-run, a declined
 * confirmation). `skill sessions restore <id>`: put back what a session's writes replaced, with a diff and a
 * confirmation. Both take the vault lock and go through the same atomic, hash-checked writes as `skill run`, and
 * both work on the session's kept copy when its folder under the temp dir was cleared.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { type Io, useColour } from '../../io/io.js';
import { printResult } from '../json.js';
import { createAsker } from '../../io/asker.js';
import { openKeptCopy, whyNotKept } from '../../session/kept.js';
import type { SessionEntry } from '../../session/retention.js';
import { amendState, writeState, type SessionState } from '../../session/state.js';
import { appliedWrites } from '../../session/journal.js';
import { noteHash } from '../../session/note-now.js';
import { journalRestore, markRestoreDone, unrecordedRestores } from '../../session/restore-journal.js';
import { lastRestore } from '../../session/undo.js';
import { bindSession, localTime, plural } from './sessions.js';
import { checkStagedVault, pathInVault, sessionFileOf, type BoundSession } from '../../session/lookup.js';
import { loadStage, saveStage } from '../../phases/write/stage-store.js';
import { Stage } from '../../phases/write/stage.js';
import { reviewAndApply } from '../../phases/write/review.js';
import { writeTrouble, type WriteRecord } from '../../phases/write/apply.js';
import { readBackup, restoreBackups, splitRestores, type RestoreRecord } from '../../phases/write/restore.js';
import { checkWritable } from '../../phases/write/writable.js';
import { confinedLockPath } from '../../vault/lock.js';
import { renderDiff } from '../../phases/write/diff.js';
import { BadInputError, EXIT, RunFailure } from '../../errors.js';
import { byCodeUnit } from '../../text/order.js';

export interface SessionWriteOptions {
  yes?: boolean;
  dryRun?: boolean;
  force?: boolean;
  json?: boolean;
  vault?: string;
  /** The vault the session was made for moved or was copied to the command's vault (src/session/lookup.ts). */
  vaultMoved?: boolean;
}

/**
 * The kept copy a write on this session must fill too, given the stage: none when the session is its own kept copy;
 * made now for a session that has none yet (one staged before kept copies existed).
 */
async function keptCopyFor(entry: SessionEntry, stage: Stage): Promise<string | undefined> {
  if (!entry.temp || !entry.state) return undefined;
  entry.state.kept ??= entry.keptHome;
  try {
    const keep = openKeptCopy(entry.temp, entry.state);
    if (keep) await saveStage(stage, keep);
    return keep;
  } catch (err) {
    throw new RunFailure(`cannot keep the undo of these writes: ${whyNotKept(err)}; nothing was written`);
  }
}

/**
 * The stage as saved, in the bound vault: every change's note confined again there (refused when the manifest names
 * a note that is not the one of that name in the vault it was made for), the notes it may write by their names.
 */
function stageInVault(bound: BoundSession, saved: Stage): Stage {
  checkStagedVault(bound, saved.vault);
  const changes = saved.changes().map((c) => ({ ...c, path: pathInVault(bound, c) }));
  const named = saved.allowed
    .map((p) => (isAbsolute(p) ? relative(saved.vault, p) : p))
    .filter((p) => !p.startsWith('..') && !isAbsolute(p));
  const allowed = [...new Set([...changes.map((c) => c.relative), ...named])];
  return new Stage({ sessionDir: saved.sessionDir, vault: bound.vault, allowed, limits: saved.limits, initial: changes });
}

export async function handleSessionsApply(io: Io, ref: string, opts: SessionWriteOptions): Promise<number> {
  const bound = bindSession(io, ref, opts);
  const { entry } = bound;
  const saved = await loadStage(entry.dir, entry.kept);
  if (!saved || saved.changes().length === 0) throw new BadInputError(`session ${entry.id} has no staged changes to apply`);
  const stage = stageInVault(bound, saved);
  const state = entry.state;
  if (!opts.dryRun) checkWritable({ notes: stage.changes(), vault: stage.vault, kept: entry.kept ?? entry.keptHome });
  const keep = opts.dryRun ? undefined : await keptCopyFor(entry, stage);
  const asker = createAsker(io);
  const display = opts.json ? io.stderr : io.stdout;
  try {
    const review = await reviewAndApply({
      stage,
      sessionDir: entry.dir,
      sessionId: entry.id,
      command: io.command,
      vault: stage.vault,
      yes: Boolean(opts.yes),
      dryRun: Boolean(opts.dryRun),
      interactive: asker.interactive,
      ask: (q) => asker.ask(q),
      out: display,
      colour: useColour(display, io.env),
      signal: io.signal,
      ...(keep ? { keep } : {}),
      refuseUnconfirmed: true,
    });
    const records = review.apply?.records ?? [];
    if (state && records.length) {
      state.writes = [...(state.writes as WriteRecord[]).filter((w) => w.action !== 'skipped'), ...records];
      const applied = records.some((r) => r.action === 'created' || r.action === 'updated');
      const trouble = writeTrouble(records);
      state.status = review.apply?.interrupted ? 'interrupted' : trouble ? 'failed' : applied ? 'done' : state.status;
      // What an earlier attempt said about stopping no longer holds once this one settled the changes.
      delete state.stoppedIn;
      delete state.error;
      if (review.apply?.interrupted) state.stoppedIn = `write (before ${review.apply.stoppedAt})`;
      else if (trouble) Object.assign(state, { stoppedIn: 'write', error: trouble });
      writeState(entry.dir, state);
    }
    if (opts.json)
      printResult(io.stdout, {
        session: entry.dir,
        outcome: review.outcome,
        writes: records.map((r) => ({ path: r.path, action: r.action, ...(r.reason ? { reason: r.reason } : {}) })),
      });
    if (review.apply?.interrupted) return EXIT.interrupted;
    return records.some((r) => r.action === 'conflict' || r.action === 'failed') ? EXIT.failure : EXIT.ok;
  } finally {
    asker.close();
  }
}

/** The folders holding a session's journal: the session and its kept copy (either may have lost it, or a line). */
function journalDirs(entry: SessionEntry): string[] {
  return [...new Set([entry.dir, ...(entry.kept ? [entry.kept] : [])])];
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** Why a restore has nothing left to do: the notes are as they were before the session (said with the last restore). */
function nothingLeft(id: string, state: SessionState): string {
  const last = lastRestore(state.restores);
  return last
    ? `session ${id} was restored on ${localTime(last.at)}: the notes it wrote are as they were before it; nothing left to restore`
    : `the notes session ${id} wrote are already as they were before it; nothing left to restore`;
}

/** A write the session recorded, in the bound vault: its note confined again there, its backup inside the session. */
function writeInVault(bound: BoundSession, w: WriteRecord): WriteRecord {
  return { ...w, path: pathInVault(bound, w), ...(w.backup ? { backup: sessionFileOf(bound, w.backup, bound.entry.dir) } : {}) };
}

export async function handleSessionsRestore(io: Io, ref: string, opts: SessionWriteOptions): Promise<number> {
  const bound = bindSession(io, ref, opts);
  const { entry, vault } = bound;
  const state = entry.state;
  const recorded = appliedWrites<WriteRecord>(journalDirs(entry), state?.writes);
  const writes = recorded.map((w) => writeInVault(bound, w));
  // The path the session's journal names each note by, for session.json's record of this restore (undo.ts).
  const recordedPath = new Map(writes.map((w, i) => [w.path, recorded[i]!.path]));
  if (writes.length === 0) throw new BadInputError(`session ${entry.id} wrote nothing to the vault; nothing to restore`);
  if (!state) throw new BadInputError(`session ${entry.id} has no readable session.json; its vault is unknown`);
  settleRestores(entry, state);
  const { pending, back } = await splitRestores(writes);
  if (pending.length === 0) throw new BadInputError(nothingLeft(entry.id, state));
  // A .skill leading out of the vault would take the restore's lock there: said before the diff and the question.
  if (!opts.dryRun) confinedLockPath(vault);
  const display = opts.json ? io.stderr : io.stdout;
  const colour = useColour(display, io.env);
  // Each backup from the session when it has it intact, else from its kept copy.
  const keep = entry.temp && entry.kept ? entry.kept : undefined;
  // The diff of the restore itself: from the note as it is now back to what it was before the session.
  for (const w of pending) {
    const now = readOrNull(w.path);
    const saved =
      w.action === 'created' ? { bytes: Buffer.alloc(0) } : await readBackup(w, { sessionDir: entry.dir, ...(keep ? { keep } : {}) });
    if ('reason' in saved) {
      display.write(`✗ ${w.relative} cannot be restored: ${saved.reason}\n`);
      continue;
    }
    display.write(`${renderDiff({ relative: w.relative, before: now, after: saved.bytes.toString('utf8') }, { colour })}\n`);
    if (w.action === 'created') {
      const folders = w.createdFolder
        ? `, with the folder ${w.createdFolder}/ the session created for it if nothing else is left in it`
        : '';
      display.write(`(${w.relative} was created by the session and will be deleted${folders})\n`);
    }
  }
  for (const relative of new Set(back.map((w) => w.relative))) display.write(`· ${relative} is already as it was before the session\n`);
  if (opts.dryRun) {
    display.write('Dry run: nothing was restored.\n');
    return EXIT.ok;
  }
  const notes = new Set(pending.map((w) => w.path)).size;
  const asker = createAsker(io);
  try {
    if (!opts.yes) {
      if (!asker.interactive) {
        throw new BadInputError('no terminal to confirm on and no --yes: nothing was restored', {
          hint: `to restore: ${io.command} sessions restore ${entry.id} --yes`,
        });
      }
      const answer = (await asker.ask(`Restore ${plural(notes, 'note')} as they were before ${entry.id}? [y/N] `))?.trim().toLowerCase();
      if (answer !== 'y' && answer !== 'yes') {
        display.write('Nothing was restored.\n');
        return EXIT.ok;
      }
    }
    const restoreId = journalPending(entry, writes, pending, recordedPath);
    const result = await restoreBackups(pending, {
      sessionDir: entry.dir,
      vault,
      force: Boolean(opts.force),
      signal: io.signal,
      ...(keep ? { keep } : {}),
    }).catch((err: unknown) => {
      // Whatever it put back before failing is recorded as the notes show it; the intent is then closed.
      settleRestores(entry, state);
      markRestoreDone(journalDirs(entry), restoreId);
      throw err;
    });
    for (const path of result.swept ?? []) display.write(`· removed ${relative(vault, path)}, left by an interrupted write\n`);
    for (const r of result.records) {
      const folders = r.removedFolders?.length
        ? `; removed the empty folder${r.removedFolders.length === 1 ? '' : 's'} the session created: ${r.removedFolders.map((f) => `${f}/`).join(', ')}`
        : '';
      display.write(
        `${r.action === 'restored' || r.action === 'deleted' ? '✓' : r.action === 'unchanged' ? '·' : '✗'} ${r.action} ${r.relative}${r.reason ? ` — ${r.reason}` : ''}${r.displaced ? ` (its content was kept at ${r.displaced})` : ''}${folders}\n`,
      );
    }
    const outcome = [
      ...result.records,
      ...back.map((w) => ({ path: w.path, relative: w.relative, action: 'unchanged' as const, reason: 'already as before the session' })),
    ];
    recordRestore(
      entry,
      state,
      outcome.map((n) => ({ ...n, path: recordedPath.get(n.path) ?? n.path })),
    );
    markRestoreDone(journalDirs(entry), restoreId);
    if (opts.json) printResult(io.stdout, { session: entry.dir, restores: result.records });
    if (result.interrupted) return EXIT.interrupted;
    return result.records.some((r) => r.action === 'conflict' || r.action === 'failed') ? EXIT.failure : EXIT.ok;
  } finally {
    asker.close();
  }
}

/**
 * Restores the journal holds that session.json never recorded (the command was killed between putting notes back
 * and recording it) are recorded now, as the notes show them (src/session/restore-journal.ts).
 */
function settleRestores(entry: SessionEntry, state: SessionState): void {
  const found = unrecordedRestores(journalDirs(entry), noteHash);
  if (found.length === 0) return;
  state.restores = [...(state.restores ?? []), ...found.map(({ id: _id, ...event }) => event)].sort((a, b) => byCodeUnit(a.at, b.at));
  amendState(entry.dir, state);
  for (const f of found) markRestoreDone(journalDirs(entry), f.id);
}

/**
 * Journals the restore about to happen, before any note is touched (src/session/restore-journal.ts): a restore
 * killed before session.json records it is settled from this. Returns its id; throws, restoring nothing, when the
 * journal cannot be written.
 */
function journalPending(
  entry: SessionEntry,
  writes: readonly WriteRecord[],
  pending: readonly WriteRecord[],
  recordedPath: ReadonlyMap<string, string>,
): string {
  const id = randomUUID();
  const notes = [...new Map(pending.map((w) => [w.path, w])).values()].map((w) => ({
    path: w.path,
    recorded: recordedPath.get(w.path) ?? w.path,
    relative: w.relative,
    goal: goalOf(writes, w.path),
  }));
  try {
    journalRestore(journalDirs(entry), id, notes);
  } catch (err) {
    throw new RunFailure(`cannot journal the restore: ${whyNotKept(err)}; nothing was restored`);
  }
  return id;
}

/** What a restore puts a note back to: its content before the session's first write of it; absent for one it created. */
function goalOf(writes: readonly WriteRecord[], path: string): string | null {
  const first = writes.find((w) => w.path === path)!;
  return first.action === 'created' ? null : (first.hashBefore ?? null);
}

/** Notes in session.json (and its kept copy's) what this restore did, so `sessions` and `sessions show` say so. */
function recordRestore(entry: SessionEntry, state: SessionState, notes: RestoreRecord[]): void {
  if (notes.length === 0) return;
  const kept = state.kept ?? (entry.kept !== entry.dir ? entry.kept : undefined);
  const event = {
    at: new Date().toISOString(),
    notes: notes.map((n) => ({
      path: n.path,
      relative: n.relative,
      action: n.action,
      ...(n.reason ? { reason: n.reason } : {}),
      ...(n.displaced ? { displaced: n.displaced } : {}),
    })),
  };
  Object.assign(state, { restores: [...(state.restores ?? []), event] }, kept ? { kept } : {});
  amendState(entry.dir, state);
}
