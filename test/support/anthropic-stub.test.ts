/** The stub itself: what the model tests rely on, checked with the real SDK and with plain fetch. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Anthropic from '@anthropic-ai/sdk';
import { block, fault, reply, scriptFromFunction, startAnthropicStub, type AnthropicStub } from './anthropic-stub.js';

let stub: AnthropicStub;
beforeEach(async () => {
  stub = await startAnthropicStub();
});
afterEach(async () => {
  await stub.close();
});

const sdk = () => new Anthropic({ apiKey: 'sk-ant-stub-test-000000', baseURL: stub.url, maxRetries: 0 });
/** What the SDK sends besides the body: the stub, like the API, wants a key and a version. */
const API_HEADERS = { 'x-api-key': 'sk-ant-stub-test-000000', 'anthropic-version': '2023-06-01', 'content-type': 'application/json' };
const post = (body: unknown) => fetch(`${stub.url}/v1/messages`, { method: 'POST', headers: API_HEADERS, body: JSON.stringify(body) });
const VALID = { model: 'm', max_tokens: 10, messages: [{ role: 'user' as const, content: 'q' }] };

describe('anthropic stub', () => {
  it('answers stream:false with a JSON message, usage included', async () => {
    stub.enqueue(
      reply.message([block.text('hi'), block.toolUse('t', { a: 1 }, 'toolu_x')], {
        usage: { input_tokens: 7, output_tokens: 3, cache_read_input_tokens: 2 },
      }),
    );
    const message = await sdk().messages.create({ model: 'claude-x', max_tokens: 10, messages: [{ role: 'user', content: 'q' }] });
    expect(message.stop_reason).toBe('tool_use');
    expect(message.content).toEqual([
      expect.objectContaining({ type: 'text', text: 'hi' }),
      { type: 'tool_use', id: 'toolu_x', name: 't', input: { a: 1 } },
    ]);
    expect(message.usage).toMatchObject({ input_tokens: 7, output_tokens: 3, cache_read_input_tokens: 2, cache_creation_input_tokens: 0 });
  });

  it('streams SSE in the order the API uses', async () => {
    stub.enqueue(reply.toolUse('read_file', { path: 'a.md' }, { text: 'Looking.' }));
    const response = await post({ ...VALID, stream: true });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = (await response.text())
      .split('\n')
      .filter((l) => l.startsWith('event: '))
      .map((l) => l.slice(7));
    expect(events[0]).toBe('message_start');
    expect(events).toContain('ping');
    expect(events.filter((e) => e === 'content_block_start')).toHaveLength(2);
    expect(events.slice(-2)).toEqual(['message_delta', 'message_stop']);
  });

  it('records every request with headers and parsed body, and answers from a function', async () => {
    stub.script(scriptFromFunction((r) => reply.text(`you said ${r.body.messages[0].content}`)));
    const m = await sdk().messages.create({ model: 'claude-x', max_tokens: 10, messages: [{ role: 'user', content: 'ping' }] });
    expect(m.content[0]).toMatchObject({ text: 'you said ping' });
    expect(stub.requests[0]).toMatchObject({ index: 1, method: 'POST', path: '/v1/messages', body: { model: 'claude-x' } });
    expect(stub.requests[0]!.headers.authorization).toBe('Bearer sk-ant-stub-test-000000');
  });

  it('estimates count_tokens as JSON characters / 4', async () => {
    const { input_tokens } = await sdk().messages.countTokens({ model: 'm', messages: [{ role: 'user', content: 'x'.repeat(400) }] });
    expect(input_tokens).toBe(Math.ceil(JSON.stringify({ m: [{ role: 'user', content: 'x'.repeat(400) }] }).length / 4));
  });

  it('fails an unscripted request with a 400 that says so', async () => {
    await expect(sdk().messages.create({ model: 'm', max_tokens: 1, messages: [{ role: 'user', content: 'q' }] })).rejects.toThrow(
      /anthropic-stub: no reply scripted for request #1/,
    );
  });

  it('sends HTTP faults with their headers and error body', async () => {
    stub.enqueue(fault.rateLimited(7));
    const response = await post(VALID);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(await response.json()).toMatchObject({ type: 'error', error: { type: 'rate_limit_error' } });
  });

  it('closes promptly with a stalled connection still open', async () => {
    stub.enqueue(fault.stall('headers'));
    const response = await post({ ...VALID, stream: true });
    expect(response.status).toBe(200);
    const reading = response.text().catch((e: Error) => e);
    await stub.close();
    expect(await reading).toBeInstanceOf(Error); // the socket was destroyed, not left hanging
  });
});

