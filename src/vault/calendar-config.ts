/**
 * The calendar sources a vault's config names, the default 1:1 title patterns and the addresses that are never
 * people. They are config, read by src/vault/config.ts; the calendar layer (src/gather/calendar/) loads them and
 * re-exports these names.
 */

type CommandFormat = 'ekctl-json' | 'ics' | 'tsv';

export const COMMAND_FORMATS: readonly CommandFormat[] = ['ekctl-json', 'ics', 'tsv'];

export type CalendarSource =
  /**
   * A .ics file or a folder of them (absolute path). `optional`: the default folder, which need not exist (then
   * there is simply no calendar).
   */
  | { type: 'ics'; name: string; path: string; optional?: boolean }
  | { type: 'command'; name: string; command: string[]; format: CommandFormat; timeoutMs: number; maxBytes: number };

/**
 * Addresses that are never people, as patterns (`*` is any text, case ignored): Google's group, resource, holiday
 * and imported calendars (…@group.calendar.google.com, …@resource.calendar.google.com, unknownorganizer@calendar.
 * google.com for events Gmail imported), birthday entries (…@virtual), and senders nobody meets.
 */
export const DEFAULT_NOT_PEOPLE: readonly string[] = [
  '*@calendar.google.com',
  '*.calendar.google.com',
  '*@virtual',
  'noreply@*',
  'no-reply@*',
  'donotreply@*',
  'do-not-reply@*',
];

export const DEFAULT_ONE_ON_ONE_PATTERNS: readonly string[] = ['1:1', '1-1', '1on1', 'one on one', 'one-on-one'];
