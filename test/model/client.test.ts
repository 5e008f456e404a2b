import { describe, expect, it } from 'vitest';
import { block, fault, reply } from '../support/anthropic-stub.js';
import { createModelClient, clientOptionsFromEnv, hasApiKey, type ModelClientOptions } from '../../src/model/client.js';
import { ModelApiError, StreamBrokenError } from '../../src/model/api-errors.js';
import { useStubEnv } from './helpers.js';
import { InterruptedError, RunFailure } from '../../src/errors.js';
import type { ModelEvent, ModelRequest } from '../../src/model/types.js';

const KEY = 'sk-ant-canary-client-0123456789';
const env = useStubEnv();

/** Small waits so fault tests run quickly; the policy is the same as with the defaults. */
function client(extra: Partial<ModelClientOptions> = {}) {
  return createModelClient({ apiKey: KEY, baseURL: env.stub.url, retryBaseMs: 5, retryMaxMs: 20, idleTimeoutMs: 300, ...extra });
}

const request: ModelRequest = { model: 'claude-test', max_tokens: 100, messages: [{ role: 'user', content: 'hello' }] };

function recorder() {
  const events: ModelEvent[] = [];
  return { events, onEvent: (e: ModelEvent) => events.push(e), retries: () => events.filter((e) => e.type === 'retry') };
}

describe('streaming a turn', () => {
  it('streams text deltas and returns the final turn with usage', async () => {
    env.stub.enqueue(
      reply.text('Good morning, here is your day.', {
        usage: { input_tokens: 40, output_tokens: 9, cache_read_input_tokens: 30, cache_creation_input_tokens: 5 },
      }),
    );
    const deltas: string[] = [];
    const turn = await client().stream(request, { onTextDelta: (t) => deltas.push(t) });
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe('Good morning, here is your day.');
    expect(turn.content).toEqual([expect.objectContaining({ type: 'text', text: 'Good morning, here is your day.' })]);
    expect(turn.stopReason).toBe('end_turn');
    expect(turn.usage).toEqual({ input: 40, output: 9, cacheRead: 30, cacheWrite: 5 });
    expect(turn.attempts).toBe(1);
  });

  it('sends the request body as given and the key in a header', async () => {
    env.stub.enqueue(reply.text('ok'));
    await client().stream({
      ...request,
      system: 'be brief',
      tool_choice: { type: 'auto' },
      tools: [{ name: 't', description: 'd', input_schema: { type: 'object', properties: {} } }],
    });
    const [sent] = env.stub.messageRequests();
    expect(sent!.body).toMatchObject({
      model: 'claude-test',
      max_tokens: 100,
      stream: true,
      system: 'be brief',
      tool_choice: { type: 'auto' },
    });
    expect(sent!.body.tools[0].name).toBe('t');
    const auth = `${sent!.headers.authorization ?? ''} ${sent!.headers['x-api-key'] ?? ''}`;
    expect(auth).toContain(KEY);
  });

  it('assembles a streamed tool_use from input_json_delta pieces', async () => {
    env.stub.enqueue(reply.toolUse('read_file', { path: '02_Areas/People/Sarah Chen.md', limit: 40 }, { text: 'Let me look.' }));
    const turn = await client().stream(request);
    expect(turn.stopReason).toBe('tool_use');
    expect(turn.content[1]).toMatchObject({
      type: 'tool_use',
      name: 'read_file',
      input: { path: '02_Areas/People/Sarah Chen.md', limit: 40 },
    });
  });

  it('keeps thinking blocks with their signature so they can be sent back', async () => {
    env.stub.enqueue(reply.message([block.thinking('considering', 'sig-1'), block.text('done')]));
    const turn = await client().stream(request);
    expect(turn.content[0]).toMatchObject({ type: 'thinking', thinking: 'considering', signature: 'sig-1' });
  });

  it('counts tokens through count_tokens', async () => {
    const n = await client().countTokens({ model: 'claude-test', messages: [{ role: 'user', content: 'x'.repeat(400) }] });
    expect(n).toBeGreaterThanOrEqual(100);
    expect(env.stub.requests[0]!.path).toBe('/v1/messages/count_tokens');
  });
});

