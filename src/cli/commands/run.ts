import { type Io, printJson, useColour } from '../io.js';
import { ritualIn, vaultContext, type VaultFlags } from '../context.js';
import { prepareSession } from '../../run/prepare.js';
import { defaultRegistry } from '../../run/handlers.js';
import { terminalProgress } from '../../run/progress.js';
import { defaultSessionRoot } from '../../session/root.js';
import { resolveWriteTargets, targetPaths } from '../../plan/targets.js';

export interface RunOptions extends VaultFlags {
  prepare?: boolean;
  json?: boolean;
  offline?: boolean;
}

export async function handleRun(io: Io, ritualName: string, when: string[], opts: RunOptions): Promise<number> {
  const ctx = vaultContext(io, opts);
  const ritual = ritualIn(ctx, ritualName);
  // Progress goes to stderr so stdout stays clean for `cd $(skill run … --prepare)`.
  const showProgress = !opts.json && Boolean(io.stderr.isTTY);
  const prepared = await prepareSession({
    ritual,
    words: when,
    now: ctx.now,
    vault: ctx.vault,
    config: ctx.config,
    catalogue: ctx.catalogue,
    sessionRoot: defaultSessionRoot(io.env),
    env: io.env,
    signal: io.signal,
    registry: defaultRegistry(),
    mode: 'prepare',
    writeTargets: (plan, resolution) => targetPaths(resolveWriteTargets({ ritual, resolution, catalogue: ctx.catalogue, vault: ctx.vault, config: ctx.config, plan }).targets),
    ...(showProgress ? { progress: (plan) => terminalProgress(io.stderr, plan.tasks, useColour(io.stderr, io.env)) } : {}),
  });
  if (opts.json) {
    printJson(io.stdout, { session: prepared.dir, status: prepared.state.status, memory: `${prepared.dir}/memory.md` });
  } else {
    if (io.stderr.isTTY) io.stderr.write(`memory.md: ${prepared.dir}/memory.md\n`);
    io.stdout.write(`${prepared.dir}\n`);
  }
  return 0;
}
