/**
 * `backups/restores.jsonl`, the write-ahead journal of `skill sessions restore`, in the session and its kept copy:
 *
 *   {"at", "restore": <id>, "notes": [{"path", "recorded", "relative", "goal"}]}
 *       before the first note is touched: every note the restore is about to put back, with the hash it should end
 *       with (`goal`; null for a note the session created, which the restore deletes);
 *   {"at", "done": <id>}
 *       once session.json records the restore.
 *
 * A restore killed in between (kill -9, a power cut) leaves notes put back that session.json does not know of, and
 * the session would still say it holds their undo. Such an intent is settled by the notes as they are now: a note
 * at its goal was put back by it; any other was not reached (or changed since), and is left out. `path` is where the
 * note was restored (the command's vault), `recorded` the path the session's journal names it by, which is what
 * undo.ts matches writes on (the two differ only after `--vault-moved`).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeSessionFile } from './files.js';
import { parseJournal, type NoteHashOf } from './journal.js';
import { ROOT_MODE } from './root.js';
import type { RestoreEvent } from './state.js';
import { byCodeUnit } from '../text/order.js';

export interface RestoreIntentNote {
  path: string;
  recorded: string;
  relative: string;
  goal: string | null;
}

interface Line {
  at?: string;
  restore?: string;
  done?: string;
  notes?: RestoreIntentNote[];
}

const FILE = join('backups', 'restores.jsonl');

function readText(dir: string): string {
  try {
    return readFileSync(join(dir, FILE), 'utf8');
  } catch {
    return '';
  }
}

/** Appends a line to the journal of each folder, whole (rewritten by rename, as every session file). */
function append(dir: string, line: Line): void {
  mkdirSync(join(dir, 'backups'), { recursive: true, mode: ROOT_MODE });
  writeSessionFile(dir, FILE, `${readText(dir)}${JSON.stringify(line)}\n`);
}

/**
 * Journals a restore about to happen, in the first folder (the session at hand: a failure throws, and nothing may be
 * restored) and, best effort, in the others (its kept copy).
 */
export function journalRestore(dirs: readonly string[], id: string, notes: readonly RestoreIntentNote[]): void {
  const line = { at: new Date().toISOString(), restore: id, notes: [...notes] };
  const [first, ...others] = dirs;
  append(first!, line);
  for (const dir of others) {
    try {
      append(dir, line);
    } catch {
      // The session's own journal has it.
    }
  }
}

/** Marks a restore recorded in session.json, in every folder that has its journal. */
export function markRestoreDone(dirs: readonly string[], id: string): void {
  for (const dir of dirs) {
    if (!existsSync(join(dir, FILE))) continue;
    try {
      append(dir, { at: new Date().toISOString(), done: id });
    } catch {
      // Left unmarked, it is settled again from the notes next time: the same answer.
    }
  }
}

/**
 * The restores the journals hold that session.json never recorded, settled by the notes now (see the top of this
 * file), oldest first, each with its journal id; restores that put nothing back are left out.
 */
export function unrecordedRestores(dirs: readonly string[], hashNow: NoteHashOf): (RestoreEvent & { id: string })[] {
  const lines = dirs.flatMap((dir) => parseJournal<Line>(readText(dir)) as Line[]);
  const done = new Set(lines.flatMap((l) => (typeof l.done === 'string' ? [l.done] : [])));
  const seen = new Set<string>();
  const out: (RestoreEvent & { id: string })[] = [];
  for (const l of lines) {
    if (typeof l.restore !== 'string' || typeof l.at !== 'string' || !Array.isArray(l.notes) || done.has(l.restore) || seen.has(l.restore))
      continue;
    seen.add(l.restore);
    const back = l.notes.filter(
      (n) => typeof n?.path === 'string' && typeof n.relative === 'string' && hashNow(n.path, n.relative) === n.goal,
    );
    if (back.length === 0) continue;
    out.push({
      id: l.restore,
      at: l.at,
      notes: back.map((n) => ({
        path: typeof n.recorded === 'string' ? n.recorded : n.path,
        relative: n.relative,
        action: n.goal === null ? 'deleted' : 'restored',
        reason: 'known from the journal: the restore stopped before recording it',
      })),
    });
  }
  return out.sort((a, b) => byCodeUnit(a.at, b.at));
}
