import { describe, expect, it } from 'vitest';
import { block, reply, scriptFromFunction } from '../support/anthropic-stub.js';
import { runAgent } from '../../src/model/loop.js';
import type { Tool } from '../../src/model/tool.js';
import { InterruptedError, BadInputError } from '../../src/errors.js';
import { stubClient, useStubEnv } from './helpers.js';

const env = useStubEnv();

function echoTool(calls: unknown[] = []): Tool {
  return {
    name: 'lookup',
    description: 'Looks a person up',
    input_schema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'], additionalProperties: false },
    async execute(input) {
      calls.push(input);
      return `found ${(input as { name: string }).name}`;
    },
  };
}

const user = (text: string) => [{ role: 'user' as const, content: text }];

/** The tool_result blocks of the last message of a recorded request. */
function lastToolResults(index: number): any[] {
  const body = env.stub.messageRequests()[index]!.body;
  return body.messages.at(-1).content;
}

describe('runAgent', () => {
  it('runs a streamed multi-turn tool conversation to the final answer', async () => {
    env.stub.enqueue(
      reply.toolUse('lookup', { name: 'Sarah Chen' }, { text: 'Let me check.', id: 'toolu_a' }),
      reply.text('Sarah leads the Q3 review.', { usage: { input_tokens: 100, output_tokens: 7 } }),
    );
    const calls: unknown[] = [];
    const seen: string[] = [];
    const text: string[] = [];
    const result = await runAgent({
      client: stubClient(env.stub),
      model: 'claude-test',
      system: 'You prepare meetings.',
      messages: user('Who is Sarah?'),
      tools: [echoTool(calls)],
      maxTurns: 5,
      onText: (t) => text.push(t),
      onToolCall: (c) => seen.push(`${c.name}:${c.id}`),
    });
    expect(calls).toEqual([{ name: 'Sarah Chen' }]);
    expect(seen).toEqual(['lookup:toolu_a']);
    expect(result.stopReason).toBe('end_turn');
    expect(result.turns).toBe(2);
    expect(result.text).toBe('Sarah leads the Q3 review.');
    expect(text.join('')).toBe('Let me check.Sarah leads the Q3 review.');
    expect(lastToolResults(1)).toEqual([
      { type: 'tool_result', tool_use_id: 'toolu_a', content: 'found Sarah Chen', cache_control: { type: 'ephemeral' } },
    ]);
    expect(result.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(result.usage.output).toBeGreaterThanOrEqual(7);
    expect(env.stub.messageRequests()[0]!.body.tools[0]).toMatchObject({ name: 'lookup', input_schema: { required: ['name'] } });
  });

  it('runs several tool calls of one turn in parallel', async () => {
    // Each tool waits for the other to start: run one after the other, they would never finish.
    let startA!: () => void;
    let startB!: () => void;
    const aStarted = new Promise<void>((r) => (startA = r));
    const bStarted = new Promise<void>((r) => (startB = r));
    const tool = (name: string, mine: () => void, other: Promise<void>): Tool => ({
      name,
      description: name,
      input_schema: { type: 'object', properties: {} },
      async execute() {
        mine();
        await other;
        return `${name} done`;
      },
    });
    env.stub.enqueue(reply.message([block.toolUse('a', {}, 't1'), block.toolUse('b', {}, 't2')]), reply.text('both done'));
    const result = await runAgent({
      client: stubClient(env.stub),
      model: 'claude-test',
      messages: user('go'),
      tools: [tool('a', startA, bStarted), tool('b', startB, aStarted)],
      maxTurns: 3,
    });
    expect(result.text).toBe('both done');
    expect(lastToolResults(1).map((r) => [r.tool_use_id, r.content])).toEqual([
      ['t1', 'a done'],
      ['t2', 'b done'],
    ]);
  });

  it('returns a throwing tool, an unknown tool and a bad input to the model as is_error results', async () => {
    const failing: Tool = {
      name: 'fragile',
      description: 'breaks',
      input_schema: { type: 'object', properties: {} },
      async execute() {
        throw new Error('disk on fire');
      },
    };
    const refusing: Tool = {
      ...failing,
      name: 'refuses',
      execute: async () => {
        throw new BadInputError('path "../x" refused: leads outside the vault');
      },
    };
    env.stub.enqueue(
      reply.message([
        block.toolUse('fragile', {}, 't1'),
        block.toolUse('nope', {}, 't2'),
        block.toolUse('lookup', { name: 42 }, 't3'),
        block.toolUse('refuses', {}, 't4'),
      ]),
      reply.text('I could not look it up.'),
    );
    const result = await runAgent({
      client: stubClient(env.stub),
      model: 'claude-test',
      messages: user('go'),
      tools: [failing, refusing, echoTool()],
      maxTurns: 3,
    });
    expect(result.stopReason).toBe('end_turn');
    const results = lastToolResults(1);
    expect(results.every((r) => r.is_error === true)).toBe(true);
    expect(results[0].content).toBe('fragile failed: disk on fire');
    expect(results[1].content).toBe('unknown tool "nope"; available tools: fragile, refuses, lookup');
    expect(results[2].content).toBe('invalid input for lookup: input.name must be a string, got integer');
    expect(results[3].content).toBe('path "../x" refused: leads outside the vault');
  });

  it('stops cleanly at the turn cap and leaves a valid conversation', async () => {
    env.stub.script(scriptFromFunction(() => reply.toolUse('lookup', { name: 'again' })));
    const calls: unknown[] = [];
    const result = await runAgent({
      client: stubClient(env.stub),
      model: 'claude-test',
      messages: user('loop forever'),
      tools: [echoTool(calls)],
      maxTurns: 3,
    });
    expect(result.stopReason).toBe('max_turns');
    expect(result.turns).toBe(3);
    expect(env.stub.messageRequests()).toHaveLength(3);
    expect(calls).toHaveLength(2); // the third turn's call is not run
    const last = result.messages.at(-1)!;
    expect(last.role).toBe('user');
    expect(last.content).toEqual([
      expect.objectContaining({ type: 'tool_result', is_error: true, content: 'not run: the limit of 3 turns was reached' }),
    ]);
  });

  it('answers tool calls cut off by max_tokens without running them', async () => {
    env.stub.enqueue(reply.message([block.toolUse('lookup', { name: 'x' })], { stopReason: 'max_tokens' }));
    const calls: unknown[] = [];
    const result = await runAgent({
      client: stubClient(env.stub),
      model: 'claude-test',
      messages: user('go'),
      tools: [echoTool(calls)],
      maxTurns: 3,
    });
    expect(result.stopReason).toBe('max_tokens');
    expect(calls).toHaveLength(0);
    expect(result.messages.at(-1)!.content).toEqual([
      expect.objectContaining({ is_error: true, content: 'not run: the reply was cut off (max_tokens)' }),
    ]);
  });

  it('sends thinking blocks back unchanged', async () => {
    env.stub.enqueue(
      reply.message([block.thinking('plan the lookup', 'sig-xyz'), block.toolUse('lookup', { name: 'A' }, 't1')]),
      reply.text('ok'),
    );
    await runAgent({ client: stubClient(env.stub), model: 'claude-test', messages: user('go'), tools: [echoTool()], maxTurns: 3 });
    const assistant = env.stub.messageRequests()[1]!.body.messages[1];
    expect(assistant.role).toBe('assistant');
    expect(assistant.content[0]).toEqual({ type: 'thinking', thinking: 'plan the lookup', signature: 'sig-xyz' });
  });

  it('is interrupted when the signal fires during a tool', async () => {
    const controller = new AbortController();
    const slow: Tool = {
      name: 'slow',
      description: 'waits for abort',
      input_schema: { type: 'object', properties: {} },
      execute: (_input, { signal }) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => reject(new Error('aborted')));
          controller.abort();
        }),
    };
    env.stub.enqueue(reply.toolUse('slow', {}), reply.text('never'));
    await expect(
      runAgent({
        client: stubClient(env.stub),
        model: 'claude-test',
        messages: user('go'),
        tools: [slow],
        maxTurns: 3,
        signal: controller.signal,
      }),
    ).rejects.toBeInstanceOf(InterruptedError);
    expect(env.stub.messageRequests()).toHaveLength(1);
  });
});
