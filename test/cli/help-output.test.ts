/**
 * `skill --help` from the built CLI is commander's own rendering of the program, byte for byte. On a pipe it is
 * printed from the text the build rendered (src/cli/built-help.ts), so this is what keeps that text true; on a
 * terminal commander renders it at the terminal's width.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { invocation } from '../../src/io/invocation.js';
import { cliEnv, runCli } from '../support/cli.js';
import { startOnPty, startShellOnPty } from '../support/pty.js';
import { REPO, tempDir } from '../support/tmp.js';

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

  it('is the same with -h, and with FORCE_COLOR set (commander has no colours of its own to add)', async () => {
    const own = await renderedInProcess(['--help'], 'node bin/skill');
    for (const [args, env] of [
      [['-h'], {}],
      [['--help'], { FORCE_COLOR: '1', NO_COLOR: undefined }],
    ] as const) {
      const built = await runCli([...args], { env });
      expect(built.exitCode, args.join(' ')).toBe(0);
      expect(`${built.stdout}\n`, args.join(' ')).toBe(own.stdout);
    }
  });

  it("names the command as given even when its path holds a replacement pattern ($& or $')", () => {
    for (const folder of ['a$&b', "x$'y"]) {
      const dir = join(tempDir('skill-help-'), folder);
      mkdirSync(dir);
      symlinkSync(join(REPO, 'bin', 'skill'), join(dir, 'skill'));
      const env = cliEnv();
      const r = spawnSync(process.execPath, [join(dir, 'skill'), '--help'], { encoding: 'utf8', env, cwd: REPO });
      expect(r.status, r.stderr).toBe(0);
      // As the CLI names itself (shell-quoted where it must be): `$&` was the placeholder itself, `$'` what followed it.
      expect(r.stdout.split('\n')[0], folder).toBe(`Usage: ${invocation(join(dir, 'skill'), env, REPO)} [options] [command]`);
    }
  });

  it("on a terminal, is wrapped to the terminal's width (100 columns here), not the 80 of a pipe", async () => {
    const pty = startOnPty(['--help'], cliEnv());
    await pty.waitFor('run rituals instead.');
    await pty.child;
    const lines = pty.screen().replace(/\r/g, '').trimEnd().split('\n');
    const piped = (await runCli(['--help'])).stdout.split('\n');
    // Wider, so fewer lines wrapped: the same help, not the 80-column text of a pipe.
    expect(lines.length).toBeLessThan(piped.length);
    expect(lines.join(' ').replace(/\s+/g, ' ')).toBe(piped.join(' ').replace(/\s+/g, ' '));
    expect(lines[0]).toMatch(/^Usage: .*bin\/skill \[options\] \[command\]$/);
  });

  it('on a terminal 80 columns wide, is the text of a pipe exactly (the one width the built help is printed at)', async () => {
    const quoted = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;
    const command = `stty cols 80 rows 40 2>/dev/null; exec ${quoted(process.execPath)} ${quoted(join(REPO, 'bin', 'skill'))} --help`;
    const pty = startShellOnPty(command, cliEnv());
    await pty.waitFor('run rituals instead.');
    await pty.child;
    const piped = (await runCli(['--help'])).stdout;
    expect(pty.screen().replace(/\r/g, '').trimEnd()).toBe(piped.trimEnd());
  });

  it('into a file, is the same text; to a reader that goes away, ends quietly with status 0', async () => {
    const dir = tempDir('skill-help-');
    const out = join(dir, 'help.txt');
    const piped = (await runCli(['--help'])).stdout;
    const quoted = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;
    const skill = `${quoted(process.execPath)} ${quoted(join(REPO, 'bin', 'skill'))} --help`;
    const toFile = spawnSync('sh', ['-c', `${skill} > ${quoted(out)}`], { encoding: 'utf8', env: cliEnv(), cwd: REPO });
    expect(toFile.status, toFile.stderr).toBe(0);
    expect(readFileSync(out, 'utf8').trimEnd()).toBe(piped.trimEnd());
    // `true` has left before Node has started: the write gets EPIPE, which is no error of ours.
    const closed = spawnSync('bash', ['-c', `${skill} | true; echo "status \${PIPESTATUS[0]}"`], { encoding: 'utf8', env: cliEnv() });
    expect(closed.stdout).toBe('status 0\n');
    expect(closed.stderr).toBe('');
    // A device that takes nothing (a full disk): one line naming why, exit 1, no stack trace.
    const full = spawnSync('sh', ['-c', `${skill} > /dev/full`], { encoding: 'utf8', env: cliEnv() });
    expect(full.status).toBe(1);
    expect(full.stderr).toBe('skill: could not write the help to standard output: ENOSPC\n');
  });

  it('on a pipe, never starts the ES module loader (bin/skill and built-help.cjs are CommonJS)', () => {
    const dir = tempDir('skill-help-');
    const list = join(dir, 'loaded.txt');
    const preload = join(dir, 'loaded.cjs');
    // A CommonJS preload, which itself loads no ES module: at exit, the internal modules Node loaded.
    writeFileSync(
      preload,
      `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(list)}, process.moduleLoadList.join('\\n')));`,
    );
    const r = spawnSync(process.execPath, ['--require', preload, join(REPO, 'bin', 'skill'), '--help'], {
      encoding: 'utf8',
      env: cliEnv(),
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Usage: /);
    const loaded = readFileSync(list, 'utf8').split('\n');
    expect(loaded.length).toBeGreaterThan(20);
    expect(loaded.filter((m) => /esm\/(loader|module_job|translators)$/.test(m))).toEqual([]);
    // …nor made process.stdout, a stream over the pipe (net, the streams): fd 1 is written directly.
    expect(loaded.filter((m) => / (net|tty)$/.test(m))).toEqual([]);
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
