/**
 * A local stand-in for the Anthropic Messages API: a real `node:http` server on 127.0.0.1 that the real
 * `@anthropic-ai/sdk` talks to through `baseURL`. Each test scripts what the "model" says, turn by turn, and which
 * faults happen on the wire (HTTP errors, an `overloaded_error` event in the middle of a stream, a stream that goes
 * silent, a connection cut mid-stream). Every request is recorded with its headers and parsed body.
 *
 * `POST /v1/messages/count_tokens` answers an estimate of one token per 4 characters of the JSON of system,
 * messages and tools: close enough to the real tokenizer for tests, and deterministic.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// ---------------------------------------------------------------------------------------------------------------
// What a test scripts

export type StubBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; name: string; input: unknown; id?: string }
  | { type: 'thinking'; thinking: string; signature: string };

export interface StubUsage {
  input_tokens?: number;
  output_tokens?: number;
  cache_creation_input_tokens?: number;
  cache_read_input_tokens?: number;
}

/** Where in a stream a fault happens: after the headers, after message_start, or after the first content delta. */
export type FaultPoint = 'headers' | 'message-start' | 'first-delta';

export type StubReply =
  | { kind: 'message'; content: StubBlock[]; stopReason?: string; usage?: StubUsage; model?: string }
  | { kind: 'http-error'; status: number; errorType?: string; message?: string; headers?: Record<string, string>; details?: Record<string, unknown> }
  /** An SSE `event: error` after HTTP 200, as the API sends `overloaded_error` mid-stream. */
  | { kind: 'stream-error'; at: Exclude<FaultPoint, 'headers'>; errorType?: string; message?: string; partial?: string }
  /** Headers (and possibly some events) sent, then silence until the client goes away. */
  | { kind: 'stall'; at: FaultPoint; partial?: string }
  /** The socket is destroyed mid-stream. */
  | { kind: 'cut'; at: FaultPoint; partial?: string };

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

// ---------------------------------------------------------------------------------------------------------------
// Builders, so tests read as what happens

export const block = {
  text: (text: string): StubBlock => ({ type: 'text', text }),
  toolUse: (name: string, input: unknown, id?: string): StubBlock => (id ? { type: 'tool_use', name, input, id } : { type: 'tool_use', name, input }),
  thinking: (thinking: string, signature = 'sig-stub'): StubBlock => ({ type: 'thinking', thinking, signature }),
};

export const reply = {
  message(content: StubBlock[], options: { stopReason?: string; usage?: StubUsage; model?: string } = {}): StubReply {
    const stopReason = options.stopReason ?? (content.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn');
    return { kind: 'message', content, stopReason, ...(options.usage ? { usage: options.usage } : {}), ...(options.model ? { model: options.model } : {}) };
  },
  text(text: string, options: { usage?: StubUsage; stopReason?: string } = {}): StubReply {
    return reply.message([block.text(text)], options);
  },
  toolUse(name: string, input: unknown, options: { id?: string; text?: string; usage?: StubUsage } = {}): StubReply {
    const blocks = options.text ? [block.text(options.text)] : [];
    return reply.message([...blocks, block.toolUse(name, input, options.id)], options.usage ? { usage: options.usage } : {});
  },
};

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'billing_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
};

export const fault = {
  status(status: number, options: { message?: string; errorType?: string; headers?: Record<string, string>; details?: Record<string, unknown> } = {}): StubReply {
    return { kind: 'http-error', status, ...options };
  },
  rateLimited(retryAfterSeconds?: number): StubReply {
    return fault.status(429, { message: 'Number of requests has exceeded your rate limit', ...(retryAfterSeconds === undefined ? {} : { headers: { 'retry-after': String(retryAfterSeconds) } }) });
  },
  overloaded(): StubReply {
    return fault.status(529, { message: 'Overloaded' });
  },
  streamError(at: Exclude<FaultPoint, 'headers'>, errorType = 'overloaded_error', partial?: string): StubReply {
    return { kind: 'stream-error', at, errorType, message: errorType === 'overloaded_error' ? 'Overloaded' : 'Internal server error', ...(partial ? { partial } : {}) };
  },
  stall(at: FaultPoint = 'message-start'): StubReply {
    return { kind: 'stall', at };
  },
  cut(at: FaultPoint = 'message-start', partial?: string): StubReply {
    return { kind: 'cut', at, ...(partial ? { partial } : {}) };
  },
};

