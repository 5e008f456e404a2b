/**
 * Text a session keeps that exists nowhere else, which retention never deletes on its own (docs/writing-safety.md,
 * "Retention never deletes the only copy of your text"):
 *
 *   - displaced text (`backups/displaced/…`): what a forced `sessions restore` replaced — always;
 *   - a backup (`backups/<note>`, `<note>.1`, …) whose text is found neither in its note as it is now nor in a copy
 *     of that note (a backup, displaced text, a staged note) kept by a newer session that stays;
 *   - a staged note (`staged/after/<note>`) never applied (a conflict, no terminal to confirm on, declined) whose
 *     text is found in the same places neither: it can hold the person's typed answers.
 *
 * "Found" means verbatim: the whole text, line endings aside, is one contiguous part of the other. So an append
 * (the note now starts with what the backup had) leaves no only copy, while reordered, de-duplicated or re-spaced
 * lines, a replaced section, an overwritten note or a line edited since all do: comparing lines as a set would let a
 * write that only reorders them delete the one copy of the original wording. A note that is gone or cannot be read
 * now (its vault away) confirms nothing: its copies are kept.
 * "Newer" is the order sessions are listed in (newest first): of two sessions holding the same lost line, the newer
 * one keeps it. Reads files; decides nothing about deleting (retention.ts and `skill sessions clean` do).
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { appliedWrites } from './journal.js';

/** One file of a session's backups/ that holds text found nowhere else. */
export interface OnlyCopyFile {
  /** The file, absolute. */
  path: string;
  /** The note it is a copy of, vault-relative. */
  note: string;
  bytes: number;
  /** Displaced by a forced restore (else a backup taken before a write, or a staged note). */
  displaced: boolean;
  /** A staged note never applied (`staged/after/…`), else a backup. */
  staged?: boolean;
}

const DISPLACED = `displaced${sep}`;
/** The journals beside the backups: the writes' (journal.ts) and the restores' (restore-journal.ts). */
const JOURNALS: ReadonlySet<string> = new Set(['writes.jsonl', 'restores.jsonl']);
/** A journal's temp file left by a crash before its rename (files.ts, writeSessionFile). */
const TEMP = /^\.[^/]+\.jsonl\.tmp-\d+$/;

/** The copies of notes a session folder keeps: its backups (the journals aside) and its staged notes never applied. */
export function keptFiles(dir: string): OnlyCopyFile[] {
  return [...backupFiles(dir), ...stagedFiles(dir)];
}

interface ManifestChange {
  relative?: unknown;
  afterHash?: unknown;
  afterFile?: unknown;
}

/**
 * The proposed notes of staged/manifest.json (stage-store.ts's format) that no write of the session applied: the
 * journal has no created/updated record of that note with that content.
 */
function stagedFiles(dir: string): OnlyCopyFile[] {
  let changes: ManifestChange[];
  try {
    const parsed = JSON.parse(readFileSync(join(dir, 'staged', 'manifest.json'), 'utf8')) as { changes?: unknown };
    changes = Array.isArray(parsed.changes) ? (parsed.changes as ManifestChange[]) : [];
  } catch {
    return [];
  }
  const applied = new Set(appliedWrites(dir, undefined).map((r) => `${r.relative}\0${r.hashAfter}`));
  return changes.flatMap((c) => {
    if (typeof c.relative !== 'string' || applied.has(`${c.relative}\0${String(c.afterHash)}`)) return [];
    const path = join(dir, 'staged', typeof c.afterFile === 'string' ? c.afterFile : `after/${c.relative}`);
    try {
      const st = lstatSync(path);
      return st.isFile() ? [{ path, note: c.relative, bytes: st.size, displaced: false, staged: true }] : [];
    } catch {
      return [];
    }
  });
}

/** The copies of notes under a session folder's backups/ (the journal aside), each with the note it copies. */
function backupFiles(dir: string): OnlyCopyFile[] {
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
    const note = under
      .replace(/\.\d+$/, '')
      .split(sep)
      .join('/');
    return [{ path, note, bytes, displaced }];
  });
}

/** A file's text with its line endings made \n (the only difference "verbatim" allows); undefined when unreadable. */
function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').replace(/\r\n?/g, '\n');
  } catch {
    return undefined;
  }
}

/**
 * Where text is found besides the session being judged: the vault's notes as they are now, and the copies kept by
 * the sessions added (newer ones that stay). Notes and files are read once.
 */
export class TextElsewhere {
  /** Each note's text now; undefined when it is gone, cannot be read, or its vault is unknown or away. */
  private readonly notes = new Map<string, string | undefined>();
  private readonly kept = new Map<string, string[]>();
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
        const text = readText(file.path);
        if (text !== undefined) this.kept.set(file.note, [...(this.kept.get(file.note) ?? []), text]);
      }
    }
  }

  /** Whether a copy of `note` is found verbatim neither in the note now nor in a newer session's copy of it. */
  private missing(note: string, text: string): boolean {
    const now = this.noteText(note);
    if (now?.includes(text)) return false;
    return !(this.kept.get(note) ?? []).some((k) => k.includes(text));
  }

  private noteText(note: string): string | undefined {
    if (!this.notes.has(note)) this.notes.set(note, this.vault === undefined ? undefined : readText(join(this.vault, note)));
    return this.notes.get(note);
  }

  /** The files of a session folder holding text found nowhere else (see the top of this file). */
  onlyCopies(dir: string): OnlyCopyFile[] {
    this.readPending();
    return keptFiles(dir).filter((f) => {
      if (f.displaced) return true;
      const text = readText(f.path);
      // An empty copy (a note that was empty) holds no text to lose, vault there or not.
      return text === undefined || (text !== '' && this.missing(f.note, text));
    });
  }
}

/** "4.1 kB": a size for a person. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
