/**
 * The only code that calls the Anthropic SDK. It streams one turn at a time and owns the failure policy:
 *
 * - HTTP retries are ours, with the SDK's turned off (httpRetries, a per-request middleware — the SDK's public hook):
 *   408/409/429/5xx and connection errors before the response, bounded by `maxRetries`, a Retry-After capped at
 *   `maxRetryAfterMs`, no retry of a spend limit or a context overflow, a `retry` event for each.
 * - We retry a stream that fails after HTTP 200 but BEFORE its first content delta (an `overloaded_error` event,
 *   a cut connection, a stall caught by the idle timer), with a capped backoff that ends at once on abort.
 * - After the first delta a failure is a StreamBrokenError: text already shown is never silently repeated.
 *
 * The SDK is imported on first use (it costs ~270 ms at startup).
 */
import type { APIRequest, Middleware, MiddlewareNext } from '@anthropic-ai/sdk';
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
const TIMING_ENV = {
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
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value))
      throw new BadInputError(
        `${name}=${JSON.stringify(raw)} should be a whole number (${key.endsWith('Ms') ? 'milliseconds' : 'a count'})`,
      );
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

export function usageFromApi(
  u:
    | {
        input_tokens?: number | null;
        output_tokens?: number | null;
        cache_read_input_tokens?: number | null;
        cache_creation_input_tokens?: number | null;
      }
    | undefined,
): TokenUsage {
  return {
    input: u?.input_tokens ?? 0,
    output: u?.output_tokens ?? 0,
    cacheRead: u?.cache_read_input_tokens ?? 0,
    cacheWrite: u?.cache_creation_input_tokens ?? 0,
  };
}

/** The options with every default filled in. */
type Settings = ModelClientOptions & { [K in keyof typeof CLIENT_DEFAULTS]: (typeof CLIENT_DEFAULTS)[K] extends number ? number : string };

/** What every request of one client shares. */
interface ClientContext {
  cfg: Settings;
  host: string;
  /** Messages start with this ("Anthropic API:", or the local server's name). */
  prefix: string;
  sdk: () => Promise<SdkClient>;
}

/** One HTTP request in flight (a stream attempt, or a token count). */
interface Attempt {
  emit: (e: ModelEvent) => void;
  /** Restarts the idle timer: called when the response headers arrive and on every chunk of the body. */
  armIdle: () => void;
  /** Aborted by the user or by the idle timer: ends a wait at once, and nothing is retried after it. */
  signal: AbortSignal;
  state: StreamState;
}

/** Statuses whose body we read before the SDK does: spend limits (400, 429) and context overflows (400, 413, 500). */
const READ_BODY = new Set([400, 413, 429, 500]);
/**
 * The wait before an HTTP retry when the response names none: the SDK's own backoff (0.5 s × 2ⁿ ≤ 8 s) at the
 * defaults, half the stream retries' start, so SKILL_API_RETRY_BASE_MS shortens both.
 */
function httpBackoffMs(cfg: Settings, retry: number): number {
  return backoffMs(retry, cfg.retryBaseMs / 2, cfg.retryMaxMs);
}

export function createModelClient(options: ModelClientOptions): ModelClient {
  if (!options.apiKey?.trim()) throw new BadInputError('no Anthropic API key: set ANTHROPIC_API_KEY, or run with --offline');
  const cfg: Settings = { ...CLIENT_DEFAULTS, ...stripUndefined(options), apiKey: options.apiKey };
  const host = safeHost(cfg.baseURL);
  const ctx: ClientContext = { cfg, host, prefix: options.local ? `model server ${host}:` : PREFIX, sdk: sdkLoader(cfg) };
  return {
    stream: (request, opts = {}) => streamTurn(ctx, request, opts),
    countTokens: (request, opts = {}) => countTokens(ctx, request, opts),
  };
}

/**
 * The SDK client, made on first use. Its own retries are off (maxRetries: 0): httpRetries does them, so it can cap
 * a Retry-After, refuse to retry what waiting will not fix, and report each retry, with the SDK's public middleware
 * hook and no header of the SDK's own. Its timeout is a backstop at twice ours: the SDK arms it per `fetch`, but
 * once it fires it aborts every later attempt of the request too, so ours (per attempt, in sendOnce) must come first.
 */
