/**
 * A local stand-in for the Anthropic Messages API: a real `node:http` server on 127.0.0.1 that the real
 * `@anthropic-ai/sdk` talks to through `baseURL`. Each test scripts what the "model" says, turn by turn, and which
 * faults happen on the wire. Every request is recorded with its headers and parsed body.
 *
 * It is strict by default: every POST /v1/messages is validated as the API validates it (stub-validate.ts) and a
 * request the API would reject gets the API's 400 `invalid_request_error` body and headers; thinking blocks must
 * come back with the signatures it issued. It can answer like the 5.5 models (`thinkingFirst`: every reply starts
 * with a thinking block whose text is empty), and it can play a local server (Ollama, llama.cpp, LM Studio) with a
 * small context, no cache fields and those servers' error bodies.
 *
 * `POST /v1/messages/count_tokens` answers one token per 4 characters of the JSON of system, messages and tools.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { ERROR_TYPES, block, type FaultPoint, type MessageReply, type StubBlock, type StubReply, type StubUsage } from './stub-replies.js';
import { estimateTokens, ThinkingLedger, validateHeaders, validateMessagesRequest, type Rejection } from './stub-validate.js';

export { block, fault, reply } from './stub-replies.js';
export type { StubReply } from './stub-replies.js';

export interface RecordedRequest {
  /** 1-based, in arrival order. */
  index: number;
  method: string;
  path: string;
  /** Lower-case names, as node gives them. Nothing is removed: tests check what the client really sent. */
  headers: Record<string, string>;
  /** Parsed JSON body, or the raw text when it was not JSON. */
  body: any;
}

export type ScriptFunction = (request: RecordedRequest) => StubReply | undefined;

/** A script that answers each request from a function (dynamic replies: echo the tool result, count turns...). */
export function scriptFromFunction(fn: ScriptFunction): ScriptFunction {
  return fn;
}

/** Local servers that speak the Messages API, each with its own answer to a prompt that does not fit. */
export type LocalServerKind = 'lmstudio' | 'llama.cpp' | 'ollama';

export interface StubOptions {
  replies?: StubReply[];
  /** Validate every request as the API does (default true). */
  strict?: boolean;
  /** Answer like the 5.5 models: each reply starts with a thinking block (empty text, a signature). */
  thinkingFirst?: boolean;
  /** A context window smaller than the model's (the API's "prompt is too long"). */
  contextTokens?: number;
  /**
   * Play a local server instead of the API: no cache fields, no rate-limit headers, its own overflow error — as an
   * HTTP error, or (`overflowInStream`) as an `event: error` after HTTP 200, as some servers do when streaming.
   */
  local?: { server: LocalServerKind; contextTokens: number; overflowInStream?: boolean };
}

export interface AnthropicStub {
  /** Base URL for the SDK (`baseURL`), e.g. http://127.0.0.1:43121 */
  url: string;
  /** Every request received, count_tokens included, in order. */
  requests: RecordedRequest[];
  /** Only the POST /v1/messages requests. */
  messageRequests(): RecordedRequest[];
  /** Adds replies to the queue; the queue is used when no script function is set. */
  enqueue(...replies: StubReply[]): void;
  /** Answers every later request from `fn` instead of the queue (undefined → falls back to the queue). */
  script(fn: ScriptFunction): void;
  /** Resolves once `count` requests to /v1/messages have arrived (immediately if they already have). */
  waitForMessageRequests(count: number): Promise<RecordedRequest>;
  /** Replies still queued: a test can assert that everything it scripted was used. */
  pending(): number;
  /** Requests the validation rejected, with the API's message. The shared test hooks expect none. */
  invalidRequests(): { index: number; message: string }[];
  /** Says this test sends invalid requests on purpose, so the shared hooks do not fail it for them. */
  allowInvalid(): void;
  readonly invalidAllowed: boolean;
  /** Turns the 5.5-style thinking-first replies on or off. */
  setThinkingFirst(on: boolean): void;
  close(): Promise<void>;
}

const CHUNK = 12;

function chunks(text: string, size = CHUNK): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function rateLimitHeaders(): Record<string, string> {
  const reset = new Date(Date.now() + 60_000).toISOString().replace(/\.\d+Z$/, 'Z');
  return {
    'anthropic-ratelimit-requests-limit': '4000',
    'anthropic-ratelimit-requests-remaining': '3999',
    'anthropic-ratelimit-requests-reset': reset,
    'anthropic-ratelimit-input-tokens-limit': '2000000',
    'anthropic-ratelimit-input-tokens-remaining': '1998000',
    'anthropic-ratelimit-input-tokens-reset': reset,
    'anthropic-ratelimit-output-tokens-limit': '400000',
    'anthropic-ratelimit-output-tokens-remaining': '400000',
    'anthropic-ratelimit-output-tokens-reset': reset,
    'anthropic-ratelimit-tokens-limit': '2400000',
    'anthropic-ratelimit-tokens-remaining': '2398000',
    'anthropic-ratelimit-tokens-reset': reset,
  };
}

