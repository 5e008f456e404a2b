/**
 * Who is in an event besides the user, and whether it is a 1:1. Pure.
 *
 * The rules (docs/calendars.md keeps the user-facing version):
 * - The user is matched by email or by name, case- and accent-insensitively. When no identity is configured, the
 *   user is the email found (as attendee or organizer) in the most events, if it is found in at least 2 events and
 *   no other email ties with it (on events, then on events organised). The calendar task counts every event the
 *   calendars hold (me.ts), not only the range's.
 * - "Others" are the listed attendees plus the organizer when not listed, minus the user, minus duplicates, minus
 *   addresses that are not people (`not_people:` patterns: group calendars, rooms, no-reply senders). The organizer
 *   counts only next to someone else: alone, or as the only attendee, the event is the organizer's own.
 * - One other person → a 1:1 with them. Nobody else but a title pattern ("1:1 with Jonas") → a 1:1 with the person
 *   the title names. Two or more others → never a 1:1, even when the title says so (a "1:1" with three invitees is
 *   a meeting, and guessing which of them is meant would put the wrong person in front of the user). The one
 *   exception: with no known user, a titled event with exactly two participants is a 1:1 with the one the title
 *   names, when the title names exactly one of them.
 * - The other person's name: the attendee's CN, else a name in a titled event's title, else the email's local part
 *   as words ("jonas.weber" → "Jonas Weber"). A one-word title name gives way to the email's fuller version of it.
 */
import type { Attendee, CalendarEvent, UserIdentity } from './types.js';

/** Case-, accent- and space-insensitive form for comparing names. */
function normaliseName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A letter or a digit, under the flags the patterns match with (`i` makes U+0345 one: it folds to a Greek iota).
 * Only non-ASCII characters are tested with it: a regex with \p{…} classes costs about a millisecond to compile, so
 * the patterns themselves carry none and each pattern's edges are checked here.
 */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/iu;

function isLetterOrDigit(code: number | undefined): boolean {
  if (code === undefined) return false;
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
  return LETTER_OR_DIGIT.test(String.fromCodePoint(code));
}

/** The code point that ends just before `at` (a surrogate pair read whole, as a lookbehind reads it). */
function codePointBefore(text: string, at: number): number | undefined {
  if (at <= 0) return undefined;
  const low = text.charCodeAt(at - 1);
  const high = at >= 2 ? text.charCodeAt(at - 2) : 0;
  return low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff ? text.codePointAt(at - 2) : low;
}

/**
 * Where a pattern matches as a whole token: "1:1" in "1:1 with Sarah", not the "1-1" inside "2021-11-12". The same
 * spans as `(?<![\p{L}\p{N}])words(?![\p{L}\p{N}])` with flags `giu`: a start whose edges fail is tried again one
 * character on, and from a given start the words (no spaces inside, `\s+` between) can end in one place only.
 */
function tokenSpans(text: string, pattern: string): Array<[number, number]> {
  const words = pattern.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const re = new RegExp(words.map(escapeRegex).join('\\s+'), 'giu');
  const spans: Array<[number, number]> = [];
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const end = m.index + m[0].length;
    if (!isLetterOrDigit(codePointBefore(text, m.index)) && !isLetterOrDigit(text.codePointAt(end))) spans.push([m.index, end]);
    else re.lastIndex = m.index + ((text.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1);
  }
  return spans;
}

export function titleMatchesPattern(title: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => tokenSpans(title, p).length > 0);
}

/** The text with each whole-token match of the pattern replaced. */
function replaceTokens(text: string, pattern: string, by: string): string {
  let out = '';
  let at = 0;
  for (const [start, end] of tokenSpans(text, pattern)) {
    out += text.slice(at, start) + by;
    at = end;
  }
  return out + text.slice(at);
}

/** Words around names in 1:1 titles that are not names. */
const FILLER = new Set([
  'with',
  'and',
  'meeting',
  'sync',
  'call',
  'chat',
  'catch-up',
  'catchup',
  'check-in',
  'checkin',
  'weekly',
  'biweekly',
  'bi-weekly',
  'monthly',
  'coffee',
  'lunch',
  'the',
  'a',
  're',
  'w/',
]);

/** Splits what is left of a title into the parts that could each be one person. */
const SEPARATORS = /\s*(?:\/|\||<>|<->|<=>|&|\+|,|;|:|–|—|\(|\)|\[|\]|\s-\s|\bx\b|\band\b|\bwith\b|\bw\/)\s*/iu;

