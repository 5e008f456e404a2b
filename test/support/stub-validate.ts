/**
 * The stub's request validation: what the Messages API answers with HTTP 400 `invalid_request_error`, so that a
 * request the real API would reject never passes a test. Messages are the API's own where we have seen them
 * (quoted in issues and docs, read 2026-11-23); where the docs describe a rejection without quoting it, the wording
 * is ours and says so in docs/engine.md.
 *
 * Thinking blocks are checked against the signatures the stub issued (ThinkingLedger): a block must come back with
 * its signature and unchanged text; on models whose thinking is tied to the model and the conversation, to the same
 * model after the same system prompt, tools and earlier messages.
 */
import { stubModelRules } from './stub-models.js';

export interface Rejection {
  status: number;
  type: string;
  message: string;
}

type Json = Record<string, any>;

const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
const TOP_LEVEL = new Set([
  'model',
  'messages',
  'max_tokens',
  'system',
  'tools',
  'tool_choice',
  'stream',
  'temperature',
  'top_p',
  'top_k',
  'stop_sequences',
  'metadata',
  'thinking',
  'output_config',
  'service_tier',
  'container',
  'mcp_servers',
  'context_management',
  'inference_geo',
]);
const USER_BLOCKS = new Set(['text', 'image', 'document', 'tool_result', 'search_result']);
const ASSISTANT_BLOCKS = new Set(['text', 'tool_use', 'thinking', 'redacted_thinking', 'server_tool_use', 'web_search_tool_result']);

/** The stub's tokenizer: one token per 4 characters of JSON (count_tokens answers the same). */
export function estimateTokens(value: unknown): number {
  return Math.max(1, Math.ceil(JSON.stringify(value ?? '').length / 4));
}

function blocksOf(message: Json): Json[] {
  if (typeof message?.content === 'string') return message.content === '' ? [] : [{ type: 'text', text: message.content }];
  return Array.isArray(message?.content) ? message.content : [];
}

/** Strips cache markers and thinking, and writes string content as a text block: what identifies a conversation. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value))
    return value.filter((b) => !(b && typeof b === 'object' && (b.type === 'thinking' || b.type === 'redacted_thinking'))).map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'cache_control' && k !== 'citations')
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** The conversation before message `upTo`: system, tools and the messages, canonically. */
function conversationKey(body: Json, upTo: number): string {
  const system = typeof body.system === 'string' ? [{ type: 'text', text: body.system }] : (body.system ?? []);
  const messages = (body.messages ?? []).slice(0, upTo).map((m: Json) => ({ role: m.role, content: blocksOf(m) }));
  return JSON.stringify(canonical({ system, tools: body.tools ?? [], messages }));
}

interface IssuedThinking {
  thinking: string;
  model: string;
  conversation: string;
}

/** The thinking blocks the stub handed out, and which tool calls each reply's leading thinking preceded. */
export class ThinkingLedger {
  private readonly bySignature = new Map<string, IssuedThinking>();
  private readonly leadingByToolUse = new Map<string, string[]>();
  private readonly paused = new Set<string>();
  private minted = 0;

  /** Records a reply's blocks (filling in missing signatures) for a request; returns the blocks as sent. */
  issue(body: Json, content: Json[], stopReason: string): Json[] {
    const conversation = conversationKey(body, (body.messages ?? []).length);
    const out = content.map((b) => {
      if (b.type !== 'thinking') return b;
      const signature = b.signature ?? `stub-sig-${++this.minted}-${Math.random().toString(36).slice(2, 10)}`;
      this.bySignature.set(signature, { thinking: b.thinking, model: String(body.model), conversation });
      return { ...b, signature };
    });
    const leading: string[] = [];
    for (const b of out) {
      if (b.type !== 'thinking') break;
      leading.push(b.signature);
    }
    if (leading.length) for (const b of out) if (b.type === 'tool_use' && b.id) this.leadingByToolUse.set(b.id, leading);
    if (stopReason === 'pause_turn') this.paused.add(JSON.stringify(canonical(out)));
    return out;
  }

  lookup(signature: string): IssuedThinking | undefined {
    return this.bySignature.get(signature);
  }

  leadingThinking(toolUseId: string): string[] | undefined {
    return this.leadingByToolUse.get(toolUseId);
  }

  isPausedTurn(content: Json[]): boolean {
    return this.paused.has(JSON.stringify(canonical(content)));
  }
}

