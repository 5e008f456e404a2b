/**
 * Confinement of every file tool, from one table: the read tools (read_file, list_files, the hits search_vault
 * passes on) and the four write tools (create_note, replace_note, append_to_note, replace_section). Each hostile
 * path is tried on every tool; what must happen is in the row. The write tools get a Stage whose allowed list
 * contains every hostile path too, so a refusal comes from the path rules themselves, not from the list.
 *
 * Cross-cutting (src/vault/confine.ts through src/model/tools/ and src/phases/write/tools/), so it lives here
 * rather than beside one module.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFilesTool, readFileTool, searchVaultTool, type SearchHit, type Tool } from '../../src/model/index.js';
import { Stage, StageRefused } from '../../src/phases/write/stage.js';
import { writeTools } from '../../src/phases/write/tools/index.js';
import { PathRefused } from '../../src/vault/confine.js';
import { tempDir } from '../support/tmp.js';
import { changedPaths, snapshotVault } from '../support/vault-snapshot.js';
import { writeTree } from '../support/write-tree.js';

const ctx = { signal: new AbortController().signal };

/**
 * read: what read_file does — refused (PathRefused matching the pattern), 'ok', or an error result ('missing', or
 * 'not-a-file' for a folder). write: what every write tool does (refused: a StageRefused of kind 'path').
 */
type Read = RegExp | 'ok' | 'missing' | 'not-a-file';
type Case = [name: string, path: (vault: string, outside: string) => string, read: Read, write: RegExp | 'ok'];

const NFD_JOSE = 'People/Jose\u0301 A\u0301lvarez.md';

const CASES: Case[] = [
  ['a parent-folder escape', () => '../outside/secret.md', /leads outside the vault/, /leads outside the vault/],
  ['an escape after a real folder', () => 'Notes/../../outside/secret.md', /leads outside the vault/, /leads outside the vault/],
  ['an absolute path elsewhere', (_v, o) => join(o, 'secret.md'), /is outside the vault/, /outside the vault/],
  ['/etc/passwd', () => '/etc/passwd', /is outside the vault/, /outside the vault/],
  ['~', () => '~/secret.md', /~ is not expanded/, /~ is not expanded/],
  ['~user', () => '~root/secret.md', /~ is not expanded/, /~ is not expanded/],
  ['backslashes', () => '..\\outside\\secret.md', /backslash/, /backslash/],
  ['percent-encoded ../', () => '..%2foutside%2fsecret.md', /percent-encoded/, /percent-encoded/],
  ['percent-encoded dots', () => '%2e%2e/outside/secret.md', /percent-encoded/, /percent-encoded/],
  ['a symlinked folder leading out', () => 'Out/secret.md', /through a symlink/, /through a symlink/],
  ['a symlink (last component) leading out', () => 'leak.md', /through a symlink/, /through a symlink/],
  ['a symlink (last component) inside the vault', () => 'Notes/alias.md', 'ok', /is a symlink/],
  ['a dangling symlink', () => 'dangling.md', /dangling symlink/, /dangling symlink/],
  ['a NUL byte', () => 'Notes/Today.md\0.txt', /NUL byte/, /NUL byte/],
  ['a newline', () => 'Notes/To\nday.md', /line break/, /line break/],
  ['a carriage return', () => 'Notes/To\rday.md', /line break/, /line break/],
  ['an escape sequence', () => 'Notes/\x1b[2JToday.md', /control character/, /control character/],
  ['a name over 255 bytes', () => `Notes/${'é'.repeat(130)}.md`, /longer than 255 bytes/, /longer than 255 bytes/],
  ['a path over 4096 bytes', () => `${'a/'.repeat(2100)}x.md`, /too long/, /too long/],
  [
    '.obsidian/ (plugin data may hold tokens)',
    () => '.obsidian/plugins/sync/data.md',
    /\.obsidian\/ holds app or tool state/,
    /\.obsidian\/ are not allowed/,
  ],
  ['.git/', () => '.git/config.md', /\.git\/ holds app or tool state/, /\.git\/ are not allowed/],
  ['.skill/', () => '.skill/config.md', /\.skill\/ holds app or tool state/, /\.skill\/ are not allowed/],
  ['.Obsidian/ (a case variant)', () => '.Obsidian/plugins/sync/data.md', /\.Obsidian\/ holds app or tool state/, /are not allowed/],
  ['a symlink into .obsidian/', () => 'settings.md', /\.obsidian\/ holds app or tool state/, /writes into \.obsidian\/ are not allowed/],
  ['a non-markdown target', () => 'notes.txt', 'ok', /only markdown/],
  ['a folder named like a note', () => 'Folder.md', 'not-a-file', /not a regular file/],
  ['a case variant of an existing note', () => 'Notes/today.md', 'missing', /differs only in case or accents from the existing "Today.md"/],
  ['a case variant of a folder on the way', () => 'notes/New.md', 'missing', /differs only in case or accents from the existing "Notes"/],
  [
    'a Unicode (NFD) variant of an existing note',
    () => NFD_JOSE,
    'missing',
    /differs only in case or accents from the existing "José Álvarez.md"/,
  ],
  ['the real note (control)', () => 'Notes/Today.md', 'ok', 'ok'],
];

