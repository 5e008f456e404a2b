// Session files are written whole or not at all, and a failure names the file in one line.
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RunFailure } from '../../src/errors.js';
import { writeSessionFile } from '../../src/session/files.js';
import { tempDir } from '../support/tmp.js';
import { canMountTmpfs, onFullDisk } from '../support/tmpfs.js';

describe('writeSessionFile', () => {
  it('on a disk with less room than the file: one line naming it, the old file whole, no temp file left', async () => {
    const big = `${JSON.stringify({ notes: 'x'.repeat(40_000) })}\n`;
    const check = (dir: string) => {
      writeSessionFile(dir, 'session.json', '{"status":"running"}\n');
      // A short write (the disk has a few KiB left) must not be taken for the whole file.
      expect(() => writeSessionFile(dir, 'session.json', big)).toThrow(RunFailure);
      expect(() => writeSessionFile(dir, 'session.json', big)).toThrow(
        new RegExp(`^could not write ${join(dir, 'session.json')}: no space left on the disk \\(ENOSPC\\)$`),
      );
      expect(readFileSync(join(dir, 'session.json'), 'utf8')).toBe('{"status":"running"}\n');
      expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
    };
    if (await canMountTmpfs()) await onFullDisk(16, 3, check);
    else {
      // Without a tmpfs (not root): a folder that is gone fails the same way, named in one line.
      const gone = join(tempDir(), 'gone');
      expect(() => writeSessionFile(gone, 'session.json', big)).toThrow(new RegExp(`^could not write ${join(gone, 'session.json')}: `));
      expect(existsSync(gone)).toBe(false);
    }
  });

  it('writes the file whole', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'a'));
    const text = 'é'.repeat(100_000);
    writeSessionFile(join(dir, 'a'), 'memory.md', text);
    expect(readFileSync(join(dir, 'a', 'memory.md'), 'utf8')).toBe(text);
  });
});
