import { describe, expect, it } from 'vitest';
import { oneLine, oneLineSafe, pathOnOneLine } from '../../src/text/line.js';

describe('oneLine', () => {
  it('collapses whitespace and line breaks into single spaces', () => {
    expect(oneLine('  first\n\n  second\tthird\r\n')).toBe('first second third');
    expect(oneLine('a\u2028b')).toBe('a b');
  });

  it('makes what a terminal would act on visible', () => {
    expect(oneLine('bad \u001b[31mred\u0000 \u009b')).toBe('bad \\u001b[31mred\\u0000 \\u009b');
  });

  it('cuts long text to the given length with an ellipsis', () => {
    expect(oneLine('x'.repeat(300), 200)).toBe(`${'x'.repeat(199)}…`);
    expect(oneLine('short', 200)).toBe('short');
    expect(oneLine('y'.repeat(500))).toHaveLength(500);
  });
});

describe('oneLineSafe', () => {
  it('escapes line breaks so the text can be read back', () => {
    expect(oneLineSafe('a\nb\tc')).toBe('a\\nb\\tc');
    expect(pathOnOneLine('/v/a\\b ✓.md')).toBe('/v/a\\\\b \\u2713.md');
  });
});
