/**
 * Waiting on what a child process prints, never on a timer: `waitFor(text)` resolves once the output holds it, and
 * rejects (with the output so far) when the process ends without printing it.
 */
import type { Readable } from 'node:stream';

export interface OutputWatch {
  waitFor(text: string): Promise<void>;
  /** Everything printed so far, raw. */
  raw(): string;
}

export function watchOutput(stream: Readable, ended: Promise<unknown>, view: (raw: string) => string = (s) => s): OutputWatch {
  let out = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  stream.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const seen = view(out);
    for (const w of [...waiters]) {
      if (seen.includes(w.text)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  });
  return {
    raw: () => out,
    waitFor: (text) =>
      new Promise<void>((resolve, reject) => {
        if (view(out).includes(text)) return resolve();
        waiters.push({ text, resolve });
        void ended.then(() => {
          if (!view(out).includes(text)) reject(new Error(`the run ended without printing ${JSON.stringify(text)}; output:\n${view(out)}`));
        });
      }),
  };
}