/** The SSE events of a response, parsed. */
async function events(response: Response): Promise<{ event: string; data: any }[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((c) => c.trim())
    .map((c) => {
      const [e, d] = c.split('\n');
      return { event: e!.slice(7), data: JSON.parse(d!.slice(6)) };
    });
}

describe('anthropic stub: strictness', () => {
  it("answers an invalid request with the API's 400 body and headers, and records it", async () => {
    stub.allowInvalid();
    stub.enqueue(reply.text('never sent'));
    const response = await post({ ...VALID, model: 'claude-sonnet-5-5', temperature: 0.5 });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('request-id')).toMatch(/^req_stub_/);
    expect(await response.json()).toEqual({
      type: 'error',
      error: { type: 'invalid_request_error', message: 'temperature: setting temperature is not supported for claude-sonnet-5-5; omit it' },
      request_id: expect.stringMatching(/^req_stub_/),
    });
    expect(stub.invalidRequests()).toEqual([{ index: 1, message: expect.stringContaining('temperature') }]);
    expect(stub.pending()).toBe(1); // the scripted reply is still there: an invalid request uses none
  });

  it('refuses a thinking block it did not issue, through the real SDK', async () => {
    stub.allowInvalid();
    const messages = [
      { role: 'user' as const, content: 'q' },
      {
        role: 'assistant' as const,
        content: [
          { type: 'thinking' as const, thinking: 'x', signature: 'forged' },
          { type: 'text' as const, text: 'a' },
        ],
      },
      { role: 'user' as const, content: 'again' },
    ];
    await expect(sdk().messages.create({ model: 'claude-sonnet-5-5', max_tokens: 10, messages })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('Invalid `signature` in `thinking` block'),
    });
  });

  it('accepts a request for a paused turn once it has issued that turn', async () => {
    stub.enqueue(reply.paused([block.text('Searching the web')]), reply.text('Found it.'));
    const first = await sdk().messages.create({ model: 'claude-sonnet-5-5', max_tokens: 10, messages: [{ role: 'user', content: 'q' }] });
    expect(first.stop_reason).toBe('pause_turn');
    const second = await sdk().messages.create({
      model: 'claude-sonnet-5-5',
      max_tokens: 10,
      messages: [
        { role: 'user', content: 'q' },
        { role: 'assistant', content: first.content as never },
      ],
    });
    expect(second.content[0]).toMatchObject({ text: 'Found it.' });
  });
});

