/**
 * transcript.jsonl: one JSON object per line for every model request and response, retry, error, tool call and
 * tool result, each with an ISO timestamp and a `type`. Lines are appended with synchronous writes to a file opened
 * once with mode 0600, so they are ordered and already on disk when Ctrl-C arrives: there is nothing to flush.
 *
 * Secrets never reach the file: requests are logged from our own request object (no headers exist there), and
 * every line is scrubbed of the secrets given at open time and of anything shaped like an Anthropic key.
 */
import { closeSync, fchmodSync, openSync } from 'node:fs';
import { writeAllSync } from '../io/write-all.js';
import { RunFailure } from '../errors.js';
import type { AssistantTurn, ModelEvent, ModelRequest } from './types.js';

export type NoteKind = 'injection-flag' | 'escalation' | 'subagent-attempt' | (string & {});

const KEY_PATTERN = /sk-ant-[A-Za-z0-9_-]{6,}/g;
const REDACTED = '[redacted]';

/** The secrets worth removing: strings under 8 characters would blank out ordinary words. Longest first, so a
 * secret that contains another is removed whole. */
export function usableSecrets(secrets: readonly (string | undefined)[] = []): string[] {
  return secrets.filter((s): s is string => typeof s === 'string' && s.length >= 8).sort((a, b) => b.length - a.length);
}

/** `text` with every given secret, and anything shaped like an Anthropic key, replaced by [redacted]. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join(REDACTED);
  return out.replace(KEY_PATTERN, REDACTED);
}

export interface TranscriptOptions {
  /** Strings that must never be written (the API key); replaced by [redacted]. Strings under 8 characters are ignored: they would blank out ordinary words. */
  secrets?: readonly (string | undefined)[];
  now?: () => Date;
}

export class Transcript {
  private fd: number | undefined;
  private calls = 0;
  private readonly secrets: string[];
  private readonly now: () => Date;

  private constructor(
    readonly path: string,
    fd: number,
    options: TranscriptOptions,
  ) {
    this.fd = fd;
    this.secrets = usableSecrets(options.secrets);
    this.now = options.now ?? (() => new Date());
  }

  /** Opens (creating or appending) the file with mode 0600. */
  static open(path: string, options: TranscriptOptions = {}): Transcript {
    let fd: number;
    try {
      fd = openSync(path, 'a', 0o600);
      fchmodSync(fd, 0o600); // an existing file keeps its mode otherwise
    } catch (err) {
      throw new RunFailure(`cannot open the transcript ${path}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`, { cause: err });
    }
    return new Transcript(path, fd, options);
  }

  /** Low-level: appends one entry (adds `ts`). Every typed helper below goes through here. */
  write(entry: { type: string } & Record<string, unknown>): void {
    if (this.fd === undefined) return; // closed: late events after the session ended are dropped
    const line = redactSecrets(JSON.stringify({ ts: this.now().toISOString(), ...entry }), this.secrets);
    try {
      writeAllSync(this.fd, Buffer.from(`${line}\n`));
    } catch (err) {
      throw new RunFailure(`cannot write the transcript ${this.path}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`, {
        cause: err,
      });
    }
  }

  /** Logs a request; returns the call number that its response, retries and tool calls refer to. */
  request(req: ModelRequest, label?: string): number {
    const call = ++this.calls;
    this.write({
      type: 'request',
      call,
      ...(label ? { label } : {}),
      model: req.model,
      max_tokens: req.max_tokens,
      ...(req.tool_choice ? { tool_choice: req.tool_choice } : {}),
      system: req.system ?? null,
      tools: req.tools ?? [],
      messages: req.messages,
    });
    return call;
  }

  response(call: number, turn: AssistantTurn, costUsd: number): void {
    this.write({
      type: 'response',
      call,
      id: turn.id,
      model: turn.model,
      stop_reason: turn.stopReason,
      content: turn.content,
      usage: turn.usage,
      cost_usd: roundCost(costUsd),
      attempts: turn.attempts,
    });
  }

  retry(call: number, event: Extract<ModelEvent, { type: 'retry' }>): void {
    this.write({
      type: 'retry',
      call,
      by: event.by,
      reason: event.reason,
      attempt: event.attempt,
      wait_ms: event.waitMs ?? null,
      ...(event.status ? { status: event.status } : {}),
      message: event.message,
    });
  }

  error(call: number | undefined, err: unknown): void {
    const e = err as { name?: string; message?: string; status?: number };
    this.write({
      type: 'error',
      call: call ?? null,
      error: e?.name ?? 'Error',
      message: e?.message ?? String(err),
      ...(typeof e?.status === 'number' ? { status: e.status } : {}),
    });
  }

  toolCall(call: number, id: string, name: string, input: unknown): void {
    this.write({ type: 'tool_call', call, id, name, input });
  }

  toolResult(call: number, id: string, name: string, content: string, isError: boolean, ms: number): void {
    this.write({ type: 'tool_result', call, id, name, is_error: isError, content, ms });
  }

  budget(level: 'warn' | 'stop', spentUsd: number, maxUsd: number): void {
    this.write({ type: 'budget', level, spent_usd: roundCost(spentUsd), max_usd: maxUsd });
  }

  /** Free-form entries for the layers above (e.g. 'injection-flag' when a note looks like it gives orders). */
  note(kind: NoteKind, data: Record<string, unknown> = {}): void {
    this.write({ type: 'note', kind, data });
  }

  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }
}

function roundCost(usd: number): number {
  return Math.round(usd * 1e6) / 1e6;
}
