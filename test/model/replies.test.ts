/**
 * The replies the API really sends, through the agent loop and the structured call, against the strict stub: the
 * 5.5 models' thinking-first replies, an empty reply (the docs: mostly after tool results), a reply that is only
 * thinking, a refusal, a max_tokens cut-off and a paused turn. Whatever comes, what the engine sends next is a
 * request the API accepts (the shared hook checks every request) and the conversation it returns can be continued.
 */
import { describe, expect, it } from 'vitest';
import { block, fault, reply } from '../support/anthropic-stub.js';
import { runAgent } from '../../src/model/loop.js';
import { callForJson, STRUCTURED_MAX_TOKENS } from '../../src/model/structured.js';
import { Transcript } from '../../src/model/transcript.js';
import type { Tool } from '../../src/model/tool.js';
import type { MessageParam } from '../../src/model/types.js';
import { readJsonl, stubClient, useStubEnv } from './helpers.js';
import { join } from 'node:path';

const env = useStubEnv();
const MODEL = 'claude-sonnet-5-5';

const lookup: Tool = {
  name: 'lookup',
  description: 'Looks a person up',
  input_schema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
  execute: async (input) => `found ${(input as { name: string }).name}`,
};

function agent(messages: MessageParam[], extra: Partial<Parameters<typeof runAgent>[0]> = {}) {
  return runAgent({ client: stubClient(env.stub), model: MODEL, system: 'You help.', messages, tools: [lookup], maxTurns: 6, ...extra });
}

/** The next user turn after a result, as the chat would send it: the conversation must be accepted as it is. */
async function continueWith(messages: MessageParam[], text: string) {
  env.stub.enqueue(reply.text('Carrying on.'));
  return agent([...messages, { role: 'user', content: text }]);
}

describe('thinking-first replies (the 5.5 models)', () => {
  it("keeps each reply's leading thinking block, with its signature, through a tool loop and the next user turn", async () => {
    env.stub.setThinkingFirst(true);
    env.stub.enqueue(reply.toolUse('lookup', { name: 'Sarah' }), reply.text('Sarah leads the review.'));
    const result = await agent([{ role: 'user', content: 'Who is Sarah?' }]);
    expect(result.text).toBe('Sarah leads the review.');
    const second = env.stub.messageRequests()[1]!.body.messages;
    expect(second[1].content.map((b: { type: string }) => b.type)).toEqual(['thinking', 'tool_use']);
    expect(second[1].content[0]).toMatchObject({ thinking: '', signature: expect.stringMatching(/^stub-sig-/) });
    await continueWith(result.messages, 'And Priya?');
  });
});

describe('an empty reply', () => {
  it('after a tool result: asked again once, never stored, and the loop goes on', async () => {
    env.stub.setThinkingFirst(true);
    env.stub.enqueue(reply.toolUse('lookup', { name: 'Sarah' }), reply.empty(), reply.text('Sarah leads the review.'));
    const dir = env.dir;
    const transcript = Transcript.open(join(dir, 't.jsonl'));
    const result = await agent([{ role: 'user', content: 'Who is Sarah?' }], { transcript });
    transcript.close();
    expect(result).toMatchObject({ text: 'Sarah leads the review.', stopReason: 'end_turn', turns: 3 });
    const [, second, third] = env.stub.messageRequests().map((r) => r.body.messages);
    expect(third).toEqual(second); // the same request again: the empty reply was not added
    expect(result.messages.filter((m) => m.role === 'assistant')).toHaveLength(2);
    expect(
      readJsonl(join(dir, 't.jsonl'))
        .filter((e) => e.type === 'note')
        .map((e) => e.kind),
    ).toEqual(['empty-reply']);
    await continueWith(result.messages, 'Thanks. And Priya?');
  });

  it('twice in a row: the loop stops with "empty", and the conversation still ends with the user\'s turn', async () => {
    env.stub.enqueue(reply.empty(), reply.thinkingOnly());
    const result = await agent([{ role: 'user', content: 'Hello?' }]);
    expect(result).toMatchObject({ stopReason: 'empty', text: '', turns: 2 });
    expect(result.messages).toEqual([{ role: 'user', content: 'Hello?' }]);
    // The chat then adds the next line to that user turn; sent as it is, it is valid too.
    env.stub.enqueue(reply.text('Hi.'));
    await agent([
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Hello?' },
          { type: 'text', text: 'Anyone?' },
        ],
      },
    ]);
  });

  it('each turn of a tool loop may be asked for again once', async () => {
    env.stub.enqueue(reply.empty(), reply.toolUse('lookup', { name: 'A' }), reply.empty(), reply.text('A is here.'));
    const result = await agent([{ role: 'user', content: 'Find A' }]);
    expect(result).toMatchObject({ stopReason: 'end_turn', text: 'A is here.', turns: 4 });
  });

  it('a reply that is only thinking counts as empty', async () => {
    env.stub.enqueue(reply.thinkingOnly(), reply.text('Here.'));
    const result = await agent([{ role: 'user', content: 'Hello?' }]);
    expect(result.messages.at(-1)).toMatchObject({ role: 'assistant', content: [{ type: 'text', text: 'Here.' }] });
    expect(result.messages).toHaveLength(2);
  });

  it('blank text blocks are left out of a stored reply (the API refuses whitespace-only text)', async () => {
    env.stub.enqueue(reply.message([block.text('\n\n'), block.toolUse('lookup', { name: 'A' })]), reply.text('Done.'));
    const result = await agent([{ role: 'user', content: 'Look A up' }]);
    expect(result.messages[1]!.content).toEqual([expect.objectContaining({ type: 'tool_use' })]);
  });
});

