/**
 * `skill --help` from the built CLI is commander's own rendering of the program, byte for byte: the start-up work on
 * that path (scripts/bundle.mjs turning imports of Node's built-ins into requires, io.ts opening the standard streams
 * on first use) must not change a byte of it.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { cliEnv, runCli } from '../support/cli.js';
import { REPO } from '../support/tmp.js';

/** What the sources print for `args`, rendered by commander in this process; usage lines name `command`. */
async function renderedInProcess(args: string[], command: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await run(['node', 'skill', ...args], {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    stdin: Readable.from([]),
    env: cliEnv(),
    cwd: REPO,
    signal: new AbortController().signal,
    command,
  });
  return { code, stdout, stderr };
}

describe('skill --help', () => {
  it("prints commander's rendering of the program byte for byte, on stdout, and nothing on stderr", async () => {
    const built = await runCli(['--help']);
    const own = await renderedInProcess(['--help'], 'node bin/skill');
    expect(built.exitCode).toBe(0);
    expect(own.code).toBe(0);
    expect(own.stdout).toMatch(/^Usage: node bin\/skill \[options\] \[command\]\n/);
    // execa strips one final newline; the rendering ends with exactly one.
    expect(`${built.stdout}\n`).toBe(own.stdout);
    expect(built.stderr).toBe('');
    expect(own.stderr).toBe('');
  });

  it('a usage error, which opens only stderr, is the same line and code from the built CLI', async () => {
    const built = await runCli(['chek']);
    const own = await renderedInProcess(['chek'], 'node bin/skill');
    expect(built.exitCode).toBe(2);
    expect(own.code).toBe(2);
    expect(`${built.stderr}\n`).toBe(own.stderr);
    expect(built.stdout).toBe('');
  });
});
