/**
 * One structured answer: the model fills in the input of a single tool whose schema is the answer's shape (the
 * fallback planner uses it to pick sub-skills). Where the model accepts it, `tool_choice` forces that tool. The
 * 5.5-generation models answer a forced tool choice with HTTP 400, so for them (and for any model that rejects it
 * once) the call uses `tool_choice: auto`, an instruction, and a check that the tool was called. An input that
 * does not fit the schema is sent back once as an error to correct.
 */
import { RunFailure } from '../errors.js';
import { ModelApiError } from './api-errors.js';
import { callModel, type CallContext } from './call.js';
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

/** Models that answered a forced tool choice with 400 in this process: not forced again. */
const refusesForcing = new Set<string>();

function isForcingRejected(err: unknown): boolean {
  return err instanceof ModelApiError && err.status === 400 && /tool_choice|forc/i.test(err.message);
}

type ToolUse = Extract<ContentBlock, { type: 'tool_use' }>;

export async function callForJson<T = Record<string, unknown>>(opts: JsonCallOptions): Promise<T> {
  const tool = { name: opts.toolName, description: opts.toolDescription ?? `Give your answer as the input of ${opts.toolName}.`, input_schema: opts.schema as Record<string, unknown> & { type: 'object' } };
  const system: TextBlockParam[] = buildSystem(opts.system, `Answer by calling the ${opts.toolName} tool exactly once, with an input that follows its schema. Do not answer in plain text.`);
  const messages: MessageParam[] = typeof opts.prompt === 'string' ? [{ role: 'user', content: opts.prompt }] : [...opts.prompt];
  let forced = !rejectsForcedToolChoice(opts.model) && !refusesForcing.has(opts.model);
  const what = opts.label ?? opts.toolName;

  for (let answer = 1; answer <= 2; ) {
    let content: ContentBlock[];
    try {
      const { turn } = await callModel(opts, {
        model: opts.model,
        max_tokens: opts.maxTokens ?? 4096,
        system,
        messages,
        tools: [tool],
        tool_choice: forced ? { type: 'tool', name: opts.toolName } : { type: 'auto' },
      });
      content = turn.content;
    } catch (err) {
      if (forced && isForcingRejected(err)) {
        refusesForcing.add(opts.model);
        opts.transcript?.note('forced-tool-choice-rejected', { model: opts.model });
        forced = false;
        continue; // the same answer again, without forcing
      }
      throw err;
    }
    const uses = content.filter((b): b is ToolUse => b.type === 'tool_use');
    const use = uses.find((u) => u.name === opts.toolName);
    const problem = use ? validateAgainstSchema(opts.schema, use.input) : `you did not call ${opts.toolName}`;
    if (use && !problem) return use.input as T;
    if (answer === 2) throw new RunFailure(`${what}: the model gave no valid ${opts.toolName} answer (${problem})`);
    messages.push({ role: 'assistant', content: content as MessageParam['content'] });
    messages.push({
      role: 'user',
      content: uses.length
        ? uses.map((u) => ({ type: 'tool_result' as const, tool_use_id: u.id, is_error: true, content: `${problem}. Call ${opts.toolName} again with a corrected input.` }))
        : `${problem}. Call ${opts.toolName} now with your answer.`,
    });
    answer++;
  }
  /* c8 ignore next */
  throw new RunFailure(`${what}: no answer`);
}
