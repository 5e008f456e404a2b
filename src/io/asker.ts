/**
 * Reading answers. On a terminal: a readline prompt; Enter submits the line, and a block pasted into the terminal
 * stays one answer, however many lines it has: the terminal's bracketed paste (turned on with ESC[?2004h while the
 * asker is open, off when it closes) marks where a paste starts and ends, and the lines inside it are kept until
 * the Enter that follows. Ctrl-C at the prompt is turned into the process's SIGINT so it interrupts the run like
 * anywhere else. Ctrl-D on an empty line answers null for that question only: the next question opens the prompt
 * again, since a terminal, unlike a pipe, has not ended.
 *
 * Without a terminal: one line of stdin per answer (scripts keep working), null at end of input, for good.
 * One Asker serves a whole run, so buffered input is never lost between questions.
 */
import { createInterface, emitKeypressEvents, type Interface } from 'node:readline';
import { InterruptedError } from '../errors.js';
import type { Io } from './io.js';

export interface Asker {
  /** The answer without its final line break (a pasted block keeps its own), or null at end of input. */
  ask(question: string): Promise<string | null>;
  readonly interactive: boolean;
  /**
   * Gives the terminal to another program (the editor) while `run` runs: the prompt is closed, so neither its raw
   * mode nor its reading gets in the way, and opened again at the next question.
   */
  suspend<T>(run: () => Promise<T>): Promise<T>;
  close(): void;
}

const PASTE_ON = '\x1b[?2004h';
const PASTE_OFF = '\x1b[?2004l';

/**
 * A readline on the input. It passes its input's errors on (a terminal gone: leaving raw mode fails with EIO), and
 * unheard that is a crash: the input's owner hears them on the stream itself and stops the run as a hangup (io.ts).
 */
function lineReader(io: Io, interactive: boolean): Interface {
  const rl = createInterface({
    input: io.stdin,
    ...(interactive ? { output: io.stdout as NodeJS.WritableStream, terminal: true } : { terminal: false }),
  });
  rl.on('error', () => undefined);
  return rl;
}

export function createAsker(io: Io): Asker {
  const interactive = Boolean(io.stdin.isTTY);
  const lines: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let ended = false;
  let rl: Interface | undefined;
  let closing = false;
  // The lines of a paste so far: they belong to the answer the next Enter submits.
  let pasting = false;
  let pasted: string[] = [];
  const deliver = (line: string | null) => {
    const next = waiting.shift();
    if (next) next(line);
    else if (line !== null) lines.push(line);
  };
  // Only a terminal that sees our output can be told to mark pastes (not one whose output goes to a file or a pipe).
  const marksPastes = interactive && Boolean(io.stdout.isTTY);
  const pasteOff = () => void io.stdout.write(PASTE_OFF);
  const onKey = (_s: unknown, key: { name?: string } | undefined): void => {
    if (key?.name === 'paste-start') pasting = true;
    else if (key?.name === 'paste-end') pasting = false;
  };
  if (interactive) {
    emitKeypressEvents(io.stdin);
    io.stdin.on('keypress', onKey);
  }

  const open = (): Interface => {
    const made = lineReader(io, interactive);
    made.on('line', (line) => {
      if (interactive && pasting) return void pasted.push(line);
      const whole = [...pasted, line].join('\n');
      pasted = [];
      deliver(whole);
    });
    made.on('close', () => {
      rl = undefined;
      if (marksPastes) {
        pasteOff();
        process.off('exit', pasteOff);
      }
      if (interactive && pasted.length) deliver(pasted.splice(0).join('\n'));
      if (closing) return;
      // A pipe has ended for good; on a terminal Ctrl-D ends this question's prompt, and the next opens another.
      if (!interactive) ended = true;
      for (const w of waiting.splice(0)) w(null);
    });
    made.on('SIGINT', () => process.kill(process.pid, 'SIGINT'));
    if (marksPastes) {
      io.stdout.write(PASTE_ON);
      process.once('exit', pasteOff);
    }
    return made;
  };
  const shut = (): void => {
    if (!rl) return;
    closing = true;
    rl.close();
    closing = false;
  };
  rl = open();

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
        rl ??= open();
        rl.setPrompt(question);
        rl.prompt();
      }
      return nextLine();
    },
    async suspend(run) {
      // A pipe is not the program's to read: it stays ours, and keeps its buffered lines.
      if (interactive) shut();
      return run();
    },
    close() {
      shut();
      io.stdin.off('keypress', onKey);
    },
  };
}
