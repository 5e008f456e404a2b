/**
 * The outside world as the CLI sees it. Handlers receive an Io instead of touching `process` so tests can run them
 * in-process with captured output, a chosen environment and a fake terminal flag.
 */
import { closeSync, fstatSync, openSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { invocation } from './invocation.js';

const require = createRequire(import.meta.url);

export interface Output {
  write(chunk: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface Io {
  stdout: Output;
  stderr: Output;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Fires on Ctrl-C (SIGINT) or SIGTERM. */
  signal: AbortSignal;
  /** How the user ran skill, for hints they can copy: `skill`, `node bin/skill`, `npm run skill --`. */
  command: string;
  /** --quiet: no progress and no notes (what asks for an answer, results, warnings and errors are still said). */
  quiet?: boolean;
}

/**
 * Remembers whether the terminal's current line was left open (streamed text without a final newline) by either
 * stream, so an error printed after it starts on a line of its own.
 */
export const lineState = { open: false };

/**
 * The stream itself (readline needs a real one), with `write` noting whether the line was left open, and dropping
 * what is written once the reader went away.
 */
function tracked(stream: NodeJS.WriteStream, gone: { closed: boolean }): NodeJS.WriteStream {
  return new Proxy(stream, {
    get(target, prop) {
      if (prop === 'write') {
        return (chunk: unknown, ...rest: unknown[]) => {
          if (gone.closed) return true;
          const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString() : '';
          if (text.length > 0) lineState.open = !text.endsWith('\n');
          return (target.write as (...a: unknown[]) => boolean)(chunk, ...rest);
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * When the reader of an output goes away (`skill list | head -1`, a closed terminal), writing to it fails
 * asynchronously with EPIPE; unhandled, that is a stack trace and exit 1. Instead the stream is marked closed, later
 * writes are dropped, and `onClosed` is told (for stdout: the command stops, quietly).
 */
function watchClosed(
  stream: NodeJS.WriteStream,
  onClosed: (err: NodeJS.ErrnoException) => void,
  onHangup: () => void,
): { closed: boolean } {
  const gone = { closed: false };
  // Any write error means the same here: nobody reads this output any more, and there is nowhere to report it. On a
  // terminal that is gone (EIO) it is the hangup itself.
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (gone.closed) return;
    gone.closed = true;
    if (stream.isTTY && err.code === 'EIO') onHangup();
    else onClosed(err);
  });
  return gone;
}

/**
 * An output that is a file or a device (`> out.json`, `> /dev/full`): Node writes each chunk to it with one write(2)
 * and ignores a short count. A full disk takes what fits and fails only the next write, which for the last chunk never
 * comes: the output would be cut with nothing said, and exit 0. So each chunk is written whole here, and the write
 * that fails is the stream's error, as Node reports it (built-help.ts writes the help the same way).
 */
function writeWhole(stream: NodeJS.WriteStream, fd: number): void {
  if (stream.isTTY || !isFileOrDevice(fd)) return; // a terminal, or a pipe or socket: a stream of libuv's own
  const writable = stream as unknown as { _write: (chunk: Buffer, encoding: string, cb: (err?: Error | null) => void) => void };
  writable._write = (chunk, _encoding, cb) => {
    try {
      for (let at = 0; at < chunk.length; ) at += writeSync(fd, chunk, at);
    } catch (err) {
      cb(err as Error);
      return;
    }
    cb();
  };
}

/** What Node's process.stdout makes a SyncWriteStream of (when it is not a terminal): a file or a device. */
function isFileOrDevice(fd: number): boolean {
  try {
    const st = fstatSync(fd);
    return st.isFile() || st.isCharacterDevice();
  } catch {
    return false;
  }
}

/**
 * The terminal going away under a prompt (the window closed, tmux kill-session, the pty's other end closed) shows on
 * stdin before or instead of SIGHUP: reading or leaving raw mode fails with EIO, which node emits as an 'error' event
 * on stdin (unhandled: a stack trace, exit 1, session.json `failed`), or a terminal's input simply ends (Ctrl-D at a
 * prompt is a key, not an end). Either is a hangup, handled as SIGHUP is.
 */
function watchHangup(stdin: NodeJS.ReadStream, onHangup: () => void): void {
  stdin.on('error', onHangup);
  if (stdin.isTTY) stdin.on('end', onHangup);
}

/**
 * The standard streams this process's Io has opened, by descriptor. Node makes process.stdin, stdout and stderr on
 * first use, and making them is a good part of a short command's start-up: a stdin that is a file or /dev/null
 * loads fs streams, fs/promises and readline; a pipe is a socket (docs/performance.md, "Startup"). So processIo opens
 * each on first use, and what only prints (`--help`, a usage error) opens only the output it writes to.
 */
const opened = new Map<0 | 1 | 2, NodeJS.ReadStream | NodeJS.WriteStream>();

/** The outputs opened so far, for flushing before exit (one never opened holds nothing). */
export function openedOutputs(): NodeJS.WriteStream[] {
  return [opened.get(1), opened.get(2)].filter((s): s is NodeJS.WriteStream => s !== undefined);
}

/**
 * Before exiting: the standard streams that were a terminal that is gone now are pointed at /dev/null. Node restores
 * the terminal's modes on exit and asserts that this works; on a terminal that is gone it fails with EIO and node
 * aborts with a native stack trace (Node 20's ResetStdio), so the exit code would be a crash instead of 130. A
 * descriptor that no longer names the terminal is left alone by that step. Nothing is lost: nobody reads them.
 * Node does this for every descriptor that was a terminal when it started, opened as a stream or not; one never
 * opened is taken as a terminal that may be gone when it is a character device (pointing /dev/null at /dev/null
 * changes nothing).
 */
export function detachDeadTerminal(): void {
  for (const fd of [0, 1, 2] as const) {
    const stream = opened.get(fd);
    if (stream ? !stream.isTTY : !isCharacterDevice(fd)) continue;
    // A terminal that hung up answers no terminal request (EIO), so it is no longer a tty: after a SIGHUP too. The
    // tty module is loaded only here, for what may be a terminal (on one, its stream has loaded it already).
    if ((require('node:tty') as typeof import('node:tty')).isatty(fd)) continue;
    try {
      closeSync(fd);
      openSync('/dev/null', fd === 0 ? 'r' : 'w'); // the lowest free descriptor: the one just closed
    } catch {
      // already closed: node skips a closed descriptor too
    }
  }
}

function isCharacterDevice(fd: number): boolean {
  try {
    return fstatSync(fd).isCharacterDevice();
  } catch {
    return false; // closed
  }
}

/**
 * `script` is the path node was given (process.argv[1]); `onStdoutClosed` runs once if writing to stdout fails (its
 * reader went away: EPIPE; or the file or device fails, as `> /dev/full` does: ENOSPC), `onHangup` when the terminal
 * goes (stdin or an output failing with EIO).
 */
export function processIo(
  signal: AbortSignal,
  script: string | undefined,
  onStdoutClosed: (err: NodeJS.ErrnoException) => void = () => undefined,
  onHangup: () => void = () => undefined,
): Io {
  // Each stream is opened, watched and wrapped on first use (see `opened`), once.
  const once = <T>(make: () => T): (() => T) => {
    let made: T | undefined;
    return () => (made ??= make());
  };
  const stdin = once(() => {
    opened.set(0, process.stdin);
    watchHangup(process.stdin, onHangup);
    return process.stdin;
  });
  const output = (fd: 1 | 2, stream: () => NodeJS.WriteStream, onClosed: (err: NodeJS.ErrnoException) => void) =>
    once(() => {
      opened.set(fd, stream());
      writeWhole(stream(), fd);
      return tracked(stream(), watchClosed(stream(), onClosed, onHangup));
    });
  const stdout = output(1, () => process.stdout, onStdoutClosed);
  const stderr = output(
    2,
    () => process.stderr,
    () => undefined,
  );
  return {
    get stdout() {
      return stdout();
    },
    get stderr() {
      return stderr();
    },
    get stdin() {
      return stdin();
    },
    env: process.env,
    cwd: process.cwd(),
    signal,
    command: invocation(script, process.env, process.cwd()),
  };
}

/**
 * Opens the standard streams an Io makes on first use (processIo's), so that a command runs with every one of them
 * watched from its start, as before they were made lazily: a hangup or a closed reader is seen wherever it shows.
 */
export function openStreams(io: Io): void {
  void [io.stdin, io.stdout, io.stderr];
}

/**
 * Colour on a terminal, never when NO_COLOR is set (https://no-color.org) or TERM is dumb. FORCE_COLOR set to
 * anything but "", 0 or false asks for colour anyway, on a pipe too (a CI log, `| less -R`), and wins over NO_COLOR
 * as it does for Node itself; FORCE_COLOR=0 turns colour off.
 */
export function useColour(out: Output, env: NodeJS.ProcessEnv): boolean {
  const force = env.FORCE_COLOR?.trim().toLowerCase();
  if (force !== undefined && force !== '') return force !== '0' && force !== 'false';
  return Boolean(out.isTTY) && !env.NO_COLOR && env.TERM !== 'dumb';
}

export function printJson(out: Output, value: unknown): void {
  out.write(`${JSON.stringify(value, null, 2)}\n`);
}
