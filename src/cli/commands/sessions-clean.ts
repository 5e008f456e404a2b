/**
 * `skill sessions clean`: the current vault's sessions (every vault's with --all) past their retention go; kept
 * copies past theirs too, except those holding the only undo of a write still in the vault (deleted only after a
 * yes; those whose notes cannot be checked now, only after a yes on a terminal) and those holding the only copy of
 * text found nowhere else (displaced text; a backup, or a staged change never applied, whose text is no longer in
 * the vault verbatim), which retention never deletes.
 *
 * `skill sessions clean <id>...`: removes the named sessions, folder and kept copy, whatever they hold; what would
 * be lost (the only copy of text, the only undo of a write, staged changes) is listed first and needs a yes on a
 * terminal or --yes. Without either, nothing it would have asked about is deleted.
 */
import { existsSync, rmSync } from 'node:fs';
import type { Io } from '../../io/io.js';
import { createAsker } from '../../io/asker.js';
import { BadInputError, quote } from '../../errors.js';
import { hasStagedChanges } from '../../session/kept.js';
import { findSession } from '../../session/lookup.js';
import { formatBytes, keptFiles } from '../../session/only-copy.js';
import {
  DEFAULT_RETENTION,
  dropKept,
  inUse,
  listSessions,
  liveWrites,
  pruneSessions,
  sessionPlaces,
  sessionsWithOnlyCopies,
  type HeldUndo,
  type KeptOnlyCopy,
  type RetentionPolicy,
  type SessionEntry,
} from '../../session/retention.js';
import { loadVaultConfig } from '../../vault/config.js';
import { acquireVaultLock, readVaultLock, VaultLocked, type VaultLock } from '../../vault/lock.js';
import { formatMs } from '../../session/timeline.js';
import { currentVault, describeFiles, onlyCopiesKept, plural, type SessionsScope } from './sessions.js';

export interface CleanOptions extends SessionsScope {
  keep?: string;
  yes?: boolean;
}

function days(ms: number): string {
  const d = ms / 86_400_000;
  return d >= 1 && Number.isInteger(d) ? `${d} day${d === 1 ? '' : 's'}` : formatMs(ms);
}

/**
 * The vault's retention. A vault that is gone still gets its old sessions tidied by the defaults; a config.yaml that
 * is there but wrong (a misspelt key, a duplicate) throws its ConfigError, naming the file and line, before anything
 * is removed: retention the person set and mistyped is not replaced by a guess.
 */
function retentionOf(vault: string): RetentionPolicy {
  return existsSync(vault) ? loadVaultConfig(vault).sessions : { ...DEFAULT_RETENTION };
}

export async function handleSessionsClean(io: Io, ids: readonly string[], opts: CleanOptions): Promise<void> {
  if (ids.length > 0) {
    if (opts.all || opts.keep !== undefined)
      throw new BadInputError('`sessions clean <id>` removes the sessions it names; --all and --keep do not go with it');
    return cleanNamed(io, ids, Boolean(opts.yes));
  }
  const keep = opts.keep === undefined ? undefined : Number(opts.keep);
  if (keep !== undefined && (!Number.isInteger(keep) || keep < 0))
    throw new BadInputError(`--keep ${quote(String(opts.keep))} should be a whole number, 0 or more`);
  const places = sessionPlaces(io.env);
  let vaults: string[];
  if (opts.all) {
    vaults = [...new Set(listSessions(places).flatMap((e) => (e.state ? [e.state.vault] : [])))];
  } else {
    const vault = currentVault(io, opts.vault);
    if (vault === undefined)
      throw new BadInputError("which vault's sessions? no vault given", {
        hint: 'pass --vault DIR (or set $SKILL_VAULT), or --all for every vault',
      });
    vaults = [vault];
  }
  const held: HeldUndo[] = [];
  const only: KeptOnlyCopy[] = [];
  // Every vault's config is read first: one that is wrong stops the clean before any vault is touched.
  const policies = new Map(vaults.map((vault) => [vault, { ...retentionOf(vault), ...(keep !== undefined ? { keep } : {}) }]));
  for (const [vault, policy] of policies) {
    const outcome = pruneSessions(places, vault, policy);
    const n = outcome.retired.length;
    const kept = n
      ? `; what ${n === outcome.removed.length ? (n === 1 ? 'it' : 'they') : `${n} of them`} staged or backed up stays kept under ${places.kept}`
      : '';
    io.stdout.write(
      `${vault}: removed ${plural(outcome.removed.length, 'session')} (kept the newest ${policy.keep} under ${days(policy.maxAgeMs)} old, and any still running)${kept}`,
    );
    io.stdout.write(
      outcome.keptRemoved.length
        ? `; removed ${plural(outcome.keptRemoved.length, 'kept copy', 'kept copies')} older than ${days(policy.keptMaxAgeMs)}.\n`
        : '.\n',
    );
    for (const s of outcome.spared) io.stdout.write(`  left ${s.dir}: ${s.reason}\n`);
    held.push(...outcome.held);
    only.push(...outcome.onlyCopies);
  }
  if (only.length) io.stdout.write(onlyCopiesKept(io, only, true));
  if (held.length) await dropHeld(io, held, Boolean(opts.yes));
}

