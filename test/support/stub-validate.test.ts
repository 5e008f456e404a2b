/**
 * The stub's validation, rule by rule: each request the Messages API rejects gets the API's message, and the
 * corrected request passes. These rules are what make the rest of the suite prove that the engine sends only
 * requests the real API accepts.
 */
import { describe, expect, it } from 'vitest';
import { ThinkingLedger, validateHeaders, validateMessagesRequest } from './stub-validate.js';

type Body = Record<string, any>;
const base = (extra: Body = {}): Body => ({
  model: 'claude-sonnet-5-5',
  max_tokens: 1000,
  messages: [{ role: 'user', content: 'hi' }],
  ...extra,
});
const check = (body: Body, ledger = new ThinkingLedger()) => validateMessagesRequest(body, { ledger })?.message;

const toolCall = (id = 'toolu_1') => ({
  role: 'assistant',
  content: [{ type: 'tool_use', id, name: 'read_file', input: { path: 'a.md' } }],
});
const toolResult = (id = 'toolu_1') => ({ type: 'tool_result', tool_use_id: id, content: 'text of a.md' });

describe('stub validation: shape', () => {
  it('accepts a plain request', () => {
    expect(check(base())).toBeUndefined();
  });

  it('requires model, max_tokens and messages, and refuses unknown top-level keys', () => {
    expect(check({ max_tokens: 1, messages: [] })).toBe('model: Field required');
    expect(check({ model: 'm', messages: [] })).toBe('max_tokens: Field required');
    expect(check({ model: 'm', max_tokens: 0, messages: [] })).toBe('max_tokens: Input should be greater than or equal to 1');
    expect(check({ model: 'm', max_tokens: 1 })).toBe('messages: Field required');
    expect(check(base({ temprature: 1 }))).toBe('temprature: Extra inputs are not permitted');
  });

  it("caps max_tokens at the model's output limit", () => {
    expect(check(base({ max_tokens: 200_000 }))).toBe(
      'max_tokens: 200000 > 128000, which is the maximum allowed number of output tokens for claude-sonnet-5-5',
    );
  });

  it('refuses empty messages, except an optional final assistant message (on models that allow prefill)', () => {
    const empty = { role: 'assistant', content: [] };
    expect(check(base({ messages: [{ role: 'user', content: 'a' }, empty, { role: 'user', content: 'b' }] }))).toBe(
      'messages.1: all messages must have non-empty content except for the optional final assistant message',
    );
    expect(check(base({ messages: [{ role: 'user', content: '' }] }))).toBe(
      'messages.0: all messages must have non-empty content except for the optional final assistant message',
    );
    expect(check(base({ model: 'claude-x', messages: [{ role: 'user', content: 'a' }, empty] }))).toBeUndefined();
  });

  it('counts a thinking-only assistant turn as empty', () => {
    const ledger = new ThinkingLedger();
    const [thinking] = ledger.issue(base(), [{ type: 'thinking', thinking: '' }], 'end_turn');
    const body = base({
      messages: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: [thinking] },
        { role: 'user', content: 'again' },
      ],
    });
    expect(check(body, ledger)).toBe(
      'messages.1: all messages must have non-empty content except for the optional final assistant message',
    );
  });

  it('refuses empty and whitespace-only text blocks, in messages and in the system prompt', () => {
    expect(check(base({ messages: [{ role: 'user', content: [{ type: 'text', text: '' }] }] }))).toBe(
      'messages: text content blocks must be non-empty',
    );
    expect(check(base({ messages: [{ role: 'user', content: [{ type: 'text', text: ' \n' }] }] }))).toBe(
      'messages: text content blocks must contain non-whitespace text',
    );
    expect(check(base({ system: [{ type: 'text', text: '' }] }))).toBe('system: text content blocks must be non-empty');
    expect(check(base({ messages: [{ role: 'user', content: [{ type: 'text', text: '', cache_control: { type: 'ephemeral' } }] }] }))).toBe(
      'cache_control cannot be set for empty text blocks',
    );
  });

  it('refuses block types that do not belong to the role', () => {
    expect(check(base({ messages: [{ role: 'user', content: [{ type: 'tool_use', id: 't', name: 'x', input: {} }] }] }))).toMatch(
      /^messages\.0\.content\.0\.type: Input tag 'tool_use' found/,
    );
  });

  it('refuses an assistant prefill on the 5.5 models, not on models that allow it', () => {
    const prefilled = {
      messages: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'Sure' },
      ],
    };
    expect(check(base(prefilled))).toBe(
      'This model does not support assistant message prefill. The conversation must end with a user message.',
    );
    expect(check(base({ ...prefilled, model: 'claude-x' }))).toBeUndefined();
  });

  it('accepts a paused turn sent back to be continued', () => {
    const ledger = new ThinkingLedger();
    const content = ledger.issue(base(), [{ type: 'text', text: 'Searching…' }], 'pause_turn');
    expect(
      check(
        base({
          messages: [
            { role: 'user', content: 'hi' },
            { role: 'assistant', content },
          ],
        }),
        ledger,
      ),
    ).toBeUndefined();
  });
});

