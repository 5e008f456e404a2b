/**
 * Local models: a tier with a base_url is served by a local server speaking the Messages API. Tested against the
 * stub playing such a server (no cache fields, its own overflow errors, a small context) next to the strict stub
 * playing the API: routing per tier, no cache markers and no Anthropic key sent to the local server, cost shown as
 * tokens only, the context preflight, and a context overflow that is a clear error and never retried.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidRequestsOf, reply, startAnthropicStub, type AnthropicStub, type LocalServerKind } from '../support/anthropic-stub.js';
import { openEngine, wantsClaude, type Engine } from '../../src/run/engine.js';
import { parseVaultConfig } from '../../src/vault/config.js';
import { buildSystem, callForJson, ContextOverflowError, formatUsageSummary, runAgent, type MessageParam } from '../../src/model/index.js';
import { tempDir } from '../support/tmp.js';

const tmp = tempDir;
const KEY = 'sk-ant-canary-local-0000000000000000';
const FAST = { SKILL_API_RETRY_BASE_MS: '5', SKILL_API_MAX_RETRY_AFTER_MS: '20', SKILL_API_IDLE_TIMEOUT_MS: '2000' };

const stubs: AnthropicStub[] = [];
const engines: Engine[] = [];
afterEach(async () => {
  for (const e of engines.splice(0)) e.transcript.close();
  const invalid = stubs.flatMap(invalidRequestsOf);
  await Promise.all(stubs.splice(0).map((s) => s.close()));
  expect(invalid, 'requests the Messages API would reject').toEqual([]);
});

async function localServer(server: LocalServerKind = 'lmstudio', contextTokens = 50_000) {
  const stub = await startAnthropicStub({ local: { server, contextTokens } });
  stubs.push(stub);
  return stub;
}

async function api() {
  const stub = await startAnthropicStub();
  stubs.push(stub);
  return stub;
}

function engine(yaml: string, env: NodeJS.ProcessEnv = {}): Engine {
  const vault = tmp('skill-local-vault-');
  const e = openEngine({
    env: { ...FAST, ...env },
    config: parseVaultConfig(yaml, join(vault, '.skill/config.yaml'), vault),
    sessionDir: tmp('skill-local-session-'),
  });
  engines.push(e);
  return e;
}

const chat = (e: Engine, messages: MessageParam[], model = e.models.main) =>
  runAgent({
    client: e.client,
    model,
    system: 'You help.',
    messages,
    maxTurns: 3,
    budget: e.budget,
    transcript: e.transcript,
    label: 'inline',
  });

describe('local models', () => {
  it('both tiers local: no Anthropic key needed, none sent, no cache markers, cost shown as tokens only', async () => {
    const local = await localServer();
    local.enqueue(reply.text('Hello from a local model.'));
    const yaml = `models:\n  fast: { model: "qwen3:8b", base_url: "${local.url}", context_tokens: 32768 }\n  main: { model: "qwen3:32b", base_url: "${local.url}/", context_tokens: 32768 }\n`;
    expect(wantsClaude({}, false, parseVaultConfig(yaml, 'c.yaml', '/v'))).toBe(true);
    const e = engine(yaml);
    // buildSystem marks the system prompt for caching as it builds it: the marker must not reach a local server.
    const result = await runAgent({
      client: e.client,
      model: e.models.main,
      system: buildSystem('You help.'),
      messages: [{ role: 'user', content: 'Hi' }],
      maxTurns: 3,
      budget: e.budget,
      transcript: e.transcript,
    });
    expect(result.text).toBe('Hello from a local model.');
    const [sent] = local.messageRequests();
    expect(sent!.body.model).toBe('qwen3:32b');
    expect(JSON.stringify(sent!.body).includes('cache_control'), 'a cache marker sent to a local server').toBe(false);
    expect(sent!.headers['x-api-key'] ?? sent!.headers.authorization).toContain('local-server-no-key');
    expect(e.budget.spentUsd).toBe(0);
    expect(formatUsageSummary(e.budget.ledger)).toEqual([expect.stringMatching(/^qwen3:32b: \d+ in \/ \d+ out — local, tokens only$/)]);
  });

  it('one tier local, the other on the API: each model goes to its server, and the API key only to the API', async () => {
    const local = await localServer();
    const claude = await api();
    local.enqueue(reply.text('fast and local'));
    claude.enqueue(reply.text('main on the API'));
    const e = engine(`models:\n  fast: { model: "llama3.2:3b", base_url: "${local.url}" }\n  main: claude-sonnet-5-5\n`, {
      ANTHROPIC_API_KEY: KEY,
      ANTHROPIC_BASE_URL: claude.url,
    });
    expect((await chat(e, [{ role: 'user', content: 'a' }], e.models.fast)).text).toBe('fast and local');
    expect((await chat(e, [{ role: 'user', content: 'b' }], e.models.main)).text).toBe('main on the API');
    expect(JSON.stringify(local.requests)).not.toContain(KEY);
    expect(JSON.stringify(claude.messageRequests()[0]!.body)).toContain('cache_control'); // the API still gets its cache markers
    expect(formatUsageSummary(e.budget.ledger)).toEqual([
      expect.stringMatching(/^llama3\.2:3b: .* — local, tokens only$/),
      expect.stringMatching(/^claude-sonnet-5-5: .* — (\$|<\$)/),
    ]);
  });

  it('a structured call on a local model does not force the tool', async () => {
    const local = await localServer();
    local.enqueue(reply.toolUse('answer', { pick: 'a' }));
    const e = engine(
      `models:\n  fast: { model: "qwen3:8b", base_url: "${local.url}" }\n  main: { model: "qwen3:8b", base_url: "${local.url}" }\n`,
    );
    const answer = await callForJson({
      client: e.client,
      model: e.models.fast,
      prompt: 'Pick',
      toolName: 'answer',
      schema: { type: 'object', properties: { pick: { type: 'string' } }, required: ['pick'] },
    });
    expect(answer).toEqual({ pick: 'a' });
    expect(local.messageRequests()[0]!.body.tool_choice).toEqual({ type: 'auto' });
  });
});

describe('the context preflight', () => {
  const yaml = (url: string, tokens: number) =>
    `models:\n  fast: { model: "qwen3:8b", base_url: "${url}", context_tokens: ${tokens} }\n  main: { model: "qwen3:8b", base_url: "${url}", context_tokens: ${tokens} }\n`;

  it('lowers max_tokens to the room the context leaves', async () => {
    const local = await localServer();
    local.enqueue(reply.text('ok'));
    const e = engine(yaml(local.url, 4096));
    await chat(e, [{ role: 'user', content: 'x'.repeat(3000) }]);
    const sent = local.messageRequests()[0]!.body;
    expect(sent.max_tokens).toBeLessThan(4096 - 1000);
    expect(sent.max_tokens).toBeGreaterThanOrEqual(1024);
  });

  it('stops before a request that cannot fit, with a message naming the setting, and sends nothing', async () => {
    const local = await localServer();
    const e = engine(yaml(local.url, 2048));
    const err = await chat(e, [{ role: 'user', content: 'x'.repeat(6000) }]).catch((x) => x);
    expect(err).toBeInstanceOf(ContextOverflowError);
    expect(err.message).toMatch(
      /^the request \(about 2,\d{3} tokens\) does not fit "qwen3:8b"'s context window \(2,048 tokens, models\.main\.context_tokens\) with room for a reply$/,
    );
    expect(local.messageRequests()).toHaveLength(0);
  });
});

describe('a context overflow the server reports', () => {
  const yaml = (url: string) =>
    `models:\n  fast: { model: "m", base_url: "${url}", context_tokens: 100000 }\n  main: { model: "m", base_url: "${url}", context_tokens: 100000 }\n`;

  it.each([
    ['lmstudio', 500, /context length of only 1000 tokens/],
    ['llama.cpp', 400, /exceeds the available context size \(1000 tokens\)/],
    ['ollama', 400, /exceeded max context length/],
  ] as const)('%s (HTTP %i): a clear error, sent once, not retried', async (server, status, text) => {
    // context_tokens says 100k, but the server loaded the model with 1k: the preflight passes, the server refuses.
    const local = await localServer(server, 1000);
    const e = engine(yaml(local.url));
    const err = await chat(e, [{ role: 'user', content: 'y'.repeat(8000) }]).catch((x) => x);
    expect(err).toBeInstanceOf(ContextOverflowError);
    expect(err.status).toBe(status);
    expect(err.message).toMatch(
      new RegExp(`^model server 127\\.0\\.0\\.1:\\d+: the request does not fit "m"'s context window \\(${status}\\) — `),
    );
    expect(err.message).toMatch(text);
    expect(local.messageRequests()).toHaveLength(1);
  });

  it('reported inside a 200 stream (an `event: error`): just as clear, and not retried either', async () => {
    const local = await startAnthropicStub({ local: { server: 'lmstudio', contextTokens: 1000, overflowInStream: true } });
    stubs.push(local);
    const e = engine(yaml(local.url));
    const err = await chat(e, [{ role: 'user', content: 'y'.repeat(8000) }]).catch((x) => x);
    expect(err).toBeInstanceOf(ContextOverflowError);
    expect(err.message).toMatch(/^model server 127\.0\.0\.1:\d+: the request does not fit "m"'s context window — Trying to keep the first/);
    expect(local.messageRequests()).toHaveLength(1);
  });
});
