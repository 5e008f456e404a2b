import { type Io, printJson } from '../io.js';
import { ritualIn, vaultContext, type VaultFlags } from '../context.js';
import { resolveTime } from '../../time/resolve.js';
import { renderPlanMd } from '../../session/plan-md.js';

export interface PlanOptions extends VaultFlags {
  json?: boolean;
  offline?: boolean;
  refresh?: boolean;
}

/** `skill plan`: what a run would gather, without gathering it. */
export async function handlePlan(io: Io, ritualName: string, when: string[], opts: PlanOptions): Promise<void> {
  const ctx = vaultContext(io, opts);
  const ritual = ritualIn(ctx, ritualName);
  const resolution = resolveTime(when.join(' '), ctx.now);
  const { planRitual } = await import('../../run/readings.js');
  const plan = await planRitual({ ritual, resolution, catalogue: ctx.catalogue, config: ctx.config, env: io.env, signal: io.signal, offline: opts.offline, refresh: opts.refresh });
  if (opts.json) {
    printJson(io.stdout, plan);
    return;
  }
  io.stdout.write(renderPlanMd(plan));
}