describe('stub validation: model rules (the 5.5 generation)', () => {
  it('refuses sampling parameters', () => {
    expect(check(base({ temperature: 0.2 }))).toBe('temperature: setting temperature is not supported for claude-sonnet-5-5; omit it');
    expect(check(base({ model: 'claude-x', temperature: 0.2 }))).toBeUndefined();
  });

  it('refuses disabling thinking or giving it a budget, with the documented message', () => {
    expect(check(base({ thinking: { type: 'disabled' } }))).toBe(
      '"thinking.type.disabled" is not supported for this model. Use "thinking.type.adaptive" and "output_config.effort" to control thinking behavior.',
    );
    expect(check(base({ model: 'claude-haiku-5-5', thinking: { type: 'enabled', budget_tokens: 2000 } }))).toMatch(
      /^"thinking\.type\.enabled" is not supported/,
    );
    expect(check(base({ thinking: { type: 'adaptive' } }))).toBeUndefined();
    expect(check(base({ thinking: { type: 'between_tools' } }))).toBeUndefined(); // Sonnet 5.5 only
    expect(check(base({ model: 'claude-opus-5-5', thinking: { type: 'between_tools' } }))).toMatch(/^thinking\.type: Input should be/);
  });

  it('refuses a forced tool_choice on Sonnet, Opus and Haiku 5.5 and Fable 5.1', () => {
    const tools = [{ name: 'answer', input_schema: { type: 'object' } }];
    for (const model of ['claude-sonnet-5-5', 'claude-opus-5-5', 'claude-haiku-5-5', 'claude-fable-5-1']) {
      expect(check(base({ model, tools, tool_choice: { type: 'tool', name: 'answer' } })), model).toMatch(/^tool_choice: forced tool use/);
      expect(check(base({ model, tools, tool_choice: { type: 'any' } })), model).toMatch(/^tool_choice: forced tool use/);
      expect(check(base({ model, tools, tool_choice: { type: 'auto' } })), model).toBeUndefined();
    }
    expect(check(base({ model: 'claude-haiku-4-5', tools, tool_choice: { type: 'tool', name: 'answer' } }))).toBeUndefined();
  });
});

describe('stub validation: tools and caching', () => {
  it('refuses tool names outside ^[a-zA-Z0-9_-]{1,64}$ and duplicate names', () => {
    const tool = (name: string) => ({ name, input_schema: { type: 'object' } });
    expect(check(base({ tools: [tool('read.file')] }))).toBe("tools.0.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'");
    expect(check(base({ tools: [tool('x'.repeat(65))] }))).toMatch(/^tools\.0\.custom\.name/);
    expect(check(base({ tools: [tool('a'), tool('a')] }))).toBe('tools: Tool names must be unique.');
    expect(check(base({ tools: [tool('read_file-2')] }))).toBeUndefined();
  });

  it('refuses more than four cache_control breakpoints, wherever they are', () => {
    const cc = { type: 'ephemeral' };
    const tools = [
      { name: 'a', input_schema: { type: 'object' }, cache_control: cc },
      { name: 'b', input_schema: { type: 'object' }, cache_control: cc },
    ];
    const system = [
      { type: 'text', text: 's1', cache_control: cc },
      { type: 'text', text: 's2', cache_control: cc },
    ];
    const messages = [{ role: 'user', content: [{ type: 'text', text: 'q', cache_control: cc }] }];
    expect(check(base({ tools, system, messages }))).toBe('A maximum of 4 blocks with cache_control may be provided. Found 5.');
    expect(check(base({ tools, system }))).toBeUndefined();
  });
});

describe('stub validation: tool_use and tool_result pairing', () => {
  it('accepts a tool call answered first in the next message', () => {
    expect(
      check(
        base({
          messages: [{ role: 'user', content: 'q' }, toolCall(), { role: 'user', content: [toolResult(), { type: 'text', text: 'and?' }] }],
        }),
      ),
    ).toBeUndefined();
  });

  it('refuses a tool call whose result does not come in the next message', () => {
    const body = base({ messages: [{ role: 'user', content: 'q' }, toolCall(), { role: 'user', content: 'no result' }] });
    expect(check(body)).toBe(
      'messages.1: `tool_use` ids were found without `tool_result` blocks immediately after: toolu_1. Each `tool_use` block must have a corresponding `tool_result` block in the next message.',
    );
  });

  it('refuses a tool result that is not first in its message', () => {
    const body = base({
      messages: [{ role: 'user', content: 'q' }, toolCall(), { role: 'user', content: [{ type: 'text', text: 'here:' }, toolResult()] }],
    });
    expect(check(body)).toBe(
      'messages.2: Did not find 1 tool_result block(s) at the beginning of this message. Messages following tool_use blocks must begin with a matching number of tool_result blocks.',
    );
  });

  it('refuses a tool result with no tool call just before it', () => {
    const body = base({ messages: [{ role: 'user', content: [toolResult('toolu_9')] }] });
    expect(check(body)).toBe(
      'messages.0.content.0: unexpected `tool_use_id` found in `tool_result` blocks: toolu_9. Each `tool_result` block must have a corresponding `tool_use` block in the previous message.',
    );
  });
});