describe('anthropic stub: replies like the 5.5 models', () => {
  it('thinking first: every reply starts with a thinking block whose text is empty, signed, and accepted back', async () => {
    stub.setThinkingFirst(true);
    stub.enqueue(reply.toolUse('read_file', { path: 'a.md' }), reply.text('done'));
    const tools = [{ name: 'read_file', input_schema: { type: 'object' as const } }];
    const first = await sdk()
      .messages.stream({ model: 'claude-haiku-5-5', max_tokens: 100, tools, messages: [{ role: 'user', content: 'q' }] })
      .finalMessage();
    expect(first.content.map((b) => b.type)).toEqual(['thinking', 'tool_use']);
    expect(first.content[0]).toMatchObject({ thinking: '', signature: expect.stringMatching(/^stub-sig-/) });
    const toolUse = first.content[1] as { id: string };
    const second = await sdk().messages.create({
      model: 'claude-haiku-5-5',
      max_tokens: 100,
      tools,
      messages: [
        { role: 'user', content: 'q' },
        { role: 'assistant', content: first.content as never },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: toolUse.id, content: 'A' }] },
      ],
    });
    expect(second.content.map((b) => b.type)).toEqual(['thinking', 'text']);
  });

  it('streams an empty thinking block as start, signature, stop: no thinking text at all', async () => {
    stub.enqueue(reply.thinkingOnly());
    const list = await events(await post({ ...VALID, stream: true }));
    const deltas = list.filter((e) => e.event === 'content_block_delta').map((e) => e.data.delta.type);
    expect(deltas).toEqual(['signature_delta']);
  });

  it('sends an empty reply, a refusal with stop_details, a max_tokens cut-off', async () => {
    stub.enqueue(reply.empty(), reply.refusal('I can'), reply.cutOff([block.text('The first half')]));
    const empty = await sdk().messages.create(VALID);
    expect(empty).toMatchObject({ content: [], stop_reason: 'end_turn' });
    const refused = await sdk().messages.stream(VALID).finalMessage();
    expect(refused).toMatchObject({
      stop_reason: 'refusal',
      stop_details: { type: 'refusal' },
      content: [{ type: 'text', text: 'I can' }],
    });
    const cut = await sdk().messages.create(VALID);
    expect(cut.stop_reason).toBe('max_tokens');
  });

  it('carries cumulative usage in message_delta, input and cache included', async () => {
    stub.enqueue(
      reply.text('hi', { usage: { input_tokens: 500, output_tokens: 42, cache_read_input_tokens: 300, cache_creation_input_tokens: 7 } }),
    );
    const list = await events(await post({ ...VALID, stream: true }));
    expect(list[0]!.data.message.usage).toMatchObject({ input_tokens: 500, output_tokens: 1, cache_read_input_tokens: 300 });
    expect(list.find((e) => e.event === 'message_delta')!.data.usage).toEqual({
      input_tokens: 500,
      output_tokens: 42,
      cache_read_input_tokens: 300,
      cache_creation_input_tokens: 7,
    });
  });

  it('sends rate-limit headers with every response', async () => {
    stub.enqueue(reply.text('hi'));
    const response = await post(VALID);
    expect(response.headers.get('anthropic-ratelimit-requests-limit')).toBe('4000');
    expect(Date.parse(response.headers.get('anthropic-ratelimit-tokens-reset')!)).toBeGreaterThan(Date.now());
  });
});

describe('anthropic stub: what the edge and the API send when things go wrong', () => {
  it('an HTML 502 page, a 504 timeout_error, a 500 marked x-should-retry: false, a 429 with only reset headers', async () => {
    stub.enqueue(fault.html(502), fault.timeout(), fault.noRetry(500), fault.rateLimited(undefined, { resetInSeconds: 30 }));
    const html = await post(VALID);
    expect([html.status, html.headers.get('content-type')]).toEqual([502, 'text/html']);
    expect(await html.text()).toContain('<title>502 Bad Gateway</title>');
    const timeout = await post(VALID);
    expect([timeout.status, ((await timeout.json()) as any).error.type]).toEqual([504, 'timeout_error']);
    const noRetry = await post(VALID);
    expect([noRetry.status, noRetry.headers.get('x-should-retry')]).toEqual([500, 'false']);
    const limited = await post(VALID);
    expect(limited.headers.get('retry-after')).toBeNull();
    expect(limited.headers.get('anthropic-ratelimit-requests-remaining')).toBe('0');
    expect(Date.parse(limited.headers.get('anthropic-ratelimit-requests-reset')!) - Date.now()).toBeGreaterThan(20_000);
  });
});

describe('anthropic stub: a local server', () => {
  for (const [server, status, text] of [
    ['lmstudio', 500, /context length of only 200 tokens/],
    ['llama.cpp', 400, /exceeds the available context size \(200 tokens\)/],
    ['ollama', 400, /prompt too long; exceeded max context length/],
  ] as const) {
    it(`${server}: no cache fields, no rate-limit headers, and its own answer to a prompt that does not fit`, async () => {
      const local = await startAnthropicStub({ local: { server, contextTokens: 200 }, replies: [reply.text('hi')] });
      try {
        const ok = await fetch(`${local.url}/v1/messages`, { method: 'POST', body: JSON.stringify(VALID) });
        expect(ok.headers.get('anthropic-ratelimit-requests-limit')).toBeNull();
        expect(((await ok.json()) as any).usage).toEqual({ input_tokens: expect.any(Number), output_tokens: expect.any(Number) });
        const long = await fetch(`${local.url}/v1/messages`, {
          method: 'POST',
          body: JSON.stringify({ ...VALID, messages: [{ role: 'user', content: 'x'.repeat(2000) }] }),
        });
        expect(long.status).toBe(status);
        expect(JSON.stringify(await long.json())).toMatch(text);
      } finally {
        await local.close();
      }
    });
  }
});
