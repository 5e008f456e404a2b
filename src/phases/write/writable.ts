/**
 * The check a run makes before its conversation: every note the write phase will write is one it may write (the
 * path rules of confineWrite, which the stage applies again to each operation: a note that is a symlink, or leads
 * outside the vault through one, is refused), and every folder it will write can be written (the notes' folders,
 * the vault's `.skill/` for the lock, the state dir for the kept copy). A refused note or a read-only vault is then
 * one line at the start instead of an error after the questions and the diff. Passing it does not promise the
 * write (a disk can fill, a folder or a symlink can change); the stage and apply.ts still check and handle every
 * failure.
 */
import { dirname, join } from 'node:path';
import { RunFailure } from '../../errors.js';
import { confineWrite } from '../../vault/confine.js';
import { unwritableFolder } from '../../vault/writable.js';

export interface WritePlaces {
  /** The notes the run may write, absolute, with their vault-relative names. */
  notes: readonly { path: string; relative: string }[];
  vault: string;
  /** The session's kept copy (undo, staged changes), when there is one. */
  kept?: string | undefined;
  /** --dry-run: the vault is not written, only the kept copy. */
  dryRun?: boolean;
}

export function checkWritable(places: WritePlaces): void {
  if (places.notes.length === 0) return; // a ritual that writes nothing needs nothing writable
  // Even a dry run stages the changes, and the stage would refuse these notes: PathRefused, in the stage's words.
  for (const note of places.notes) confineWrite(note.path, [{ label: 'vault', path: places.vault }]);
  const checks: { folder: string; what: string; hint: string }[] = [];
  if (!places.dryRun) {
    const fix = 'make it writable, or use --dry-run to see the changes without writing them';
    for (const note of places.notes) checks.push({ folder: dirname(note.path), what: `the ritual writes ${note.relative} there`, hint: fix });
    checks.push({ folder: join(places.vault, '.skill'), what: 'the vault lock (.skill/lock) goes there while notes are written', hint: fix });
  }
  if (places.kept) checks.push({ folder: dirname(places.kept), what: 'the undo of this run\'s writes is kept there', hint: 'make it writable, or point XDG_STATE_HOME at a folder you can write' });
  const seen = new Set<string>();
  for (const check of checks) {
    if (seen.has(check.folder)) continue;
    seen.add(check.folder);
    const refused = unwritableFolder(check.folder);
    if (refused) throw new RunFailure(`cannot write to ${refused.folder}: ${refused.why}; ${check.what}`, { hint: check.hint });
  }
}
