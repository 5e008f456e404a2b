/**
 * Time zones for iCalendar TZIDs that the file itself does not define.
 *
 * RFC 5545 wants every TZID defined by a VTIMEZONE in the file; ical.js uses those definitions. Real files also name
 * zones they do not define: IANA names (Google, Apple, gcalcli), IANA names behind a vendor prefix (Evolution's
 * `/freeassociation.sourceforge.net/Tzfile/Europe/Berlin`, Lightning's `/mozilla.org/20070129_1/America/New_York`),
 * and Windows names (Outlook, Exchange: `W. Europe Standard Time`). Those are resolved to an IANA zone here and backed
 * by the platform's own time zone data (Intl), so no zone database is shipped. A TZID nothing resolves stays
 * unresolved: the caller reads its times as floating (local) and says so.
 *
 * Offsets follow RFC 5545 3.3.5: a local time that does not exist (skipped by a DST change) is read with the offset
 * before the gap, and a local time that occurs twice is read as the first of the two.
 */
import { WINDOWS_ZONES } from './windows-zones.js';

const formatters = new Map<string, Intl.DateTimeFormat>();
const DAY_MS = 86_400_000;

/** The formatter for an IANA zone, or undefined when the platform does not know the zone. */
function formatterOf(zone: string): Intl.DateTimeFormat | undefined {
  const known = formatters.get(zone);
  if (known) return known;
  try {
    const formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(zone, formatter);
    return formatter;
  } catch {
    return undefined;
  }
}

/** Milliseconds of a wall-clock time read as UTC (years below 100 included). */
export function wallMs(y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  const date = new Date(Date.UTC(2000, mo - 1, d, h, mi, s));
  date.setUTCFullYear(y);
  return date.getTime();
}

/** Per zone and UTC day: the offsets at the day's start and end (the same on all but the few days a zone changes). */
const dayOffsets = new Map<string, [number, number]>();

/** The zone's UTC offset at an instant, in seconds. Memoised by day: Intl is the slow part of reading a calendar. */
function offsetAt(zone: string, ms: number): number {
  const day = Math.floor(ms / DAY_MS);
  const key = `${zone}|${day}`;
  let pair = dayOffsets.get(key);
  if (!pair) {
    if (dayOffsets.size > 200_000) dayOffsets.clear();
    pair = [exactOffsetAt(zone, day * DAY_MS), exactOffsetAt(zone, (day + 1) * DAY_MS - 1000)];
    dayOffsets.set(key, pair);
  }
  return pair[0] === pair[1] ? pair[0] : exactOffsetAt(zone, ms);
}

function exactOffsetAt(zone: string, ms: number): number {
  const formatter = formatterOf(zone);
  if (!formatter) return 0;
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(new Date(ms))) parts[part.type] = part.value;
  const year = Number(parts.year) * (parts.era === 'BC' || parts.era === 'B' ? -1 : 1);
  const wall = wallMs(year, Number(parts.month), Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 1000);
}

/** The UTC offset (seconds) that a wall-clock time in the zone is read with (RFC 5545 3.3.5, see the module comment). */
export function offsetOfWall(zone: string, wall: number): number {
  const before = offsetAt(zone, wall - DAY_MS);
  const after = offsetAt(zone, wall + DAY_MS);
  if (offsetAt(zone, wall - before * 1000) === before) return before; // also the first of two ambiguous readings
  if (offsetAt(zone, wall - after * 1000) === after) return after;
  return before; // in a gap
}

function canonical(zone: string): string | undefined {
  const formatter = formatterOf(zone);
  return formatter?.resolvedOptions().timeZone;
}

/** True when the TZID is itself a zone name the platform knows ("Europe/Berlin", "UTC"), not a name of the file's own. */
export function isIanaName(tzid: string): boolean {
  const name = tzid.trim();
  return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(name) || /^(utc|gmt)$/i.test(name) ? canonical(name) !== undefined : false;
}

const WINDOWS_BY_LOWER = new Map(Object.entries(WINDOWS_ZONES).map(([name, zone]) => [name.toLowerCase(), zone]));

/**
 * The IANA zone a TZID means, or undefined. Tries the name itself, a Windows name, and then the trailing one to three
 * path segments of a prefixed name (`/mozilla.org/20070129_1/America/New_York` → `America/New_York`).
 */
export function resolveTzid(tzid: string): string | undefined {
  const name = tzid
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
  if (name === '') return undefined;
  if (/^(z|utc|gmt|etc\/utc|etc\/gmt)$/i.test(name)) return 'UTC';
  const windows = WINDOWS_BY_LOWER.get(name.toLowerCase());
  if (windows) return windows;
  // Only names with a region or the few bare ones the platform knows: "CUSTOM" or "Standard" must not resolve by
  // accident, and neither must an offset-like "GMT+1" (whose sign POSIX inverts).
  if (/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(name)) {
    const zone = canonical(name);
    if (zone) return zone;
  }
  const segments = name.split('/').filter(Boolean);
  for (let take = Math.min(3, segments.length); take >= 2; take--) {
    const tail = segments.slice(-take).join('/');
    if (/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(tail)) {
      const zone = canonical(tail);
      if (zone) return zone;
    }
  }
  return undefined;
}
