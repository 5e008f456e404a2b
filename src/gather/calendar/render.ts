/**
 * calendar.md and the one-line summary memory.md shows for it. Pure and deterministic (golden-tested).
 *
 * Calendar text is written by other people (invitations), so it is treated as data: every free-text field is
 * flattened to one line, stripped of HTML tags, capped, and kept from starting markdown structure.
 */
import { compareDates, eachDay, type IsoDate } from '../../time/calendar.js';
import { formatLongDate } from '../../time/render.js';
import { basename } from 'node:path';
import type { Attendee, CalendarEvent, CalendarResult, EventProblem } from './types.js';

const LIMITS = { title: 200, location: 100, description: 160, name: 80 } as const;
const NAMES_SHOWN = 2;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** One safe line of markdown text from calendar data. */
export function inlineText(text: string, max: number): string {
  const flat = text
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_m, name: string) => ENTITIES[name] ?? '')
    .replace(/<\/?[a-z][^>]*>/gi, ' ') // HTML from web calendars; keeps "Sarah <> Alex"
    .replace(/[\u0000-\u001f\u007f\u2028\u2029\s]+/g, ' ')
    .trim();
  const capped = flat.length > max ? `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : flat;
  // Text never starts a line in calendar.md, but a reader that re-flows it must not see a heading, quote or list.
  return capped.replace(/^([#>*+=|`~-])/, '\\$1');
}

function personName(person: Attendee): string {
  return inlineText(person.name ?? person.email ?? '?', LIMITS.name);
}

function people(event: CalendarEvent): string {
  if (event.oneOnOne) return ` (**1:1 with ${inlineText(event.oneOnOne.name, LIMITS.name)}**)`;
  if (event.attendees.length === 0) return '';
  const shown = event.attendees.slice(0, NAMES_SHOWN).map(personName);
  const more = event.attendees.length - shown.length;
  return ` (${shown.join(', ')}${more > 0 ? `, +${more}` : ''})`;
}

/** "09:30–10:00"; an event running past midnight shows "…" for the side that is on another day. */
function when(event: CalendarEvent, day: IsoDate): string {
  if (event.allDay) {
    const total = eachDay({ start: event.date, end: event.endDate }).length;
    const nth = eachDay({ start: event.date, end: day }).length;
    return total > 1 ? `all day (day ${nth} of ${total}):` : 'all day:';
  }
  const from = day === event.date ? event.startTime : '…';
  const to = day === event.endDate ? event.endTime : '…';
  return `${from}–${to}`;
}

