import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BadInputError } from '../../../src/errors.js';
import { appendToNote, appendToSection, replaceSection, setFrontmatterField } from '../../../src/phases/write/markdown-ops.js';

describe('appendToNote', () => {
  test('adds content on a new line and keeps the trailing newline', () => {
    expect(appendToNote('# Today\n\n- a\n', '- b')).toBe('# Today\n\n- a\n- b\n');
    expect(appendToNote('# Today\n', '- b\n\n\n')).toBe('# Today\n- b\n');
  });

  test('an empty note gets the content and a final newline', () => {
    expect(appendToNote('', 'hello')).toBe('hello\n');
  });

  test('a note without a final newline still has none', () => {
    expect(appendToNote('last line', 'more')).toBe('last line\nmore');
  });

  test('keeps CRLF and converts the content to it', () => {
    expect(appendToNote('a\r\nb\r\n', 'c\nd\n')).toBe('a\r\nb\r\nc\r\nd\r\n');
  });

  test('keeps a byte-order mark', () => {
    expect(appendToNote('\uFEFFa\n', 'b')).toBe('\uFEFFa\nb\n');
  });

  test('content that starts with a heading gets a blank line after the last paragraph', () => {
    expect(appendToNote('# Note\nlast line\n', '## New\ntext\n')).toBe('# Note\nlast line\n\n## New\ntext\n');
    expect(appendToNote('# Note\n\n', '## New\n')).toBe('# Note\n\n## New\n');
    expect(appendToNote('# Note\nlast line\n', 'more\n')).toBe('# Note\nlast line\nmore\n');
  });

  test('empty content changes nothing', () => {
    expect(appendToNote('a\r\nb', '\n\n')).toBe('a\r\nb');
  });
});

describe('appendToSection', () => {
  const note = ['# Day', '', '## Plan', '- one', '- two', '', '## Notes', 'text', ''].join('\n');

  test('inserts after the last non-blank line, before the next heading of the same level', () => {
    expect(appendToSection(note, 'Plan', '- three')).toBe(
      ['# Day', '', '## Plan', '- one', '- two', '- three', '', '## Notes', 'text', ''].join('\n'),
    );
  });

  test('matches headings case-insensitively, with or without the #s, ignoring closing #s', () => {
    const expected = appendToSection(note, 'Plan', '- x');
    expect(appendToSection(note, 'PLAN', '- x')).toBe(expected);
    expect(appendToSection(note, '## plan', '- x')).toBe(expected);
    expect(appendToSection(note.replace('## Plan', '## Plan ##'), 'plan', '- x')).toBe(expected.replace('## Plan', '## Plan ##'));
  });

  test('a level given with the heading must match', () => {
    const result = appendToSection(note, '### Plan', '- x');
    expect(result).toBe(`${note}\n### Plan\n- x\n`);
  });

  test('subsections belong to the section: content goes after them', () => {
    const text = '## A\nintro\n### A.1\ndetail\n## B\n';
    expect(appendToSection(text, 'A', 'added')).toBe('## A\nintro\n### A.1\ndetail\nadded\n## B\n');
  });

  test('headings inside fenced code blocks and the frontmatter are not headings', () => {
    const text = ['---', '# Plan', 'tags: [x]', '---', '## Plan', '```', '## Notes', '```', 'after fence', '## Notes', 'n', ''].join('\n');
    expect(appendToSection(text, 'plan', 'added')).toBe(
      ['---', '# Plan', 'tags: [x]', '---', '## Plan', '```', '## Notes', '```', 'after fence', 'added', '## Notes', 'n', ''].join('\n'),
    );
    const tilde = '## A\n~~~\n## B\n~~~\n## B\n';
    expect(appendToSection(tilde, 'A', 'x')).toBe('## A\n~~~\n## B\n~~~\nx\n## B\n');
  });

  test('an empty section gets the content right under its heading', () => {
    expect(appendToSection('## A\n\n## B\n', 'A', 'x')).toBe('## A\nx\n\n## B\n');
  });

  test('a missing section is created at the end after a blank line, as H2', () => {
    expect(appendToSection('# Day\ntext\n', 'Evening review', '- done')).toBe('# Day\ntext\n\n## Evening review\n- done\n');
    expect(appendToSection('', 'Notes', 'x')).toBe('## Notes\nx\n');
    expect(appendToSection('text', 'Notes', 'x')).toBe('text\n\n## Notes\nx');
  });

  test('the first of two matching headings wins', () => {
    expect(appendToSection('## A\n1\n## A\n2\n', 'a', 'x')).toBe('## A\n1\nx\n## A\n2\n');
  });

  test('a section at the end of a note without a final newline', () => {
    expect(appendToSection('## A\nlast', 'A', 'x')).toBe('## A\nlast\nx');
  });

  test('refuses a heading without text or on several lines', () => {
    expect(() => appendToSection('x', '##', 'y')).toThrow(BadInputError);
    expect(() => appendToSection('x', 'a\nb', 'y')).toThrow(/several lines/);
  });
});

