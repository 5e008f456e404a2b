/**
 * Prompt caching. The API caches the prompt prefix up to each `cache_control` marker (tools, then system, then
 * messages). We mark three places on every request: the last tool definition, the last system block (the lead
 * fills it with the ritual prose and memory.md, the large stable part), and the last block of the newest message,
 * so each turn of a tool loop reads everything before it from the cache. Markers are added to a copy at send
 * time; the conversation itself never accumulates them (the API allows at most four).
 */
import type { MessageParam, ModelRequest, TextBlockParam } from './types.js';

export const EPHEMERAL = Object.freeze({ type: 'ephemeral' as const });
const MAX_BREAKPOINTS = 4;

/** System blocks from parts (empty parts dropped), the last one marked for caching. */
export function buildSystem(...parts: (string | undefined | null)[]): TextBlockParam[] {
  const blocks: TextBlockParam[] = parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .map((text) => ({ type: 'text', text }));
  const last = blocks.at(-1);
  if (last) blocks[blocks.length - 1] = { ...last, cache_control: EPHEMERAL };
  return blocks;
}

type Block = Exclude<MessageParam['content'], string>[number];
const CACHEABLE = new Set(['text', 'image', 'document', 'tool_use', 'tool_result', 'search_result']);

function countMarkers(value: unknown): number {
  return JSON.stringify(value ?? null).split('"cache_control"').length - 1;
}

function markLastMessage(messages: MessageParam[]): MessageParam[] {
  const last = messages.at(-1);
  if (!last) return messages;
  const blocks: Block[] =
    typeof last.content === 'string' ? (last.content ? [{ type: 'text', text: last.content }] : []) : [...last.content];
  for (let i = blocks.length - 1; i >= 0; i--) {
    const b = blocks[i]!;
    if (CACHEABLE.has(b.type)) {
      blocks[i] = { ...b, cache_control: EPHEMERAL } as Block;
      return [...messages.slice(0, -1), { ...last, content: blocks } as MessageParam];
    }
  }
  return messages;
}

/** A copy of the request with cache breakpoints on the tools, the system prompt and the newest message. */
export function withCacheBreakpoints(req: ModelRequest): ModelRequest {
  const out: ModelRequest = { ...req };
  if (req.tools?.length) {
    const tools = [...req.tools];
    tools[tools.length - 1] = { ...tools[tools.length - 1]!, cache_control: EPHEMERAL };
    out.tools = tools;
  }
  if (typeof req.system === 'string') {
    if (req.system.trim()) out.system = buildSystem(req.system);
  } else if (req.system?.length) {
    const system = [...req.system];
    system[system.length - 1] = { ...system[system.length - 1]!, cache_control: EPHEMERAL };
    out.system = system;
  }
  if (countMarkers(out.tools) + countMarkers(out.system) + countMarkers(req.messages) < MAX_BREAKPOINTS) {
    out.messages = markLastMessage(req.messages);
  }
  return out;
}

/** `value` with every cache_control key taken out, at any depth (a copy; the input is not changed). */
export function stripCacheControl<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripCacheControl) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'cache_control')
        .map(([k, v]) => [k, stripCacheControl(v)]),
    ) as T;
  }
  return value;
}

/**
 * A copy of the request with no cache markers at all, for servers that know no prompt caching (local models):
 * buildSystem marks the system prompt as it builds it, so the markers have to be taken out, not just not added.
 */
export function withoutCacheMarkers(req: ModelRequest): ModelRequest {
  return {
    ...req,
    messages: stripCacheControl(req.messages),
    ...(req.system !== undefined ? { system: stripCacheControl(req.system) } : {}),
    ...(req.tools ? { tools: stripCacheControl(req.tools) } : {}),
  };
}
