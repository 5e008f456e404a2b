/**
 * The inline conversation with Claude: its replies stream to the terminal, the user answers at a prompt, and the
 * read-only tools let it read what memory.md lists. /done (or end of input) moves on to the write phase, /quit
 * leaves without writing, /help lists the commands. Without a terminal every line of stdin is one user turn.
 */
import { buildSystem, runAgent, visibleText, type Engine, type MessageParam, type ModelEvent, type Tool } from '../../model/index.js';

export type ChatEnd = 'done' | 'quit' | 'eof';

export interface ChatIo {
  ask(prompt: string): Promise<string | null>;
  write(text: string): void;
  interactive: boolean;
  colour: boolean;
}

export interface ChatOptions {
  engine: Engine;
  system: string[];
  tools: Tool[];
  io: ChatIo;
  signal: AbortSignal;
  /** Model requests per reply (tool calls included). */
  maxTurnsPerReply?: number;
  /** A conversation to continue (resume). */
  messages?: MessageParam[];
}

export interface ChatResult {
  messages: MessageParam[];
  end: ChatEnd;
  replies: number;
}

export const CHAT_HELP = [
  '/done   finish the conversation and go on to writing (end of input does the same)',
  '/quit   leave without writing anything',
  '/help   this list',
].join('\n');

const OPENING = 'Begin the ritual now.';

function dim(text: string, colour: boolean): string {
  return colour ? `\x1b[2m${text}\x1b[0m` : text;
}

function toolLabel(name: string, input: unknown): string {
  const i = (input ?? {}) as Record<string, unknown>;
  const arg = typeof i.path === 'string' ? i.path : typeof i.pattern === 'string' ? i.pattern : typeof i.query === 'string' ? `"${i.query}"` : '';
  return `[${name}${arg ? ` ${arg.split('/').slice(-2).join('/')}` : ''}]`;
}

const RETRY_WORDS: Record<Extract<ModelEvent, { type: 'retry' }>['reason'], string> = {
  rate_limited: 'rate limited',
  overloaded: 'the API is overloaded',
  server_error: 'server error',
  connection: 'connection failed',
  timeout: 'no response in time',
  stall: 'the reply stalled',
  stream_error: 'stream error',
};

/** "[rate limited (HTTP 429): trying again in 30 s]": a wait the person would otherwise take for a hang. */
export function retryNotice(event: Extract<ModelEvent, { type: 'retry' }>): string {
  const status = event.status ? ` (HTTP ${event.status})` : '';
  const wait = event.waitMs === undefined ? '' : ` in ${event.waitMs >= 1000 ? `${Math.round(event.waitMs / 1000)} s` : `${Math.round(event.waitMs)} ms`}`;
  return `[${RETRY_WORDS[event.reason]}${status}: trying again${wait}]`;
}

export async function runChat(opts: ChatOptions): Promise<ChatResult> {
  const { engine, io } = opts;
  let messages: MessageParam[] = opts.messages ? [...opts.messages] : [{ role: 'user', content: OPENING }];
  let replies = 0;

  const reply = async () => {
    io.write('\n');
    const result = await runAgent({
      client: engine.client,
      model: engine.models.main,
      system: buildSystem(...opts.system),
      messages,
      tools: opts.tools,
      maxTurns: opts.maxTurnsPerReply ?? 12,
      signal: opts.signal,
      transcript: engine.transcript,
      budget: engine.budget,
      label: 'inline',
      onText: (delta) => io.write(delta),
      onToolCall: (call) => io.write(dim(`${toolLabel(call.name, call.input)} `, io.colour)),
      onEvent: (event) => {
        if (event.type === 'retry') io.write(dim(`${retryNotice(event)}\n`, io.colour));
      },
    });
    messages = result.messages;
    replies++;
    io.write('\n');
  };

  // A resumed conversation that stopped after the user's turn still owes a reply.
  if (messages.at(-1)?.role === 'user') await reply();
  for (;;) {
    const line = await io.ask(io.interactive ? '\nyou> ' : '');
    if (line === null) return { messages, end: 'eof', replies };
    const text = line.trim();
    if (text === '') continue;
    if (text === '/done') return { messages, end: 'done', replies };
    if (text === '/quit') return { messages, end: 'quit', replies };
    if (text === '/help') {
      io.write(`${CHAT_HELP}\n`);
      continue;
    }
    if (!io.interactive) io.write(`\nyou> ${text}\n`);
    messages = [...messages, { role: 'user', content: text }];
    await reply();
  }
}

/** The conversation as plain text (what was said, not what the tools returned), for the write step. */
export function conversationText(messages: readonly MessageParam[]): string {
  const lines: string[] = [];
  for (const m of messages) {
    const text = typeof m.content === 'string' ? m.content : visibleText(m.content.filter((b) => b.type === 'text') as never);
    if (!text.trim() || text === OPENING) continue;
    lines.push(`${m.role === 'user' ? 'User' : 'Assistant'}: ${text.trim()}`);
  }
  return lines.join('\n\n');
}
