/**
 * The only code that calls the Anthropic SDK. It streams one turn at a time and owns the failure policy:
 *
 * - The SDK keeps its own retries (HTTP 408/409/429/5xx and connection errors before the response), bounded by
 *   `maxRetries`; a per-request middleware caps any Retry-After at `maxRetryAfterMs`, refuses to retry a spend-limit
 *   429, and reports each SDK retry as a `retry` event.
 * - We retry a stream that fails after HTTP 200 but BEFORE its first content delta (an `overloaded_error` event,
 *   a cut connection, a stall caught by the idle timer), with a capped backoff that ends at once on abort.
 * - After the first delta a failure is a StreamBrokenError: text already shown is never silently repeated.
 *
 * The SDK is imported on first use (it costs ~270 ms at startup).
 */
import type { Middleware } from '@anthropic-ai/sdk';
import { BadInputError, InterruptedError } from '../errors.js';
import {
  classifyStreamError,
  isContextOverflowText,
  isSpendLimitBody,
  ModelApiError,
  newStreamState,
  PREFIX,
  reasonForStatus,
  retriesExhausted,
  type StreamState,
} from './api-errors.js';
import { abortableSleep, backoffMs, rateLimitResetMs, retryAfterMs, throwIfAborted } from './retry.js';
import type { AssistantTurn, ModelClient, ModelEvent, ModelRequest, StreamOptions, TokenUsage } from './types.js';

export interface ModelClientOptions {
  apiKey: string;
  /** Defaults to https://api.anthropic.com (the environment is not read here: see clientOptionsFromEnv). */
  baseURL?: string | undefined;
  /** SDK retries per HTTP request (429, 5xx, connection errors). */
  maxRetries?: number;
  /** Per HTTP attempt: how long to wait for the response headers. */
  timeoutMs?: number;
  /** Inside a stream: the longest silence (no bytes, pings included) before the stream is dropped. */
  idleTimeoutMs?: number;
  /** Our retries of a stream that failed before its first delta. */
  streamRetries?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Cap on a server's Retry-After (the SDK has none). */
  maxRetryAfterMs?: number;
  /** No new stream retry once this long has passed since the turn started. */
  retryDeadlineMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Where the SDK's own log lines go (ANTHROPIC_LOG=debug); without it the SDK writes them to stdout. */
  logger?: SdkLogger;
  /** A local server speaking the Messages API (Ollama, llama.cpp, LM Studio, vLLM): errors name it, not Anthropic. */
  local?: boolean;
}

type LogFn = (message: string, ...rest: unknown[]) => void;
/** The SDK's Logger shape. */
export interface SdkLogger {
  error: LogFn;
  warn: LogFn;
  info: LogFn;
  debug: LogFn;
}

export const CLIENT_DEFAULTS = {
  baseURL: 'https://api.anthropic.com',
  maxRetries: 2,
  timeoutMs: 60_000,
  idleTimeoutMs: 60_000,
  streamRetries: 2,
  retryBaseMs: 1_000,
  retryMaxMs: 8_000,
  maxRetryAfterMs: 30_000,
  retryDeadlineMs: 120_000,
} as const;

/** Offline mode is the caller's decision, from this: the SDK itself would only fail at the first request. */
export function hasApiKey(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.ANTHROPIC_API_KEY?.trim());
}

/**
 * Waits and retry counts that an environment variable may override. They exist so end-to-end tests (and someone
 * debugging a flaky network) can make a stalled stream or a backoff take milliseconds instead of a minute; the
 * defaults are what users get. docs/config.md lists them.
 */
export const TIMING_ENV = {
  SKILL_API_MAX_RETRIES: 'maxRetries',
  SKILL_API_TIMEOUT_MS: 'timeoutMs',
  SKILL_API_IDLE_TIMEOUT_MS: 'idleTimeoutMs',
  SKILL_API_STREAM_RETRIES: 'streamRetries',
  SKILL_API_RETRY_BASE_MS: 'retryBaseMs',
  SKILL_API_MAX_RETRY_AFTER_MS: 'maxRetryAfterMs',
} as const satisfies Record<string, keyof ModelClientOptions>;

type TimingOptions = Partial<Pick<ModelClientOptions, (typeof TIMING_ENV)[keyof typeof TIMING_ENV]>>;

/** The SKILL_API_* overrides alone (local servers take them too; they need no key). */
export function timingFromEnv(env: NodeJS.ProcessEnv): TimingOptions {
  const out: TimingOptions = {};
  for (const [name, key] of Object.entries(TIMING_ENV)) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value)) throw new BadInputError(`${name}=${JSON.stringify(raw)} should be a whole number (${key.endsWith('Ms') ? 'milliseconds' : 'a count'})`);
    out[key] = value;
  }
  return out;
}

