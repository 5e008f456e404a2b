/**
 * The terminal really closing under a prompt (adversarial f12/f13, issue 24): the pty's other end goes away, so
 * reading and leaving raw mode fail with EIO. That was `Error: setRawMode EIO … Unhandled 'error' event`, a native
 * assertion on the way out, and session.json `failed`; it is a hangup: exit 130, `interrupted`, no stack trace.
 * The terminal is util-linux `script`'s pty; SIGKILL to `script` closes its end, as closing a terminal window does.
 */
import { existsSync, readdirSync, readFileSync, watch } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, cliEnv } from '../support/cli.js';
import { startShellOnPty } from '../support/pty.js';
import { copyOfSampleVault, tempDir } from '../support/tmp.js';

const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/** Resolves once `file` exists (fs.watch on its folder: no timer stands in for the event). */
function fileAppears(file: string): Promise<void> {
  const dir = join(file, '..');
  return new Promise((resolve) => {
    const watcher = watch(dir, () => {
      if (existsSync(file)) {
        watcher.close();
        resolve();
      }
    });
    if (existsSync(file)) {
      watcher.close();
      resolve();
    }
  });
}

function sessionJson(root: string): { status: string; stoppedIn?: string } {
  const dir = join(root, readdirSync(root)[0]!);
  return JSON.parse(readFileSync(join(dir, readdirSync(dir)[0]!, 'session.json'), 'utf8')) as { status: string; stoppedIn?: string };
}

/**
 * Runs an offline planning-daily on a pty, answers `answers` questions, closes the terminal at `prompt`, and gives
 * back what the run printed to stderr (a file: the terminal is gone), its exit code and its session.json.
 */
async function closeTerminalAt(prompt: string, answers: number) {
  const env = cliEnv();
  const vault = copyOfSampleVault();
  const dir = tempDir('skill-hangup-');
  const err = join(dir, 'stderr');
  const rc = join(dir, 'rc');
  const run = [process.execPath, BIN, 'run', 'planning-daily', 'next monday', '--vault', vault, '--now', '2026-11-20T09:00']
    .map(quote)
    .join(' ');
  // The shell ignores the hangup only so it outlives it and can write the exit code; node installs its own handler.
  const command = `trap '' HUP; stty cols 100 rows 40 2>/dev/null; ${run} 2>${quote(err)}; echo $? > ${quote(rc)}.tmp; mv ${quote(rc)}.tmp ${quote(rc)}`;
  const { child, waitFor, type } = startShellOnPty(command, env);
  for (let i = 1; i <= answers; i++) {
    await waitFor(`(${i}/5)`);
    type(`answer ${i}\r`);
  }
  await waitFor(prompt);
  const ended = fileAppears(rc);
  child.kill('SIGKILL'); // the terminal's end closes with it
  await child;
  await ended;
  return { stderr: readFileSync(err, 'utf8'), code: readFileSync(rc, 'utf8').trim(), session: sessionJson(env.SKILL_SESSION_ROOT!) };
}

describe('a terminal that closes under a prompt', () => {
  it('at a question and at the Apply prompt: exit 130, session interrupted, one line and no stack trace', async () => {
    for (const [prompt, answers, stoppedIn] of [
      ['(1/5)', 0, 'inline'],
      ['[q]uit', 5, 'write'],
    ] as const) {
      const { stderr, code, session } = await closeTerminalAt(prompt, answers);
      expect(stderr, prompt).not.toMatch(/Error:|node:events|Assertion|stack/);
      expect(stderr, prompt).toContain('skill: interrupted (SIGHUP: the terminal closed)');
      expect(code, `${prompt}: ${stderr}`).toBe('130');
      expect(session, prompt).toMatchObject({ status: 'interrupted', stoppedIn });
    }
  });
});
