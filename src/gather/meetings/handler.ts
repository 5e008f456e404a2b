/**
 * The built-in `meetings` handler (resolve-meetings), over the calendar's events for the need's range:
 *
 *   kind: day       the note of each meeting (linked from the event, or a meeting note of that day whose title
 *                   matches; match.ts), ✗ with a suggested path in the meetings folder when it has none; and the
 *                   meeting notes of those days that match no event.
 *   kind: previous  for each person met (params.source: one-on-one, attendees), the last `count` daily or meeting
 *                   notes before the range that link them (or name them in a link), newest first, within a year.
 */
import { basename, join } from 'node:path';
import { RunFailure } from '../../errors.js';
import { addDays, eachDay } from '../../time/calendar.js';
import { periodicNotes } from '../../vault/layout.js';
import { isPersonNote, lastFirst, matchPerson, type PeopleIndex } from '../references/people.js';
import { folderFor, profileOf, profilePeople } from '../vault-profile.js';
import type { VaultProfile } from '../../vault/profile.js';
import { fold } from '../../text/words.js';
import type { LinkResolver } from '../references/link-resolver.js';
import type { HandlerResult, Ref, TaskInput } from '../types.js';
import { paramList } from '../task-params.js';
import { VaultView, type NoteFacts, type VaultViews } from '../vault-view.js';
import { eventLinks, meetingNotes, titlesMatch, type EventLike } from './match.js';
import { byCodeUnit } from '../../text/order.js';

/** How far back "previous notes" look. */
const LOOKBACK_DAYS = 365;
const DEFAULT_COUNT = 3;

function eventsOf(input: TaskInput): EventLike[] | undefined {
  const dep = input.task.dependsOn.map((d) => input.deps.get(d)).find((o) => (o?.data as { events?: unknown })?.events);
  return (dep?.data as { events?: EventLike[] } | undefined)?.events;
}

