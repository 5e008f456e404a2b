/**
 * The agent loop: stream a turn, run the tools it asks for (in parallel), send the results back, until the model
 * ends its turn or the turn cap is reached. A tool that fails, an unknown tool or an input that does not fit the
 * schema becomes an `is_error` tool result the model can react to; only an interruption stops the loop.
 *
 * The returned conversation is always one the API accepts back: an empty or thinking-only reply is never stored
 * (it is asked for again once, then the loop stops with 'empty'), a refused reply is taken out with everything this
 * run added ('refusal'), and unanswered tool calls get "not run" results.
 */
import { InterruptedError, isSkillError } from '../errors.js';
import { oneLine } from '../text/line.js';
import { callModel } from './call.js';
import type { Budget } from './cost.js';
import { addUsage, ZERO_USAGE } from './cost.js';
import { toolDefinition, toolOutput, validateAgainstSchema, type Tool } from './tool.js';
import type { Transcript } from './transcript.js';
import type { ContentBlock, MessageParam, ModelClient, ModelEvent, TextBlockParam, TokenUsage, ToolChoice } from './types.js';

export const DEFAULT_MAX_TOKENS = 16_000;
/** A safety net over the tools' own caps: no single result may flood the context. */
const MAX_TOOL_RESULT_CHARS = 200_000;

export interface AgentOptions {
  client: ModelClient;
  model: string;
  system?: string | TextBlockParam[] | undefined;
  /** The conversation so far; it must end with a user message. Not modified. */
  messages: MessageParam[];
  tools?: readonly Tool[] | undefined;
  /** Most model requests this run may make. */
  maxTurns: number;
  /** max_tokens per turn (thinking included on models that think). */
  maxTokens?: number | undefined;
  toolChoice?: ToolChoice | undefined;
  signal?: AbortSignal | undefined;
  transcript?: Transcript | undefined;
  budget?: Budget | undefined;
  label?: string | undefined;
  /** Visible text as it streams. */
  onText?: ((delta: string) => void) | undefined;
  onToolCall?: ((call: { id: string; name: string; input: unknown }) => void) | undefined;
  onEvent?: ((event: ModelEvent) => void) | undefined;
}

export interface AgentResult {
  /**
   * The whole conversation: the messages given, then every turn and tool result. After a refusal, only the
   * messages given (the refused exchange is not to be sent again).
   */
  messages: MessageParam[];
  /** The visible text of the last assistant turn. */
  text: string;
  /** Model requests made. */
  turns: number;
  /**
   * Why the loop stopped: the last turn's stop_reason (end_turn, max_tokens, refusal, model_context_window_exceeded…),
   * 'max_turns' at the cap, or 'empty' when the model sent nothing usable twice in a row.
   */
  stopReason: string;
  usage: TokenUsage;
  costUsd: number;
}

type ToolUse = Extract<ContentBlock, { type: 'tool_use' }>;
interface ToolResultBlock {
  type: 'tool_result';
  tool_use_id: string;
  content: string;
  is_error?: boolean;
}

export function visibleText(content: readonly ContentBlock[]): string {
  return content
    .filter((b): b is Extract<ContentBlock, { type: 'text' }> => b.type === 'text')
    .map((b) => b.text)
    .join('');
}

/**
 * Nothing to show and nothing to do: no text with a visible character and no tool call. The API sends such replies
 * (`content: []`, or only thinking blocks) now and then; sent back, they make the next request a 400.
 */
export function isEmptyReply(content: readonly ContentBlock[]): boolean {
  return !content.some((b) => (b.type === 'text' && b.text.trim() !== '') || b.type === 'tool_use' || b.type === 'server_tool_use');
}

/** The reply as it can go back to the API: blank text blocks out (a 400 otherwise); thinking blocks untouched. */
export function storableContent(content: readonly ContentBlock[]): ContentBlock[] {
  return content.filter((b) => b.type !== 'text' || b.text.trim() !== '');
}

function capped(text: string): string {
  return text.length > MAX_TOOL_RESULT_CHARS
    ? `${text.slice(0, MAX_TOOL_RESULT_CHARS)}\n[truncated: the result was ${text.length} characters]`
    : text;
}

