/**
 * `backups/writes.jsonl`: one line per note as the write phase decides it (apply.ts appends and flushes each), so
 * what a run wrote is known even if it died before session.json said so. Read here, by the write phase (restore)
 * and by retention (whether a kept copy still holds the undo of a write).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The fields of a journal line that retention needs; apply.ts's WriteRecord has them all. */
export interface JournalRecord {
  path: string;
  relative: string;
  action: string;
  hashAfter: string | null;
}

export function journalFile(sessionDir: string): string {
  return join(sessionDir, 'backups', 'writes.jsonl');
}

/** The lines of a journal, oldest first, each with the time it was written (`at`); a line cut short is skipped. */
export function parseJournal<T = JournalRecord>(text: string): (T & { at?: string })[] {
  const out: (T & { at?: string })[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      out.push(JSON.parse(line) as T & { at?: string });
    } catch {
      // A line cut short by a crash: the records before it are intact.
    }
  }
  return out;
}

/** The journal of a session folder, or undefined when it has none. */
export function readJournalSync<T = JournalRecord>(sessionDir: string): (T & { at?: string })[] | undefined {
  let text: string;
  try {
    text = readFileSync(journalFile(sessionDir), 'utf8');
  } catch {
    return undefined;
  }
  return parseJournal<T>(text);
}

/**
 * The notes a session created or updated, oldest first: its journal (complete even when session.json is not, and
 * each line with the time it was written) and any write only session.json knows of (a kept copy whose journal
 * missed a line).
 */
export function appliedWrites<T extends JournalRecord = JournalRecord>(sessionDir: string, fromState: readonly unknown[] | undefined): (T & { at?: string })[] {
  const key = (r: JournalRecord) => `${r.action}\0${r.path}\0${r.hashAfter}`;
  const journal = readJournalSync<T>(sessionDir) ?? [];
  const known = new Set(journal.map(key));
  const extra = ((fromState ?? []) as T[]).filter((r) => !known.has(key(r)));
  return [...journal, ...extra].filter((r) => r.action === 'created' || r.action === 'updated');
}
