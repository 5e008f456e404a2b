/**
 * Text a session keeps that exists nowhere else, which retention never deletes on its own (docs/writing-safety.md,
 * "Retention never deletes the only copy of your text"):
 *
 *   - displaced text (`backups/displaced/…`): what a forced `sessions restore` replaced — always;
 *   - a backup (`backups/<note>`, `<note>.1`, …) holding a line found neither in its note as it is now nor in a copy
 *     of that note (a backup, displaced text) kept by a newer session that stays.
 *
 * Lines are compared without their trailing spaces; blank lines do not count, so an append (the note now holds
 * every line the backup had) leaves no only copy, while a replaced section, an overwritten note or a line edited
 * since does. A note that is gone or cannot be read now (its vault away) confirms nothing: its backups are kept.
 * "Newer" is the order sessions are listed in (newest first): of two sessions holding the same lost line, the newer
 * one keeps it. Reads files; decides nothing about deleting (retention.ts and `skill sessions clean` do).
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/** One file of a session's backups/ that holds text found nowhere else. */
export interface OnlyCopyFile {
  /** The file, absolute. */
  path: string;
  /** The note it is a copy of, vault-relative. */
  note: string;
  bytes: number;
  /** Displaced by a forced restore (else a backup taken before a write). */
  displaced: boolean;
}

const DISPLACED = `displaced${sep}`;
/** The journals beside the backups: the writes' (journal.ts) and the restores' (restore-journal.ts). */
const JOURNALS: ReadonlySet<string> = new Set(['writes.jsonl', 'restores.jsonl']);
/** A journal's temp file left by a crash before its rename (files.ts, writeSessionFile). */
const TEMP = /^\.[^/]+\.jsonl\.tmp-\d+$/;

/** The copies of notes under a session folder's backups/ (the journal aside), each with the note it copies. */
export function keptFiles(dir: string): OnlyCopyFile[] {
  const root = join(dir, 'backups');
  let names: string[];
  try {
    names = readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    if (JOURNALS.has(name) || TEMP.test(name)) return [];
    const path = join(root, name);
    let bytes: number;
    try {
      const st = lstatSync(path);
      if (!st.isFile()) return [];
      bytes = st.size;
    } catch {
      return [];
    }
    const displaced = name.startsWith(DISPLACED);
    const under = displaced ? name.slice(DISPLACED.length) : name;
    // A second copy of one note is `<note>.1`, `<note>.2` (apply.ts, freshBackupPath).
    const note = under.replace(/\.\d+$/, '').split(sep).join('/');
    return [{ path, note, bytes, displaced }];
  });
}

/** The lines that count: trailing spaces trimmed, blank ones left out. */
function linesOf(text: string): string[] {
  return text.split(/\r\n|\r|\n/).map((l) => l.trimEnd()).filter((l) => l !== '');
}

function readLines(path: string): string[] | undefined {
  try {
    return linesOf(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Where text is found besides the session being judged: the vault's notes as they are now, and the copies kept by
 * the sessions added (newer ones that stay). Notes and files are read once.
 */
export class TextElsewhere {
  private readonly notes = new Map<string, Set<string>>();
  private readonly kept = new Map<string, Set<string>>();
  /** Sessions added but not read yet: a run whose sessions are all young never reads a backup. */
  private readonly pending: string[] = [];

  constructor(private readonly vault: string | undefined) {}

  /** Counts what a session keeps (its kept copy, else its folder) as found elsewhere from now on. */
  addSession(dir: string): void {
    this.pending.push(dir);
  }

  private readPending(): void {
    for (const dir of this.pending.splice(0)) {
      for (const file of keptFiles(dir)) {
        const lines = readLines(file.path);
        if (!lines) continue;
        const set = this.kept.get(file.note) ?? new Set<string>();
        for (const line of lines) set.add(line);
        this.kept.set(file.note, set);
      }
    }
  }

  /** Whether a copy of `note` has a line found neither in the note now nor in a newer session's copy of it. */
  private missing(note: string, lines: readonly string[]): boolean {
    const now = this.noteLines(note);
    const kept = this.kept.get(note);
    return lines.some((l) => !now.has(l) && !kept?.has(l));
  }

  /** The note's lines now; none when it is gone, cannot be read, or its vault is unknown or away. */
  private noteLines(note: string): Set<string> {
    let lines = this.notes.get(note);
    if (!lines) {
      lines = new Set(this.vault === undefined ? [] : readLines(join(this.vault, note)) ?? []);
      this.notes.set(note, lines);
    }
    return lines;
  }

  /** The files of a session folder holding text found nowhere else (see the top of this file). */
  onlyCopies(dir: string): OnlyCopyFile[] {
    this.readPending();
    return keptFiles(dir).filter((f) => {
      if (f.displaced) return true;
      const lines = readLines(f.path);
      return lines === undefined || this.missing(f.note, lines);
    });
  }
}

/** "4.1 kB": a size for a person. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
