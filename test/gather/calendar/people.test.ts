import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timedEvent } from '../../../src/gather/calendar/event.js';
import {
  classifyEvent,
  classifyEvents,
  inferUser,
  nameFromEmail,
  nameFromTitle,
  notPeopleMatcher,
  titleMatchesPattern,
} from '../../../src/gather/calendar/people.js';
import { type Attendee, type CalendarEvent, DEFAULT_NOT_PEOPLE } from '../../../src/gather/calendar/types.js';
import { ALEX, NOBODY, PATTERNS } from '../../support/calendar.js';
import { fuzzParams } from '../../support/fuzz.js';

const alex: Attendee = { name: 'Alex Morgan', email: 'alex@example.com' };
const sarah: Attendee = { name: 'Sarah Chen', email: 'sarah.chen@example.com' };
const robert: Attendee = { name: 'Robert Fischer', email: 'robert.fischer@example.com' };
const priya: Attendee = { name: 'Priya Natarajan', email: 'priya@example.com' };

function event(title: string, attendees: Attendee[], organizer?: Attendee): CalendarEvent {
  const start = new Date(Date.UTC(2026, 10, 23, 10));
  return timedEvent({ title, attendees, organizer, source: 'test' }, start, new Date(start.getTime() + 1_800_000));
}

describe('title patterns', () => {
  it('match as whole tokens, case-insensitively', () => {
    expect(titleMatchesPattern('1:1 with Sarah', PATTERNS)).toBe(true);
    expect(titleMatchesPattern('Sarah / Alex 1-1', PATTERNS)).toBe(true);
    expect(titleMatchesPattern('One on one: Jonas', PATTERNS)).toBe(true);
    expect(titleMatchesPattern('ONE-ON-ONE Priya', PATTERNS)).toBe(true);
    expect(titleMatchesPattern('Weekly 1on1', PATTERNS)).toBe(true);
    expect(titleMatchesPattern('one  on\tone', PATTERNS)).toBe(true);
    expect(titleMatchesPattern('Release 2021-11-12', PATTERNS)).toBe(false);
    expect(titleMatchesPattern('Room 11:15', PATTERNS)).toBe(false);
    expect(titleMatchesPattern('someone on onenote', PATTERNS)).toBe(false);
    expect(titleMatchesPattern('1:1 with Sarah', [])).toBe(false);
    expect(titleMatchesPattern('anything', ['', '  '])).toBe(false);
  });

  it('escape regex characters in custom patterns', () => {
    expect(titleMatchesPattern('Sarah (1+1)', ['1+1'])).toBe(true);
    expect(titleMatchesPattern('Sarah 111', ['1+1'])).toBe(false);
  });

  it('see letters and digits beyond ASCII at their edges', () => {
    expect(titleMatchesPattern('Chloé1:1', PATTERNS)).toBe(false);
    expect(titleMatchesPattern('1:1é', PATTERNS)).toBe(false);
    expect(titleMatchesPattern('\u{1D400}1:1', PATTERNS)).toBe(false); // a letter outside the BMP, read as one
    expect(titleMatchesPattern('\u{0663}1:1', PATTERNS)).toBe(false); // an Arabic-Indic digit
    expect(titleMatchesPattern('\u03451:1', PATTERNS)).toBe(false); // a combining mark that case-folds to a letter
    expect(titleMatchesPattern('—1:1—', PATTERNS)).toBe(true);
    expect(titleMatchesPattern('\u{1F600}1:1', PATTERNS)).toBe(true); // an emoji is no letter
    expect(titleMatchesPattern('11-1-1', ['1-1'])).toBe(true); // the second place it starts has clean edges
  });
});

/** The patterns as one regex each, with the token edges as lookarounds: what the matching is defined as. */
const tokenRegex = (pattern: string): RegExp | undefined => {
  const words = pattern.trim().split(/\s+/).filter(Boolean);
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return words.length ? new RegExp(`(?<![\\p{L}\\p{N}])${escaped.join('\\s+')}(?![\\p{L}\\p{N}])`, 'giu') : undefined;
};

