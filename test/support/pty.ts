/**
 * Runs the CLI in a real pseudo-terminal, for the prompts that only appear on a terminal (confirmations, the
 * questionnaire with readline). It uses util-linux `script`, which gives its command a pty and relays our stdin to
 * it: no native addon to build. Waiting is on the terminal's output, never on a timer.
 */
import { execFileSync } from 'node:child_process';
import { execa, type ResultPromise } from 'execa';
import { BIN } from './cli.js';
import { watchOutput } from './output-waiter.js';
import { REPO } from './tmp.js';

function shellQuote(arg: string): string {
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}

function ptyAvailable(): boolean {
  try {
    execFileSync('script', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export interface PtyRun {
  child: ResultPromise;
  waitFor(text: string): Promise<void>;
  type(text: string): void;
  screen(): string;
}

/** Starts `skill <args>` on a pty (100 columns). The returned screen() is the raw terminal output, ANSI included. */
export function startOnPty(args: string[], env: Record<string, string>): PtyRun {
  const command = [
    'stty cols 100 rows 40 2>/dev/null;',
    'exec',
    shellQuote(process.execPath),
    shellQuote(BIN),
    ...args.map(shellQuote),
  ].join(' ');
  return startShellOnPty(command, env);
}

/**
 * Runs a shell command line on a pty through `script` (its stdin relayed to the terminal). For a test that needs
 * more around the CLI than startOnPty gives (a hangup the shell outlives, an exit code written to a file).
 */
export function startShellOnPty(command: string, env: Record<string, string>): PtyRun {
  if (!ptyAvailable())
    throw new Error('this test needs util-linux `script` to give the CLI a terminal; install util-linux (bsdutils on Debian)');
  const child = execa('script', ['-qfec', command, '/dev/null'], {
    env: { ...env, TERM: 'xterm' },
    extendEnv: false,
    reject: false,
    cwd: REPO,
    stdin: 'pipe',
    timeout: 60_000,
  });
  // Compared without ANSI sequences and carriage returns: the terminal's output, as a person would read it.
  const watch = watchOutput(child.stdout!, child, (raw) => raw.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, ''));
  return { child, waitFor: watch.waitFor, type: (text) => void child.stdin!.write(text), screen: watch.raw };
}