export interface ValidateOptions {
  ledger: ThinkingLedger;
  /** Overrides the model's context window (tests of long conversations). */
  contextTokens?: number | undefined;
  /**
   * 'issued' (the stub): a thinking block must carry a signature from the ledger. 'any' (the live tests, where
   * the real API issued them): only its presence is checked, the API checks the rest.
   */
  signatures?: 'issued' | 'any';
}

const bad = (message: string): Rejection => ({ status: 400, type: 'invalid_request_error', message });

function countCacheMarkers(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + countCacheMarkers(v), 0);
  if (value && typeof value === 'object') {
    let n = 'cache_control' in value && (value as Json).cache_control != null ? 1 : 0;
    for (const [k, v] of Object.entries(value)) if (k !== 'cache_control') n += countCacheMarkers(v);
    return n;
  }
  return 0;
}

function checkText(b: Json, where: string): Rejection | undefined {
  if (typeof b.text !== 'string') return bad(`${where}.text: Field required`);
  if (b.text === '')
    return bad(
      b.cache_control
        ? 'cache_control cannot be set for empty text blocks'
        : `${where.split('.')[0]}: text content blocks must be non-empty`,
    );
  if (b.text.trim() === '') return bad(`${where.split('.')[0]}: text content blocks must contain non-whitespace text`);
  return undefined;
}

function checkSystem(system: unknown): Rejection | undefined {
  if (system === undefined) return undefined;
  if (typeof system === 'string') return undefined;
  if (!Array.isArray(system)) return bad('system: Input should be a valid string or a list of text blocks');
  for (const [i, b] of system.entries()) {
    if (b?.type !== 'text') return bad(`system.${i}.type: Input should be 'text'`);
    const problem = checkText(b, `system.${i}`);
    if (problem) return problem;
  }
  return undefined;
}

function checkTools(body: Json): Rejection | undefined {
  const tools = body.tools;
  if (tools !== undefined) {
    if (!Array.isArray(tools)) return bad('tools: Input should be a valid list');
    const seen = new Set<string>();
    for (const [i, t] of tools.entries()) {
      if (typeof t?.name !== 'string' || !TOOL_NAME.test(t.name))
        return bad(`tools.${i}.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'`);
      if (seen.has(t.name)) return bad('tools: Tool names must be unique.');
      seen.add(t.name);
      if (t.input_schema?.type !== 'object') return bad(`tools.${i}.custom.input_schema.type: Input should be 'object'`);
    }
  }
  const choice = body.tool_choice;
  if (choice === undefined) return undefined;
  if (!['auto', 'any', 'tool', 'none'].includes(choice?.type))
    return bad(`tool_choice.type: Input should be 'auto', 'any', 'tool' or 'none'`);
  if ((choice.type === 'any' || choice.type === 'tool') && !tools?.length)
    return bad('tool_choice: tool_choice may only be specified while providing tools.');
  if (choice.type === 'tool' && !tools.some((t: Json) => t.name === choice.name))
    return bad(`tool_choice.name: no tool named ${JSON.stringify(choice.name)} in tools`);
  if ((choice.type === 'any' || choice.type === 'tool') && stubModelRules(String(body.model)).rejectsForcedToolChoice) {
    return bad(`tool_choice: forced tool use (${JSON.stringify(choice.type)}) is not supported for ${body.model}; use {"type": "auto"}`);
  }
  return undefined;
}

function checkParameters(body: Json): Rejection | undefined {
  const rules = stubModelRules(String(body.model));
  if (rules.rejectsSampling) {
    for (const key of ['temperature', 'top_p', 'top_k'])
      if (body[key] !== undefined) return bad(`${key}: setting ${key} is not supported for ${body.model}; omit it`);
  }
  const thinking = body.thinking;
  if (thinking !== undefined) {
    const types = ['adaptive', 'enabled', 'disabled', ...rules.extraThinkingTypes];
    if (!types.includes(thinking?.type)) return bad(`thinking.type: Input should be ${types.map((t) => `'${t}'`).join(', ')}`);
    if (rules.rejectsManualThinking && (thinking.type === 'disabled' || thinking.type === 'enabled')) {
      return bad(
        `"thinking.type.${thinking.type}" is not supported for this model. Use "thinking.type.adaptive" and "output_config.effort" to control thinking behavior.`,
      );
    }
  }
  return undefined;
}