function sdkLoader(cfg: Settings): () => Promise<SdkClient> {
  let client: SdkClient | undefined;
  return async () => {
    if (client) return client;
    const { default: Anthropic } = await loadSdk();
    client = new Anthropic({
      apiKey: cfg.apiKey,
      baseURL: cfg.baseURL,
      maxRetries: 0,
      timeout: 2 * cfg.timeoutMs,
      ...(cfg.fetch ? { fetch: cfg.fetch } : {}),
      ...(cfg.logger ? { logger: cfg.logger } : {}),
    });
    return client;
  };
}

/**
 * Our HTTP-level retries, as a per-request middleware (the SDK's documented way: `next` may be called again). Retries
 * 408, 409, 429 and 5xx, a refused or cut connection and a request with no answer in `timeoutMs`, up to `maxRetries`
 * times, unless the server says not to (its x-should-retry: false), or the body is a spend limit or a context overflow.
 * Each retry is a `retry` event; each wait ends at once on abort. A response it passes on is watched for silence.
 */
function httpRetries(cfg: Settings, attempt: Attempt): Middleware {
  return async (request, next) => {
    for (let retry = 0; ; retry++) {
      attempt.state.httpRetries = retry;
      const canRetry = retry < cfg.maxRetries;
      let response: Response;
      try {
        response = await sendOnce(request, next, attempt.signal, cfg.timeoutMs);
      } catch (err) {
        if (!canRetry || attempt.signal.aborted) throw err;
        const timedOut = (err as { name?: string })?.name === 'AbortError';
        const waitMs = httpBackoffMs(cfg, retry + 1);
        attempt.emit({
          type: 'retry',
          by: 'sdk',
          reason: timedOut ? 'timeout' : 'connection',
          attempt: retry + 1,
          waitMs,
          message: timedOut ? 'no response in time' : 'connection failed',
        });
        await abortableSleep(waitMs, attempt.signal);
        continue;
      }
      if (response.ok) {
        attempt.armIdle();
        return watchBody(response, attempt.armIdle);
      }
      const verdict = await retryVerdict(response, retry + 1, cfg);
      attempt.state.noRetry = !verdict.retry;
      if (!verdict.retry || !canRetry) return response;
      attempt.emit({
        type: 'retry',
        by: 'sdk',
        reason: reasonForStatus(response.status),
        status: response.status,
        attempt: retry + 1,
        waitMs: verdict.waitMs,
        message: `HTTP ${response.status}`,
      });
      await response.body?.cancel().catch(() => {});
      await abortableSleep(verdict.waitMs, attempt.signal);
    }
  };
}

/**
 * One HTTP attempt with its own timeout for the response headers. The body is not covered: the idle timer watches
 * it. A timed-out attempt rejects with an AbortError, which the SDK reports as a connection timeout.
 */
async function sendOnce(request: APIRequest, next: MiddlewareNext, signal: AbortSignal, timeoutMs: number): Promise<Response> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signals = [signal, timeout.signal, ...(request.signal ? [request.signal] : [])];
  try {
    return await next({ ...request, signal: AbortSignal.any(signals) });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether a failed response is worth another request, and after how long: the server's Retry-After (or, on a 429,
 * the exhausted limit's reset time) capped at `maxRetryAfterMs`, else httpBackoffMs. Not the statuses the SDK would not
 * retry either; not when the server says so; not a spend limit, which waiting will not lift, nor a prompt too long
 * for the context, which will not shrink (LM Studio answers that with a 500).
 */
async function retryVerdict(response: Response, retry: number, cfg: Settings): Promise<{ retry: false } | { retry: true; waitMs: number }> {
  const { status, headers } = response;
  const server = headers.get('x-should-retry');
  if (server === 'false') return { retry: false };
  if (server !== 'true' && !(status === 408 || status === 409 || status === 429 || status >= 500)) return { retry: false };
  if (READ_BODY.has(status)) {
    const text = await response
      .clone()
      .text()
      .catch(() => '');
    if (isSpendLimitBody(parseJson(text)) || isContextOverflowText(text)) return { retry: false };
  }
  const asked = retryAfterMs(headers) ?? (status === 429 ? rateLimitResetMs(headers) : undefined);
  const waitMs = asked === undefined ? httpBackoffMs(cfg, retry) : Math.min(asked, cfg.maxRetryAfterMs);
  return { retry: true, waitMs };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // not JSON: an HTML page from a proxy
  }
}

