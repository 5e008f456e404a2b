/**
 * The contract scenarios, shared by the live tests (the real Messages API, opt-in) and their dry run against the
 * strict stub (every `npm test`): what runs live is exactly what runs here every day, so the live tests cannot rot
 * unseen. Each scenario asserts that every request the engine sent passes the stub's validation (the stub's rules
 * are checked against the API on each live run: a request the stub accepts and the API refuses fails the run with
 * the API's 400) and that the replies are parsed into what the engine needs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import {
  Budget,
  buildSystem,
  callForJson,
  createModelClient,
  readOnlyTools,
  runAgent,
  Transcript,
  type MessageParam,
  type ModelClient,
} from '../../src/model/index.js';
import { ThinkingLedger, validateMessagesRequest } from '../support/stub-validate.js';

export const CODE_WORD = 'PERIWINKLE';

export interface Checked {
  client: ModelClient;
  /** What the stub's validator said about each request that went out (empty when all passed). */
  problems: string[];
  requests: () => number;
}

/**
 * A client whose every outgoing /v1/messages body is checked with the stub's validator before it is sent. Thinking
 * signatures are left to whoever issued them (the API, or the stub in the dry run, which checks them itself).
 */
export function checkedClient(options: { apiKey: string; baseURL?: string | undefined }): Checked {
  const problems: string[] = [];
  let requests = 0;
  const ledger = new ThinkingLedger();
  const client = createModelClient({
    apiKey: options.apiKey,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    retryBaseMs: 200,
    fetch: async (url, init) => {
      if (String(url).endsWith('/v1/messages') && typeof init?.body === 'string') {
        requests++;
        const problem = validateMessagesRequest(JSON.parse(init.body), { ledger, signatures: 'any' });
        if (problem) problems.push(problem.message);
      }
      return globalThis.fetch(url, init);
    },
  });
  return { client, problems, requests: () => requests };
}

export interface ScenarioContext {
  checked: Checked;
  model: string;
  dir: string;
}

function session(ctx: ScenarioContext) {
  return { budget: new Budget({ maxCostUsd: 0.5 }), transcript: Transcript.open(join(ctx.dir, `transcript-${ctx.model}.jsonl`)) };
}

/** One streamed reply: the deltas shown are the reply's text, and the turn ends normally. */
export async function streamedReply(ctx: ScenarioContext): Promise<void> {
  const { budget, transcript } = session(ctx);
  const deltas: string[] = [];
  try {
    const result = await runAgent({
      client: ctx.checked.client,
      model: ctx.model,
      budget,
      transcript,
      label: 'live:stream',
      maxTurns: 2,
      system: buildSystem('Answer in one short sentence.'),
      messages: [{ role: 'user', content: 'Say good morning to Alex.' }],
      onText: (d) => deltas.push(d),
    });
    expect(result.stopReason).toBe('end_turn');
    expect(result.text.trim()).not.toBe('');
    expect(deltas.join('')).toBe(result.text);
    expect(budget.spentUsd).toBeGreaterThan(0);
  } finally {
    transcript.close();
  }
  expect(ctx.checked.problems).toEqual([]);
}

/** A conversation with a read-tool call, continued by a second user turn (thinking blocks go back unchanged). */
export async function conversationWithReadTool(ctx: ScenarioContext): Promise<void> {
  const vault = join(ctx.dir, 'vault');
  mkdirSync(join(vault, 'Codes'), { recursive: true });
  writeFileSync(join(vault, 'Codes', 'today.md'), `# Today\n\nThe code word for today is ${CODE_WORD}.\n`);
  const { budget, transcript } = session(ctx);
  const calls: string[] = [];
  try {
    const first = await runAgent({
      client: ctx.checked.client,
      model: ctx.model,
      budget,
      transcript,
      label: 'live:tools',
      maxTurns: 4,
      system: buildSystem("You answer questions about the user's notes. Read notes with read_file before answering."),
      tools: readOnlyTools({ roots: [{ label: 'vault', path: vault }] }),
      messages: [
        { role: 'user', content: 'What is the code word in Codes/today.md? Read the note with read_file, then answer with the word only.' },
      ],
      onToolCall: (call) => calls.push(call.name),
    });
    expect(calls).toContain('read_file');
    expect(first.stopReason).toBe('end_turn');
    expect(first.text.toUpperCase()).toContain(CODE_WORD);
    const next: MessageParam[] = [...first.messages, { role: 'user', content: 'Thanks. Spell it backwards, nothing else.' }];
    const second = await runAgent({
      client: ctx.checked.client,
      model: ctx.model,
      budget,
      transcript,
      label: 'live:tools',
      maxTurns: 2,
      system: buildSystem("You answer questions about the user's notes. Read notes with read_file before answering."),
      tools: readOnlyTools({ roots: [{ label: 'vault', path: vault }] }),
      messages: next,
    });
    // The second request carried the first turns back, thinking blocks and tool pairs included: the API took it.
    expect(second.turns).toBeGreaterThanOrEqual(1);
    expect(second.stopReason).not.toBe('refusal');
  } finally {
    transcript.close();
  }
  expect(ctx.checked.problems).toEqual([]);
}

/** One structured call: the answer comes back as the tool's input, valid against its schema. */
export async function structuredCall(ctx: ScenarioContext): Promise<void> {
  const { budget, transcript } = session(ctx);
  try {
    const answer = await callForJson<{ colour: string; reason: string }>({
      client: ctx.checked.client,
      model: ctx.model,
      budget,
      transcript,
      label: 'live:structured',
      system: 'You classify requests.',
      prompt: 'The user wrote: "paint the shed green". Which colour did they ask for?',
      toolName: 'classify',
      schema: {
        type: 'object',
        properties: { colour: { type: 'string', enum: ['red', 'green', 'blue'] }, reason: { type: 'string' } },
        required: ['colour', 'reason'],
        additionalProperties: false,
      },
    });
    expect(answer.colour).toBe('green');
  } finally {
    transcript.close();
  }
  expect(ctx.checked.problems).toEqual([]);
}
