import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRitual, RitualFileError, nameProblem } from '../../src/ritual/parse.js';
import type { Ritual } from '../../src/ritual/types.js';

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/rituals');

function load(name: string): Ritual {
  const path = join(FIXTURES, name, 'SKILL.md');
  return parseRitual(readFileSync(path, 'utf8'), { path, source: 'path' });
}

const codes = (r: Ritual) => r.diagnostics.map((d) => d.code);

describe('parseRitual on odd fixtures', () => {
  it('reports malformed YAML as an error naming the file and line', () => {
    const path = join(FIXTURES, 'invalid-yaml', 'SKILL.md');
    expect(() => load('invalid-yaml')).toThrow(RitualFileError);
    // The unterminated quote opens on line 4 of the file.
    expect(() => load('invalid-yaml')).toThrow(`${path}:4: invalid YAML frontmatter: Missing closing "quote`);
  });

  // Found by test/ritual/parse.fuzz.test.ts: both escaped as a ReferenceError, or as data that contains itself.
  it('reports an alias without its anchor, and an alias inside its own anchor, as errors with a line', () => {
    const parse = (text: string) => () => parseRitual(text, { path: '/r/SKILL.md', source: 'path' });
    expect(parse('---\ndescription: x\nname: *missing\n---\n# R\n')).toThrow(
      new RitualFileError('/r/SKILL.md:3: invalid YAML frontmatter: alias *missing has no anchor &missing before it'),
    );
    expect(parse('---\nname: r\nphases: &p [*p]\n---\n# R\n')).toThrow(
      /^\/r\/SKILL\.md:1: invalid YAML frontmatter: a value contains itself/,
    );
  });

  it('never executes ---js frontmatter', () => {
    expect(() => load('js-frontmatter')).toThrow(/executable \(---js\) frontmatter is not allowed/);
    expect(existsSync('/tmp/pwned-by-skill')).toBe(false);
  });

  it('warns when there is no needs section, and still finds the phases', () => {
    const r = load('no-needs');
    expect(r.needs).toEqual([]);
    expect(codes(r)).toContain('no-needs');
    expect(r.sections.map((s) => [s.heading, s.phase])).toEqual([
      ['Conversation', 'inline'],
      ['Save', 'write'],
    ]);
  });

  it('uses the frontmatter name and warns that it differs from the folder', () => {
    const r = load('name-mismatch');
    expect(r.name).toBe('evening-reflection');
    expect(r.folderName).toBe('name-mismatch');
    expect(codes(r)).toContain('name-folder');
  });

  it('reads a file without frontmatter, named after its folder', () => {
    const r = load('no-frontmatter');
    expect(r.name).toBe('no-frontmatter');
    expect(r.title).toBe('Plain Ritual');
    expect(codes(r)).toContain('no-frontmatter');
    expect(r.needs.map((n) => n.text)).toEqual(['Week.md for weekly context']);
  });

  it('reads CRLF files like LF files, with the same line numbers', () => {
    const raw = readFileSync(join(FIXTURES, 'crlf', 'SKILL.md'), 'utf8');
    expect(raw).toContain('\r\n');
    const crlf = load('crlf');
    const lf = parseRitual(raw.replace(/\r\n/g, '\n'), { path: crlf.path, source: 'path' });
    expect(crlf.needs).toEqual(lf.needs);
    expect(crlf.needs.map((n) => [n.text, n.line])).toEqual([
      ['Calendar events for the day', 10],
      ['Week.md for weekly context', 11],
    ]);
    expect(crlf.sections.every((s) => !s.body.includes('\r'))).toBe(true);
    expect(crlf.description).toBe('Written on Windows, with CRLF line endings');
  });

  it('keeps nested bullets as details, joins continuation lines, ignores fences and comments', () => {
    const r = load('nested-needs');
    expect(r.needs).toEqual([
      { text: 'Calendar events for the day', line: 10, details: ['including declined ones', 'and all-day events'] },
      { text: 'People files for anyone with 1:1 meetings, even if they are new', line: 13, details: [] },
      { text: 'Active project files', line: 15, details: [] },
    ]);
  });

  it('lets frontmatter override the phase of a section', () => {
    const r = load('phases-override');
    expect(r.sections.map((s) => [s.heading, s.phase, s.reason])).toEqual([
      ['What I Need', 'needs', 'heading "What I Need"'],
      ['Morning Pages', 'inline', 'frontmatter phases: override'],
      ['Into the Vault', 'write', 'frontmatter phases: override'],
      ['Afterwards', 'reference', 'frontmatter phases: override'],
    ]);
    expect(r.diagnostics).toEqual([]);
  });
});

