/**
 * Orders strings by UTF-16 code unit: the order of ISO dates and times, of session ids and of vault paths as the walk
 * lists them (vault/walk.ts). Not localeCompare: its first call builds ICU's collator, 6-7 ms of a run that only
 * needs a fixed order of machine-made strings. Names shown to people in a human order keep localeCompare.
 */
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
