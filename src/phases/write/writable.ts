/**
 * The check a run makes before its conversation: every note the write phase will write is one it may write (the
 * path rules of confineWrite, which the stage applies again to each operation: a note that is a symlink, or leads
 * outside the vault through one, is refused), and every folder it will write can be written (the notes' folders,
 * the vault's `.skill/` for the lock, the state dir for the kept copy). A refused note or a read-only vault is then
 * one line at the start instead of an error after the questions and the diff. Passing it does not promise the
 * write (a disk can fill, a folder or a symlink can change); the stage and apply.ts still check and handle every
 * failure.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { BadInputError, RunFailure } from '../../errors.js';
import { confineWrite, PathRefused } from '../../vault/confine.js';
import { oneLineSafe } from '../../text/line.js';
import { unwritableFolder } from '../../vault/writable.js';
import { confinedLockPath } from '../../vault/lock.js';

export interface WritePlaces {
  /** The notes the run may write, absolute, with their vault-relative names. */
  notes: readonly { path: string; relative: string }[];
  vault: string;
  /** The session's kept copy (undo, staged changes), when there is one. */
  kept?: string | undefined;
  /** --dry-run: the vault is not written, only the kept copy. */
  dryRun?: boolean;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Why an existing note cannot be edited, found before the first question instead of after the questionnaire: it
 * cannot be read, it is not UTF-8 text (the stage would refuse it), or it is read-only (mode 0444: a write by
 * rename would replace it silently, so the person's "read-only" is honoured instead). A note not there yet is fine.
 */
function noteRefusal(path: string, shown: string): RunFailure | BadInputError | undefined {
  let mode: number;
  try {
    mode = statSync(path).mode;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return new RunFailure(`cannot read ${oneLineSafe(shown)}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'EACCES' ? 'permission denied (EACCES)' : code === 'EISDIR' ? 'it is a folder (EISDIR)' : (code ?? String(err));
    return new RunFailure(`cannot read ${oneLineSafe(shown)}: ${why}; the ritual writes it`);
  }
  try {
    strictUtf8.decode(bytes);
  } catch {
    return new BadInputError(`${oneLineSafe(shown)} is not UTF-8 text; skill edits only UTF-8 notes`, {
      hint: 'save it as UTF-8, then run again',
    });
  }
  if ((mode & 0o222) === 0) {
    return new RunFailure(
      `${oneLineSafe(shown)} is read-only (mode ${(mode & 0o777).toString(8).padStart(4, '0')}); skill does not replace a read-only note`,
      { hint: 'run chmod u+w on it to let skill change it' },
    );
  }
  return undefined;
}

export function checkWritable(places: WritePlaces): void {
  if (places.notes.length === 0) return; // a ritual that writes nothing needs nothing writable
  // Even a dry run stages the changes, and the stage would refuse these notes: PathRefused, in the stage's words.
  for (const note of places.notes) {
    confineWrite(note.path, [{ label: 'vault', path: places.vault }]);
    // The stage confines the name the ritual or the layout gave (`~/Today.md` from a layout is refused there).
    confineWrite(note.relative, [{ label: 'vault', path: places.vault }]);
    const refused = noteRefusal(note.path, note.relative);
    if (refused) throw refused;
  }
  const checks: { folder: string; what: string; hint: string }[] = [];
  if (!places.dryRun) {
    confinedLockPath(places.vault); // a .skill leading out of the vault would take the lock there
    const fix = 'make it writable, or use --dry-run to see the changes without writing them';
    for (const note of places.notes)
      checks.push({ folder: dirname(note.path), what: `the ritual writes ${note.relative} there`, hint: fix });
    checks.push({
      folder: join(places.vault, '.skill'),
      what: 'the vault lock (.skill/lock) goes there while notes are written',
      hint: fix,
    });
  }
  if (places.kept)
    checks.push({
      folder: dirname(places.kept),
      what: "the undo of this run's writes is kept there",
      hint: 'make it writable, or point XDG_STATE_HOME at a folder you can write',
    });
  const seen = new Set<string>();
  for (const check of checks) {
    if (seen.has(check.folder)) continue;
    seen.add(check.folder);
    const refused = unwritableFolder(check.folder);
    if (refused) throw new RunFailure(`cannot write to ${refused.folder}: ${refused.why}; ${check.what}`, { hint: check.hint });
  }
}

/**
 * The notes a run found for a collection ("Update People files") that it may write, and a warning for each it may
 * not (a people note named `Jane O\\Neil.md`, a symlink): one odd file is left out of the writes, not a reason to
 * stop the whole ritual. Notes the ritual names itself are not filtered here: checkWritable refuses them.
 */
export function leaveOutUnwritable<T extends { path: string; found?: true }>(
  targets: readonly T[],
  vault: string,
): { targets: T[]; warnings: string[] } {
  const kept: T[] = [];
  const warnings: string[] = [];
  for (const target of targets) {
    if (target.found) {
      const shown = relative(vault, target.path);
      try {
        confineWrite(target.path, [{ label: 'vault', path: vault }]);
      } catch (err) {
        if (!(err instanceof PathRefused)) throw err;
        const why = err.message.replace(/^path .* refused: /, '');
        warnings.push(`${oneLineSafe(shown)} is left out of the notes this run may write (refused: ${why})`);
        continue;
      }
      const refused = noteRefusal(target.path, shown);
      if (refused) {
        warnings.push(`left out of the notes this run may write: ${refused.message}`);
        continue;
      }
    }
    kept.push(target);
  }
  return { targets: kept, warnings };
}
