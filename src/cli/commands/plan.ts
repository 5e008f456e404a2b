import type { Io } from '../../io/io.js';
import { printResult } from '../json.js';
import { ritualIn, vaultContext, type VaultFlags } from '../../run/context.js';
import type { Plan } from '../../plan/types.js';
import { defaultCacheDir } from '../../gather/search/store.js';
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
  const resolution = resolveTime(when.join(' '), ctx.now, { dateOrder: ctx.dateOrder, userConfig: ctx.userConfig });
  const { planRitual } = await import('../../run/readings.js');
  const { termsOfVault } = await import('../../run/vault-terms.js');
  const terms = await termsOfVault(ctx.vault, ctx.config, io.signal, defaultCacheDir(io.env));
  const plan = await planRitual({
    ritual,
    resolution,
    catalogue: ctx.catalogue,
    config: ctx.config,
    vault: ctx.vault,
    env: io.env,
    signal: io.signal,
    offline: opts.offline,
    refresh: opts.refresh,
    terms,
  });
  if (opts.json) {
    printResult(io.stdout, planJson(plan));
    return;
  }
  io.stdout.write(renderPlanMd(plan));
}

/** The plan as --json shows it (docs/json.md): each need with its status, the words left unexplained, its asks and tasks. */
export function planJson(plan: Plan): Record<string, unknown> {
  return { ...plan };
}
