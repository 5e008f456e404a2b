import type { Io } from '../../io/io.js';
import { printResult } from '../json.js';
import {
  parseNow,
  renderDatesMd,
  resolveTime,
  describeTarget,
  ignoredTimeNote,
  resolutionEntries,
  type TimeResolution,
} from '../../time/index.js';
import { AmbiguousDateError } from '../../time/grammar.js';

export interface DatesOptions {
  now?: string;
  json?: boolean;
}

export async function handleDates(io: Io, when: string[], opts: DatesOptions): Promise<void> {
  const now = opts.now === undefined ? new Date() : parseNow(opts.now);
  const resolution = await resolveWithUserOrder(io, when.join(' '), now);
  if (opts.json) {
    printResult(io.stdout, Object.fromEntries(resolutionEntries(resolution)));
    return;
  }
  // The note is a comment line, so the output stays YAML that a script can read.
  const note = ignoredTimeNote(resolution);
  io.stdout.write(`# ${describeTarget(resolution)}\n${note ? `# note: ${note}\n` : ''}${renderDatesMd(resolution)}`);
}

/**
 * The user config is read only for a date that reads two ways: it needs the yaml parser, which `skill dates`
 * otherwise never loads (startup, docs/performance.md).
 */
async function resolveWithUserOrder(io: Io, words: string, now: Date): Promise<TimeResolution> {
  try {
    return resolveTime(words, now);
  } catch (err) {
    if (!(err instanceof AmbiguousDateError)) throw err;
    const { userConfigPath, userDateOrder } = await import('../../vault/locate.js');
    // No date_order: refused again, now naming the user config's real path in the hint.
    return resolveTime(words, now, { dateOrder: userDateOrder(io.env), userConfig: userConfigPath(io.env) });
  }
}