/** The key, base URL and any timing overrides from an environment, or undefined without a key. */
export function clientOptionsFromEnv(env: NodeJS.ProcessEnv): ({ apiKey: string; baseURL?: string } & TimingOptions) | undefined {
  const apiKey = env.ANTHROPIC_API_KEY?.trim();
  if (!apiKey) return undefined;
  const baseURL = env.ANTHROPIC_BASE_URL?.trim();
  return { apiKey, ...(baseURL ? { baseURL } : {}), ...timingFromEnv(env) };
}

type Sdk = typeof import('@anthropic-ai/sdk');
type SdkClient = InstanceType<Sdk['default']>;
let sdkModule: Promise<Sdk> | undefined;
const loadSdk = (): Promise<Sdk> => (sdkModule ??= import('@anthropic-ai/sdk'));

export function usageFromApi(u: { input_tokens?: number | null; output_tokens?: number | null; cache_read_input_tokens?: number | null; cache_creation_input_tokens?: number | null } | undefined): TokenUsage {
  return {
    input: u?.input_tokens ?? 0,
    output: u?.output_tokens ?? 0,
    cacheRead: u?.cache_read_input_tokens ?? 0,
    cacheWrite: u?.cache_creation_input_tokens ?? 0,
  };
}

/** Mirrors the SDK's decision, so a `retry` event is reported only when the SDK will really retry. */
function sdkRetriesStatus(status: number, headers: Headers): boolean {
  const header = headers.get('x-should-retry');
  if (header === 'true') return true;
  if (header === 'false') return false;
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

interface Attempt {
  emit: (e: ModelEvent) => void;
  armIdle: () => void;
  aborted: () => boolean;
  state: StreamState;
}

/** Statuses whose body we read before the SDK does: spend limits (400, 429) and context overflows (400, 413, 500). */
const READ_BODY = new Set([400, 413, 429, 500]);

export function createModelClient(options: ModelClientOptions): ModelClient {
  if (!options.apiKey?.trim()) throw new BadInputError('no Anthropic API key: set ANTHROPIC_API_KEY, or run with --offline');
  const cfg = { ...CLIENT_DEFAULTS, ...stripUndefined(options) };
  const host = safeHost(cfg.baseURL);
  const prefix = options.local ? `model server ${host}:` : PREFIX;
  const freshState = (model: string) => newStreamState({ model, host, idleTimeoutMs: cfg.idleTimeoutMs, prefix });
  let client: SdkClient | undefined;

  const sdkClient = async (): Promise<SdkClient> => {
    if (client) return client;
    const { default: Anthropic } = await loadSdk();
    client = new Anthropic({
      apiKey: options.apiKey,
      baseURL: cfg.baseURL,
      maxRetries: cfg.maxRetries,
      timeout: cfg.timeoutMs,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    });
    return client;
  };

  /**
   * Per request: cap Retry-After (or derive it from the rate-limit reset headers), never retry a spend limit or a
   * context overflow, report SDK retries, watch the body for silence.
   */
  const middleware = (attempt: Attempt): Middleware => async (request, next) => {
    const retryCount = Number(request.headers.get('x-stainless-retry-count') ?? '0') || 0;
    attempt.state.sdkRetries = retryCount;
    const sdkWillRetry = retryCount < cfg.maxRetries;
    let response: Response;
    try {
      response = await next(request);
    } catch (err) {
      if (sdkWillRetry && !attempt.aborted()) {
        const timedOut = (err as { name?: string })?.name === 'AbortError';
        attempt.emit({ type: 'retry', by: 'sdk', reason: timedOut ? 'timeout' : 'connection', attempt: retryCount + 1, waitMs: undefined, message: timedOut ? 'no response in time' : 'connection failed' });
      }
      throw err;
    }
    if (response.ok) {
      attempt.armIdle();
      return watchBody(response, attempt.armIdle);
    }
    const headers = new Headers(response.headers);
    let changed = false;
    if (READ_BODY.has(response.status)) {
      const text = await response.clone().text().catch(() => '');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch { /* not JSON: an HTML page from a proxy */ }
      // A spend limit will not lift by waiting; a prompt too long for the context will not shrink (LM Studio
      // answers it with a 500, which the SDK would retry).
      if (isSpendLimitBody(body) || isContextOverflowText(text)) {
        headers.set('x-should-retry', 'false');
        changed = true;
      }
    }
    if (response.status === 429 && retryAfterMs(headers) === undefined) {
      const reset = rateLimitResetMs(headers);
      if (reset !== undefined) {
        headers.set('retry-after-ms', String(reset));
        changed = true;
      }
    }
    attempt.state.noRetry = headers.get('x-should-retry') === 'false';
    let wait = retryAfterMs(headers);
    if (wait !== undefined && wait > cfg.maxRetryAfterMs) {
      wait = cfg.maxRetryAfterMs;
      headers.set('retry-after-ms', String(wait));
      headers.delete('retry-after');
      changed = true;
    }
    if (sdkWillRetry && sdkRetriesStatus(response.status, headers)) {
      attempt.emit({ type: 'retry', by: 'sdk', reason: reasonForStatus(response.status), status: response.status, attempt: retryCount + 1, waitMs: wait, message: `HTTP ${response.status}` });
    }
    return changed ? new Response(response.body, { status: response.status, statusText: response.statusText, headers }) : response;
  };

  const streamOnce = async (request: ModelRequest, opts: StreamOptions, emit: (e: ModelEvent) => void, state: StreamState): Promise<Omit<AssistantTurn, 'attempts'>> => {
    const sdk = await sdkClient();
    const controller = new AbortController();
    const onUserAbort = () => controller.abort(opts.signal?.reason);
    opts.signal?.addEventListener('abort', onUserAbort, { once: true });
    let idleTimer: NodeJS.Timeout | undefined;
    const armIdle = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        state.idleFired = true;
        controller.abort(new Error('stream idle'));
      }, cfg.idleTimeoutMs);
    };
    const attempt: Attempt = { emit, armIdle, aborted: () => controller.signal.aborted, state };
    try {
      throwIfAborted(opts.signal);
      const stream = sdk.messages.stream(
        {
          model: request.model,
          max_tokens: request.max_tokens,
          messages: request.messages,
          ...(request.system !== undefined ? { system: request.system } : {}),
          ...(request.tools?.length ? { tools: request.tools } : {}),
          ...(request.tool_choice ? { tool_choice: request.tool_choice } : {}),
        },
        { signal: controller.signal, middleware: [middleware(attempt)] },
      );
      stream.on('streamEvent', (event) => emit({ type: 'stream', event }));
      stream.on('text', (delta) => {
        // Only text that reaches the screen makes a failure unretryable (it would be shown twice).
        if (!opts.onTextDelta) return;
        state.shownText += delta;
        opts.onTextDelta(delta);
      });
      const message = await stream.finalMessage();
      return { id: message.id, model: message.model, content: message.content, stopReason: message.stop_reason, usage: usageFromApi(message.usage) };
    } finally {
      clearTimeout(idleTimer);
      opts.signal?.removeEventListener('abort', onUserAbort);
    }
  };

  return {
    async stream(request, opts = {}) {
      const started = Date.now();
      const emit = (e: ModelEvent) => opts.onEvent?.(e);
      for (let attempt = 1; ; attempt++) {
        throwIfAborted(opts.signal);
        const state = freshState(request.model);
        try {
          const turn = await streamOnce(request, opts, emit, state);
          return { ...turn, attempts: attempt };
        } catch (err) {
          if (opts.signal?.aborted) throw new InterruptedError('interrupted', { cause: err });
          if (err instanceof InterruptedError) throw err;
          const verdict = classifyStreamError(err, state);
          if (verdict.kind === 'fatal') throw verdict.error;
          const wait = backoffMs(attempt, cfg.retryBaseMs, cfg.retryMaxMs);
          if (attempt > cfg.streamRetries || Date.now() - started + wait > cfg.retryDeadlineMs) {
            throw retriesExhausted(verdict.reason, verdict.message, attempt, prefix);
          }
          emit({ type: 'retry', by: 'engine', reason: verdict.reason, attempt, waitMs: wait, message: verdict.message });
          await abortableSleep(wait, opts.signal);
        }
      }
    },

    async countTokens(request, opts = {}) {
      const sdk = await sdkClient();
      try {
        const result = await sdk.messages.countTokens(
          {
            model: request.model,
            messages: request.messages,
            ...(request.system !== undefined ? { system: request.system } : {}),
            ...(request.tools?.length ? { tools: request.tools } : {}),
          },
          { signal: opts.signal },
        );
        return result.input_tokens;
      } catch (err) {
        if (opts.signal?.aborted) throw new InterruptedError('interrupted', { cause: err });
        const verdict = classifyStreamError(err, freshState(request.model));
        throw verdict.kind === 'fatal' ? verdict.error : new ModelApiError(`${prefix} counting tokens failed (${verdict.message})`, { cause: err });
      }
    },
  };
}

/** Calls `onActivity` for every chunk of the body, so silence can be told from a slow but live stream. */
function watchBody(response: Response, onActivity: () => void): Response {
  if (!response.body) return response;
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        onActivity();
        controller.enqueue(chunk);
      },
    }),
  );
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