function eventLines(event: CalendarEvent, day: IsoDate): string[] {
  let line = `- ${when(event, day)} ${inlineText(event.title, LIMITS.title)}${people(event)}`;
  if (event.location) line += ` — ${inlineText(event.location, LIMITS.location)}`;
  const lines = [line];
  const description = event.description ? inlineText(event.description, LIMITS.description) : '';
  if (description !== '') lines.push(`  - ${description}`);
  return lines;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function title(result: CalendarResult): string {
  const { start, end } = result.range;
  return start === end ? formatLongDate(start) : `${formatLongDate(start)} – ${formatLongDate(end)}`;
}

function skippedEvents(result: CalendarResult): number {
  return result.sources.reduce((n, s) => n + (s.problems ?? []).filter((p) => p.skipped).length, 0);
}

function warning(result: CalendarResult): string | undefined {
  if (result.sources.length === 0)
    return result.none ? `> No calendar: ${inlineText(result.none, 300)}.` : '> No calendar sources are configured.';
  const failed = result.sources.filter((s) => !s.ok).length;
  if (failed === result.sources.length) {
    return '> ⚠ No calendar could be read (see Sources): an empty day below is not known to be free.';
  }
  const lines: string[] = [];
  if (failed > 0)
    lines.push(`> ⚠ ${plural(failed, 'calendar source', 'calendar sources')} could not be read (see Sources): events may be missing.`);
  const partial = result.sources.filter((s) => s.ok && s.partial).length;
  if (partial > 0) lines.push('> ⚠ Some calendar files could not be read (see Sources): events may be missing.');
  const skipped = skippedEvents(result);
  if (skipped > 0)
    lines.push(`> ⚠ ${plural(skipped, 'event', 'events')} could not be read and ${skipped === 1 ? 'is' : 'are'} missing (see Sources).`);
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/** At most this many problems are listed per source; the rest are counted. */
const PROBLEMS_SHOWN = 5;

/** "work.ics line 40, “Board meeting” (UID abc@x): skipped: …" */
function problemLine(problem: EventProblem): string {
  const where = [problem.file ? basename(problem.file) : undefined, problem.line > 0 ? `line ${problem.line}` : undefined]
    .filter(Boolean)
    .join(' ');
  const who = [
    problem.summary ? `“${inlineText(problem.summary, LIMITS.name)}”` : undefined,
    problem.uid ? `(UID ${inlineText(problem.uid, LIMITS.name)})` : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const head = [where, who].filter((x) => x !== '').join(', ');
  return `${head === '' ? '' : `${head}: `}${inlineText(problem.reason, 200)}`;
}

function problemLines(problems: readonly EventProblem[]): string[] {
  // Skipped events first, each named: they are what is missing. The same mend in many events (a feed with "RRULE:"
  // in every one) is one line with a count and the first of them.
  const ordered = [...problems].sort(
    (a, b) => Number(b.skipped) - Number(a.skipped) || (a.file ?? '').localeCompare(b.file ?? '') || a.line - b.line,
  );
  const groups = new Map<string, EventProblem[]>();
  for (const p of ordered) {
    const key = p.skipped ? `${groups.size}` : `mend|${p.reason}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const lines = [...groups.values()].map((group) => {
    const [first] = group as [EventProblem];
    if (group.length === 1) return `  - ⚠ ${problemLine(first)}`;
    return `  - ⚠ ${inlineText(first.reason, 200)}: ${group.length} events, the first ${problemLine({ ...first, reason: '' }).replace(/: $/, '')}`;
  });
  if (lines.length <= PROBLEMS_SHOWN) return lines;
  return [...lines.slice(0, PROBLEMS_SHOWN), `  - ⚠ … ${plural(lines.length - PROBLEMS_SHOWN, 'more problem', 'more problems')}`];
}

export function renderCalendarMd(result: CalendarResult): string {
  const out: string[] = [`# Calendar: ${title(result)}`, ''];
  const warn = warning(result);
  if (warn) out.push(warn, '');
  out.push(`Summary: ${summariseCalendar(result)}.`, '');
  for (const day of eachDay(result.range)) {
    out.push(`## ${formatLongDate(day)}`, '');
    const today = result.events.filter((e) => compareDates(e.date, day) <= 0 && compareDates(e.endDate, day) >= 0);
    if (today.length === 0) out.push('- no events');
    for (const event of today) out.push(...eventLines(event, day));
    out.push('');
  }
  out.push('## Sources', '');
  if (result.sources.length === 0) out.push(result.none ? `- none: ${inlineText(result.none, 300)}` : '- none configured');
  for (const source of result.sources) {
    const mark = source.ok ? '✓' : '✗';
    const detail = source.ok
      ? `${plural(source.events, 'event', 'events')}${source.reason ? ` (${inlineText(source.reason, 300)})` : ''}`
      : inlineText(source.reason ?? 'failed', 300);
    out.push(`- ${mark} ${inlineText(source.name, LIMITS.name)}: ${detail}`);
    out.push(...problemLines(source.problems ?? []));
  }
  return `${out.join('\n')}\n`;
}

/** "5 events, 2 one-on-ones" / "no events" / "unavailable: <reason>", with a note when some sources failed. */
export function summariseCalendar(result: CalendarResult): string {
  if (result.sources.length === 0) return result.none ? `no calendar (${inlineText(result.none, 200)})` : 'no calendar sources configured';
  const failed = result.sources.filter((s) => !s.ok);
  if (failed.length === result.sources.length) {
    const more = failed.length > 1 ? ` (+${failed.length - 1} more)` : '';
    return `unavailable: ${inlineText(failed[0]?.reason ?? 'failed', 200)}${more}`;
  }
  const count = result.events.length;
  const ones = result.events.filter((e) => e.oneOnOne).length;
  let text = count === 0 ? 'no events' : plural(count, 'event', 'events');
  if (ones > 0) text += `, ${plural(ones, 'one-on-one', 'one-on-ones')}`;
  if (failed.length > 0) text += ` (${failed.length} of ${result.sources.length} sources failed)`;
  const skipped = skippedEvents(result);
  if (skipped > 0) text += ` (${plural(skipped, 'event', 'events')} could not be read)`;
  return text;
}
