import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPerson, loadPeople, suggestedPath } from '../../../src/gather/references/people.js';
import { SAMPLE_VAULT } from '../../support/tmp.js';

const index = loadPeople(join(SAMPLE_VAULT, '02_Areas/People'));
const nameOf = (n: string) => findPerson(index, n)?.name;

describe('people matching', () => {
  it('ignores case', () => {
    expect(nameOf('sarah chen')).toBe('Sarah Chen');
    expect(nameOf('SARAH CHEN')).toBe('Sarah Chen');
  });

  it('ignores accents both ways', () => {
    expect(nameOf('Jose Alvarez')).toBe('José Álvarez');
    expect(nameOf('José Álvarez')).toBe('José Álvarez');
    // The same name in decomposed Unicode (as macOS file names are) still matches.
    expect(nameOf('José Álvarez'.normalize('NFD'))).toBe('José Álvarez');
  });

  it('uses frontmatter aliases', () => {
    expect(nameOf('Bob')).toBe('Robert Fischer');
    expect(nameOf('bobby')).toBe('Robert Fischer');
  });

  it('matches an alias plus the last name', () => {
    expect(nameOf('Bob Fischer')).toBe('Robert Fischer');
  });

  it('finds nobody for an unknown or partial name', () => {
    expect(nameOf('Jonas Weber')).toBeUndefined();
    expect(nameOf('Sarah')).toBeUndefined();
    expect(nameOf('Chen')).toBeUndefined();
    expect(nameOf('')).toBeUndefined();
  });

  it('suggests a file path for someone without one, with unsafe characters removed', () => {
    expect(suggestedPath(index, 'Jonas Weber')).toBe(join(SAMPLE_VAULT, '02_Areas/People/Jonas Weber.md'));
    expect(suggestedPath(index, 'A/B: C')).toBe(join(SAMPLE_VAULT, '02_Areas/People/A B C.md'));
  });
});

describe('notes that say they are about a person', () => {
  it('by category, type or kind, or a singular tag; a note tagged #people is about people, not one', async () => {
    const { isPersonNote } = await import('../../../src/gather/references/people.js');
    expect([
      { categories: ['[[People]]'] }, { type: 'person' }, { kind: 'Contact' }, { tags: ['person'] }, { tags: '#person' }, { type: ['[[People/Person|person]]'] },
    ].map(isPersonNote)).toEqual([true, true, true, true, true, true]);
    expect([{ tags: ['team', 'people'] }, { categories: ['[[Books]]'] }, { type: 'project' }, {}, { people: ['[[Ana]]'] }].map(isPersonNote)).toEqual([false, false, false, false, false]);
  });
});
