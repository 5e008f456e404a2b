/**
 * Times as ical.js gives them, turned into instants and dates, and the time zones ical.js does not know by itself
 * (zones.ts) made known to it. Imported only when a calendar is parsed (ical.js is loaded lazily).
 */
import ICAL from 'ical.js';
import type { IsoDate } from '../../time/calendar.js';
import { offsetOfWall, resolveTzid, wallMs } from './zones.js';

export type Time = ICAL.Time;
export type Component = ICAL.Component;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The date part of a Time, as written (no zone conversion). */
export function isoDateOf(t: Time): IsoDate {
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
}

function isFloating(t: Time): boolean {
  return !t.isDate && (t.zone === undefined || t.zone === null || t.zone === ICAL.Timezone.localTimezone);
}

/** The instant of a date-time. Floating times are local wall time of the process (RFC 5545 3.3.5). */
export function toMs(t: Time): number {
  if (isFloating(t) || t.isDate) {
    const local = new Date(2000, t.month - 1, t.day, t.hour, t.minute, t.second);
    local.setFullYear(t.year, t.month - 1, t.day);
    return local.getTime();
  }
  return t.toUnixTime() * 1000;
}

/** The same wall-clock time `days` later (nominal days: across a DST change the clock time stays). */
export function addDaysTo(t: Time, days: number): Time {
  const copy = t.clone();
  if (days !== 0) copy.adjust(days, 0, 0, 0);
  return copy;
}

/** `t` moved by a wall-clock difference in seconds, read in `zone`. */
export function shifted(t: Time, zone: ICAL.Timezone | undefined, seconds: number): Time {
  const copy = ICAL.Time.fromData(
    { year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second, isDate: t.isDate },
    zone ?? t.zone,
  );
  if (seconds !== 0) copy.adjust(0, 0, 0, seconds);
  return copy;
}

/** Seconds between two wall-clock readings, ignoring zones (used for THISANDFUTURE shifts). */
export function wallSeconds(a: Time, b: Time): number {
  return (wallMs(a.year, a.month, a.day, a.hour, a.minute, a.second) - wallMs(b.year, b.month, b.day, b.hour, b.minute, b.second)) / 1000;
}

const offsetCache = new Map<string, number>();

/** An ical.js zone whose offsets come from the platform's data for an IANA zone. */
function platformZone(tzid: string, iana: string): ICAL.Timezone {
  const zone = new ICAL.Timezone({ tzid });
  zone.utcOffset = (tt: Time): number => {
    const wall = wallMs(tt.year, tt.month, tt.day, tt.hour, tt.minute, tt.second);
    // Zone changes fall on quarter hours, so one lookup serves every time in the same quarter hour.
    const key = `${iana}|${Math.floor(wall / 900_000)}`;
    let offset = offsetCache.get(key);
    if (offset === undefined) {
      if (offsetCache.size > 100_000) offsetCache.clear();
      offset = offsetOfWall(iana, wall);
      offsetCache.set(key, offset);
    }
    return offset;
  };
  return zone;
}

/** TZIDs already looked at in this process: the IANA zone they resolved to, or null. */
const known = new Map<string, string | null>();

/**
 * Makes every TZID the text names and the calendar does not define known to ical.js. Returns the TZIDs that could
 * not be resolved: their times stay floating (read as local time), which the caller reports.
 */
export function registerZones(text: string, root: Component): string[] {
  const unknown: string[] = [];
  for (const match of text.replace(/\r?\n[ \t]/g, '').matchAll(/;TZID=("[^"]*"|[^;:\r\n]*)/gi)) {
    const tzid = (match[1] as string).replace(/^"(.*)"$/, '$1');
    if (root.getTimeZoneByID(tzid)) continue;
    let iana = known.get(tzid);
    if (iana === undefined) {
      iana = resolveTzid(tzid) ?? null;
      known.set(tzid, iana);
      // The service is process-wide; a TZID means the same IANA zone in every file, so sharing it is safe, and a
      // file's own VTIMEZONE always wins (ical.js looks in the file first).
      if (iana) ICAL.TimezoneService.register(platformZone(tzid, iana), tzid);
    }
    if (iana === null && !unknown.includes(tzid)) unknown.push(tzid);
  }
  return unknown;
}

/** The zone X-WR-TIMEZONE names: the file's own definition, else an IANA or Windows name; undefined if unknown. */
export function zoneNamed(tzid: string, root: Component): ICAL.Timezone | undefined {
  const own = root.getTimeZoneByID(tzid);
  if (own) return own;
  registerZones(`;TZID=${tzid}:`, root);
  return ICAL.TimezoneService.has(tzid) ? ICAL.TimezoneService.get(tzid) : undefined;
}

const REWRITTEN = ['dtstart', 'dtend', 'rdate', 'exdate', 'recurrence-id'];

function inZone(t: Time, zone: ICAL.Timezone): Time {
  if (t.isDate) return t;
  if (t.zone === ICAL.Timezone.utcTimezone) return t.convertToZone(zone);
  if (isFloating(t)) return shifted(t, zone, 0);
  return t;
}

/**
 * X-WR-TIMEZONE (Google, Apple): the calendar's UTC and floating times are meant in that zone, so a daily 08:00Z
 * event in a Berlin calendar keeps its Berlin clock time across DST. Same reading as python's x-wr-timezone.
 */
export function applyCalendarZone(event: Component, zone: ICAL.Timezone): void {
  for (const name of REWRITTEN) {
    for (const prop of event.getAllProperties(name)) {
      const values = prop.getValues().map((value: unknown) => {
        if (value instanceof ICAL.Time) return inZone(value, zone);
        if (value instanceof ICAL.Period) {
          const period = value.clone();
          period.start = inZone(value.start, zone);
          if (value.end) period.end = inZone(value.end, zone);
          return period;
        }
        return value;
      });
      if (prop.isMultiValue) prop.setValues(values);
      else if (values[0] !== undefined) prop.setValue(values[0]);
    }
  }
}

/**
 * ical.js rolls impossible dates over (2024-13-01 becomes 2025-01-01); a date that does not exist is an error in the
 * file, so the parsed value is checked before it is used. True when every value of the property is a real date.
 */
export function isRealDate(prop: ICAL.Property | null): boolean {
  if (!prop) return true;
  return (prop.toJSON().slice(3) as unknown[]).every((raw) => {
    const text = typeof raw === 'string' ? (raw.split('/')[0] ?? '') : '';
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2}))?/.exec(text);
    if (!m) return false;
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const days = new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeap(year) ? 1 : 0);
    return (
      month >= 1 &&
      month <= 12 &&
      day >= 1 &&
      day <= days &&
      (m[4] === undefined || (Number(m[4]) <= 23 && Number(m[5]) <= 59 && Number(m[6]) <= 60))
    );
  });
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
