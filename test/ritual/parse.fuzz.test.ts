/**
 * SKILL.md files are written by people (and copied from the internet): random frontmatter and sections must give
 * either a Ritual or a RitualFileError whose message starts with `path:line:`, never another exception, and never
 * run code (`---js`). Sizes are small so the default run stays fast; SKILL_FUZZ_RUNS soaks it (test/support/fuzz.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRitual, RitualFileError } from '../../src/ritual/parse.js';
import { fuzzParams, fuzzTimeout } from '../support/fuzz.js';

const PATH = '/skills/fuzzed/SKILL.md';

/** A YAML-ish value: well-formed, broken, or a trap (anchors, tags, a colon in a plain value, tabs, quotes). */
const yamlValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
  fc.constantFrom(
    '',
    '~',
    'null',
    'true',
    '10:30',
    '2026-02-17',
    '"unterminated',
    "'single",
    '[a, b',
    '{a: 1',
    '&a x',
    '*a',
    '*undefined',
    '!!js/function "f"',
    '!!binary aGk=',
    '&c [*c]',
    '&d {k: *d}',
    '|\n  block\n  text',
    '>-\n  folded',
    'Review the week (default: current week).',
    '- item\n- item',
    '\t tab',
    '"\\u0000"',
    '@at',
    '`tick`',
    '%25',
  ),
);

const KEYS = [
  'name',
  'description',
  'argument-hint',
  'phases',
  'needs',
  'title',
  'kind',
  'serves',
  'x',
  '',
  ' ',
  '? complex',
  '<<',
  'name',
];

const frontmatter = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(fc.constantFrom(...KEYS), yamlValue), { maxLength: 6 })
    .map((pairs) => `---\n${pairs.map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n`),
  fc
    .array(fc.tuple(fc.constantFrom(...KEYS), yamlValue), { maxLength: 3 })
    .map((pairs) => `---\n${pairs.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`), // never closed
  fc.constantFrom(
    '---js\nglobalThis.__pwned = true; module.exports = {name: "x"}\n---\n',
    '---javascript\n({ name: (globalThis.__pwned = true) })\n---\n',
    '--- js\nglobalThis.__pwned = true\n---\n',
    '---yaml\nname: y\n---\n',
    '---\n---\n',
    '---\n- a\n- b\n---\n',
    '---\nname: x\nname: y\n---\n',
    '\uFEFF---\r\nname: crlf\r\n---\r\n',
  ),
);

const line = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '# Title',
    '## What I Need',
    '## Needs',
    '## Conversation',
    '## Save the Plan',
    '### Sub',
    '#',
    '####### seven',
    '```',
    '```js',
    '~~~',
    '- Calendar events for the day',
    '  - nested detail',
    '\t- tabbed',
    '* star',
    '1. numbered',
    '- ',
    '> quote',
    '---',
    '<!-- comment -->',
    '- [ ] task',
    '- How are you?',
  ),
);

const skillMd = fc
  .tuple(frontmatter, fc.array(line, { maxLength: 25 }), fc.constantFrom('\n', '\r\n', '\r'))
  .map(([fm, lines, eol]) => fm + lines.join(eol));

describe('parseRitual under random SKILL.md files (fuzz)', () => {
  it(
    'returns a Ritual or throws RitualFileError naming path:line, and runs no code',
    () => {
      fc.assert(
        fc.property(skillMd, (text) => {
          let ritual;
          try {
            ritual = parseRitual(text, { path: PATH, source: 'path' });
          } catch (err) {
            expect(err).toBeInstanceOf(RitualFileError);
            expect((err as Error).message).toMatch(/^\/skills\/fuzzed\/SKILL\.md:\d+: \S/);
            return;
          } finally {
            expect((globalThis as { __pwned?: boolean }).__pwned).toBeUndefined();
          }
          expect(typeof ritual.name).toBe('string');
          expect(Array.isArray(ritual.sections) && Array.isArray(ritual.needs)).toBe(true);
          for (const need of ritual.needs) expect(need.line).toBeGreaterThan(0);
          for (const d of ritual.diagnostics) expect(d.path).toBe(PATH);
        }),
        fuzzParams(200),
      );
    },
    fuzzTimeout(200, 5),
  );
});
