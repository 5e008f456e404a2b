import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { flatYaml } from '../../src/ritual/flat-yaml.js';
import { parseFrontmatter } from '../../src/ritual/frontmatter.js';
import { REPO } from '../support/tmp.js';

/** What the `yaml` package makes of a source, as frontmatter.ts calls it; undefined when it reports an error. */
function viaYaml(source: string): unknown {
  const doc = parseDocument(source, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) return undefined;
  return doc.toJS({ maxAliasCount: 50 }) ?? {};
}

const KEYS = ['name', 'aliases', 'status', 'end_date', 'title', 'x-y', '_k', 'true', 'Null', '__proto__', 'a b', '-k', 'k:', '"q"', 'date'];
const SEPARATORS = [': ', ':', ':  ', ' : ', ':\t'];
const VALUES = [
  '',
  'Sarah Chen',
  'active',
  '2026-11-23',
  '10:30',
  'http://example.com/a#b',
  "it's",
  'a  b',
  'C#',
  'x # comment',
  'a: b',
  'ends:',
  '0',
  '-0',
  '+12',
  '012',
  '0o17',
  '0O17',
  '0x1F',
  '0x',
  '-0x1F',
  '1_000',
  '12345678901234567890',
  '1.',
  '.5',
  '-.5',
  '1e3',
  '1.5E-2',
  '+.inf',
  '-.Inf',
  '.NaN',
  '.nan',
  '.inf',
  'inf',
  'NaN',
  '~',
  'null',
  'Null',
  'NULL',
  'nULL',
  'true',
  'True',
  'TRUE',
  'tRUE',
  'false',
  'yes',
  'no',
  'on',
  '"quoted"',
  '"with: colon"',
  '"a #b"',
  '"esc\\"aped"',
  '"unterminated',
  "'single'",
  "'it''s'",
  '\'mixed"',
  '""',
  "''",
  '[]',
  '[ ]',
  '[Bob, Bobby]',
  '[ a , b ]',
  '[a,]',
  '[a, [b]]',
  '[a: b]',
  '["x", \'y\']',
  '["a, b"]',
  '[1, 2.5, true, null, ~]',
  '[a] b',
  '{a: 1}',
  '-',
  '- a',
  '-x',
  '--',
  '---',
  '?',
  '? a',
  '?x',
  ':x',
  '&anchor a',
  '*alias',
  '!tag x',
  '|',
  '>',
  '%x',
  '@x',
  '`x',
  'a\tb',
  'Ünïcødé',
  'été 2026',
  'a\u2028b',
];
const EXTRA_LINES = ['', '   ', '# a comment', '  indented: x', '- item', '---', '...', 'no colon here', 'key:value'];

const line = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.constantFrom(...KEYS), fc.constantFrom(...SEPARATORS), fc.constantFrom(...VALUES))
      .map(([k, s, v]) => `${k}${s}${v}`),
  },
  { weight: 1, arbitrary: fc.constantFrom(...EXTRA_LINES) },
);

describe('flatYaml', () => {
  it('reads common note frontmatter', () => {
    expect(flatYaml('\nname: Robert Fischer\naliases: [Bob, Bobby]\nrole: Staff engineer\n')).toEqual({
      name: 'Robert Fischer',
      aliases: ['Bob', 'Bobby'],
      role: 'Staff engineer',
    });
    expect(flatYaml('title: Hiring round\nstatus: active\nend_date: 2026-11-30\n')).toEqual({
      title: 'Hiring round',
      status: 'active',
      end_date: '2026-11-30',
    });
    expect(flatYaml('date: 2026-11-19\nweek: 2026-W47\nenergy: Low\ncount: 3\ndone: false\nnote:\n')).toEqual({
      date: '2026-11-19',
      week: '2026-W47',
      energy: 'Low',
      count: 3,
      done: false,
      note: null,
    });
  });

  it('leaves everything outside the flat subset to the yaml package', () => {
    for (const source of [
      'tags:\n  - a\n  - b\n',
      'a: 1\na: 2\n',
      'a: &x 1\nb: *x\n',
      'text: |\n  block\n',
      'k: v # comment\n',
      'description: Review (default: this week).\n',
    ]) {
      expect(flatYaml(source)).toBeUndefined();
    }
  });

  it('agrees with the yaml package on everything it accepts (generated frontmatter)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), (lines) => {
        const source = `\n${lines.join('\n')}\n`;
        const flat = flatYaml(source);
        if (flat === undefined) return;
        expect(viaYaml(source)).toEqual(flat);
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts the frontmatter of every note in the sample vault', () => {
    const notes: string[] = [];
    const walk = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name));
        else if (e.name.endsWith('.md')) notes.push(join(dir, e.name));
      }
    };
    walk(join(REPO, 'fixtures/vault'));
    const withFrontmatter = notes.map((p) => readFileSync(p, 'utf8')).filter((t) => t.startsWith('---\n'));
    expect(withFrontmatter.length).toBeGreaterThan(20);
    for (const text of withFrontmatter) {
      const source = text.slice(3, text.indexOf('\n---', 3) + 1);
      const flat = flatYaml(source);
      expect(flat, source).toBeDefined();
      expect(parseFrontmatter(text).data).toEqual(viaYaml(source));
    }
  });
});
