/**
 * One model request with the session's bookkeeping around it: the budget is checked before anything is sent,
 * the request (with its cache breakpoints), retries, response or error go to the transcript, and the usage is
 * recorded. The agent loop and the structured call both go through here.
 *
 * What the server behind the model is decides the rest (ModelProfile): a local server gets no cache markers (no
 * prompt caching is assumed), and where a context size is configured the request is checked against it first.
 */
import { ContextOverflowError } from './api-errors.js';
import { fitToContext } from './context.js';
import { BudgetExceeded, costOf, type Budget } from './cost.js';
import { withCacheBreakpoints, withoutCacheMarkers } from './prompt.js';
import type { Transcript } from './transcript.js';
import type { AssistantTurn, ModelClient, ModelEvent, ModelRequest } from './types.js';

export interface CallContext {
  client: ModelClient;
  signal?: AbortSignal | undefined;
  transcript?: Transcript | undefined;
  budget?: Budget | undefined;
  /** Shown in the transcript: 'inline', 'planner', 'subagent:write'... */
  label?: string | undefined;
  onTextDelta?: ((text: string) => void) | undefined;
  onEvent?: ((event: ModelEvent) => void) | undefined;
}

export interface CallResult {
  turn: AssistantTurn;
  /** The transcript call number (0 without a transcript), for tool entries to refer to. */
  call: number;
  costUsd: number;
}

export async function callModel(ctx: CallContext, request: ModelRequest): Promise<CallResult> {
  if (ctx.budget) {
    try {
      if (ctx.budget.check()) ctx.transcript?.budget('warn', ctx.budget.spentUsd, ctx.budget.maxCostUsd);
    } catch (err) {
      if (err instanceof BudgetExceeded) ctx.transcript?.budget('stop', err.spentUsd, err.maxCostUsd);
      throw err;
    }
  }
  const profile = ctx.client.profile?.(request.model) ?? { local: false };
  let sent: ModelRequest;
  try {
    sent = fitToContext(profile.local ? withoutCacheMarkers(request) : withCacheBreakpoints(request), profile);
  } catch (err) {
    if (err instanceof ContextOverflowError)
      ctx.transcript?.note('context-overflow', { label: ctx.label, model: request.model, message: err.message });
    throw err;
  }
  const call = ctx.transcript?.request(sent, ctx.label) ?? 0;
  try {
    const turn = await ctx.client.stream(sent, {
      signal: ctx.signal,
      onTextDelta: ctx.onTextDelta,
      onEvent: (event) => {
        if (event.type === 'retry') ctx.transcript?.retry(call, event);
        ctx.onEvent?.(event);
      },
    });
    const costUsd = ctx.budget ? ctx.budget.record(turn.model || request.model, turn.usage) : costOf(request.model, turn.usage);
    ctx.transcript?.response(call, turn, costUsd);
    return { turn, call, costUsd };
  } catch (err) {
    ctx.transcript?.error(call, err);
    throw err;
  }
}
