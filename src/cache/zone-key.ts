/**
 * What decides this process's local time zone, as one string for cache keys: two processes with the same key compute
 * the same local dates and times. Asking ICU (`Intl.DateTimeFormat().resolvedOptions().timeZone`) costs 7–17 ms of
 * ICU start-up in a process that makes no other DateTimeFormat (docs/performance.md), so on POSIX the key is read
 * where ICU itself reads the zone (its putil.cpp `uprv_tzname`), at no cost:
 * - `TZ` when it holds a zone name (ICU's test: no digits or commas, then at most two digits: "Europe/Berlin",
 *   "UTC", "Etc/GMT+10"), which ICU then uses alone;
 * - else `/etc/localtime` resolved as a link into a `zoneinfo/` folder (what Linux and macOS install), with `TZ`
 *   as it is (a POSIX rule like "CET-1CEST" sends ICU to that link too);
 * and with either, the version of the zone rules Node's ICU carries, so new rules for a zone are a new key.
 * Where the zone cannot be read that way — Windows and systems other than Linux, macOS and the BSDs, a
 * `/etc/localtime` copied as a plain file (ICU compares its bytes with every zone file), none at all, or a `TZ` that
 * is a file path — the key is what ICU says. A key may change while the zone does not (`TZ=:UTC` and `TZ=UTC`): that
 * costs a cache miss, never a wrong hit. Not keyed: the system's own zone files, which ICU consults only for a name
 * its data lacks (then a fixed offset from the C library) or to check a 3–4 letter name's offset ("EST") — a zone
 * missing from Node's data whose offset then changes.
 */
import { realpathSync } from 'node:fs';

/** A zone name as ICU takes it from TZ (an optional leading ':'); a subset of ICU's isValidOlsonID, without paths. */
const ZONE_NAME = /^:?[A-Za-z_+-][A-Za-z_+\-/]*\d{0,2}$/;
/** The link's tail after this is the zone name ICU uses (putil.cpp TZZONEINFOTAIL). */
const ZONEINFO = '/zoneinfo/';
const LOCALTIME = '/etc/localtime';
/** Where ICU reads the zone as above; elsewhere (Windows, and systems ICU treats apart, like AIX or Solaris) it is asked. */
const READ_AS_ICU_DOES: ReadonlySet<string> = new Set(['linux', 'darwin', 'freebsd', 'openbsd']);

/** The zone file /etc/localtime links to, when it is a link into a zoneinfo folder naming a zone; else undefined. */
function localtimeLink(): string | undefined {
  try {
    const target = realpathSync.native(LOCALTIME); // resolved as ICU does (realpath), through every link
    const at = target.indexOf(ZONEINFO);
    return target !== LOCALTIME && at >= 0 && ZONE_NAME.test(target.slice(at + ZONEINFO.length)) ? target : undefined;
  } catch {
    return undefined;
  }
}

/** The key of the process's local time zone (see the module comment); `platform` is the running one but in tests. */
export function localZoneKey(platform: NodeJS.Platform = process.platform): string {
  const rules = process.versions.tz ?? process.versions.icu ?? '';
  const tz = process.env.TZ;
  if (READ_AS_ICU_DOES.has(platform)) {
    if (tz !== undefined && ZONE_NAME.test(tz)) return JSON.stringify(['TZ', tz, rules]);
    const link = localtimeLink();
    if (link !== undefined) return JSON.stringify(['localtime', tz ?? null, link, rules]);
  }
  return JSON.stringify(['ICU', Intl.DateTimeFormat().resolvedOptions().timeZone, rules]);
}
