import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFileSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { fault, reply } from '../support/anthropic-stub.js';
import { Transcript } from '../../src/model/transcript.js';
import { runAgent } from '../../src/model/loop.js';
import type { Tool } from '../../src/model/tool.js';
import { CANARY_KEY, readJsonl, stubClient, useStubEnv } from './helpers.js';

const previousLog = process.env.ANTHROPIC_LOG;

beforeAll(() => {
  // The SDK's most talkative mode: it must still not put the key anywhere we write.
  process.env.ANTHROPIC_LOG = 'debug';
});
afterAll(() => {
  if (previousLog === undefined) delete process.env.ANTHROPIC_LOG;
  else process.env.ANTHROPIC_LOG = previousLog;
});
const env = useStubEnv();
afterEach(() => {
  vi.restoreAllMocks();
});

const fixedNow = () => new Date('2026-11-22T08:00:00.000Z');

const lookup: Tool = {
  name: 'lookup',
  description: 'Looks a person up',
  input_schema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
  execute: async (input) => `Sarah Chen — team lead (${(input as { name: string }).name})`,
};

describe('transcript.jsonl', () => {
  it('records a whole conversation in order, with the key nowhere in the file', async () => {
    const sdkLogs: string[] = [];
    for (const level of ['debug', 'info', 'log', 'warn', 'error'] as const) {
      vi.spyOn(console, level).mockImplementation(
        (...args: unknown[]) => void sdkLogs.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' ')),
      );
    }
    const path = join(env.dir, 'transcript.jsonl');
    const transcript = Transcript.open(path, { secrets: [CANARY_KEY], now: fixedNow });
    env.stub.enqueue(
      fault.streamError('message-start'),
      reply.toolUse(
        'lookup',
        { name: 'Sarah' },
        { id: 'toolu_1', usage: { input_tokens: 1000, output_tokens: 20, cache_creation_input_tokens: 800 } },
      ),
      reply.text('Sarah leads the team.', { usage: { input_tokens: 50, output_tokens: 6, cache_read_input_tokens: 800 } }),
    );
    await runAgent({
      client: stubClient(env.stub),
      model: 'claude-sonnet-5-5',
      system: 'system prose',
      messages: [{ role: 'user', content: 'Who is Sarah?' }],
      tools: [lookup],
      maxTurns: 4,
      transcript,
      label: 'inline',
    });
    transcript.note('injection-flag', { path: 'vault:inbox.md', excerpt: 'ignore previous instructions' });
    transcript.close();

    expect(sdkLogs.some((l) => l.includes('sending request'))).toBe(true); // debug logging really was on
    expect(sdkLogs.join('\n')).not.toContain(CANARY_KEY); // and the SDK redacts the header in it
    const raw = readFileSync(path, 'utf8');
    expect(raw).not.toContain(CANARY_KEY);
    expect(raw).not.toContain('sk-ant-');
    // Sent with every request, as a header:
    expect(env.stub.messageRequests().every((r) => JSON.stringify(r.headers).includes(CANARY_KEY))).toBe(true);

    const lines = readJsonl(path);
    expect(lines.map((l) => l.type)).toEqual(['request', 'retry', 'response', 'tool_call', 'tool_result', 'request', 'response', 'note']);
    expect(lines.every((l) => l.ts === '2026-11-22T08:00:00.000Z')).toBe(true);
    const [req1, retry, resp1, call, result, req2, resp2, note] = lines;
    expect(req1).toMatchObject({ call: 1, label: 'inline', model: 'claude-sonnet-5-5', max_tokens: 16000 });
    expect(req1!.system[0]).toMatchObject({ text: 'system prose', cache_control: { type: 'ephemeral' } });
    expect(req1!.tools[0].name).toBe('lookup');
    expect(req1!.messages).toHaveLength(1);
    expect(retry).toMatchObject({ call: 1, by: 'engine', reason: 'overloaded', attempt: 1 });
    expect(resp1).toMatchObject({
      call: 1,
      stop_reason: 'tool_use',
      attempts: 2,
      usage: { input: 1000, output: 20, cacheWrite: 800, cacheRead: 0 },
    });
    expect(resp1!.cost_usd).toBeCloseTo((1000 * 2 + 20 * 10 + 800 * 2.5) / 1e6, 9);
    expect(call).toMatchObject({ call: 1, id: 'toolu_1', name: 'lookup', input: { name: 'Sarah' } });
    expect(result).toMatchObject({ call: 1, id: 'toolu_1', is_error: false, content: 'Sarah Chen — team lead (Sarah)' });
    expect(typeof result!.ms).toBe('number');
    expect(req2).toMatchObject({ call: 2 });
    expect(req2!.messages).toHaveLength(3);
    expect(resp2).toMatchObject({ call: 2, stop_reason: 'end_turn', content: [{ type: 'text', text: 'Sarah leads the team.' }] });
    expect(note).toMatchObject({ kind: 'injection-flag', data: { path: 'vault:inbox.md' } });
  });

  it('redacts the key even when the conversation itself contains it', () => {
    const path = join(env.dir, 't.jsonl');
    const t = Transcript.open(path, { secrets: [CANARY_KEY] });
    t.request({ model: 'm', max_tokens: 1, messages: [{ role: 'user', content: `my key is ${CANARY_KEY}` }] });
    t.toolResult(1, 'id', 'read_file', 'ANTHROPIC_API_KEY=sk-ant-api03-abcdefghijklmnop', false, 1);
    t.close();
    const raw = readFileSync(path, 'utf8');
    expect(raw).not.toContain(CANARY_KEY);
    expect(raw).not.toContain('sk-ant-api03');
    expect(raw).toContain('my key is [redacted]');
  });

  it('is created with mode 0600, and an existing file is tightened', () => {
    const fresh = join(env.dir, 'new.jsonl');
    Transcript.open(fresh).close();
    expect(statSync(fresh).mode & 0o777).toBe(0o600);
    const old = join(env.dir, 'old.jsonl');
    writeFileSync(old, '{"type":"note"}\n');
    chmodSync(old, 0o644);
    const t = Transcript.open(old);
    t.note('resumed');
    t.close();
    expect(statSync(old).mode & 0o777).toBe(0o600);
    expect(readJsonl(old).map((l) => l.type)).toEqual(['note', 'note']); // appended, not replaced
  });

  it('has every line on disk as soon as it is written (nothing to flush on Ctrl-C)', () => {
    const path = join(env.dir, 'live.jsonl');
    const t = Transcript.open(path);
    t.note('first');
    expect(readJsonl(path)).toHaveLength(1);
    t.budget('warn', 0.812345678, 1);
    expect(readJsonl(path)[1]).toMatchObject({ type: 'budget', level: 'warn', spent_usd: 0.812346, max_usd: 1 });
    t.close();
    t.note('after close'); // dropped, not thrown
    expect(readJsonl(path)).toHaveLength(2);
  });
});
