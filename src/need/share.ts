/**
 * What the parts of one need share, once each is read on its own (read.ts): a trailing qualifier backwards, the
 * options of a thing asked for again at a second time, the time and the option value of what a part points back at,
 * a leading time forwards. Each pass is a function of the parts and the scan. Pure but for the parts it is given,
 * which are the reading's own (partAccount makes a new one for each range).
 */
import type { Part } from './account.js';
import { cueAt, dependsOn, sameValue } from './spans.js';
import type { Scan } from './types.js';

const ANAPHORA = new Set(['them', 'their', 'those', 'these', 'they', 'its', 'it']);

function pointsBack(part: Part, scan: Scan): boolean {
  return scan.tokens.slice(part.start, part.end).some((t) => ANAPHORA.has(t.norm));
}

/**
 * What the last thing's qualifier says after its name ("Tasks and projects *due* the week after next") goes to the
 * earlier things that are only a name, where it means something to them; never a qualifier with a negation in it
 * ("tasks and projects that are not done" must not make the tasks done), nor a remark.
 */
function shareTrailing(parts: Part[]): void {
  const last = parts[parts.length - 1];
  if (!last) return;
  const lastHeadEnd = last.head?.tokens.length ? Math.max(...last.head.tokens) + 1 : last.zoneEnd;
  for (const part of parts) {
    if (part === last || !part.head) continue;
    if (!part.time && last.trailingTime && part.head.entry.usesRange) part.time = last.trailingTime;
    if (!part.bare || last.negated) continue;
    for (const i of part.sharedCues(lastHeadEnd, last.end, last.quiet)) last.unexplained.delete(i);
  }
}

/** "Tasks due tomorrow or the day after": the thing asked for at a second time is asked for as at the first. */
function shareBorrowed(parts: Part[]): void {
  parts.forEach((part, k) => {
    const prev = parts[k - 1];
    if (k > 0 && prev && part.head?.via === 'borrowed' && part.head.tokens.length === 0 && prev.head?.entry === part.head.entry)
      part.options = { ...prev.options };
  });
}

/**
 * "…in last week's daily notes, and those notes themselves": what points back takes the time of what it points at.
 * "Calls on my calendar next week, and the people on them": the people of those calls — the value of an option that
 * depends on the thing pointed at (people from the calendar: attendees), at its time.
 */
function sharePointedAt(parts: Part[], scan: Scan): void {
  parts.forEach((part, k) => {
    const prev = parts[k - 1];
    if (k === 0 || !prev?.head || !part.head) return;
    if (part.head.via === 'anaphora' && !part.time) part.time = prev.time;
    if (part.head.via === 'anaphora' || !pointsBack(part, scan)) return;
    // Of the values that depend on it, the one whose own words name it (attendees: "calendar", "event").
    for (const option of part.head.entry.options) {
      const value = option.values.find((v) => dependsOn(v, prev.head!.entry) && prev.head!.tokens.some((i) => cueAt(scan, i, v)));
      if (!value || !sameValue(part.options[option.param], option.default)) continue;
      part.options = { ...part.options, [option.param]: [value.value] };
      if (!part.time && part.head.entry.usesRange) part.time = prev.time;
    }
  });
}

/**
 * "Last week's calendar and daily notes", "The past 5 days of journal entries and the people mentioned in them": a
 * leading time goes on to a later thing with no time of its own, unless that thing has its own determiner and does
 * not point back ("them", "their", "those").
 */
function shareLeadingTime(parts: Part[], scan: Scan): void {
  const first = parts[0];
  if (!first?.leadingTime) return;
  for (const part of parts.slice(1)) {
    if (!part.time && part.head?.entry.usesRange && (!part.startsWithDeterminer || pointsBack(part, scan))) part.time = first.leadingTime;
  }
}

export function shareBetweenParts(parts: Part[], scan: Scan): void {
  shareTrailing(parts);
  shareBorrowed(parts);
  sharePointedAt(parts, scan);
  shareLeadingTime(parts, scan);
}
