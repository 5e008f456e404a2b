/**
 * Conversations the API accepts back. A conversation rebuilt from a transcript (resume) may hold what a live run
 * never sends: an empty reply, a thinking-only reply, a tool call cut off by an interruption, thinking blocks of a
 * conversation whose system prompt has since changed. `repairConversation` turns it into one the API accepts and
 * says what it changed; `withoutOpenTurn` takes back a turn that is not to be sent again (a refusal, an overflow).
 */
import type { MessageParam } from './types.js';

type Block = Exclude<MessageParam['content'], string>[number];

function blocksOf(m: MessageParam): Block[] {
  return typeof m.content === 'string' ? (m.content.trim() ? [{ type: 'text', text: m.content }] : []) : m.content;
}

const hasToolUse = (m: MessageParam) => typeof m.content !== 'string' && m.content.some((b) => b.type === 'tool_use');
const hasToolResult = (m: MessageParam) => typeof m.content !== 'string' && m.content.some((b) => b.type === 'tool_result');

/** The conversation with `text` added as the user's: into the last message when it is already the user's. */
export function appendUserText(messages: readonly MessageParam[], text: string): MessageParam[] {
  const last = messages.at(-1);
  if (last?.role !== 'user') return [...messages, { role: 'user', content: text }];
  const blocks = typeof last.content === 'string' ? [{ type: 'text' as const, text: last.content }] : last.content;
  return [...messages.slice(0, -1), { role: 'user', content: [...blocks, { type: 'text', text }] } as MessageParam];
}

/** The conversation without its unanswered last turn: back to the last assistant message that ends a turn. */
export function withoutOpenTurn(messages: readonly MessageParam[]): MessageParam[] {
  let end = messages.length;
  while (end > 0) {
    const m = messages[end - 1]!;
    if (m.role === 'assistant' && !hasToolUse(m)) break;
    end--;
  }
  return messages.slice(0, end);
}

export interface Repaired {
  messages: MessageParam[];
  /** What was changed, one phrase each ("an empty reply left out"); empty when nothing was. */
  changes: string[];
}

/**
 * A conversation the API accepts, from one that may not be: a tool loop left half-way is taken back to the user's
 * turn that started it (its thinking would have to go back unchanged, and its model or system prompt may differ
 * now); thinking blocks of finished turns are left out (the API does not need them, and they are tied to the exact
 * conversation they were written in); blank text, empty and thinking-only messages are left out; neighbours of the
 * same role are joined; the conversation starts with the user.
 */
export function repairConversation(input: readonly MessageParam[]): Repaired {
  const changes: string[] = [];
  let messages = [...input];

  // A tool loop in progress: its tool calls and results go, back to the turn that started it.
  let end = messages.length;
  while (end > 0 && (hasToolResult(messages[end - 1]!) || (messages[end - 1]!.role === 'assistant' && hasToolUse(messages[end - 1]!))))
    end--;
  if (end < messages.length) {
    changes.push(`${messages.length - end} message${messages.length - end === 1 ? '' : 's'} of an unfinished tool loop left out`);
    messages = messages.slice(0, end);
  }

  let thinking = 0;
  let blank = 0;
  let empty = 0;
  const kept: MessageParam[] = [];
  for (const m of messages) {
    const blocks = blocksOf(m).filter((b) => {
      if (b.type === 'thinking' || b.type === 'redacted_thinking') {
        thinking++;
        return false;
      }
      if (b.type === 'text' && b.text.trim() === '') {
        blank++;
        return false;
      }
      return true;
    });
    if (blocks.length === 0) {
      empty++;
      continue;
    }
    const previous = kept.at(-1);
    if (previous?.role === m.role) kept[kept.length - 1] = { role: m.role, content: [...blocksOf(previous), ...blocks] } as MessageParam;
    else kept.push({ role: m.role, content: typeof m.content === 'string' ? m.content : blocks } as MessageParam);
  }
  while (kept[0]?.role === 'assistant') {
    kept.shift();
    changes.push('a reply before the first user message left out');
  }
  const paired = pairToolBlocks(kept);
  if (paired.dropped)
    changes.push(
      `${paired.dropped} tool call${paired.dropped === 1 ? '' : 's'} or result${paired.dropped === 1 ? '' : 's'} without its other half left out`,
    );
  kept.splice(0, kept.length, ...paired.messages);
  if (thinking) changes.push(`${thinking} thinking block${thinking === 1 ? '' : 's'} of finished turns left out`);
  if (blank) changes.push(`${blank} blank text block${blank === 1 ? '' : 's'} left out`);
  if (empty) changes.push(`${empty} empty or thinking-only message${empty === 1 ? '' : 's'} left out`);
  return { messages: kept, changes };
}

/**
 * Every tool call answered by a tool result at the start of the next message, and every tool result answering a
 * call in the message before: halves without their other half are left out (what a blank turn left out, or a
 * hand-edited transcript, can leave), and neighbours of the same role joined again.
 */
function pairToolBlocks(input: MessageParam[]): { messages: MessageParam[]; dropped: number } {
  let dropped = 0;
  let messages = input;
  for (let changed = true; changed; ) {
    changed = false;
    const out: MessageParam[] = [];
    for (const [i, m] of messages.entries()) {
      const blocks = blocksOf(m);
      let keep: Block[];
      if (m.role === 'assistant') {
        const next = messages[i + 1];
        const answered = new Set(next?.role === 'user' ? leadingResults(blocksOf(next)) : []);
        keep = blocks.filter((b) => b.type !== 'tool_use' || answered.has(b.id));
      } else {
        const previous = out.at(-1);
        const offered = new Set(
          previous?.role === 'assistant' ? blocksOf(previous).flatMap((b) => (b.type === 'tool_use' ? [b.id] : [])) : [],
        );
        keep = blocks.filter((b) => b.type !== 'tool_result' || offered.has(b.tool_use_id));
      }
      if (keep.length !== blocks.length) {
        dropped += blocks.length - keep.length;
        changed = true;
      }
      if (keep.length === 0) continue;
      const previous = out.at(-1);
      if (previous?.role === m.role) out[out.length - 1] = { role: m.role, content: [...blocksOf(previous), ...keep] } as MessageParam;
      else out.push(keep.length === blocks.length ? m : ({ role: m.role, content: keep } as MessageParam));
    }
    while (out[0]?.role === 'assistant') out.shift();
    messages = out;
  }
  return { messages, dropped };
}

/** The ids of the tool results a message starts with (the API wants them first). */
function leadingResults(blocks: Block[]): string[] {
  const ids: string[] = [];
  for (const b of blocks) {
    if (b.type !== 'tool_result') break;
    ids.push(b.tool_use_id);
  }
  return ids;
}
