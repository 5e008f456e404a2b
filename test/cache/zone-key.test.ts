/**
 * The key of the process's time zone (src/cache/zone-key.ts): read from TZ or /etc/localtime where that is exact,
 * from ICU elsewhere, and never one key for two zones — checked against what ICU itself says under each setting.
 */
import { realpathSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { localZoneKey } from '../../src/cache/zone-key.js';

const before = process.env.TZ;
afterEach(() => {
  if (before === undefined) delete process.env.TZ;
  else process.env.TZ = before;
});

/** The key under this TZ (undefined: unset), with the zone ICU then reports and an offset Date computes in it. */
function under(tz: string | undefined, platform?: NodeJS.Platform): { key: string; kind: string; zone: string; offsets: number[] } {
  if (tz === undefined) delete process.env.TZ;
  else process.env.TZ = tz;
  const key = localZoneKey(platform);
  const offsets = [0, 6].map((month) => new Date(2026, month, 1).getTimezoneOffset());
  return { key, kind: String((JSON.parse(key) as unknown[])[0]), zone: Intl.DateTimeFormat().resolvedOptions().timeZone, offsets };
}

const SETTINGS = [
  'Europe/Berlin',
  ':Europe/Berlin',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'UTC',
  'Etc/GMT+10',
  'Etc/GMT-10',
  'CET-1CEST,M3.5.0,M10.5.0/3', // a POSIX rule: ICU goes on to /etc/localtime
  'EST5EDT',
  ':/usr/share/zoneinfo/Asia/Tokyo', // a file path
  '',
  undefined,
];

/** /etc/localtime as a link into a zoneinfo folder, or undefined (a copied file, none). */
function localtimeLink(): string | undefined {
  try {
    const target = realpathSync('/etc/localtime');
    return target !== '/etc/localtime' && target.includes('/zoneinfo/') ? target : undefined;
  } catch {
    return undefined;
  }
}

describe('the time zone key', () => {
  it('is never the same for two zones, on this system and as on Windows', () => {
    for (const platform of [process.platform, 'win32'] as const) {
      const seen = new Map<string, { zone: string; offsets: number[] }>();
      for (const tz of SETTINGS) {
        const { key, zone, offsets } = under(tz, platform);
        expect(seen.get(key) ?? { zone, offsets }, `TZ=${tz} on ${platform}`).toEqual({ zone, offsets });
        seen.set(key, { zone, offsets });
      }
      expect(seen.size).toBeGreaterThan(4); // the zones above are told apart, not one key for all
    }
  });

  it('changes with TZ, and is the same again under the same TZ', () => {
    const berlin = under('Europe/Berlin').key;
    expect(under('America/Los_Angeles').key).not.toBe(berlin);
    expect(under('Europe/Berlin').key).toBe(berlin);
  });

  it('takes a zone name from TZ, and the zone rules version with it', () => {
    const { key, kind } = under('Europe/Berlin');
    expect(kind).toBe(['linux', 'darwin', 'freebsd', 'openbsd'].includes(process.platform) ? 'TZ' : 'ICU');
    expect(key).toContain('Europe/Berlin');
    expect(key).toContain(JSON.stringify(process.versions.tz));
  });

  it('follows /etc/localtime without TZ or with a rule in it, and asks ICU where it cannot', () => {
    const link = ['linux', 'darwin', 'freebsd', 'openbsd'].includes(process.platform) ? localtimeLink() : undefined;
    for (const tz of [undefined, 'CET-1CEST,M3.5.0,M10.5.0/3', ':/usr/share/zoneinfo/Asia/Tokyo']) {
      const { key, kind } = under(tz);
      expect(kind, `TZ=${tz}`).toBe(link ? 'localtime' : 'ICU');
      if (link) expect(key).toContain(JSON.stringify(link));
    }
    expect(under('Europe/Berlin', 'win32').kind).toBe('ICU');
    expect(under('Europe/Berlin', 'aix').kind).toBe('ICU');
  });
});
