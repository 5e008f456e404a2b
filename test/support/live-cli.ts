/**
 * A CLI run a test can talk to while it runs: write lines to its stdin, wait for text on its output, send it a
 * signal. Waiting is on the output itself, never on a timer.
 */
import { execa, type ResultPromise } from 'execa';
import { BIN } from './cli.js';
import { watchOutput } from './output-waiter.js';
import { REPO } from './tmp.js';

export interface LiveCli {
  child: ResultPromise;
  /** Resolves once the output (stdout and stderr together) contains `text`. */
  waitFor(text: string): Promise<void>;
  write(text: string): void;
  output(): string;
}

export function startCli(args: string[], env: Record<string, string>): LiveCli {
  const child = execa(process.execPath, [BIN, ...args], {
    env,
    extendEnv: false,
    reject: false,
    cwd: REPO,
    stdin: 'pipe',
    all: true,
    timeout: 60_000,
  });
  const watch = watchOutput(child.all!, child);
  return { child, waitFor: watch.waitFor, write: (text) => void child.stdin!.write(text), output: watch.raw };
}
