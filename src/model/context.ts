/**
 * The preflight for servers with a small context (local models): before a request goes, its prompt is counted and
 * compared with the context window, and max_tokens is lowered to the room left. A request that cannot fit with room
 * for a reply is not sent: ContextOverflowError says so in one line. (The Anthropic models have 1M-token windows
 * and answer an overflow with a 400 themselves; this runs only where a context size is configured.)
 *
 * The count is an estimate made here, without the server's tokenizer (local servers have no count_tokens): one token
 * per 3 characters of the request's JSON. English prose and code run about 4 characters a token, so the estimate
 * errs high for them; text in scripts that take more tokens per character can still overflow, and the server's own
 * overflow error is then reported just as clearly (api-errors.ts).
 */
import { ContextOverflowError } from './api-errors.js';
import type { ModelProfile, ModelRequest } from './types.js';

const CHARS_PER_TOKEN = 3;
/** Below this much room for the reply (thinking included) a request is not worth sending. */
export const MIN_REPLY_TOKENS = 1024;

export function estimatePromptTokens(request: Pick<ModelRequest, 'system' | 'messages' | 'tools'>): number {
  return Math.ceil(
    JSON.stringify({ system: request.system ?? '', messages: request.messages, tools: request.tools ?? [] }).length / CHARS_PER_TOKEN,
  );
}

const n = (v: number) => v.toLocaleString('en-US');

/** The request with max_tokens lowered to the room left, or ContextOverflowError when there is not enough room. */
export function fitToContext(request: ModelRequest, profile: ModelProfile): ModelRequest {
  const window = profile.contextTokens;
  if (!window) return request;
  const prompt = estimatePromptTokens(request);
  const room = window - prompt;
  if (room < MIN_REPLY_TOKENS) {
    const where = profile.contextSetting ? `, ${profile.contextSetting}` : '';
    throw new ContextOverflowError(
      `the request (about ${n(prompt)} tokens) does not fit ${JSON.stringify(request.model)}'s context window (${n(window)} tokens${where}) with room for a reply`,
      { hint: 'Type /done to write what the conversation has, or load the model with a larger context and raise context_tokens.' },
    );
  }
  return room < request.max_tokens ? { ...request, max_tokens: room } : request;
}
