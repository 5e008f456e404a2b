import { describe, expect, it } from 'vitest';
import { frontmatterTags, inlineTags, tagMatches } from '../../../src/gather/notes/tags.js';
import { noteLines } from '../../../src/gather/references/note-lines.js';
import { parseFrontmatter } from '../../../src/ritual/frontmatter.js';
import { publicJson, type CapturedNote } from '../../support/public-vaults.js';

const captured = publicJson<CapturedNote[]>('tasks-demo.captured.json');

describe('tags, held to what Obsidian recorded for the Tasks plugin test notes', () => {
  it.each(captured.map((c) => [c.source, c] as const))('%s', (_, note) => {
    expect(inlineTags(noteLines(note.fileContents)).map((t) => [`#${t.tag}`, t.line])).toEqual(note.tags.map((t) => [t.tag, t.line]));
    let data: Record<string, unknown> = {};
    try {
      data = parseFrontmatter(note.fileContents).data;
    } catch {
      // a note whose frontmatter Obsidian cannot read either
    }
    // Obsidian 1.9 no longer reads several tags in one string (`tags: a, b`); we still do, on purpose (see tags.ts).
    if (typeof data.tags === 'string' && /[,\s]/.test(data.tags.trim())) expect(note.parseFrontMatterTags).toEqual([]);
    else expect(frontmatterTags(data).map((t) => `#${t}`)).toEqual(note.parseFrontMatterTags ?? []);
  });

  it('ignores headings, code, links, URLs, numbers and entities', () => {
    const text = [
      '# Heading #real',
      'a #idea, #area/health. #2026 and #v2 `#code` [[Note#Heading]] [[#Self]] [x](y.md#part)',
      'https://example.com/page#anchor mail#not &#123; (#paren) #emoji🚀',
      '```',
      '#fenced',
      '```',
    ].join('\n');
    expect(inlineTags(noteLines(text)).map((t) => [t.tag, t.line])).toEqual([
      ['real', 1],
      ['idea', 2],
      ['area/health', 2],
      ['v2', 2],
      ['paren', 3],
      ['emoji🚀', 3],
    ]);
  });

  it('reads frontmatter tags as a list, a string, with or without #', () => {
    expect(frontmatterTags({ tags: ['#a', 'b/c', 3] })).toEqual(['a', 'b/c', '3']);
    // A tag longer than 256 characters is no tag (adversarial pass 2, f26: a frontmatter of 10 000 `[`, quoted).
    expect(frontmatterTags({ tags: ['ok', '['.repeat(10_000), 'x'.repeat(257), 'y'.repeat(256)] })).toEqual(['ok', 'y'.repeat(256)]);
    expect(frontmatterTags({ tags: 'a, #b c' })).toEqual(['a', 'b', 'c']);
    expect(frontmatterTags({ tag: 'solo' })).toEqual(['solo']);
    expect(frontmatterTags({ tags: null })).toEqual([]);
  });

  it('matches nested tags and ignores case', () => {
    expect(tagMatches('Area/Health', '#area')).toBe(true);
    expect(tagMatches('area', '#area/health')).toBe(false);
    expect(tagMatches('ideas', 'idea')).toBe(false);
    expect(tagMatches('Idea', '#IDEA')).toBe(true);
  });
});
