import { describe, expect, it } from 'vitest';
import { wikiLinks, stringList, dateField } from '../../../src/gather/references/notes.js';

describe('wikiLinks', () => {
  it('reads targets without aliases, headings or folders', () => {
    const text = 'See [[Sarah Chen]], [[02_Areas/People/Jonas Weber|Jonas]], [[Week#Focus]], ![[diagram.png]] and [[x.md]].';
    expect(wikiLinks(text).map((l) => [l.target, l.name])).toEqual([
      ['Sarah Chen', 'Sarah Chen'],
      ['02_Areas/People/Jonas Weber', 'Jonas Weber'],
      ['Week', 'Week'],
      ['diagram.png', 'diagram.png'],
      ['x', 'x'],
    ]);
  });

  it('skips links in code', () => {
    expect(wikiLinks('`[[not a link]]`\n```\n[[also not]]\n```\n[[yes]]').map((l) => l.name)).toEqual(['yes']);
  });
});

describe('frontmatter helpers', () => {
  it('reads aliases written either way', () => {
    expect(stringList('Bob')).toEqual(['Bob']);
    expect(stringList(['Bob', ' Bobby ', 3, ''])).toEqual(['Bob', 'Bobby']);
    expect(stringList(undefined)).toEqual([]);
  });

  it('reads dates written either way', () => {
    expect(dateField('2026-11-20')).toBe('2026-11-20');
    expect(dateField(new Date('2026-11-20T00:00:00Z'))).toBe('2026-11-20');
    expect(dateField('someday')).toBeUndefined();
  });
});
