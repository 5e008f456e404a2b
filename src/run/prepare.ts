/**
 * The prepare half of `skill run`: time → plan → session directory → gather → memory.md. Everything before the
 * session directory exists can fail with bad input and leaves nothing behind; from then on the session records
 * what happened, including an interruption.
 */
import type { Catalogue } from '../plan/catalogue-types.js';
import type { Plan } from '../plan/types.js';
import { archiveDates } from '../vault/archives.js';
import { taskMarksOnce } from '../gather/tasks/marks.js';
import type { NamedTerm } from '../need/types.js';
import { planNeeds, type PlanOptions } from '../plan/planner.js';
import type { Ritual } from '../ritual/types.js';
import { runTasks } from '../gather/runner.js';
import type { TaskRecord } from '../gather/types.js';
import { createSessionDir } from '../session/create.js';
import { dropSessionFile, withSizes, writeGatheredFile } from '../session/files.js';
import { renderMemoryMd } from '../session/memory.js';
import { renderPlanMd } from '../session/plan-md.js';
import { keptDirFor } from '../session/kept.js';
import { pruneSessions, type SessionPlaces } from '../session/retention.js';
import { ensureVaultSessions } from '../session/root.js';
import { type SessionState, writeState } from '../session/state.js';
import { renderDatesMd, resolveTime, targetLabel } from '../time/index.js';
import type { DateOrder } from '../time/types.js';
import type { TimeResolution } from '../time/types.js';
import type { VaultConfig } from '../vault/config.js';
import { InterruptedError } from '../errors.js';
import { handlerFor, type HandlerRegistry } from './handlers.js';
import type { Engine } from './engine.js';
import { silentProgress, type Progress } from './progress.js';
import { defaultCacheDir } from '../gather/search/store.js';
import { loadLemmaCache, saveLemmaCache } from './lemma-cache.js';
import { loadReaderView } from './reader-view.js';
import { loadRuleReadings } from './rule-readings.js';

export interface PrepareOptions {
  ritual: Ritual;
  words: string[];
  now: Date;
  /** How to read 03/04/2026 (the user config's date_order). */
  dateOrder?: DateOrder | undefined;
  /** The user config's path, named when a date reads two ways and date_order is unset. */
  userConfig?: string | undefined;
  vault: string;
  config: VaultConfig;
  catalogue: Catalogue;
  /** Where sessions and their kept copies live (sessionPlaces(env)). */
  places: SessionPlaces;
  env: NodeJS.ProcessEnv;
  /** The user cache folder handlers may keep things in (people and project fields); unset: none. */
  cacheDir?: string;
  signal: AbortSignal;
  /** Handlers for this run; given the engine when the run has one (prose sub-skills need it). */
  registry: (engine: Engine | undefined) => HandlerRegistry;
  /** Opens the Claude engine once the session folder exists (its transcript lives there); undefined offline. */
  engine?: (sessionDir: string) => Engine | undefined;
  mode: SessionState['mode'];
  progress?: (plan: Plan) => Progress;
  /**
   * Called as soon as the plan is known, before the session folder is made, and again once it is final (the
   * fallback planner may add tasks): to start what the tasks will need (the vault scan) as early as possible.
   */
  beforeGather?: (plan: Plan) => void;
  /** Gather again into an existing session (resume --regather): its folder, id and recorded target are kept. */
  reuse?: { dir: string; id: string; state: SessionState };
  /** Ask Claude again for needs the rules do not understand, even when a cached reading exists (--refresh). */
  refreshReadings?: boolean;
  /** The vault's own terms (src/run/vault-terms.ts), read beside the catalogue's names; provisional with settleTerms. */
  terms?: readonly NamedTerm[];
  /**
   * The terms as the vault is now, once its scan is done: the plan is made with `terms` meanwhile and made again,
   * before the gather, when these differ (another array: a note was added, renamed or changed since the last run).
   */
  settleTerms?: () => Promise<readonly NamedTerm[]>;
  /** Every term of the vault, not only those the needs' words could name: what a reading by Claude is checked against. */
  allTerms?: () => Promise<readonly NamedTerm[]>;
  /**
   * Vault paths the write phase will write (for "will create" in memory.md). Asked for the first plan as soon as its
   * gather has started, while the vault's scan runs, and for the final plan after the gather: the caller keeps the
   * answer for a plan (it is the same plan unless the settled terms changed it).
   */
  writeTargets?: (plan: Plan, resolution: TimeResolution) => ReadonlySet<string>;
}

