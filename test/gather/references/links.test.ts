/**
 * The link parser and resolver against Obsidian itself: the Tasks plugin's maintainers captured, from a running
 * Obsidian, what its metadata cache records for their test notes (links, embeds, frontmatter links, and where
 * `getFirstLinkpathDest` resolves each) and the vault-wide `resolvedLinks` / `unresolvedLinks` of their demo vault.
 * fixtures/public-vaults/README.md names the source.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLinks, type NoteLink } from '../../../src/gather/references/links.js';
import { LinkResolver } from '../../../src/gather/references/link-resolver.js';
import { publicJson, tasksDemoFiles, TASKS_DEMO, type CapturedNote } from '../../support/public-vaults.js';

const captured = publicJson<CapturedNote[]>('tasks-demo.captured.json');
const linkText = (l: NoteLink) => (l.subpath ? `${l.target}#${l.subpath}` : l.target);

describe('parseLinks, held to what Obsidian recorded', () => {
  it.each(captured.filter((c) => c.links.length + c.embeds.length + c.frontmatterLinks.length > 0).map((c) => [c.source, c] as const))(
    '%s',
    (_, note) => {
      const links = parseLinks(note.fileContents);
      const body = links.filter((l) => !l.frontmatter);
      // Obsidian records `[[|alias]]` and `[[|]]` with the bar as the link; they lead nowhere, and we leave them out.
      const wanted = note.links.filter((l) => !l.link.startsWith('|'));
      expect(body.filter((l) => !l.embed).map((l) => [l.line, l.original, linkText(l)])).toEqual(
        wanted.map((l) => [l.line, l.original, l.link]),
      );
      expect(body.filter((l) => l.embed).map((l) => [l.line, l.original, linkText(l)])).toEqual(
        note.embeds.map((l) => [l.line, l.original, l.link]),
      );
      expect(links.filter((l) => l.frontmatter).map((l) => [l.original, linkText(l)])).toEqual(
        note.frontmatterLinks.map((l) => [l.original, l.link]),
      );
    },
  );

  it('reads aliases, headings, blocks, embeds and the table-escaped bar', () => {
    const text = [
      '| Part | Note |',
      '| --- | --- |',
      '| wing | [[Airframe Design\\|Airframe sections]] |',
      'See [[Note#Heading|alias]], ![[diagram.png]], [[Week#^abc]] and [text](Some%20Note.md#Part).',
      '`[[not a link]]` and [site](https://example.com)',
      '```',
      '[[also not]]',
      '```',
    ].join('\n');
    expect(parseLinks(text).map((l) => [l.line, l.target, l.subpath, l.alias, l.embed, l.kind])).toEqual([
      [3, 'Airframe Design', '', 'Airframe sections', false, 'wiki'],
      [4, 'Note', 'Heading', 'alias', false, 'wiki'],
      [4, 'diagram.png', '', '', true, 'wiki'],
      [4, 'Week', '^abc', '', false, 'wiki'],
      [4, 'Some Note.md', 'Part', 'text', false, 'markdown'],
    ]);
  });
});

describe('LinkResolver, held to Obsidian', () => {
  const files = tasksDemoFiles();
  const resolver = new LinkResolver(files);

  it.each(captured.filter((c) => Object.keys(c.resolveLinkToPath).length > 0).map((c) => [c.source, c] as const))(
    'getFirstLinkpathDest in %s',
    (_, note) => {
      for (const [link, path] of Object.entries(note.resolveLinkToPath)) {
        if (link.startsWith('|')) continue; // see above: no target
        const linkpath = link.split('#')[0]!;
        expect([link, resolver.resolve(linkpath, note.filePath)?.path ?? null]).toEqual([link, path]);
      }
    },
  );

  it("gives the Tasks demo vault's links exactly Obsidian's resolvedLinks and unresolvedLinks", () => {
    const resolvedWanted = publicJson<Record<string, Record<string, number>>>('tasks-demo.resolvedLinks.json');
    const unresolvedWanted = publicJson<Record<string, Record<string, number>>>('tasks-demo.unresolvedLinks.json');
    const resolved: Record<string, Record<string, number>> = {};
    const unresolved: Record<string, Record<string, number>> = {};
    const notes = files.filter((f) => f.endsWith('.md'));
    for (const source of notes) {
      resolved[source] = {};
      unresolved[source] = {};
      for (const link of parseLinks(readFileSync(join(TASKS_DEMO, source), 'utf8'))) {
        const to = resolver.resolve(link.target, source);
        const table = to ? resolved[source]! : unresolved[source]!;
        const key = to ? to.path : link.target;
        table[key] = (table[key] ?? 0) + 1;
      }
    }
    // A canvas is JSON, not a note; its one link is Obsidian's to make. `[[|alias]]` links lead nowhere (above).
    const onlyNotes = (t: Record<string, Record<string, number>>) =>
      Object.fromEntries(
        Object.entries(t)
          .filter(([k]) => k.endsWith('.md'))
          .map(([k, v]) => [k, Object.fromEntries(Object.entries(v).filter(([to]) => !to.startsWith('|')))]),
      );
    expect(resolved).toEqual(onlyNotes(resolvedWanted));
    expect(unresolved).toEqual(onlyNotes(unresolvedWanted));
    expect(Object.values(resolved).reduce((n, t) => n + Object.values(t).reduce((a, b) => a + b, 0), 0)).toBeGreaterThan(100);
  });
});

describe('LinkResolver rules', () => {
  const files = [
    'Note.md',
    'A/Note.md',
    'A/B/Deep.md',
    'C/B/Deep.md',
    'X/Y/Z/Deep.md',
    'A/x.md',
    'att/pic.png',
    'People/Robert Fischer.md',
    'Q/Same.md',
    'Q/R/Same.md',
  ];
  const aliases = new Map([['People/Robert Fischer.md', ['Bob']]]);
  const r = new LinkResolver(files, aliases);
  const to = (link: string, from: string) => r.resolve(link, from)?.path;

  it("prefers the linking note's folder, then the shortest path", () => {
    expect(to('Note', 'A/x.md')).toBe('A/Note.md');
    expect(to('note', 'Other/y.md')).toBe('Note.md');
    expect(to('Deep', 'Other/y.md')).toBe('A/B/Deep.md');
    expect(to('Deep', 'X/Y/Z/q.md')).toBe('X/Y/Z/Deep.md');
    expect(to('Same', 'Q/R/q.md')).toBe('Q/R/Same.md');
  });

  it('matches a path suffix, a full path, and relative paths', () => {
    expect(to('C/B/Deep', 'A/x.md')).toBe('C/B/Deep.md');
    expect(to('B/Deep', 'X/y.md')).toBe('A/B/Deep.md');
    expect(to('Y/Z/Deep.md', 'A/x.md')).toBe('X/Y/Z/Deep.md');
    expect(to('../Note', 'A/B/q.md')).toBe('A/Note.md');
    expect(to('./Note', 'A/x.md')).toBe('A/Note.md');
    expect(to('../../../Note', 'A/x.md')).toBeUndefined();
    expect(to('pic.png', 'A/x.md')).toBe('att/pic.png');
    expect(to('pic', 'A/x.md')).toBeUndefined();
  });

  it('takes an alias only when no file has the name, and says so', () => {
    expect(r.resolve('Bob', 'A/x.md')).toEqual({ path: 'People/Robert Fischer.md', via: 'alias' });
    expect(r.resolve('robert fischer', 'A/x.md')).toEqual({ path: 'People/Robert Fischer.md', via: 'name' });
    expect(r.resolve('Nobody', 'A/x.md')).toBeUndefined();
  });
});

describe('frontmatter links', () => {
  it('records the property each frontmatter link is a value of', () => {
    const text = ['---', 'author: "[[Ana Lima]]"', 'cast:', '  - "[[Bo Chen]]"', '"related notes": ["[[X]]"]', '---', '[[Body]]'].join(
      '\n',
    );
    expect(parseLinks(text).map((l) => [l.target, l.frontmatter, l.key])).toEqual([
      ['Ana Lima', true, 'author'],
      ['Bo Chen', true, 'cast'],
      ['X', true, 'related notes'],
      ['Body', false, undefined],
    ]);
  });
});
