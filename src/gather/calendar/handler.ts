/**
 * The built-in `calendar` handler: loads every configured source for the task's range, writes calendar.md into the
 * session, and hands the events to dependent tasks (people from 1:1s). Some sources failing is a warning; all of
 * them failing makes the calendar unavailable, with every reason.
 */
import { RunFailure } from '../../errors.js';
import { writeGatheredFile } from '../../session/files.js';
import { formatLongDate } from '../../time/render.js';
import { defaultCacheDir } from '../search/store.js';
import type { HandlerResult, TaskInput } from '../types.js';
import { loadCalendar } from './load.js';
import { renderCalendarMd, summariseCalendar } from './render.js';
import type { CalendarEvent } from './types.js';
import { evidenceOf, whoIsMe, type WhoIsMe } from './me.js';
import { localDateOf } from '../../time/calendar.js';

const PREVIEW_EVENTS = 10;

function previewLine(e: CalendarEvent, multiDay: boolean): string {
  const day = multiDay ? `${formatLongDate(e.date).slice(0, 3)} ${e.date} ` : '';
  const time = e.allDay ? 'all day' : `${e.startTime ?? ''}–${e.endTime ?? ''}`;
  // "1:1 with Jonas Weber (1:1 with Jonas Weber)" says it twice; only add the name when the title lacks it.
  const named = e.oneOnOne && e.title.toLowerCase().includes(e.oneOnOne.name.toLowerCase());
  const oneOnOne = e.oneOnOne && !named ? ` (1:1 with ${e.oneOnOne.name})` : '';
  return `${day}${time}: ${e.title}${oneOnOne}`;
}

/** Who "me" is, said beside the events when it was not configured: a discovery is a guess, and marked as one. */
function meWords(me: WhoIsMe): string {
  if (me.source === 'config') return '';
  const d = me.discovery;
  if (!d.email) return `; who you are is not known: ${evidenceOf(d)}; 1:1s are found by their titles — set me: in .skill/config.yaml`;
  return `; you are taken to be ${evidenceOf(d)} — discovered, a guess: set me: in .skill/config.yaml (or skill layout --write) to be sure`;
}

export async function calendarHandler(input: TaskInput): Promise<HandlerResult> {
  const range = input.task.range ?? { start: input.resolution.start, end: input.resolution.end };
  const { config } = input;
  const cacheDir = defaultCacheDir(input.env);
  const me = await whoIsMe(config, {
    vault: input.vault,
    cacheDir,
    today: localDateOf(Number.isNaN(Date.parse(input.resolution.resolved_at)) ? new Date() : new Date(input.resolution.resolved_at)),
    signal: input.signal,
    path: input.env.PATH,
  });
  const result = await loadCalendar({
    sources: config.calendars,
    range,
    oneOnOnePatterns: config.oneOnOnePatterns,
    notPeople: config.notPeople,
    user: me.user,
    // Who "me" is was settled from every event (config or discovery): never a guess from this range alone.
    inferUser: false,
    signal: input.signal,
    path: input.env.PATH,
    cacheDir,
  });
  const failed = result.sources.filter((s) => !s.ok);
  if (result.sources.length > 0 && failed.length === result.sources.length) {
    throw new RunFailure(`no calendar could be read: ${failed.map((s) => `${s.name}: ${s.reason ?? 'failed'}`).join('; ')}`);
  }
  const name = input.task.produces ?? 'calendar.md';
  const path = writeGatheredFile(input.sessionDir, name, renderCalendarMd(result));
  const multiDay = range.start !== range.end;
  const when = multiDay ? `${range.start} to ${range.end}` : formatLongDate(range.start);
  const count = result.events.length;
  const preview = result.events.slice(0, PREVIEW_EVENTS).map((e) => previewLine(e, multiDay));
  if (count > PREVIEW_EVENTS) preview.push(`… ${count - PREVIEW_EVENTS} more in ${name}`);
  const skipped = result.sources
    .map((s) => ({ name: s.name, count: (s.problems ?? []).filter((p) => p.skipped).length }))
    .filter((s) => s.count > 0);
  return {
    summary: summariseCalendar(result),
    files: [
      {
        name,
        path,
        summary: result.none ? `no calendar: ${result.none}` : `${count} event${count === 1 ? '' : 's'} for ${when}${meWords(me)}`,
        preview,
      },
    ],
    warnings: [
      ...failed.map((s) => `calendar ${s.name} unavailable: ${s.reason ?? 'failed'}`),
      ...result.sources.filter((s) => s.partial).map((s) => `calendar ${s.name}: ${s.reason ?? 'a file could not be read'}`),
      ...skipped.map(
        (s) =>
          `calendar ${s.name}: ${s.count} event${s.count === 1 ? '' : 's'} could not be read and ${s.count === 1 ? 'is' : 'are'} missing (see ${name})`,
      ),
    ],
    data: { events: result.events },
  };
}
