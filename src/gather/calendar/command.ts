/**
 * Calendar sources that are programs (ekctl, gcalcli, a script). Each runs without a shell, from an argument array,
 * with a minimal environment (PATH, HOME, LANG, LC_ALL, TZ: never ANTHROPIC_API_KEY or other secrets), a timeout,
 * a cap on its output and the run's AbortSignal. Every way it can fail becomes a one-line reason on its outcome.
 */
import { InterruptedError } from '../../errors.js';
import { parseEkctlJson, ReportedError } from './ekctl.js';
import { parseIcsEvents } from './ics.js';
import { expandPlaceholders } from './placeholders.js';
import { parseGcalcliTsv } from './tsv.js';
import {
  type CalendarEvent,
  type CalendarSource,
  type DateRangeInclusive,
  type SourceOutcome,
  UnparseableError,
} from './types.js';

type CommandSource = Extract<CalendarSource, { type: 'command' }>;

/** After SIGTERM (timeout, cancel, size cap), a program that ignores it gets SIGKILL this much later. */
export const FORCE_KILL_AFTER_MS = 2000;
/** stderr is only read for its first line. */
const STDERR_CAP_BYTES = 64 * 1024;

/** The only variables a calendar program sees. TZ is passed so it prints times in our zone. */
const INHERITED = ['HOME', 'LANG', 'LC_ALL', 'TZ'] as const;

export function minimalEnv(path: string | undefined, parent: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = { PATH: path ?? parent.PATH ?? '' };
  for (const key of INHERITED) {
    const value = parent[key];
    if (value !== undefined) env[key] = value;
  }
  return env;
}

export function formatDuration(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;
}

export function formatBytes(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** One printable line of at most 200 characters from a program's message. */
export function oneLine(text: string): string {
  const line = text.split(/\r?\n/).map((l) => l.trim()).find((l) => l !== '') ?? '';
  const printable = line.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return printable.length > 200 ? `${printable.slice(0, 200)}…` : printable;
}

async function parseOutput(source: CommandSource, stdout: string, range: DateRangeInclusive): Promise<CalendarEvent[]> {
  switch (source.format) {
    case 'ekctl-json':
      return parseEkctlJson(stdout, source.name);
    case 'tsv':
      return parseGcalcliTsv(stdout, source.name);
    case 'ics':
      // A script with nothing to report may print nothing at all.
      return stdout.trim() === '' ? [] : (await parseIcsEvents(stdout, range, source.name)).events;
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
  const interrupted = (): InterruptedError => new InterruptedError(`interrupted while running calendar ${source.name}`);
  if (options.signal?.aborted) throw interrupted();
  const [program, ...rawArgs] = source.command;
  if (program === undefined || program.trim() === '') return failed(source, 'no command given');
  const args = rawArgs.map((arg) => expandPlaceholders(arg, range, options.now));
  const { execa } = await import('execa');
  const result = await execa(program, args, {
    reject: false,
    timeout: source.timeoutMs,
    ...(options.signal ? { cancelSignal: options.signal } : {}),
    forceKillAfterDelay: FORCE_KILL_AFTER_MS,
    env: minimalEnv(options.path),
    extendEnv: false,
    stdin: 'ignore',
    encoding: 'buffer',
    maxBuffer: { stdout: source.maxBytes, stderr: STDERR_CAP_BYTES },
    stripFinalNewline: false,
    windowsHide: true,
  });
  if (result.isCanceled || options.signal?.aborted) throw interrupted();
  const stderr = oneLine(new TextDecoder().decode(result.stderr));
  if (result.code === 'ENOENT') return failed(source, `program not found: ${program}`);
  if (result.code === 'EACCES') return failed(source, `cannot run ${program}: permission denied`);
  if (result.timedOut) return failed(source, `timed out after ${formatDuration(source.timeoutMs)}`);
  if (result.isMaxBuffer) return failed(source, `output over ${formatBytes(source.maxBytes)}`);
  if (result.exitCode === undefined) {
    const why = result.signal ? `killed by ${result.signal}` : oneLine(result.shortMessage ?? 'failed to start');
    return failed(source, why);
  }
  if (result.exitCode !== 0) {
    return failed(source, `exit code ${result.exitCode}${stderr ? `: ${stderr}` : ''}`);
  }
  const stdout = new TextDecoder().decode(result.stdout);
  try {
    const events = await parseOutput(source, stdout, range);
    return { events, outcome: { name: source.name, ok: true, events: events.length } };
  } catch (err) {
    if (err instanceof UnparseableError) return failed(source, `unparseable output: ${oneLine(err.message)}`);
    if (err instanceof ReportedError) return failed(source, `reported an error: ${oneLine(err.message)}`);
    throw err;
  }
}
