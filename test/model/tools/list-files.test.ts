import { beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { listFilesTool } from '../../../src/model/tools/list-files.js';
import { PathRefused } from '../../../src/vault/confine.js';
import { buildFixture, type ToolFixture } from './fixture.js';

let fx: ToolFixture;
const ctx = { signal: new AbortController().signal };
beforeEach(() => {
  fx = buildFixture();
});

const list = (input: Record<string, unknown>, max?: number) => listFilesTool({ roots: fx.roots, maxListResults: max }).execute(input, ctx);
const paths = (out: unknown) => String(out).split('\n').slice(1, -1);

describe('list_files', () => {
  it('lists the notes of the vault, sorted, without tool folders or symlinks', async () => {
    const out = await list({});
    expect(String(out).split('\n')[0]).toBe('<untrusted_content source="vault:.">');
    expect(paths(out)).toEqual([
      '01_Projects/Alpha.md',
      '02_Areas/People/Omar Haddad.md',
      '02_Areas/People/Sarah Chen.md',
      'big.md',
      'evil.md',
      'lines.md',
      'photo.md',
    ]);
  });

  it('searches a folder with a pattern, names matched regardless of case, and shows paths read_file accepts', async () => {
    expect(paths(await list({ path: '02_Areas', pattern: 'People/*chen*' }))).toEqual(['02_Areas/People/Sarah Chen.md']);
  });

  it('lists the session folder by absolute path', async () => {
    expect(paths(await list({ path: fx.session, pattern: '*' }))).toEqual([join(fx.session, 'calendar.md')]);
  });

  it('caps the number of results and says how many were left out', async () => {
    const out = String(await list({}, 2));
    expect(paths(out.split('\n[')[0])).toEqual(['01_Projects/Alpha.md', '02_Areas/People/Omar Haddad.md']);
    expect(out.endsWith('\n[5 more not shown; narrow the pattern]')).toBe(true);
  });

  it('says so when nothing matches', async () => {
    expect(await list({ pattern: '**/*.pdf' })).toBe('no files match "**/*.pdf" in the vault');
  });

  it.each([
    [{ pattern: '../outside/*' }, /may not contain \. or \.\. segments/],
    [{ pattern: '/etc/*' }, /must be relative/],
    [{ path: '../outside' }, /leads outside the vault/],
    [{ path: 'Outside' }, /through a symlink/],
    [{ path: '/etc' }, /is outside the vault and the session/],
    [{ pattern: 'a\0b' }, /NUL/],
    [{ path: '.obsidian' }, /\.obsidian\/ holds app or tool state/],
  ])('refuses %j', async (input, why) => {
    const err = await list(input).catch((e) => e);
    expect(err).toBeInstanceOf(PathRefused);
    expect(err.message).toMatch(why);
  });

  it('answers a file given as folder with an error result', async () => {
    expect(await list({ path: 'lines.md' })).toEqual({ content: 'not a folder: lines.md', isError: true });
  });
});
