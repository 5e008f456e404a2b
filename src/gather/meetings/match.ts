/**
 * Meeting notes and the meetings they are about. Pure: notes' facts, events and a resolver go in.
 *
 * A meeting note is a note in the layout's meetings folder, or anywhere when its frontmatter says it is one
 * (`categories: ["[[Meetings]]"]`, `type: meeting`, `tags: [meeting]`). Its date is its frontmatter `date:` or the
 * YYYY-MM-DD in its file name; its title is its frontmatter `title:`, else its file name without the date.
 * A note belongs to an event of its day when the event links it (a [[link]] or an obsidian:// link in the event's
 * description or location), or when their titles share most of their words (a 1:1 also by the other person's name).
 */
import { fold } from '../../text/words.js';
import { kindWord } from '../../vault/note-marks.js';
import type { IsoDate } from '../../time/calendar.js';
import { dateField } from '../references/notes.js';
import { parseLinks } from '../references/links.js';
import type { LinkResolver } from '../references/link-resolver.js';
import type { NoteFacts } from '../vault-view.js';

export interface MeetingNote {
  rel: string;
  date: IsoDate | undefined;
  title: string;
}

export interface EventLike {
  title: string;
  date: IsoDate;
  startTime?: string;
  description?: string;
  location?: string;
  attendees: { name?: string; email?: string }[];
  oneOnOne?: { name: string; email?: string };
}

const MEETING_WORDS = new Set(['meeting', 'meetings', 'meeting-notes', 'meeting notes', '1:1', 'one-on-one', 'call', 'calls']);
const MARK_KEYS = ['categories', 'category', 'type', 'types', 'tags', 'tag', 'kind'];

function isMeetingNote(frontmatter: Record<string, unknown>): boolean {
  for (const key of MARK_KEYS) {
    const value = frontmatter[key];
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v !== 'string') continue;
      if (MEETING_WORDS.has(kindWord(v))) return true;
    }
  }
  return false;
}

function stem(rel: string): string {
  return rel.slice(rel.lastIndexOf('/') + 1).replace(/\.md$/i, '');
}

function meetingNoteOf(n: NoteFacts): MeetingNote {
  const name = stem(n.rel);
  const inName = /(\d{4}-\d{2}-\d{2})/.exec(n.rel)?.[1];
  const fmTitle = typeof n.frontmatter.title === 'string' ? n.frontmatter.title.trim() : '';
  const title =
    fmTitle ||
    name
      .replace(/\d{4}-\d{2}-\d{2}(?:[ T]?\d{2}[:.]?\d{2})?/, '')
      .replace(/^[\s\-–—_:·.]+|[\s\-–—_:·.]+$/g, '')
      .trim() ||
    name;
  return { rel: n.rel, date: dateField(n.frontmatter.date) ?? inName, title };
}

/**
 * Meeting notes of the vault: those the vault profile finds (src/vault/profile.ts: its meetings folder, categories,
 * types, tags, meeting words in names), and those marked as meetings in their frontmatter anywhere.
 */
export function meetingNotes(
  notes: readonly NoteFacts[],
  profiled: ReadonlySet<string>,
  dates: Readonly<Record<string, string | null>> = {},
): MeetingNote[] {
  return notes
    .filter((n) => profiled.has(n.rel) || isMeetingNote(n.frontmatter))
    .map((n) => {
      const m = meetingNoteOf(n);
      return m.date === undefined && dates[n.rel] ? { ...m, date: dates[n.rel]! } : m;
    });
}

const STOP = new Set(['with', 'and', 'the', 'a', 'an', 'of', 'for', 'on', 'meeting', 'sync', 'call', 'notes', 'note', 're', 'w']);

function titleWords(text: string): Set<string> {
  return new Set(
    fold(text)
      .split(/[^\p{L}\p{N}:]+/u)
      .filter((w) => w !== '' && !STOP.has(w)),
  );
}

/** Whether a note's title is about the event: most words shared, or the 1:1's other person named. */
export function titlesMatch(noteTitle: string, event: EventLike): boolean {
  const a = titleWords(noteTitle);
  const b = titleWords(event.title);
  if (event.oneOnOne) {
    // "2026-02-16 Sarah" or "1:1 Sarah Chen" is the 1:1 with Sarah Chen that day.
    const person = [...titleWords(event.oneOnOne.name)];
    if (person.length > 0 && (person.every((w) => a.has(w)) || a.has(person[0]!))) return true;
  }
  if (a.size === 0 || b.size === 0) return false;
  const shared = [...a].filter((w) => b.has(w)).length;
  return shared / Math.min(a.size, b.size) >= 0.6;
}

/** Notes an event links to in its description or location: [[wikilinks]], markdown links, obsidian://open URLs. */
export function eventLinks(event: EventLike, resolver: LinkResolver): string[] {
  const text = [event.description ?? '', event.location ?? ''].join('\n');
  const out = new Set<string>();
  for (const l of parseLinks(text)) {
    const to = resolver.resolve(l.target, '');
    if (to) out.add(to.path);
  }
  for (const m of text.matchAll(/obsidian:\/\/(?:open|advanced-uri)\?[^\s)>\]]*?\bfile=([^&\s)>\]]+)/g)) {
    let file = m[1]!;
    try {
      file = decodeURIComponent(file);
    } catch {
      // keep as written
    }
    const to = resolver.resolve(file, '');
    if (to) out.add(to.path);
  }
  return [...out];
}
