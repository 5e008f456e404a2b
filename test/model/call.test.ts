import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fault, reply } from '../support/anthropic-stub.js';
import { callModel } from '../../src/model/call.js';
import { Budget, BudgetExceeded } from '../../src/model/cost.js';
import { Transcript } from '../../src/model/transcript.js';
import { runAgent } from '../../src/model/loop.js';
import { readJsonl, stubClient, useStubEnv } from './helpers.js';

const env = useStubEnv();

// claude-sonnet-5-5 costs $2 / $10 per million tokens: 100,000 output tokens are $1.00.
const MODEL = 'claude-sonnet-5-5';
const request = { model: MODEL, max_tokens: 100, messages: [{ role: 'user' as const, content: 'hi' }] };

describe('the budget around each request', () => {
  it('warns once at 80 % and stops at 100 % before anything is sent', async () => {
    const warnings: Array<[number, number]> = [];
    const budget = new Budget({ maxCostUsd: 1, onWarn: (spent, max) => warnings.push([spent, max]) });
    const transcript = Transcript.open(join(env.dir, 'transcript.jsonl'));
    const ctx = { client: stubClient(env.stub), budget, transcript };
    env.stub.enqueue(
      reply.text('a', { usage: { input_tokens: 0, output_tokens: 85_000 } }), // $0.85
      reply.text('b', { usage: { input_tokens: 0, output_tokens: 10_000 } }), // $0.95
      reply.text('c', { usage: { input_tokens: 0, output_tokens: 10_000 } }), // $1.05
      reply.text('never sent'),
    );
    await callModel(ctx, request);
    expect(warnings).toEqual([]);
    await callModel(ctx, request); // checked before: $0.85 ≥ 80 % → warning
    expect(warnings).toHaveLength(1);
    expect(warnings[0]![0]).toBeCloseTo(0.85, 6);
    await callModel(ctx, request); // $0.95 < $1: allowed, no second warning
    expect(warnings).toHaveLength(1);
    const err = await callModel(ctx, request).catch((e) => e);
    expect(err).toBeInstanceOf(BudgetExceeded);
    expect(err.exitCode).toBe(1);
    expect(err.message).toBe('cost limit reached: about $1.05 spent of the $1.00 allowed — raise it with --max-cost');
    expect(env.stub.messageRequests()).toHaveLength(3);
    transcript.close();
    const budgetLines = readJsonl(transcript.path).filter((e) => e.type === 'budget');
    expect(budgetLines.map((e) => e.level)).toEqual(['warn', 'stop']);
  });

  it('stops an agent loop between turns', async () => {
    const budget = new Budget({ maxCostUsd: 0.5 });
    env.stub.enqueue(reply.toolUse('noop', {}, { usage: { input_tokens: 0, output_tokens: 60_000 } }), reply.text('never'));
    const noop = {
      name: 'noop',
      description: 'nothing',
      input_schema: { type: 'object' as const, properties: {} },
      execute: async () => 'ok',
    };
    const err = await runAgent({
      client: stubClient(env.stub),
      model: MODEL,
      messages: request.messages,
      tools: [noop],
      maxTurns: 5,
      budget,
    }).catch((e) => e);
    expect(err).toBeInstanceOf(BudgetExceeded);
    expect(env.stub.messageRequests()).toHaveLength(1);
    expect(budget.ledger.byModel().get(MODEL)).toMatchObject({ requests: 1, usage: { output: 60_000 } });
  });
});

describe('what every request carries', () => {
  it('marks the tools, the system prompt and the newest message for caching', async () => {
    env.stub.enqueue(reply.text('ok'));
    await callModel(
      { client: stubClient(env.stub) },
      {
        ...request,
        system: 'stable ritual prose and memory.md',
        tools: [
          { name: 'a', input_schema: { type: 'object' } },
          { name: 'b', input_schema: { type: 'object' } },
        ],
      },
    );
    const body = env.stub.messageRequests()[0]!.body;
    expect(body.system).toEqual([{ type: 'text', text: 'stable ritual prose and memory.md', cache_control: { type: 'ephemeral' } }]);
    expect(body.tools[0].cache_control).toBeUndefined();
    expect(body.tools[1].cache_control).toEqual({ type: 'ephemeral' });
    expect(body.messages[0].content).toEqual([{ type: 'text', text: 'hi', cache_control: { type: 'ephemeral' } }]);
  });

  it('logs a failed request with its error and rethrows it', async () => {
    env.stub.enqueue(fault.status(401));
    const transcript = Transcript.open(join(env.dir, 't.jsonl'));
    await expect(callModel({ client: stubClient(env.stub), transcript, label: 'planner' }, request)).rejects.toThrow(
      /authentication failed/,
    );
    transcript.close();
    const lines = readJsonl(transcript.path);
    expect(lines.map((l) => l.type)).toEqual(['request', 'error']);
    expect(lines[0]).toMatchObject({ call: 1, label: 'planner', model: MODEL });
    expect(lines[1]).toMatchObject({ call: 1, error: 'ModelApiError', status: 401 });
  });
});
