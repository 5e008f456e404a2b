import { describe, expect, it } from 'vitest';
import { queryTerms, termsOf, termsWithOffsets, wordKey } from '../../../src/gather/search/analyze.js';

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