describe('replaceSection', () => {
  test('replaces the body, keeps the heading and the blank line before the next heading', () => {
    const text = '# T\n## A\nold 1\nold 2\n\n## B\nkeep\n';
    expect(replaceSection(text, 'a', 'new')).toBe('# T\n## A\nnew\n\n## B\nkeep\n');
  });

  test('replaces subsections too, and may empty the section', () => {
    expect(replaceSection('## A\nx\n### A1\ny\n## B\n', 'A', '')).toBe('## A\n## B\n');
  });

  test('a section at the end of the note', () => {
    expect(replaceSection('## A\nold', 'A', 'new')).toBe('## A\nnew');
    expect(replaceSection('## A\r\nold\r\n', 'A', 'n1\nn2')).toBe('## A\r\nn1\r\nn2\r\n');
  });

  test('creates a missing section', () => {
    expect(replaceSection('text\n', 'Summary', 'all good')).toBe('text\n\n## Summary\nall good\n');
  });
});

describe('setFrontmatterField', () => {
  test('replaces one key and keeps every other line byte for byte', () => {
    const text = '---\ntitle:   "Spaced"   # comment\nstatus: active\ntags:\n  - a\n  - b\nother: 1\n---\nbody\n';
    expect(setFrontmatterField(text, 'status', 'done')).toBe(text.replace('status: active', 'status: done'));
    expect(setFrontmatterField(text, 'tags', ['x', 'y z'])).toBe(text.replace('tags:\n  - a\n  - b\n', 'tags: [x, y z]\n'));
  });

  test('new lines follow the frontmatter line breaks, not the body ones', () => {
    expect(setFrontmatterField('---\na: 1\n---\nx\r\ny\r\n', 'b', 2)).toBe('---\na: 1\nb: 2\n---\nx\r\ny\r\n');
  });

  test('a block sequence written at the margin belongs to its key', () => {
    expect(setFrontmatterField('---\ntags:\n- a\n- b\nx: 1\n---\n', 'tags', [])).toBe('---\ntags: []\nx: 1\n---\n');
  });

  test('adds a missing key before the closing line', () => {
    expect(setFrontmatterField('---\na: 1\n---\nbody', 'reviewed', true)).toBe('---\na: 1\nreviewed: true\n---\nbody');
    expect(setFrontmatterField('---\r\na: 1\r\n...\r\n', 'b', 2)).toBe('---\r\na: 1\r\nb: 2\r\n...\r\n');
  });

  test('creates a frontmatter when the note has none', () => {
    expect(setFrontmatterField('# Title\n', 'date', '2026-02-17')).toBe('---\ndate: 2026-02-17\n---\n# Title\n');
    expect(setFrontmatterField('', 'x', null)).toBe('---\nx: null\n---\n');
    expect(setFrontmatterField('\uFEFFbody', 'x', 1)).toBe('\uFEFF---\nx: 1\n---\nbody');
  });

  test('quotes strings that would read back as something else', () => {
    const value = (v: string) => /^---\nk: (.*)\n---\n$/.exec(setFrontmatterField('', 'k', v))![1];
    expect(value('plain words')).toBe('plain words');
    expect(value('yes')).toBe('"yes"');
    expect(value('10:30')).toBe('"10:30"');
    expect(value('42')).toBe('"42"');
    expect(value('a: b')).toBe('"a: b"');
    expect(value('#tag')).toBe('"#tag"');
    expect(value('line\nbreak')).toBe('"line\\nbreak"');
    expect(value('')).toBe('""');
    expect(value('[[Link]]')).toBe('"[[Link]]"');
  });

  test('refuses keys that are not simple names and a frontmatter that is never closed', () => {
    expect(() => setFrontmatterField('', 'a: b', 1)).toThrow(BadInputError);
    expect(() => setFrontmatterField('', '', 1)).toThrow(BadInputError);
    expect(() => setFrontmatterField('---\na: 1\n', 'b', 1)).toThrow(/no closing/);
    expect(() => setFrontmatterField('', 'n', Number.NaN)).toThrow(/finite/);
  });
});

