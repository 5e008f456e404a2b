/**
 * The tool contract of the agent loop, and the small JSON-schema check applied to every tool input before the
 * tool runs (the model's input is untrusted: a wrong type becomes an is_error result it can correct).
 */
import type { ApiTool } from './types.js';

export interface JsonSchema {
  type?: 'object' | 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'null';
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  [key: string]: unknown;
}

export interface ToolContext {
  signal: AbortSignal;
}

export type ToolOutput = string | { content: string; isError?: boolean };

export interface Tool {
  name: string;
  description: string;
  input_schema: JsonSchema & { type: 'object' };
  execute(input: unknown, ctx: ToolContext): Promise<ToolOutput>;
}

/** The definition sent to the API. */
export function toolDefinition(tool: Tool): ApiTool {
  return { name: tool.name, description: tool.description, input_schema: tool.input_schema as ApiTool['input_schema'] };
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function matchesType(value: unknown, type: NonNullable<JsonSchema['type']>): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

/**
 * Checks `value` against the parts of JSON Schema that tool inputs use (type, required, properties,
 * additionalProperties: false, items, enum, numeric and length bounds). Returns the first problem as a sentence
 * the model can act on, or undefined when the value fits.
 */
export function validateAgainstSchema(schema: JsonSchema, value: unknown, path = 'input'): string | undefined {
  if (schema.type && !matchesType(value, schema.type))
    return `${path} must be ${/^[aeiou]/.test(schema.type) ? 'an' : 'a'} ${schema.type}, got ${typeOf(value)}`;
  if (schema.enum && !schema.enum.some((e) => e === value))
    return `${path} must be one of ${schema.enum.map((e) => JSON.stringify(e)).join(', ')}`;
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return `${path} must be at least ${schema.minimum}`;
    if (schema.maximum !== undefined && value > schema.maximum) return `${path} must be at most ${schema.maximum}`;
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength)
      return `${path} must have at least ${schema.minLength} characters`;
    if (schema.maxLength !== undefined && value.length > schema.maxLength)
      return `${path} must have at most ${schema.maxLength} characters`;
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return `${path} must have at least ${schema.minItems} items`;
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return `${path} must have at most ${schema.maxItems} items`;
    if (schema.items) {
      for (let i = 0; i < value.length; i++) {
        const problem = validateAgainstSchema(schema.items, value[i], `${path}[${i}]`);
        if (problem) return problem;
      }
    }
  }
  if (typeOf(value) === 'object') {
    const obj = value as Record<string, unknown>;
    for (const key of schema.required ?? []) {
      if (obj[key] === undefined) return `${path}.${key} is required`;
    }
    for (const [key, v] of Object.entries(obj)) {
      const sub = schema.properties?.[key];
      if (!sub) {
        if (schema.additionalProperties === false)
          return `${path}.${key} is not an accepted field (accepted: ${Object.keys(schema.properties ?? {}).join(', ') || 'none'})`;
        continue;
      }
      if (v === undefined) continue;
      const problem = validateAgainstSchema(sub, v, `${path}.${key}`);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** Normalises what a tool returned. */
export function toolOutput(out: ToolOutput): { content: string; isError: boolean } {
  return typeof out === 'string' ? { content: out, isError: false } : { content: out.content, isError: out.isError === true };
}
