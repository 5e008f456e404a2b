/** Folder names as people number them, read for what they say. Pure. */
import { describe, expect, it } from 'vitest';
import { bareName } from '../../src/vault/folder-names.js';

describe('bareName', () => {
  it('drops the ordering prefixes of real vaults: numbers, Johnny-Decimal areas, emoji', () => {
    expect(
      [
        '05 People',
        '04_Project',
        '1. Projects',
        '1x Projects',
        '10-19 Projects',
        '♻️ Templates',
        '👤 People',
        '80_PKM/85_People',
        'x-rays',
        'Projects',
      ].map(bareName),
    ).toEqual(['People', 'Project', 'Projects', 'Projects', 'Projects', 'Templates', 'People', 'People', 'x-rays', 'Projects']);
  });
});