/* ---------- properties ---------- */

const eolArb = fc.constantFrom('\n', '\r\n');
const word = fc.constantFrom('alpha', 'Beta', 'plan', 'notes', 'x', '- item', '* [ ] task', '**bold**', 'héllo', '#tag', '', '   ');
const heading = (titles: string[], levels: number[]) =>
  fc.tuple(fc.constantFrom(...levels), fc.constantFrom(...titles)).map(([l, t]) => `${'#'.repeat(l)} ${t}`);
const fenced = (inner: fc.Arbitrary<string>) => fc.array(inner, { maxLength: 3 }).map((ls) => ['```', ...ls, '```']);
/** Lines that are never a heading titled "Target" (but may contain one inside a code fence). */
const otherLines = fc
  .array(
    fc.oneof(
      word.map((w) => [w]),
      heading(['Alpha', 'Beta'], [1, 2, 3]).map((h) => [h]),
      fenced(fc.constantFrom('## Target', '# Target', 'code')),
    ),
    { maxLength: 6 },
  )
  .map((xs) => xs.flat());
/** A section body: text, deeper headings (any title), fences with fake headings. No blank line at its end. */
const bodyLines = fc
  .array(
    fc.oneof(
      word.map((w) => [w]),
      heading(['Alpha', 'Target'], [3, 4]).map((h) => [h]),
      fenced(fc.constantFrom('## Beta', '# Alpha')),
    ),
    { maxLength: 6 },
  )
  .map((xs) => xs.flat())
  .map((ls) => {
    while (ls.length > 0 && ls[ls.length - 1]!.trim() === '') ls.pop();
    return ls;
  });

interface Doc {
  eol: string;
  head: string; // frontmatter + other lines + "## Target" line, with its line break
  body: string; // body without trailing blank lines
  blanks: string; // blank lines closing the section
  tail: string; // from the next H1/H2 on ('' when the section ends the note)
}

const docArb: fc.Arbitrary<Doc> = fc
  .record({
    eol: eolArb,
    front: fc.boolean(),
    before: otherLines,
    body: bodyLines,
    blanks: fc.integer({ min: 0, max: 2 }),
    next: fc.option(heading(['Alpha', 'Beta', 'Target'], [1, 2]), { nil: undefined }),
    after: otherLines,
  })
  .map(({ eol, front, before, body, blanks, next, after }) => {
    const join = (ls: string[]) => ls.map((l) => l + eol).join('');
    const fm = front ? ['---', '# Target', 'k: v', '---'] : [];
    return {
      eol,
      head: join([...fm, ...before, '## Target']),
      body: join(body),
      blanks: join(Array(blanks).fill('')),
      tail: next === undefined ? '' : join([next, ...after]),
    };
  });

