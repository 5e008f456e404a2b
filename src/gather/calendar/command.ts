/**
 * Calendar sources that are programs (ekctl, gcalcli, a script), run through the shared command runner
 * (../command.ts: no shell, minimal environment, timeout, output cap). Every way it can fail becomes a one-line
 * reason on the source's outcome.
 */
import { runCommand } from '../command.js';
import { oneLine } from '../../text/line.js';
import { parseEkctlJson, ReportedError } from './ekctl.js';
import { parseIcsEvents } from './ics.js';
import { expandPlaceholders } from '../placeholders.js';
import { parseGcalcliTsv } from './tsv.js';
import {
  type CalendarEvent,
  type CalendarSource,
  type DateRangeInclusive,
  type EventProblem,
  type SourceOutcome,
  UnparseableError,
} from './types.js';

type CommandSource = Extract<CalendarSource, { type: 'command' }>;

async function parseOutput(
  source: CommandSource,
  stdout: string,
  range: DateRangeInclusive,
  signal?: AbortSignal,
): Promise<{ events: CalendarEvent[]; problems: EventProblem[] }> {
  switch (source.format) {
    case 'ekctl-json':
      return { events: parseEkctlJson(stdout, source.name), problems: [] };
    case 'tsv':
      return { events: parseGcalcliTsv(stdout, source.name), problems: [] };
    case 'ics':
      // A script with nothing to report may print nothing at all.
      return stdout.trim() === '' ? { events: [], problems: [] } : parseIcsEvents(stdout, range, source.name, { signal });
  }
}

function failed(source: CommandSource, reason: string): { events: CalendarEvent[]; outcome: SourceOutcome } {
  return { events: [], outcome: { name: source.name, ok: false, events: 0, reason } };
}

export interface CommandRunOptions {
  signal?: AbortSignal | undefined;
  /** PATH for the child (default: process.env.PATH). */
  path?: string | undefined;
  /** For the {now} placeholder. */
  now?: Date;
}

/** Runs a command source. Events are not yet filtered to the range (the loader does that for every source). */
export async function loadCommandSource(
  source: CommandSource,
  range: DateRangeInclusive,
  options: CommandRunOptions = {},
): Promise<{ events: CalendarEvent[]; outcome: SourceOutcome }> {
  const argv = source.command.map((arg, i) => (i === 0 ? arg : expandPlaceholders(arg, range, options.now)));
  const result = await runCommand(
    { argv, timeoutMs: source.timeoutMs, maxBytes: source.maxBytes, label: `calendar ${source.name}` },
    { signal: options.signal, path: options.path },
  );
  if (!result.ok) return failed(source, result.reason);
  try {
    const { events, problems } = await parseOutput(source, result.stdout, range, options.signal);
    const outcome: SourceOutcome = { name: source.name, ok: true, events: events.length };
    if (problems.length > 0) outcome.problems = problems;
    return { events, outcome };
  } catch (err) {
    if (err instanceof UnparseableError) return failed(source, `unparseable output: ${oneLine(err.message)}`);
    if (err instanceof ReportedError) return failed(source, `reported an error: ${oneLine(err.message)}`);
    throw err;
  }
}
