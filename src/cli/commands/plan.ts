import { type Io, printJson } from '../io.js';
import { ritualIn, vaultContext, type VaultFlags } from '../context.js';
import { planRun } from '../../run/plan-run.js';
import { resolveTime } from '../../time/resolve.js';
import { renderPlanMd } from '../../session/plan-md.js';

export interface PlanOptions extends VaultFlags {
  json?: boolean;
}

/** `skill plan`: what a run would gather, without gathering it. */
export function handlePlan(io: Io, ritualName: string, when: string[], opts: PlanOptions): void {
  const ctx = vaultContext(io, opts);
  const ritual = ritualIn(ctx, ritualName);
  const plan = planRun(ritual, resolveTime(when.join(' '), ctx.now), ctx.catalogue);
  if (opts.json) {
    printJson(io.stdout, plan);
    return;
  }
  io.stdout.write(renderPlanMd(plan));
}