function looksLikeName(words: string[]): boolean {
  if (words.length === 0 || words.length > 4) return false;
  if (!words.every((w) => /^\p{L}[\p{L}\p{M}'’.-]*$/u.test(w))) return false;
  // Names are written with capitals; "1:1 prep" names nobody. Particles (van, de) may sit lowercase inside.
  const capital = (w: string): boolean => /^\p{Lu}/u.test(w);
  return capital(words[0] as string) && capital(words[words.length - 1] as string);
}

/** The person a 1:1 title names once patterns, fillers and the user's own names are removed; undefined if none. */
export function nameFromTitle(title: string, patterns: readonly string[], userNames: readonly string[]): string | undefined {
  let rest = title;
  for (const pattern of patterns) rest = replaceTokens(rest, pattern, ' / ');
  const userWords = new Set(userNames.flatMap((n) => normaliseName(n).split(' ')).filter(Boolean));
  for (const segment of rest.split(SEPARATORS)) {
    const words = segment.split(/\s+/).filter((w) => w !== '' && !FILLER.has(w.toLowerCase()));
    if (!looksLikeName(words)) continue;
    if (userWords.size > 0 && words.every((w) => userWords.has(normaliseName(w)))) continue;
    return words.join(' ');
  }
  return undefined;
}

/** "jonas.weber+cal@example.com" → "Jonas Weber". */
export function nameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '').replace(/\+.*$/, '');
  const words = local
    .split(/[._-]+/)
    .map((w) => w.replace(/\d+/g, ''))
    .filter(Boolean);
  const name = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' ');
  return name || local;
}

function isUser(person: Attendee, user: UserIdentity): boolean {
  if (person.email && user.emails.some((e) => e.toLowerCase() === person.email)) return true;
  if (person.name) {
    const name = normaliseName(person.name);
    return user.names.some((n) => normaliseName(n) === name);
  }
  return false;
}

function samePerson(a: Attendee, b: Attendee): boolean {
  if (a.email && b.email) return a.email === b.email;
  return a.name !== undefined && b.name !== undefined && normaliseName(a.name) === normaliseName(b.name);
}

/** Address patterns (`*` = any text, case ignored) as one test: true for an address that is not a person. */
export function notPeopleMatcher(patterns: readonly string[]): (email: string | undefined) => boolean {
  const res = patterns
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => new RegExp(`^${p.split('*').map(escapeRegex).join('.*')}$`, 'i'));
  return (email) => email !== undefined && res.some((re) => re.test(email));
}

type NotPerson = (email: string | undefined) => boolean;
const EVERYONE: NotPerson = () => false;

/**
 * The people in an event: attendees plus an unlisted organizer, without duplicates (first mention wins, but a later
 * name fills a gap), without addresses that are not people. An organizer counts only next to someone else: an event
 * with no attendees, or with the organizer as its only attendee, is the organizer's own (what Google and Apple
 * export for one's own events), so the organizer is nobody's other half there.
 */
function participants(event: CalendarEvent, notPerson: NotPerson = EVERYONE): Attendee[] {
  const attendees = event.attendees.filter((p) => !notPerson(p.email));
  const organizer = event.organizer && !notPerson(event.organizer.email) ? event.organizer : undefined;
  const alone = organizer !== undefined && attendees.every((p) => samePerson(p, organizer));
  if (alone) return [];
  const out: Attendee[] = [];
  for (const person of [...attendees, ...(organizer ? [organizer] : [])]) {
    const known = out.find((p) => samePerson(p, person));
    if (!known) out.push({ ...person });
    else if (!known.name && person.name) known.name = person.name;
  }
  return out;
}

/** An address with how many events it is in (as attendee or organizer) and how many of them it organised. */
export interface AddressCount {
  email: string;
  names: string[];
  events: number;
  organised: number;
}

/** Every address of the events with its counts, most events first (then most organised). */
export function countAddresses(
  events: readonly Pick<CalendarEvent, 'attendees' | 'organizer'>[],
  notPerson: NotPerson = EVERYONE,
): AddressCount[] {
  const stats = new Map<string, { events: number; organised: number; names: Set<string> }>();
  for (const event of events) {
    const seen = new Set<string>();
    // Here the organizer of one's own events counts: that is exactly who the user is.
    const people = [...event.attendees, ...(event.organizer ? [event.organizer] : [])].filter((p) => !notPerson(p.email));
    for (const person of people) {
      if (!person.email || seen.has(person.email)) continue;
      seen.add(person.email);
      const entry = stats.get(person.email) ?? { events: 0, organised: 0, names: new Set<string>() };
      entry.events++;
      if (event.organizer?.email === person.email) entry.organised++;
      if (person.name) entry.names.add(person.name);
      stats.set(person.email, entry);
    }
  }
  return [...stats.entries()]
    .map(([email, e]) => ({ email, names: [...e.names].sort(), events: e.events, organised: e.organised }))
    .sort((a, b) => b.events - a.events || b.organised - a.organised);
}

