import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emailsIn, findPerson, lastFirst, loadPeople, matchPerson, suggestedPath } from '../../../src/gather/references/people.js';
import { SAMPLE_VAULT, tempDir } from '../../support/tmp.js';
import { writeTree } from '../../support/write-tree.js';

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
    expect(
      [
        { categories: ['[[People]]'] },
        { type: 'person' },
        { kind: 'Contact' },
        { tags: ['person'] },
        { tags: '#person' },
        { type: ['[[People/Person|person]]'] },
      ].map(isPersonNote),
    ).toEqual([true, true, true, true, true, true]);
    expect(
      [{ tags: ['team', 'people'] }, { categories: ['[[Books]]'] }, { type: 'project' }, {}, { people: ['[[Ana]]'] }].map(isPersonNote),
    ).toEqual([false, false, false, false, false]);
  });
});

describe('people from a calendar: by address, by name, by "Last, First"', () => {
  const folder = () =>
    writeTree(join(tempDir(), 'People'), {
      'Maria Lopez.md': '---\naliases: [Maria]\nemail: maria@example.org\n---\n# Maria\n',
      'Jonas Weber.md': '---\nE-Mail:\n  - "Jonas Weber <J.Weber@Example.com>"\n  - mailto:jonas@home.example\n---\n',
      'Ana Souza.md': '# no frontmatter\n',
      'Team Shared A.md': '---\nmail: team@example.org\n---\n',
      'Team Shared B.md': '---\nmail: team@example.org\n---\n',
    });
  const match = (who: { name?: string; email?: string }) => {
    const m = matchPerson(loadPeople(folder()), who);
    return m && { name: m.person.name, by: m.by };
  };

  it('reads addresses from email, emails, e-mail and mail, any case, a string or a list', () => {
    expect(emailsIn({ email: 'Maria@Example.org' })).toEqual(['maria@example.org']);
    expect(emailsIn({ Emails: ['a@x.org', 'b@y.org'], 'E-Mail': 'Jo <jo@z.org>', mail: '[m@w.org](mailto:m@w.org)' })).toEqual([
      'a@x.org',
      'b@y.org',
      'jo@z.org',
      'm@w.org',
    ]);
    expect(emailsIn({ email_address: 'c@d.org', contact: 'x@y.org', email: 'not an address', emails: [42] })).toEqual(['c@d.org']);
  });

  it('matches the address first, even when the name is written otherwise', () => {
    expect(match({ name: 'Lopez, Maria', email: 'maria@example.org' })).toEqual({ name: 'Maria Lopez', by: 'email' });
    expect(match({ email: 'MARIA@example.org' })).toEqual({ name: 'Maria Lopez', by: 'email' });
    expect(match({ name: 'Someone Else', email: 'j.weber@example.com' })).toEqual({ name: 'Jonas Weber', by: 'email' });
    expect(match({ name: 'Jonas Weber', email: 'jonas@home.example' })).toEqual({ name: 'Jonas Weber', by: 'email' });
  });

  it('an address two notes share finds nobody by address; the name still counts', () => {
    expect(match({ email: 'team@example.org' })).toBeUndefined();
    expect(match({ name: 'Team Shared A', email: 'team@example.org' })).toEqual({ name: 'Team Shared A', by: 'name' });
  });

  it('then the name as written, aliases included; then "Last, First" as "First Last"', () => {
    expect(match({ name: 'Maria', email: 'other@example.org' })).toEqual({ name: 'Maria Lopez', by: 'name' });
    expect(match({ name: 'Souza, Ana' })).toEqual({ name: 'Ana Souza', by: 'last-first' });
    expect(match({ name: 'Lopez, Maria' })).toEqual({ name: 'Maria Lopez', by: 'last-first' });
    expect(match({ name: 'Nobody, Here', email: 'nobody@example.org' })).toBeUndefined();
  });

  it('reads "Last, First" only with exactly one comma and names either side', () => {
    expect(['Lopez, Maria', 'Reißer, Wolfgang', 'van der Berg, Anna Maria', "O'Neil,Mary-Ann"].map(lastFirst)).toEqual([
      'Maria Lopez',
      'Wolfgang Reißer',
      'Anna Maria van der Berg',
      "Mary-Ann O'Neil",
    ]);
    expect(['Maria Lopez', 'King, Martin, Jr.', 'Smith, Jones & Co', 'Team, 2026', ', Maria', 'Lopez,'].map(lastFirst)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('takes ß as ss, as addresses write it', () => {
    const index = loadPeople(writeTree(join(tempDir(), 'People'), { 'Wolfgang Reisser.md': '# W\n' }));
    expect(matchPerson(index, { name: 'Reißer, Wolfgang' })?.person.name).toBe('Wolfgang Reisser');
  });
});

describe('one index asked many times', () => {
  it('answers as a walk through the people in order would: the first person a name or alias belongs to', () => {
    const index = loadPeople(
      writeTree(join(tempDir(), 'People'), {
        'Ada Byron.md': '---\naliases: [Countess]\n---\n',
        'Alan Turing.md': '---\naliases: [Prof, Countess]\nemail: alan@example.org\n---\n',
        'Grace Hopper.md': '---\naliases: [Amazing Grace]\n---\n',
      }),
    );
    // Asked twice, before and after other names: the index's keys are made once and give the same answers.
    for (let round = 0; round < 2; round++) {
      expect(findPerson(index, 'countess')?.name).toBe('Ada Byron');
      expect(findPerson(index, 'Prof')?.name).toBe('Alan Turing');
      expect(findPerson(index, 'Prof Turing')?.name).toBe('Alan Turing');
      expect(findPerson(index, 'amazing grace')?.name).toBe('Grace Hopper');
      expect(findPerson(index, 'Grace Smith')).toBeUndefined();
      expect(matchPerson(index, { email: 'ALAN@example.org' })?.person.name).toBe('Alan Turing');
    }
  });
});
