import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { notePath, walkFiles } from '../../src/vault/walk.js';
import { tempDir } from '../support/tmp.js';

/** Names whose code-unit order differs from a folder-by-folder order unless a folder sorts as `name/`. */
const NAMES = ['a', 'a-b', 'a.b', 'a b', 'A', 'ab', 'a0', 'É', 'e', '😀', '_x', '~', 'Z 1', 'z'];

function tree(seed: number): string {
  const root = tempDir('skill-walk-');
  let state = seed;
  const next = (n: number): number => {
    state = (state * 48271) % 2147483647; // Park–Miller: the product stays an exact double
    return state % n;
  };
  for (let i = 0; i < 150; i++) {
    const depth = next(4);
    const parts = Array.from({ length: depth }, () => NAMES[next(NAMES.length)]!);
    const leaf = `${NAMES[next(NAMES.length)]}${['.md', '.MD', '.txt', '.md.bak'][next(4)]}`;
    const file = join(root, ...parts, leaf);
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, 'x');
    } catch {
      // a file already stands where this path wants a folder: another draw
    }
  }
  mkdirSync(join(root, 'folder.md'), { recursive: true }); // a folder named like a note is not a note
  writeFileSync(join(root, 'folder.md', 'inside.md'), 'x');
  mkdirSync(join(root, '.obsidian'), { recursive: true });
  writeFileSync(join(root, '.obsidian', 'skip.md'), 'x');
  return root;
}

describe('walking the vault', () => {
  it('lists every note in code-unit order, as fast-glob lists them and a sort orders them', () => {
    for (const seed of [1, 7, 42]) {
      const root = tree(seed);
      const oracle = fg
        .sync('**/*.md', {
          cwd: root,
          dot: true,
          onlyFiles: true,
          caseSensitiveMatch: false,
          followSymbolicLinks: false,
          ignore: ['**/.git/**', '**/.obsidian/**', '**/.trash/**', '**/.skill/**', '**/node_modules/**'],
        })
        .sort();
      const walked = walkFiles(root);
      expect(walked.length).toBeGreaterThan(20);
      expect(walked).toEqual(oracle);
    }
  });

  it('hands the notes on in batches of the size asked, in the final order, the rest at the end', () => {
    const root = tree(7);
    const batches: string[][] = [];
    const walked = walkFiles(root, { batches: { size: 10, take: (notes) => batches.push(notes) } });
    expect(batches.flat()).toEqual(walked);
    expect(batches.slice(0, -1).every((b) => b.length === 10)).toBe(true);
    expect(batches.at(-1)!.length).toBeGreaterThan(0);
    expect(batches.at(-1)!.length).toBeLessThanOrEqual(10);
  });
});

describe("a note's absolute path", () => {
  it('is always what join gives, for plain and odd vault and note paths alike', () => {
    const vaults = ['/tmp/vault', '/', '', '.', './v', 'v', 'v/', '/a//b', '/a/./b', '/a/../b', '../up', '/tmp/É vault', '/x/..'];
    const rels = [
      'n.md',
      'a/b/n.md',
      '',
      '.',
      '..',
      './n.md',
      '../n.md',
      'a/../n.md',
      'a/./n.md',
      'a//n.md',
      '/n.md',
      'a/',
      '.hidden.md',
      'a/..b.md',
      'É/😀.md',
    ];
    for (const vault of vaults) {
      const pathOf = notePath(vault);
      for (const rel of rels) expect(pathOf(rel), `${JSON.stringify(vault)} + ${JSON.stringify(rel)}`).toBe(join(vault, rel));
    }
  });
});