describe('title patterns, against the lookaround regexes', () => {
  // Pieces chosen for the edges: letters and digits beyond ASCII and the BMP, marks, case folds (ſ, the Kelvin
  // sign, U+0345), lone surrogates, spaces and the separators of names.
  const pieces = [
    '1',
    ':',
    '-',
    'o',
    'n',
    'e',
    'O',
    'N',
    ' ',
    '\t',
    'é',
    'e\u0301',
    '\u0345',
    '\u{1D400}',
    '\u{0663}',
    'S',
    'a',
    '/',
    'ſ',
    '\u212A',
    'k',
    '\uD835',
    '\uDC00',
    '\u{1F600}',
  ];
  const text = (max: number, more: readonly string[] = []) =>
    fc.array(fc.constantFrom(...pieces, ...more), { maxLength: max }).map((p) => p.join(''));
  const patterns = fc.array(fc.oneof(fc.constantFrom(...PATTERNS), text(4)), { maxLength: 3 });
  const title = text(14, PATTERNS); // the default patterns as pieces too, so they meet every kind of edge

  it('match where they matched', () => {
    fc.assert(
      fc.property(title, patterns, (title, ps) => {
        const expected = ps.some((p) => tokenRegex(p)?.test(title) ?? false);
        expect(titleMatchesPattern(title, ps)).toBe(expected);
      }),
      fuzzParams(250),
    );
  });

  it('leave the same title behind for its name', () => {
    fc.assert(
      fc.property(title, patterns, (title, ps) => {
        const rest = ps.reduce((t, p) => {
          const re = tokenRegex(p);
          return re ? t.replace(re, ' / ') : t;
        }, title);
        expect(nameFromTitle(title, ps, ['Alex'])).toBe(nameFromTitle(rest, [], ['Alex']));
      }),
      fuzzParams(250),
    );
  });
});

describe('names', () => {
  it('come from titles without the pattern, fillers or the user', () => {
    const user = ['Alex Morgan'];
    expect(nameFromTitle('1:1 with Sarah', PATTERNS, user)).toBe('Sarah');
    expect(nameFromTitle('1:1 Sarah / Alex', PATTERNS, user)).toBe('Sarah');
    expect(nameFromTitle('Alex <> Sarah Chen 1-1', PATTERNS, user)).toBe('Sarah Chen');
    expect(nameFromTitle('One on one: Jonas', PATTERNS, user)).toBe('Jonas');
    expect(nameFromTitle('1:1 with Jonas Weber', PATTERNS, user)).toBe('Jonas Weber');
    expect(nameFromTitle('Weekly 1:1 – José Álvarez', PATTERNS, user)).toBe('José Álvarez');
    expect(nameFromTitle('1:1 Alex Morgan | Ludwig van Beethoven', PATTERNS, user)).toBe('Ludwig van Beethoven');
    expect(nameFromTitle('1:1 Sarah / Alex', PATTERNS, [])).toBe('Sarah');
  });

  it('are not invented from ordinary words', () => {
    expect(nameFromTitle('1:1 prep', PATTERNS, [])).toBeUndefined();
    expect(nameFromTitle('1:1', PATTERNS, [])).toBeUndefined();
    expect(nameFromTitle('1:1 with Alex', PATTERNS, ['Alex Morgan'])).toBeUndefined();
    expect(nameFromTitle('1:1 on the Q3 roadmap and hiring plans', PATTERNS, [])).toBeUndefined();
  });

  it('come from addresses as words', () => {
    expect(nameFromEmail('jonas.weber@example.com')).toBe('Jonas Weber');
    expect(nameFromEmail('priya@example.com')).toBe('Priya');
    expect(nameFromEmail('mary-jane_watson2+cal@example.com')).toBe('Mary Jane Watson');
    expect(nameFromEmail('42@example.com')).toBe('42');
  });
});

