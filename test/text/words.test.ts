import { describe, expect, it } from 'vitest';
import { fold, singular } from '../../src/text/words.js';
import { formsOf } from '../../src/need/lemma.js';
import { termsOf } from '../../src/gather/search/analyze.js';

const PAIRS = [
  ['projects', 'project'],
  ['companies', 'company'],
  ['boxes', 'box'],
  ['classes', 'class'],
  ['wishes', 'wish'],
  ['meetings', 'meeting'],
  ['notes', 'note'],
  ['status', 'status'],
  ['analysis', 'analysis'],
  ['class', 'class'],
  ['bus', 'bus'],
  ['gas', 'gas'],
  ['ties', 'tie'],
] as const;

describe('singular', () => {
  it('folds simple plurals and leaves -ss, -us, -is and short words alone', () => {
    for (const [word, one] of PAIRS) expect(singular(word), word).toBe(one);
  });

  it('the need reader and the vault search fold a plural the same way', () => {
    // The need reader uses dictionary forms (WordNet) and, for a word WordNet does not know, the same rule.
    for (const [word] of PAIRS) expect(formsOf(word).noun, word).toContain(termsOf(word)[0]);
    expect(formsOf('inboxes').noun).toContain('inbox');
    expect(formsOf('standups').noun).toEqual(['standups', 'standup']);
    expect(formsOf('news').noun).toEqual(['news']);
  });
});

describe('fold', () => {
  it('lowercases, drops accents and straightens apostrophes', () => {
    expect(fold('José ÁLVAREZ’s')).toBe("jose alvarez's");
  });
});
