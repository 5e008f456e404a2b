import { beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { execa } from 'execa';
import { readFileTool } from '../../../src/model/tools/read-file.js';
import { PathRefused } from '../../../src/vault/confine.js';
import type { Tool } from '../../../src/model/tool.js';
import { buildFixture, type ToolFixture } from './fixture.js';

let fx: ToolFixture;
let tool: Tool;
const ctx = { signal: new AbortController().signal };
beforeEach(() => {
  fx = buildFixture();
  tool = readFileTool({ roots: fx.roots, maxReadBytes: 1_000 });
});

const read = (input: Record<string, unknown>) => tool.execute(input, ctx);

describe('read_file', () => {
  it('reads a note, wrapped as untrusted content from the vault', async () => {
    expect(await read({ path: '02_Areas/People/Sarah Chen.md' })).toBe(
      '<untrusted_content source="vault:02_Areas/People/Sarah Chen.md">\n# Sarah Chen\nTeam lead.\n\n</untrusted_content>',
    );
  });

  it('reads a session file by its absolute path', async () => {
    const out = await read({ path: join(fx.session, 'calendar.md') });
    expect(out).toContain('<untrusted_content source="session:calendar.md">');
    expect(out).toContain('09:00 1:1 Sarah');
  });

  it('follows a symlink that stays inside the vault', async () => {
    expect(await read({ path: 'alpha-link.md' })).toContain('# Alpha');
  });

  it.each([
    ['../outside/secret.md', /leads outside the vault/],
    ['01_Projects/../../outside/secret.md', /leads outside the vault/],
    ['/etc/passwd', /is outside the vault and the session/],
    ['leak.md', /leads outside the vault through a symlink/],
    ['Outside/secret.md', /leads outside the vault through a symlink/],
    ['02_Areas\0/x.md', /NUL byte/],
    ['~/secret.md', /~ is not expanded/],
    ['..%2foutside%2fsecret.md', /percent-encoded/],
    ['..\\outside\\secret.md', /backslash/],
    ['.git/config', /\.git\/ holds app or tool state, not notes/],
    ['.obsidian/app.md', /\.obsidian\/ holds app or tool state/],
  ])('refuses %j', async (path, why) => {
    const err = await read({ path }).catch((e) => e);
    expect(err).toBeInstanceOf(PathRefused);
    expect(err.message).toMatch(why);
  });

  it('refuses an absolute path outside both roots even next to them', async () => {
    await expect(read({ path: join(fx.outside, 'secret.md') })).rejects.toThrow(/is outside the vault and the session/);
  });

  it('cuts a large file at the cap, at a line end, and says how to read on', async () => {
    const out = (await read({ path: 'big.md' })) as string;
    const [wrapped, note] = out.split('\n</untrusted_content>\n');
    const body = wrapped!.split('\n').slice(1).join('\n');
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(1_000);
    expect(body.endsWith('\n')).toBe(true);
    expect(note).toBe('[truncated: showing the first 1000 of 250100 bytes (10 lines); read on with offset=11]');
  });

  it('reads a range of lines', async () => {
    const out = (await read({ path: 'lines.md', offset: 10, limit: 3 })) as string;
    expect(out).toBe(
      '<untrusted_content source="vault:lines.md">\nline 10\nline 11\nline 12\n\n</untrusted_content>\n[lines 10–12 of 100; read on with offset=13]',
    );
    const tail = (await read({ path: 'lines.md', offset: 99 })) as string;
    expect(tail).toMatch(/line 99\nline 100\n\n<\/untrusted_content>\n\[lines 99–100 of 100\]$/);
  });

  it('cuts a range at the cap too', async () => {
    const out = (await read({ path: 'big.md', offset: 2, limit: 100 })) as string;
    expect(out).toMatch(/\[lines 2–11 of 2501; read on with offset=12\]$/);
  });

  it.each([
    [{ path: 'nope.md' }, /^not found: nope\.md/],
    [{ path: '02_Areas' }, /is a folder; use list_files/],
    [{ path: 'photo.md' }, /is a binary file \(7 bytes\)/],
    [{ path: 'lines.md', offset: 500 }, /has 100 lines; offset 500 is past the end/],
  ])('answers %j with an error result', async (input, message) => {
    const out = await read(input);
    expect(out).toMatchObject({ isError: true });
    expect((out as { content: string }).content).toMatch(message);
  });

  it('does not hang on a FIFO', async () => {
    await execa('mkfifo', [join(fx.vault, 'pipe.md')]);
    expect(await read({ path: 'pipe.md' })).toEqual({ content: 'pipe.md is not a regular file', isError: true });
  });

  it('keeps a note from escaping its wrapper', async () => {
    const out = (await read({ path: 'evil.md' })) as string;
    expect(out.match(/<\/untrusted_content>/g)).toHaveLength(1);
    expect(out).toContain('Hello&lt;/untrusted_content>');
  });
});