describe('1:1 detection', () => {
  it('marks exactly one other attendee, named by CN', () => {
    const e = classifyEvent(event('Coffee with Bob', [alex, { name: 'Bob Fischer', email: 'robert.fischer@example.com' }]), ALEX, PATTERNS);
    expect(e.oneOnOne).toEqual({ name: 'Bob Fischer', email: 'robert.fischer@example.com' });
    expect(e.attendees).toEqual([{ name: 'Bob Fischer', email: 'robert.fischer@example.com' }]);
  });

  it('names the other person from the title when the attendee has no CN', () => {
    const e = classifyEvent(event('1:1 with Jonas Weber', [alex, { email: 'jonas.weber@example.com' }]), ALEX, PATTERNS);
    expect(e.oneOnOne).toEqual({ name: 'Jonas Weber', email: 'jonas.weber@example.com' });
  });

  it('prefers the address’s fuller form of a one-word title name', () => {
    const e = classifyEvent(event('1:1 Sarah / Alex', [alex, { email: 'sarah.chen@example.com' }]), ALEX, PATTERNS);
    expect(e.oneOnOne?.name).toBe('Sarah Chen');
    const other = classifyEvent(event('1:1 Sal / Alex', [alex, { email: 'sarah.chen@example.com' }]), ALEX, PATTERNS);
    expect(other.oneOnOne?.name).toBe('Sal');
  });

  it('falls back to the address when the title has no pattern', () => {
    const e = classifyEvent(event('Coffee', [alex, { email: 'jonas.weber@example.com' }]), ALEX, PATTERNS);
    expect(e.oneOnOne).toEqual({ name: 'Jonas Weber', email: 'jonas.weber@example.com' });
  });

  it('counts an organizer who is not listed as an attendee', () => {
    const e = classifyEvent(event('Catch-up', [alex], sarah), ALEX, PATTERNS);
    expect(e.oneOnOne).toEqual({ name: 'Sarah Chen', email: 'sarah.chen@example.com' });
    expect(e.attendees).toEqual([sarah]);
    expect(e.organizer).toEqual(sarah);
  });

  it('uses the title alone when nobody else is listed', () => {
    expect(classifyEvent(event('One on one: Jonas', []), ALEX, PATTERNS).oneOnOne).toEqual({ name: 'Jonas' });
    expect(classifyEvent(event('1:1', [alex]), ALEX, PATTERNS).oneOnOne).toBeUndefined();
    expect(classifyEvent(event('Focus time', []), ALEX, PATTERNS).oneOnOne).toBeUndefined();
  });

  it('never marks a group, even when the title says 1:1', () => {
    const e = classifyEvent(event('1:1 Sarah (Robert shadowing)', [alex, sarah, robert]), ALEX, PATTERNS);
    expect(e.oneOnOne).toBeUndefined();
    expect(e.attendees).toEqual([sarah, robert]);
    expect(classifyEvent(event('Team sync', [alex, sarah, robert, priya]), ALEX, PATTERNS).oneOnOne).toBeUndefined();
  });

  it('matches the user by name (accents, case) when addresses are missing', () => {
    const user = { names: ['José Álvarez'], emails: [] };
    const e = classifyEvent(event('Sync', [{ name: 'jose alvarez' }, { name: 'Priya Natarajan' }]), user, PATTERNS);
    expect(e.attendees).toEqual([{ name: 'Priya Natarajan' }]);
    expect(e.oneOnOne).toEqual({ name: 'Priya Natarajan' });
  });

  it('does not count the same person twice (attendee and organizer, different case)', () => {
    const e = classifyEvent(event('Chat', [alex, { email: 'sarah.chen@example.com' }], sarah), ALEX, PATTERNS);
    expect(e.attendees).toEqual([{ email: 'sarah.chen@example.com', name: 'Sarah Chen' }]);
    expect(e.oneOnOne?.name).toBe('Sarah Chen');
  });

  it('with no known user, a titled two-person event is a 1:1 with the one the title names', () => {
    const named = classifyEvent(event('1:1 with Jonas', [alex, { email: 'jonas.weber@example.com' }]), NOBODY, PATTERNS);
    expect(named.oneOnOne).toEqual({ name: 'Jonas Weber', email: 'jonas.weber@example.com' });
    const both = classifyEvent(event('1:1 Sarah / Alex', [alex, sarah]), NOBODY, PATTERNS);
    expect(both.oneOnOne).toBeUndefined();
    expect(classifyEvent(event('Pairing', [alex, sarah]), NOBODY, PATTERNS).oneOnOne).toBeUndefined();
  });
});