describe('faults the SDK retries', () => {
  it('retries a 429 and honours a short Retry-After', async () => {
    env.stub.enqueue(fault.rateLimited(0.05), reply.text('after the wait'));
    const r = recorder();
    const turn = await client().stream(request, { onEvent: r.onEvent });
    expect(turn.content[0]).toMatchObject({ text: 'after the wait' });
    expect(env.stub.messageRequests()).toHaveLength(2);
    expect(r.retries()).toEqual([expect.objectContaining({ by: 'sdk', reason: 'rate_limited', status: 429, waitMs: 50 })]);
  });

  it('caps a huge Retry-After', async () => {
    env.stub.enqueue(fault.rateLimited(3600), reply.text('soon'));
    const r = recorder();
    const turn = await client({ maxRetryAfterMs: 40 }).stream(request, { onEvent: r.onEvent });
    expect(turn.content[0]).toMatchObject({ text: 'soon' });
    expect(r.retries()[0]).toMatchObject({ waitMs: 40 });
  });

  it.each([500, 529])('retries HTTP %i', async (status) => {
    env.stub.enqueue(fault.status(status, { headers: { 'retry-after-ms': '5' } }), reply.text('recovered'));
    const r = recorder();
    const turn = await client().stream(request, { onEvent: r.onEvent });
    expect(turn.content[0]).toMatchObject({ text: 'recovered' });
    expect(r.retries()[0]).toMatchObject({ by: 'sdk', status, reason: status === 529 ? 'overloaded' : 'server_error' });
  });

  it('gives up after maxRetries with a one-line message', async () => {
    env.stub.enqueue(...Array.from({ length: 3 }, () => fault.status(529, { headers: { 'retry-after': '2' } })));
    const err = await client({ maxRetries: 1, maxRetryAfterMs: 5 })
      .stream(request)
      .catch((e) => e);
    expect(err).toBeInstanceOf(ModelApiError);
    expect(err.message).toMatch(/^Anthropic API: overloaded \(529\)/);
    expect(err.message).not.toContain('\n');
    expect(env.stub.messageRequests()).toHaveLength(2);
  });

  it('retries a request that gets no response headers in timeoutMs, each attempt with its own timeout', async () => {
    env.stub.enqueue(fault.stall('before-headers'), fault.stall('before-headers'), reply.text('answered'));
    const r = recorder();
    const turn = await client({ timeoutMs: 150 }).stream(request, { onEvent: r.onEvent });
    expect(turn.content[0]).toMatchObject({ text: 'answered' });
    expect(turn.attempts).toBe(1);
    expect(r.retries()).toEqual([
      expect.objectContaining({ by: 'sdk', reason: 'timeout', attempt: 1 }),
      expect.objectContaining({ by: 'sdk', reason: 'timeout', attempt: 2 }),
    ]);
    expect(env.stub.messageRequests()).toHaveLength(3);
  });

  it('names the host when no response comes in time, still after retries', async () => {
    env.stub.enqueue(fault.stall('before-headers'), fault.stall('before-headers'));
    const err = await client({ timeoutMs: 100, maxRetries: 1 })
      .stream(request)
      .catch((e) => e);
    expect(err).toBeInstanceOf(ModelApiError);
    expect(err.message).toBe(`Anthropic API: no response from ${new URL(env.stub.url).host}, still after retries`);
    expect(env.stub.messageRequests()).toHaveLength(2);
  });

  it('does not retry a spend-limit 429', async () => {
    env.stub.enqueue(
      fault.status(429, {
        message: 'This organization has reached its monthly spend cap.',
        details: { error_code: 'enforced_spend_limit_reached' },
      }),
      reply.text('never'),
    );
    const err = await client()
      .stream(request)
      .catch((e) => e);
    expect(err.message).toMatch(/^Anthropic API: spend limit reached \(429\)/);
    expect(env.stub.messageRequests()).toHaveLength(1);
  });
});

