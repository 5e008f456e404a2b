/**
 * `skill run` from start to end: prepare (gather, memory.md), then the inline phase (Claude, or the offline
 * questionnaire) and the write phase (stage → diff → confirm → atomic apply), which live in converse.ts and are
 * imported only by runs that go past prepare. session.json follows every phase, so an interrupted or failed run says
 * where it stopped.
 */
import { withArguments } from '../ritual/arguments.js';
import { basename } from 'node:path';
import type { Io, Output } from '../io/io.js';
import { useColour } from '../io/io.js';
import type { VaultContext } from './context.js';
import { EXIT, RunFailure } from '../errors.js';
import type { SearchEngine, Tool } from '../model/index.js';
import { resolveWriteTargets, targetPaths, type WriteTarget } from '../plan/targets.js';
import { scopeMismatch } from '../plan/scope.js';
import type { Ritual } from '../ritual/types.js';
import { writeState, type SessionState } from '../session/state.js';
import type { Engine } from './engine.js';
import { chooseSearchEngine } from '../gather/search/choose.js';
import { scanVault, type VaultScan } from '../gather/search/scan.js';
import { defaultCacheDir } from '../gather/search/store.js';
import type { SearchEngine as VaultSearch } from '../gather/search/types.js';
import { defaultRegistry } from './handlers.js';
import { openVaultTerms } from './vault-terms.js';
import { termFilter } from '../plan/planner.js';
import { vaultViews } from '../gather/vault-view.js';
import { prepareSession, type Prepared, type PrepareOptions } from './prepare.js';
import { gathered, recordsFromState, RESUMABLE } from './resume.js';
import { inUse, sessionPlaces, shownStatus, type SessionEntry } from '../session/retention.js';
import { BadInputError } from '../errors.js';
import { terminalProgress, type Progress } from './progress.js';

export interface RunRitualOptions {
  io: Io;
  ctx: VaultContext;
  ritual: Ritual;
  words: string[];
  prepareOnly: boolean;
  offline: boolean;
  yes: boolean;
  dryRun: boolean;
  /** `--editor`: offline questions are answered in $VISUAL/$EDITOR. */
  editor?: boolean;
  json: boolean;
  maxCostUsd?: number | undefined;
  /** Continue this session instead of starting one (`--resume`); gather again only with `regather`. */
  resume?: SessionEntry;
  regather?: boolean;
  /** Ask Claude again for needs the rules do not understand, even when a reading is cached. */
  refresh?: boolean;
  /** Reports the gather to someone other than a terminal (`skill mcp`: the client's progress notifications). */
  progress?: (plan: Prepared['plan']) => Progress;
  /** The vault's scan, when the caller started it before reading the config and catalogue (handleRun). */
  scan?: Promise<VaultScan>;
}

export interface RunOutcome {
  code: number;
  session: string;
  status: SessionState['status'];
  /** Applied, skipped or failed writes; with nothing applied (dry run, no confirmation), the staged ones. */
  writes: { path: string; action: string; reason?: string; ops?: string[] }[];
  /** The gather tasks that failed or timed out, each with why. */
  failedTasks?: FailedTask[];
}

interface FailedTask {
  id: string;
  sub: string;
  status: string;
  error: string;
}

/** The tasks of a prepared session that did not finish, with why (one line each). */
function failedTasksOf(prepared: Pick<Prepared, 'plan' | 'records'>): FailedTask[] {
  return prepared.records
    .filter((r) => r.outcome.status !== 'ok')
    .map((r) => ({
      id: r.id,
      sub: prepared.plan.tasks.find((t) => t.id === r.id)?.sub ?? r.id,
      status: r.outcome.status,
      error: r.outcome.error ?? r.outcome.summary,
    }));
}

