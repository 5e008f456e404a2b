/**
 * transcript.jsonl as a readable conversation, for `skill sessions show --transcript`: what the user said, what
 * Claude answered, the tools it called (with their results cut short), retries, errors and flags. Pure.
 */

import { oneLine } from '../text/line.js';

interface Entry {
  type: string;
  ts?: string;
  call?: number;
  label?: string;
  model?: string;
  messages?: { role: string; content: unknown }[];
  content?: unknown;
  name?: string;
  input?: unknown;
  is_error?: boolean;
  kind?: string;
  data?: unknown;
  message?: string;
  reason?: string;
  level?: string;
  spent_usd?: number;
  max_usd?: number;
  cost_usd?: number;
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((b) => (b && typeof b === 'object' && (b as { type?: string }).type === 'text' ? String((b as { text?: string }).text ?? '') : ''))
    .join('');
}

export function renderTranscript(jsonl: string): string {
  const out: string[] = [];
  let seenMessages = 0;
  let lastLabel: string | undefined;
  for (const line of jsonl.split('\n')) {
    if (!line.trim()) continue;
    let e: Entry;
    try {
      e = JSON.parse(line) as Entry;
    } catch {
      out.push('[an unreadable line]');
      continue;
    }
    const time = e.ts ? e.ts.slice(11, 19) : '';
    switch (e.type) {
      case 'request': {
        if (e.label !== lastLabel) {
          out.push('', `── ${e.label ?? 'request'} (${e.model ?? '?'}) ──`);
          lastLabel = e.label;
          seenMessages = 0;
        }
        const messages = e.messages ?? [];
        // Each request repeats the whole history: show only what is new, and only what the user typed.
        for (const m of messages.slice(seenMessages)) {
          const t = textOf(m.content);
          if (m.role === 'user' && t.trim()) out.push(`${time} you: ${t.trim()}`);
        }
        seenMessages = messages.length + 1;
        break;
      }
      case 'response': {
        const t = textOf(e.content).trim();
        if (t) out.push(`${time} claude: ${t}`);
        break;
      }
      case 'tool_call':
        out.push(`${time}   → ${e.name}(${oneLine(JSON.stringify(e.input ?? {}), 160)})`);
        break;
      case 'tool_result':
        out.push(`${time}   ← ${e.is_error ? 'error: ' : ''}${oneLine(String(e.content ?? ''), 160)}`);
        break;
      case 'retry':
        out.push(`${time}   (retry: ${e.reason ?? ''} ${e.message ?? ''})`.trimEnd());
        break;
      case 'error':
        out.push(`${time}   (error: ${e.message ?? ''})`);
        break;
      case 'budget':
        out.push(`${time}   (budget ${e.level}: $${e.spent_usd} of $${e.max_usd})`);
        break;
      case 'note':
        out.push(`${time}   [${e.kind}] ${oneLine(JSON.stringify(e.data ?? {}), 200)}`);
        break;
      default:
        break;
    }
  }
  return `${out.join('\n').trim()}\n`;
}