describe('faults that are not retried', () => {
  it.each([
    [401, /^Anthropic API: authentication failed \(401\) — check ANTHROPIC_API_KEY$/],
    [400, /^Anthropic API: request rejected \(400\) — /],
    [403, /^Anthropic API: permission denied \(403\)/],
    [404, /^Anthropic API: not found \(404\) — is "claude-test" a model/],
  ])('HTTP %i fails at once', async (status, message) => {
    env.stub.enqueue(fault.status(status), reply.text('never'));
    const err = await client()
      .stream(request)
      .catch((e) => e);
    expect(err).toBeInstanceOf(RunFailure);
    expect(err.message).toMatch(message);
    expect((err as ModelApiError).status).toBe(status);
    expect(env.stub.messageRequests()).toHaveLength(1);
  });

  it('names a spend limit 400 and a low credit balance', async () => {
    env.stub.enqueue(
      fault.status(400, {
        message: 'You have reached your specified API usage limits. You will regain access on 2026-12-01 at 00:00 UTC.',
      }),
    );
    env.stub.enqueue(fault.status(400, { message: 'Your credit balance is too low to access the Anthropic API.' }));
    const c = client();
    expect((await c.stream(request).catch((e) => e)).message).toMatch(/spend limit reached \(400\) — You have reached/);
    expect((await c.stream(request).catch((e) => e)).message).toMatch(/credit balance too low \(400\)/);
    expect(env.stub.messageRequests()).toHaveLength(2);
  });
});

describe('what the edge and the API send when things go wrong', () => {
  it('an HTML 502 page from the edge: retried, then described in a line, not pasted', async () => {
    env.stub.enqueue(fault.html(502), fault.html(502), fault.html(502));
    const r = recorder();
    const err = await client({ maxRetries: 2, maxRetryAfterMs: 5 })
      .stream(request, { onEvent: r.onEvent })
      .catch((e) => e);
    expect(err.message).toBe(
      'Anthropic API: server error (502), still after retries — the server sent an HTML error page ("502 Bad Gateway") instead of the API\'s answer',
    );
    expect(r.retries()).toHaveLength(2);
  });

  it("an HTML 504 page, then a 504 timeout_error with the API's body, then an answer", async () => {
    env.stub.enqueue(fault.html(504), fault.timeout(), reply.text('in time'));
    const turn = await client().stream(request);
    expect(turn.content[0]).toMatchObject({ text: 'in time' });
    expect(env.stub.messageRequests()).toHaveLength(3);
  });

  it('a 504 timeout_error every time: its own message', async () => {
    env.stub.enqueue(fault.timeout(), fault.timeout());
    const err = await client({ maxRetries: 1 })
      .stream(request)
      .catch((e) => e);
    expect(err.message).toBe('Anthropic API: timed out (504), still after retries — Request timed out');
    expect(err.errorType).toBe('timeout_error');
  });

  it('x-should-retry: false on a 500 and a 529: not retried, and the message does not claim it was', async () => {
    env.stub.enqueue(fault.noRetry(500), fault.noRetry(529, 'Overloaded'));
    const r = recorder();
    const c = client();
    expect((await c.stream(request, { onEvent: r.onEvent }).catch((e) => e)).message).toBe(
      'Anthropic API: server error (500), not retried (the server said not to) — Internal server error',
    );
    expect((await c.stream(request, { onEvent: r.onEvent }).catch((e) => e)).message).toBe(
      'Anthropic API: overloaded (529), not retried (the server said not to) — try again in a few minutes',
    );
    expect(r.retries()).toEqual([]);
    expect(env.stub.messageRequests()).toHaveLength(2);
  });

  it("a 429 without Retry-After waits for the exhausted limit's reset header (capped like any wait)", async () => {
    env.stub.enqueue(fault.rateLimited(undefined, { resetInSeconds: 3600 }), reply.text('refilled'));
    const r = recorder();
    const turn = await client({ maxRetryAfterMs: 30 }).stream(request, { onEvent: r.onEvent });
    expect(turn.content[0]).toMatchObject({ text: 'refilled' });
    expect(r.retries()).toEqual([expect.objectContaining({ by: 'sdk', reason: 'rate_limited', waitMs: 30 })]);
  });
});

