/**
 * iCalendar (.ics) sources: files, folders of files, and iCalendar text a command printed.
 *
 * The text is split into events first (blocks.ts), so one broken event is named and left out while the rest is read;
 * ical.js, with what this project adds on top of it (expand.ts), parses and expands each event. Both are loaded only
 * when a calendar is read (and not at all when the cache has the file: cache.ts).
 */
import { readdirSync, type Stats, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { join } from 'node:path';
import { InterruptedError } from '../../errors.js';
import { splitCalendar } from './blocks.js';
import type { FileBudget } from './bound.js';
import { cacheKey, readCached, writeCached } from './cache.js';
import {
  type CalendarEvent,
  type CalendarSource,
  type DateRangeInclusive,
  type EventProblem,
  type ParsedIcs,
  type SourceOutcome,
  UnparseableError,
} from './types.js';

export interface ParseIcsOptions {
  /** false: parse every event, also those certainly outside the range (tests compare the two). */
  prefilter?: boolean;
  signal?: AbortSignal | undefined;
  /** The bounds on expanding repeats, as a budget for this text (default: bound.ts's BOUNDS). */
  budget?: FileBudget | undefined;
}

/**
 * Every event of an iCalendar text that overlaps the range, expanded. Throws UnparseableError only for text that is
 * not iCalendar at all; anything wrong inside is reported in `problems`.
 */
export async function parseIcsEvents(
  text: string,
  range: DateRangeInclusive,
  source: string,
  options: ParseIcsOptions = {},
): Promise<ParsedIcs> {
  const blocks = splitCalendar(text);
  const { expandCalendar } = await import('./expand.js');
  return expandCalendar(blocks, range, source, options);
}

function firstLine(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return (message.split('\n')[0] ?? '').trim() || 'unknown error';
}

/**
 * A calendar file larger than this is not read: real exports of many years are tens of MB, and a file read whole
 * costs about its size three times over in memory (an .ics linked to /dev/urandom was read to V8's string limit).
 */
const MAX_ICS_BYTES = 64 * 1024 * 1024;

/** Why a calendar file is not read, or undefined: only regular files (a FIFO blocks, a device never ends) within the bound. */
export function refusedFile(info: Stats): string | undefined {
  if (!info.isFile()) return 'is not a regular file (a device, a pipe or a socket)';
  if (info.size > MAX_ICS_BYTES)
    return `is ${Math.round(info.size / (1024 * 1024))} MB, over the ${MAX_ICS_BYTES / (1024 * 1024)} MB a calendar file is read up to`;
  return undefined;
}

/**
 * The .ics files a source names: the file itself, or every *.ics directly inside a folder, in name order. Its stat and
 * listing are synchronous, as every read of the vault's folders is: a warm run's calendar comes from the cache after
 * them, and through the thread pool each waited for a core the scan kept busy (the search waits for the calendar).
 */
export function filesOf(path: string): string[] {
  const info = statSync(path);
  if (!info.isDirectory()) return [path];
  const entries = readdirSync(path, { withFileTypes: true });
  return (
    entries
      // Symlinked calendars count (a vault may link a synced file in); a broken link then fails as unreadable.
      .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && entry.name.toLowerCase().endsWith('.ics'))
      .map((entry) => entry.name)
      .sort()
      .map((name) => join(path, name))
  );
}

/** Files read between two turns of the event loop: ~2 ms of cache hits. */
const FILES_PER_TURN = 32;

/**
 * Loads an 'ics' source. A file that cannot be read or parsed marks the source failed (naming the file) but the
 * other files of a folder still count: a partly loaded calendar is more useful than none.
 */
export async function loadIcsSource(
  source: Extract<CalendarSource, { type: 'ics' }>,
  range: DateRangeInclusive,
  signal?: AbortSignal,
  cacheDir?: string,
): Promise<{ events: CalendarEvent[]; outcome: SourceOutcome }> {
  let files: string[];
  try {
    files = filesOf(source.path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? `not found: ${source.path}` : `cannot read ${source.path}: ${code ?? firstLine(err)}`;
    return { events: [], outcome: { name: source.name, ok: false, events: 0, reason } };
  }
  const events: CalendarEvent[] = [];
  const failures: string[] = [];
  const problems: EventProblem[] = [];
  for (const [i, file] of files.entries()) {
    // A file served from the cache takes no turn of the event loop (all synchronous): in a folder of many (vdirsyncer
    // keeps one per event) the task's timeout and Ctrl-C, which arrive as events, would wait for the whole folder.
    if (i > 0 && i % FILES_PER_TURN === 0) await nextTurn();
    if (signal?.aborted) throw new InterruptedError('interrupted while reading calendars');
    let text: string;
    let key: string | undefined;
    try {
      const info = statSync(file);
      const refused = refusedFile(info);
      if (refused) {
        failures.push(`${file} ${refused}; not read`);
        continue;
      }
      if (cacheDir) {
        key = cacheKey(file, info, range);
        const cached = readCached(cacheDir, file, key);
        if (cached) {
          for (const e of cached.events) events.push({ ...e, source: source.name });
          for (const p of cached.problems) problems.push({ ...p, file });
          continue;
        }
      }
      text = await readFile(file, 'utf8');
    } catch (err) {
      failures.push(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? firstLine(err)}`);
      continue;
    }
    try {
      const parsed = await parseIcsEvents(text, range, source.name, { signal });
      // One at a time: spread into push, 200,000 events overflowed the stack and failed the whole calendar task.
      for (const e of parsed.events) events.push(e);
      for (const p of parsed.problems) problems.push({ ...p, file });
      if (cacheDir && key && !parsed.cutByTime) await writeCached(cacheDir, file, key, parsed);
    } catch (err) {
      if (!(err instanceof UnparseableError)) throw err;
      failures.push(`unparseable ${file}: ${err.message}`);
    }
  }
  // A folder whose other files were read is still a calendar: the bad file is named, the rest counts.
  const read = files.length - failures.length;
  const outcome: SourceOutcome = { name: source.name, ok: failures.length === 0 || read > 0, events: events.length };
  if (failures.length > 0) {
    outcome.reason = failures[0] + (failures.length > 1 ? ` (+${failures.length - 1} more)` : '');
    if (read > 0) outcome.partial = true;
  } else if (files.length === 0) {
    outcome.reason = `no .ics files in ${source.path}`;
  }
  if (problems.length > 0) outcome.problems = problems;
  return { events, outcome };
}