export interface Prepared {
  dir: string;
  id: string;
  engine: Engine | undefined;
  resolution: TimeResolution;
  plan: Plan;
  records: TaskRecord[];
  state: SessionState;
}

function needStates(plan: Plan): SessionState['needs'] {
  return plan.needs.map((n) => ({
    text: n.text,
    line: n.line,
    status: n.status,
    source: n.source,
    taskIds: n.taskIds,
    unexplained: n.unexplained,
    ...(n.reason ? { reason: n.reason } : {}),
  }));
}

function taskStates(plan: Plan, records: readonly TaskRecord[]): SessionState['tasks'] {
  const byId = new Map(records.map((r) => [r.id, r]));
  return plan.tasks.map((t) => {
    const r = byId.get(t.id);
    return {
      id: t.id,
      sub: t.sub,
      entry: t.entry,
      needs: t.needs,
      dependsOn: t.dependsOn,
      ...(t.range ? { range: t.range } : {}),
      ...(r?.startedAt ? { startedAt: r.startedAt } : {}),
      ...(r?.endedAt ? { endedAt: r.endedAt } : {}),
      ...(r?.startMs !== undefined ? { startMs: r.startMs } : {}),
      ...(r?.endMs !== undefined ? { endMs: r.endMs } : {}),
      ...(r?.durationMs !== undefined ? { durationMs: r.durationMs } : {}),
      status: r?.outcome.status ?? 'not run',
      summary: r?.outcome.summary ?? '',
      ...(r?.outcome.error ? { error: r.outcome.error } : {}),
      ...(r?.outcome.refs ? { refs: r.outcome.refs } : {}),
      ...(r?.outcome.files ? { files: withSizes(r.outcome.files) } : {}),
      ...(r?.outcome.warnings?.length ? { warnings: r.outcome.warnings } : {}),
    };
  });
}

/** The settled terms; a run stopped while the scan they wait for runs is recorded as stopped in the plan. */
async function settleTerms(
  opts: PrepareOptions,
  dir: string,
  state: SessionState,
  started: number,
  early: Gathering | undefined,
): Promise<readonly NamedTerm[] | undefined> {
  try {
    return await opts.settleTerms?.();
  } catch (err) {
    if (!opts.signal.aborted) throw err;
    // Its tasks see the same signal: none writes after the session says it stopped, and the session says what they did.
    if (early) state.tasks = taskStates(early.plan, await early.records);
    Object.assign(state, { status: 'interrupted', stoppedIn: 'plan', endedAt: new Date().toISOString(), durationMs: Date.now() - started });
    writeState(dir, state);
    throw new InterruptedError(`interrupted while reading the vault; the session so far is in ${dir}`);
  }
}

