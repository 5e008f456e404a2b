import fc from 'fast-check';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { parseFrontmatter, splitFences } from '../../src/ritual/frontmatter.js';

/** gray-matter 4 (a dev dependency only for this comparison) with engines that hand back the block they are given. */
function viaGrayMatter(text: string): { matter: string; content: string; empty: boolean } {
  const capture = { parse: (block: string) => ({ block }) };
  // `matter` and `isEmpty` are set on the file object but missing from gray-matter's types.
  const file = matter(text, { engines: { yaml: capture, json: capture, js: capture, javascript: capture } as never }) as unknown as {
    matter: string;
    content: string;
    isEmpty: boolean;
  };
  return { matter: file.matter, content: file.content, empty: file.isEmpty };
}

const OPENINGS = ['---\n', '---yaml\n', '---YAML\n', '---  \n', '--- yaml \n', '---json\n', '---js\n'];
const LINES = [
  '',
  '---',
  '--- ',
  '----',
  '---x',
  '----\r',
  '# comment',
  '  # indented comment',
  'a: 1',
  'name: x',
  '  nested: y',
  'text ---',
  '\r',
  '...',
];

describe('splitFences', () => {
  it('splits like gray-matter on generated texts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OPENINGS),
        fc.array(fc.constantFrom(...LINES), { maxLength: 8 }),
        fc.boolean(),
        (open, lines, trailingNewline) => {
          const text = `${open}${lines.join('\n')}${trailingNewline ? '\n' : ''}`;
          expect(splitFences(text)).toEqual(viaGrayMatter(text));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('gives the body and where it starts', () => {
    const r = parseFrontmatter('---\ntitle: A\ntags: [x, y]\n---\n# A\n\nBody.\n');
    expect(r).toMatchObject({ data: { title: 'A', tags: ['x', 'y'] }, body: '# A\n\nBody.\n', bodyLine: 5, hasFrontmatter: true });
    expect(parseFrontmatter('---\n# only a comment\n---\nBody').data).toEqual({});
  });

  it('reads CRLF and CR line endings and a byte-order mark as plain LF text', () => {
    const lf = parseFrontmatter('---\ntitle: A\n---\nBody\nmore\n');
    expect(parseFrontmatter('\uFEFF---\r\ntitle: A\r\n---\r\nBody\rmore\r\n')).toEqual(lf);
    expect(parseFrontmatter('\uFEFFno frontmatter\r\n').body).toBe('no frontmatter\n');
  });

  it('refuses executable frontmatter whatever the case of its language', () => {
    expect(() => parseFrontmatter('---js\nmodule.exports = {}\n---\n')).toThrow(/executable/);
    expect(() => parseFrontmatter('---JavaScript\n({})\n---\n')).toThrow(/executable/);
  });
});
