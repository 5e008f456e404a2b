/**
 * The one size bound on reading a note whole. A note larger than this is an export, a log or a file that only ends
 * in .md; reading it whole cost every run its size in memory (a 500 MB note: 1.1 GB RSS; a 3 GB sparse one: 4.3 GB
 * and a failed read retried on every run; docs/reliability.md, H2). Readers of every note (the vault view, the
 * profile, the vault's terms, the search index, task marks) skip such notes by name and say so where they report.
 */
import { readFileSync, statSync } from 'node:fs';

export const MAX_NOTE_BYTES = 4 * 1024 * 1024;

/** How a skipped note is said, with its size. */
export function tooLargeReason(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB, over the ${MAX_NOTE_BYTES / (1024 * 1024)} MB a note is read up to`;
}

/**
 * The note's text, or undefined when it is larger than MAX_NOTE_BYTES or not a regular file (a FIFO would block the
 * read, a device never ends). `knownSize`: the size the vault's walk found, which lists regular files only (no stat
 * then). Throws what reading throws.
 */
export function readNoteText(path: string, knownSize?: number): string | undefined {
  if (knownSize !== undefined) return knownSize > MAX_NOTE_BYTES ? undefined : readFileSync(path, 'utf8');
  const st = statSync(path);
  if (!st.isFile() || st.size > MAX_NOTE_BYTES) return undefined;
  return readFileSync(path, 'utf8');
}
