/**
 * Which lines can hold a heading, against commonmark.js (the CommonMark spec's reference parser) as the oracle: on
 * every note of the real vaults kept in fixtures/ (the Tasks plugin's demo vault, Steph Ango's template, the sample
 * vault) and of the three shared public vaults, and on generated notes made of the shapes real notes have: HTML
 * comments (one line and several), fenced code with ``` and ~~~ (longer fences, a shorter "close" that is not one,
 * an unclosed fence), fences in list items, block-level HTML, lone tags after a paragraph, and headings in between.
 */
import { Parser } from 'commonmark';
import fc from 'fast-check';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockKinds } from '../../src/text/markdown-blocks.js';
import { fuzzParams } from '../support/fuzz.js';
import { REPO } from '../support/tmp.js';

/** 1-based lines where commonmark.js finds a top-level ATX heading. */
function oracleHeadings(text: string): number[] {
  const doc = new Parser().parse(text);
  const out: number[] = [];
  for (let node = doc.firstChild; node; node = node.next) {
    if (node.type !== 'heading' || !node.sourcepos) continue;
    const [[line], [last]] = node.sourcepos;
    if (line === last && /^ {0,3}#/.test(text.split('\n')[line - 1] ?? '')) out.push(line); // ATX only: setext ones span two lines
  }
  return out;
}

/** The same, as the section edits see it. */
function ourHeadings(text: string): number[] {
  const lines = text.split('\n');
  const kinds = blockKinds(lines);
  return lines.flatMap((line, i) => (kinds[i] === 'text' && /^ {0,3}#{1,6}(?:[ \t]|$)/.test(line) ? [i + 1] : []));
}

/** The body after the frontmatter, with its lines blanked so line numbers hold (the edits skip it on their own). */
function withoutFrontmatter(text: string): string {
  const m = /^---\r?\n[\s\S]*?\n---[ \t]*(\r?\n|$)/.exec(text);
  return m ? m[0].replace(/[^\n]/g, '') + text.slice(m[0].length) : text;
}

function notesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md') && !f.split('/').includes('.obsidian'))
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());
}

describe('headings of real notes', () => {
  const roots = [join(REPO, 'fixtures', 'public-vaults'), join(REPO, 'fixtures', 'vault'), '/work/shared/vaults'];
  const notes = roots.flatMap(notesUnder);

  it('are the ones commonmark.js finds, in every note (over 400 notes, 94 with fenced code, 19 with comments)', () => {
    expect(notes.length).toBeGreaterThan(300);
    const differing = notes.filter((file) => {
      const text = withoutFrontmatter(readFileSync(file, 'utf8').replace(/\r\n?/g, '\n'));
      return JSON.stringify(ourHeadings(text)) !== JSON.stringify(oracleHeadings(text));
    });
    expect(differing).toEqual([]);
  });
});

describe('headings of generated notes', () => {
  const shape = fc.constantFrom(
    '## Focus',
    '# Draft ideas (hidden)',
    '### Later',
    '#NotAHeading',
    '    # indented code',
    '<!--',
    '-->',
    '<!-- one line -->',
    '<!-- opens',
    'closes -->',
    '<!---->',
    '<!-->',
    '```',
    '```js',
    '````',
    '~~~',
    '~~~~',
    '``` not ` a fence',
    '  ```',
    '- item',
    '- ```',
    '  # in the item',
    '1. step',
    '',
    'Some text.',
    '> quoted',
    '<div>',
    '</div>',
    '<span class="x">',
    '<br/>',
    '<pre>',
    '</pre>',
    '<?php',
    '?>',
    '<!DOCTYPE html>',
    '---',
    'text <!-- inline',
    '%% obsidian comment %%',
  );
  it('are the ones commonmark.js finds', () => {
    fc.assert(
      fc.property(fc.array(shape, { minLength: 1, maxLength: 24 }), (lines) => {
        const text = lines.join('\n');
        expect(ourHeadings(text)).toEqual(oracleHeadings(text));
      }),
      fuzzParams(400),
    );
  });
});
