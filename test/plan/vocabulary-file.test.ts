// The catalogue's vocabulary and phrase lists as files a person edits: a broken one is a problem naming the file
// and the line, and the rest of the catalogue still loads.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, parseSubSkill } from '../../src/plan/catalogue.js';
import { parseVocabulary } from '../../src/plan/vocabulary-file.js';
import { searchPath } from '../../src/ritual/discover.js';
import { summarise } from '../support/needs.js';
import { tempDir } from '../support/tmp.js';

describe('vocabulary.yaml', () => {
  it('reads classes, ignorable words, containers, purposes, activities, mentioning and unnamed words', () => {
    const v = parseVocabulary(
      'synonyms:\n  goal: [aim, north star]\nignore: [handy]\ncontainers: [dossier]\npurposes: [prep]\nactivities: [mull over]\nmentioning: [quote]\nunnamed: [dates]\n',
      'v.yaml',
    );
    expect(v).toEqual({
      synonyms: { goal: ['aim', 'north star'] },
      ignore: ['handy'],
      containers: ['dossier'],
      purposes: ['prep'],
      activities: ['mull over'],
      mentioning: ['quote'],
      unnamed: ['dates'],
    });
  });

  it.each([
    ['synonyms:\n  goal: [aim]\n  big goal: [moonshot]\n', 'v.yaml:3: synonyms.big goal: a class word should be one word'],
    ['ignore:\n  - handy\n  - "!!"\n', 'v.yaml:3: ignore[1]: has no letters: a vocabulary word is a word'],
    ['containers: [two words]\n', 'v.yaml:1: containers[0]: should be one word'],
    ['synonyms: [goal]\n', 'v.yaml:1: synonyms: should be a mapping of keys to values'],
    ['colours: [red]\n', 'v.yaml:1: colours: unknown key'],
    [
      'synonyms:\n  goal: [aim\n',
      'v.yaml:3: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ],
  ])('names the file and line of a broken entry: %j', (text, message) => {
    expect(() => parseVocabulary(text, 'v.yaml')).toThrow(message);
  });

  it('a vault adds words, and a broken vault file is a problem while the bundled words still work', () => {
    const skills = tempDir();
    mkdirSync(join(skills, '_sub'), { recursive: true });
    writeFileSync(join(skills, '_sub', 'vocabulary.yaml'), 'synonyms:\n  goal: [north star]\n');
    const cat = loadCatalogue(searchPath({ skillsDirs: [skills] }));
    expect(cat.problems).toEqual([]);
    expect(summarise('My north star for this quarter', cat)).toBe('understood: quarter');
    writeFileSync(join(skills, '_sub', 'vocabulary.yaml'), 'synonyms:\n  goal: north star\n  "": [x]\n');
    const broken = loadCatalogue(searchPath({ skillsDirs: [skills] }));
    expect(broken.problems).toEqual([
      {
        path: join(skills, '_sub', 'vocabulary.yaml'),
        message: expect.stringMatching(/vocabulary\.yaml:3: synonyms\.: a class word should be one word/),
      },
    ]);
    expect(summarise('My objectives for this quarter', broken)).toBe('understood: quarter');
  });
});

describe('phrase lists in a sub-skill', () => {
  it('a phrase with no words is an error naming the file, line and key', () => {
    const text =
      '---\nname: fetch-x\ndescription: d\nproduces: x.md\nrun: [x]\nserves:\n  - id: x\n    phrases:\n      - good phrase\n      - "--"\n---\nbody';
    expect(() => parseSubSkill(text, '/s/fetch-x/SKILL.md', 'fetch-x', 'vault')).toThrow(
      '/s/fetch-x/SKILL.md:10: serves[0].phrases[1]: has no words: a phrase names what a need says',
    );
  });
  it('an option cannot both capture and list values', () => {
    const text =
      '---\nname: fetch-x\ndescription: d\nproduces: x.md\nrun: [x]\nserves:\n  - id: x\n    phrases: [x]\n    options:\n      tag:\n        capture: tag\n        values: { a: { when: [a] } }\n---\nbody';
    expect(() => parseSubSkill(text, '/s/fetch-x/SKILL.md', 'fetch-x', 'vault')).toThrow(
      /SKILL\.md:10: serves\[0\]\.options\.tag: has both capture: and values:/,
    );
  });
});
