import { type Io, printJson } from '../../io/io.js';
import { ritualIn, vaultContext, type VaultFlags } from '../../run/context.js';
import { planNeeds } from '../../plan/planner.js';
import { resolveTime } from '../../time/resolve.js';
import { renderPlanMd } from '../../session/plan-md.js';

export interface PlanOptions extends VaultFlags {
  json?: boolean;
}

/** `skill plan`: what a run would gather, without gathering it. */
export function handlePlan(io: Io, ritualName: string, when: string[], opts: PlanOptions): void {
  const ctx = vaultContext(io, opts);
  const ritual = ritualIn(ctx, ritualName);
  const plan = planNeeds(ritual.name, ritual.needs, resolveTime(when.join(' '), ctx.now), ctx.catalogue);
  if (opts.json) {
    printJson(io.stdout, plan);
    return;
  }
  io.stdout.write(renderPlanMd(plan));
}