interface Shaped {
  id: string;
  model: string;
  /** API-shaped blocks (ids and signatures filled in). */
  content: Record<string, any>[];
  stopReason: string;
  stopDetails: Record<string, unknown> | null;
  usage: Required<StubUsage>;
}

export async function startAnthropicStub(init: StubReply[] | StubOptions = []): Promise<AnthropicStub> {
  const options: StubOptions = Array.isArray(init) ? { replies: init } : init;
  const local = options.local;
  const strict = options.strict ?? !local;
  let thinkingFirst = options.thinkingFirst ?? false;
  const queue: StubReply[] = [...(options.replies ?? [])];
  const requests: RecordedRequest[] = [];
  const invalid: { index: number; message: string }[] = [];
  let invalidAllowed = false;
  const sockets = new Set<Socket>();
  const waiters: { count: number; resolve: (r: RecordedRequest) => void }[] = [];
  const ledger = new ThinkingLedger();
  let scriptFn: ScriptFunction | undefined;
  let messageCount = 0;

  const baseHeaders = (): Record<string, string> => (local ? {} : { 'request-id': `req_stub_${requests.length}`, ...rateLimitHeaders() });

  const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...baseHeaders(), ...headers });
    res.end(text);
  };
  const sendError = (res: ServerResponse, r: Rejection) =>
    sendJson(res, r.status, { type: 'error', error: { type: r.type, message: r.message }, request_id: `req_stub_${requests.length}` });
  const sse = (res: ServerResponse, event: string, data: unknown) => void res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

  const notify = () => {
    const messages = requests.filter((r) => r.path === '/v1/messages');
    for (const w of [...waiters]) {
      if (messages.length >= w.count) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(messages[w.count - 1]!);
      }
    }
  };

  const usageOf = (u: Required<StubUsage>, outputTokens: number) =>
    local ? { input_tokens: u.input_tokens, output_tokens: outputTokens } : { ...u, output_tokens: outputTokens };

  const shape = (msgIndex: number, request: RecordedRequest, r: MessageReply): Shaped => {
    const body = request.body ?? {};
    let content: StubBlock[] = r.content;
    if (thinkingFirst && !local && content[0]?.type !== 'thinking') content = [block.thinking(''), ...content];
    const stopReason = r.stopReason ?? 'end_turn';
    const withIds = content.map((b, i) =>
      b.type === 'tool_use'
        ? { type: 'tool_use', id: b.id ?? `toolu_stub_${msgIndex}_${i}`, name: b.name, input: b.input }
        : b.type === 'text'
          ? { type: 'text', text: b.text }
          : { ...b },
    );
    const issued = local ? withIds : ledger.issue(body, withIds, stopReason);
    const usage: Required<StubUsage> = {
      input_tokens: r.usage?.input_tokens ?? estimateTokens({ s: body.system, m: body.messages, t: body.tools }),
      output_tokens: r.usage?.output_tokens ?? estimateTokens(content),
      cache_creation_input_tokens: r.usage?.cache_creation_input_tokens ?? 0,
      cache_read_input_tokens: r.usage?.cache_read_input_tokens ?? 0,
    };
    return {
      id: `msg_stub_${msgIndex}`,
      model: r.model ?? body.model ?? 'stub-model',
      content: issued,
      stopReason,
      stopDetails: r.stopDetails ?? null,
      usage,
    };
  };

  const messageJson = (m: Shaped) => ({
    id: m.id,
    type: 'message',
    role: 'assistant',
    model: m.model,
    content: m.content.map((b) => (b.type === 'text' ? { ...b, citations: null } : b)),
    stop_reason: m.stopReason,
    stop_sequence: null,
    ...(local ? {} : { stop_details: m.stopDetails }),
    usage: usageOf(m.usage, m.usage.output_tokens),
  });

  const sseHeaders = (res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', ...baseHeaders() });
    res.flushHeaders();
  };

  const messageStart = (res: ServerResponse, m: Shaped) => {
    // The input side is known at the start; output_tokens grows, and message_delta carries the cumulative totals.
    sse(res, 'message_start', {
      type: 'message_start',
      message: {
        id: m.id,
        type: 'message',
        role: 'assistant',
        model: m.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: usageOf(m.usage, 1),
      },
    });
  };

  /** Streams one content block; returns true when it stopped after its first delta. */
  const streamBlock = (res: ServerResponse, b: Record<string, any>, index: number, stopAfterFirstDelta = false): boolean => {
    if (b.type === 'text') {
      sse(res, 'content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '', citations: null } });
      for (const piece of chunks(b.text)) {
        sse(res, 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: piece } });
        if (stopAfterFirstDelta) return true;
      }
    } else if (b.type === 'tool_use') {
      sse(res, 'content_block_start', {
        type: 'content_block_start',
        index,
        content_block: { type: 'tool_use', id: b.id, name: b.name, input: {} },
      });
      for (const piece of chunks(JSON.stringify(b.input ?? {}), 7)) {
        sse(res, 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: piece } });
        if (stopAfterFirstDelta) return true;
      }
    } else {
      sse(res, 'content_block_start', {
        type: 'content_block_start',
        index,
        content_block: { type: 'thinking', thinking: '', signature: '' },
      });
      for (const piece of chunks(b.thinking)) {
        sse(res, 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'thinking_delta', thinking: piece } });
        if (stopAfterFirstDelta) return true;
      }
      if (b.signature)
        sse(res, 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'signature_delta', signature: b.signature } });
    }
    sse(res, 'content_block_stop', { type: 'content_block_stop', index });
    return false;
  };

  const streamMessage = (res: ServerResponse, m: Shaped) => {
    sseHeaders(res);
    messageStart(res, m);
    sse(res, 'ping', { type: 'ping' });
    for (const [i, b] of m.content.entries()) streamBlock(res, b, i);
    sse(res, 'message_delta', {
      type: 'message_delta',
      delta: { stop_reason: m.stopReason, stop_sequence: null, ...(local ? {} : { stop_details: m.stopDetails }) },
      usage: usageOf(m.usage, m.usage.output_tokens),
    });
    sse(res, 'message_stop', { type: 'message_stop' });
    res.end();
  };

  /** Plays a stream up to a fault point (after `before` blocks, if any); the caller decides what happens there. */
  const streamUntil = (res: ServerResponse, at: FaultPoint, m: Shaped, before: Record<string, any>[]) => {
    if (at === 'before-headers') return;
    sseHeaders(res);
    if (at === 'headers') return;
    messageStart(res, m);
    for (const [i, b] of before.entries()) streamBlock(res, b, i);
    if (at === 'message-start') return;
    streamBlock(res, m.content[0] ?? { type: 'text', text: 'partial reply' }, before.length, true);
  };

  const faultShape = (
    msgIndex: number,
    request: RecordedRequest,
    r: { partial?: string | undefined; partialBlock?: StubBlock | undefined; before?: StubBlock[] | undefined },
  ) => {
    const before = r.before;
    const m = shape(msgIndex, request, {
      kind: 'message',
      content: [...(before ?? []), r.partialBlock ?? block.text(r.partial ?? 'partial reply')],
    });
    const n = before?.length ?? 0;
    return { m: { ...m, content: m.content.slice(n) }, before: m.content.slice(0, n) };
  };

  const localOverflow = (res: ServerResponse, body: any): boolean => {
    if (!local) return false;
    const prompt = estimateTokens({ s: body?.system, m: body?.messages, t: body?.tools });
    if (prompt <= local.contextTokens) return false;
    const n = local.contextTokens;
    if (local.overflowInStream && body?.stream === true) {
      sseHeaders(res);
      sse(res, 'error', {
        type: 'error',
        error: {
          type: 'api_error',
          message: `Trying to keep the first ${prompt} tokens when context the overflows. However, the model is loaded with context length of only ${n} tokens, which is not enough. Try to load the model with a larger context length, or provide a shorter input.`,
        },
      });
      res.end();
      return true;
    }
    if (local.server === 'lmstudio') {
      sendJson(res, 500, {
        type: 'error',
        error: {
          type: 'api_error',
          message: `Trying to keep the first ${prompt} tokens when context the overflows. However, the model is loaded with context length of only ${n} tokens, which is not enough. Try to load the model with a larger context length, or provide a shorter input.`,
        },
      });
    } else if (local.server === 'llama.cpp') {
      sendJson(res, 400, {
        error: {
          code: 400,
          message: `request (${prompt} tokens) exceeds the available context size (${n} tokens), try increasing it`,
          type: 'exceed_context_size_error',
          n_prompt_tokens: prompt,
          n_ctx: n,
        },
      });
    } else {
      sendJson(res, 400, {
        type: 'error',
        error: { type: 'invalid_request_error', message: `prompt too long; exceeded max context length by ${prompt - n} tokens` },
      });
    }
    return true;
  };

  const play = (r: StubReply, request: RecordedRequest, res: ServerResponse, msgIndex: number, streaming: boolean) => {
    switch (r.kind) {
      case 'message': {
        const m = shape(msgIndex, request, r);
        if (streaming) streamMessage(res, m);
        else sendJson(res, 200, messageJson(m));
        return;
      }
      case 'http-error': {
        const errorType = r.errorType ?? ERROR_TYPES[r.status] ?? 'api_error';
        const error: Record<string, unknown> = { type: errorType, message: r.message ?? errorType };
        if (r.details) error.details = r.details;
        sendJson(res, r.status, { type: 'error', error, request_id: `req_stub_${requests.length}` }, r.headers ?? {});
        return;
      }
      case 'html-error': {
        const text = `<html>\r\n<head><title>${r.title}</title></head>\r\n<body>\r\n<center><h1>${r.title}</h1></center>\r\n<hr><center>cloudflare</center>\r\n</body>\r\n</html>\r\n`;
        res.writeHead(r.status, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(text), server: 'cloudflare' });
        res.end(text);
        return;
      }
      case 'stream-error': {
        const errorBody = { type: 'error', error: { type: r.errorType ?? 'overloaded_error', message: r.message ?? 'Overloaded' } };
        if (!streaming) {
          sendJson(res, 529, errorBody);
          return;
        }
        const { m, before } = faultShape(msgIndex, request, r);
        streamUntil(res, r.at, m, before);
        sse(res, 'error', errorBody);
        res.end();
        return;
      }
      case 'stall': {
        const { m, before } = faultShape(msgIndex, request, r);
        if (streaming) streamUntil(res, r.at, m, before);
        // Nothing more: the response stays open until the client goes away or the stub closes.
        return;
      }
      case 'cut': {
        const { m, before } = faultShape(msgIndex, request, r);
        if (streaming) streamUntil(res, r.at, m, before);
        // Let the bytes already written reach the client, then drop the connection without ending the response.
        res.write('', () => res.socket?.destroy());
        return;
      }
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await readBody(req);
    let body: any = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      /* keep the raw text */
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : String(v ?? '');
    const path = (req.url ?? '/').split('?')[0]!;
    const recorded: RecordedRequest = { index: requests.length + 1, method: req.method ?? 'GET', path, headers, body };
    requests.push(recorded);

    if (req.method === 'POST' && path === '/v1/messages/count_tokens' && !local) {
      sendJson(res, 200, { input_tokens: estimateTokens({ s: body?.system, m: body?.messages, t: body?.tools }) });
      return;
    }
    if (req.method !== 'POST' || path !== '/v1/messages') {
      sendJson(res, 404, { type: 'error', error: { type: 'not_found_error', message: `anthropic-stub: no route ${req.method} ${path}` } });
      return;
    }
    messageCount += 1;
    const msgIndex = messageCount;
    notify();
    const rejection = strict
      ? (validateHeaders(headers) ?? validateMessagesRequest(body, { ledger, contextTokens: options.contextTokens }))
      : undefined;
    if (rejection) {
      invalid.push({ index: msgIndex, message: rejection.message });
      sendError(res, rejection);
      return;
    }
    if (localOverflow(res, body)) return;
    const next = scriptFn?.(recorded) ?? queue.shift();
    if (!next) {
      // 400 so that the SDK does not retry: the test fails at once with a message saying why.
      sendError(res, { status: 400, type: 'invalid_request_error', message: `anthropic-stub: no reply scripted for request #${msgIndex}` });
      return;
    }
    play(next, recorded, res, msgIndex, body?.stream === true);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (!res.headersSent)
        sendJson(res, 500, { type: 'error', error: { type: 'api_error', message: `anthropic-stub crashed: ${String(err)}` } });
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    messageRequests: () => requests.filter((r) => r.path === '/v1/messages'),
    enqueue: (...replies) => void queue.push(...replies),
    script: (fn) => {
      scriptFn = fn;
    },
    waitForMessageRequests: (count) =>
      new Promise((resolve) => {
        waiters.push({ count, resolve });
        notify();
      }),
    pending: () => queue.length,
    invalidRequests: () => [...invalid],
    allowInvalid: () => {
      invalidAllowed = true;
    },
    get invalidAllowed() {
      return invalidAllowed;
    },
    setThinkingFirst: (on) => {
      thinkingFirst = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** For shared afterEach hooks: a test may not have sent a request the API would reject, unless it said so. */
export function invalidRequestsOf(stub: AnthropicStub): string[] {
  return stub.invalidAllowed ? [] : stub.invalidRequests().map((r) => `request #${r.index}: ${r.message}`);
}
