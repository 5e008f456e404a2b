// A minimal stand-in for the Anthropic Messages API on 127.0.0.1 (the test suite's richer one is TypeScript, in
// test/support/): records every POST /v1/messages body and answers each with a short text message, streamed as
// server-sent events when the request asks for a stream, as JSON otherwise. count_tokens answers the same
// estimate the benchmark uses (estimateTokens).
import { createServer } from 'node:http';

/** The benchmark's token estimate: one token per 4 characters of the JSON of system, messages and tools. */
export function estimateTokens(body) {
  return Math.ceil(JSON.stringify({ s: body.system ?? null, m: body.messages ?? [], t: body.tools ?? [] }).length / 4);
}

const REPLY = 'Noted.';

function message(model) {
  return {
    id: 'msg_bench',
    type: 'message',
    role: 'assistant',
    model,
    content: [{ type: 'text', text: REPLY }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 2 },
  };
}

function streamed(res, model) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'request-id': 'req_bench' });
  const sse = (event, data) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const m = message(model);
  sse('message_start', {
    type: 'message_start',
    message: { ...m, content: [], stop_reason: null, usage: { input_tokens: 10, output_tokens: 1 } },
  });
  sse('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } });
  sse('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: REPLY } });
  sse('content_block_stop', { type: 'content_block_stop', index: 0 });
  sse('message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 2 } });
  sse('message_stop', { type: 'message_stop' });
  res.end();
}

/** Starts the stub; `requests` fills with the parsed bodies of POST /v1/messages, in order. */
export async function startStub() {
  const requests = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : {};
      const path = (req.url ?? '').split('?')[0];
      if (req.method === 'POST' && path === '/v1/messages/count_tokens') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ input_tokens: estimateTokens(body) }));
      } else if (req.method === 'POST' && path === '/v1/messages') {
        requests.push(body);
        if (body.stream) streamed(res, body.model);
        else res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_bench' }).end(JSON.stringify(message(body.model)));
      } else {
        res.writeHead(404).end();
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
