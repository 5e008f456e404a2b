import { describe, expect, it } from 'vitest';
import { foldedText, queryTerms, termsOf, termsWithOffsets, wordKey } from '../../../src/gather/search/analyze.js';

describe('text analysis', () => {
  it('folds case and accents, in composed and decomposed form', () => {
    expect(termsOf('Café CAFÉ cafe cafe\u0301')).toEqual(['cafe', 'cafe', 'cafe', 'cafe']);
    expect(termsOf('Zoë Müller, Ångström; ĲSSEL')).toEqual(['zoe', 'muller', 'angstrom', 'ijssel']);
  });

  it('expands compatibility characters', () => {
    expect(termsOf('ﬁnal Ｆｕｌｌwidth')).toEqual(['final', 'fullwidth']);
  });

  it('drops stop words, single characters and runs longer than 64 characters', () => {
    expect(termsOf('The plan for a Q1 review, x y z')).toEqual(['plan', 'q1', 'review']);
    expect(termsOf(`keep ${'z'.repeat(65)} this`)).toEqual(['keep']);
  });

  it('splits on punctuation, emoji and underscores but keeps letters and digits of any script', () => {
    expect(termsOf('01_Projects/alpha-beta😀gamma 東京 Москва')).toEqual(['01', 'project', 'alpha', 'beta', 'gamma', '東京', 'москва']);
  });

  it('reports where each term starts in the raw text', () => {
    expect(termsWithOffsets('  Héllo,\tWörld')).toEqual([
      { term: 'hello', start: 2 },
      { term: 'world', start: 9 },
    ]);
  });

  it('gives distinct query terms in order and a comparison key for words', () => {
    expect(queryTerms('Meetings meeting MEETING and projects')).toEqual(['meeting', 'project']);
    expect(wordKey('Zoë')).toBe(wordKey('zoe'));
    expect(wordKey('the')).toBe('');
  });
});

describe('the folded text', () => {
  it('folds accents, marks, ligatures, wide letters and case as the tokens do, and keeps the lines', () => {
    const text = 'Café ÉCOLE\nnai\u0308ve ﬁle Ｋｅｎｊｉ \u212Aelvin\r\n東京 😀 x';
    expect(foldedText(text)).toBe('cafe ecole\nnaive file kenji kelvin\r\n東京    x');
  });

  it('holds every token of the text, whatever its letters', () => {
    const units = ['a', 'B', 'é', 'E\u0301', 'ß', 'ﬃ', 'Ａ', '\u212A', 'İ', 'ø', '東', '😀', '½', ' ', '\n', '-', 's', 'ies', '2'];
    let seed = 7;
    const rnd = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      const text = Array.from({ length: rnd(40) }, () => units[rnd(units.length)]).join('');
      const folded = foldedText(text);
      expect(folded.split('\n').length).toBe(text.split('\n').length);
      for (const { term } of termsWithOffsets(text)) {
        const stem = term.slice(0, -1); // singular() only drops a final s, es or ies for y
        expect(folded.includes(stem), `${JSON.stringify(text)}: ${term}`).toBe(true);
      }
    }
  });
});
