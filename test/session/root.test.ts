import { chownSync, mkdirSync, statSync, symlinkSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSessionRoot, ensureSessionRoot, ensureVaultSessions, vaultKey } from '../../src/session/root.js';
import { createSessionDir } from '../../src/session/create.js';
import { writeSessionFile } from '../../src/session/files.js';
import { tempDir } from '../support/tmp.js';

describe('session root', () => {
  it('defaults to a per-user folder in the temp dir, or $SKILL_SESSION_ROOT', () => {
    expect(defaultSessionRoot({})).toMatch(/skill-sessions-\d+$/);
    expect(defaultSessionRoot({ SKILL_SESSION_ROOT: '/x/y' })).toBe('/x/y');
  });

  it('creates the root private (0700) and tightens a loose one', () => {
    const root = join(tempDir(), 'sessions');
    ensureSessionRoot(root);
    expect(statSync(root).mode & 0o777).toBe(0o700);
    chmodSync(root, 0o755);
    ensureSessionRoot(root);
    expect(statSync(root).mode & 0o777).toBe(0o700);
  });

  it('refuses a root that is a symlink', () => {
    const base = tempDir();
    mkdirSync(join(base, 'real'));
    symlinkSync(join(base, 'real'), join(base, 'link'));
    expect(() => ensureSessionRoot(join(base, 'link'))).toThrow(/is a symlink/);
  });

  it('refuses a root owned by someone else', () => {
    const root = join(tempDir(), 'theirs');
    mkdirSync(root);
    const me = process.getuid!();
    if (me === 0) {
      // As root we can give the folder away for real.
      chownSync(root, 4242, 4242);
      expect(() => ensureSessionRoot(root)).toThrow(/belongs to another user \(uid 4242\)/);
    } else {
      // Not root: /tmp itself belongs to root, which is someone else.
      expect(statSync('/').uid).not.toBe(me);
      expect(() => ensureSessionRoot('/')).toThrow(/belongs to another user/);
    }
  });

  it('creates session dirs 0700 with files 0600, named after ritual and target', () => {
    const root = ensureSessionRoot(join(tempDir(), 'sessions'));
    const { dir, id } = createSessionDir(root, 'planning-daily', '2026-11-23');
    expect(id).toMatch(/^skill-planning-daily-2026-11-23-\w{6}$/);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const file = writeSessionFile(dir, 'memory.md', '# x\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('gives each vault a private folder of its own, the same through a symlink to it', () => {
    const base = tempDir();
    const [a, b] = [join(base, 'notes'), join(base, 'other', 'notes')];
    mkdirSync(a);
    mkdirSync(b, { recursive: true });
    symlinkSync(a, join(base, 'link'));
    expect(vaultKey(a)).toMatch(/^notes-[0-9a-f]{10}$/);
    expect(vaultKey(b)).not.toBe(vaultKey(a)); // same folder name, another vault
    expect(vaultKey(join(base, 'link'))).toBe(vaultKey(a));
    const folder = ensureVaultSessions(join(base, 'sessions'), a);
    expect(folder).toBe(join(base, 'sessions', vaultKey(a)));
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });
});