/** Our retries of a stream that failed before its first visible delta (docs/engine.md), with a capped backoff. */
async function streamTurn(ctx: ClientContext, request: ModelRequest, opts: StreamOptions): Promise<AssistantTurn> {
  const { cfg } = ctx;
  const started = Date.now();
  const emit = (e: ModelEvent) => opts.onEvent?.(e);
  for (let attempt = 1; ; attempt++) {
    throwIfAborted(opts.signal);
    const state = freshState(ctx, request.model);
    try {
      const turn = await streamOnce(ctx, request, opts, emit, state);
      return { ...turn, attempts: attempt };
    } catch (err) {
      if (opts.signal?.aborted) throw new InterruptedError('interrupted', { cause: err });
      if (err instanceof InterruptedError) throw err;
      const verdict = classifyStreamError(err, state);
      if (verdict.kind === 'fatal') throw verdict.error;
      const wait = backoffMs(attempt, cfg.retryBaseMs, cfg.retryMaxMs);
      if (attempt > cfg.streamRetries || Date.now() - started + wait > cfg.retryDeadlineMs) {
        throw retriesExhausted(verdict.reason, verdict.message, attempt, ctx.prefix);
      }
      emit({ type: 'retry', by: 'engine', reason: verdict.reason, attempt, waitMs: wait, message: verdict.message });
      await abortableSleep(wait, opts.signal);
    }
  }
}

function freshState(ctx: ClientContext, model: string): StreamState {
  return newStreamState({ model, host: ctx.host, idleTimeoutMs: ctx.cfg.idleTimeoutMs, prefix: ctx.prefix });
}

/** One streamed request: its own abort (the user's signal, or the idle timer), its events, the final message. */
async function streamOnce(
  ctx: ClientContext,
  request: ModelRequest,
  opts: StreamOptions,
  emit: (e: ModelEvent) => void,
  state: StreamState,
): Promise<Omit<AssistantTurn, 'attempts'>> {
  const sdk = await ctx.sdk();
  const controller = new AbortController();
  const onUserAbort = () => controller.abort(opts.signal?.reason);
  opts.signal?.addEventListener('abort', onUserAbort, { once: true });
  let idleTimer: NodeJS.Timeout | undefined;
  const armIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      state.idleFired = true;
      controller.abort(new Error('stream idle'));
    }, ctx.cfg.idleTimeoutMs);
  };
  const attempt: Attempt = { emit, armIdle, signal: controller.signal, state };
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
      { signal: controller.signal, middleware: [httpRetries(ctx.cfg, attempt)] },
    );
    stream.on('streamEvent', (event) => emit({ type: 'stream', event }));
    stream.on('text', (delta) => {
      // Only text that reaches the screen makes a failure unretryable (it would be shown twice).
      if (!opts.onTextDelta) return;
      state.shownText += delta;
      opts.onTextDelta(delta);
    });
    const message = await stream.finalMessage();
    return {
      id: message.id,
      model: message.model,
      content: message.content,
      stopReason: message.stop_reason,
      usage: usageFromApi(message.usage),
    };
  } finally {
    clearTimeout(idleTimer);
    opts.signal?.removeEventListener('abort', onUserAbort);
  }
}

/** count_tokens, with the same HTTP retries as a stream (no idle timer: the answer is one small JSON body). */
async function countTokens(
  ctx: ClientContext,
  request: Omit<ModelRequest, 'max_tokens'>,
  opts: { signal?: AbortSignal | undefined },
): Promise<number> {
  const sdk = await ctx.sdk();
  const state = freshState(ctx, request.model);
  const attempt: Attempt = { emit: () => {}, armIdle: () => {}, signal: opts.signal ?? new AbortController().signal, state };
  try {
    const result = await sdk.messages.countTokens(
      {
        model: request.model,
        messages: request.messages,
        ...(request.system !== undefined ? { system: request.system } : {}),
        ...(request.tools?.length ? { tools: request.tools } : {}),
      },
      { signal: opts.signal, middleware: [httpRetries(ctx.cfg, attempt)] },
    );
    return result.input_tokens;
  } catch (err) {
    if (opts.signal?.aborted) throw new InterruptedError('interrupted', { cause: err });
    const verdict = classifyStreamError(err, state);
    throw verdict.kind === 'fatal'
      ? verdict.error
      : new ModelApiError(`${ctx.prefix} counting tokens failed (${verdict.message})`, { cause: err });
  }
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
