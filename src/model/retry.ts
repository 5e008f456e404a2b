/**
 * Waiting between attempts. Every wait here is bounded and ends at once when the AbortSignal fires, so Ctrl-C
 * never sits behind a backoff.
 */
import { InterruptedError } from '../errors.js';

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new InterruptedError('interrupted', { cause: signal.reason });
}

/** Resolves after `ms`, or rejects with InterruptedError as soon as `signal` aborts. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new InterruptedError('interrupted', { cause: signal.reason }));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new InterruptedError('interrupted', { cause: signal?.reason }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Exponential backoff with up to 25 % jitter taken off, as the SDK does: attempt 1 → base, 2 → 2×base… ≤ max. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const raw = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxMs);
  return Math.round(raw * (1 - 0.25 * random()));
}

/**
 * The wait a response asks for, in ms: `retry-after-ms`, else `retry-after` in seconds or as an HTTP date.
 * Undefined when absent or unusable (the SDK then uses its own backoff).
 */
export function retryAfterMs(headers: Headers, now: number = Date.now()): number | undefined {
  const ms = parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms > 0) return ms;
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = parseFloat(value);
  if (Number.isFinite(seconds)) return seconds > 0 ? seconds * 1000 : undefined;
  const date = Date.parse(value);
  return Number.isFinite(date) && date > now ? date - now : undefined;
}

/**
 * For a 429 without Retry-After: how long until the exhausted limits refill, from the API's
 * `anthropic-ratelimit-{requests,tokens,input-tokens,output-tokens}-{remaining,reset}` headers (RFC 3339 times).
 * Undefined when no limit says it is exhausted.
 */
export function rateLimitResetMs(headers: Headers, now: number = Date.now()): number | undefined {
  let longest: number | undefined;
  for (const kind of ['requests', 'tokens', 'input-tokens', 'output-tokens']) {
    if (headers.get(`anthropic-ratelimit-${kind}-remaining`) !== '0') continue;
    const reset = Date.parse(headers.get(`anthropic-ratelimit-${kind}-reset`) ?? '');
    if (Number.isFinite(reset) && reset > now) longest = Math.max(longest ?? 0, reset - now);
  }
  return longest;
}