describe('frontmatter rules', () => {
  const parse = (fm: string, body = '## What I Need\n\n- Week.md\n\n## Planning Session\n\n- Why?\n\n## Save\n\nWrite it to Today.md.\n') =>
    parseRitual(`---\n${fm}\n---\n${body}`, { path: '/x/some-ritual/SKILL.md', source: 'path' });

  it('applies the Agent Skills name rules', () => {
    expect(nameProblem('planning-daily')).toBeUndefined();
    expect(nameProblem('Planning')).toMatch(/lowercase/);
    expect(nameProblem('a--b')).toMatch(/single hyphens/);
    expect(nameProblem('-a')).toMatch(/not at either end/);
    expect(nameProblem('a'.repeat(65))).toMatch(/65 characters/);
    expect(codes(parse('name: "weekly-review "\ndescription: x'))).toContain('name-format');
  });

  it('warns about long or missing descriptions', () => {
    expect(codes(parse(`name: some-ritual\ndescription: ${'x'.repeat(1025)}`))).toContain('description-length');
    expect(codes(parse('name: some-ritual'))).toContain('no-description');
    expect(parse('name: some-ritual\ndescription: fine').diagnostics).toEqual([]);
  });

  it('keeps YAML 1.2 scalars as written (10:30 is not 630)', () => {
    const r = parse('name: some-ritual\ndescription: x\ntime: 10:30');
    expect(r.frontmatter.time).toBe('10:30');
  });

  it('warns about phases: values it does not know', () => {
    const r = parse('name: some-ritual\ndescription: x\nphases:\n  Planning Session: chat');
    expect(codes(r)).toContain('phases-value');
  });
});

describe('argument-hint as third-party SKILL.md files write it', () => {
  const parse = (frontmatter: string) =>
    parseRitual(`---\nname: r\ndescription: d\n${frontmatter}\n---\n# R\n`, { path: '/r/SKILL.md', source: 'path' });
  const hintWarnings = (r: Ritual) => r.diagnostics.filter((d) => d.code.startsWith('argument-hint') || d.code === 'yaml-lenient');

  it('reads an unquoted [list] back as the text it was written as, without a warning', () => {
    for (const [written, meant] of [
      ['argument-hint: [when]', '[when]'],
      ['argument-hint: [project-name|all]', '[project-name|all]'],
      ['argument-hint: [date, e.g. 2026-01-21]', '[date, e.g. 2026-01-21]'],
      ['argument-hint: [when: today|tomorrow|YYYY-MM-DD]', '[when: today|tomorrow|YYYY-MM-DD]'],
      ['argument-hint: "[when]"', '[when]'],
    ]) {
      const r = parse(written!);
      expect(r.argumentHint, written).toBe(meant);
      expect(hintWarnings(r), written).toEqual([]);
    }
  });

  it('reads "[when] [what]", invalid YAML, as text with a warning to quote it, instead of refusing the file', () => {
    const r = parse('argument-hint: [when] [what to follow up on]');
    expect(r.argumentHint).toBe('[when] [what to follow up on]');
    expect(hintWarnings(r)).toEqual([
      expect.objectContaining({ code: 'yaml-lenient', line: 4, message: expect.stringContaining('quote it') }),
    ]);
  });

  it('a hint YAML reads as something else says how to quote it', () => {
    const r = parse('argument-hint:\n  when: today');
    expect(r.argumentHint).toBeUndefined();
    expect(hintWarnings(r)).toEqual([
      expect.objectContaining({ message: 'frontmatter argument-hint should be text: quote it, e.g. argument-hint: "[when]"' }),
    ]);
  });

  it('a real command file with an unquoted hint (fixtures/third-party-skills/daily-report, as published)', () => {
    const path = resolve(import.meta.dirname, '../../fixtures/third-party-skills/daily-report/SKILL.md');
    const r = parseRitual(readFileSync(path, 'utf8'), { path, source: 'path' });
    expect(r.argumentHint).toBe('[optional: past date for backfill]');
    expect(hintWarnings(r)).toEqual([]);
  });
});
