/**
 * The Claude fallback for needs no rule understands: one structured call with the fast model picks catalogue
 * entries for them (src/plan/fallback.ts holds the menu, the schema and the checks). Its choices and anything it
 * got wrong are noted in the transcript; a failed call leaves the needs unmatched, it never fails the run.
 */
import { callForJson } from '../model/index.js';
import { checkAssignments, FALLBACK_SCHEMA, FALLBACK_TOOL, fallbackPrompt, type Assignment, type RawAssignment } from '../plan/fallback.js';
import type { Catalogue } from '../plan/catalogue-types.js';
import type { Plan } from '../plan/types.js';
import { describeTarget } from '../time/render.js';
import { InterruptedError, isSkillError } from '../errors.js';
import type { Engine } from './engine.js';

export async function assignUnmatched(plan: Plan, catalogue: Catalogue, engine: Engine, signal: AbortSignal): Promise<Map<number, Assignment>> {
  const unmatched = plan.needs.filter((n) => n.status === 'unmatched');
  if (unmatched.length === 0) return new Map();
  try {
    const answer = await callForJson<{ assignments: RawAssignment[] }>({
      client: engine.client,
      model: engine.models.fast,
      system: 'You map the needs of a ritual onto a fixed catalogue of data sources. You never invent entries.',
      prompt: fallbackPrompt(unmatched, catalogue, describeTarget(plan.resolution)),
      toolName: FALLBACK_TOOL,
      toolDescription: 'Assign each listed need to one catalogue entry, or to "none".',
      schema: FALLBACK_SCHEMA,
      signal,
      transcript: engine.transcript,
      budget: engine.budget,
      label: 'fallback planner',
    });
    const { assigned, problems } = checkAssignments(answer.assignments ?? [], unmatched, catalogue);
    engine.transcript.note('fallback-plan', {
      assigned: [...assigned.entries()].map(([i, a]) => ({ need: plan.needs[i]!.text, entry: `${a.sub}#${a.entry}`, options: a.options, scope: a.scope, reason: a.reason })),
      problems,
    });
    return assigned;
  } catch (err) {
    if (err instanceof InterruptedError || signal.aborted) throw err;
    // Budget, API and answer problems leave the needs unmatched; memory.md says so.
    engine.transcript.note('fallback-plan-failed', { error: isSkillError(err) || err instanceof Error ? err.message : String(err) });
    return new Map();
  }
}
