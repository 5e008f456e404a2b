/**
 * The one JSON style of every command's --json (docs/json.md): one object on stdout, snake_case keys, the schema
 * version first. snake_case because the contract keys of `skill dates --json` (target_date, day_of_week…) are, and
 * they appear inside plan, check and session output too. Internal types stay camelCase; the conversion is here,
 * once, so a field added to a plan or a session record appears in the same style without a mapping to update.
 */
import { type Output, printJson } from '../io/io.js';

export const JSON_SCHEMA_VERSION = 1;

/**
 * Keys whose value is a map keyed by names someone else chose (a sub-skill's option names, model ids): those keys
 * are kept as they are; the values inside are styled as usual.
 */
const NAME_MAPS = new Set(['params', 'usage', 'options']);

export function snakeCase(key: string): string {
  return key.replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase();
}

/** `value` with every object key in snake_case, except the keys of the name maps. */
export function jsonStyle(value: unknown, keepKeys = false): unknown {
  if (Array.isArray(value)) return value.map((v) => jsonStyle(v));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [keepKeys ? k : snakeCase(k), jsonStyle(v, !keepKeys && NAME_MAPS.has(k))]),
  );
}

/** Prints a command's result: `{"schema_version": 1, …}`. */
export function printResult(out: Output, value: Record<string, unknown>): void {
  printJson(out, { schema_version: JSON_SCHEMA_VERSION, ...(jsonStyle(value) as Record<string, unknown>) });
}
