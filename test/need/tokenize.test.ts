// Need prose into tokens: the kinds that are not plain words, and the abbreviations that are punctuation.
import { describe, expect, it } from 'vitest';
import { tokenize } from '../../src/need/tokenize.js';

const kinds = (text: string) => tokenize(text).map((t) => `${t.kind}:${t.norm}`);

describe('tokenize', () => {
  it('keeps tags, links, quotes, file names and one-on-ones whole', () => {
    expect(kinds('Today.md, [[Sarah Chen]], #work/deep, "the plan" and 1-1s')).toEqual([
      'file:today.md',
      'punct:,',
      'link:sarah chen',
      'punct:,',
      'tag:work/deep',
      'punct:,',
      'quote:the plan',
      'word:and',
      'word:1:1',
    ]);
  });

  it('reads e.g. and i.e. as the comma they stand for, leaving no stray letter', () => {
    expect(kinds('events, i.e. meetings')).toEqual(['word:events', 'punct:,', 'punct:,', 'word:meetings']);
    expect(kinds('projects (e.g. the migration)')).toEqual([
      'word:projects',
      'punct:(',
      'punct:,',
      'word:the',
      'word:migration',
      'punct:)',
    ]);
    // Not inside a word: "ie" and "eg" alone are words.
    expect(kinds('the eg folder')).toEqual(['word:the', 'word:eg', 'word:folder']);
  });

  it('notes a possessive and strips it', () => {
    const [t] = tokenize("week's");
    expect(t).toMatchObject({ norm: 'week', possessive: true });
  });
});
