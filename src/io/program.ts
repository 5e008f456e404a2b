/**
 * Running one outside program, without a shell: the one runner behind calendar commands, command sub-skills, qmd
 * and the pager. node:child_process rather than execa: execa cost ~0.2 s to import before the first program could
 * start (docs/performance.md).
 *
 * It stops waiting when the program has exited and what it wrote has been read, whatever its children do. A child
 * the program left in the background inherits its stdout and stderr and keeps the pipes open for as long as it
 * lives; waiting for the pipes to close (what Node's 'close' event and execa do) would wait for that child, and a
 * program that printed its answer in 0.1 s would be reported as timed out. When the program exits, everything it
 * wrote is already in the pipes: they are read until empty, then let go.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readSync } from 'node:fs';
import type { Readable } from 'node:stream';

/** After SIGTERM (timeout, cancel, output cap), a program that ignores it gets SIGKILL this much later. */
const FORCE_KILL_AFTER_MS = 2000;

export interface ProgramSpec {
  /** The program, then its arguments. */
  argv: readonly string[];
  /** Its whole environment: nothing else is inherited. */
  env: Record<string, string>;
  cwd?: string | undefined;
  /** Written to the program's stdin, which is then closed; without it, stdin is empty. */
  input?: string | undefined;
  /** Its stdout and stderr are ours (a pager on the terminal) instead of pipes we read. */
  inheritOutput?: boolean | undefined;
  /** Its stdin is ours (an editor on the terminal); `input` is then not used. */
  inheritInput?: boolean | undefined;
  timeoutMs?: number | undefined;
  /** More stdout than this stops the program. */
  maxBytes?: number | undefined;
  /** How much of stderr is kept; the rest is read and dropped. */
  maxStderrBytes?: number | undefined;
  signal?: AbortSignal | undefined;
}

/** How a run was cut short by us, if it was. */
type Stop = 'timeout' | 'output' | 'cancel';

export interface ProgramOutcome {
  /** Exit code, or null when a signal ended it. */
  code: number | null;
  signal: NodeJS.Signals | null;
  stop?: Stop;
  /** It could not be started (ENOENT, EACCES…). */
  error?: NodeJS.ErrnoException;
  stdout: Buffer;
  stderr: Buffer;
}

const READ_CHUNK = 64 * 1024;

/**
 * Reads what is waiting in a pipe now, without waiting for more: the pipe is non-blocking, so a read finds data,
 * end of file (every writer gone) or EAGAIN (a writer is still there, with nothing more to say yet).
 */
function readWaiting(stream: Readable | null, onData: (chunk: Buffer) => void): void {
  // First what the stream itself holds (read() hands it to the 'data' listener), then what the pipe holds.
  while (stream && stream.readableLength > 0 && stream.read() !== null);
  const fd = (stream as unknown as { _handle?: { fd?: unknown } } | null)?._handle?.fd;
  if (typeof fd !== 'number' || fd < 0) return;
  const buf = Buffer.allocUnsafe(READ_CHUNK);
  for (;;) {
    let n: number;
    try {
      n = readSync(fd, buf, 0, READ_CHUNK, null);
    } catch {
      return; // EAGAIN: empty for now; anything else: nothing more to read either
    }
    if (n === 0) return;
    onData(Buffer.from(buf.subarray(0, n)));
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

export function runProgram(spec: ProgramSpec): Promise<ProgramOutcome> {
  const [program, ...args] = spec.argv;
  return new Promise((resolve) => {
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let outBytes = 0;
    let errBytes = 0;
    let stop: Stop | undefined;
    let error: NodeJS.ErrnoException | undefined;
    let forceKill: NodeJS.Timeout | undefined;
    const child = spawn(program ?? '', args, {
      env: spec.env,
      cwd: spec.cwd,
      stdio: [
        spec.inheritInput ? 'inherit' : spec.input === undefined ? 'ignore' : 'pipe',
        spec.inheritOutput ? 'inherit' : 'pipe',
        spec.inheritOutput ? 'inherit' : 'pipe',
      ],
      windowsHide: true,
    });
    const letGo = (): void => {
      child.stdout?.destroy();
      child.stderr?.destroy();
    };
    const kill = (why: Stop): void => {
      if (stop !== undefined) return;
      stop = why;
      // Already gone (a background child holds the pipes): nothing to signal, just stop reading.
      if (exited(child)) {
        letGo();
        return;
      }
      child.kill('SIGTERM');
      forceKill = setTimeout(() => child.kill('SIGKILL'), FORCE_KILL_AFTER_MS);
    };
    const timer = spec.timeoutMs === undefined ? undefined : setTimeout(() => kill('timeout'), spec.timeoutMs);
    const onAbort = (): void => kill('cancel');
    spec.signal?.addEventListener('abort', onAbort, { once: true });
    if (spec.signal?.aborted) onAbort();
    const onStdout = (chunk: Buffer): void => {
      outBytes += chunk.length;
      if (spec.maxBytes !== undefined && outBytes > spec.maxBytes) kill('output');
      else stdout.push(chunk);
    };
    const stderrCap = spec.maxStderrBytes ?? Infinity;
    const onStderr = (chunk: Buffer): void => {
      if (errBytes < stderrCap) stderr.push(chunk.subarray(0, stderrCap - errBytes));
      errBytes += chunk.length;
    };
    child.stdout?.on('data', onStdout);
    child.stderr?.on('data', onStderr);
    if (child.stdin) {
      // A pager quit before reading it all: its stdin is closed, which is no error of ours.
      child.stdin.on('error', () => undefined);
      child.stdin.end(spec.input);
    }
    // If skill itself quits at once (a second Ctrl-C), a program that ignores SIGTERM would outlive us: SIGKILL it
    // on the way out.
    const killOnExit = (): void => void child.kill('SIGKILL');
    process.once('exit', killOnExit);
    child.on('exit', () => {
      if (stop === undefined) {
        readWaiting(child.stdout, onStdout);
        readWaiting(child.stderr, onStderr);
      }
      letGo();
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      error = err;
    });
    child.on('close', (code, signal) => {
      process.off('exit', killOnExit);
      clearTimeout(timer);
      clearTimeout(forceKill);
      spec.signal?.removeEventListener('abort', onAbort);
      resolve({
        code,
        signal,
        ...(stop ? { stop } : {}),
        ...(error ? { error } : {}),
        stdout: Buffer.concat(stdout),
        stderr: Buffer.concat(stderr),
      });
    });
  });
}