/** A script that answers each request from a function (dynamic replies: echo the tool result, count turns...). */
export function scriptFromFunction(fn: ScriptFunction): ScriptFunction {
  return fn;
}

// ---------------------------------------------------------------------------------------------------------------
// The server

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
  close(): Promise<void>;
}

const CHUNK = 12;

function estimateTokens(value: unknown): number {
  return Math.max(1, Math.ceil(JSON.stringify(value ?? '').length / 4));
}

function chunks(text: string, size = CHUNK): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length ? out : [''];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'request-id': 'req_stub', ...headers });
  res.end(text);
}

function sse(res: ServerResponse, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

interface MessageShape {
  id: string;
  model: string;
  content: StubBlock[];
  stopReason: string;
  usage: Required<StubUsage>;
}

function shapeMessage(index: number, request: RecordedRequest, r: Extract<StubReply, { kind: 'message' }>): MessageShape {
  const body = request.body ?? {};
  const usage: Required<StubUsage> = {
    input_tokens: r.usage?.input_tokens ?? estimateTokens({ s: body.system, m: body.messages, t: body.tools }),
    output_tokens: r.usage?.output_tokens ?? estimateTokens(r.content),
    cache_creation_input_tokens: r.usage?.cache_creation_input_tokens ?? 0,
    cache_read_input_tokens: r.usage?.cache_read_input_tokens ?? 0,
  };
  return { id: `msg_stub_${index}`, model: r.model ?? body.model ?? 'stub-model', content: r.content, stopReason: r.stopReason ?? 'end_turn', usage };
}

function apiBlock(b: StubBlock, msgIndex: number, i: number): Record<string, unknown> {
  if (b.type === 'tool_use') return { type: 'tool_use', id: b.id ?? `toolu_stub_${msgIndex}_${i}`, name: b.name, input: b.input };
  if (b.type === 'thinking') return { type: 'thinking', thinking: b.thinking, signature: b.signature };
  return { type: 'text', text: b.text, citations: null };
}

function messageJson(m: MessageShape, msgIndex: number): Record<string, unknown> {
  return {
    id: m.id,
    type: 'message',
    role: 'assistant',
    model: m.model,
    content: m.content.map((b, i) => apiBlock(b, msgIndex, i)),
    stop_reason: m.stopReason,
    stop_sequence: null,
    usage: m.usage,
  };
}

function sseHeaders(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', 'request-id': 'req_stub' });
  res.flushHeaders();
}

function messageStart(res: ServerResponse, m: MessageShape): void {
  sse(res, 'message_start', {
    type: 'message_start',
    message: { id: m.id, type: 'message', role: 'assistant', model: m.model, content: [], stop_reason: null, stop_sequence: null, usage: { ...m.usage, output_tokens: 1 } },
  });
}

/** Streams one content block; returns after its first delta when `stopAfterFirstDelta`. */
function streamBlock(res: ServerResponse, b: StubBlock, index: number, msgIndex: number, stopAfterFirstDelta = false): boolean {
  if (b.type === 'text') {
    sse(res, 'content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '', citations: null } });
    for (const piece of chunks(b.text)) {
      sse(res, 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: piece } });
      if (stopAfterFirstDelta) return true;
    }
  } else if (b.type === 'tool_use') {
    sse(res, 'content_block_start', { type: 'content_block_start', index, content_block: { type: 'tool_use', id: b.id ?? `toolu_stub_${msgIndex}_${index}`, name: b.name, input: {} } });
    for (const piece of chunks(JSON.stringify(b.input ?? {}), 7)) {
      sse(res, 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: piece } });
      if (stopAfterFirstDelta) return true;
    }
  } else {
    sse(res, 'content_block_start', { type: 'content_block_start', index, content_block: { type: 'thinking', thinking: '', signature: '' } });
    for (const piece of chunks(b.thinking)) {
      sse(res, 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'thinking_delta', thinking: piece } });
      if (stopAfterFirstDelta) return true;
    }
    sse(res, 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'signature_delta', signature: b.signature } });
  }
  sse(res, 'content_block_stop', { type: 'content_block_stop', index });
  return false;
}

