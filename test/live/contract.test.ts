/**
 * Live contract tests against the real Messages API: opt-in, for a person with a key, before changing a default
 * model, the SDK version, or anything in src/model/ that shapes a request (docs/engine.md, "Live contract tests").
 *
 *   SKILL_LIVE=1 ANTHROPIC_API_KEY=sk-ant-… npx vitest run test/live
 *
 * For each default model (DEFAULT_MODELS: the fast and the main tier): one streamed reply, one conversation with a
 * read-tool call continued by a second turn, one structured call. Every request also goes through the strict stub's
 * validator first, so a run checks the stub's rules against the API both ways. Cost: well under $0.10 a run.
 * Without SKILL_LIVE=1 and a key the tests are skipped, and the run says so.
 */
import { describe, it } from 'vitest';
import { DEFAULT_MODELS } from '../../src/model/index.js';
import { tempDir } from '../support/tmp.js';
import { checkedClient, conversationWithReadTool, streamedReply, structuredCall } from './scenarios.js';

const key = process.env.ANTHROPIC_API_KEY?.trim();
const live = process.env.SKILL_LIVE === '1' && Boolean(key);
const why = live
  ? 'against the real API'
  : `skipped: set SKILL_LIVE=1 and ANTHROPIC_API_KEY to run them${process.env.SKILL_LIVE === '1' ? ' (SKILL_LIVE=1 is set, the key is not)' : ''}`;
if (!live) console.info(`live Messages API contract tests ${why}`);

describe.skipIf(!live)(`live Messages API contract (${why})`, () => {
  for (const [tier, model] of Object.entries(DEFAULT_MODELS)) {
    const ctx = () => ({
      checked: checkedClient({ apiKey: key!, baseURL: process.env.ANTHROPIC_BASE_URL?.trim() || undefined }),
      model,
      dir: tempDir(`skill-live-${tier}-`),
    });
    it(`${model} (${tier}): a streamed reply`, () => streamedReply(ctx()), 120_000);
    it(`${model} (${tier}): a conversation with a read-tool call, continued`, () => conversationWithReadTool(ctx()), 180_000);
    it(`${model} (${tier}): a structured call`, () => structuredCall(ctx()), 120_000);
  }
});
