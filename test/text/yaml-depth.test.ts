/**
 * YAML nesting is bounded before a parser recurses into it. Hostile input: the second adversarial pass's note
 * frontmatter of 10 000 `[` (f26: V8 aborted, exit 134) and config.yaml of `[` (f24/f25: over 20 s). Real input:
 * the frontmatter of every note in the three shared vaults and the fixture vault, and the bundled YAML files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FrontmatterError, parseFrontmatter, splitFences } from '../../src/ritual/frontmatter.js';
import { configTree } from '../../src/vault/config-read.js';
import { MAX_YAML_DEPTH, yamlTooDeep } from '../../src/text/yaml-depth.js';
import { REPO } from '../support/tmp.js';

function notesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name.startsWith('.') && name !== '.skill') return [];
    if (statSync(path).isDirectory()) return notesUnder(path);
    return /\.(md|ya?ml)$/.test(name) ? [path] : [];
  });
}

describe('YAML nesting is bounded before parsing', () => {
  it('a note whose frontmatter opens 10 000 `[` is one FrontmatterError naming its line (before: the parser ran out of stack)', () => {
    const note = `---\ntitle: x\ntags: ${'['.repeat(10_000)}\n---\n# Note\n`;
    let thrown: unknown;
    try {
      parseFrontmatter(note);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(FrontmatterError);
    expect((thrown as FrontmatterError).message).toBe(`invalid YAML frontmatter: it nests deeper than ${MAX_YAML_DEPTH} levels; not read`);
    expect((thrown as FrontmatterError).line).toBe(3);
  });

  it('config.yaml of 200 000 `[` is one ConfigError naming the file and line, and one over the size bound is not parsed', () => {
    expect(() => configTree(`a: 1\n${'['.repeat(200_000)}`, '.skill/config.yaml')).toThrow(
      `.skill/config.yaml:2: invalid YAML: it nests deeper than ${MAX_YAML_DEPTH} levels`,
    );
    expect(() => configTree(`# ${'x'.repeat(2_000_000)}\n`, '.skill/config.yaml')).toThrow(
      /^\.skill\/config\.yaml: is 1953 KB; a config file over 256 KB is not read$/,
    );
  });

  it('counts brackets, not quoted text or comments, and compact `- - -` block levels', () => {
    expect(yamlTooDeep(`a: "${'['.repeat(100)}"\nb: '${'{'.repeat(100)}'\n# ${'['.repeat(100)}\nc: it's [x]`)).toBeUndefined();
    expect(yamlTooDeep(`a:\n  ${'- '.repeat(65)}x\n`)).toEqual({ line: 2, depth: 65 });
    expect(yamlTooDeep(`a: ${'['.repeat(64)}${']'.repeat(64)}\nb: ${'['.repeat(64)}`)).toBeUndefined();
    expect(yamlTooDeep(`a: ${'['.repeat(64)}\n${'['.repeat(1)}`)).toEqual({ line: 2, depth: 65 });
  });

  it('refuses no real note, config or vocabulary file', () => {
    const dirs = [
      ...readdirSync('/work/shared/vaults')
        .map((v) => join('/work/shared/vaults', v))
        .filter((p) => statSync(p).isDirectory()),
      join(REPO, 'fixtures'),
      join(REPO, 'skills'),
    ];
    const files = dirs.flatMap(notesUnder);
    expect(files.length).toBeGreaterThan(300);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const yaml = file.endsWith('.md') ? (text.startsWith('---') ? splitFences(text).matter : '') : text;
      expect(yamlTooDeep(yaml), file).toBeUndefined();
    }
  });
});