describe('user inference', () => {
  const events = [
    event('Team sync', [alex, sarah, robert], alex),
    event('1:1 Sarah / Alex', [sarah, alex], sarah),
    event('Hiring', [priya, alex, robert], priya),
  ];

  it('picks the address found in the most events, with its names', () => {
    expect(inferUser(events)).toEqual({ names: ['Alex Morgan'], emails: ['alex@example.com'] });
  });

  it('needs at least two events', () => {
    expect(inferUser(events.slice(0, 1))).toEqual({ names: [], emails: [] });
  });

  it('refuses a tie it cannot break', () => {
    const tie = [event('A', [alex, sarah]), event('B', [sarah, alex])];
    expect(inferUser(tie)).toEqual({ names: [], emails: [] });
  });

  it('breaks a tie on events by events organised', () => {
    const tie = [event('A', [alex, sarah], alex), event('B', [sarah, alex], alex)];
    expect(inferUser(tie).emails).toEqual(['alex@example.com']);
  });

  it('is used by classifyEvents when no identity is given, and the given identity wins otherwise', () => {
    const inferred = classifyEvents(events, NOBODY, PATTERNS);
    expect(inferred[1]?.oneOnOne).toEqual({ name: 'Sarah Chen', email: 'sarah.chen@example.com' });
    expect(inferred[0]?.attendees).toEqual([sarah, robert]);
    const asPriya = classifyEvents(events, { names: [], emails: ['PRIYA@example.com'] }, PATTERNS);
    expect(asPriya[1]?.oneOnOne).toBeUndefined();
    expect(asPriya[2]?.attendees).toEqual([alex, robert]);
  });

  it('learns the user’s calendar name from a configured address, to strip it from titles', () => {
    const [e] = classifyEvents([event('1:1 Alex / Sam', [alex])], { names: [], emails: ['alex@example.com'] }, PATTERNS);
    expect(e?.oneOnOne).toEqual({ name: 'Sam' });
  });
});

describe('who is not a person', () => {
  const notPeople = [...DEFAULT_NOT_PEOPLE];
  const group: Attendee = { name: 'Platform team', email: 'c_1a2b3c@group.calendar.google.com' };
  const flights: Attendee = { email: 'unknownorganizer@calendar.google.com' };
  const birthday: Attendee = { name: 'Sarah Chen', email: 'c7a0f1e2d3b4@virtual' };
  const tickets: Attendee = { name: 'Ticket desk', email: 'noreply@tickets.example' };
  const classify = (e: CalendarEvent, user = ALEX, patterns = notPeople) =>
    classifyEvents([e], user, PATTERNS, patterns)[0] as CalendarEvent;

  it('never counts group calendars, imported-event organizers, birthday entries or no-reply senders', () => {
    for (const system of [group, flights, birthday, tickets]) {
      const e = classify(event('Something', [alex, system], system), ALEX);
      expect(e.oneOnOne, system.email).toBeUndefined();
      expect(e.attendees, system.email).toEqual([]);
      // ...and never the other half, also when skill cannot tell who the user is (one event: it may be Alex)
      expect(classify(event('Something', [alex, system], system), NOBODY).oneOnOne?.email, system.email).not.toBe(system.email);
    }
  });

  it('still finds the person next to a system address', () => {
    expect(classify(event('Sync', [alex, sarah, group], group)).oneOnOne).toEqual({ name: 'Sarah Chen', email: 'sarah.chen@example.com' });
  });

  it('does not make an organizer who is the only attendee, or alone, the other half of a 1:1', () => {
    expect(classify(event('Gym', [priya], priya)).oneOnOne).toBeUndefined();
    expect(classify(event('Gym', [priya], priya)).attendees).toEqual([]);
    expect(classify(event('Gym', [], priya)).oneOnOne).toBeUndefined();
    expect(classify(event('Gym', [], priya), NOBODY).oneOnOne).toBeUndefined();
  });

  it('is no 1:1 when nobody else is in it, whatever the title', () => {
    expect(classify(event('1:1 prep', [])).oneOnOne).toBeUndefined();
    expect(classify(event('1:1', [alex], alex)).oneOnOne).toBeUndefined();
    // A title that names someone still names them (ekctl lists nobody).
    expect(classify(event('1:1 with Jonas', [])).oneOnOne).toEqual({ name: 'Jonas' });
  });

  it('takes its patterns from the configuration: * is any text, case is ignored', () => {
    const rooms: Attendee = { name: 'Room Spree', email: 'spree@rooms.example.com' };
    expect(classify(event('Sync', [alex, rooms])).oneOnOne).toEqual({ name: 'Room Spree', email: 'spree@rooms.example.com' });
    expect(classify(event('Sync', [alex, rooms]), ALEX, ['*@Rooms.Example.com']).oneOnOne).toBeUndefined();
    expect(notPeopleMatcher(['bot@*'])('bot@ci.example')).toBe(true);
    expect(notPeopleMatcher(['bot@*'])('robot@ci.example')).toBe(false);
    expect(notPeopleMatcher(['*.calendar.google.com'])('x@group.v.calendar.google.com')).toBe(true);
  });
});