describe('faults inside the stream', () => {
  it('retries an overloaded_error event that comes before the first delta', async () => {
    env.stub.enqueue(fault.streamError('message-start'), reply.text('second time lucky'));
    const r = recorder();
    const deltas: string[] = [];
    const turn = await client().stream(request, { onEvent: r.onEvent, onTextDelta: (t) => deltas.push(t) });
    expect(turn.content[0]).toMatchObject({ text: 'second time lucky' });
    expect(deltas.join('')).toBe('second time lucky');
    expect(turn.attempts).toBe(2);
    expect(r.retries()).toEqual([expect.objectContaining({ by: 'engine', reason: 'overloaded', attempt: 1 })]);
  });

  it('fails clearly on an overloaded_error event after the first delta, without repeating text', async () => {
    env.stub.enqueue(fault.streamError('first-delta', 'overloaded_error', 'Here is the first part of'), reply.text('never sent'));
    const deltas: string[] = [];
    const err = await client()
      .stream(request, { onTextDelta: (t) => deltas.push(t) })
      .catch((e) => e);
    expect(err).toBeInstanceOf(StreamBrokenError);
    expect(err.message).toMatch(/^Anthropic API: the reply broke off after it had started/);
    expect((err as StreamBrokenError).partialText).toBe(deltas.join(''));
    expect(deltas.join('')).not.toBe('');
    expect('Here is the first part of'.startsWith(deltas.join(''))).toBe(true);
    expect(env.stub.messageRequests()).toHaveLength(1);
  });

  it('drops a stalled stream after the idle timeout and retries', async () => {
    env.stub.enqueue(fault.stall('message-start'), reply.text('awake'));
    const r = recorder();
    const turn = await client({ idleTimeoutMs: 100 }).stream(request, { onEvent: r.onEvent });
    expect(turn.content[0]).toMatchObject({ text: 'awake' });
    expect(r.retries()).toEqual([expect.objectContaining({ by: 'engine', reason: 'stall' })]);
  });

  it('also catches a stall right after the headers', async () => {
    env.stub.enqueue(fault.stall('headers'), reply.text('awake'));
    const turn = await client({ idleTimeoutMs: 100 }).stream(request);
    expect(turn.attempts).toBe(2);
  });

  it('retries a connection cut before the first delta', async () => {
    env.stub.enqueue(fault.cut('message-start'), reply.text('reconnected'));
    const r = recorder();
    const turn = await client().stream(request, { onEvent: r.onEvent });
    expect(turn.content[0]).toMatchObject({ text: 'reconnected' });
    expect(r.retries()).toEqual([expect.objectContaining({ by: 'engine', reason: 'connection' })]);
  });

  it('fails on a connection cut after the first visible text', async () => {
    env.stub.enqueue(fault.cut('first-delta', 'Some text that'), reply.text('never'));
    const err = await client()
      .stream(request, { onTextDelta: () => {} })
      .catch((e) => e);
    expect(err).toBeInstanceOf(StreamBrokenError);
    expect(env.stub.messageRequests()).toHaveLength(1);
  });

  it('retries a cut after text that nobody displays (a caller without onTextDelta, like the write agent)', async () => {
    env.stub.enqueue(fault.cut('first-delta', 'Some text that'), reply.text('whole'));
    const turn = await client().stream(request);
    expect(turn.content[0]).toMatchObject({ text: 'whole' });
    expect(turn.attempts).toBe(2);
  });

  it('retries an overloaded_error that comes after a whole thinking block: the user saw nothing', async () => {
    env.stub.enqueue(
      fault.streamErrorAfter([block.thinking('weighing the week', 'sig-t1')]),
      reply.message([block.thinking(''), block.text('Here is the plan.')]),
    );
    const deltas: string[] = [];
    const r = recorder();
    const turn = await client().stream(request, { onTextDelta: (t) => deltas.push(t), onEvent: r.onEvent });
    expect(turn.attempts).toBe(2);
    expect(deltas.join('')).toBe('Here is the plan.');
    expect(r.retries()).toEqual([expect.objectContaining({ by: 'engine', reason: 'overloaded' })]);
  });

  it("retries an overloaded_error in the middle of the thinking text, and in the middle of a tool call's input", async () => {
    env.stub.enqueue(
      fault.streamErrorInside(block.thinking('Let me think about the week and')),
      fault.streamErrorInside(block.toolUse('read_file', { path: 'a-long-path/to/a.md' })),
      reply.toolUse('read_file', { path: 'a.md' }),
    );
    const turn = await client({ streamRetries: 2 }).stream(request, { onTextDelta: () => {} });
    expect(turn.attempts).toBe(3);
    expect(turn.stopReason).toBe('tool_use');
  });

  it('stops retrying after streamRetries', async () => {
    env.stub.enqueue(fault.streamError('message-start'), fault.streamError('message-start'), fault.streamError('message-start'));
    const err = await client({ streamRetries: 2 })
      .stream(request)
      .catch((e) => e);
    expect(err).toBeInstanceOf(ModelApiError);
    expect(err.message).toMatch(/overloaded, still after 3 attempts/);
    expect(env.stub.messageRequests()).toHaveLength(3);
  });
});