const contentArb = fc
  .array(fc.constantFrom('new line', '- added', 'ünïcode', '', '> quote'), { minLength: 1, maxLength: 4 })
  .map((ls) => ls.join('\n'));
const contentLinesOf = (content: string, eol: string) => {
  const trimmed = content.replace(/\n+$/, '');
  return trimmed === ''
    ? ''
    : trimmed
        .split('\n')
        .map((l) => l + eol)
        .join('');
};
const noLoneLf = (text: string) => !/(^|[^\r])\n/.test(text);

describe('properties', () => {
  test('appendToNote never loses a byte: the note is a prefix of the result (or the result when nothing is added)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ maxLength: 50 }), (text, content) => {
        const result = appendToNote(text, content);
        expect(result.startsWith(text)).toBe(true);
        if (text.endsWith('\n') || text === '' || text === '\uFEFF') {
          if (result !== text) expect(result.endsWith('\n')).toBe(true);
        }
      }),
    );
  });

  test('appendToSection inserts the content as one block at the end of the section and touches nothing else', () => {
    fc.assert(
      fc.property(docArb, contentArb, (doc, content) => {
        const text = doc.head + doc.body + doc.blanks + doc.tail;
        const result = appendToSection(text, 'target', content);
        const added = contentLinesOf(content, doc.eol);
        expect(result).toBe(doc.head + doc.body + added + doc.blanks + doc.tail);
        if (doc.eol === '\r\n') expect(noLoneLf(result)).toBe(true);
      }),
    );
  });

  test('replaceSection changes only the body of that section', () => {
    fc.assert(
      fc.property(docArb, contentArb, (doc, content) => {
        const text = doc.head + doc.body + doc.blanks + doc.tail;
        const result = replaceSection(text, 'Target', content);
        expect(result).toBe(doc.head + contentLinesOf(content, doc.eol) + doc.blanks + doc.tail);
        // Replacing back restores the note exactly.
        expect(replaceSection(result, 'Target', doc.body.replace(/\r\n/g, '\n'))).toBe(text);
      }),
    );
  });

  test('setFrontmatterField keeps the body and every other frontmatter line, and is idempotent', () => {
    const keyLine = fc.tuple(fc.constantFrom('a', 'b', 'status', 'tags', 'date'), fc.constantFrom('1', 'x y', '[a, b]', '"q"', ''));
    fc.assert(
      fc.property(
        eolArb,
        fc.uniqueArray(keyLine, { selector: ([k]) => k, maxLength: 5 }),
        otherLines,
        fc.constantFrom('status', 'reviewed'),
        fc.constantFrom<string | boolean>('done', true, 'a: b'),
        (eol, pairs, body, key, value) => {
          const fmLines = pairs.map(([k, v]) => `${k}:${v === '' ? '' : ` ${v}`}`);
          const bodyText = body.map((l) => l + eol).join('');
          const text = ['---', ...fmLines, '---'].map((l) => l + eol).join('') + bodyText;
          const result = setFrontmatterField(text, key, value);
          expect(result.endsWith(eol + bodyText)).toBe(true);
          const kept = fmLines.filter((l) => !l.startsWith(`${key}:`));
          const resultLines = result.slice(0, result.length - bodyText.length).split(eol);
          expect(resultLines.filter((l) => kept.includes(l))).toEqual(kept);
          expect(resultLines.filter((l) => l.startsWith(`${key}:`))).toHaveLength(1);
          expect(setFrontmatterField(result, key, value)).toBe(result);
        },
      ),
    );
  });
});

