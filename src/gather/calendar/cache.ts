/**
 * The parsed and expanded events of each .ics file, kept in the user cache dir (`<cacheDir>/calendar/`, one JSON
 * file per calendar file, named by a hash of its path), so that a second run on the same day does not parse an
 * unchanged calendar again. Parsing and expanding was most of a warm prepare (docs/performance.md).
 *
 * An entry is used only when everything its events depend on is unchanged: the file's path, size, mtime, ctime and
 * inode (an edit, a `touch`, a rename over it or a replacement each change one of them), the range, the process time
 * zone and its rules (local dates and times are computed in them; read without ICU where that is exact:
 * cache/zone-key.ts), and the parsing code itself (the build's id, or the size and mtime of this folder's modules,
 * so a new version never reads an old version's entries). A deleted file is never looked up. Each file keeps
 * its last few ranges (a daily plan, its week, a review). Reading or writing the cache never fails a run: a damaged
 * file (its checksum, src/cache/file.ts) or entry, or an unwritable one, just means parsing again.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePrivateFile } from '../../vault/atomic.js';
import { BUILD_ID, UNBUNDLED } from '../../cache/build-id.js';
import { decodeJsonCache, encodeJsonCache } from '../../cache/file.js';
import { localZoneKey } from '../../cache/zone-key.js';
import { isString } from '../../cache/shape.js';
import type { Attendee, CalendarEvent, DateRangeInclusive, EventProblem, ParsedIcs } from './types.js';

/** Ranges kept per calendar file. */
const RANGES_KEPT = 4;

type StoredEvent = Omit<CalendarEvent, 'start' | 'end'> & { start: number; end: number };

interface Entry {
  key: string;
  events: StoredEvent[];
  problems: ParsedIcs['problems'];
}

let codeStamp: string | undefined;

/**
 * What changes whenever the parsing code does: the bundle's build id (a hash of every source, cache/build-id.ts),
 * else — the per-module build and the tests — the size and mtime of this folder's modules. The bundle's folder holds
 * every chunk: stating them all was ~1 ms of each warm run.
 */
function parserStamp(): string {
  if (BUILD_ID !== UNBUNDLED) return BUILD_ID;
  if (codeStamp === undefined) {
    const dir = dirname(fileURLToPath(import.meta.url));
    try {
      codeStamp = readdirSync(dir)
        .filter((name) => /\.[jt]s$/.test(name))
        .sort()
        .map((name) => {
          const info = statSync(join(dir, name));
          return `${name}:${info.size}:${info.mtimeMs}`;
        })
        .join('|');
    } catch {
      codeStamp = String(Date.now()); // unreadable: never match an old entry
    }
  }
  return codeStamp;
}

/** Everything an entry's events depend on, as one string. */
export function cacheKey(path: string, info: Stats, range: DateRangeInclusive): string {
  return JSON.stringify([path, info.size, info.mtimeMs, info.ctimeMs, info.ino, range.start, range.end, localZoneKey(), parserStamp()]);
}

function entryFile(cacheDir: string, path: string): string {
  return join(cacheDir, 'calendar', `${createHash('sha256').update(path).digest('hex').slice(0, 32)}.json`);
}

export const CALENDAR_CACHE_KIND = 'calendar';

const optional = (v: unknown, check: (v: unknown) => boolean): boolean => v === undefined || check(v);
const isAttendee = (a: unknown): boolean =>
  typeof a === 'object' && a !== null && optional((a as Attendee).name, isString) && optional((a as Attendee).email, isString);

/** Whether a stored event has the shape of one this module wrote (dates and times are checked as text only). */
function isStoredEvent(v: unknown): v is StoredEvent {
  const e = v as Partial<StoredEvent> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    isString(e.title) &&
    Number.isFinite(e.start) &&
    Number.isFinite(e.end) &&
    typeof e.allDay === 'boolean' &&
    isString(e.date) &&
    isString(e.endDate) &&
    isString(e.source) &&
    optional(e.startTime, isString) &&
    optional(e.endTime, isString) &&
    optional(e.location, isString) &&
    optional(e.description, isString) &&
    optional(e.uid, isString) &&
    Array.isArray(e.attendees) &&
    e.attendees.every(isAttendee) &&
    optional(e.organizer, isAttendee) &&
    optional(e.oneOnOne, (o) => isAttendee(o) && isString((o as Attendee).name))
  );
}

function isProblem(v: unknown): boolean {
  const p = v as Partial<EventProblem> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    Number.isInteger(p.line) &&
    isString(p.reason) &&
    typeof p.skipped === 'boolean' &&
    optional(p.uid, isString) &&
    optional(p.summary, isString) &&
    optional(p.file, isString)
  );
}

const isEntry = (v: unknown): v is Entry =>
  typeof v === 'object' &&
  v !== null &&
  isString((v as Entry).key) &&
  Array.isArray((v as Entry).events) &&
  (v as Entry).events.every(isStoredEvent) &&
  Array.isArray((v as Entry).problems) &&
  (v as Entry).problems.every(isProblem);

/**
 * The well-formed entries of a cache file; none when it is absent or damaged (its checksum, src/cache/file.ts). Read
 * synchronously: the file is ours, in the cache dir, a few KB; read through the thread pool it was four round trips
 * (open, stat, read, close) at the time the scan keeps both cores busy, each waiting for a core and then for a turn of
 * the main thread, which left a warm run's calendar ending after the scan and the search waiting for it.
 */
function readEntries(file: string): Entry[] {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return [];
  }
  const data = decodeJsonCache(bytes, CALENDAR_CACHE_KIND);
  return Array.isArray(data) ? data.filter(isEntry) : [];
}

/** The cached result for this key, or undefined: a damaged entry is a miss, parsed again and replaced. */
export function readCached(cacheDir: string, path: string, key: string): ParsedIcs | undefined {
  const entry = readEntries(entryFile(cacheDir, path)).find((e) => e.key === key);
  if (!entry) return undefined;
  return {
    events: entry.events.map((e) => ({ ...e, start: new Date(e.start), end: new Date(e.end) })),
    problems: entry.problems,
  };
}

/** Keeps the result under this key (and the file's other recent ranges). Failures are ignored. */
export async function writeCached(cacheDir: string, path: string, key: string, parsed: ParsedIcs): Promise<void> {
  const file = entryFile(cacheDir, path);
  const entry: Entry = {
    key,
    events: parsed.events.map((e) => ({ ...e, start: e.start.getTime(), end: e.end.getTime() })),
    problems: parsed.problems,
  };
  // Entries for an older version of the file can never match again: only this version's other ranges are kept.
  const others = readEntries(file).filter((e) => e.key !== key && sameFile(e.key, key));
  try {
    await writePrivateFile(file, encodeJsonCache(CALENDAR_CACHE_KIND, [entry, ...others].slice(0, RANGES_KEPT)));
  } catch {
    // A read-only or full cache dir costs speed, never the run.
  }
}

/** True when two keys describe the same version of the same file (differing only in range). */
function sameFile(a: string, b: string): boolean {
  try {
    const [x, y] = [JSON.parse(a) as unknown[], JSON.parse(b) as unknown[]];
    return [0, 1, 2, 3, 4, 7, 8].every((i) => x[i] === y[i]);
  } catch {
    return false;
  }
}