export async function prepareSession(opts: PrepareOptions): Promise<Prepared> {
  const resolution =
    opts.reuse?.state.target ?? resolveTime(opts.words.join(' '), opts.now, { dateOrder: opts.dateOrder, userConfig: opts.userConfig });
  loadLemmaCache(defaultCacheDir(opts.env));
  loadReaderView(defaultCacheDir(opts.env), opts.catalogue);
  const kept = loadRuleReadings(defaultCacheDir(opts.env), opts.catalogue);
  const recentDays = opts.config.needs.recentDays;
  const archives = archiveDates(opts.vault, opts.config.layout, resolution.start);
  const marks = taskMarksOnce(opts.vault);
  let terms = opts.terms ?? [];
  let plan = planNeeds(opts.ritual.name, opts.ritual.needs, resolution, opts.catalogue, { recentDays, archives, marks, terms });
  if (opts.signal.aborted) throw new InterruptedError();
  opts.beforeGather?.(plan);

  const { dir, id } = openSessionDir(opts, resolution);
  const engine = opts.engine?.(dir);
  const started = opts.reuse ? Date.parse(opts.reuse.state.startedAt) : Date.now();
  const state = firstState(opts, plan, resolution, id, started);
  writeState(dir, state);
  writeGatheredFile(dir, 'dates.md', renderDatesMd(resolution));
  // The gather starts now, with the plan made from the kept terms, while the scan the terms are settled against runs.
  const early = gathersEarly(plan) ? gatherPlan(opts, plan, dir, resolution, engine) : undefined;
  // Work that needs no scan, done while the scan's worker runs (on a large vault it is still walking here).
  if (early) opts.writeTargets?.(plan, resolution);
  const settled = (await settleTerms(opts, dir, state, started, early)) ?? terms;
  if (settled !== terms) {
    terms = settled;
    plan = planNeeds(opts.ritual.name, opts.ritual.needs, resolution, opts.catalogue, { recentDays, archives, marks, terms });
    Object.assign(state, { needs: needStates(plan), tasks: taskStates(plan, []) });
    writeState(dir, state);
  }
  if (plan.needs.some((n) => n.status !== 'understood')) {
    // A reading that fails (Claude unreachable) ends the run only once the early gather's tasks have stopped writing.
    plan = await planWithReadings(opts, plan, { recentDays, archives, marks, terms }, engine).catch(async (err: unknown) => {
      await early?.records;
      throw err;
    });
    state.needs = needStates(plan);
    state.tasks = taskStates(plan, []);
    writeState(dir, state);
  }
  writeGatheredFile(dir, 'plan.md', renderPlanMd(plan));
  const final = plan;
  const records = await gatheredFor(final, early, () => gatherPlan(opts, final, dir, resolution, engine), dir);

  state.tasks = taskStates(plan, records);
  writeGatheredFile(dir, 'plan.md', renderPlanMd(plan, records));
  if (opts.signal.aborted) {
    Object.assign(state, {
      status: 'interrupted',
      stoppedIn: 'gather',
      endedAt: new Date().toISOString(),
      durationMs: Date.now() - started,
    });
    writeState(dir, state);
    throw new InterruptedError(`interrupted while gathering; the session so far is in ${dir}`);
  }
  const writeTargets = opts.writeTargets?.(plan, resolution);
  writeGatheredFile(
    dir,
    'memory.md',
    renderMemoryMd({ ritual: opts.ritual.name, sessionDir: dir, plan, records, ...(writeTargets ? { writeTargets } : {}) }),
  );
  saveLemmaCache(defaultCacheDir(opts.env));
  kept.save();
  state.status = 'prepared';
  // A --prepare run ends here, and its end (runRitual's finish) writes session.json with the end time: once, not twice.
  if (opts.mode !== 'prepare') writeState(dir, state);
  return { dir, id, engine, resolution, plan, records, state };
}

/** A plan's tasks running, with the progress display the caller gave. */
interface Gathering {
  plan: Plan;
  progress: Progress;
  records: Promise<TaskRecord[]>;
}

/** The plan's tasks run, with the progress display the caller gave. */
function gatherPlan(opts: PrepareOptions, plan: Plan, dir: string, resolution: TimeResolution, engine: Engine | undefined): Gathering {
  opts.beforeGather?.(plan);
  const progress = opts.progress?.(plan) ?? silentProgress;
  const records = runTasks(
    plan.tasks,
    handlerFor(opts.registry(engine)),
    (task, deps, signal) => ({
      task,
      deps,
      signal,
      vault: opts.vault,
      sessionDir: dir,
      config: opts.config,
      resolution,
      env: opts.env,
      ...(opts.cacheDir !== undefined ? { cacheDir: opts.cacheDir } : {}),
    }),
    {
      concurrency: opts.config.gather.concurrency,
      timeoutMs: opts.config.gather.timeoutMs,
      signal: opts.signal,
      onUpdate: (r, s) => progress.update(r, s),
    },
  ).then((done) => {
    progress.finish();
    return done;
  });
  return { plan, progress, records };
}

/**
 * A plan whose needs the rules all understood, and whose tasks all run inside this process, is gathered before the
 * terms are settled: they change it only when the vault's notes changed what a need names, and a task that runs a
 * command or asks Claude is never run twice for that.
 */
