import { describe, expect, it } from 'vitest';
import { toolDefinition, toolOutput, validateAgainstSchema, type JsonSchema } from '../../src/model/tool.js';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    path: { type: 'string', minLength: 1 },
    offset: { type: 'integer', minimum: 1 },
    ratio: { type: 'number', maximum: 1 },
    mode: { type: 'string', enum: ['a', 'b'] },
    tags: { type: 'array', items: { type: 'string' }, maxItems: 2 },
    nested: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
  },
  required: ['path'],
  additionalProperties: false,
};

describe('validateAgainstSchema', () => {
  it.each([
    [{ path: 'a.md' }, undefined],
    [{ path: 'a.md', offset: 3, ratio: 0.5, mode: 'b', tags: ['x'], nested: { ok: true } }, undefined],
    [{ path: 'a.md', ratio: 1 }, undefined],
    ['a.md', 'input must be an object, got string'],
    [{}, 'input.path is required'],
    [{ path: '' }, 'input.path must have at least 1 characters'],
    [{ path: 'a', offset: 1.5 }, 'input.offset must be an integer, got number'],
    [{ path: 'a', offset: 0 }, 'input.offset must be at least 1'],
    [{ path: 'a', ratio: 2 }, 'input.ratio must be at most 1'],
    [{ path: 'a', mode: 'c' }, 'input.mode must be one of "a", "b"'],
    [{ path: 'a', tags: ['x', 'y', 'z'] }, 'input.tags must have at most 2 items'],
    [{ path: 'a', tags: ['x', 3] }, 'input.tags[1] must be a string, got integer'],
    [{ path: 'a', nested: {} }, 'input.nested.ok is required'],
    [{ path: 'a', extra: 1 }, 'input.extra is not an accepted field (accepted: path, offset, ratio, mode, tags, nested)'],
    [null, 'input must be an object, got null'],
  ])('%j → %s', (value, problem) => {
    expect(validateAgainstSchema(schema, value)).toBe(problem);
  });
});

describe('tool helpers', () => {
  it('builds the API definition and normalises outputs', () => {
    const tool = { name: 't', description: 'd', input_schema: { type: 'object' as const, properties: {} }, execute: async () => 'x' };
    expect(toolDefinition(tool)).toEqual({ name: 't', description: 'd', input_schema: { type: 'object', properties: {} } });
    expect(toolOutput('plain')).toEqual({ content: 'plain', isError: false });
    expect(toolOutput({ content: 'bad', isError: true })).toEqual({ content: 'bad', isError: true });
  });
});
