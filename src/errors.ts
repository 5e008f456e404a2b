/**
 * Typed errors with a one-line message meant for the user. They are thrown anywhere and caught once,
 * at the CLI boundary (src/cli/main.ts), which prints the message and exits with the error's code.
 * Anything else that reaches the boundary is a bug: it is reported as such, with the stack only under --debug.
 */

/** Exit codes are part of the command-line contract (docs/architecture.md). */
export const EXIT = {
  ok: 0,
  failure: 1,
  badInput: 2,
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export abstract class SkillError extends Error {
  abstract readonly exitCode: ExitCode;
  /** An optional second line: what to do about it. */
  readonly hint: string | undefined;

  constructor(message: string, options?: { hint?: string; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.hint = options?.hint;
  }
}

/** The user gave something we cannot use: a ritual, a time expression, a vault, a flag, a config file. */
export class BadInputError extends SkillError {
  readonly exitCode = EXIT.badInput;
}

/** Something failed while doing the job (I/O, the model service, a write that could not be applied). */
export class RunFailure extends SkillError {
  readonly exitCode = EXIT.failure;
}

/** The user interrupted (Ctrl-C) or an AbortSignal fired. */
export class InterruptedError extends SkillError {
  readonly exitCode = EXIT.interrupted;
  constructor(message = 'interrupted', options?: { hint?: string; cause?: unknown }) {
    super(message, options);
  }
}

export function isSkillError(err: unknown): err is SkillError {
  return err instanceof SkillError;
}

/** Quote user-supplied text in messages so empty strings and spaces stay visible. */
export function quote(text: string): string {
  return `“${text}”`;
}