function safeName(text: string): string {
  return text
    .replace(/[\\/:*?"<>|#^[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function day(
  input: TaskInput,
  scanNotes: readonly NoteFacts[],
  events: EventLike[],
  resolver: LinkResolver,
  profile: VaultProfile,
): HandlerResult {
  const range = input.task.range ?? { start: input.resolution.target_date, end: input.resolution.target_date };
  // A meeting without a note would get one beside the vault's other meeting notes.
  const folder = folderFor(profile.meetings.notes, input.config.layout.configured?.meetings === true, input.config.layout.meetings);
  const notes = meetingNotes(scanNotes, new Set(profile.meetings.notes), profile.meetings.dates).filter(
    (m) => m.date !== undefined && m.date >= range.start && m.date <= range.end,
  );
  const used = new Set<string>();
  const refs: Ref[] = [];
  const when = (e: EventLike) => `${e.date}${e.startTime ? ` ${e.startTime}` : ''}`;
  for (const e of events.filter((x) => x.date >= range.start && x.date <= range.end)) {
    const linked = eventLinks(e, resolver);
    const matched = notes.filter((m) => m.date === e.date && !used.has(m.rel) && titlesMatch(m.title, e)).map((m) => m.rel);
    const found = [...new Set([...linked, ...matched])];
    if (found.length === 0) {
      const path = join(input.vault, folder, `${e.date} ${safeName(e.title) || 'Meeting'}.md`);
      refs.push({ label: `${e.title} (${when(e)})`, path, exists: false, missing: input.task.missing ?? 'no meeting note yet' });
      continue;
    }
    for (const rel of found) {
      used.add(rel);
      refs.push({
        label: `${e.title} (${when(e)})`,
        path: join(input.vault, rel),
        exists: true,
        detail: linked.includes(rel) ? '(linked from the event)' : '(meeting note of that day)',
      });
    }
  }
  for (const m of notes.filter((x) => !used.has(x.rel))) {
    refs.push({
      label: `${m.title} (${m.date})`,
      path: join(input.vault, m.rel),
      exists: true,
      detail: '(meeting note of that day; no calendar event matched)',
    });
  }
  const have = refs.filter((r) => r.exists).length;
  const meetings = events.filter((x) => x.date >= range.start && x.date <= range.end).length;
  return {
    summary: `${have} meeting note${have === 1 ? '' : 's'} for ${meetings} meeting${meetings === 1 ? '' : 's'}`,
    refs,
    data: { notes: refs.filter((r) => r.exists).map((r) => ({ label: r.label, path: r.path })) },
  };
}

interface Met {
  name: string;
  /** Vault-relative paths of the person's note (when they have one) — links to it count. */
  paths: Set<string>;
  /** Folded names a link may use for them. */
  keys: Set<string>;
  file: string | undefined;
}

function whoWasMet(
  input: TaskInput,
  events: EventLike[],
  index: PeopleIndex,
  resolver: LinkResolver,
  scanNotes: readonly NoteFacts[],
  people: ReadonlySet<string>,
): Met[] {
  const sources = paramList(input, 'source');
  const whos: { name?: string; email?: string }[] = [];
  for (const e of events) {
    if (e.oneOnOne && (sources.includes('one-on-one') || sources.length === 0)) whos.push(e.oneOnOne);
    if (sources.includes('attendees')) whos.push(...e.attendees);
  }
  const byRel = new Map(scanNotes.map((n) => [n.rel, n]));
  const out = new Map<string, Met>();
  for (const who of whos) {
    // By address, name or "Last, First" as "First Last" (matchPerson); else a person note of that name anywhere.
    const person = matchPerson(index, who)?.person;
    // An attendee known by address alone counts once the address finds their note.
    if (who.name === undefined && !person) continue;
    const name = who.name ?? person!.name;
    const read = lastFirst(name);
    let rel = person ? person.path.slice(input.vault.length + 1) : undefined;
    for (const written of rel ? [] : [name, ...(read ? [read] : [])]) {
      const target = resolver.resolve(written, '');
      const note = target ? byRel.get(target.path) : undefined;
      if (note && (people.has(note.rel) || isPersonNote(note.frontmatter))) {
        rel = note.rel;
        break;
      }
    }
    const key = rel ?? `?${fold(read ?? name)}`;
    const met = out.get(key) ?? {
      name: person?.name ?? (rel ? basename(rel, '.md') : (read ?? name)),
      paths: new Set<string>(),
      keys: new Set<string>(),
      file: rel,
    };
    if (rel) met.paths.add(rel);
    for (const n of [name, met.name, ...(read ? [read] : []), ...(person?.aliases ?? [])]) met.keys.add(fold(n).trim());
    out.set(key, met);
  }
  return [...out.values()];
}

function previous(
  input: TaskInput,
  scanNotes: readonly NoteFacts[],
  events: EventLike[],
  resolver: LinkResolver,
  profile: VaultProfile,
  view: VaultView,
): HandlerResult {
  const range = input.task.range ?? { start: input.resolution.target_date, end: input.resolution.target_date };
  const count = Math.max(1, Number(paramList(input, 'count')[0] ?? DEFAULT_COUNT) || DEFAULT_COUNT);
  const index = profilePeople(input, view, profile, join(input.vault, input.config.layout.people));
  const met = whoWasMet(
    input,
    events.filter((e) => e.date >= range.start && e.date <= range.end),
    index,
    resolver,
    scanNotes,
    new Set(profile.people.notes),
  );
  // Daily notes of the year before the range, by the layout's own pattern; and the meeting notes of that time.
  const first = addDays(range.start, -LOOKBACK_DAYS);
  const days = eachDay({ start: first, end: addDays(range.start, -1) });
  const dated = new Map<string, { date: string; kind: string; title: string }>();
  for (const n of periodicNotes(input.vault, input.config.layout, 'daily', days))
    dated.set(n.path.slice(input.vault.length + 1), { date: n.date, kind: 'daily note', title: n.label });
  for (const m of meetingNotes(scanNotes, new Set(profile.meetings.notes), profile.meetings.dates)) {
    if (m.date !== undefined && m.date >= first && m.date < range.start)
      dated.set(m.rel, { date: m.date, kind: 'meeting note', title: m.title });
  }
  const candidates = scanNotes.filter((n) => dated.has(n.rel));
  const refs: Ref[] = [];
  const warnings: string[] = [];
  for (const person of met) {
    const hits: { n: NoteFacts; line: number; date: string }[] = [];
    for (const n of candidates) {
      const link = n.links.find((l) => {
        const to = resolver.resolve(l.target, n.rel);
        return (to && person.paths.has(to.path)) || person.keys.has(fold(l.target.split('/').pop()!.replace(/\.md$/i, '')).trim());
      });
      if (link) hits.push({ n, line: link.line, date: dated.get(n.rel)!.date });
    }
    hits.sort((a, b) => byCodeUnit(b.date, a.date) || a.n.rel.localeCompare(b.n.rel));
    if (hits.length === 0) warnings.push(`no earlier daily or meeting note links ${person.name} (looked back to ${first})`);
    for (const h of hits.slice(0, count)) {
      const info = dated.get(h.n.rel)!;
      refs.push({
        label: `${person.name}: ${info.kind === 'daily note' ? info.title : `${info.date} ${info.title}`}`,
        path: join(input.vault, h.n.rel),
        exists: true,
        detail: `(${info.kind}, line ${h.line})`,
      });
    }
  }
  return {
    summary: `${refs.length} earlier note${refs.length === 1 ? '' : 's'} with ${met.length} ${met.length === 1 ? 'person' : 'people'}`,
    refs,
    ...(warnings.length ? { warnings } : {}),
    data: { notes: refs.map((r) => ({ label: r.label, path: r.path })) },
  };
}

export function meetingsHandler(views: VaultViews) {
  return async (input: TaskInput): Promise<HandlerResult> => {
    const kind = paramList(input, 'kind')[0];
    if (kind !== 'day' && kind !== 'previous') throw new Error(`resolve-meetings has no kind "${kind ?? '(none)'}"`);
    const events = eventsOf(input);
    if (!events) throw new RunFailure("the calendar was not available, so the day's meetings are unknown");
    const view = views(input.vault);
    const scan = await view.facts(input.signal);
    const resolver = view.resolver(VaultView.aliases(scan));
    const profile = await profileOf(input, view);
    return kind === 'day'
      ? day(input, scan.notes, events, resolver, profile)
      : previous(input, scan.notes, events, resolver, profile, view);
  };
}
