/**
 * The live contract scenarios, run every time against the strict stub answering like the 5.5 models: proves the
 * scenario code and its assertions work, so the opt-in live run (contract.test.ts) only adds the real API.
 */
import { describe, it } from 'vitest';
import { DEFAULT_MODELS } from '../../src/model/index.js';
import { reply, type RecordedRequest, type StubReply } from '../support/anthropic-stub.js';
import { lastUserText } from '../support/ritual-stub.js';
import { useStubEnv, CANARY_KEY } from '../model/helpers.js';
import { CODE_WORD, checkedClient, conversationWithReadTool, streamedReply, structuredCall } from './scenarios.js';

const env = useStubEnv();

/** Answers as a model would: reads the note when asked, then says the word; classifies; greets. */
function plausible(req: RecordedRequest): StubReply {
  const last = lastUserText(req);
  if (req.body.tools?.some((t: { name: string }) => t.name === 'classify'))
    return reply.toolUse('classify', { colour: 'green', reason: 'they said green' });
  if (last.includes('Read the note with read_file')) return reply.toolUse('read_file', { path: 'Codes/today.md' });
  if (last.includes('[tool_result]')) return reply.text(last.includes(CODE_WORD) ? CODE_WORD : 'not found');
  if (last.includes('backwards')) return reply.text(CODE_WORD.split('').reverse().join(''));
  return reply.text('Good morning, Alex.');
}

describe('live contract scenarios, dry run against the strict stub', () => {
  for (const [tier, model] of Object.entries(DEFAULT_MODELS)) {
    const ctx = () => {
      env.stub.setThinkingFirst(true);
      env.stub.script(plausible);
      return { checked: checkedClient({ apiKey: CANARY_KEY, baseURL: env.stub.url }), model, dir: env.dir };
    };
    it(`${model} (${tier}): a streamed reply`, () => streamedReply(ctx()));
    it(`${model} (${tier}): a conversation with a read-tool call, continued`, () => conversationWithReadTool(ctx()));
    it(`${model} (${tier}): a structured call`, () => structuredCall(ctx()));
  }
});
