/**
 * Turns whatever the SDK throws into either "retry this stream" or one typed error with a one-line message. The
 * SDK classes are matched by name and shape rather than `instanceof`, so this file does not load the SDK.
 */
import { RunFailure } from '../errors.js';
import { oneLine } from '../text/line.js';
import type { RetryReason } from './types.js';

/** A failure of the model service. `status` is the HTTP status when there was one. */
export class ModelApiError extends RunFailure {
  readonly status: number | undefined;
  readonly errorType: string | undefined;
  constructor(
    message: string,
    options: { status?: number | undefined; errorType?: string | undefined; hint?: string; cause?: unknown } = {},
  ) {
    super(message, options);
    this.status = options.status;
    this.errorType = options.errorType;
  }
}

/**
 * The request cannot fit the model's context window: the API's "prompt is too long", a local server's context
 * overflow (LM Studio sends it as HTTP 500), or our own preflight. Never retried: the same request would fail again.
 */
export class ContextOverflowError extends ModelApiError {}

/** The stream failed after text had already been shown: retrying would repeat it, so the turn fails. */
export class StreamBrokenError extends ModelApiError {
  /** The text received before the failure, for a caller that wants to show what was lost. */
  readonly partialText: string;
  constructor(message: string, partialText: string, options: { errorType?: string; cause?: unknown } = {}) {
    super(message, { ...options, hint: 'Run it again; nothing of this reply was kept.' });
    this.partialText = partialText;
  }
}

export interface StreamState {
  /**
   * Text already handed to the caller's onTextDelta (on the user's screen). Thinking, tool input and text nobody
   * displays do not count: a failure after them is retried as if nothing had arrived.
   */
  shownText: string;
  /** Our idle timer aborted the stream. */
  idleFired: boolean;
  model: string;
  host: string;
  idleTimeoutMs: number;
  /** HTTP retries made for this attempt (client.ts, httpRetries). */
  httpRetries: number;
  /** The last response was not worth a retry: the server's `x-should-retry: false`, a spend limit, an overflow. */
  noRetry: boolean;
  /** Messages start with this ("Anthropic API:", or the local server's name). */
  prefix: string;
}

/** A fresh state for one attempt. */
export function newStreamState(init: Pick<StreamState, 'model' | 'host' | 'idleTimeoutMs' | 'prefix'>): StreamState {
  return { shownText: '', idleFired: false, httpRetries: 0, noRetry: false, ...init };
}

export type Classified = { kind: 'retry'; reason: RetryReason; message: string } | { kind: 'fatal'; error: ModelApiError };

interface ErrorShape {
  name?: string;
  message?: string;
  status?: number;
  type?: string | null;
  errorCode?: string | null;
  apiMessage?: string | null;
  error?: unknown;
  cause?: unknown;
}

export const PREFIX = 'Anthropic API:';

/** API messages can carry newlines and long explanations: one line, this long at most. */
const MESSAGE_MAX = 240;

/** An error body that is an HTML page (a proxy's or the edge's 502/504) said in a few words, not pasted. */
function describeBody(text: string): string {
  if (!/^\s*(<!doctype html|<html)/i.test(text) && !/<\/(html|body|head)>/i.test(text)) return oneLine(text, MESSAGE_MAX);
  const title = /<title>([^<]*)<\/title>/i.exec(text)?.[1]?.trim();
  return `the server sent an HTML error page${title ? ` ("${oneLine(title, 80)}")` : ''} instead of the API's answer`;
}

function apiMessageOf(e: ErrorShape): string {
  if (e.apiMessage) return oneLine(e.apiMessage, MESSAGE_MAX);
  const body = e.error as { error?: { message?: unknown } } | undefined;
  if (typeof body?.error?.message === 'string') return oneLine(body.error.message, MESSAGE_MAX);
  // The SDK puts a non-JSON body (an HTML page) after the status in its message: "502 <html>…".
  return describeBody((e.message ?? 'no details').replace(/^\d{3} /, ''));
}

