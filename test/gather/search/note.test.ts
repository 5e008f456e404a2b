import { describe, expect, it } from 'vitest';
import { noteTitle, scanNote, titleTexts } from '../../../src/gather/search/note.js';

describe('note shape', () => {
  it('reads the frontmatter title and aliases in both list styles', () => {
    const inline = scanNote('---\ntitle: "Quarterly Plan"\naliases: [QP, "Plan Q"]\n---\n# Heading\n');
    expect(inline).toMatchObject({ fmTitle: 'Quarterly Plan', aliases: ['QP', 'Plan Q'], h1: 'Heading' });
    const block = scanNote('---\naliases:\n  - Zoe\n  - Z. Martin\ntags: [a]\n---\nbody');
    expect(block.aliases).toEqual(['Zoe', 'Z. Martin']);
    expect(block.fmTitle).toBeUndefined();
  });

  it('collects H1-H3 headings outside code fences, not H4 or hashtags', () => {
    const text = '# One\n\n## Two ##\n### Three\n#### Four\n#tag\n```\n# not a heading\n```\n~~~\n## nor this\n~~~\n  ## Indented';
    const shape = scanNote(text);
    expect(shape.headings).toEqual(['One', 'Two', 'Three', 'Indented']);
    expect(shape.h1).toBe('One');
  });

  it('titles a note by frontmatter title, else first H1, else file name', () => {
    expect(noteTitle(scanNote('---\ntitle: From FM\n---\n# From H1'), 'a/File.md')).toBe('From FM');
    expect(noteTitle(scanNote('text\n# From H1\n# Second'), 'a/File.md')).toBe('From H1');
    expect(noteTitle(scanNote('no heading'), 'a/File Name.md')).toBe('File Name');
    expect(titleTexts(scanNote('---\naliases: [Al]\n---\n# H'), 'x/Name.md')).toEqual(['Name', 'Al', 'H']);
  });

  it('ignores a frontmatter block that is never closed', () => {
    expect(scanNote('---\ntitle: Open\n# Real').fmTitle).toBeUndefined();
  });
});
