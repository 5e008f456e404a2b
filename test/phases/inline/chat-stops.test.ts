/**
 * The conversation when a reply ends other than normally: a refusal, a cut-off, the turn cap, an empty reply. Each
 * ends with a notice saying so and what to do next, and the conversation stays one the API accepts (the strict
 * stub checks every request), so the next line, or /done, carries on from it.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { block, reply } from '../../support/anthropic-stub.js';
import { conversationText, runChat, stopNotice, type ChatResult } from '../../../src/phases/inline/chat.js';
import { Budget, Transcript, type Tool } from '../../../src/model/index.js';
import type { Engine } from '../../../src/run/engine.js';
import { stubClient, useStubEnv } from '../../model/helpers.js';

const env = useStubEnv();

const lookup: Tool = {
  name: 'lookup',
  description: 'Looks a person up',
  input_schema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
  execute: async () => 'a person',
};

async function chat(lines: string[], extra: { maxTurnsPerReply?: number } = {}): Promise<ChatResult & { out: string }> {
  const engine: Engine = {
    client: stubClient(env.stub),
    models: { fast: 'claude-haiku-5-5', main: 'claude-sonnet-5-5' },
    budget: new Budget(),
    transcript: Transcript.open(join(env.dir, 'transcript.jsonl')),
  };
  let out = '';
  const queue = [...lines];
  try {
    const result = await runChat({
      engine,
      system: ['You run a ritual.'],
      tools: [lookup],
      signal: new AbortController().signal,
      ...extra,
      io: { ask: async () => queue.shift() ?? null, write: (t) => void (out += t), interactive: false, colour: false },
    });
    return { ...result, out };
  } finally {
    engine.transcript.close();
  }
}

describe('a reply that ends early', () => {
  it('refusal: a notice, the refused turn and the line that prompted it taken out, and the conversation goes on', async () => {
    env.stub.setThinkingFirst(true);
    env.stub.enqueue(reply.text('Good morning. What matters today?'), reply.refusal(), reply.text('Noted: the runbook.'));
    const r = await chat(['something the classifier declines', 'The runbook review', '/done']);
    expect(r.out).toContain('[Claude declined to answer that (stop reason: refusal). Your last message was taken out of the conversation');
    expect(r.out).toContain('/done to write what the conversation has so far');
    const third = env.stub.messageRequests()[2]!.body.messages;
    expect(JSON.stringify(third)).not.toContain('classifier declines');
    expect(r.end).toBe('done');
    expect(r.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });

  it('max_tokens: the partial reply stays, with a notice; "go on" continues it', async () => {
    env.stub.enqueue(reply.cutOff([block.thinking(''), block.text('First, the runbook; second,')]), reply.text('the migration.'));
    const r = await chat(['go on', '/done']);
    expect(r.out).toContain('[The reply was cut off at its length limit. Say "go on" for the rest');
    expect(r.messages.at(-1)).toMatchObject({ role: 'assistant', content: [{ type: 'text', text: 'the migration.' }] });
  });

  it('the turn cap: a notice naming the limit, and the unanswered tool calls answered as not run', async () => {
    env.stub.enqueue(reply.toolUse('lookup', { name: 'A' }), reply.toolUse('lookup', { name: 'B' }), reply.text('Here is what I found.'));
    const r = await chat(['go on', '/done'], { maxTurnsPerReply: 2 });
    expect(r.out).toContain(
      '[Claude made 2 requests for this reply without finishing, the limit for one reply; the tool calls it asked for last were not run. Say "go on"',
    );
    expect(JSON.stringify(env.stub.messageRequests()[2]!.body.messages)).toContain('not run: the limit of 2 turns was reached');
    expect(r.out).toContain('Here is what I found.');
  });

  it('empty twice: a notice, nothing added, and the next line joins the open user turn', async () => {
    env.stub.setThinkingFirst(true);
    env.stub.enqueue(reply.empty(), reply.empty(), reply.text('Hello!'));
    const r = await chat(['Hello?', '/done']);
    expect(r.out).toContain('[Claude sent an empty reply, twice; nothing was added to the conversation.');
    const third = env.stub.messageRequests()[2]!.body.messages;
    expect(third).toHaveLength(1);
    expect(third[0].content.map((b: { text: string }) => b.text)).toEqual(['Begin the ritual now.', 'Hello?']);
    expect(r.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    // What the write step is given: the joined line on its own, without the opening.
    expect(conversationText(r.messages)).toBe('User: Hello?\n\nAssistant: Hello!');
  });

  it('empty once: asked again, no notice', async () => {
    env.stub.enqueue(reply.empty(), reply.text('Good morning.'));
    const r = await chat(['/done']);
    expect(r.out).toContain('Good morning.');
    expect(r.out).not.toContain('[Claude sent an empty reply');
  });
});

describe('stopNotice', () => {
  it('says nothing for a normal end, and something for every other stop reason', () => {
    expect(stopNotice('end_turn', 12)).toBeUndefined();
    for (const reason of ['refusal', 'max_tokens', 'model_context_window_exceeded', 'max_turns', 'empty', 'something_new']) {
      expect(stopNotice(reason, 12), reason).toMatch(/^\[.*\]$/);
    }
    expect(stopNotice('something_new', 12)).toContain('stop reason: something_new');
  });
});
