/**
 * Resuming a session (`skill run --resume <id>`): the gathered context is taken from session.json (task outcomes,
 * refs) instead of gathering again, the conversation from transcript.jsonl, the offline answers from answers.json,
 * and staged changes from staged/. Pure readers here; src/run/ritual-run.ts decides what to do with them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageParam } from '../model/index.js';
import { repairConversation, withoutOpenTurn, type Repaired } from '../model/conversation.js';
import { stripCacheControl } from '../model/prompt.js';
import type { Answer } from '../phases/inline/offline.js';
import type { TaskRecord } from '../gather/types.js';
import { sizeOf } from '../session/files.js';
import type { SessionState } from '../session/state.js';

/** The task records a finished gather left in session.json (structured data for dependencies is not kept). */
export function recordsFromState(state: SessionState): TaskRecord[] {
  return state.tasks.map((t) => ({
    id: t.id,
    startedAt: t.startedAt,
    endedAt: t.endedAt,
    startMs: t.startMs,
    endMs: t.endMs,
    durationMs: t.durationMs,
    outcome: {
      status: (t.status === 'ok' || t.status === 'failed' || t.status === 'timeout'
        ? t.status
        : 'cancelled') as TaskRecord['outcome']['status'],
      summary: t.summary,
      ...(t.error ? { error: t.error } : {}),
      ...(t.refs ? { refs: t.refs } : {}),
      ...(t.files ? { files: t.files } : {}),
      ...(t.warnings ? { warnings: t.warnings } : {}),
    },
  }));
}

/**
 * Whether the session finished gathering (memory.md written): else a resume gathers again. The gathered files are not
 * flushed to the disk (session/files.ts), so one a crash or a power cut left empty counts as not written: memory.md
 * is never empty, and a task's file must have the size session.json recorded (an empty one can be what a command
 * printed). A file of a session from before sizes were recorded was flushed: there, being there is enough.
 */
export function gathered(dir: string, state: SessionState): boolean {
  const whole = (f: { path: string; bytes?: number }): boolean =>
    f.bytes === undefined ? sizeOf(f.path) !== undefined : sizeOf(f.path) === f.bytes;
  return (
    (sizeOf(join(dir, 'memory.md')) ?? 0) > 0 &&
    state.tasks.every((t) => t.status !== 'not run' && t.status !== 'cancelled' && (t.files ?? []).every(whole))
  );
}

/**
 * The inline conversation as far as it got: the last inline request's messages plus the answer to it, made into
 * one the API accepts (repairConversation: an unfinished tool loop taken back to its user turn, empty and
 * thinking-only replies and the thinking of finished turns left out). A refused answer is not kept, nor the turn
 * that prompted it. Cache markers the earlier run sent are removed (the engine adds its own).
 */
export function conversationFromTranscript(path: string): Repaired | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  let lastRequest: { call: number; messages: MessageParam[] } | undefined;
  const responses = new Map<number, { content: unknown[]; stopReason: unknown }>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      continue; // a line cut by a crash
    }
    if (entry.type === 'request' && entry.label === 'inline')
      lastRequest = { call: entry.call as number, messages: entry.messages as MessageParam[] };
    if (entry.type === 'response')
      responses.set(entry.call as number, { content: (entry.content as unknown[]) ?? [], stopReason: entry.stop_reason });
  }
  if (!lastRequest) return undefined;
  let messages = stripCacheControl(lastRequest.messages) as MessageParam[];
  const answer = responses.get(lastRequest.call);
  if (answer?.stopReason === 'refusal') messages = withoutOpenTurn(messages);
  else if (answer) messages.push({ role: 'assistant', content: stripCacheControl(answer.content) as MessageParam['content'] });
  const repaired = repairConversation(messages);
  if (answer?.stopReason === 'refusal') repaired.changes.unshift('a refused reply and the message that prompted it left out');
  return repaired.messages.length ? repaired : undefined;
}

export function answersSoFar(dir: string): Answer[] {
  try {
    const value = JSON.parse(readFileSync(join(dir, 'answers.json'), 'utf8')) as unknown;
    return Array.isArray(value) ? value.filter((a): a is Answer => typeof a?.question === 'string' && typeof a?.answer === 'string') : [];
  } catch {
    return [];
  }
}

export const RESUMABLE: ReadonlySet<SessionState['status']> = new Set([
  'interrupted',
  'failed',
  'staged',
  'prepared',
  'preparing',
  'inline',
  'writing',
]);
