/**
 * Text on one line. Two jobs, two helpers: `oneLine` flattens a message for display (whitespace collapsed, cut to a
 * length); `oneLineSafe` escapes data so it stays on one markdown line and can be read back (file names, titles).
 */

/**
 * A message on one line, safe for a terminal: whitespace runs (newlines included) become one space, other control
 * characters (C0, DEL, C1: what a terminal would act on) become visible `\uXXXX` escapes, and text longer than
 * `max` characters is cut with an ellipsis.
 */
export function oneLine(text: string, max = Infinity): string {
  const flat = text
    .replace(/[\s\u2028\u2029]+/g, ' ')
    .trim()
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return flat.length > max ? `${flat.slice(0, Math.max(0, max - 1))}…` : flat;
}

/**
 * Control characters (newlines included) become visible escapes, so one item stays on one line: in markdown, and on
 * a terminal, where ESC, BEL or a C1 CSI from a file (a ritual's `name:`, a note's title) would otherwise act. The
 * one helper for text read from a file and printed.
 */
export function oneLineSafe(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    switch (c) {
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      case '\t':
        return '\\t';
      default:
        return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    }
  });
}

/** A label shown in bold: one line, and no `*` that would end the bold early. */
export function boldLabel(text: string): string {
  return `**${oneLineSafe(text).replace(/\*/g, '\\*')}**`;
}

/**
 * A path on one line that can be read back exactly: backslashes are doubled, control characters escaped as in
 * oneLineSafe, and the ✓ / ✗ that end a reference line are written as \u2713 / \u2717, so the first ✓ or ✗ after
 * a path is always its status. Reversed by replacing each `\\`, `\n`, `\r`, `\t`, `\uXXXX` with what it stands for.
 */
export function pathOnOneLine(path: string): string {
  return oneLineSafe(path.replace(/\\/g, '\\\\')).replace(/[\u2713\u2717]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}
