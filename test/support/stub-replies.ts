/**
 * What a test scripts for the Anthropic stub: the "model's" replies (content blocks, stop reasons, usage) and the
 * faults on the wire (HTTP errors with the API's bodies or an edge's HTML page, an `overloaded_error` event inside a
 * stream, a stall, a cut connection). Builders, so tests read as what happens.
 */

export type StubBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; name: string; input: unknown; id?: string }
  /** Without a signature the stub mints one (and remembers it: a thinking block sent back must carry it). */
  | { type: 'thinking'; thinking: string; signature?: string };

export interface StubUsage {
  input_tokens?: number;
  output_tokens?: number;
  cache_creation_input_tokens?: number;
  cache_read_input_tokens?: number;
}

/** Where in a stream a fault happens: after the headers, after message_start, or after the first content delta. */
/** Where a fault strikes: before the response headers, right after them, after message_start, after the first delta. */
export type FaultPoint = 'before-headers' | 'headers' | 'message-start' | 'first-delta';

export type StubReply =
  | { kind: 'message'; content: StubBlock[]; stopReason?: string; usage?: StubUsage; model?: string; stopDetails?: Record<string, unknown> }
  | {
      kind: 'http-error';
      status: number;
      errorType?: string;
      message?: string;
      headers?: Record<string, string>;
      details?: Record<string, unknown>;
    }
  /** A proxy's or load balancer's error page: HTML, not the API's JSON (502/504 from the edge). */
  | { kind: 'html-error'; status: number; title: string }
  /**
   * An SSE `event: error` after HTTP 200, as the API sends `overloaded_error` mid-stream. `before` blocks stream whole
   * first; at 'first-delta' the first delta of `partialBlock` (default: a text block holding `partial`) goes out.
   */
  | {
      kind: 'stream-error';
      at: Exclude<FaultPoint, 'before-headers' | 'headers'>;
      errorType?: string;
      message?: string;
      partial?: string;
      partialBlock?: StubBlock;
      before?: StubBlock[];
    }
  /** Headers (and possibly some events) sent, then silence until the client goes away. */
  | { kind: 'stall'; at: FaultPoint; partial?: string; partialBlock?: StubBlock; before?: StubBlock[] }
  /** The socket is destroyed mid-stream. */
  | { kind: 'cut'; at: FaultPoint; partial?: string; partialBlock?: StubBlock; before?: StubBlock[] };

export type MessageReply = Extract<StubReply, { kind: 'message' }>;

export const block = {
  text: (text: string): StubBlock => ({ type: 'text', text }),
  toolUse: (name: string, input: unknown, id?: string): StubBlock =>
    id ? { type: 'tool_use', name, input, id } : { type: 'tool_use', name, input },
  /** The 5.5 models' default: empty thinking text ("display: omitted") with a signature. */
  thinking: (thinking = '', signature?: string): StubBlock =>
    signature === undefined ? { type: 'thinking', thinking } : { type: 'thinking', thinking, signature },
};

interface MessageOptions {
  stopReason?: string;
  usage?: StubUsage;
  model?: string;
  stopDetails?: Record<string, unknown>;
}

export const reply = {
  message(content: StubBlock[], options: MessageOptions = {}): StubReply {
    const stopReason = options.stopReason ?? (content.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn');
    return {
      kind: 'message',
      content,
      stopReason,
      ...(options.usage ? { usage: options.usage } : {}),
      ...(options.model ? { model: options.model } : {}),
      ...(options.stopDetails ? { stopDetails: options.stopDetails } : {}),
    };
  },
  text(text: string, options: { usage?: StubUsage; stopReason?: string } = {}): StubReply {
    return reply.message([block.text(text)], options);
  },
  toolUse(name: string, input: unknown, options: { id?: string; text?: string; usage?: StubUsage } = {}): StubReply {
    const blocks = options.text ? [block.text(options.text)] : [];
    return reply.message([...blocks, block.toolUse(name, input, options.id)], options.usage ? { usage: options.usage } : {});
  },
  /** `content: []`, `end_turn`: what the API docs warn the models sometimes send, mostly after tool results. */
  empty(): StubReply {
    return reply.message([], { stopReason: 'end_turn', usage: { output_tokens: 3 } });
  },
  /** Only a thinking block: nothing for the user, nothing to send back. */
  thinkingOnly(stopReason = 'end_turn'): StubReply {
    return reply.message([block.thinking('')], { stopReason });
  },
  /** The safety classifiers declined: `stop_reason: refusal`, possibly after some text. */
  refusal(partial?: string): StubReply {
    return reply.message(partial ? [block.text(partial)] : [], {
      stopReason: 'refusal',
      stopDetails: { type: 'refusal', category: null, explanation: null },
    });
  },
  /** The reply hit `max_tokens`. */
  cutOff(content: StubBlock[]): StubReply {
    return reply.message(content, { stopReason: 'max_tokens' });
  },
  /** A server-tool loop paused; the turn is to be continued by sending the content back. */
  paused(content: StubBlock[]): StubReply {
    return reply.message(content, { stopReason: 'pause_turn' });
  },
};

export const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'billing_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  504: 'timeout_error',
  529: 'overloaded_error',
};