function gathersEarly(plan: Plan): boolean {
  return plan.needs.every((n) => n.status === 'understood') && plan.tasks.every((t) => t.runner.type === 'builtin');
}

/**
 * Two plans run the same tasks: every field of every task alike, in the same order (what a handler reads of its task
 * is all there; a difference anywhere, even in a title a handler might print, gathers again).
 */
function sameTasks(a: Plan, b: Plan): boolean {
  return JSON.stringify(a.tasks) === JSON.stringify(b.tasks);
}

/**
 * The records of the final plan: the early gather's when it ran the same tasks. Otherwise the early gather is let
 * finish (a task stopped midway could still write its file after its successor), the files it wrote are removed,
 * and the final plan is gathered.
 */
async function gatheredFor(plan: Plan, early: Gathering | undefined, gather: () => Gathering, dir: string): Promise<TaskRecord[]> {
  if (!early) return gather().records;
  const records = await early.records;
  if (sameTasks(plan, early.plan)) return records;
  early.progress.discard('the vault changed what a need names; gathered again');
  const written = records.flatMap((r) => r.outcome.files ?? []).map((f) => f.path);
  await Promise.all(written.map((file) => dropSessionFile(file, dir)));
  return gather().records;
}

/** The session's folder: the resumed one, or a new one (and then sessions past their retention are tidied away). */
function openSessionDir(opts: PrepareOptions, resolution: TimeResolution): { dir: string; id: string } {
  const folder = ensureVaultSessions(opts.places.root, opts.vault);
  const { dir, id } = opts.reuse ?? createSessionDir(folder, opts.ritual.name, targetLabel(resolution));
  if (!opts.reuse) {
    try {
      pruneSessions(opts.places, opts.vault, opts.config.sessions, { spare: dir });
    } catch {
      // Tidying up old sessions never stops a run; `skill sessions clean` reports what it cannot remove.
    }
  }
  return { dir, id };
}

/** session.json as gathering starts: a resumed session's own, gathering again, or a new one. */
function firstState(opts: PrepareOptions, plan: Plan, resolution: TimeResolution, id: string, started: number): SessionState {
  if (opts.reuse)
    return { ...opts.reuse.state, status: 'preparing', pid: process.pid, needs: needStates(plan), tasks: taskStates(plan, []) };
  return {
    version: 1,
    id,
    ritual: opts.ritual.name,
    ritualPath: opts.ritual.path,
    args: opts.words,
    vault: opts.vault,
    target: resolution,
    mode: opts.mode,
    status: 'preparing',
    pid: process.pid,
    startedAt: new Date(started).toISOString(),
    needs: needStates(plan),
    tasks: taskStates(plan, []),
    writes: [],
    kept: keptDirFor(opts.places.kept, opts.vault, id),
  };
}

/**
 * The plan again with the readings beyond the rules, read with all the vault's terms. Cached Claude readings apply
 * offline too; a new call only with an engine (the model layer loads only then).
 */
async function planWithReadings(
  opts: PrepareOptions,
  plan: Plan,
  planning: Required<Pick<PlanOptions, 'recentDays' | 'marks' | 'terms'>> & Pick<PlanOptions, 'archives'>,
  engine: Engine | undefined,
): Promise<Plan> {
  const { readingsBeyondRules, layoutKeyOf } = await import('./readings.js');
  const { recentDays, archives, marks } = planning;
  const terms = (await opts.allTerms?.()) ?? planning.terms;
  const resolution = plan.resolution;
  const readings = await readingsBeyondRules({
    ritual: opts.ritual.name,
    needs: opts.ritual.needs,
    resolution,
    catalogue: opts.catalogue,
    layoutKey: layoutKeyOf(opts.config.layout, terms),
    cacheDir: defaultCacheDir(opts.env),
    engine,
    signal: opts.signal,
    recentDays,
    archives,
    marks,
    refresh: opts.refreshReadings,
    terms,
  });
  return readings.size
    ? planNeeds(opts.ritual.name, opts.ritual.needs, resolution, opts.catalogue, { readings, recentDays, archives, marks, terms })
    : plan;
}