function finish(dir: string, state: SessionState, status: SessionState['status'], extra: Partial<SessionState> = {}): void {
  const ended = new Date();
  Object.assign(state, { status, endedAt: ended.toISOString(), durationMs: ended.getTime() - Date.parse(state.startedAt) }, extra);
  try {
    writeState(dir, state);
  } catch (err) {
    // Notes already written are in the write-ahead journal: say so, or the person may run the ritual again.
    const written = state.writes.filter((w) => ['created', 'updated'].includes((w as { action?: string }).action ?? '')).length;
    if (!(err instanceof RunFailure) || written === 0) throw err;
    throw new RunFailure(`${err.message}; the ${written === 1 ? 'note above was' : `${written} notes above were`} written`, {
      hint: `the session's journal has them: \`skill sessions restore ${basename(dir)}\` undoes them`,
      cause: err,
    });
  }
}

export async function runRitual(opts: RunRitualOptions): Promise<RunOutcome> {
  const { io, ctx } = opts;
  // `$ARGUMENTS` in the prose is the time words given (a resumed session's own; "today" when none).
  const ritual = withArguments(opts.ritual, opts.resume?.state?.target?.relative ?? (opts.words.join(' ').trim() || 'today'));
  // The engine module (and with it the model layer) is loaded only by runs that may talk to Claude. Claude serves the
  // gather too (the fallback planner, prose sub-skills), so --prepare uses it as well when there is a key.
  // Without a key only a config whose tiers are all local servers can talk to a model.
  const engines =
    !opts.offline && (io.env.ANTHROPIC_API_KEY?.trim() || (ctx.config.models.local.fast && ctx.config.models.local.main))
      ? await import('./engine.js')
      : undefined;
  const claude = engines?.wantsClaude(io.env, opts.offline, ctx.config) === true;
  // With --json, stdout carries only the final JSON object; everything for the person goes to stderr.
  const display: Output = opts.json ? io.stderr : io.stdout;
  const reading = await vaultReading(opts, claude);
  const openClaude = claude
    ? (sessionDir: string) =>
        engines.openEngine({
          env: io.env,
          config: ctx.config,
          sessionDir,
          maxCostUsd: opts.maxCostUsd,
          onBudgetWarning: (spent, max) => io.stderr.write(`skill: warning: $${spent.toFixed(2)} of the $${max.toFixed(2)} budget spent\n`),
          log: (text) => io.stderr.write(text),
        })
    : undefined;
  const targetsOf = writeTargetsOnce(ritual, ctx);
  const prepareOptions = await prepareOptionsFor(opts, ritual, reading, openClaude, claude, targetsOf);
  const prepared = opts.resume
    ? await resumePrepared(opts, opts.resume, prepareOptions, openClaude, display)
    : await prepareSession(prepareOptions);
  const { dir, state, engine } = prepared;
  const failedTasks = failedTasksOf(prepared);
  // Where the person looks: one line per task that failed, on stderr, also with no terminal (the terminal's progress
  // has shown them already) and with --json (which carries them too).
  // A daily ritual for "next week" is run for one day of it: said, with which.
  const mismatch = scopeMismatch(ritual.name, targetsOf(prepared.plan, prepared.resolution), prepared.resolution);
  if (mismatch) io.stderr.write(`skill: warning: ${mismatch}\n`);
  if (opts.json || !io.stderr.isTTY) {
    for (const f of failedTasks)
      io.stderr.write(`skill: task ${f.id} (${f.sub}) ${f.status === 'timeout' ? 'timed out' : f.status}: ${f.error}\n`);
  }

  if (opts.prepareOnly) {
    if (engine) {
      engines!.recordUsage(state, engine); // the fallback planner and prose sub-skills may have used Claude
      engine.transcript.close();
    }
    finish(dir, state, 'prepared');
    return { code: EXIT.ok, session: dir, status: state.status, writes: [], failedTasks };
  }

  // Lazy on purpose: `--prepare` never loads the conversation, the write phase and the diff library. It is also why
  // converse.ts's type import of RunOutcome from this file is no import circle (test/circles.test.ts).
  const { converse } = await import('./converse.js');
  const conversed = await converse({
    io,
    ctx,
    ritual,
    prepared,
    resuming: Boolean(opts.resume),
    display,
    colour: useColour(display, io.env),
    yes: opts.yes,
    dryRun: opts.dryRun,
    editor: Boolean(opts.editor),
    finish,
    ...(reading.readTools ? { readTools: reading.readTools } : {}),
  });
  return { ...conversed, failedTasks };
}

