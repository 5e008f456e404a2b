/**
 * The whole ritual (the real CLI) against stand-ins that behave like the real thing: the strict stub answering like
 * the 5.5 models (every reply thinking first, one empty reply along the way), a refusal in the middle of the
 * conversation, and a local server serving both tiers without any Anthropic key. Each run must send only requests
 * the API accepts (the hook below fails the test otherwise) and write the note.
 */
import { appendFileSync, readFileSync, readdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  invalidRequestsOf,
  reply,
  startAnthropicStub,
  type AnthropicStub,
  type RecordedRequest,
  type StubReply,
} from '../support/anthropic-stub.js';
import { runCli } from '../support/cli.js';
import { isWriteRequest, lastUserText, ritualScript } from '../support/ritual-stub.js';
import { copyOfSampleVault } from '../support/tmp.js';

const CANARY = 'sk-ant-canary-api-7c7c7c7c7c7c7c7c';
const TODAY = '00_Brain/Captive/Today.md';
const NOTE = '---\ndate: 2026-11-23\n---\n# Monday plan\n\n1. Runbook review with Priya.\n';

const stubs: AnthropicStub[] = [];
afterEach(async () => {
  const invalid = stubs.flatMap(invalidRequestsOf);
  await Promise.all(stubs.splice(0).map((s) => s.close()));
  expect(invalid, 'requests the Messages API would reject').toEqual([]);
});

async function stub(options: Parameters<typeof startAnthropicStub>[0] = {}) {
  const s = await startAnthropicStub(options);
  stubs.push(s);
  return s;
}

async function planMonday(vault: string, env: Record<string, string | undefined>, input: string) {
  const r = await runCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', '--json', '--yes'], {
    env,
    input,
  });
  const parsed = r.stdout.trim() ? JSON.parse(r.stdout) : {};
  return { ...r, session: parsed.session as string, status: parsed.status as string };
}

function transcriptOf(session: string): Record<string, unknown>[] {
  return readFileSync(join(session, 'transcript.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
}

describe('the ritual against the 5.5 models as they answer', () => {
  it('thinking first in every reply, one empty reply after a tool result: the conversation goes on and the note is written', async () => {
    const api = await stub({ thinkingFirst: true });
    const script = ritualScript({ note: NOTE });
    let emptied = false;
    api.script((req: RecordedRequest): StubReply => {
      // The docs: empty replies come mostly right after tool results. The first such moment gets one.
      if (!emptied && !isWriteRequest(req) && lastUserText(req).includes('[tool_result]')) {
        emptied = true;
        return reply.empty();
      }
      return script(req);
    });
    const vault = copyOfSampleVault();
    unlinkSync(join(vault, TODAY));
    const r = await planMonday(vault, { ANTHROPIC_API_KEY: CANARY, ANTHROPIC_BASE_URL: api.url }, 'Focus on the runbook review\n/done\n');
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.status).toBe('done');
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe(NOTE);
    expect(emptied).toBe(true);
    expect(r.stderr).toContain('Good morning Alex');
    expect(r.stderr).not.toContain('[Claude sent an empty reply');
    // Every reply began with a thinking block, and each went back with its signature while its tool loop was open.
    const inline = api.messageRequests().filter((q) => !isWriteRequest(q));
    const sentBack = inline.flatMap((q) => q.body.messages.filter((m: { role: string }) => m.role === 'assistant'));
    expect(sentBack.some((m: { content: { type: string }[] }) => m.content[0]?.type === 'thinking')).toBe(true);
    expect(
      transcriptOf(r.session)
        .filter((e) => e.type === 'note')
        .map((e) => e.kind),
    ).toContain('empty-reply');
  });

  it('a refusal in the middle: a notice, the line is dropped, and /done still writes what the conversation has', async () => {
    const api = await stub({ thinkingFirst: true });
    const script = ritualScript({ note: NOTE });
    api.script((req) => (!isWriteRequest(req) && lastUserText(req).includes('declined topic') ? reply.refusal() : script(req)));
    const vault = copyOfSampleVault();
    const r = await planMonday(
      vault,
      { ANTHROPIC_API_KEY: CANARY, ANTHROPIC_BASE_URL: api.url },
      'a declined topic\nFocus on the runbook review\n/done\n',
    );
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stderr).toContain('[Claude declined to answer that (stop reason: refusal).');
    const write = api.messageRequests().find(isWriteRequest)!;
    const conversation = JSON.stringify(write.body.messages);
    expect(conversation).toContain('Focus on the runbook review');
    expect(conversation).not.toContain('declined topic');
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe(NOTE);
  });
});

describe('the ritual on a local model', () => {
  it('both tiers on a local server, no Anthropic key: the run talks to it, shows tokens only, and writes the note', async () => {
    const local = await stub({ local: { server: 'lmstudio', contextTokens: 200_000 } });
    local.script(ritualScript({ note: NOTE }));
    const vault = copyOfSampleVault();
    appendFileSync(
      join(vault, '.skill', 'config.yaml'),
      `models:\n  fast: { model: "qwen3:8b", base_url: "${local.url}", context_tokens: 131072 }\n  main: { model: "qwen3:32b", base_url: "${local.url}", context_tokens: 131072 }\n`,
    );
    const r = await planMonday(vault, { ANTHROPIC_API_KEY: undefined }, 'Focus on the runbook review\n/done\n');
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe(NOTE);
    expect(local.messageRequests().length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(local.requests.map((q) => q.body)).includes('cache_control'), 'cache markers sent to a local server').toBe(false);
    expect(r.stderr).toMatch(/qwen3:32b: [\d,]+ in \/ [\d,]+ out — local, tokens only/);
    const state = JSON.parse(readFileSync(join(r.session, 'session.json'), 'utf8'));
    expect(state).toMatchObject({ mode: 'claude', costUsd: 0 });
    expect(readdirSync(r.session)).toContain('transcript.jsonl');
  });

  it('a context too small for the conversation: a clear line, nothing sent that cannot fit, /done still writes', async () => {
    const local = await stub({ local: { server: 'lmstudio', contextTokens: 200_000 } });
    local.script(ritualScript({ note: NOTE }));
    const vault = copyOfSampleVault();
    // Big enough for the write step's request, too small for the conversation's system prompt with memory.md.
    appendFileSync(
      join(vault, '.skill', 'config.yaml'),
      `models:\n  fast: { model: "qwen3:8b", base_url: "${local.url}", context_tokens: 3000 }\n  main: { model: "qwen3:8b", base_url: "${local.url}", context_tokens: 3000 }\n`,
    );
    const r = await planMonday(vault, { ANTHROPIC_API_KEY: undefined }, '/done\n');
    expect(r.stderr).toMatch(
      /does not fit "qwen3:8b"'s context window \(3,000 tokens, models\.main\.context_tokens\) with room for a reply/,
    );
    expect(local.messageRequests().filter((q) => !isWriteRequest(q))).toEqual([]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe(NOTE); // the write step's smaller request fitted
  });
});