function checkBlock(b: Json, role: string, where: string): Rejection | undefined {
  const allowed = role === 'user' ? USER_BLOCKS : ASSISTANT_BLOCKS;
  if (typeof b?.type !== 'string' || !allowed.has(b.type)) {
    return bad(
      `${where}.type: Input tag '${String(b?.type)}' found using 'type' does not match any of the expected tags for a message of role '${role}'`,
    );
  }
  switch (b.type) {
    case 'text':
      return checkText(b, where);
    case 'tool_use':
      if (typeof b.id !== 'string' || typeof b.name !== 'string') return bad(`${where}: tool_use blocks need id and name`);
      if (b.input === null || typeof b.input !== 'object' || Array.isArray(b.input))
        return bad(`${where}.input: Input should be a valid dictionary`);
      return undefined;
    case 'tool_result':
      if (typeof b.tool_use_id !== 'string') return bad(`${where}.tool_use_id: Field required`);
      if (Array.isArray(b.content)) {
        for (const [k, inner] of b.content.entries()) {
          if (inner?.type === 'text') {
            const problem = checkText(inner, `${where}.content.${k}`);
            if (problem) return problem;
          }
        }
      }
      return undefined;
    case 'thinking':
      if (b.cache_control !== undefined) return bad(`${where}.thinking.cache_control: Extra inputs are not permitted`);
      if (typeof b.signature !== 'string' || b.signature === '') return bad(`${where}.thinking.signature: Field required`);
      if (typeof b.thinking !== 'string') return bad(`${where}.thinking.thinking: Field required`);
      return undefined;
    default:
      return undefined;
  }
}

function checkMessages(body: Json): Rejection | undefined {
  const messages: Json[] = body.messages;
  for (const [i, m] of messages.entries()) {
    if (m?.role !== 'user' && m?.role !== 'assistant') return bad(`messages.${i}.role: Input should be 'user' or 'assistant'`);
    if (typeof m.content !== 'string' && !Array.isArray(m.content))
      return bad(`messages.${i}.content: Input should be a valid string or list`);
    const blocks = Array.isArray(m.content) ? m.content : [];
    for (const [j, b] of blocks.entries()) {
      const problem = checkBlock(b, m.role, `messages.${i}.content.${j}`);
      if (problem) return problem;
    }
    const last = i === messages.length - 1;
    // Thinking of earlier turns is dropped before the model sees it: a turn that was only thinking is empty.
    const substantive = blocksOf(m).filter((b) => b.type !== 'thinking' && b.type !== 'redacted_thinking');
    if (!(last && m.role === 'assistant') && substantive.length === 0) {
      return bad(`messages.${i}: all messages must have non-empty content except for the optional final assistant message`);
    }
  }
  return undefined;
}

/** The conversation must end with a user turn, except to continue a paused turn (stop_reason pause_turn) as it was. */
function checkPrefill(body: Json, ledger: ThinkingLedger): Rejection | undefined {
  const final = body.messages.at(-1);
  if (final.role !== 'assistant' || !stubModelRules(String(body.model)).rejectsPrefill) return undefined;
  if (ledger.isPausedTurn(blocksOf(final))) return undefined;
  return bad('This model does not support assistant message prefill. The conversation must end with a user message.');
}

function checkToolPairs(messages: Json[]): Rejection | undefined {
  for (const [i, m] of messages.entries()) {
    const blocks = blocksOf(m);
    if (m.role === 'assistant') {
      const uses = blocks.filter((b) => b.type === 'tool_use');
      const next = messages[i + 1];
      if (!uses.length || !next) continue;
      const nextBlocks = next.role === 'user' ? blocksOf(next) : [];
      const answered = new Set(nextBlocks.filter((b) => b.type === 'tool_result').map((b) => b.tool_use_id));
      const missing = uses.map((u) => u.id).filter((id) => !answered.has(id));
      if (missing.length) {
        return bad(
          `messages.${i}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${missing.join(', ')}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.`,
        );
      }
      const leading = nextBlocks.findIndex((b) => b.type !== 'tool_result');
      if ((leading === -1 ? nextBlocks.length : leading) < uses.length) {
        return bad(
          `messages.${i + 1}: Did not find ${uses.length} tool_result block(s) at the beginning of this message. Messages following tool_use blocks must begin with a matching number of tool_result blocks.`,
        );
      }
    } else {
      const previous = messages[i - 1];
      const offered = new Set(
        previous?.role === 'assistant'
          ? blocksOf(previous)
              .filter((b) => b.type === 'tool_use')
              .map((b) => b.id)
          : [],
      );
      for (const [j, b] of blocks.entries()) {
        if (b.type === 'tool_result' && !offered.has(b.tool_use_id)) {
          return bad(
            `messages.${i}.content.${j}: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${b.tool_use_id}. Each \`tool_result\` block must have a corresponding \`tool_use\` block in the previous message.`,
          );
        }
      }
    }
  }
  return undefined;
}