/**
 * The ritual's write targets for a plan and its dates, made once for the last ones asked for: prepare asks while the
 * scan runs and again for memory.md, and the run for its mismatch warning (each a reading of every write sentence).
 */
function writeTargetsOnce(
  ritual: Ritual,
  ctx: VaultContext,
): (plan: Prepared['plan'], resolution: Prepared['resolution']) => WriteTarget[] {
  let last: { plan: Prepared['plan']; resolution: Prepared['resolution']; targets: WriteTarget[] } | undefined;
  return (plan, resolution) => {
    if (last?.plan === plan && last.resolution === resolution) return last.targets;
    const { targets } = resolveWriteTargets({ ritual, resolution, catalogue: ctx.catalogue, vault: ctx.vault, config: ctx.config, plan });
    last = { plan, resolution, targets };
    return targets;
  };
}

/** How a run reads the vault: one scan, one search engine, each opened on first use, and Claude's read tools. */
interface VaultReading {
  scan: () => Promise<VaultScan>;
  search: () => Promise<VaultSearch>;
  readTools: ((sessionDir: string) => Tool[]) | undefined;
}

async function vaultReading(opts: RunRitualOptions, claude: boolean): Promise<VaultReading> {
  const { io, ctx } = opts;
  // The vault search is opened on first use (only runs that search pay for the index), once per run.
  // One walk and stat of the vault per run, on a worker thread, shared by the search index check and the vault
  // profile (the people, projects and meetings tasks), started by whichever needs it first.
  let scanPromise: Promise<VaultScan> | undefined = opts.scan;
  const scan = (): Promise<VaultScan> => (scanPromise ??= scanVault(ctx.vault, io.signal));
  let searchPromise: Promise<VaultSearch> | undefined;
  const search = (): Promise<VaultSearch> =>
    (searchPromise ??= chooseSearchEngine(ctx.config.search.engine, {
      vault: ctx.vault,
      cacheDir: defaultCacheDir(io.env),
      env: io.env,
      signal: io.signal,
      scan,
      ...(ctx.config.search.collection ? { collection: ctx.config.search.collection } : {}),
    }));
  // Read tools exist only for Claude (prose sub-skills and the conversation); engine.js has loaded the model layer.
  const model = claude ? await import('../model/index.js') : undefined;
  const readTools = model
    ? (sessionDir: string): Tool[] =>
        model.readOnlyTools({
          roots: [
            { label: 'vault', path: ctx.vault },
            { label: 'session', path: sessionDir },
          ],
          search: searchTool(search),
        })
    : undefined;
  return { scan, search, readTools };
}

/** What preparing the session (gather, memory.md) is given; the vault's own terms are opened for it here. */
async function prepareOptionsFor(
  opts: RunRitualOptions,
  ritual: Ritual,
  reading: VaultReading,
  openClaude: ((sessionDir: string) => Engine) | undefined,
  claude: boolean,
  targetsOf: (plan: Prepared['plan'], resolution: Prepared['resolution']) => WriteTarget[],
): Promise<PrepareOptions> {
  const { io, ctx } = opts;
  const { scan, search, readTools } = reading;
  const views = vaultViews(scan);
  // The vault's own terms the needs are read with: those the last run kept, at once, so the plan is made while the
  // scan runs; settled (and the plan made again if they changed) before anything is gathered.
  const vaultTerms = openVaultTerms(ctx.vault, ctx.config, io.signal, defaultCacheDir(io.env), views(ctx.vault), termFilter(ritual.needs));
  const terms = vaultTerms.provisional ?? (await vaultTerms.settled());
  return {
    ritual,
    terms,
    settleTerms: vaultTerms.settled,
    allTerms: vaultTerms.all,
    words: opts.words,
    now: ctx.now,
    dateOrder: ctx.dateOrder,
    userConfig: ctx.userConfig,
    vault: ctx.vault,
    config: ctx.config,
    catalogue: ctx.catalogue,
    places: sessionPlaces(io.env),
    env: io.env,
    cacheDir: defaultCacheDir(io.env),
    signal: io.signal,
    mode: (opts.prepareOnly ? 'prepare' : claude ? 'claude' : 'offline') as SessionState['mode'],
    refreshReadings: Boolean(opts.refresh),
    registry: (engine: Engine | undefined) =>
      defaultRegistry({ engine, readTools, search, scan, views, maxSearchResults: ctx.config.search.maxResults }),
    // Opening the index (a walk and a stat of every note, on the scan's worker thread) starts as soon as the plan
    // shows a search task, and overlaps with the session setup, the calendar and the resolvers instead of starting
    // only when the search task's dependencies are done. Runs without a search task scan only if the vault profile
    // is needed (people, projects, meetings), and then once, through the same scan.
    beforeGather: (plan: Prepared['plan']) => {
      if (plan.tasks.some((t) => t.runner.type === 'builtin' && t.runner.handler === 'search')) search().catch(() => {});
    },
    ...(openClaude ? { engine: openClaude } : {}),
    writeTargets: (plan: Prepared['plan'], resolution: Prepared['resolution']) => targetPaths(targetsOf(plan, resolution)),
    ...(opts.progress
      ? { progress: opts.progress }
      : !opts.json && !io.quiet && io.stderr.isTTY
        ? { progress: (plan: Prepared['plan']) => terminalProgress(io.stderr, plan.tasks, useColour(io.stderr, io.env)) }
        : {}),
  };
}

