/**
 * A subagent with escalation: the agent loop runs with the fast model, the caller's `validate` judges the result,
 * and when it is rejected the job runs ONCE more from the start with the main model, told why the first attempt
 * failed. The second run starts a fresh conversation: thinking blocks belong to the model that wrote them, and
 * the first attempt's detours would only cost tokens. Both attempts are recorded in the transcript.
 */
import { RunFailure } from '../errors.js';
import { appendUserText } from './conversation.js';
import { runAgent, type AgentOptions, type AgentResult } from './loop.js';
import type { MessageParam, TokenUsage } from './types.js';

export interface SubagentAttempt {
  model: string;
  stopReason: string;
  turns: number;
  usage: TokenUsage;
  costUsd: number;
  /** Why `validate` rejected it; undefined when accepted. */
  problem: string | undefined;
}

export interface SubagentOptions extends Omit<AgentOptions, 'model'> {
  models: { first: string; escalate: string };
  /** A reason to reject the result (e.g. "no markdown heading"), or undefined to accept it. */
  validate(result: AgentResult): string | undefined | Promise<string | undefined>;
  /** Called before each attempt, e.g. to clear what an earlier attempt staged. */
  onAttempt?: ((attempt: { number: number; model: string; previousProblem?: string }) => void | Promise<void>) | undefined;
}

export interface SubagentResult extends AgentResult {
  /** The model whose result was accepted. */
  model: string;
  escalated: boolean;
  attempts: SubagentAttempt[];
}

export class SubagentRejected extends RunFailure {
  constructor(
    message: string,
    readonly attempts: SubagentAttempt[],
  ) {
    super(message);
  }
}

/** The conversation with a note about the rejected attempt added to its last (user) message. */
function withRejectionNote(messages: readonly MessageParam[], problem: string): MessageParam[] {
  return appendUserText(
    messages,
    `Note: an earlier attempt at this task was rejected because: ${problem}. Make sure your result does not have this problem.`,
  );
}

export async function runSubagent(opts: SubagentOptions): Promise<SubagentResult> {
  const { models, validate, onAttempt, ...agent } = opts;
  const label = opts.label ?? 'subagent';
  const attempts: SubagentAttempt[] = [];
  const plan = models.first === models.escalate ? [models.first] : [models.first, models.escalate];
  let problem: string | undefined;

  for (const [i, model] of plan.entries()) {
    if (i > 0) opts.transcript?.note('escalation', { label, from: plan[0], to: model, problem });
    await onAttempt?.({ number: i + 1, model, ...(problem ? { previousProblem: problem } : {}) });
    const result = await runAgent({
      ...agent,
      model,
      label,
      messages: problem ? withRejectionNote(agent.messages, problem) : agent.messages,
    });
    problem = await validate(result);
    const attempt: SubagentAttempt = {
      model,
      stopReason: result.stopReason,
      turns: result.turns,
      usage: result.usage,
      costUsd: result.costUsd,
      problem,
    };
    attempts.push(attempt);
    opts.transcript?.note('subagent-attempt', { label, number: i + 1, ...attempt });
    if (problem === undefined) return { ...result, model, escalated: i > 0, attempts };
  }
  throw new SubagentRejected(
    `${label}: the result was rejected ${attempts.length === 1 ? 'once, with no stronger model to try' : 'twice'} — ${problem}`,
    attempts,
  );
}
