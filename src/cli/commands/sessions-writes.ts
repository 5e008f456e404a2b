/**
 * `skill sessions apply <id>`: apply what a session staged (a run without a terminal, a --dry-run, a declined
 * confirmation). `skill sessions restore <id>`: put back what a session's writes replaced, with a diff and a
 * confirmation. Both take the vault lock and go through the same atomic, hash-checked writes as `skill run`, and
 * both work on the session's kept copy when its folder under the temp dir was cleared.
 */
import { readFileSync } from 'node:fs';
import { type Io, useColour } from '../../io/io.js';
import { printResult } from '../json.js';
import { createAsker } from '../../io/asker.js';
import { openKeptCopy } from '../../session/kept.js';
import type { SessionEntry } from '../../session/retention.js';
import { writeState } from '../../session/state.js';
import { lookupSession } from './sessions.js';
import { loadStage, saveStage } from '../../phases/write/stage-store.js';
import { reviewAndApply } from '../../phases/write/review.js';
import { readJournal, writeTrouble, type WriteRecord } from '../../phases/write/apply.js';
import { readBackup, restoreBackups } from '../../phases/write/restore.js';
import { checkWritable } from '../../phases/write/writable.js';
import { renderDiff } from '../../phases/write/diff.js';
import { BadInputError, EXIT, RunFailure } from '../../errors.js';

export interface SessionWriteOptions {
  yes?: boolean;
  dryRun?: boolean;
  force?: boolean;
  json?: boolean;
  vault?: string;
}

/**
 * The kept copy a write on this session must fill too: none when the session is its own kept copy; made now for a
 * session that has none yet (one staged before kept copies existed).
 */
function keptCopyFor(entry: SessionEntry): string | undefined {
  if (!entry.temp || !entry.state) return undefined;
  entry.state.kept ??= entry.keptHome;
  try {
    return openKeptCopy(entry.temp, entry.state);
  } catch (err) {
    const why = (err as NodeJS.ErrnoException).code ?? (err instanceof Error ? err.message : String(err));
    throw new RunFailure(`cannot keep the undo of these writes in ${entry.state.kept}: ${why}; nothing was written`);
  }
}

export async function handleSessionsApply(io: Io, ref: string, opts: SessionWriteOptions): Promise<number> {
  const entry = lookupSession(io, ref, opts.vault);
  const stage = await loadStage(entry.dir, entry.kept);
  if (!stage || stage.changes().length === 0) throw new BadInputError(`session ${entry.id} has no staged changes to apply`);
  const state = entry.state;
  if (!opts.dryRun) checkWritable({ notes: stage.changes(), vault: stage.vault, kept: entry.kept ?? entry.state?.kept ?? entry.keptHome });
  const keep = opts.dryRun ? undefined : keptCopyFor(entry);
  if (keep) await saveStage(stage, keep);
  const asker = createAsker(io);
  const display = opts.json ? io.stderr : io.stdout;
  try {
    const review = await reviewAndApply({
      stage, sessionDir: entry.dir, sessionId: entry.id, command: io.command, vault: stage.vault, yes: Boolean(opts.yes), dryRun: Boolean(opts.dryRun),
      interactive: asker.interactive, ask: (q) => asker.ask(q), out: display, colour: useColour(display, io.env), signal: io.signal, ...(keep ? { keep } : {}),
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
    if (opts.json) printResult(io.stdout, { session: entry.dir, outcome: review.outcome, writes: records.map((r) => ({ path: r.path, action: r.action, ...(r.reason ? { reason: r.reason } : {}) })) });
    if (review.apply?.interrupted) return EXIT.interrupted;
    return records.some((r) => r.action === 'conflict' || r.action === 'failed') ? EXIT.failure : EXIT.ok;
  } finally {
    asker.close();
  }
}

/**
 * The writes a session made: the journal apply keeps beside the backups (appended and flushed as each note is
 * written, so it is complete even when session.json is not) in the session and in its kept copy (either may have
 * lost it, or a line), and any write only session.json knows of, oldest first.
 */
async function sessionWrites(entry: SessionEntry): Promise<WriteRecord[]> {
  const key = (r: WriteRecord) => `${r.action}\0${r.path}\0${r.hashAfter}`;
  const known = new Set<string>();
  const writes: WriteRecord[] = [];
  const journals = await Promise.all([...new Set([entry.dir, ...(entry.kept ? [entry.kept] : [])])].map((dir) => readJournal(dir)));
  for (const r of [...journals.flat(), ...((entry.state?.writes ?? []) as WriteRecord[])]) {
    if ((r.action !== 'created' && r.action !== 'updated') || known.has(key(r))) continue;
    known.add(key(r));
    writes.push(r);
  }
  return writes;
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

export async function handleSessionsRestore(io: Io, ref: string, opts: SessionWriteOptions): Promise<number> {
  const entry = lookupSession(io, ref, opts.vault);
  const writes = await sessionWrites(entry);
  if (writes.length === 0) throw new BadInputError(`session ${entry.id} wrote nothing to the vault; nothing to restore`);
  const vault = entry.state?.vault;
  if (!vault) throw new BadInputError(`session ${entry.id} has no readable session.json; its vault is unknown`);
  const display = opts.json ? io.stderr : io.stdout;
  const colour = useColour(display, io.env);
  // Each backup from the session when it has it intact, else from its kept copy.
  const keep = entry.temp && entry.kept ? entry.kept : undefined;
  // The diff of the restore itself: from the note as it is now back to what it was before the session.
  for (const w of writes) {
    const now = readOrNull(w.path);
    const back = w.action === 'created' ? { bytes: Buffer.alloc(0) } : await readBackup(w, { sessionDir: entry.dir, ...(keep ? { keep } : {}) });
    if ('reason' in back) {
      display.write(`✗ ${w.relative} cannot be restored: ${back.reason}\n`);
      continue;
    }
    display.write(`${renderDiff({ relative: w.relative, before: now, after: back.bytes.toString('utf8') }, { colour })}\n`);
    if (w.action === 'created') display.write(`(${w.relative} was created by the session and will be deleted)\n`);
  }
  if (opts.dryRun) {
    display.write('Dry run: nothing was restored.\n');
    return EXIT.ok;
  }
  const asker = createAsker(io);
  try {
    if (!opts.yes) {
      if (!asker.interactive) {
        display.write('No terminal to confirm on: nothing was restored. Run again with --yes to restore.\n');
        return EXIT.ok;
      }
      const answer = (await asker.ask(`Restore ${writes.length} note${writes.length === 1 ? '' : 's'} as they were before ${entry.id}? [y/N] `))?.trim().toLowerCase();
      if (answer !== 'y' && answer !== 'yes') {
        display.write('Nothing was restored.\n');
        return EXIT.ok;
      }
    }
    const result = await restoreBackups(writes, { sessionDir: entry.dir, vault, force: Boolean(opts.force), signal: io.signal, ...(keep ? { keep } : {}) });
    for (const r of result.records) display.write(`${r.action === 'restored' || r.action === 'deleted' ? '✓' : r.action === 'unchanged' ? '·' : '✗'} ${r.action} ${r.relative}${r.reason ? ` — ${r.reason}` : ''}${r.displaced ? ` (its content was kept at ${r.displaced})` : ''}\n`);
    if (opts.json) printResult(io.stdout, { session: entry.dir, restores: result.records });
    if (result.interrupted) return EXIT.interrupted;
    return result.records.some((r) => r.action === 'conflict' || r.action === 'failed') ? EXIT.failure : EXIT.ok;
  } finally {
    asker.close();
  }
}
