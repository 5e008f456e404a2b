/**
 * A scripted Claude for end-to-end runs: answers the inline conversation and the write subagent the way a real
 * model would (reading a note with a tool, then talking; staging a note with a write tool, then confirming).
 * Which of the two is asking is read from the request's system prompt, as the real model would see it.
 */
import type { RecordedRequest, StubReply } from './anthropic-stub.js';
import { reply } from './anthropic-stub.js';

export function systemText(req: RecordedRequest): string {
  const s = req.body?.system;
  return typeof s === 'string' ? s : Array.isArray(s) ? s.map((b: { text?: string }) => b.text ?? '').join('\n') : '';
}

export function isWriteRequest(req: RecordedRequest): boolean {
  return systemText(req).includes('You write the outcome');
}

/** The target paths the write system prompt lists, in order. */
export function writeTargets(req: RecordedRequest): string[] {
  return [...systemText(req).matchAll(/^- (\/\S.*?\.md) \(/gm)].map((m) => m[1]!);
}

/** The last message of the request, as plain text. */
export function lastUserText(req: RecordedRequest): string {
  const last = req.body?.messages?.at(-1);
  if (!last) return '';
  if (typeof last.content === 'string') return last.content;
  return last.content
    .map((b: { type: string; text?: string; content?: unknown }) =>
      b.type === 'text'
        ? b.text
        : b.type === 'tool_result'
          ? `[tool_result] ${typeof b.content === 'string' ? b.content : JSON.stringify(b.content)}`
          : '',
    )
    .join('\n');
}

export interface RitualScript {
  /** The note content the write subagent stages. */
  note: string;
  /** Called when the write subagent's second request arrives, after its tool ran. */
  afterStaging?: () => void;
  /** How the write subagent stages: replace_note (default) or append_to_note. */
  writeTool?: 'replace_note' | 'append_to_note';
}

/**
 * Inline: turn 1 reads Week.md, then greets; each later user turn gets a short answer. Write: stages `note` into
 * the first target, then says so.
 */
export function ritualScript(script: RitualScript): (req: RecordedRequest) => StubReply {
  return (req) => {
    const last = lastUserText(req);
    if (isWriteRequest(req)) {
      if (last.includes('[tool_result]')) {
        script.afterStaging?.();
        return reply.text('Staged the plan.');
      }
      const [target] = writeTargets(req);
      const tool = script.writeTool ?? 'replace_note';
      return reply.toolUse(tool, { path: target, content: script.note }, { usage: { input_tokens: 900, output_tokens: 120 } });
    }
    if (last === 'Begin the ritual now.') {
      return reply.toolUse(
        'read_file',
        { path: '00_Brain/Captive/Week.md' },
        { text: 'Let me look at your week. ', usage: { input_tokens: 2000, output_tokens: 40, cache_creation_input_tokens: 1500 } },
      );
    }
    if (last.includes('[tool_result]')) {
      return reply.text('Good morning Alex. Your week is about the migration cut-over. What matters most today?', {
        usage: { input_tokens: 300, output_tokens: 30, cache_read_input_tokens: 1500 },
      });
    }
    return reply.text(`Noted: ${last}. Anything else? Type /done when ready.`, {
      usage: { input_tokens: 100, output_tokens: 20, cache_read_input_tokens: 1500 },
    });
  };
}
