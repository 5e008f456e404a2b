/**
 * The marks a vault's tasks carry — every `#tag` on a task line and every status character other than the plugin's
 * own (' ', x, X, -, /) as `[c]` — so the planner can tell whether the vault keeps a list a need names ("waiting
 * for": #waiting or [w]; skills/_sub/fetch-tasks/SKILL.md `marks:`). Read at the edge, only when a need names such a
 * list, and handed to the pure planner as a value.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { walkFiles } from '../../vault/walk.js';
import { noteLines } from '../references/note-lines.js';
import { parseTasks } from './parse.js';

/** Notes larger than this are exports or logs, not task lists (as the vault view skips them). */
const MAX_NOTE_BYTES = 4 * 1024 * 1024;
const PLAIN_STATUS = new Set([' ', 'x', 'X', '-', '/']);

/** The marks on the tasks of one note's text. */
export function taskMarksOf(text: string): string[] {
  const marks = new Set<string>();
  for (const task of parseTasks(noteLines(text))) {
    for (const tag of task.tags) marks.add(`#${tag.toLowerCase()}`);
    if (!PLAIN_STATUS.has(task.status)) marks.add(`[${task.status}]`);
  }
  return [...marks];
}

/** Every mark on the vault's tasks, sorted; a note that cannot be read is passed over. */
function vaultTaskMarks(vault: string): string[] {
  const marks = new Set<string>();
  for (const rel of walkFiles(vault)) {
    const path = join(vault, rel);
    try {
      if (statSync(path).size > MAX_NOTE_BYTES) continue;
      for (const m of taskMarksOf(readFileSync(path, 'utf8'))) marks.add(m);
    } catch {
      // An unreadable note has no marks to give; the run's own scan reports it.
    }
  }
  return [...marks].sort();
}

/** vaultTaskMarks, read on the first call only: the planner asks only when a need names a list kept by marks. */
export function taskMarksOnce(vault: string): () => readonly string[] {
  let marks: string[] | undefined;
  return () => (marks ??= vaultTaskMarks(vault));
}
