import { describe, expect, it } from 'vitest';
import { fault, reply } from '../support/anthropic-stub.js';
import { callForJson } from '../../src/model/structured.js';
import { RunFailure } from '../../src/errors.js';
import { stubClient, useStubEnv } from './helpers.js';

const env = useStubEnv();

const schema = {
  type: 'object' as const,
  properties: {
    subskills: { type: 'array' as const, items: { type: 'string' as const } },
    reason: { type: 'string' as const },
  },
  required: ['subskills'],
};
const PLAN = { subskills: ['calendar', 'people'], reason: 'a 1:1 needs both' };

function call(model: string) {
  return callForJson<typeof PLAN>({
    client: stubClient(env.stub),
    model,
    system: 'You plan.',
    prompt: 'Need: "the people I meet today"',
    toolName: 'choose_subskills',
    schema,
  });
}

describe('callForJson', () => {
  it('forces the tool where the model accepts it and returns its input', async () => {
    env.stub.enqueue(reply.toolUse('choose_subskills', PLAN));
    expect(await call('claude-haiku-4-5')).toEqual(PLAN);
    const body = env.stub.messageRequests()[0]!.body;
    expect(body.tool_choice).toEqual({ type: 'tool', name: 'choose_subskills' });
    expect(body.tools[0]).toMatchObject({ name: 'choose_subskills', input_schema: { required: ['subskills'] } });
    expect(body.system.at(-1).text).toMatch(/Answer by calling the choose_subskills tool exactly once/);
  });

  it('asks without forcing on models that refuse it, and insists once when the model answers in text', async () => {
    env.stub.enqueue(reply.text('I think calendar and people.'), reply.toolUse('choose_subskills', PLAN));
    expect(await call('claude-sonnet-5-5')).toEqual(PLAN);
    const [first, second] = env.stub.messageRequests();
    expect(first!.body.tool_choice).toEqual({ type: 'auto' });
    expect(second!.body.messages.at(-1)).toMatchObject({
      role: 'user',
      content: [{ type: 'text', text: 'you did not call choose_subskills. Call choose_subskills now with your answer.' }],
    });
  });

  it('falls back to tool_choice auto when forcing is rejected, and remembers it', async () => {
    env.stub.enqueue(
      fault.status(400, { message: 'tool_choice: forced tool use is not supported for this model' }),
      reply.toolUse('choose_subskills', PLAN),
      reply.toolUse('choose_subskills', PLAN),
    );
    expect(await call('claude-newmodel-9')).toEqual(PLAN);
    expect(await call('claude-newmodel-9')).toEqual(PLAN);
    expect(env.stub.messageRequests().map((r) => r.body.tool_choice.type)).toEqual(['tool', 'auto', 'auto']);
  });

  it('sends an invalid input back as an error once, then accepts the corrected one', async () => {
    env.stub.enqueue(reply.toolUse('choose_subskills', { reason: 'forgot' }, { id: 'toolu_bad' }), reply.toolUse('choose_subskills', PLAN));
    expect(await call('claude-haiku-4-5')).toEqual(PLAN);
    expect(env.stub.messageRequests()[1]!.body.messages.at(-1).content[0]).toMatchObject({
      type: 'tool_result',
      tool_use_id: 'toolu_bad',
      is_error: true,
      content: 'input.subskills is required. Call choose_subskills again with a corrected input.',
    });
  });

  it('fails with a one-line message after a second invalid answer', async () => {
    env.stub.enqueue(reply.toolUse('choose_subskills', { subskills: 'calendar' }), reply.toolUse('choose_subskills', { subskills: [1] }));
    const err = await call('claude-haiku-4-5').catch((e) => e);
    expect(err).toBeInstanceOf(RunFailure);
    expect(err.message).toBe(
      'choose_subskills: the model gave no valid choose_subskills answer (input.subskills[0] must be a string, got integer)',
    );
  });

  it('does not swallow other errors', async () => {
    env.stub.enqueue(fault.status(401));
    await expect(call('claude-haiku-4-5')).rejects.toThrow(/authentication failed/);
    expect(env.stub.messageRequests()).toHaveLength(1);
  });
});
