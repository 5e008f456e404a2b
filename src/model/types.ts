/**
 * The engine's vocabulary. Message and block shapes are the Messages API's own (type-only imports from the SDK, so
 * nothing is loaded at run time); everything else is ours, so the rest of `skill` never sees HTTP or SDK classes.
 */
import type {
  ContentBlock,
  MessageParam,
  RawMessageStreamEvent,
  TextBlockParam,
  Tool as ApiTool,
  ToolChoice,
} from '@anthropic-ai/sdk/resources/messages';

export type { ContentBlock, MessageParam, TextBlockParam, ApiTool, ToolChoice };

/** One request to the model. Field names follow the API so a request reads like the JSON that is sent. */
export interface ModelRequest {
  model: string;
  system?: string | TextBlockParam[];
  messages: MessageParam[];
  tools?: ApiTool[];
  max_tokens: number;
  tool_choice?: ToolChoice;
}

/** Token counts of one response (or a sum of them). */
export interface TokenUsage {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
}

/** A finished assistant turn. */
export interface AssistantTurn {
  id: string;
  model: string;
  content: ContentBlock[];
  /** end_turn, tool_use, max_tokens, stop_sequence, refusal, pause_turn... */
  stopReason: string | null;
  usage: TokenUsage;
  /** How many HTTP streams our own retry loop opened for this turn (1 when nothing went wrong). */
  attempts: number;
}

export type RetryReason = 'rate_limited' | 'overloaded' | 'server_error' | 'connection' | 'timeout' | 'stall' | 'stream_error';

/** What happens on the wire, for progress display and the transcript. */
export type ModelEvent =
  /**
   * A retry is about to happen. `by: 'sdk'` is a retry of one HTTP request (a status or a connection error; ours
   * since the SDK's own retries are off — the name stays, as transcripts record it); `by: 'engine'` is a new stream
   * for one that failed before its first delta. `waitMs` is the wait before it.
   */
  | {
      type: 'retry';
      by: 'sdk' | 'engine';
      reason: RetryReason;
      attempt: number;
      waitMs: number | undefined;
      status?: number;
      message: string;
    }
  /** Every stream event the SDK parsed (pings excluded), for callers that show tool calls as they start. */
  | { type: 'stream'; event: RawMessageStreamEvent };

export interface StreamOptions {
  signal?: AbortSignal | undefined;
  /** Each piece of visible text as it arrives. */
  onTextDelta?: ((text: string) => void) | undefined;
  onEvent?: ((event: ModelEvent) => void) | undefined;
}

/** What the engine may assume about the server behind a model. */
export interface ModelProfile {
  /** A local server speaking the Messages API: no prompt caching, no prices (tokens only), no forced tool choice. */
  local: boolean;
  /** The context window requests are checked against before they are sent (tokens), when configured. */
  contextTokens?: number | undefined;
  /** Where that number is set, for messages (e.g. "models.main.context_tokens"). */
  contextSetting?: string | undefined;
}

export interface ModelClient {
  /** Streams one turn. Throws InterruptedError when `signal` aborts, ModelApiError (a RunFailure) otherwise. */
  stream(request: ModelRequest, options?: StreamOptions): Promise<AssistantTurn>;
  /** Input tokens the request would use (POST /v1/messages/count_tokens). */
  countTokens(request: Omit<ModelRequest, 'max_tokens'>, options?: { signal?: AbortSignal }): Promise<number>;
  /** The server behind `model`; a client without it talks to the Anthropic API only. */
  profile?(model: string): ModelProfile;
}
