import { describe, expect, it } from 'vitest';
import { kindWord } from '../../src/vault/note-marks.js';

describe('kindWord', () => {
  it('is the last part of a link, path or nested tag, folded', () => {
    const cases: [string, string][] = [
      ['[[People]]', 'people'],
      ['[[People|folks]]', 'people'],
      ['#person', 'person'],
      ['#people/team', 'team'],
      ['[[Areas/Meetings|m]]', 'meetings'],
      ['  Réunion ', 'reunion'],
    ];
    for (const [value, word] of cases) expect(kindWord(value), value).toBe(word);
  });
});
