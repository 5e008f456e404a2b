import { describe, expect, test } from 'vitest';
import { diffStats, renderDiff, visible } from '../../../src/phases/write/diff.js';

const change = (before: string | null, after: string) => ({ relative: '00_Brain/Captive/Today.md', before, after });
const stripAnsi = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');

describe('renderDiff', () => {
  test('a unified diff with a/ b/ headers, hunk header and a +N −M summary', () => {
    const text = renderDiff(change('# Today\n- one\n- two\n', '# Today\n- one\n- 2\n- three\n'), { colour: false });
    expect(text).toBe(
      [
        '--- a/00_Brain/Captive/Today.md',
        '+++ b/00_Brain/Captive/Today.md',
        '@@ -1,3 +1,4 @@',
        ' # Today',
        ' - one',
        '-- two',
        '+- 2',
        '+- three',
        '00_Brain/Captive/Today.md: +2 \u22121',
        '',
      ].join('\n'),
    );
  });

  test('a new note comes from /dev/null', () => {
    const text = renderDiff(change(null, 'hello\n'), { colour: false });
    expect(text.split('\n').slice(0, 4)).toEqual(['--- /dev/null', '+++ b/00_Brain/Captive/Today.md', '@@ -0,0 +1,1 @@', '+hello']);
    expect(text).toContain('+1 \u22120 (new note)');
  });

  test('colour: red removals, green additions, cyan hunk headers; without colour no escape at all', () => {
    const c = change('a\nb\n', 'a\nc\n');
    const coloured = renderDiff(c, { colour: true });
    expect(coloured).toContain('\x1b[31m-b\x1b[0m');
    expect(coloured).toContain('\x1b[32m+c\x1b[0m');
    expect(coloured).toContain('\x1b[36m@@ -1,2 +1,2 @@\x1b[0m');
    expect(stripAnsi(coloured)).toBe(renderDiff(c, { colour: false }));
    expect(renderDiff(c, { colour: false })).not.toContain('\x1b');
  });

  test('context lines are configurable', () => {
    const before = `${Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n')}\n`;
    const after = before.replace('line 10', 'LINE 10');
    expect(renderDiff(change(before, after), { colour: false, context: 1 })).toContain(
      '@@ -10,3 +10,3 @@\n line 9\n-line 10\n+LINE 10\n line 11\n',
    );
    expect(
      renderDiff(change(before, after), { colour: false })
        .split('\n')
        .filter((l) => l.startsWith(' ')),
    ).toHaveLength(6);
  });

  test('control characters in the notes cannot reach the terminal; CRLF is shown as a note, not as carriage returns', () => {
    const text = renderDiff(change('a\r\n', 'a\r\n\x1b[2Jcleared\x07\u009b\r\n'), { colour: false });
    expect(text).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
    expect(text).toContain('+\u241b[2Jcleared\u2407\\u009b');
    expect(text).toContain('(CRLF line endings)');
  });

  test('a missing final newline is reported the way diff does', () => {
    expect(renderDiff(change('a', 'a\nb'), { colour: false })).toContain('\\ No newline at end of file');
  });

  test('an unchanged note says so', () => {
    expect(renderDiff(change('same\n', 'same\n'), { colour: false })).toContain('+0 \u22120 (no changes)');
  });
});

test('diffStats counts added and removed lines', () => {
  expect(diffStats(change('a\nb\nc\n', 'a\nc\nd\ne\n'))).toEqual({ added: 2, removed: 1 });
  expect(diffStats(change(null, 'x\ny\n'))).toEqual({ added: 2, removed: 0 });
});

test('visible keeps tabs and text, replaces controls', () => {
  expect(visible('a\tb')).toBe('a\tb');
  expect(visible('\x00\x7f')).toBe('\u2400\u2421');
});
