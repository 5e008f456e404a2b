/**
 * Reading answers. On a terminal: a readline prompt; Ctrl-C at the prompt is turned into the process's SIGINT so
 * it interrupts the run like anywhere else. Without a terminal: one line of stdin per answer, null at end of input.
 * One Asker serves a whole run, so buffered input is never lost between questions.
 */
import { createInterface, type Interface } from 'node:readline';
import { InterruptedError } from '../errors.js';
import type { Io } from './io.js';

export interface Asker {
  /** The answer without its line break, or null at end of input. */
  ask(question: string): Promise<string | null>;
  readonly interactive: boolean;
  close(): void;
}

export function createAsker(io: Io): Asker {
  const interactive = Boolean(io.stdin.isTTY);
  const rl: Interface = createInterface({
    input: io.stdin,
    ...(interactive ? { output: io.stdout as NodeJS.WritableStream, terminal: true } : { terminal: false }),
  });
  const lines: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let ended = false;
  rl.on('line', (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else lines.push(line);
  });
  rl.on('close', () => {
    ended = true;
    for (const w of waiting.splice(0)) w(null);
  });
  rl.on('SIGINT', () => process.kill(process.pid, 'SIGINT'));

  const nextLine = () =>
    new Promise<string | null>((resolve, reject) => {
      if (io.signal.aborted) return reject(io.signal.reason ?? new InterruptedError());
      if (lines.length) return resolve(lines.shift()!);
      if (ended) return resolve(null);
      const onAbort = () => reject(io.signal.reason ?? new InterruptedError());
      io.signal.addEventListener('abort', onAbort, { once: true });
      waiting.push((line) => {
        io.signal.removeEventListener('abort', onAbort);
        resolve(line);
      });
    });

  return {
    interactive,
    async ask(question: string) {
      if (interactive) {
        rl.setPrompt(question);
        rl.prompt();
      }
      return nextLine();
    },
    close() {
      rl.close();
    },
  };
}