const CONTEXT_OVERFLOW = [
  /prompt is too long/i, // the API, 400
  /exceed context limit/i, // the API: input length and max_tokens exceed context limit
  /context the overflows|context length of only/i, // LM Studio, HTTP 500
  /exceeds? the available context size/i, // llama.cpp server (exceed_context_size_error)
  /exceeded max context length/i, // Ollama
  /maximum context length is \d+/i, // vLLM and OpenAI-style servers
  /n_keep: \d+ ?>= ?n_ctx/i, // LM Studio / llama.cpp, older wording
];

const OVERFLOW_HINT =
  'Type /done to write what the conversation has; for a local model, load it with a larger context and raise context_tokens (docs/engine.md).';

/** Whether an error body or message says the prompt does not fit the context window. */
export function isContextOverflowText(text: string): boolean {
  return CONTEXT_OVERFLOW.some((p) => p.test(text));
}

function errorTypeOf(e: ErrorShape): string | undefined {
  if (e.type) return e.type;
  const body = e.error as { error?: { type?: unknown } } | undefined;
  return typeof body?.error?.type === 'string' ? body.error.type : undefined;
}

export function isSpendLimitMessage(message: string): boolean {
  return /usage limit|spend limit|spending limit/i.test(message);
}

export function isSpendLimitBody(body: unknown): boolean {
  const error = (body as { error?: { message?: unknown; details?: { error_code?: unknown } } } | undefined)?.error;
  if (!error) return false;
  if (error.details?.error_code === 'enforced_spend_limit_reached') return true;
  return typeof error.message === 'string' && isSpendLimitMessage(error.message);
}

const RETRY_REASON: Record<string, RetryReason> = {
  overloaded_error: 'overloaded',
  api_error: 'stream_error',
  timeout_error: 'stream_error',
  rate_limit_error: 'rate_limited',
};

export function reasonForStatus(status: number): RetryReason {
  if (status === 429) return 'rate_limited';
  if (status === 529) return 'overloaded';
  if (status === 408) return 'timeout';
  return 'server_error';
}

function statusError(e: ErrorShape, status: number, state: StreamState): ModelApiError {
  const { model, prefix } = state;
  const detail = apiMessageOf(e);
  const type = errorTypeOf(e);
  const make = (text: string, hint?: string) =>
    new ModelApiError(`${prefix} ${text}`, { status, errorType: type, cause: e, ...(hint ? { hint } : {}) });
  // "still after retries" only when a request was retried; a server can say not to (x-should-retry: false).
  const after = state.httpRetries > 0 ? ', still after retries' : state.noRetry ? ', not retried (the server said not to)' : '';
  if (isContextOverflowText(detail) || type === 'exceed_context_size_error') {
    return new ContextOverflowError(
      `${prefix} the request does not fit ${JSON.stringify(model)}'s context window (${status}) — ${detail}`,
      {
        status,
        errorType: type,
        cause: e,
        hint: OVERFLOW_HINT,
      },
    );
  }
  if (e.errorCode === 'enforced_spend_limit_reached' || ((status === 400 || status === 429) && isSpendLimitMessage(detail))) {
    return make(`spend limit reached (${status}) — ${detail}`, 'Raise the limit in the Claude Console, or run with --offline.');
  }
  if (/credit balance/i.test(detail))
    return make(`credit balance too low (${status}) — ${detail}`, 'Add credits in the Claude Console, or run with --offline.');
  switch (status) {
    case 400:
      return make(`request rejected (400) — ${detail}`);
    case 401:
      return make('authentication failed (401) — check ANTHROPIC_API_KEY');
    case 402:
      return make(`billing error (402) — ${detail}`);
    case 403:
      return make(`permission denied (403) — ${detail}`);
    case 404:
      return make(`not found (404) — is ${JSON.stringify(model)} a model this key can use? (${detail})`);
    case 413:
      return make(`request too large (413) — ${detail}`);
    case 429:
      return make(`rate limited (429)${after} — ${detail}`, 'Wait a minute and run it again.');
    case 529:
      return make(`overloaded (529)${after} — try again in a few minutes`);
    case 504:
      return make(`timed out (504)${after} — ${detail}`, 'Try again in a few minutes.');
    default:
      if (status >= 500) return make(`server error (${status})${after} — ${detail}`);
      return make(`HTTP ${status} — ${detail}`);
  }
}

