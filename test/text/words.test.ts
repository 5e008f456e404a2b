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
    expect(fold('`Tick` and ‘quote’')).toBe("'tick' and 'quote'");
  });

  it('folds plain ASCII (its shortcut) as the full rule does: every ASCII character, in seeded random strings', () => {
    const full = (text: string) =>
      text
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase()
        .replace(/[’‘`]/g, "'");
    let seed = 25;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const every = String.fromCharCode(...Array.from({ length: 128 }, (_, c) => c));
    const samples = [
      every,
      ...Array.from({ length: 500 }, () => String.fromCharCode(...Array.from({ length: next() % 20 }, () => next() % 128))),
    ];
    for (const text of samples) expect(fold(text), JSON.stringify(text)).toBe(full(text));
  });
});