describe('stop reasons that end a reply early', () => {
  it('refusal: everything this run added is taken back', async () => {
    env.stub.enqueue(reply.toolUse('lookup', { name: 'X' }), reply.refusal('I can'));
    const start: MessageParam[] = [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello.' },
      { role: 'user', content: 'Look X up' },
    ];
    const result = await agent(start);
    expect(result).toMatchObject({ stopReason: 'refusal', text: 'I can', turns: 2 });
    expect(result.messages).toEqual(start);
  });

  it('max_tokens with text: the text is kept, so the person can ask for the rest', async () => {
    env.stub.enqueue(reply.cutOff([block.thinking(''), block.text('The first half of')]));
    const result = await agent([{ role: 'user', content: 'Explain' }]);
    expect(result.stopReason).toBe('max_tokens');
    await continueWith(result.messages, 'go on');
  });

  it('max_tokens while still thinking: nothing to keep', async () => {
    env.stub.enqueue(reply.thinkingOnly('max_tokens'));
    const result = await agent([{ role: 'user', content: 'Explain' }]);
    expect(result).toMatchObject({ stopReason: 'max_tokens', turns: 1 });
    expect(result.messages).toHaveLength(1);
  });

  it('pause_turn: the paused turn is sent back as it is to be continued', async () => {
    env.stub.enqueue(reply.paused([block.text('Searching…')]), reply.text('Found it.'));
    const result = await agent([{ role: 'user', content: 'Search' }]);
    expect(result).toMatchObject({ stopReason: 'end_turn', text: 'Found it.', turns: 2 });
    expect(env.stub.messageRequests()[1]!.body.messages.at(-1)).toMatchObject({ role: 'assistant' });
  });
});

describe('structured calls on thinking models', () => {
  const schema = { type: 'object' as const, properties: { pick: { type: 'string' as const } }, required: ['pick'] };
  const ask = (model = 'claude-haiku-5-5') =>
    callForJson<{ pick: string }>({ client: stubClient(env.stub), model, prompt: 'Pick one', toolName: 'answer', schema });

  it('leave room for thinking, and never force the tool on Haiku 5.5', async () => {
    env.stub.setThinkingFirst(true);
    env.stub.enqueue(reply.toolUse('answer', { pick: 'a' }));
    expect(await ask()).toEqual({ pick: 'a' });
    const body = env.stub.messageRequests()[0]!.body;
    expect(body.max_tokens).toBe(STRUCTURED_MAX_TOKENS);
    expect(body.max_tokens).toBeGreaterThanOrEqual(16_000);
    expect(body.tool_choice).toEqual({ type: 'auto' });
  });

  it('a reply cut off while thinking is asked for again with twice the room, and not sent back', async () => {
    env.stub.enqueue(reply.thinkingOnly('max_tokens'), reply.toolUse('answer', { pick: 'b' }));
    expect(await ask()).toEqual({ pick: 'b' });
    const [first, second] = env.stub.messageRequests().map((r) => r.body);
    expect(second.max_tokens).toBe(first.max_tokens * 2);
    expect(second.messages).toEqual(first.messages);
  });

  it("an empty reply is asked for again; text without the tool is answered with a nudge in the user's turn", async () => {
    env.stub.enqueue(reply.empty(), reply.message([block.thinking(''), block.text('I pick c.')]), reply.toolUse('answer', { pick: 'c' }));
    expect(await ask()).toEqual({ pick: 'c' });
    const third = env.stub.messageRequests()[2]!.body.messages;
    expect(third.map((m: MessageParam) => m.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('any 400 to a forced tool choice is tried once more without forcing, whatever its wording', async () => {
    env.stub.enqueue(fault.status(400, { message: 'This request is not supported by the model' }), reply.toolUse('answer', { pick: 'd' }));
    expect(await ask('claude-unknown-9')).toEqual({ pick: 'd' });
    expect(env.stub.messageRequests().map((r) => r.body.tool_choice)).toEqual([{ type: 'tool', name: 'answer' }, { type: 'auto' }]);
  });

  it('a refusal is a clear failure, not a "no valid answer"', async () => {
    env.stub.enqueue(reply.refusal());
    await expect(ask()).rejects.toThrow('answer: the model declined to answer (stop reason: refusal)');
  });
});