function setup() {
  const dir = tempDir('skill-confine-');
  const outside = writeTree(join(dir, 'outside'), { 'secret.md': 'TOP SECRET\n' });
  const vault = writeTree(join(dir, 'vault'), {
    'Notes/Today.md': '# Today\n',
    'Notes/alias.md': { symlink: 'Today.md' },
    'People/José Álvarez.md': '# José\n',
    'Folder.md': { dir: true },
    'notes.txt': 'plain\n',
    'leak.md': { symlink: join(outside, 'secret.md') },
    Out: { symlink: outside },
    'dangling.md': { symlink: 'nowhere.md' },
    'settings.md': { symlink: '.obsidian/plugins/sync/data.md' },
    '.obsidian/plugins/sync/data.md': 'token: secret\n',
    '.git/config.md': '[remote]\nurl = https://user:token@example.com/x\n',
    '.skill/config.md': 'x\n',
  });
  const session = writeTree(join(dir, 'session'), { 'memory.md': '# Memory\n' });
  const roots = [
    { label: 'vault', path: vault },
    { label: 'session', path: session },
  ];
  return { vault, outside, roots };
}

async function outcome(tool: Tool, input: Record<string, unknown>): Promise<{ refused?: Error; result?: unknown }> {
  try {
    return { result: await tool.execute(input, ctx) };
  } catch (err) {
    if (err instanceof PathRefused || err instanceof StageRefused) return { refused: err };
    throw err;
  }
}

describe.each(CASES)('%s', (_name, makePath, read, write) => {
  it('read_file', async () => {
    const { vault, outside, roots } = setup();
    const path = makePath(vault, outside);
    const { refused, result } = await outcome(readFileTool({ roots }), { path });
    if (read instanceof RegExp) {
      expect(refused?.message).toMatch(read);
      expect(refused?.message.split('\n')).toHaveLength(1);
    } else if (read === 'missing') {
      expect(result).toEqual({ content: expect.stringMatching(/^not found: /), isError: true });
    } else if (read === 'not-a-file') {
      expect(result).toEqual({ content: `${path} is a folder; use list_files to see inside it`, isError: true });
    } else {
      expect(refused).toBeUndefined();
      expect(String(result)).toMatch(/^<untrusted_content source="vault:/);
    }
    expect(JSON.stringify(result ?? '')).not.toContain('TOP SECRET');
    expect(JSON.stringify(result ?? '')).not.toContain('token');
  });

  it('list_files (the same path given as the folder)', async () => {
    const { vault, outside, roots } = setup();
    const { refused, result } = await outcome(listFilesTool({ roots }), { path: makePath(vault, outside) });
    if (read instanceof RegExp) expect(refused?.message).toMatch(read);
    else expect(refused).toBeUndefined();
    expect(JSON.stringify(result ?? '')).not.toMatch(/secret\.md|data\.md|config\.md/);
  });

  it('search_vault (a hit the engine names with this path)', async () => {
    const { vault, outside, roots } = setup();
    const path = makePath(vault, outside);
    const engine = async (): Promise<SearchHit[]> => [{ path, title: 'hit', snippet: 'matched text' }];
    const { refused, result } = await outcome(searchVaultTool(engine, roots[0]), { query: 'x' });
    expect(refused).toBeUndefined();
    if (read instanceof RegExp) {
      expect(result).toBe('no notes match "x"\n[1 hit outside the vault left out]');
    } else {
      expect(String(result)).toMatch(/^<untrusted_content source="search:x">\n1\. [^\n]+ — hit\n {3}matched text\n<\/untrusted_content>$/);
    }
  });

  it.each(['create_note', 'replace_note', 'append_to_note', 'replace_section'])('%s', async (toolName) => {
    const { vault, outside } = setup();
    const path = makePath(vault, outside);
    const before = snapshotVault(vault);
    const flags: { tool: string; kind: string }[] = [];
    const allowed = CASES.map(([, p]) => p(vault, outside)).filter((p) => !p.includes('\0'));
    const stage = new Stage({ sessionDir: tempDir('skill-session-'), vault, allowed });
    const tool = writeTools({ stage, onRefused: (t, refusal) => flags.push({ tool: t, kind: refusal.kind }) }).find(
      (t) => t.name === toolName,
    )!;
    const { refused } = await outcome(tool, { path, content: 'injected', heading: 'Notes' });
    if (write === 'ok') {
      // create_note on an existing note is refused for that reason, not for the path.
      if (toolName === 'create_note') expect(refused).toMatchObject({ kind: 'exists' });
      else expect(refused).toBeUndefined();
    } else {
      expect(refused).toBeInstanceOf(StageRefused);
      expect(refused).toMatchObject({ kind: 'path', exitCode: 2 });
      expect(refused!.message).toMatch(write);
      expect(flags).toEqual([{ tool: toolName, kind: 'path' }]);
      expect(stage.changes()).toEqual([]);
    }
    // Staging never touches the vault, and nothing outside it changed.
    expect(changedPaths(before, snapshotVault(vault))).toEqual([]);
    expect(readFileSync(join(outside, 'secret.md'), 'utf8')).toBe('TOP SECRET\n');
  });
});
