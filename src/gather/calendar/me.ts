/**
 * Who "me" is in the calendars (issue 22, item 7): `me:` in the config wins; without it, the user is discovered once
 * from every event the calendar sources hold — not only the range a run gathers, so it does not change from one
 * week to the next and a thin week cannot make someone else "me". The address in the most distinct events (a
 * recurring series and its changed instances are one event), in at least 2 and tied with no other (people.ts
 * pickUser), with its evidence: "alex@example.com, organizer or attendee in 14 of 15 events".
 *
 * Every event of a .ics file is read from the file's text (its ORGANIZER and ATTENDEE lines; no expansion, so a
 * large calendar costs a read). A program prints only a range: it is asked once for the year before today and the
 * 90 days after. The result is kept in the cache beside the vault's profile and reused while every .ics file's size
 * and mtime, the programs and `not_people` are unchanged; `skill layout` always looks again. A discovery made
 * while a program failed holds for that day only, so a broken program is not run again by every run of the day.
 */
import { realpathSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { vaultNotesFile } from '../../cache/dir.js';
import { readJsonCacheFile, writeJsonCacheFile } from '../../cache/file.js';
import { InterruptedError } from '../../errors.js';
import { addDays, type IsoDate } from '../../time/calendar.js';
import { splitCalendar } from './blocks.js';
import { loadCommandSource } from './command.js';
import { makeAttendee } from './event.js';
import { filesOf, refusedFile } from './ics.js';
import { countAddresses, notPeopleMatcher, pickUser } from './people.js';
import type { Attendee, CalendarSource, UserIdentity } from './types.js';

/** What discovery found: the address and its evidence, or why nobody. */
export interface MeDiscovery {
  email?: string;
  /** The names the calendars give that address. */
  names: string[];
  /** Distinct events it is in, and organised. */
  events: number;
  organised: number;
  /** Distinct events read, over every source that could be read. */
  total: number;
  /** The sources read. */
  sources: string[];
  /** Why nobody is "me" (no calendar, no address in 2 or more events, a tie). */
  why?: string;
}

/** Who "me" is for this vault, and where that came from. */
export type WhoIsMe = { source: 'config'; user: UserIdentity } | { source: 'discovered'; user: UserIdentity; discovery: MeDiscovery };

interface EventPeople {
  key: string;
  attendees: Attendee[];
  organizer?: Attendee | undefined;
}

/** A property line's parameters and value, quotes respected (`CN="Reißer, Wolfgang":mailto:…`). */
function splitProperty(line: string): { params: Map<string, string>; value: string } {
  const params = new Map<string, string>();
  let quoted = false;
  let start = 0;
  const parts: string[] = [];
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === ';' || c === ':')) {
      parts.push(line.slice(start, i));
      start = i + 1;
      if (c === ':') break;
    }
  }
  for (const p of parts.slice(1)) {
    const at = p.indexOf('=');
    if (at > 0) params.set(p.slice(0, at).toUpperCase(), p.slice(at + 1).replace(/^"|"$/g, ''));
  }
  return { params, value: line.slice(start) };
}

/** The people of one VEVENT block as written; a cancelled event has none. Rooms and resources are not people. */
export function blockPeople(block: string, index: number): EventPeople {
  const lines = block.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const uid = lines
    .find((l) => /^UID[;:]/i.test(l))
    ?.replace(/^UID[^:]*:/i, '')
    .trim();
  const out: EventPeople = { key: uid ? `uid:${uid}` : `#${index}`, attendees: [] };
  if (lines.some((l) => /^STATUS:\s*CANCELLED\s*$/i.test(l))) return out;
  for (const line of lines) {
    const kind = /^(ATTENDEE|ORGANIZER)[;:]/i.exec(line)?.[1]?.toUpperCase();
    if (!kind) continue;
    const { params, value } = splitProperty(line);
    const cutype = (params.get('CUTYPE') ?? '').toUpperCase();
    if (cutype === 'ROOM' || cutype === 'RESOURCE') continue;
    const person = makeAttendee(params.get('CN'), value);
    if (!person) continue;
    if (kind === 'ORGANIZER') out.organizer ??= person;
    else out.attendees.push(person);
  }
  return out;
}

/** One entry per distinct event: a series and its changed instances (one UID) are one event, their people merged. */
function distinctEvents(events: readonly EventPeople[]): EventPeople[] {
  const byKey = new Map<string, EventPeople>();
  for (const e of events) {
    const known = byKey.get(e.key);
    if (!known) byKey.set(e.key, { key: e.key, attendees: [...e.attendees], organizer: e.organizer });
    else {
      known.attendees.push(...e.attendees.filter((a) => !known.attendees.some((k) => k.email === a.email && k.name === a.name)));
      known.organizer ??= e.organizer;
    }
  }
  return [...byKey.values()];
}

/** The discovery from the events read (pure). */
function discoverFrom(events: readonly EventPeople[], sources: readonly string[], notPeople: readonly string[]): MeDiscovery {
  const distinct = distinctEvents(events);
  const base = { names: [], events: 0, organised: 0, total: distinct.length, sources: [...sources] };
  if (sources.length === 0) return { ...base, why: 'no calendar could be read' };
  const picked = pickUser(countAddresses(distinct, notPeopleMatcher(notPeople)));
  if ('why' in picked) return { ...base, why: picked.why };
  const { email, names, events: n, organised } = picked.user;
  return { ...base, email, names, events: n, organised };
}

/** "alex@example.com, organizer or attendee in 14 of 15 events (from work, personal)"; or why nobody. */
export function evidenceOf(d: MeDiscovery): string {
  const where = d.sources.length ? ` (from ${d.sources.join(', ')})` : '';
  if (!d.email)
    return `${d.why ?? 'nobody found'}${d.sources.length ? ` (${d.total} event${d.total === 1 ? '' : 's'} read, from ${d.sources.join(', ')})` : ''}`;
  return `${d.email}, organizer or attendee in ${d.events} of ${d.total} events${where}`;
}

