/**
 * The inline conversation with Claude: its replies stream to the terminal, the user answers at a prompt, and the
 * read-only tools let it read what memory.md lists. /done (or end of input) moves on to the write phase, /quit
 * leaves without writing, /help lists the commands. Without a terminal every line of stdin is one user turn.
 *
 * A reply that ends other than normally (a refusal, a cut-off, the turn cap, nothing at all, a conversation that no
 * longer fits the context) ends with a notice saying so and what the person can do; the conversation stays one the
 * API accepts, so /done still writes what it has.
 */
import {
  appendUserText,
  buildSystem,
  ContextOverflowError,
  runAgent,
  withoutOpenTurn,
  type Engine,
  type MessageParam,
  type ModelEvent,
  type Tool,
} from '../../model/index.js';

type ChatEnd = 'done' | 'quit' | 'eof';

interface ChatIo {
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

const CHAT_HELP = [
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
  const arg =
    typeof i.path === 'string' ? i.path : typeof i.pattern === 'string' ? i.pattern : typeof i.query === 'string' ? `"${i.query}"` : '';
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

const DONE_HINT = 'or type /done to write what the conversation has so far';

/** What the person is told when a reply ended other than normally; undefined for a normal end. */
export function stopNotice(stopReason: string, maxTurns: number): string | undefined {
  switch (stopReason) {
    case 'end_turn':
    case 'tool_use':
    case 'stop_sequence':
      return undefined;
    case 'refusal':
      return `[Claude declined to answer that (stop reason: refusal). Your last message was taken out of the conversation: say it another way, ${DONE_HINT}.]`;
    case 'max_tokens':
      return `[The reply was cut off at its length limit. Say "go on" for the rest, ${DONE_HINT}.]`;
    case 'model_context_window_exceeded':
      return `[The conversation has filled the model's context window. Type /done to write what it has.]`;
    case 'max_turns':
      return `[Claude made ${maxTurns} requests for this reply without finishing, the limit for one reply; the tool calls it asked for last were not run. Say "go on" to let it continue, ${DONE_HINT}.]`;
    case 'empty':
      return `[Claude sent an empty reply, twice; nothing was added to the conversation. Say something to go on, ${DONE_HINT}.]`;
    default:
      return `[The reply stopped early (stop reason: ${stopReason}). Say "go on" to continue, ${DONE_HINT}.]`;
  }
}

/** "[rate limited (HTTP 429): trying again in 30 s]": a wait the person would otherwise take for a hang. */
export function retryNotice(event: Extract<ModelEvent, { type: 'retry' }>): string {
  const status = event.status ? ` (HTTP ${event.status})` : '';
  const wait =
    event.waitMs === undefined
      ? ''
      : ` in ${event.waitMs >= 1000 ? `${Math.round(event.waitMs / 1000)} s` : `${Math.round(event.waitMs)} ms`}`;
  return `[${RETRY_WORDS[event.reason]}${status}: trying again${wait}]`;
}

export async function runChat(opts: ChatOptions): Promise<ChatResult> {
  const { engine, io } = opts;
  let messages: MessageParam[] = opts.messages ? [...opts.messages] : [{ role: 'user', content: OPENING }];
  let replies = 0;

  const maxTurns = opts.maxTurnsPerReply ?? 12;
  const reply = async () => {
    io.write('\n');
    let result;
    try {
      result = await runAgent({
        client: engine.client,
        model: engine.models.main,
        system: buildSystem(...opts.system),
        messages,
        tools: opts.tools,
        maxTurns,
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
    } catch (err) {
      if (!(err instanceof ContextOverflowError)) throw err;
      // The request cannot fit: the turn that made it too long is taken out, so /done can still write.
      messages = withoutOpenTurn(messages);
      io.write(
        `${dim(`[${err.message}. Your last message was taken out of the conversation; type /done to write what it has.]`, io.colour)}\n`,
      );
      return;
    }
    messages = result.stopReason === 'refusal' ? withoutOpenTurn(result.messages) : result.messages;
    replies++;
    io.write('\n');
    const notice = stopNotice(result.stopReason, maxTurns);
    if (notice) io.write(`${dim(notice, io.colour)}\n`);
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
    // After a reply that left nothing (empty, refused) the conversation ends with the user: the new line joins it.
    messages = appendUserText(messages, text);
    await reply();
  }
}

/** The conversation as plain text (what was said, not what the tools returned), for the write step. */
export function conversationText(messages: readonly MessageParam[]): string {
  const lines: string[] = [];
  for (const m of messages) {
    // A user turn can hold several lines (one joined after an unanswered turn): each on its own, the opening left out.
    const parts = typeof m.content === 'string' ? [m.content] : m.content.flatMap((b) => (b.type === 'text' ? [b.text] : []));
    const text = parts.filter((p) => p.trim() && p !== OPENING).join('\n');
    if (!text.trim()) continue;
    lines.push(`${m.role === 'user' ? 'User' : 'Assistant'}: ${text.trim()}`);
  }
  return lines.join('\n\n');
}
