/**
 * Values parsed from small files that every run reads — the SKILL.md of rituals and sub-skills, the vault config —
 * kept between runs in `<cacheDir>/parsed.bin` and reused while the file's stat is unchanged: same size, mtime,
 * ctime and inode. An edit changes mtime and ctime, a rename or a replacement changes the inode, a delete makes the
 * stat fail, `touch` changes both times; the one change it cannot see is an edit that leaves size, mtime and ctime as
 * they were (docs/performance.md). A cache file from another build of skill is ignored (build-id.ts).
 *
 * The same stamp keeps what a folder holds (`keep`, for the layout's look at the vault's folders): adding, removing or
 * renaming an entry changes the folder's mtime and ctime. A folder changed in the last two seconds is listed but not
 * kept, so a change in the same timestamp tick as the listing (the clock the stamps come from moves in ticks of up to
 * 10 ms, FAT's in 2 s) is never hidden behind an unchanged stamp. Which rituals exist is still looked at every run (a
 * few readdir calls), only their parse is reused. A parse that throws is not kept, so a broken file reports its error
 * every time. A damaged cache file (its checksum, src/cache/file.ts) or entry is a miss: parsed again and replaced at
 * the next save.
 */
import { statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { readCacheFile, writeCacheFile } from './file.js';

const KIND = 'parsed';

/** size, mtimeMs, ctimeMs, ino */
type Stamp = [number, number, number, number];

interface Entry {
  stamp: Stamp;
  /** The value, serialised: every read gets a fresh copy, so a caller that changes it changes nothing here. */
  bytes: Uint8Array;
}

const stampOf = (st: Stats): Stamp => [st.size, st.mtimeMs, st.ctimeMs, st.ino];
const same = (a: Stamp, b: Stamp): boolean => a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];

/** The entry's value when it is one this cache wrote for `stamp`; undefined for a miss, a stale or a damaged entry. */
function hitValue(entry: unknown, stamp: Stamp): { value: unknown } | undefined {
  const e = entry as Partial<Entry> | undefined;
  if (
    typeof e !== 'object' ||
    e === null ||
    !Array.isArray(e.stamp) ||
    !(e.bytes instanceof Uint8Array) ||
    !same(e.stamp as Stamp, stamp)
  ) {
    return undefined;
  }
  try {
    return { value: deserialize(e.bytes) };
  } catch {
    return undefined; // damaged (the file's checksum matched, so written so by a bug): parsed again and replaced
  }
}

export interface ParseCache {
  /**
   * What `parse` makes of the file's text: from the cache when the file is unchanged, else read and parsed (and
   * kept). `kind` names the parse and everything besides the text it depends on (a SKILL.md found as a vault
   * sub-skill and as a bundled one parses differently). A file that cannot be read throws what `read` throws.
   */
  parse<T>(kind: string, path: string, read: (path: string) => string, parse: (text: string) => T): T;
  /**
   * What `make` gives for a path that is a folder (what it holds), from the cache while the folder's stamp is
   * unchanged, and kept only once the folder has been left unchanged for two seconds (above). `make` reads nothing
   * but the folder's own entries, and says a folder it cannot read as a value: it is called as well when the folder
   * cannot be stat'ed.
   */
  keep<T>(kind: string, path: string, make: (path: string) => T): T;
  /** Writes the cache file if anything was parsed this run; entries for files that are gone are dropped. */
  save(): void;
}

/** A cache that keeps nothing: the default wherever no cache folder is given (tests, scripts). */
export const NO_PARSE_CACHE: ParseCache = {
  parse: (_kind, path, read, parse) => parse(read(path)),
  keep: (_kind, path, make) => make(path),
  save: () => {},
};

/** How long a folder must have been left unchanged before what it holds is kept (FAT's timestamps tick in 2 s). */
const SETTLED_MS = 2000;

/** `settledMs`: how long a folder must have been left unchanged before what it holds is kept (tests set 0). */
export function openParseCache(cacheDir: string, { settledMs = SETTLED_MS }: { settledMs?: number } = {}): ParseCache {
  const file = join(cacheDir, 'parsed.bin');
  const stored = readCacheFile(file, KIND);
  const entries = stored instanceof Map ? (stored as Map<string, Entry>) : new Map<string, Entry>();
  const used = new Set<string>();
  let dirty = false;
  /**
   * The path's stamp, the entry's value when the stamp is its own, and whether the path has been left unchanged long
   * enough to keep; undefined when the path cannot be stat'ed. The stamp is taken before reading: a file changed in
   * between is simply read again next run.
   */
  const look = (key: string, path: string): { stamp: Stamp; hit: { value: unknown } | undefined; settled: boolean } | undefined => {
    used.add(key);
    let st: Stats;
    try {
      st = statSync(path);
    } catch {
      return undefined;
    }
    const stamp = stampOf(st);
    // In whole milliseconds, as Date.now() counts: a folder changed earlier in this millisecond has 0 ms behind it,
    // not a fraction less (which would leave nothing settled with settledMs 0, the tests' setting).
    const age = Date.now() - Math.floor(Math.max(st.mtimeMs, st.ctimeMs));
    return { stamp, hit: hitValue(entries.get(key), stamp), settled: age >= settledMs };
  };
  const put = (key: string, stamp: Stamp, value: unknown): void => {
    entries.set(key, { stamp, bytes: serialize(value) });
    dirty = true;
  };
  return {
    parse(kind, path, read, parse) {
      const key = `${kind}\0${path}`;
      const found = look(key, path);
      if (!found) return parse(read(path)); // read() throws the error a caller expects
      if (found.hit) return found.hit.value as ReturnType<typeof parse>;
      const value = parse(read(path));
      put(key, found.stamp, value);
      return value;
    },
    keep(kind, path, make) {
      const key = `${kind}\0${path}`;
      const found = look(key, path);
      if (found?.hit) return found.hit.value as ReturnType<typeof make>;
      const value = make(path);
      if (found?.settled) put(key, found.stamp, value);
      return value;
    },
    save() {
      if (!dirty) return;
      for (const key of entries.keys()) {
        if (used.has(key)) continue;
        try {
          statSync(key.slice(key.indexOf('\0') + 1));
        } catch {
          entries.delete(key);
        }
      }
      writeCacheFile(file, KIND, entries);
      dirty = false;
    },
  };
}