/** The user among counted addresses: the top one, in at least 2 events and tied with no other; else why nobody. */
export function pickUser(ranked: readonly AddressCount[]): { user: AddressCount } | { why: string } {
  const [top, second] = ranked;
  if (!top) return { why: 'no event lists an address' };
  if (top.events < 2) return { why: 'no address is in 2 or more events' };
  if (second && second.events === top.events && second.organised === top.organised) {
    return { why: `${top.email} and ${second.email} are in as many events (${top.events}) and organised as many` };
  }
  return { user: top };
}

/** The user as inferred from the events (see the module comment); both lists empty when nobody qualifies. */
export function inferUser(events: readonly CalendarEvent[], notPerson: NotPerson = EVERYONE): UserIdentity {
  const picked = pickUser(countAddresses(events, notPerson));
  return 'user' in picked ? { names: picked.user.names, emails: [picked.user.email] } : { names: [], emails: [] };
}

function isKnown(user: UserIdentity): boolean {
  return user.names.length > 0 || user.emails.length > 0;
}

/** A one-word name from a title ("Sarah") gives way to the email's fuller form of the same name ("Sarah Chen"). */
function fuller(titleName: string, emailName: string | undefined): string {
  if (!emailName) return titleName;
  const t = normaliseName(titleName);
  const e = normaliseName(emailName);
  return e.startsWith(`${t} `) ? emailName : titleName;
}

function oneOnOneWith(
  person: Attendee,
  title: string,
  titled: boolean,
  patterns: readonly string[],
  user: UserIdentity,
): { name: string; email?: string } | undefined {
  const emailName = person.email ? nameFromEmail(person.email) : undefined;
  const titleName = titled ? nameFromTitle(title, patterns, user.names) : undefined;
  const name = person.name ?? (titleName ? fuller(titleName, emailName) : emailName);
  if (!name) return undefined;
  return person.email ? { name, email: person.email } : { name };
}

function mentionedIn(title: string, person: Attendee): boolean {
  const words = new Set(normaliseName(title).split(/[^\p{L}\p{N}]+/u));
  const first = person.name ? normaliseName(person.name).split(' ')[0] : person.email?.split(/[@._-]/)[0];
  return first !== undefined && first !== '' && words.has(first);
}

/** The event with the user removed from its attendees and its 1:1 marked. */
export function classifyEvent(
  event: CalendarEvent,
  user: UserIdentity,
  patterns: readonly string[],
  notPerson: NotPerson = EVERYONE,
): CalendarEvent {
  const others = participants(event, notPerson).filter((p) => !isUser(p, user));
  const result: CalendarEvent = { ...event, attendees: others };
  delete result.oneOnOne;
  const titled = titleMatchesPattern(event.title, patterns);
  let oneOnOne: CalendarEvent['oneOnOne'];
  if (others.length === 1) {
    oneOnOne = oneOnOneWith(others[0] as Attendee, event.title, titled, patterns, user);
  } else if (others.length === 0 && titled) {
    const name = nameFromTitle(event.title, patterns, user.names);
    if (name) oneOnOne = { name };
  } else if (others.length === 2 && titled && !isKnown(user)) {
    const named = others.filter((p) => mentionedIn(event.title, p));
    if (named.length === 1) oneOnOne = oneOnOneWith(named[0] as Attendee, event.title, titled, patterns, user);
  }
  if (oneOnOne) result.oneOnOne = oneOnOne;
  return result;
}

/** Adds the names the calendars give the user's addresses, so "Alex" is recognised in "1:1 Sarah / Alex". */
function withCalendarNames(user: UserIdentity, events: readonly CalendarEvent[]): UserIdentity {
  const emails = new Set(user.emails.map((e) => e.toLowerCase()));
  const names = new Set(user.names);
  for (const event of events) {
    for (const person of [...event.attendees, ...(event.organizer ? [event.organizer] : [])]) {
      if (person.email && person.name && emails.has(person.email)) names.add(person.name);
    }
  }
  return { names: [...names], emails: user.emails };
}

/**
 * Classifies every event. With `infer`, a user not given is inferred from these events first; without it (the
 * calendar task, which has the user configured or discovered from every event of the calendars: me.ts), an unknown
 * user stays unknown rather than a guess from one range.
 */
export function classifyEvents(
  events: readonly CalendarEvent[],
  given: UserIdentity,
  patterns: readonly string[],
  notPeople: readonly string[] = [],
  infer = true,
): CalendarEvent[] {
  const notPerson = notPeopleMatcher(notPeople);
  const user = withCalendarNames(isKnown(given) || !infer ? given : inferUser(events, notPerson), events);
  return events.map((event) => classifyEvent(event, user, patterns, notPerson));
}
