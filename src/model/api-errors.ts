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
  constructor(message: string, options: { status?: number | undefined; errorType?: string | undefined; hint?: string; cause?: unknown } = {}) {
    super(message, options);
    this.status = options.status;
    this.errorType = options.errorType;
  }
}

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
  /** A content delta (text, tool input or thinking) arrived before the failure. */
  sawDelta: boolean;
  /** Our idle timer aborted the stream. */
  idleFired: boolean;
  partialText: string;
  model: string;
  host: string;
  idleTimeoutMs: number;
}

export type Classified =
  | { kind: 'retry'; reason: RetryReason; message: string }
  | { kind: 'fatal'; error: ModelApiError };

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

const PREFIX = 'Anthropic API:';

/** API messages can carry newlines and long explanations: one line, this long at most. */
const MESSAGE_MAX = 240;

function apiMessageOf(e: ErrorShape): string {
  if (e.apiMessage) return oneLine(e.apiMessage, MESSAGE_MAX);
  const body = e.error as { error?: { message?: unknown } } | undefined;
  if (typeof body?.error?.message === 'string') return oneLine(body.error.message, MESSAGE_MAX);
  return oneLine(e.message ?? 'no details', MESSAGE_MAX);
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

function statusError(e: ErrorShape, status: number, model: string): ModelApiError {
  const detail = apiMessageOf(e);
  const type = errorTypeOf(e);
  const make = (text: string, hint?: string) => new ModelApiError(`${PREFIX} ${text}`, { status, errorType: type, cause: e, ...(hint ? { hint } : {}) });
  if (e.errorCode === 'enforced_spend_limit_reached' || ((status === 400 || status === 429) && isSpendLimitMessage(detail))) {
    return make(`spend limit reached (${status}) — ${detail}`, 'Raise the limit in the Claude Console, or run with --offline.');
  }
  if (/credit balance/i.test(detail)) return make(`credit balance too low (${status}) — ${detail}`, 'Add credits in the Claude Console, or run with --offline.');
  switch (status) {
    case 400: return make(`request rejected (400) — ${detail}`);
    case 401: return make('authentication failed (401) — check ANTHROPIC_API_KEY');
    case 402: return make(`billing error (402) — ${detail}`);
    case 403: return make(`permission denied (403) — ${detail}`);
    case 404: return make(`not found (404) — is ${JSON.stringify(model)} a model this key can use? (${detail})`);
    case 413: return make(`request too large (413) — ${detail}`);
    case 429: return make(`rate limited (429), still after retries — ${detail}`, 'Wait a minute and run it again.');
    case 529: return make('overloaded (529), still after retries — try again in a few minutes');
    default:
      if (status >= 500) return make(`server error (${status}), still after retries — ${detail}`);
      return make(`HTTP ${status} — ${detail}`);
  }
}

/**
 * Decides what a failed stream attempt means. The caller has already handled a user abort (InterruptedError).
 * Anything that fails before the first content delta and that a new request could fix is retryable; after it,
 * a failure ends the turn (see docs/engine.md: no silent duplicate text).
 */
export function classifyStreamError(err: unknown, state: StreamState): Classified {
  const e = (err ?? {}) as ErrorShape;
  const name = e.name ?? '';

  let retry: { reason: RetryReason; message: string } | undefined;
  if (name === 'APIUserAbortError' || state.idleFired) {
    // Only our idle timer aborts without the user's signal being set.
    retry = { reason: 'stall', message: `no data for ${Math.round(state.idleTimeoutMs / 1000)} s` };
  } else if (name === 'APIConnectionTimeoutError') {
    return { kind: 'fatal', error: new ModelApiError(`${PREFIX} no response from ${state.host}, still after retries`, { cause: err, hint: 'Check the network, or run with --offline.' }) };
  } else if (name === 'APIConnectionError') {
    const cause = e.cause instanceof Error ? ` (${oneLine(e.cause.message, 120)})` : '';
    return { kind: 'fatal', error: new ModelApiError(`${PREFIX} cannot connect to ${state.host}${cause}`, { cause: err, hint: 'Check the network, or run with --offline.' }) };
  } else if (typeof e.status === 'number') {
    return { kind: 'fatal', error: statusError(e, e.status, state.model) };
  } else if (name === 'APIError' || errorTypeOf(e)) {
    // An `event: error` inside a 200 stream.
    const type = errorTypeOf(e) ?? 'api_error';
    const reason = RETRY_REASON[type];
    if (!reason) return { kind: 'fatal', error: new ModelApiError(`${PREFIX} ${type} during the reply — ${apiMessageOf(e)}`, { errorType: type, cause: err }) };
    retry = { reason, message: `${type} in the stream` };
  } else {
    // The body broke off (socket closed, truncated SSE, unparseable event).
    retry = { reason: 'connection', message: `the stream broke off (${oneLine(e.message ?? String(err), 120)})` };
  }

  if (state.sawDelta) {
    return {
      kind: 'fatal',
      error: new StreamBrokenError(`${PREFIX} the reply broke off after it had started (${retry.message}); the partial reply was discarded`, state.partialText, { cause: err }),
    };
  }
  return { kind: 'retry', ...retry };
}

/** The error thrown when our own retries are used up. */
export function retriesExhausted(reason: RetryReason, message: string, attempts: number): ModelApiError {
  const what = reason === 'overloaded' ? 'overloaded' : reason === 'stall' ? 'the stream stalled' : message;
  return new ModelApiError(`${PREFIX} ${what}, still after ${attempts} attempts — try again in a few minutes`, { hint: 'Or run with --offline.' });
}
