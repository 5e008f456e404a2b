/**
 * Running an outside program for a gather task (a calendar command, a command sub-skill): no shell, an argument
 * array, a minimal environment (PATH, HOME, LANG, LC_ALL, TZ — never ANTHROPIC_API_KEY or other secrets), a timeout,
 * a cap on its output and the run's AbortSignal. Every way it can fail becomes a one-line reason; only an
 * interruption throws.
 */
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { InterruptedError } from '../errors.js';
import { oneLine } from '../text/line.js';
import { runProgram } from '../io/program.js';

/** stderr is only read for its first line. */
const STDERR_CAP_BYTES = 64 * 1024;

/** The only variables a program sees besides PATH. TZ is passed so it prints times in our zone. */
const INHERITED = ['HOME', 'LANG', 'LC_ALL', 'TZ'] as const;

export function minimalEnv(path: string | undefined, parent: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = { PATH: path ?? parent.PATH ?? '' };
  for (const key of INHERITED) {
    const value = parent[key];
    if (value !== undefined) env[key] = value;
  }
  return env;
}

function isExecutable(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether `program` would be found: a path to an executable file, or an executable in one of PATH's folders. */
export function onPath(program: string, pathEnv: string | undefined): boolean {
  if (program.includes('/')) return existsSync(program);
  return (pathEnv ?? '').split(delimiter).some((dir) => dir !== '' && isExecutable(join(dir, program)));
}

export function formatDuration(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;
}

export function formatBytes(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** A program's message as one printable line: its first non-blank line, at most 200 characters. */
export function firstLine(text: string): string {
  return oneLine(text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '', 200);
}

export interface CommandSpec {
  /** Program and arguments, placeholders already filled in. */
  argv: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  /** What to call it in messages ("calendar work"). */
  label: string;
}

export interface CommandRunOptions {
  signal?: AbortSignal | undefined;
  /** PATH for the child (default: process.env.PATH). */
  path?: string | undefined;
  /** The environment PATH and the inherited variables are read from (default: process.env). */
  env?: NodeJS.ProcessEnv;
}

export type CommandResult = { ok: true; stdout: string } | { ok: false; reason: string };

/** Runs the program (src/io/program.ts) and turns every way it can fail into a one-line reason. */
export async function runCommand(spec: CommandSpec, options: CommandRunOptions = {}): Promise<CommandResult> {
  const interrupted = (): InterruptedError => new InterruptedError(`interrupted while running ${spec.label}`);
  if (options.signal?.aborted) throw interrupted();
  const [program] = spec.argv;
  if (program === undefined || program.trim() === '') return { ok: false, reason: 'no command given' };
  const outcome = await runProgram({
    argv: spec.argv,
    env: minimalEnv(options.path, options.env),
    timeoutMs: spec.timeoutMs,
    maxBytes: spec.maxBytes,
    maxStderrBytes: STDERR_CAP_BYTES,
    signal: options.signal,
  });
  if (outcome.stop === 'cancel' || options.signal?.aborted) throw interrupted();
  const stderr = firstLine(new TextDecoder().decode(outcome.stderr));
  // A PATH folder we may not enter also gives EACCES for a bare name: only a program that is there is "denied".
  const missing =
    outcome.error?.code === 'ENOENT' || (outcome.error?.code === 'EACCES' && !onPath(program, minimalEnv(options.path, options.env).PATH));
  if (missing) return { ok: false, reason: `program not found: ${program}` };
  if (outcome.error?.code === 'EACCES') return { ok: false, reason: `cannot run ${program}: permission denied` };
  if (outcome.stop === 'timeout') return { ok: false, reason: `timed out after ${formatDuration(spec.timeoutMs)}` };
  if (outcome.stop === 'output') return { ok: false, reason: `output over ${formatBytes(spec.maxBytes)}` };
  if (outcome.error) return { ok: false, reason: firstLine(outcome.error.message) || 'failed to start' };
  if (outcome.code === null) return { ok: false, reason: `killed by ${outcome.signal ?? 'a signal'}` };
  if (outcome.code !== 0) return { ok: false, reason: `exit code ${outcome.code}${stderr ? `: ${stderr}` : ''}` };
  return { ok: true, stdout: new TextDecoder().decode(outcome.stdout) };
}
