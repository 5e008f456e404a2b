/**
 * repairConversation against the strict stub's validator: any history a run can leave behind (replies with
 * thinking, tool loops, empty and thinking-only replies, blank text, a loop cut off half-way) comes out as a
 * conversation the Messages API accepts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repairConversation, withoutOpenTurn } from '../../src/model/conversation.js';
import type { MessageParam } from '../../src/model/types.js';
import { ThinkingLedger, validateMessagesRequest } from '../support/stub-validate.js';
import { fuzzParams } from '../support/fuzz.js';

const thinking = { type: 'thinking' as const, thinking: '', signature: 'sig-old' };

/** One user turn and the replies to it, as the agent loop writes them (or as an interruption leaves them). */
const turn = (n: number) =>
  fc
    .record({
      text: fc.constantFrom('Hello', 'Plan my day', '  ', ''),
      cycles: fc.integer({ min: 0, max: 2 }),
      thinks: fc.boolean(),
      ending: fc.constantFrom('text', 'empty', 'thinking-only', 'blank-text', 'cut-off-loop', 'none'),
    })
    .map(({ text, cycles, thinks, ending }) => {
      const messages: MessageParam[] = [{ role: 'user', content: text }];
      for (let c = 0; c < cycles; c++) {
        const id = `toolu_${n}_${c}`;
        messages.push({
          role: 'assistant',
          content: [...(thinks ? [thinking] : []), { type: 'tool_use', id, name: 'read_file', input: { path: 'a.md' } }],
        });
        messages.push({ role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: 'text' }] });
      }
      if (ending === 'text')
        messages.push({ role: 'assistant', content: [...(thinks ? [thinking] : []), { type: 'text', text: 'Here.' }] });
      if (ending === 'empty') messages.push({ role: 'assistant', content: [] });
      if (ending === 'thinking-only') messages.push({ role: 'assistant', content: [thinking] });
      if (ending === 'blank-text')
        messages.push({
          role: 'assistant',
          content: [
            { type: 'text', text: '\n' },
            { type: 'text', text: 'Fine.' },
          ],
        });
      if (ending === 'cut-off-loop')
        messages.push({ role: 'assistant', content: [thinking, { type: 'tool_use', id: `toolu_${n}_x`, name: 'read_file', input: {} }] });
      return messages;
    });

const history = fc
  .array(fc.nat(), { minLength: 1, maxLength: 5 })
  .chain((ns) => fc.tuple(...ns.map((_, i) => turn(i))))
  .map((turns) => turns.flat());

function acceptable(messages: MessageParam[]): string | undefined {
  const sent = messages.at(-1)?.role === 'user' ? messages : [...messages, { role: 'user' as const, content: 'next' }];
  return validateMessagesRequest({ model: 'claude-sonnet-5-5', max_tokens: 1000, messages: sent }, { ledger: new ThinkingLedger() })
    ?.message;
}

describe('repairConversation', () => {
  it('makes every history a run can leave into one the API accepts (property)', () => {
    fc.assert(
      fc.property(history, (messages) => {
        const { messages: repaired } = repairConversation(messages);
        if (repaired.length === 0) return; // nothing left worth resuming (only blank lines)
        expect(acceptable(repaired)).toBeUndefined();
        expect(JSON.stringify(repaired)).not.toContain('"thinking"');
      }),
      fuzzParams(300),
    );
  });

  it('changes nothing in a conversation that is already fine, apart from the thinking of finished turns', () => {
    const fine: MessageParam[] = [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: [{ type: 'text', text: 'Hello.' }] },
      { role: 'user', content: 'Plan' },
    ];
    expect(repairConversation(fine)).toEqual({ messages: fine, changes: [] });
  });
});

describe('withoutOpenTurn', () => {
  it('goes back to the last reply that ended a turn', () => {
    const closed: MessageParam[] = [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello.' },
    ];
    const open: MessageParam[] = [
      ...closed,
      { role: 'user', content: 'X' },
      { role: 'assistant', content: [{ type: 'tool_use', id: 't', name: 'a', input: {} }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't', content: 'r' }] },
    ];
    expect(withoutOpenTurn(open)).toEqual(closed);
    expect(withoutOpenTurn([{ role: 'user', content: 'Hi' }])).toEqual([]);
  });
});
