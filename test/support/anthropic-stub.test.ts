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

describe('anthropic stub', () => {
  it('answers stream:false with a JSON message, usage included', async () => {
    stub.enqueue(reply.message([block.text('hi'), block.toolUse('t', { a: 1 }, 'toolu_x')], { usage: { input_tokens: 7, output_tokens: 3, cache_read_input_tokens: 2 } }));
    const message = await sdk().messages.create({ model: 'claude-x', max_tokens: 10, messages: [{ role: 'user', content: 'q' }] });
    expect(message.stop_reason).toBe('tool_use');
    expect(message.content).toEqual([expect.objectContaining({ type: 'text', text: 'hi' }), { type: 'tool_use', id: 'toolu_x', name: 't', input: { a: 1 } }]);
    expect(message.usage).toMatchObject({ input_tokens: 7, output_tokens: 3, cache_read_input_tokens: 2, cache_creation_input_tokens: 0 });
  });

  it('streams SSE in the order the API uses', async () => {
    stub.enqueue(reply.toolUse('read_file', { path: 'a.md' }, { text: 'Looking.' }));
    const response = await fetch(`${stub.url}/v1/messages`, { method: 'POST', body: JSON.stringify({ model: 'm', stream: true, messages: [] }) });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = (await response.text()).split('\n').filter((l) => l.startsWith('event: ')).map((l) => l.slice(7));
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
    expect(stub.requests[0]!.headers['authorization']).toBe('Bearer sk-ant-stub-test-000000');
  });

  it('estimates count_tokens as JSON characters / 4', async () => {
    const { input_tokens } = await sdk().messages.countTokens({ model: 'm', messages: [{ role: 'user', content: 'x'.repeat(400) }] });
    expect(input_tokens).toBe(Math.ceil(JSON.stringify({ m: [{ role: 'user', content: 'x'.repeat(400) }] }).length / 4));
  });

  it('fails an unscripted request with a 400 that says so', async () => {
    await expect(sdk().messages.create({ model: 'm', max_tokens: 1, messages: [] })).rejects.toThrow(/anthropic-stub: no reply scripted for request #1/);
  });

  it('sends HTTP faults with their headers and error body', async () => {
    stub.enqueue(fault.rateLimited(7));
    const response = await fetch(`${stub.url}/v1/messages`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(await response.json()).toMatchObject({ type: 'error', error: { type: 'rate_limit_error' } });
  });

  it('closes promptly with a stalled connection still open', async () => {
    stub.enqueue(fault.stall('headers'));
    const response = await fetch(`${stub.url}/v1/messages`, { method: 'POST', body: JSON.stringify({ stream: true }) });
    expect(response.status).toBe(200);
    const reading = response.text().catch((e: Error) => e);
    await stub.close();
    expect(await reading).toBeInstanceOf(Error); // the socket was destroyed, not left hanging
  });
});
