/**
 * Splits iCalendar text into the pieces the calendar reads one by one: the calendar's own properties, its time zone
 * definitions, and each event with the line it starts on. Pure.
 *
 * Reading events one at a time is what keeps one broken event from costing the others: a parser that sees the whole
 * file fails on its first bad line. Structure errors (an event never closed, a file cut short) become problems on the
 * events they touch; only text that is not iCalendar at all is refused.
 */
import { UnparseableError } from './types.js';

interface EventBlock {
  /** The BEGIN:VEVENT … END:VEVENT lines, as written (folded). */
  text: string;
  /** 1-based line of BEGIN:VEVENT in the file. */
  line: number;
}

export interface BlockProblem {
  line: number;
  reason: string;
  uid?: string;
  summary?: string;
}

export interface CalendarBlocks {
  /** The VCALENDAR's own property lines (X-WR-TIMEZONE, PRODID, ...), folded as written. */
  properties: string[];
  /** Each VTIMEZONE block. */
  timezones: string[];
  events: EventBlock[];
  problems: BlockProblem[];
}

/** Components that only ever sit directly in VCALENDAR (RFC 5545 3.6); VALARM, STANDARD and the like nest. */
const TOP_LEVEL = new Set(['VEVENT', 'VTODO', 'VJOURNAL', 'VFREEBUSY', 'VTIMEZONE', 'VAVAILABILITY']);

const BEGIN = /^BEGIN:([A-Za-z0-9-]+)[ \t]*$/i;
const END = /^END:([A-Za-z0-9-]+)[ \t]*$/i;

/** A property's first value in an event block, folding undone ("UID", "SUMMARY"). */
export function propertyOf(block: string, name: string): string | undefined {
  const unfolded = block.replace(/\r?\n[ \t]/g, '');
  const match = new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(.*)$`, 'im').exec(unfolded);
  const value = match?.[1]?.trim();
  return value ? value.replace(/\\([,;\\])/g, '$1').replace(/\\n/gi, ' ') : undefined;
}

/** Who an event block is: its UID and summary, for messages. */
export function identify(block: string): { uid?: string; summary?: string } {
  const out: { uid?: string; summary?: string } = {};
  const uid = propertyOf(block, 'UID');
  const summary = propertyOf(block, 'SUMMARY');
  if (uid) out.uid = uid;
  if (summary) out.summary = summary;
  return out;
}

/** Throws UnparseableError for text that is not an iCalendar object at all. */
function checkEnvelope(text: string): void {
  if (!/^BEGIN:VCALENDAR[ \t]*(\r?\n|\r|$)/i.test(text.trimStart())) {
    throw new UnparseableError('not iCalendar data (it does not start with BEGIN:VCALENDAR)');
  }
}

export function splitCalendar(input: string): CalendarBlocks {
  const text = input.replace(/^\uFEFF/, '');
  checkEnvelope(text);
  const lines = text.split(/\r\n|\n|\r/);
  const out: CalendarBlocks = { properties: [], timezones: [], events: [], problems: [] };
  // The stack of open components; depth 1 is inside VCALENDAR.
  const stack: string[] = [];
  let start = -1; // line index where the current depth-2 component began
  let closed = false;
  const openEvent = (): EventBlock => ({ text: lines.slice(start, lines.length).join('\n'), line: start + 1 });
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const begin = BEGIN.exec(line);
    if (begin) {
      const name = (begin[1] as string).toUpperCase();
      if (stack.length === 0 && name !== 'VCALENDAR') continue; // stray text between calendars
      if (TOP_LEVEL.has(name) && stack.length > 1) {
        // A calendar component inside another one: the open one was never closed (or closed with a typo).
        if (stack[1] === 'VEVENT') {
          const block = { text: lines.slice(start, i).join('\n'), line: start + 1 };
          out.problems.push({ line: block.line, reason: 'the event is not closed (no END:VEVENT)', ...identify(block.text) });
        }
        stack.length = 1;
      }
      if (stack.length === 1) start = i;
      stack.push(name);
      continue;
    }
    const end = END.exec(line);
    if (end) {
      const name = (end[1] as string).toUpperCase();
      const at = stack.lastIndexOf(name);
      if (at < 0) continue; // an END for nothing open: ignored
      if (at === 1) {
        const block = lines.slice(start, i + 1).join('\n');
        if (name === 'VEVENT') out.events.push({ text: block, line: start + 1 });
        else if (name === 'VTIMEZONE') out.timezones.push(block);
      }
      if (at === 0) closed = true;
      stack.length = at;
      continue;
    }
    if (stack.length === 1 && line.trim() !== '') {
      // A folded line continues the property before it.
      if (/^[ \t]/.test(line) && out.properties.length > 0) out.properties[out.properties.length - 1] += `\n${line}`;
      else out.properties.push(line);
    }
  }
  if (stack[1] === 'VEVENT') {
    const block = openEvent();
    out.problems.push({ line: block.line, reason: 'the event is not closed: the file ends early', ...identify(block.text) });
  } else if (!closed || stack.length > 0) {
    out.problems.push({ line: lines.length, reason: 'the file ends early (no END:VCALENDAR); the events before that point were read' });
  }
  return out;
}