describe('stub validation: thinking blocks', () => {
  const first = base({ messages: [{ role: 'user', content: 'q' }] });

  function issued(
    ledger: ThinkingLedger,
    request: Body = first,
    content: Body[] = [
      { type: 'thinking', thinking: '' },
      { type: 'tool_use', id: 'toolu_1', name: 'read_file', input: { path: 'a.md' } },
    ],
  ) {
    return ledger.issue(request, content, 'tool_use');
  }

  it('accepts a thinking block sent back unchanged, in the same conversation', () => {
    const ledger = new ThinkingLedger();
    const content = issued(ledger);
    expect(content[0]!.signature).toMatch(/^stub-sig-/);
    const next = base({ messages: [...first.messages, { role: 'assistant', content }, { role: 'user', content: [toolResult()] }] });
    expect(check(next, ledger)).toBeUndefined();
  });

  it('ignores cache markers when it compares conversations', () => {
    const ledger = new ThinkingLedger();
    const content = issued(ledger);
    const marked = [{ role: 'user', content: [{ type: 'text', text: 'q', cache_control: { type: 'ephemeral' } }] }];
    expect(
      check(base({ messages: [...marked, { role: 'assistant', content }, { role: 'user', content: [toolResult()] }] }), ledger),
    ).toBeUndefined();
  });

  it('refuses a signature it did not issue, or a changed thinking text', () => {
    const ledger = new ThinkingLedger();
    const content = issued(ledger);
    const forged = [{ ...content[0], signature: 'made-up' }, content[1]];
    expect(
      check(
        base({ messages: [...first.messages, { role: 'assistant', content: forged }, { role: 'user', content: [toolResult()] }] }),
        ledger,
      ),
    ).toBe('messages.1.content.0: Invalid `signature` in `thinking` block');
    const edited = [{ ...content[0], thinking: 'edited' }, content[1]];
    expect(
      check(
        base({ messages: [...first.messages, { role: 'assistant', content: edited }, { role: 'user', content: [toolResult()] }] }),
        ledger,
      ),
    ).toBe('messages.1.content.0: Invalid `signature` in `thinking` block');
  });

  it("ties a 5.5 model's thinking to that model and that conversation", () => {
    const ledger = new ThinkingLedger();
    const content = issued(ledger);
    const later = (extra: Body) =>
      base({ messages: [...first.messages, { role: 'assistant', content }, { role: 'user', content: [toolResult()] }], ...extra });
    expect(check(later({ model: 'claude-opus-5-5' }), ledger)).toMatch(/written by claude-sonnet-5-5 cannot be sent to claude-opus-5-5/);
    expect(check(later({ system: 'a different system prompt' }), ledger)).toMatch(/belongs to a different conversation/);
  });

  it('requires the turn in progress to keep its leading thinking, and lets finished turns drop theirs', () => {
    const ledger = new ThinkingLedger();
    const content = issued(ledger);
    const stripped = content.filter((b) => b.type !== 'thinking');
    const inProgress = base({
      messages: [...first.messages, { role: 'assistant', content: stripped }, { role: 'user', content: [toolResult()] }],
    });
    expect(check(inProgress, ledger)).toMatch(
      /^messages\.1\.content\.0\.type: Expected `thinking` or `redacted_thinking`, but found `tool_use`/,
    );
    const finished = base({
      messages: [...inProgress.messages, { role: 'assistant', content: 'Done.' }, { role: 'user', content: 'thanks' }],
    });
    expect(check(finished, ledger)).toBeUndefined();
  });
});

describe('stub validation: context and headers', () => {
  it('refuses a prompt longer than the context window', () => {
    const body = base({ messages: [{ role: 'user', content: 'x'.repeat(8000) }] });
    expect(validateMessagesRequest(body, { ledger: new ThinkingLedger(), contextTokens: 1000 })?.message).toMatch(
      /^prompt is too long: \d+ tokens > 1000 maximum$/,
    );
  });

  it('wants a key and an API version', () => {
    expect(validateHeaders({ 'anthropic-version': '2023-06-01' })).toMatchObject({ status: 401, type: 'authentication_error' });
    expect(validateHeaders({ 'x-api-key': 'k' })?.message).toBe('anthropic-version: header is required');
    expect(validateHeaders({ authorization: 'Bearer k', 'anthropic-version': '2023-06-01' })).toBeUndefined();
  });
});
