import type { Io } from '../../io/io.js';
import { printResult } from '../json.js';
import { ritualIn, vaultContext, type VaultFlags } from '../../run/context.js';
import { runRitual } from '../../run/ritual-run.js';
import { scanVault, type VaultScan } from '../../gather/search/scan.js';
import { BadInputError, quote } from '../../errors.js';
import { existsSync } from 'node:fs';
import { loadRitualFile } from '../../ritual/discover.js';
import type { EarlyScan } from './early-scan.js';

export interface RunOptions extends VaultFlags {
  prepare?: boolean;
  offline?: boolean;
  yes?: boolean;
  dryRun?: boolean;
  json?: boolean;
  maxCost?: string;
  resume?: string;
  regather?: boolean;
  refresh?: boolean;
  editor?: boolean;
}

function maxCost(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/^\$/, ''));
  if (!Number.isFinite(n) || n <= 0) throw new BadInputError(`--max-cost ${quote(value)} is not a positive amount of US dollars`);
  return n;
}

export async function handleRun(
  io: Io,
  ritualName: string | undefined,
  when: string[],
  opts: RunOptions,
  early?: EarlyScan,
): Promise<number> {
  if (opts.yes && opts.dryRun) throw new BadInputError('--yes and --dry-run contradict each other; choose one');
  if (opts.regather && !opts.resume) throw new BadInputError('--regather only makes sense with --resume <id>');
  const cost = maxCost(opts.maxCost);
  const bound = opts.resume === undefined ? undefined : (await import('./sessions.js')).resumeSession(io, opts.resume, opts.vault);
  const resume = bound?.entry;
  if (resume && opts.prepare) throw new BadInputError('--resume continues a session; it cannot be combined with --prepare');
  if (resume && !resume.temp) {
    throw new BadInputError(
      `session ${resume.id} cannot be resumed: its folder under the temp dir was cleared (only its kept copy is left)`,
      {
        hint: `skill sessions apply ${resume.id} applies what it staged; skill sessions restore ${resume.id} undoes what it wrote`,
      },
    );
  }
  // A resumed session keeps its vault and ritual.
  // The vault's walk and stat (on a worker thread) start as soon as the vault is known: every run needs them (the
  // vault's terms, the profile, the search index) and they take longer than reading the config, the catalogue and
  // the ritual and planning, which go on meanwhile. Mostly they started before this module loaded (early-scan.ts):
  // that scan is taken when it is of the same vault.
  let scan: Promise<VaultScan> | undefined;
  const ctx = vaultContext(io, bound ? { ...opts, vault: bound.vault } : opts, (vault) => {
    scan = early?.vault === vault ? early.scan : scanVault(vault, io.signal);
    scan.catch(() => {}); // a run that stops before it uses the scan has nothing to say about it
  });
  const name = ritualName ?? resume?.state?.ritual;
  if (name === undefined) throw new BadInputError('which ritual? `skill run <ritual> [when...]` (`skill list` shows them)');
  if (resume?.state && ritualName !== undefined && ritualName !== resume.state.ritual) {
    throw new BadInputError(`session ${resume.id} ran ${quote(resume.state.ritual)}, not ${quote(ritualName)}`);
  }
  const ritual =
    resume?.state && existsSync(resume.state.ritualPath) ? loadRitualFile(resume.state.ritualPath, 'path') : ritualIn(ctx, name);
  const outcome = await runRitual({
    io,
    ctx,
    ritual,
    words: when,
    ...(resume ? { resume, regather: Boolean(opts.regather) } : {}),
    prepareOnly: Boolean(opts.prepare),
    offline: Boolean(opts.offline),
    yes: Boolean(opts.yes),
    dryRun: Boolean(opts.dryRun),
    json: Boolean(opts.json),
    maxCostUsd: cost,
    refresh: Boolean(opts.refresh),
    editor: Boolean(opts.editor),
    ...(scan ? { scan } : {}),
  });
  if (opts.json)
    printResult(io.stdout, {
      session: outcome.session,
      status: outcome.status,
      writes: outcome.writes,
      failedTasks: outcome.failedTasks ?? [],
    });
  else if (opts.prepare) {
    if (io.stderr.isTTY && !io.quiet) io.stderr.write(`memory.md: ${outcome.session}/memory.md\n`);
    io.stdout.write(`${outcome.session}\n`);
  } else {
    io.stdout.write(`Session: ${outcome.session} (${outcome.status})\n`);
  }
  return outcome.code;
}
