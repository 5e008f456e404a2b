import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PathRefused, confineRead, confineWrite } from '../../src/vault/confine.js';
import { tempDir } from '../support/tmp.js';
import { writeTree } from '../support/write-tree.js';

function vault() {
  const root = writeTree(tempDir('skill-confine-'), {
    'Notes/Today.md': 'x',
    'Notes/Folder.md': { dir: true },
    Alias: { symlink: 'Notes' },
    'alias-note.md': { symlink: 'Notes/Today.md' },
  });
  return [{ label: 'vault', path: root }];
}

const refusedWith = (fn: () => unknown, message: RegExp) => {
  expect(fn).toThrow(PathRefused);
  expect(fn).toThrow(message);
};

describe('confineWrite (rules added for the write phase)', () => {
  test('a symlink as last component is refused even when it points inside the vault', () => {
    const roots = vault();
    refusedWith(() => confineWrite('alias-note.md', roots), /is a symlink/);
    expect(confineRead('alias-note.md', roots).relative).toBe('Notes/Today.md'); // reading through it is fine
  });

  test('a new note under a symlinked folder that stays inside the vault is accepted, not called dangling', () => {
    const roots = vault();
    const confined = confineWrite('Alias/New.md', roots);
    expect(confined).toMatchObject({ relative: 'Notes/New.md', exists: false });
  });

  test('control characters are refused (they would reach the terminal in diffs)', () => {
    const roots = vault();
    refusedWith(() => confineWrite('a\x1b[31m.md', roots), /control character/);
    refusedWith(() => confineWrite('a\u009b.md', roots), /control character/);
  });

  test('protected folders are matched whatever their case', () => {
    const roots = vault();
    refusedWith(() => confineWrite('.Obsidian/x.md', roots), /\.Obsidian\/ are not allowed/);
    refusedWith(() => confineWrite('Notes/.TRASH/x.md', roots), /are not allowed/);
  });

  test('a case variant of an existing folder on the way to a new note is refused', () => {
    const roots = vault();
    refusedWith(() => confineWrite('notes/New.md', roots), /differs only in case.*"Notes"/);
    refusedWith(() => confineWrite('NOTES/Sub/New.md', roots), /differs only in case/);
    expect(confineWrite('Notes/Sub/New.md', roots).relative).toBe('Notes/Sub/New.md');
  });

  test('a folder named like a note is not a note', () => {
    refusedWith(() => confineWrite('Notes/Folder.md', vault()), /not a regular file/);
  });

  test('an existing note is accepted by either the configured or the real vault path', () => {
    const roots = vault();
    expect(confineWrite(join(roots[0]!.path, 'Notes/Today.md'), roots)).toMatchObject({ relative: 'Notes/Today.md', exists: true });
  });
});
