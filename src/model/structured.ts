/**
 * One structured answer: the model fills in the input of a single tool whose schema is the answer's shape (the
 * fallback planner uses it to pick sub-skills). Where the model accepts it, `tool_choice` forces that tool. The
 * 5.5-generation models answer a forced tool choice with HTTP 400, so for them (and for any model that rejects it
 * once) the call uses `tool_choice: auto`, an instruction, and a check that the tool was called. An input that
 * does not fit the schema is sent back once as an error to correct.
 *
 * The models think before they answer, and thinking counts against max_tokens: the default leaves room for it, and
 * a reply cut off before the tool call is asked for again once with twice the room. An empty or thinking-only reply
 * is asked for again once and never sent back.
 */
import { RunFailure } from '../errors.js';
import { ModelApiError, isSpendLimitMessage } from './api-errors.js';
import { callModel, type CallContext } from './call.js';
import { appendUserText } from './conversation.js';
import { isEmptyReply, storableContent } from './loop.js';
import { rejectsForcedToolChoice } from './models.js';
import { buildSystem } from './prompt.js';
import { validateAgainstSchema, type JsonSchema } from './tool.js';
import type { ContentBlock, MessageParam, TextBlockParam } from './types.js';

export interface JsonCallOptions extends Omit<CallContext, 'onTextDelta'> {
  model: string;
  system?: string | undefined;
  prompt: string | MessageParam[];
  toolName: string;
  toolDescription?: string | undefined;
  schema: JsonSchema & { type: 'object' };
  maxTokens?: number | undefined;
}

/** Room for adaptive thinking before the tool call (thinking tokens count against max_tokens, billed only if used). */
export const STRUCTURED_MAX_TOKENS = 16_000;
/** The ceiling when a reply was cut off and is asked for again with more room. */
const MAX_TOKENS_CEILING = 64_000;

/** Models that answered a forced tool choice with 400 in this process: not forced again. */
const refusesForcing = new Set<string>();

/**
 * Any 400 to a forced request may be the forcing: the API's wording for it is not documented, so the request is
 * tried once more unforced. A spend limit or a credit problem is not about forcing.
 */
function mayBeForcingRejected(err: unknown): boolean {
  return err instanceof ModelApiError && err.status === 400 && !isSpendLimitMessage(err.message) && !/credit balance/i.test(err.message);
}

type ToolUse = Extract<ContentBlock, { type: 'tool_use' }>;

export async function callForJson<T = Record<string, unknown>>(opts: JsonCallOptions): Promise<T> {
  const tool = {
    name: opts.toolName,
    description: opts.toolDescription ?? `Give your answer as the input of ${opts.toolName}.`,
    input_schema: opts.schema as Record<string, unknown> & { type: 'object' },
  };
  const system: TextBlockParam[] = buildSystem(
    opts.system,
    `Answer by calling the ${opts.toolName} tool exactly once, with an input that follows its schema. Do not answer in plain text.`,
  );
  let messages: MessageParam[] = typeof opts.prompt === 'string' ? [{ role: 'user', content: opts.prompt }] : [...opts.prompt];
  let forced = !rejectsForcedToolChoice(opts.model) && !refusesForcing.has(opts.model) && !opts.client.profile?.(opts.model).local;
  let maxTokens = opts.maxTokens ?? STRUCTURED_MAX_TOKENS;
  const what = opts.label ?? opts.toolName;
  let askedAgain = false;

  for (let answer = 1; answer <= 2; ) {
    let content: ContentBlock[];
    let stopReason: string;
    try {
      const { turn } = await callModel(opts, {
        model: opts.model,
        max_tokens: maxTokens,
        system,
        messages,
        tools: [tool],
        tool_choice: forced ? { type: 'tool', name: opts.toolName } : { type: 'auto' },
      });
      content = turn.content;
      stopReason = turn.stopReason ?? 'end_turn';
    } catch (err) {
      if (forced && mayBeForcingRejected(err)) {
        refusesForcing.add(opts.model);
        opts.transcript?.note('forced-tool-choice-rejected', { model: opts.model, message: (err as Error).message });
        forced = false;
        continue; // the same answer again, without forcing
      }
      throw err;
    }
    const uses = content.filter((b): b is ToolUse => b.type === 'tool_use');
    const use = uses.find((u) => u.name === opts.toolName);
    const problem = use ? validateAgainstSchema(opts.schema, use.input) : `you did not call ${opts.toolName}`;
    if (use && !problem) return use.input as T;
    if (stopReason === 'refusal') throw new RunFailure(`${what}: the model declined to answer (stop reason: refusal)`);
    if (!askedAgain && uses.length === 0 && (stopReason === 'max_tokens' || isEmptyReply(content))) {
      // Thinking filled the room, or nothing came: the same question again (with more room), the reply not kept.
      askedAgain = true;
      if (stopReason === 'max_tokens') maxTokens = Math.min(maxTokens * 2, MAX_TOKENS_CEILING);
      opts.transcript?.note('structured-asked-again', { label: what, stop_reason: stopReason, max_tokens: maxTokens });
      continue;
    }
    if (answer === 2)
      throw new RunFailure(
        `${what}: the model gave no valid ${opts.toolName} answer (${stopReason === 'max_tokens' ? `cut off at max_tokens ${maxTokens}` : problem})`,
      );
    if (uses.length) {
      messages = [
        ...messages,
        { role: 'assistant', content: storableContent(content) as MessageParam['content'] },
        {
          role: 'user',
          content: uses.map((u) => ({
            type: 'tool_result' as const,
            tool_use_id: u.id,
            is_error: true,
            content: `${u.name === opts.toolName ? problem : `${u.name} is not a tool here`}. Call ${opts.toolName} again with a corrected input.`,
          })),
        },
      ];
    } else {
      // A reply with nothing to send back (empty, or only thinking) is left out; the nudge joins the user's turn.
      if (!isEmptyReply(content))
        messages = [...messages, { role: 'assistant', content: storableContent(content) as MessageParam['content'] }];
      messages = appendUserText(messages, `${problem}. Call ${opts.toolName} now with your answer.`);
    }
    answer++;
  }
  /* c8 ignore next */
  throw new RunFailure(`${what}: no answer`);
}
