import type { Io } from '../../io/io.js';
import { printResult } from '../json.js';
import { ritualIn, vaultContext, type VaultFlags } from '../../run/context.js';
import { planNeeds } from '../../plan/planner.js';
import type { Plan } from '../../plan/types.js';
import { resolveTime } from '../../time/resolve.js';
import { renderPlanMd } from '../../session/plan-md.js';

export interface PlanOptions extends VaultFlags {
  json?: boolean;
}

/** `skill plan`: what a run would gather, without gathering it. */
export function handlePlan(io: Io, ritualName: string, when: string[], opts: PlanOptions): void {
  const ctx = vaultContext(io, opts);
  const ritual = ritualIn(ctx, ritualName);
  const plan = planNeeds(ritual.name, ritual.needs, resolveTime(when.join(' '), ctx.now, { dateOrder: ctx.dateOrder }), ctx.catalogue);
  if (opts.json) {
    printResult(io.stdout, planJson(plan));
    return;
  }
  io.stdout.write(renderPlanMd(plan));
}

/** The plan as --json shows it: a need names the task that serves it as `task`, as check and session.json do. */
export function planJson(plan: Plan): Record<string, unknown> {
  return { ...plan, needs: plan.needs.map(({ taskId, ...need }) => ({ ...need, ...(taskId === undefined ? {} : { task: taskId }) })) };
}
