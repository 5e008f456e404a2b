import { describe, expect, it } from 'vitest';
import { fold, singular } from '../../src/text/words.js';
import { tokens } from '../../src/plan/words.js';
import { termsOf } from '../../src/gather/search/analyze.js';

const PAIRS = [['projects', 'project'], ['companies', 'company'], ['boxes', 'box'], ['classes', 'class'], ['wishes', 'wish'],
  ['meetings', 'meeting'], ['notes', 'note'], ['status', 'status'], ['analysis', 'analysis'], ['class', 'class'], ['bus', 'bus'],
  ['gas', 'gas'], ['ties', 'tie']] as const;

describe('singular', () => {
  it('folds simple plurals and leaves -ss, -us, -is and short words alone', () => {
    for (const [word, one] of PAIRS) expect(singular(word), word).toBe(one);
  });

  it('is the one rule: the need reader and the vault search fold a word the same way', () => {
    for (const [word, one] of PAIRS) expect([tokens(word), termsOf(word)], word).toEqual([[one], [one]]);
    expect(tokens('Inboxes')).toEqual(['inbox']);
  });
});

describe('fold', () => {
  it('lowercases, drops accents and straightens apostrophes', () => {
    expect(fold('José ÁLVAREZ’s')).toBe("jose alvarez's");
  });
});
