/** The calendar layer: load events from .ics files and calendar programs, render calendar.md. */
export type {
  Attendee,
  CalendarEvent,
  CalendarResult,
  CalendarSource,
  CommandFormat,
  DateRangeInclusive,
  LoadCalendarOptions,
  SourceOutcome,
  UserIdentity,
} from './types.js';
export { COMMAND_FORMATS, DEFAULT_NOT_PEOPLE, DEFAULT_ONE_ON_ONE_PATTERNS } from './types.js';
export { loadCalendar } from './load.js';
export { renderCalendarMd, summariseCalendar } from './render.js';
export { expandPlaceholders, PLACEHOLDERS } from '../placeholders.js';
export { nameFromEmail, normaliseName } from './people.js';
