import { describe, expect, it } from 'vitest';
import { suggestNames } from '../../src/text/suggest.js';

describe('did you mean', () => {
  it('suggests close ritual names for a typo', () => {
    expect(suggestNames('planing-daily', ['review-daily', 'planning-weekly', 'planning-daily'])[0]).toBe('planning-daily');
    expect(suggestNames('weekly', ['planning-weekly', 'weekly-review', 'review-daily'])).toEqual(['weekly-review', 'planning-weekly']);
    expect(suggestNames('zzz', ['planning-daily'])).toEqual([]);
  });

  it('suggests the config key a typo meant, short keys included', () => {
    expect(suggestNames('timout', ['concurrency', 'timeout'])).toEqual(['timeout']);
    expect(suggestNames('pth', ['name', 'path', 'command', 'format', 'timeout', 'max_bytes'])).toEqual(['path']);
    expect(suggestNames('vualt', ['vault', 'date_order'])).toEqual(['vault']);
    expect(suggestNames('date_ordr', ['vault', 'date_order'])).toEqual(['date_order']);
    expect(suggestNames('colour', ['vault', 'date_order'])).toEqual([]);
  });
});
