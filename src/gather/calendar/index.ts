/** The calendar layer: load events from .ics files and calendar programs, render calendar.md. */
export type { CalendarEvent, CalendarResult, CalendarSource } from './types.js';
export { DEFAULT_ONE_ON_ONE_PATTERNS } from './types.js';
export { loadCalendar } from './load.js';
export { renderCalendarMd, summariseCalendar } from './render.js';
