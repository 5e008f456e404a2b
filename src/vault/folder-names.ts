/** How folders are named by people who number them: "05 People", "02_Areas", "1. Projects", "♻️ Templates". Pure. */
import { posix } from 'node:path';

/**
 * A folder's name without the ordering prefix (digits, punctuation, symbols, emoji, spaces) people put before it,
 * Johnny-Decimal's `1x ` too ("1x Projects", "10-19 Projects").
 */
export function bareName(folder: string): string {
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: the joiner and the variation selector are stripped one by one, as leftovers of emoji
  const prefix = /^(?:\d+x(?=[\s_.-])|[\p{N}\p{P}\p{S}\p{Extended_Pictographic}\u200d\ufe0f\s])+/iu;
  return posix.basename(folder).replace(prefix, '').trim();
}
