/**
 * The outside world as the CLI sees it. Handlers receive an Io instead of touching `process` so tests can run them
 * in-process with captured output, a chosen environment and a fake terminal flag.
 */
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
}

export function processIo(signal: AbortSignal): Io {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    cwd: process.cwd(),
    signal,
  };
}

/** Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function useColour(out: Output, env: NodeJS.ProcessEnv): boolean {
  return Boolean(out.isTTY) && !env.NO_COLOR && env.TERM !== 'dumb';
}

export function printJson(out: Output, value: unknown): void {
  out.write(JSON.stringify(value, null, 2) + '\n');
}