type StatusOptions = { message?: string; errorType?: string; headers?: Record<string, string>; details?: Record<string, unknown> };

export const fault = {
  status(status: number, options: StatusOptions = {}): StubReply {
    return { kind: 'http-error', status, ...options };
  },
  /**
   * A 429. With `retryAfterSeconds`, a `retry-after` header; with `resetInSeconds` (and no retry-after), only the
   * `anthropic-ratelimit-*` headers say when the exhausted limit refills.
   */
  rateLimited(retryAfterSeconds?: number, options: { resetInSeconds?: number } = {}): StubReply {
    const headers: Record<string, string> = {};
    if (retryAfterSeconds !== undefined) headers['retry-after'] = String(retryAfterSeconds);
    if (options.resetInSeconds !== undefined) {
      const reset = new Date(Date.now() + options.resetInSeconds * 1000).toISOString().replace(/\.\d+Z$/, 'Z');
      Object.assign(headers, {
        'anthropic-ratelimit-requests-limit': '50',
        'anthropic-ratelimit-requests-remaining': '0',
        'anthropic-ratelimit-requests-reset': reset,
        'anthropic-ratelimit-input-tokens-limit': '40000',
        'anthropic-ratelimit-input-tokens-remaining': '31000',
        'anthropic-ratelimit-input-tokens-reset': new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      });
    }
    return fault.status(429, { message: 'Number of requests has exceeded your rate limit', headers });
  },
  overloaded(): StubReply {
    return fault.status(529, { message: 'Overloaded' });
  },
  /** 504 with the API's JSON body. */
  timeout(): StubReply {
    return fault.status(504, { message: 'Request timed out' });
  },
  /** An HTML error page from the edge (the SDK gets no JSON to read). */
  html(status: 502 | 503 | 504): StubReply {
    const title = status === 502 ? '502 Bad Gateway' : status === 503 ? '503 Service Temporarily Unavailable' : '504 Gateway Time-out';
    return { kind: 'html-error', status, title };
  },
  /** An error the server marks `x-should-retry: false`: the SDK must not retry it. */
  noRetry(status: number, message = 'Internal server error'): StubReply {
    return fault.status(status, { message, headers: { 'x-should-retry': 'false' } });
  },
  streamError(at: Exclude<FaultPoint, 'before-headers' | 'headers'>, errorType = 'overloaded_error', partial?: string): StubReply {
    return {
      kind: 'stream-error',
      at,
      errorType,
      message: errorType === 'overloaded_error' ? 'Overloaded' : 'Internal server error',
      ...(partial ? { partial } : {}),
    };
  },
  /** The stream fails right after `before` (e.g. a thinking block) was streamed in full: nothing visible was sent. */
  streamErrorAfter(before: StubBlock[], errorType = 'overloaded_error'): StubReply {
    return { kind: 'stream-error', at: 'message-start', errorType, message: 'Overloaded', before };
  },
  /** The stream fails after the first delta of `partial` (thinking text, a tool call's input…). */
  streamErrorInside(partial: StubBlock, errorType = 'overloaded_error'): StubReply {
    return { kind: 'stream-error', at: 'first-delta', errorType, message: 'Overloaded', partialBlock: partial };
  },
  stall(at: FaultPoint = 'message-start'): StubReply {
    return { kind: 'stall', at };
  },
  cut(at: FaultPoint = 'message-start', partial?: string): StubReply {
    return { kind: 'cut', at, ...(partial ? { partial } : {}) };
  },
};
