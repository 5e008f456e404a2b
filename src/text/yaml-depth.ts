/**
 * How deeply YAML text nests, found before a parser sees it.
 *
 * The yaml package builds nested flow collections (`[[[[…`) by recursion: 10 000 `[` in a note's frontmatter made
 * the next run die with "FATAL ERROR: RegExpCompiler Allocation failed" (V8 compiling a regex with no stack left,
 * exit 134), and 2 MB of `[` in config.yaml took over 20 s (docs/reliability.md, C1 and M3). Real frontmatter and
 * config nest a few levels. This scan is linear and allocation-free: flow brackets outside quotes and comments, and
 * the compact block indicators a line starts with (`- - - x`), each one level.
 */

/** Deeper than this, YAML text is refused unread. Real files use under ten. */
export const MAX_YAML_DEPTH = 64;

/** The first line (1-based) where the nesting passes `max`, with the depth reached; undefined when it never does. */
export function yamlTooDeep(text: string, max = MAX_YAML_DEPTH): { line: number; depth: number } | undefined {
  let flow = 0;
  let line = 1;
  let quote = '';
  let lineStart = true;
  let compact = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      line++;
      lineStart = true;
      compact = 0;
      continue; // a quoted scalar may go on over several lines
    }
    if (quote !== '') {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (lineStart && (c === ' ' || c === '\t')) continue;
    if (lineStart && (c === '-' || c === '?') && (text[i + 1] === ' ' || text[i + 1] === '\t')) {
      if (++compact > max) return { line, depth: compact };
      continue;
    }
    lineStart = false;
    if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      const end = text.indexOf('\n', i);
      if (end < 0) break;
      i = end - 1;
    } else if (c === '"' || c === "'") {
      const before = i === 0 ? ' ' : text[i - 1]!;
      if (/[\s[{,:]/.test(before)) quote = c;
    } else if (c === '[' || c === '{') {
      if (++flow + compact > max) return { line, depth: flow + compact };
    } else if ((c === ']' || c === '}') && flow > 0) flow--;
  }
  return undefined;
}
