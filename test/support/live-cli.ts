/**
 * A CLI run a test can talk to while it runs: write lines to its stdin, wait for text on its output, send it a
 * signal. Waiting is on the output itself, never on a timer.
 */
import { execa, type ResultPromise } from 'execa';
import { BIN } from './cli.js';
import { REPO } from './tmp.js';

export interface LiveCli {
  child: ResultPromise;
  /** Resolves once the output (stdout and stderr together) contains `text`. */
  waitFor(text: string): Promise<void>;
  write(text: string): void;
  output(): string;
}

export function startCli(args: string[], env: Record<string, string>): LiveCli {
  const child = execa(process.execPath, [BIN, ...args], { env, extendEnv: false, reject: false, cwd: REPO, stdin: 'pipe', all: true, timeout: 60_000 });
  let out = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  child.all!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const w of [...waiters]) {
      if (out.includes(w.text)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  });
  return {
    child,
    waitFor: (text) =>
      new Promise<void>((resolve, reject) => {
        if (out.includes(text)) return resolve();
        waiters.push({ text, resolve });
        void child.then(() => {
          if (!out.includes(text)) reject(new Error(`the run ended without printing ${JSON.stringify(text)}; output:\n${out}`));
        });
      }),
    write: (text) => void child.stdin!.write(text),
    output: () => out,
  };
}