describe('headings as CommonMark finds them (issue 24)', () => {
  // The issue's note: a heading inside an HTML comment, which Obsidian does not show.
  const hidden = '# Today\n\n## Focus\n\n- Ship the release\n\n<!--\n# Draft ideas (hidden)\n-->\n';

  test('replace_section keeps the comment whole, after the new content, and shows no hidden heading', () => {
    expect(replaceSection(hidden, 'Focus', '- Review the plan')).toBe(
      '# Today\n\n## Focus\n- Review the plan\n\n<!--\n# Draft ideas (hidden)\n-->\n',
    );
  });

  test('append_to_section puts the text after the comment, where Obsidian shows it', () => {
    expect(appendToSection(hidden, 'Focus', '- Call Jane')).toBe(
      '# Today\n\n## Focus\n\n- Ship the release\n\n<!--\n# Draft ideas (hidden)\n-->\n- Call Jane\n',
    );
  });

  test('a guidance comment that opens the section stays first; the content under it is replaced', () => {
    const note = '## Focus\n<!-- three things at most -->\n- a\n- b\n\n## Notes\n';
    expect(replaceSection(note, 'Focus', '- c')).toBe('## Focus\n<!-- three things at most -->\n- c\n\n## Notes\n');
  });

  test('a section named only inside a comment is not there: it is added at the end', () => {
    expect(appendToSection(hidden, 'Draft ideas (hidden)', 'x')).toBe(`${hidden}\n## Draft ideas (hidden)\nx\n`);
  });

  test('~~~ fences, and ``` fences closed only by a fence at least as long', () => {
    const note = '## Log\n~~~\n## not a heading\n~~~\n````md\n```\n## still code\n````\n\n## Next\n- n\n';
    expect(replaceSection(note, 'Log', 'new')).toBe('## Log\nnew\n\n## Next\n- n\n');
    expect(appendToSection(note, 'still code', 'x')).toContain('\n## still code\n````\n\n## Next\n- n\n\n## still code\nx\n');
  });

  // Second adversarial pass, F4: a setext heading after `## Focus` was taken as Focus's text, and replacing Focus
  // deleted it and the person's text under it (CRLF too).
  test('setext headings (underlined with --- or ===) end the section before them, and can be named', () => {
    const note = '## Focus\n- a\n\nPrecious notes\n-----\nkeep me\n';
    expect(replaceSection(note, 'Focus', '- b')).toBe('## Focus\n- b\n\nPrecious notes\n-----\nkeep me\n');
    expect(appendToSection(note, 'Focus', '- c')).toBe('## Focus\n- a\n- c\n\nPrecious notes\n-----\nkeep me\n');
    expect(replaceSection(note, 'Precious notes', 'new')).toBe('## Focus\n- a\n\nPrecious notes\n-----\nnew\n');
    const crlf = '# Day\r\n## Focus\r\n- a\r\n\r\nTwo line\r\ntitle\r\n===\r\nkeep\r\n';
    expect(replaceSection(crlf, 'Focus', '- b')).toBe('# Day\r\n## Focus\r\n- b\r\n\r\nTwo line\r\ntitle\r\n===\r\nkeep\r\n');
  });

  test('--- after a blank line is a rule, not a heading: it stays in the section', () => {
    const note = '## Focus\n- a\n\n---\n\n## Next\n';
    expect(replaceSection(note, 'Focus', '- b')).toBe('## Focus\n- b\n\n## Next\n');
  });

  test('headings in the frontmatter are not headings', () => {
    const note = '---\ntitle: x\n# Focus\n---\n\n## Focus\n- a\n';
    expect(replaceSection(note, 'Focus', '- b')).toBe('---\ntitle: x\n# Focus\n---\n\n## Focus\n- b\n');
  });
});

describe('CR-only notes (issue 24)', () => {
  test('appending keeps CR as the line break', () => {
    expect(appendToNote('# Today\r\r- a\r', '- b\n- c')).toBe('# Today\r\r- a\r- b\r- c\r');
    expect(appendToSection('# Today\r## Focus\r- a\r', 'Focus', '- b')).toBe('# Today\r## Focus\r- a\r- b\r');
  });
});
