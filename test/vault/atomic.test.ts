import { execa } from 'execa';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { InterruptedError } from '../../src/errors.js';
import { ChangedOnDisk, TEMP_MARKER, WriteFailed, hashContent, realFs, writeFileAtomic, type FsLayer } from '../../src/vault/atomic.js';
import { distModule, runModuleChild } from '../support/dist-child.js';
import { faultyFs, injectedError, type Step } from '../support/faulty-fs.js';
import { tempDir } from '../support/tmp.js';
import { changedPaths, findFilesNamed, snapshotVault } from '../support/vault-snapshot.js';

function vaultWithNote(text = 'old\n'): { vault: string; note: string } {
  const vault = tempDir('skill-atomic-');
  mkdirSync(join(vault, 'Notes'));
  const note = join(vault, 'Notes', 'Today.md');
  writeFileSync(note, text);
  return { vault, note };
}

describe('hashContent', () => {
  test('is sha256 hex of the UTF-8 bytes, the same for a string and its buffer', () => {
    expect(hashContent('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hashContent('héllo')).toBe(hashContent(Buffer.from('héllo', 'utf8')));
    expect(hashContent('a')).not.toBe(hashContent('b'));
  });
});

describe('writeFileAtomic', () => {
  test('creates a note and its missing folders, leaving no temp file', async () => {
    const vault = tempDir();
    const path = join(vault, 'A', 'B', 'New.md');
    const result = await writeFileAtomic(path, 'hello\n', { expectedHash: null });
    expect(readFileSync(path, 'utf8')).toBe('hello\n');
    expect(result).toMatchObject({ created: true, bytes: 6, hash: hashContent('hello\n'), dirSynced: true });
    expect(findFilesNamed(vault, TEMP_MARKER)).toEqual([]);
  });

  test('replaces a note whose hash matches and keeps its mode', async () => {
    const { note } = vaultWithNote();
    chmodSync(note, 0o640);
    const result = await writeFileAtomic(note, 'new\n', { expectedHash: hashContent('old\n') });
    expect(readFileSync(note, 'utf8')).toBe('new\n');
    expect(statSync(note).mode & 0o777).toBe(0o640);
    expect(result.created).toBe(false);
  });

  test('gives a new file exactly the mode asked for', async () => {
    const vault = tempDir();
    const path = join(vault, 'secret.md');
    await writeFileAtomic(path, 'x', { mode: 0o600 });
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  test('writes a note whose name is 255 bytes long (the temp name is shortened)', async () => {
    const vault = tempDir();
    const path = join(vault, `${'é'.repeat(125)}xx.md`);
    expect(Buffer.byteLength(`${'é'.repeat(125)}xx.md`)).toBe(255);
    await writeFileAtomic(path, 'long\n', { expectedHash: null });
    expect(readFileSync(path, 'utf8')).toBe('long\n');
  });

  test.each([
    [
      'the note changed',
      (note: string) => writeFileSync(note, 'edited by the user\n'),
      hashContent('old\n'),
      /Today\.md changed on disk since it was read/,
    ],
    ['the note was emptied', (note: string) => writeFileSync(note, ''), hashContent('old\n'), /changed on disk/],
    ['the note must be new but exists', () => undefined, null, /was created on disk/],
  ])('refuses to overwrite when %s', async (_name, edit, expected, message) => {
    const { vault, note } = vaultWithNote();
    edit(note);
    const before = snapshotVault(vault);
    const err = await writeFileAtomic(note, 'model text\n', { expectedHash: expected, label: 'Notes/Today.md' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChangedOnDisk);
    expect((err as ChangedOnDisk).exitCode).toBe(1);
    expect((err as Error).message).toMatch(message);
    expect((err as Error).message).not.toContain('\n');
    expect(changedPaths(before, snapshotVault(vault))).toEqual([]);
  });

  test('refuses when a note expected to exist is gone', async () => {
    const vault = tempDir();
    const err = await writeFileAtomic(join(vault, 'Gone.md'), 'x', { expectedHash: hashContent('was here') }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChangedOnDisk);
    expect((err as Error).message).toMatch(/was deleted/);
    expect(existsSync(join(vault, 'Gone.md'))).toBe(false);
  });

  test('a note created by someone else between the check and the link is not overwritten', async () => {
    const vault = tempDir();
    const path = join(vault, 'Race.md');
    const racing: FsLayer = {
      ...realFs,
      async link(existing, created) {
        writeFileSync(path, 'the user was faster\n'); // appears after our check, before we put ours in place
        return realFs.link(existing, created);
      },
    };
    await expect(writeFileAtomic(path, 'ours\n', { expectedHash: null, fs: racing })).rejects.toBeInstanceOf(ChangedOnDisk);
    expect(readFileSync(path, 'utf8')).toBe('the user was faster\n');
    expect(findFilesNamed(vault, TEMP_MARKER)).toEqual([]);
  });

  test('falls back to rename where hard links are refused', async () => {
    const vault = tempDir();
    const path = join(vault, 'NoLinks.md');
    const layer = faultyFs({ step: 'link', code: 'EPERM' });
    await writeFileAtomic(path, 'fine\n', { expectedHash: null, fs: layer });
    expect(readFileSync(path, 'utf8')).toBe('fine\n');
    expect(layer.calls.some((c) => c.startsWith('rename '))).toBe(true);
    expect(findFilesNamed(vault, TEMP_MARKER)).toEqual([]);
  });

  const isTemp = (path: string) => path.includes(TEMP_MARKER);
  const steps: [Step, (path: string) => boolean, boolean][] = [
    ['open', isTemp, false],
    ['write', isTemp, false],
    ['fchmod', isTemp, false],
    ['fsync', isTemp, false],
    ['close', isTemp, false],
    ['readFile', () => true, false],
    ['rename', isTemp, false],
    ['link', isTemp, true],
  ];
  for (const code of ['ENOSPC', 'EACCES', 'EROFS', 'EIO']) {
    test.each(steps)(`${code} at %s leaves the note byte-identical and no temp file`, async (step, when, createNew) => {
      const { vault, note } = vaultWithNote();
      const target = createNew ? join(vault, 'Notes', 'Fresh.md') : note;
      const before = snapshotVault(vault);
      const layer = faultyFs({ step, code, when });
      const err = await writeFileAtomic(target, 'new content\n', {
        expectedHash: createNew ? null : hashContent('old\n'),
        label: createNew ? 'Notes/Fresh.md' : 'Notes/Today.md',
        fs: layer,
      }).catch((e: unknown) => e);
      expect(layer.failures).toBe(1);
      expect(err).toBeInstanceOf(WriteFailed);
      expect((err as WriteFailed).code).toBe(code);
      expect((err as Error).message).toMatch(createNew ? /^could not write Notes\/Fresh\.md: / : /^could not write Notes\/Today\.md: /);
      expect((err as Error).message).toContain(code);
      expect(changedPaths(before, snapshotVault(vault))).toEqual([]);
      expect(findFilesNamed(vault, TEMP_MARKER)).toEqual([]);
    });
  }

  test('folders created for a note that could not be written are removed again', async () => {
    const vault = tempDir();
    const before = snapshotVault(vault);
    const layer = faultyFs({ step: 'write', code: 'ENOSPC' });
    await expect(writeFileAtomic(join(vault, 'X', 'Y', 'Z.md'), 'x', { fs: layer })).rejects.toBeInstanceOf(WriteFailed);
    expect(changedPaths(before, snapshotVault(vault))).toEqual([]);
  });

  test('a folder that cannot be flushed after the rename does not undo a complete write', async () => {
    const { vault, note } = vaultWithNote();
    const layer = faultyFs({ step: 'fsync', code: 'EINVAL', when: (p) => p === join(vault, 'Notes') });
    const result = await writeFileAtomic(note, 'new\n', { fs: layer });
    expect(result.dirSynced).toBe(false);
    expect(readFileSync(note, 'utf8')).toBe('new\n');
  });

  test('an abort before the rename leaves the note untouched', async () => {
    const { vault, note } = vaultWithNote();
    const before = snapshotVault(vault);
    const controller = new AbortController();
    const layer: FsLayer = {
      ...realFs,
      async fsync(fd) {
        controller.abort(); // Ctrl-C arrives while the temp file is being flushed
        return realFs.fsync(fd);
      },
    };
    await expect(writeFileAtomic(note, 'new\n', { signal: controller.signal, fs: layer })).rejects.toBeInstanceOf(InterruptedError);
    expect(changedPaths(before, snapshotVault(vault))).toEqual([]);
  });

  test('an already aborted signal writes nothing', async () => {
    const vault = tempDir();
    await expect(writeFileAtomic(join(vault, 'a.md'), 'x', { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(InterruptedError);
    expect(snapshotVault(vault).size).toBe(0);
  });
});

/**
 * A real read-only folder. As an ordinary user chmod 0555 is enough. Root ignores permissions, so there we mount a
 * small tmpfs (read-only remount for EROFS, and a real full disk for ENOSPC) when the machine allows it, and fall
 * back to the injected layer otherwise. Every branch asserts.
 */
describe('a real read-only folder', () => {
  async function strategy(dir: string): Promise<'chmod' | 'tmpfs' | 'injected'> {
    if (process.getuid?.() !== 0) return 'chmod';
    const mounted = await execa('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', dir], { reject: false });
    return mounted.exitCode === 0 ? 'tmpfs' : 'injected';
  }

  test('a write into it fails cleanly: note byte-identical, no temp file', async () => {
    const dir = join(tempDir(), 'mnt');
    mkdirSync(dir);
    const how = await strategy(dir);
    const note = join(dir, 'Today.md');
    writeFileSync(note, 'keep me\n');
    try {
      const before = snapshotVault(dir);
      let layer: FsLayer | undefined;
      if (how === 'chmod') chmodSync(dir, 0o555);
      if (how === 'tmpfs') await execa('mount', ['-o', 'remount,ro', dir]);
      if (how === 'injected') layer = faultyFs({ step: 'open', code: 'EROFS', when: (p) => p.includes(TEMP_MARKER) });
      const err = await writeFileAtomic(note, 'changed\n', { label: 'Today.md', ...(layer ? { fs: layer } : {}) }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(WriteFailed);
      expect((err as WriteFailed).code).toBe(how === 'chmod' ? 'EACCES' : 'EROFS');
      expect(readFileSync(note, 'utf8')).toBe('keep me\n');
      expect(changedPaths(before, snapshotVault(dir))).toEqual([]);
      expect(findFilesNamed(dir, TEMP_MARKER)).toEqual([]);

      if (how === 'tmpfs') {
        // And a real full disk: 256 KiB of tmpfs cannot take a 1 MiB note.
        await execa('mount', ['-o', 'remount,rw', dir]);
        const full = await writeFileAtomic(note, 'x'.repeat(1024 * 1024), { label: 'Today.md' }).catch((e: unknown) => e);
        expect((full as WriteFailed).code).toBe('ENOSPC');
        expect(readFileSync(note, 'utf8')).toBe('keep me\n');
        expect(findFilesNamed(dir, TEMP_MARKER)).toEqual([]);
      }
    } finally {
      if (how === 'chmod') chmodSync(dir, 0o755);
      if (how === 'tmpfs') await execa('umount', [dir]);
    }
  });
});

test('a process that exits in the middle of a write (a second Ctrl-C) leaves no temp file and the note whole', async () => {
  const { vault, note } = vaultWithNote('keep me\n');
  // The write stops for good at its fsync: the temp file exists, the rename never comes; then the process exits.
  const r = await runModuleChild(`
    import { realFs, writeFileAtomic } from ${distModule('vault/atomic')};
    const layer = { ...realFs, fsync: async () => process.exit(130) };
    await writeFileAtomic(${JSON.stringify(note)}, 'half\\n', { fs: layer });`);
  expect(r.exitCode, r.stderr).toBe(130);
  expect(readFileSync(note, 'utf8')).toBe('keep me\n');
  expect(findFilesNamed(vault, TEMP_MARKER)).toEqual([]);
});

test('injectedError carries the code like a real system error', () => {
  expect(injectedError('ENOSPC', 'write').code).toBe('ENOSPC');
});
