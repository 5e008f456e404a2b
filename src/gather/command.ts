/**
 * Running an outside program for a gather task (a calendar command, a command sub-skill): no shell, an argument
 * array, a minimal environment (PATH, HOME, LANG, LC_ALL, TZ — never ANTHROPIC_API_KEY or other secrets), a timeout,
 * a cap on its output and the run's AbortSignal. Every way it can fail becomes a one-line reason; only an
 * interruption throws.
 */
import { InterruptedError } from '../errors.js';

/** After SIGTERM (timeout, cancel, size cap), a program that ignores it gets SIGKILL this much later. */
export const FORCE_KILL_AFTER_MS = 2000;
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

export function formatDuration(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;
}

export function formatBytes(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** One printable line of at most 200 characters from a program's message. */
export function oneLine(text: string): string {
  const line = text.split(/\r?\n/).map((l) => l.trim()).find((l) => l !== '') ?? '';
  const printable = line.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return printable.length > 200 ? `${printable.slice(0, 200)}…` : printable;
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

export async function runCommand(spec: CommandSpec, options: CommandRunOptions = {}): Promise<CommandResult> {
  const interrupted = (): InterruptedError => new InterruptedError(`interrupted while running ${spec.label}`);
  if (options.signal?.aborted) throw interrupted();
  const [program, ...args] = spec.argv;
  if (program === undefined || program.trim() === '') return { ok: false, reason: 'no command given' };
  const { execa } = await import('execa');
  const subprocess = execa(program, args, {
    reject: false,
    timeout: spec.timeoutMs,
    ...(options.signal ? { cancelSignal: options.signal } : {}),
    forceKillAfterDelay: FORCE_KILL_AFTER_MS,
    env: minimalEnv(options.path, options.env),
    extendEnv: false,
    stdin: 'ignore',
    encoding: 'buffer',
    maxBuffer: { stdout: spec.maxBytes, stderr: STDERR_CAP_BYTES },
    stripFinalNewline: false,
    windowsHide: true,
  });
  // If skill itself quits at once (a second Ctrl-C), execa's own cleanup only sends SIGTERM, which a program may
  // ignore and then outlive us: SIGKILL it on the way out.
  const killOnExit = () => void subprocess.kill('SIGKILL');
  process.once('exit', killOnExit);
  const result = await subprocess.finally(() => process.off('exit', killOnExit));
  if (result.isCanceled || options.signal?.aborted) throw interrupted();
  const stderr = oneLine(new TextDecoder().decode(result.stderr));
  if (result.code === 'ENOENT') return { ok: false, reason: `program not found: ${program}` };
  if (result.code === 'EACCES') return { ok: false, reason: `cannot run ${program}: permission denied` };
  if (result.timedOut) return { ok: false, reason: `timed out after ${formatDuration(spec.timeoutMs)}` };
  if (result.isMaxBuffer) return { ok: false, reason: `output over ${formatBytes(spec.maxBytes)}` };
  if (result.exitCode === undefined) {
    return { ok: false, reason: result.signal ? `killed by ${result.signal}` : oneLine(result.shortMessage ?? 'failed to start') };
  }
  if (result.exitCode !== 0) return { ok: false, reason: `exit code ${result.exitCode}${stderr ? `: ${stderr}` : ''}` };
  return { ok: true, stdout: new TextDecoder().decode(result.stdout) };
}
