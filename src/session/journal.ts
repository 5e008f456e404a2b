/**
 * `backups/writes.jsonl`, the write-ahead journal of the write phase (apply.ts appends and flushes each line, in
 * the session and in its kept copy), so what a run wrote is known even if it died before session.json said so:
 *
 *   {"at", "id", "intent": "updated"|"created", "path", "relative", "backup", "bytes", "hashBefore", "hashAfter", "ops"}
 *       before a note is put in place: the write about to happen, with its backup and the hashes before and after;
 *   {"at", "id", "action", …WriteRecord}
 *       once the note is decided: the same id marks the intent done (updated, created, conflict, failed, skipped).
 *
 * Lines without an id (declined or unchanged notes, and journals written before intents) are records as they are.
 * An intent without its done mark (the run died, or the mark could not be written) is settled by the note as it is
 * now: still the content the write would have put there → it was written; still the content before → it was not;
 * anything else, or unknown → taken as written, so its undo is kept and a restore asks before touching it.
 *
 * Read here, by the write phase (restore) and by retention (whether a kept copy still holds the undo of a write).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { noteHash } from './note-now.js';
import { byCodeUnit } from '../text/order.js';

/** The fields of a journal record that retention needs; apply.ts's WriteRecord has them all. */
export interface JournalRecord {
  path: string;
  relative: string;
  action: string;
  hashBefore?: string | null;
  hashAfter: string | null;
}

/** A line as written: a record, or an intent (no `action`), with the time and the id pairing the two. */
export type JournalLine<T> = Partial<T> & { at?: string; id?: string; intent?: 'created' | 'updated' };

export function journalFile(sessionDir: string): string {
  return join(sessionDir, 'backups', 'writes.jsonl');
}

/** The lines of a journal, oldest first, each with the time it was written (`at`); a line cut short is skipped. */
export function parseJournal<T = JournalRecord>(text: string): JournalLine<T>[] {
  const out: JournalLine<T>[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const value = JSON.parse(line) as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) out.push(value as JournalLine<T>);
    } catch {
      // A line cut short by a crash or a full disk: the records around it are intact.
    }
  }
  return out;
}

/** The journal of a session folder, or undefined when it has none. */
export function readJournalSync<T = JournalRecord>(sessionDir: string): JournalLine<T>[] | undefined {
  let text: string;
  try {
    text = readFileSync(journalFile(sessionDir), 'utf8');
  } catch {
    return undefined;
  }
  return parseJournal<T>(text);
}

/** The note a record names, now: its hash, null when it is gone, undefined when that cannot be told (note-now.ts). */
export type NoteHashOf = (path: string, relative: string) => string | null | undefined;

/** A settled record: the time of its line and the id of its write (absent in lines written before intents). */
export type Settled<T> = T & { at?: string; id?: string };

/**
 * The records of a journal, oldest first: done marks and lines without an id as they are, each intent without its
 * done mark settled as the top of this file says (`hashNow` absent: taken as written).
 */
export function settleJournal<T extends JournalRecord = JournalRecord>(
  lines: readonly JournalLine<T>[],
  hashNow?: NoteHashOf,
): Settled<T>[] {
  const done = new Set(lines.flatMap((l) => (l.id !== undefined && l.intent === undefined ? [l.id] : [])));
  const out: Settled<T>[] = [];
  // A crash between an intent and its rename, then a later apply of the same change that finished: that one wrote
  // it; the first never did (settled by the note alone it would look like a second write of the same content).
  const redone = (k: number, r: JournalRecord) =>
    lines
      .slice(k + 1)
      .some(
        (l) =>
          l.intent !== undefined &&
          l.id !== undefined &&
          done.has(l.id) &&
          l.path === r.path &&
          (l.hashBefore ?? null) === (r.hashBefore ?? null) &&
          l.hashAfter === r.hashAfter,
      );
  for (const [k, line] of lines.entries()) {
    const { intent, ...rest } = line;
    if (intent === undefined) {
      if (typeof rest.action === 'string') out.push(rest as unknown as Settled<T>);
      continue;
    }
    if (rest.id !== undefined && done.has(rest.id)) continue; // its done mark says what happened
    if (redone(k, rest as unknown as JournalRecord)) continue;
    const record = { ...rest, action: intent } as unknown as Settled<T>;
    if (typeof record.path !== 'string' || typeof record.relative !== 'string') continue;
    const now = hashNow?.(record.path, record.relative);
    if (now !== undefined && now !== record.hashAfter && now === (record.hashBefore ?? null)) continue; // not written
    out.push(record);
  }
  return out;
}

/**
 * The notes a session created or updated, oldest first, each once: its journals, settled (complete even when
 * session.json is not, and each line with the time it was written; the session's and its kept copy's, either of
 * which may have lost a line) and any write only session.json knows of.
 */
export function appliedWrites<T extends JournalRecord = JournalRecord>(
  sessionDirs: string | readonly string[],
  fromState: readonly unknown[] | undefined,
): Settled<T>[] {
  const key = (r: JournalRecord) => `${r.action}\0${r.path}\0${r.hashAfter}`;
  const applied = (r: JournalRecord) => r.action === 'created' || r.action === 'updated';
  // One write in two journals has one id (older lines: the same time); the same content written twice (a later
  // `sessions apply`) has two. The kept copy's journal may hold only the intent of a write the session's records.
  const lines = new Map<string, Settled<T>>();
  for (const dir of typeof sessionDirs === 'string' ? [sessionDirs] : sessionDirs) {
    for (const r of settleJournal<T>(readJournalSync<T>(dir) ?? [], noteHash)) {
      const id = r.id ?? `${key(r)}\0${r.at}`;
      if (applied(r) && !lines.has(id)) lines.set(id, r);
    }
  }
  const journal = [...lines.values()].sort((a, b) => byCodeUnit(a.at ?? '', b.at ?? ''));
  const known = new Set(journal.map(key));
  const extra = ((fromState ?? []) as T[]).filter((r) => applied(r) && !known.has(key(r)));
  return [...journal, ...extra];
}