/** A held kept copy's notes: those still as it wrote them, then those that cannot be checked, grouped by why. */
function heldNotes(h: HeldUndo): string {
  const why = new Map<string, string[]>();
  for (const u of h.unknown) why.set(u.why, [...(why.get(u.why) ?? []), u.relative]);
  return [
    ...(h.notes.length ? [h.notes.join(', ')] : []),
    ...[...why].map(([reason, notes]) => `${notes.join(', ')} (cannot be checked: ${reason})`),
  ].join('; ');
}

/** Asks (or takes --yes) before deleting kept copies holding the only undo of a write; no terminal: leaves them. */
async function dropHeld(io: Io, all: HeldUndo[], yes: boolean): Promise<void> {
  let held = all;
  const one = held.length === 1;
  const unchecked = held.some((h) => h.unknown.length > 0);
  io.stdout.write(
    `${plural(held.length, 'kept session')} past ${one ? 'its' : 'their'} age ${one ? 'holds' : 'hold'} the only undo of notes still as ${one ? 'it' : 'they'} wrote them${unchecked ? ', or that cannot be checked now' : ''}:\n`,
  );
  for (const h of held) io.stdout.write(`  ${h.entry.id}: ${heldNotes(h)}\n`);
  if (yes && unchecked) {
    // --yes agrees to drop the undo of notes it has seen; not of notes nobody could look at (an unmounted vault).
    const blind = held.filter((h) => h.unknown.length > 0);
    io.stdout.write(
      `Left ${blind.map((h) => h.entry.id).join(', ')}: ${blind.length === 1 ? 'its notes' : 'their notes'} cannot be checked now; run this again when the vault is there (or on a terminal, to be asked).\n`,
    );
    held = held.filter((h) => h.unknown.length === 0);
    if (held.length === 0) return;
  }
  if (!yes) {
    const answer = await confirm(io, `Delete ${held.length === 1 ? 'it' : 'them'} anyway? Those writes could no longer be undone. [y/N] `);
    if (answer === 'none') io.stdout.write('Left them (no terminal to confirm on; run with --yes to delete them).\n');
    if (answer !== 'yes') return;
  }
  for (const h of held) dropKept(h.entry);
  io.stdout.write(`Removed ${plural(held.length, 'kept copy', 'kept copies')}.\n`);
}

/** A yes on the terminal (`yes`), a no (`no`, said), or no terminal to ask on (`none`). */
async function confirm(io: Io, question: string): Promise<'yes' | 'no' | 'none'> {
  const asker = createAsker(io);
  try {
    if (!asker.interactive) return 'none';
    const answer = (await asker.ask(question))?.trim().toLowerCase();
    if (answer === 'y' || answer === 'yes') return 'yes';
    io.stdout.write('Left them.\n');
    return 'no';
  } finally {
    asker.close();
  }
}