/** A resumed session: gathered again (`--regather`, or it never finished gathering), else what it gathered, reused. */
async function resumePrepared(
  opts: RunRitualOptions,
  resume: SessionEntry,
  prepareOptions: PrepareOptions,
  openClaude: ((sessionDir: string) => Engine) | undefined,
  display: Output,
): Promise<Prepared> {
  const { io, ctx } = opts;
  const { ritual } = prepareOptions;
  const claude = openClaude !== undefined;
  const { dir, id, state: saved } = resume;
  let prepared: Prepared;
  if (!saved) throw new BadInputError(`session ${id} has no readable session.json; it cannot be resumed`);
  if (!RESUMABLE.has(saved.status)) throw new BadInputError(`session ${id} is ${saved.status}; only unfinished sessions can be resumed`);
  if (inUse(saved)) throw new BadInputError(`session ${id} is still running (pid ${saved.pid})`);
  if (opts.regather || !gathered(dir, saved)) {
    prepared = await prepareSession({ ...prepareOptions, reuse: { dir, id, state: saved } });
  } else {
    const engine = openClaude?.(dir);
    for (const [model, u] of Object.entries(
      (saved.usage ?? {}) as Record<string, { input: number; output: number; cacheRead: number; cacheWrite: number }>,
    )) {
      engine?.budget.record(model, u); // what the earlier run spent counts towards this run's cap
    }
    // A session from before kept copies gets one where it would have had it.
    const kept = saved.kept ?? resume.keptHome;
    const state: SessionState = { ...saved, pid: process.pid, mode: claude ? 'claude' : 'offline', ...(kept ? { kept } : {}) };
    // The same reading as the first run: the rules, and the cached Claude readings (no new call on resume).
    const { planRitual } = await import('./readings.js');
    const plan = await planRitual({
      ritual,
      resolution: saved.target,
      catalogue: ctx.catalogue,
      config: ctx.config,
      vault: ctx.vault,
      env: io.env,
      signal: io.signal,
      offline: true,
      terms: await prepareOptions.allTerms!(),
    });
    prepared = { dir, id, engine, resolution: saved.target, plan, records: recordsFromState(saved), state };
  }
  const status = shownStatus(saved) === 'stopped' ? `stopped: session.json said ${saved.status}, but its process was gone` : saved.status;
  display.write(`Resuming ${id} (${status}${saved.stoppedIn ? `, stopped in ${saved.stoppedIn}` : ''}).\n`);
  return prepared;
}

/** The model's search_vault tool over the run's search engine: paths relative to the vault, as read_file takes them. */
function searchTool(search: () => Promise<VaultSearch>): SearchEngine {
  return async (query, limit, signal) =>
    (await (await search()).search(query, { limit, signal })).map((h) => ({
      path: h.relative,
      title: h.title,
      snippet: h.snippet,
      ...(h.line !== undefined ? { line: h.line } : {}),
    }));
}
