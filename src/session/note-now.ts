/**
 * What a note a session wrote is now, for deciding whether the session's undo of it is still needed (retention) or
 * whether a write recorded as intended happened (journal.ts): its hash; gone (no such file, its vault there); or
 * unknown, with why: a vault that is not there (an unmounted drive, a folder moved away) or a note that cannot be
 * read says nothing about whether the write is still in it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { describeCode, hashContent } from '../vault/atomic.js';

export type NoteNow = { hash: string } | { gone: true } | { unknown: string };

/** The vault a recorded write went to: its absolute path less the vault-relative one. */
function vaultOfWrite(path: string, relative: string): string {
  return path.endsWith(`/${relative}`) ? path.slice(0, -relative.length - 1) : dirname(path);
}

/** A vault folder that is there: a folder with something in it (an empty one is where a drive is not mounted). */
function vaultThere(vault: string): boolean {
  try {
    return statSync(vault).isDirectory() && readdirSync(vault).length > 0;
  } catch {
    return false;
  }
}

export function noteNow(path: string, relative: string): NoteNow {
  try {
    return { hash: hashContent(readFileSync(path)) };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const vault = vaultOfWrite(path, relative);
    if (!vaultThere(vault)) return { unknown: `its vault ${vault} is not there` };
    if (code === 'ENOENT') return { gone: true };
    return { unknown: `${relative} cannot be read (${describeCode(code, err)})` };
  }
}

/** The note's hash, null when it is gone, undefined when that cannot be told. */
export function noteHash(path: string, relative: string): string | null | undefined {
  const now = noteNow(path, relative);
  return 'hash' in now ? now.hash : 'gone' in now ? null : undefined;
}
