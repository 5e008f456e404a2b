import { type Io, printJson } from '../io.js';
import { ritualIn, vaultContext, type VaultFlags } from '../context.js';
import { runRitual } from '../../run/ritual-run.js';
import { BadInputError, quote } from '../../errors.js';

export interface RunOptions extends VaultFlags {
  prepare?: boolean;
  offline?: boolean;
  yes?: boolean;
  dryRun?: boolean;
  json?: boolean;
  maxCost?: string;
}

function maxCost(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/^\$/, ''));
  if (!Number.isFinite(n) || n <= 0) throw new BadInputError(`--max-cost ${quote(value)} is not a positive amount of US dollars`);
  return n;
}

export async function handleRun(io: Io, ritualName: string, when: string[], opts: RunOptions): Promise<number> {
  if (opts.yes && opts.dryRun) throw new BadInputError('--yes and --dry-run contradict each other; choose one');
  const cost = maxCost(opts.maxCost);
  const ctx = vaultContext(io, opts);
  const ritual = ritualIn(ctx, ritualName);
  const outcome = await runRitual({
    io, ctx, ritual, words: when,
    prepareOnly: Boolean(opts.prepare), offline: Boolean(opts.offline), yes: Boolean(opts.yes), dryRun: Boolean(opts.dryRun),
    json: Boolean(opts.json), maxCostUsd: cost,
  });
  if (opts.json) printJson(io.stdout, { session: outcome.session, status: outcome.status, writes: outcome.writes });
  else if (opts.prepare) {
    if (io.stderr.isTTY) io.stderr.write(`memory.md: ${outcome.session}/memory.md\n`);
    io.stdout.write(`${outcome.session}\n`);
  } else {
    io.stdout.write(`Session: ${outcome.session} (${outcome.status})\n`);
  }
  return outcome.code;
}