/**
 * Decides what a failed stream attempt means. The caller has already handled a user abort (InterruptedError).
 * Anything that a new request could fix is retryable as long as no text reached the user's screen (thinking and tool
 * input do not count); after visible text, a failure ends the turn (docs/engine.md: no silent duplicate text).
 */
export function classifyStreamError(err: unknown, state: StreamState): Classified {
  const e = (err ?? {}) as ErrorShape;
  const name = e.name ?? '';
  const prefix = state.prefix;

  let retry: { reason: RetryReason; message: string } | undefined;
  if (name === 'APIUserAbortError' || state.idleFired) {
    // Only our idle timer aborts without the user's signal being set.
    retry = { reason: 'stall', message: `no data for ${Math.round(state.idleTimeoutMs / 1000)} s` };
  } else if (name === 'APIConnectionTimeoutError') {
    return {
      kind: 'fatal',
      error: new ModelApiError(`${prefix} no response from ${state.host}, still after retries`, {
        cause: err,
        hint: 'Check the network, or run with --offline.',
      }),
    };
  } else if (name === 'APIConnectionError') {
    const cause = e.cause instanceof Error ? ` (${oneLine(e.cause.message, 120)})` : '';
    return {
      kind: 'fatal',
      error: new ModelApiError(`${prefix} cannot connect to ${state.host}${cause}`, {
        cause: err,
        hint: 'Check the network, or run with --offline.',
      }),
    };
  } else if (typeof e.status === 'number') {
    return { kind: 'fatal', error: statusError(e, e.status, state) };
  } else if (name === 'APIError' || errorTypeOf(e)) {
    // An `event: error` inside a 200 stream. Some local servers report a context overflow this way (LM Studio's
    // OpenAI-style endpoint answers it with HTTP 200): the same request would fail again, so it is not retried.
    const type = errorTypeOf(e) ?? 'api_error';
    if (isContextOverflowText(apiMessageOf(e)) || type === 'exceed_context_size_error') {
      return {
        kind: 'fatal',
        error: new ContextOverflowError(
          `${prefix} the request does not fit ${JSON.stringify(state.model)}'s context window — ${apiMessageOf(e)}`,
          { errorType: type, cause: err, hint: OVERFLOW_HINT },
        ),
      };
    }
    const reason = RETRY_REASON[type];
    if (!reason)
      return {
        kind: 'fatal',
        error: new ModelApiError(`${prefix} ${type} during the reply — ${apiMessageOf(e)}`, { errorType: type, cause: err }),
      };
    retry = { reason, message: `${type} in the stream` };
  } else {
    // The body broke off (socket closed, truncated SSE, unparseable event).
    retry = { reason: 'connection', message: `the stream broke off (${oneLine(e.message ?? String(err), 120)})` };
  }

  if (state.shownText !== '') {
    return {
      kind: 'fatal',
      error: new StreamBrokenError(
        `${prefix} the reply broke off after it had started (${retry.message}); the partial reply was discarded`,
        state.shownText,
        { cause: err },
      ),
    };
  }
  return { kind: 'retry', ...retry };
}

/** The error thrown when our own retries are used up. */
export function retriesExhausted(reason: RetryReason, message: string, attempts: number, prefix = PREFIX): ModelApiError {
  const what = reason === 'overloaded' ? 'overloaded' : reason === 'stall' ? 'the stream stalled' : message;
  return new ModelApiError(`${prefix} ${what}, still after ${attempts} attempts — try again in a few minutes`, {
    hint: 'Or run with --offline.',
  });
}