/** `skill sessions clean <id>...`: see the top of this file. */
async function cleanNamed(io: Io, refs: readonly string[], yes: boolean): Promise<void> {
  const places = sessionPlaces(io.env);
  const entries = [...new Map(refs.map((ref) => findSession(places, ref)).map((e) => [e.id, e])).values()];
  for (const e of entries) {
    if (inUse(e.state)) throw new BadInputError(`session ${e.id} is still running (process ${e.state!.pid}); nothing was removed`);
  }
  const locks = await lockVaults(entries);
  try {
    await removeNamed(io, entries, yes);
  } finally {
    for (const lock of locks) await lock.release();
  }
}

/**
 * Takes, without waiting, the lock of each vault the named sessions were made for: a `sessions apply` (or a run's
 * write) holding it may be reading the very session. A vault that is gone has no lock to take; one that cannot be
 * written to is only checked.
 */
async function lockVaults(entries: readonly SessionEntry[]): Promise<VaultLock[]> {
  const locks: VaultLock[] = [];
  const vaults = [...new Set(entries.flatMap((e) => (e.state && existsSync(e.state.vault) ? [e.state.vault] : [])))];
  try {
    for (const vault of vaults) {
      const lock = await acquireVaultLock(vault, { owner: 'sessions-clean' }).catch(async (err: unknown) => {
        const holder = err instanceof VaultLocked ? err.holder : await readVaultLock(vault);
        if (err instanceof VaultLocked || holder) {
          const by = holder ? `process ${holder.pid} (${holder.owner}) holds ${vault}` : `${vault} is locked`;
          throw new BadInputError(`busy: ${by}; nothing was removed`, { hint: 'run this again when it has finished' });
        }
        return undefined;
      });
      if (lock) locks.push(lock);
    }
  } catch (err) {
    for (const lock of locks) await lock.release();
    throw err;
  }
  return locks;
}

async function removeNamed(io: Io, entries: readonly SessionEntry[], yes: boolean): Promise<void> {
  const places = sessionPlaces(io.env);
  // Only copies are judged as `skill sessions` judges them: against the vault and every other session.
  const only = new Map(sessionsWithOnlyCopies(listSessions(places)).map((o) => [o.entry.id, o.files]));
  const losses = entries.flatMap((e) => {
    const lost = [
      ...(only.has(e.id)
        ? [
            `the only copy of text found nowhere else (${formatBytes(only.get(e.id)!.reduce((n, f) => n + f.bytes, 0))}: ${describeFiles(only.get(e.id)!)})`,
          ]
        : []),
      ...undoLost(e),
      ...stagedLost(e),
    ];
    return lost.length ? [`  ${e.id}: ${lost.join('; ')}`] : [];
  });
  if (losses.length > 0) {
    io.stdout.write(`Removing ${entries.length === 1 ? 'it' : 'them'} deletes:\n${losses.join('\n')}\n`);
    const answer = yes ? 'yes' : await confirm(io, `Delete ${entries.length === 1 ? 'it' : 'them'}? [y/N] `);
    if (answer === 'none') {
      throw new BadInputError('no terminal to confirm on and no --yes: nothing was removed', {
        hint: `to remove: ${io.command} sessions clean ${entries.map((e) => e.id).join(' ')} --yes`,
      });
    }
    if (answer === 'no') return;
  }
  for (const e of entries) {
    if (e.temp) rmSync(e.temp, { recursive: true, force: true });
    if (e.kept) dropKept(e);
  }
  io.stdout.write(`Removed ${plural(entries.length, 'session')}: ${entries.map((e) => e.id).join(', ')}.\n`);
}

/**
 * Staged changes, in words true to what became of them: the notes never applied (the journal has no write of them),
 * else the staged copy of changes that were applied (only a copy is lost, not the change).
 */
function stagedLost(e: SessionEntry): string[] {
  const dir = e.kept ?? e.temp;
  if (!dir || !hasStagedChanges(dir)) return [];
  const unapplied = keptFiles(dir)
    .filter((f) => f.staged)
    .map((f) => f.note);
  return [unapplied.length > 0 ? `changes staged and not applied (${unapplied.join(', ')})` : 'the staged copy of changes it applied'];
}

/** The only undo of notes still as the session wrote them, in words. */
function undoLost(e: SessionEntry): string[] {
  const dir = e.kept ?? e.temp;
  if (!dir) return [];
  const live = liveWrites(dir, e.state);
  return live.notes.length ? [`the only undo of ${live.notes.join(', ')}`] : [];
}