describe('cancellation', () => {
  it('aborts a request in flight', async () => {
    env.stub.enqueue(fault.stall('message-start'));
    const controller = new AbortController();
    const pending = client({ idleTimeoutMs: 60_000 }).stream(request, { signal: controller.signal });
    await env.stub.waitForMessageRequests(1);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(InterruptedError);
  });

  it('aborts our own backoff', async () => {
    env.stub.enqueue(fault.streamError('message-start'), reply.text('never'));
    const controller = new AbortController();
    const c = client({ retryBaseMs: 60_000, retryMaxMs: 60_000, retryDeadlineMs: 600_000 });
    const pending = c.stream(request, {
      signal: controller.signal,
      onEvent: (e) => {
        if (e.type === 'retry') setImmediate(() => controller.abort());
      },
    });
    await expect(pending).rejects.toBeInstanceOf(InterruptedError);
    expect(env.stub.messageRequests()).toHaveLength(1);
  });

  it("aborts the SDK's backoff after a long Retry-After", async () => {
    env.stub.enqueue(fault.rateLimited(3600), reply.text('never'));
    const controller = new AbortController();
    const pending = client({ maxRetryAfterMs: 3_600_000 }).stream(request, {
      signal: controller.signal,
      onEvent: (e) => {
        if (e.type === 'retry') setImmediate(() => controller.abort());
      },
    });
    await expect(pending).rejects.toBeInstanceOf(InterruptedError);
    expect(env.stub.messageRequests()).toHaveLength(1);
  });

  it('refuses to start when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client().stream(request, { signal: controller.signal })).rejects.toBeInstanceOf(InterruptedError);
    expect(env.stub.messageRequests()).toHaveLength(0);
  });
});

describe('environment', () => {
  it('decides offline mode from the key', () => {
    expect(hasApiKey({})).toBe(false);
    expect(hasApiKey({ ANTHROPIC_API_KEY: '  ' })).toBe(false);
    expect(hasApiKey({ ANTHROPIC_API_KEY: KEY })).toBe(true);
    expect(clientOptionsFromEnv({})).toBeUndefined();
    expect(() => createModelClient({ apiKey: ' ' })).toThrow(/^no Anthropic API key: set ANTHROPIC_API_KEY, or run with --offline$/);
    expect(clientOptionsFromEnv({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' })).toEqual({
      apiKey: KEY,
      baseURL: 'http://127.0.0.1:9',
    });
  });

  it('takes timing overrides from SKILL_API_* variables and names a bad one', () => {
    expect(
      clientOptionsFromEnv({
        ANTHROPIC_API_KEY: KEY,
        SKILL_API_IDLE_TIMEOUT_MS: '250',
        SKILL_API_RETRY_BASE_MS: '5',
        SKILL_API_MAX_RETRIES: '0',
        SKILL_API_STREAM_RETRIES: '1',
        SKILL_API_TIMEOUT_MS: '900',
        SKILL_API_MAX_RETRY_AFTER_MS: '20',
      }),
    ).toEqual({ apiKey: KEY, idleTimeoutMs: 250, retryBaseMs: 5, maxRetries: 0, streamRetries: 1, timeoutMs: 900, maxRetryAfterMs: 20 });
    expect(() => clientOptionsFromEnv({ ANTHROPIC_API_KEY: KEY, SKILL_API_IDLE_TIMEOUT_MS: '1s' })).toThrow(
      /^SKILL_API_IDLE_TIMEOUT_MS="1s" should be a whole number \(milliseconds\)$/,
    );
  });

  it('sends through the fetch it is given', async () => {
    env.stub.enqueue(reply.text('ok'));
    const urls: string[] = [];
    const fetchSpy: typeof fetch = (input, init) => {
      urls.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    };
    await client({ fetch: fetchSpy }).stream(request);
    expect(urls).toEqual([`${env.stub.url}/v1/messages`]);
  });
});
