/**
 * --resume rebuilds the conversation from transcript.jsonl. What it rebuilds must be a conversation the API accepts:
 * each case here is a transcript a real run can leave (an empty or thinking-only last reply, a refusal, a tool loop
 * cut by Ctrl-C with thinking blocks in it), and the request the resumed chat would send is checked with the strict
 * stub's validator.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { conversationFromTranscript } from '../../src/run/resume.js';
import type { MessageParam } from '../../src/model/index.js';
import { ThinkingLedger, validateMessagesRequest } from '../support/stub-validate.js';
import { tempDir } from '../support/tmp.js';

const tmpDir = tempDir;
const tmp = () => tmpDir('skill-resume-');
const OPENING = 'Begin the ritual now.';
const SIG = 'sig-from-the-earlier-run';

function transcript(entries: Record<string, unknown>[]): string {
  const path = join(tmp(), 'transcript.jsonl');
  writeFileSync(path, `${entries.map((e, i) => JSON.stringify({ ts: `2026-11-23T08:00:0${i}.000Z`, ...e })).join('\n')}\n`);
  return path;
}

const request = (call: number, messages: unknown[]) => ({
  type: 'request',
  call,
  label: 'inline',
  model: 'claude-sonnet-5-5',
  max_tokens: 16000,
  messages,
});
const response = (call: number, content: unknown[], stop_reason = 'end_turn') => ({
  type: 'response',
  call,
  id: `msg_${call}`,
  model: 'claude-sonnet-5-5',
  stop_reason,
  content,
  usage: {},
});

/** The request the resumed chat sends first: the conversation as it is when it ends with the user, else with a new line. */
function nextRequest(messages: MessageParam[]) {
  const sent = messages.at(-1)?.role === 'user' ? messages : [...messages, { role: 'user', content: 'Runbook first' }];
  return validateMessagesRequest(
    { model: 'claude-sonnet-5-5', max_tokens: 16000, system: 'You run a ritual.', messages: sent },
    { ledger: new ThinkingLedger() },
  );
}

describe('conversationFromTranscript', () => {
  it('an empty last reply is left out: the conversation ends with the user turn it owes a reply to', () => {
    const path = transcript([
      request(1, [{ role: 'user', content: OPENING }]),
      response(1, [
        { type: 'thinking', thinking: '', signature: SIG },
        { type: 'text', text: 'Good morning.', citations: null },
      ]),
      request(2, [
        { role: 'user', content: OPENING },
        {
          role: 'assistant',
          content: [
            { type: 'thinking', thinking: '', signature: SIG },
            { type: 'text', text: 'Good morning.' },
          ],
        },
        { role: 'user', content: [{ type: 'text', text: 'Runbook', cache_control: { type: 'ephemeral' } }] },
      ]),
      response(2, []),
    ]);
    const r = conversationFromTranscript(path)!;
    expect(r.messages).toEqual([
      { role: 'user', content: OPENING },
      { role: 'assistant', content: [{ type: 'text', text: 'Good morning.' }] },
      { role: 'user', content: [{ type: 'text', text: 'Runbook' }] },
    ]);
    expect(r.changes).toEqual(['1 thinking block of finished turns left out', '1 empty or thinking-only message left out']);
    expect(nextRequest(r.messages)).toBeUndefined();
  });

  it('a thinking-only reply is left out too', () => {
    const path = transcript([
      request(1, [{ role: 'user', content: OPENING }]),
      response(1, [{ type: 'thinking', thinking: '', signature: SIG }]),
    ]);
    const r = conversationFromTranscript(path)!;
    expect(r.messages).toEqual([{ role: 'user', content: OPENING }]);
    expect(nextRequest(r.messages)).toBeUndefined();
  });

  it('an empty assistant message inside the history (an earlier version stored them) is left out and the user turns joined', () => {
    const path = transcript([
      request(3, [
        { role: 'user', content: OPENING },
        { role: 'assistant', content: [] },
        { role: 'user', content: 'Hello?' },
      ]),
      response(3, [{ type: 'text', text: 'Hi.' }]),
    ]);
    const r = conversationFromTranscript(path)!;
    expect(r.messages).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: OPENING },
          { type: 'text', text: 'Hello?' },
        ],
      },
      { role: 'assistant', content: [{ type: 'text', text: 'Hi.' }] },
    ]);
    expect(nextRequest(r.messages)).toBeUndefined();
  });

  it('a tool loop cut off half-way (thinking blocks in it) goes back to the user turn that started it', () => {
    const call = {
      role: 'assistant',
      content: [
        { type: 'thinking', thinking: '', signature: SIG },
        { type: 'tool_use', id: 'toolu_1', name: 'read_file', input: { path: 'Week.md' } },
      ],
    };
    const path = transcript([
      request(1, [{ role: 'user', content: OPENING }]),
      response(1, call.content, 'tool_use'),
      request(2, [
        { role: 'user', content: OPENING },
        call,
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'week' }] },
      ]),
      response(
        2,
        [
          { type: 'thinking', thinking: '', signature: 'sig-2' },
          { type: 'tool_use', id: 'toolu_2', name: 'read_file', input: { path: 'Today.md' } },
        ],
        'tool_use',
      ),
    ]);
    const r = conversationFromTranscript(path)!;
    expect(r.messages).toEqual([{ role: 'user', content: OPENING }]);
    expect(r.changes).toEqual(['3 messages of an unfinished tool loop left out']);
    expect(nextRequest(r.messages)).toBeUndefined();
  });

  it('a finished tool loop stays, without its thinking blocks', () => {
    const call = {
      role: 'assistant',
      content: [
        { type: 'thinking', thinking: '', signature: SIG },
        { type: 'tool_use', id: 'toolu_1', name: 'read_file', input: { path: 'Week.md' } },
      ],
    };
    const path = transcript([
      request(2, [
        { role: 'user', content: OPENING },
        call,
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'week' }] },
      ]),
      response(2, [
        { type: 'thinking', thinking: '', signature: 'sig-2' },
        { type: 'text', text: 'Your week is the cut-over.' },
      ]),
    ]);
    const r = conversationFromTranscript(path)!;
    expect(r.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(JSON.stringify(r.messages)).not.toContain('"thinking"');
    expect(nextRequest(r.messages)).toBeUndefined();
  });

  it('a refused reply is not kept, nor the line that prompted it', () => {
    const path = transcript([
      request(2, [
        { role: 'user', content: OPENING },
        { role: 'assistant', content: [{ type: 'text', text: 'Good morning.' }] },
        { role: 'user', content: 'something declined' },
      ]),
      response(2, [], 'refusal'),
    ]);
    const r = conversationFromTranscript(path)!;
    expect(r.messages).toEqual([
      { role: 'user', content: OPENING },
      { role: 'assistant', content: [{ type: 'text', text: 'Good morning.' }] },
    ]);
    expect(r.changes[0]).toBe('a refused reply and the message that prompted it left out');
    expect(nextRequest(r.messages)).toBeUndefined();
  });

  it('no inline request: nothing to resume', () => {
    expect(conversationFromTranscript(transcript([{ type: 'request', call: 1, label: 'planner', messages: [] }]))).toBeUndefined();
    expect(conversationFromTranscript(join(tmp(), 'missing.jsonl'))).toBeUndefined();
  });
});