function checkThinking(body: Json, ledger: ThinkingLedger): Rejection | undefined {
  const messages: Json[] = body.messages;
  for (const [i, m] of messages.entries()) {
    if (m.role !== 'assistant') continue;
    for (const [j, b] of blocksOf(m).entries()) {
      if (b.type !== 'thinking') continue;
      const issued = ledger.lookup(b.signature);
      if (!issued || issued.thinking !== b.thinking) return bad(`messages.${i}.content.${j}: Invalid \`signature\` in \`thinking\` block`);
      if (!stubModelRules(issued.model).thinkingTied) continue;
      if (issued.model !== body.model)
        return bad(`messages.${i}.content.${j}: a \`thinking\` block written by ${issued.model} cannot be sent to ${body.model}`);
      if (issued.conversation !== conversationKey(body, i)) {
        return bad(
          `messages.${i}.content.${j}: this \`thinking\` block belongs to a different conversation (the system prompt, tools or earlier messages changed since it was written)`,
        );
      }
    }
  }
  // The turn in progress (an assistant tool call answered by the final user message) keeps its leading thinking.
  const final = messages.at(-1)!;
  const turn = messages.at(-2);
  if (final.role === 'user' && turn?.role === 'assistant' && blocksOf(final).some((b) => b.type === 'tool_result')) {
    const blocks = blocksOf(turn);
    for (const use of blocks.filter((b) => b.type === 'tool_use')) {
      const expected = ledger.leadingThinking(use.id);
      if (!expected) continue;
      const sent = blocks.slice(0, expected.length).map((b) => (b.type === 'thinking' ? b.signature : undefined));
      if (sent.join('\n') !== expected.join('\n')) {
        return bad(
          `messages.${messages.length - 2}.content.0.type: Expected \`thinking\` or \`redacted_thinking\`, but found \`${blocks[0]?.type ?? 'nothing'}\`. When \`thinking\` is enabled, a final \`assistant\` message must start with a thinking block (preceeding the lastmost set of \`tool_use\` and \`tool_result\` blocks). We recommend you include thinking blocks from previous turns. To avoid this requirement, disable \`thinking\`. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking`,
        );
      }
    }
  }
  return undefined;
}

/** Why the API would reject this POST /v1/messages body, or undefined when it would accept it. */
export function validateMessagesRequest(body: unknown, options: ValidateOptions): Rejection | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return bad('There was an issue with the format of the request: the body is not a JSON object');
  const b = body as Json;
  for (const key of Object.keys(b)) if (!TOP_LEVEL.has(key)) return bad(`${key}: Extra inputs are not permitted`);
  if (typeof b.model !== 'string' || b.model === '') return bad('model: Field required');
  if (b.max_tokens === undefined) return bad('max_tokens: Field required');
  if (!Number.isInteger(b.max_tokens) || b.max_tokens < 1) return bad('max_tokens: Input should be greater than or equal to 1');
  const rules = stubModelRules(b.model);
  if (b.max_tokens > rules.maxOutputTokens)
    return bad(
      `max_tokens: ${b.max_tokens} > ${rules.maxOutputTokens}, which is the maximum allowed number of output tokens for ${b.model}`,
    );
  if (!Array.isArray(b.messages)) return bad('messages: Field required');
  if (b.messages.length === 0) return bad('messages: at least one message is required');
  const checks = [
    () => checkParameters(b),
    () => checkSystem(b.system),
    () => checkTools(b),
    () => checkMessages(b),
    () => checkPrefill(b, options.ledger),
    () => checkToolPairs(b.messages),
    () => {
      const markers = countCacheMarkers(b.tools) + countCacheMarkers(b.system) + countCacheMarkers(b.messages);
      return markers > 4 ? bad(`A maximum of 4 blocks with cache_control may be provided. Found ${markers}.`) : undefined;
    },
    () => (options.signatures === 'any' ? undefined : checkThinking(b, options.ledger)),
    () => {
      const limit = options.contextTokens ?? rules.contextTokens;
      const prompt = estimateTokens({ s: b.system, m: b.messages, t: b.tools });
      return prompt > limit ? bad(`prompt is too long: ${prompt} tokens > ${limit} maximum`) : undefined;
    },
  ];
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return undefined;
}

/** The headers the API requires (the SDK always sends them; a hand-rolled client might not). */
export function validateHeaders(headers: Record<string, string>): Rejection | undefined {
  if (!headers['x-api-key'] && !headers.authorization)
    return { status: 401, type: 'authentication_error', message: 'x-api-key header is required' };
  if (!headers['anthropic-version']) return bad('anthropic-version: header is required');
  return undefined;
}
