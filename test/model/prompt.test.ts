import { describe, expect, it } from 'vitest';
import { buildSystem, withCacheBreakpoints } from '../../src/model/prompt.js';
import type { MessageParam, ModelRequest } from '../../src/model/types.js';

const EPH = { type: 'ephemeral' };
const markers = (v: unknown) => JSON.stringify(v).split('"cache_control"').length - 1;

describe('buildSystem', () => {
  it('makes text blocks, drops empty parts and marks only the last block', () => {
    expect(buildSystem('notice', undefined, '  ', 'ritual prose + memory.md')).toEqual([
      { type: 'text', text: 'notice' },
      { type: 'text', text: 'ritual prose + memory.md', cache_control: EPH },
    ]);
    expect(buildSystem()).toEqual([]);
  });
});

describe('withCacheBreakpoints', () => {
  const base: ModelRequest = {
    model: 'm',
    max_tokens: 10,
    system: buildSystem('a', 'b'),
    tools: [
      { name: 't1', input_schema: { type: 'object' } },
      { name: 't2', input_schema: { type: 'object' } },
    ],
    messages: [
      { role: 'user', content: 'q' },
      { role: 'assistant', content: [{ type: 'tool_use', id: 'x', name: 't1', input: {} }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'x', content: 'r' }] },
    ],
  };

  it('marks the last tool, the last system block and the newest message, without touching the original', () => {
    const before = JSON.stringify(base);
    const out = withCacheBreakpoints(base);
    expect(JSON.stringify(base)).toBe(before);
    expect(out.tools![1]).toMatchObject({ name: 't2', cache_control: EPH });
    expect((out.system as any[])[1]).toMatchObject({ text: 'b', cache_control: EPH });
    expect((out.messages[2]!.content as any[])[0]).toMatchObject({ type: 'tool_result', cache_control: EPH });
    expect(markers(out)).toBe(3);
  });

  it('is idempotent and never exceeds four breakpoints', () => {
    const twice = withCacheBreakpoints(withCacheBreakpoints(base));
    expect(markers(twice)).toBeLessThanOrEqual(4);
    const first: MessageParam = {
      role: 'user',
      content: [
        { type: 'text', text: 'q', cache_control: { type: 'ephemeral' } },
        { type: 'text', text: 'q2', cache_control: { type: 'ephemeral' } },
      ],
    };
    const crowded: ModelRequest = { ...base, messages: [first, ...base.messages.slice(1)] };
    expect(markers(withCacheBreakpoints(crowded))).toBeLessThanOrEqual(4);
  });

  it('turns a string system prompt into a marked block and skips uncacheable blocks', () => {
    const out = withCacheBreakpoints({
      model: 'm',
      max_tokens: 1,
      system: 'stable',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'x' }] }],
    });
    expect(out.system).toEqual([{ type: 'text', text: 'stable', cache_control: EPH }]);
    const thinking = withCacheBreakpoints({
      model: 'm',
      max_tokens: 1,
      messages: [{ role: 'assistant', content: [{ type: 'thinking', thinking: 't', signature: 's' }] }],
    });
    expect(markers(thinking)).toBe(0);
  });
});
