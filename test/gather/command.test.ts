// runCommand's own edge cases; the common ones (timeouts, floods, missing programs, exit codes, cancelling) are
// covered through the calendar's command sources in test/gather/calendar/command.test.ts.
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../src/gather/command.js';
import { isAlive } from '../support/calendar.js';
import { tempDir } from '../support/tmp.js';

function script(dir: string, name: string, body: string): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

describe('runCommand', () => {
  it('returns at the timeout even when a child of the program keeps its output open', async () => {
    const dir = tempDir();
    const pidfile = join(dir, 'grandchild');
    // The background sleep inherits stdout and outlives the script, which is killed at the timeout.
    const program = script(dir, 'leaves-a-child', `sleep 60 &\necho $! > "${pidfile}"\nexec sleep 60`);
    try {
      const result = await runCommand({ argv: [program], timeoutMs: 300, maxBytes: 1024, label: 'test' });
      expect(result).toEqual({ ok: false, reason: 'timed out after 300ms' });
    } finally {
      const pid = Number(readFileSync(pidfile, 'utf8'));
      if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
  });

  it('returns when the program exits, with all it printed, though a background child still holds the pipes', async () => {
    const dir = tempDir();
    const pidfile = join(dir, 'grandchild');
    // 300 KB is more than a pipe holds, so the program is still writing when we start reading; the background
    // sleep inherits stdout and stderr and would keep them open for a minute.
    const program = script(
      dir,
      'prints-and-leaves',
      `head -c 300000 /dev/zero | tr '\\0' x\nsleep 60 &\necho $! > "${pidfile}"\necho done`,
    );
    try {
      const result = await runCommand({ argv: [program], timeoutMs: 15_000, maxBytes: 1024 * 1024, label: 'test' });
      expect(result.ok).toBe(true);
      const stdout = result.ok ? result.stdout : '';
      expect(stdout).toHaveLength(300_005);
      expect(stdout.endsWith('xdone\n')).toBe(true);
    } finally {
      const pid = Number(readFileSync(pidfile, 'utf8'));
      if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
  });

  it('keeps the output byte for byte, final newline and multi-byte characters included', async () => {
    const dir = tempDir();
    const program = script(dir, 'prints', "printf 'Zoë — 1:1\\n\\n'");
    expect(await runCommand({ argv: [program], timeoutMs: 5000, maxBytes: 1024, label: 'test' })).toEqual({
      ok: true,
      stdout: 'Zoë — 1:1\n\n',
    });
  });

  it('reads past a flood on stderr and reports its first line', async () => {
    const dir = tempDir();
    const program = script(dir, 'noisy', 'echo "first problem" >&2\nhead -c 200000 /dev/zero | tr "\\0" x >&2\nexit 4');
    expect(await runCommand({ argv: [program], timeoutMs: 5000, maxBytes: 1024, label: 'test' })).toEqual({
      ok: false,
      reason: 'exit code 4: first problem',
    });
  });

  it('says when the program cannot be run', async () => {
    const dir = tempDir();
    const path = join(dir, 'not-executable');
    writeFileSync(path, 'echo hi\n');
    expect(await runCommand({ argv: [path], timeoutMs: 5000, maxBytes: 1024, label: 'test' })).toEqual({
      ok: false,
      reason: `cannot run ${path}: permission denied`,
    });
  });
});

describe('onPath', () => {
  it('finds executables on PATH, and paths as given', async () => {
    const { onPath } = await import('../../src/gather/command.js');
    const dir = tempDir();
    const exe = script(dir, 'tool', 'true');
    writeFileSync(join(dir, 'plain'), 'not executable');
    expect(onPath('tool', `/nonexistent:${dir}`)).toBe(true);
    expect(onPath('plain', dir)).toBe(false);
    expect(onPath('missing', dir)).toBe(false);
    expect(onPath(exe, '')).toBe(true);
  });
});