interface Read {
  events: EventPeople[];
  sources: string[];
  /** What the kept result depends on, per source. */
  stamps: string[];
  /** A program failed: kept for the day only. */
  partial: boolean;
}

async function readIcsSource(source: Extract<CalendarSource, { type: 'ics' }>, into: Read, signal?: AbortSignal): Promise<void> {
  let files: string[];
  try {
    files = filesOf(source.path);
  } catch {
    into.stamps.push(`${source.path}:absent`);
    return;
  }
  let read = 0;
  for (const file of files) {
    if (signal?.aborted) throw new InterruptedError('interrupted while reading calendars');
    // The stamp is the file's as stampsOf sees it, so a file that is not a calendar is not read again every run.
    into.stamps.push(fileStamp(file));
    try {
      if (refusedFile(statSync(file))) continue; // the calendar task says why
      const blocks = splitCalendar(await readFile(file, 'utf8'));
      const first = into.events.length;
      for (const [i, b] of blocks.events.entries()) into.events.push(blockPeople(b.text, first + i)); // not spread: 200,000 events overflow the stack
      read++;
    } catch {
      // Unreadable or not iCalendar: the calendar task names it; discovery counts the other files.
    }
  }
  if (read > 0) into.sources.push(source.name);
}

async function readCommandSource(
  source: Extract<CalendarSource, { type: 'command' }>,
  today: IsoDate,
  into: Read,
  opts: { signal?: AbortSignal | undefined; path?: string | undefined },
): Promise<void> {
  const window = { start: addDays(today, -365), end: addDays(today, 90) };
  const loaded = await loadCommandSource(source, window, opts);
  into.stamps.push(JSON.stringify([source.name, source.command, source.format]));
  if (!loaded.outcome.ok) {
    into.partial = true;
    return;
  }
  into.sources.push(source.name);
  loaded.events.forEach((e, i) => {
    into.events.push({ key: e.uid ? `uid:${e.uid}` : `${source.name}#${e.title}#${i}`, attendees: e.attendees, organizer: e.organizer });
  });
}

function fileStamp(file: string): string {
  try {
    const info = statSync(file);
    return `${file}:${info.size}:${info.mtimeMs}`;
  } catch {
    return `${file}:unreadable`;
  }
}

/** The stamps of the .ics files and programs, without reading any event: whether a kept discovery still holds. */
function stampsOf(sources: readonly CalendarSource[]): string[] {
  const stamps: string[] = [];
  for (const source of sources) {
    if (source.type === 'command') {
      stamps.push(JSON.stringify([source.name, source.command, source.format]));
      continue;
    }
    let files: string[];
    try {
      files = filesOf(source.path);
    } catch {
      stamps.push(`${source.path}:absent`);
      continue;
    }
    for (const file of files) stamps.push(fileStamp(file));
  }
  return stamps;
}

export interface DiscoverOptions {
  /** The vault: its cache file name. */
  vault: string;
  /** Where it is kept; none → not kept. */
  cacheDir?: string | undefined;
  /** Look again even when a kept discovery holds (`skill layout`). */
  fresh?: boolean;
  today: IsoDate;
  signal?: AbortSignal | undefined;
  path?: string | undefined;
}

const ME_KIND = 'calendar-me1';

/** Discovers "me" from every event of the sources, or reuses the kept discovery while they are unchanged. */
export async function discoverMe(
  config: { calendars: readonly CalendarSource[]; notPeople: readonly string[] },
  opts: DiscoverOptions,
): Promise<MeDiscovery> {
  const file = opts.cacheDir === undefined ? undefined : cacheFile(opts.cacheDir, opts.vault);
  const head = JSON.stringify(config.notPeople);
  if (file && !opts.fresh) {
    const kept = readJsonCacheFile(file, ME_KIND) as { signature?: unknown; discovery?: MeDiscovery; partialOn?: string } | undefined;
    // Made while a program failed: good for that day only, then the program is asked again.
    const current = kept?.partialOn === undefined || kept.partialOn === opts.today;
    if (kept?.discovery && current && kept.signature === [head, ...stampsOf(config.calendars)].join('\n')) return kept.discovery;
  }
  const read: Read = { events: [], sources: [], stamps: [], partial: false };
  for (const source of config.calendars) {
    if (source.type === 'ics') await readIcsSource(source, read, opts.signal);
    else await readCommandSource(source, opts.today, read, opts);
  }
  const discovery = discoverFrom(read.events, read.sources, config.notPeople);
  if (file)
    writeJsonCacheFile(file, ME_KIND, {
      signature: [head, ...read.stamps].join('\n'),
      discovery,
      ...(read.partial ? { partialOn: opts.today } : {}),
    });
  return discovery;
}

function cacheFile(cacheDir: string, vault: string): string | undefined {
  try {
    return vaultNotesFile(cacheDir, realpathSync(vault), '.me.json');
  } catch {
    return undefined;
  }
}

/** `me:` when the config sets it; else the discovered address (with the names the calendars give it), or nobody. */
export async function whoIsMe(
  config: { calendars: readonly CalendarSource[]; notPeople: readonly string[]; me: UserIdentity },
  opts: DiscoverOptions,
): Promise<WhoIsMe> {
  if (config.me.emails.length > 0 || config.me.names.length > 0) return { source: 'config', user: config.me };
  const discovery = await discoverMe(config, opts);
  return { source: 'discovered', user: { names: discovery.names, emails: discovery.email ? [discovery.email] : [] }, discovery };
}