function streamMessage(res: ServerResponse, m: MessageShape, msgIndex: number): void {
  sseHeaders(res);
  messageStart(res, m);
  sse(res, 'ping', { type: 'ping' });
  m.content.forEach((b, i) => streamBlock(res, b, i, msgIndex));
  sse(res, 'message_delta', {
    type: 'message_delta',
    delta: { stop_reason: m.stopReason, stop_sequence: null },
    usage: { output_tokens: m.usage.output_tokens },
  });
  sse(res, 'message_stop', { type: 'message_stop' });
  res.end();
}

/** Plays a stream up to a fault point; the caller decides what happens there. */
function streamUntil(res: ServerResponse, at: FaultPoint, m: MessageShape, msgIndex: number): void {
  sseHeaders(res);
  if (at === 'headers') return;
  messageStart(res, m);
  if (at === 'message-start') return;
  streamBlock(res, m.content[0] ?? block.text('partial reply'), 0, msgIndex, true);
}

export async function startAnthropicStub(initial: StubReply[] = []): Promise<AnthropicStub> {
  const queue: StubReply[] = [...initial];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const waiters: { count: number; resolve: (r: RecordedRequest) => void }[] = [];
  let scriptFn: ScriptFunction | undefined;
  let messageCount = 0;

  const notify = () => {
    const messages = requests.filter((r) => r.path === '/v1/messages');
    for (const w of [...waiters]) {
      if (messages.length >= w.count) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(messages[w.count - 1]!);
      }
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await readBody(req);
    let body: any = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch { /* keep the raw text */ }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : String(v ?? '');
    const path = (req.url ?? '/').split('?')[0]!;
    const recorded: RecordedRequest = { index: requests.length + 1, method: req.method ?? 'GET', path, headers, body };
    requests.push(recorded);

    if (req.method === 'POST' && path === '/v1/messages/count_tokens') {
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
    const next = scriptFn?.(recorded) ?? queue.shift();
    const streaming = body?.stream === true;
    if (!next) {
      // 400 so that the SDK does not retry: the test fails at once with a message saying why.
      sendJson(res, 400, { type: 'error', error: { type: 'invalid_request_error', message: `anthropic-stub: no reply scripted for request #${msgIndex}` } });
      return;
    }
    play(next, recorded, res, msgIndex, streaming);
  };

  const play = (r: StubReply, request: RecordedRequest, res: ServerResponse, msgIndex: number, streaming: boolean) => {
    switch (r.kind) {
      case 'message': {
        const m = shapeMessage(msgIndex, request, r);
        if (streaming) streamMessage(res, m, msgIndex);
        else sendJson(res, 200, messageJson(m, msgIndex));
        return;
      }
      case 'http-error': {
        const errorType = r.errorType ?? ERROR_TYPES[r.status] ?? 'api_error';
        const error: Record<string, unknown> = { type: errorType, message: r.message ?? errorType };
        if (r.details) error.details = r.details;
        sendJson(res, r.status, { type: 'error', error, request_id: 'req_stub' }, r.headers ?? {});
        return;
      }
      case 'stream-error': {
        const m = shapeMessage(msgIndex, request, reply.text(r.partial ?? 'partial reply') as Extract<StubReply, { kind: 'message' }>);
        if (!streaming) {
          sendJson(res, 529, { type: 'error', error: { type: r.errorType ?? 'overloaded_error', message: r.message ?? 'Overloaded' } });
          return;
        }
        streamUntil(res, r.at, m, msgIndex);
        sse(res, 'error', { type: 'error', error: { type: r.errorType ?? 'overloaded_error', message: r.message ?? 'Overloaded' } });
        res.end();
        return;
      }
      case 'stall': {
        const m = shapeMessage(msgIndex, request, reply.text(r.partial ?? 'partial reply') as Extract<StubReply, { kind: 'message' }>);
        if (streaming) streamUntil(res, r.at, m, msgIndex);
        // Nothing more: the response stays open until the client goes away or the stub closes.
        return;
      }
      case 'cut': {
        const m = shapeMessage(msgIndex, request, reply.text(r.partial ?? 'partial reply') as Extract<StubReply, { kind: 'message' }>);
        if (streaming) streamUntil(res, r.at, m, msgIndex);
        // Let the bytes already written reach the client, then drop the connection without ending the response.
        res.write('', () => res.socket?.destroy());
        return;
      }
    }
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (!res.headersSent) sendJson(res, 500, { type: 'error', error: { type: 'api_error', message: `anthropic-stub crashed: ${String(err)}` } });
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
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