async function runTool(tools: ReadonlyMap<string, Tool>, use: ToolUse, opts: AgentOptions, call: number): Promise<ToolResultBlock> {
  const started = Date.now();
  opts.onToolCall?.({ id: use.id, name: use.name, input: use.input });
  opts.transcript?.toolCall(call, use.id, use.name, use.input);
  let result: { content: string; isError: boolean };
  const tool = tools.get(use.name);
  if (!tool) {
    result = {
      content: `unknown tool ${JSON.stringify(use.name)}; available tools: ${[...tools.keys()].join(', ') || 'none'}`,
      isError: true,
    };
  } else {
    const problem = validateAgainstSchema(tool.input_schema, use.input);
    if (problem) {
      result = { content: `invalid input for ${tool.name}: ${problem}`, isError: true };
    } else {
      try {
        result = toolOutput(await tool.execute(use.input, { signal: opts.signal ?? new AbortController().signal }));
        result.content = capped(result.content);
      } catch (err) {
        if (opts.signal?.aborted || err instanceof InterruptedError)
          throw err instanceof InterruptedError ? err : new InterruptedError('interrupted', { cause: err });
        const message = err instanceof Error ? err.message : String(err);
        result = { content: isSkillError(err) ? oneLine(message, 1000) : `${tool.name} failed: ${oneLine(message, 1000)}`, isError: true };
      }
    }
  }
  opts.transcript?.toolResult(call, use.id, use.name, result.content, result.isError, Date.now() - started);
  return { type: 'tool_result', tool_use_id: use.id, content: result.content, ...(result.isError ? { is_error: true } : {}) };
}

/** Results for tool calls that will not run, so the conversation stays valid for a later continuation. */
function notRun(uses: readonly ToolUse[], why: string): MessageParam {
  return {
    role: 'user',
    content: uses.map((u) => ({ type: 'tool_result' as const, tool_use_id: u.id, content: `not run: ${why}`, is_error: true })),
  };
}

export async function runAgent(opts: AgentOptions): Promise<AgentResult> {
  const tools = new Map((opts.tools ?? []).map((t) => [t.name, t]));
  const definitions = [...tools.values()].map(toolDefinition);
  const messages: MessageParam[] = [...opts.messages];
  let usage: TokenUsage = { ...ZERO_USAGE };
  let costUsd = 0;
  let text = '';
  let requests = 0;
  let askedAgain = false;
  const done = (stopReason: string, conversation: MessageParam[] = messages): AgentResult => ({
    messages: conversation,
    text,
    turns: requests,
    stopReason,
    usage,
    costUsd,
  });

  for (let turn = 1; turn <= opts.maxTurns; turn++) {
    requests++;
    const {
      turn: reply,
      call,
      costUsd: cost,
    } = await callModel(
      {
        client: opts.client,
        signal: opts.signal,
        transcript: opts.transcript,
        budget: opts.budget,
        label: opts.label,
        onTextDelta: opts.onText,
        onEvent: opts.onEvent,
      },
      {
        model: opts.model,
        max_tokens: opts.maxTokens ?? DEFAULT_MAX_TOKENS,
        messages,
        ...(opts.system !== undefined ? { system: opts.system } : {}),
        ...(definitions.length ? { tools: definitions } : {}),
        ...(opts.toolChoice ? { tool_choice: opts.toolChoice } : {}),
      },
    );
    usage = addUsage(usage, reply.usage);
    costUsd += cost;
    const stopReason = reply.stopReason ?? 'end_turn';
    if (stopReason === 'refusal') {
      // The API docs: remove the turn that prompted a refusal before going on. What this run added goes with it.
      opts.transcript?.note('refusal', { label: opts.label, call });
      text = visibleText(reply.content);
      return done(stopReason, [...opts.messages]);
    }
    if (isEmptyReply(reply.content)) {
      opts.transcript?.note('empty-reply', {
        label: opts.label,
        call,
        stop_reason: stopReason,
        asked_again: !askedAgain && stopReason === 'end_turn',
      });
      if (stopReason === 'end_turn' && !askedAgain) {
        // Asked once more, unchanged: the empty reply itself is never sent back (the API would refuse it).
        askedAgain = true;
        turn--;
        continue;
      }
      text = '';
      return done(stopReason === 'end_turn' ? 'empty' : stopReason);
    }
    askedAgain = false; // each turn of a tool loop may be asked for again once
    // The content goes back as received: thinking blocks and their signatures must not change.
    messages.push({ role: 'assistant', content: storableContent(reply.content) as MessageParam['content'] });
    text = visibleText(reply.content);
    const uses = reply.content.filter((b): b is ToolUse => b.type === 'tool_use');

    if (stopReason === 'pause_turn' && uses.length === 0) {
      // A server-side loop paused: sending the turn back as it is lets the model continue it.
      if (turn === opts.maxTurns) return done('max_turns');
      continue;
    }
    if (stopReason !== 'tool_use' || uses.length === 0) {
      if (uses.length) messages.push(notRun(uses, `the reply was cut off (${stopReason})`));
      return done(stopReason);
    }
    if (turn === opts.maxTurns) {
      messages.push(notRun(uses, `the limit of ${opts.maxTurns} turns was reached`));
      return done('max_turns');
    }
    const results = await Promise.all(uses.map((use) => runTool(tools, use, opts, call)));
    messages.push({ role: 'user', content: results });
  }
  return done('max_turns');
}
