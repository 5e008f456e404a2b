/**
 * A text file skill parses whole (a SKILL.md, a sub-skill, a vocabulary): read only when it is a regular file of a
 * sane size. A FIFO in its place blocked `skill list`, `run` and `check` forever, and `check /dev/zero` died in native
 * code (adversarial pass 2, F2); a FIFO note was already refused so.
 */
import { readFileSync, statSync } from 'node:fs';
import { BadInputError } from '../errors.js';

/** Larger than any ritual or sub-skill a person writes (the bundled ones are under 20 kB). */
const MAX_TEXT_FILE_BYTES = 1024 * 1024;

/** The file's text; a BadInputError naming it when it is not a regular file or is over `limit` bytes. */
export function readTextFile(path: string, limit = MAX_TEXT_FILE_BYTES): string {
  const st = statSync(path);
  if (!st.isFile()) throw new BadInputError(`cannot read ${path}: not a regular file`);
  if (st.size > limit)
    throw new BadInputError(`cannot read ${path}: ${st.size} bytes, over the ${limit} a file of this kind is read up to`);
  return readFileSync(path, 'utf8');
}
