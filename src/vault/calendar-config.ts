/**
 * The calendar sources a vault's config names, and the default 1:1 title patterns. They are config, read by
 * src/vault/config.ts; the calendar layer (src/gather/calendar/) loads them and re-exports these names.
 */

export type CommandFormat = 'ekctl-json' | 'ics' | 'tsv';

export const COMMAND_FORMATS: readonly CommandFormat[] = ['ekctl-json', 'ics', 'tsv'];

export type CalendarSource =
  /** A .ics file or a folder of them (absolute path). */
  | { type: 'ics'; name: string; path: string }
  | { type: 'command'; name: string; command: string[]; format: CommandFormat; timeoutMs: number; maxBytes: number };

export const DEFAULT_ONE_ON_ONE_PATTERNS: readonly string[] = ['1:1', '1-1', '1on1', 'one on one', 'one-on-one'];
