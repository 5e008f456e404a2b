/**
 * `skill run` from start to end: prepare (gather, memory.md), the inline phase (Claude, or the offline
 * questionnaire), the write phase (stage → diff → confirm → atomic apply). session.json follows every phase, so an
 * interrupted or failed run says where it stopped.
 */
import { join } from 'node:path';
import type { Io, Output } from '../cli/io.js';
import { useColour } from '../cli/io.js';
import { createAsker, type Asker } from '../cli/prompt.js';
import type { VaultContext } from '../cli/context.js';
import { EXIT, InterruptedError, isSkillError } from '../errors.js';
import { formatUsageSummary, readOnlyTools, type SearchEngine, type Tool } from '../model/index.js';
import { atAGlance, runQuestionnaire, type Answer } from '../phases/inline/offline.js';
import { conversationText, runChat } from '../phases/inline/chat.js';
import { inlineSystemPrompt } from '../phases/inline/prompt.js';
import { preferencesFrom } from '../phases/inline/preferences.js';
import { runWriteAgent } from '../phases/write/agent.js';
import { stageOfflineAnswers } from '../phases/write/offline.js';
import { reviewAndApply, type ReviewResult } from '../phases/write/review.js';
import { writeTrouble } from '../phases/write/apply.js';
import { Stage } from '../phases/write/stage.js';
import { saveStage } from '../phases/write/stage-store.js';
import { expandTargets, resolveWriteTargets, targetPaths, type ConcreteTarget } from '../plan/targets.js';
import { ritualQuestions } from '../ritual/questions.js';
import type { Ritual } from '../ritual/types.js';
import { writeSessionFile } from '../session/files.js';
import { defaultSessionRoot } from '../session/root.js';
import { writeState, type SessionState } from '../session/state.js';
import { openEngine, wantsClaude, type Engine } from './engine.js';
import { chooseSearchEngine } from '../gather/search/choose.js';
import { defaultCacheDir } from '../gather/search/store.js';
import type { SearchEngine as VaultSearch } from '../gather/search/types.js';
import { defaultRegistry } from './handlers.js';
import { prepareSession, type Prepared } from './prepare.js';
import { answersSoFar, conversationFromTranscript, gathered, recordsFromState, RESUMABLE } from './resume.js';
import { inUse, type SessionEntry } from '../session/retention.js';
import { loadStage } from '../phases/write/stage-store.js';
import { planNeeds } from '../plan/planner.js';
import { BadInputError } from '../errors.js';
import { terminalProgress } from './progress.js';

export interface RunRitualOptions {
  io: Io;
  ctx: VaultContext;
  ritual: Ritual;
  words: string[];
  prepareOnly: boolean;
  offline: boolean;
  yes: boolean;
  dryRun: boolean;
  json: boolean;
  maxCostUsd?: number | undefined;
  /** Continue this session instead of starting one (`--resume`); gather again only with `regather`. */
  resume?: SessionEntry;
  regather?: boolean;
}

export interface RunOutcome {
  code: number;
  session: string;
  status: SessionState['status'];
  writes: { path: string; action: string; reason?: string }[];
}

function finish(dir: string, state: SessionState, status: SessionState['status'], extra: Partial<SessionState> = {}): void {
  const ended = new Date();
  Object.assign(state, { status, endedAt: ended.toISOString(), durationMs: ended.getTime() - Date.parse(state.startedAt) }, extra);
  writeState(dir, state);
}

function recordUsage(state: SessionState, engine: Engine | undefined): void {
  if (!engine) return;
  state.usage = Object.fromEntries([...engine.budget.ledger.byModel()].map(([model, t]) => [model, { ...t.usage, requests: t.requests, costUsd: t.costUsd }]));
  state.costUsd = engine.budget.ledger.costUsd;
}

export async function runRitual(opts: RunRitualOptions): Promise<RunOutcome> {
  const { io, ctx, ritual } = opts;
  // Claude serves the gather too (the fallback planner, prose sub-skills), so --prepare uses it when there is a key.
  const claude = wantsClaude(io.env, opts.offline);
  // With --json, stdout carries only the final JSON object; everything for the person goes to stderr.
  const display: Output = opts.json ? io.stderr : io.stdout;
  const colour = useColour(display, io.env);
  // The vault search is opened on first use (only runs that search pay for the index), once per run.
  let searchPromise: Promise<VaultSearch> | undefined;
  const search = (): Promise<VaultSearch> =>
    (searchPromise ??= chooseSearchEngine(ctx.config.search.engine, {
      vault: ctx.vault, cacheDir: defaultCacheDir(io.env), env: io.env, signal: io.signal,
      ...(ctx.config.search.collection ? { collection: ctx.config.search.collection } : {}),
    }));
  const readTools = (sessionDir: string): Tool[] =>
    readOnlyTools({ roots: [{ label: 'vault', path: ctx.vault }, { label: 'session', path: sessionDir }], search: searchTool(search) });

  const openClaude = claude
    ? (sessionDir: string) =>
        openEngine({ env: io.env, config: ctx.config, sessionDir, maxCostUsd: opts.maxCostUsd, onBudgetWarning: (spent, max) => io.stderr.write(`skill: warning: $${spent.toFixed(2)} of the $${max.toFixed(2)} budget spent\n`), log: (text) => io.stderr.write(text) })
    : undefined;
  const prepareOptions = {
    ritual,
    words: opts.words,
    now: ctx.now,
    vault: ctx.vault,
    config: ctx.config,
    catalogue: ctx.catalogue,
    sessionRoot: defaultSessionRoot(io.env),
    env: io.env,
    signal: io.signal,
    mode: (opts.prepareOnly ? 'prepare' : claude ? 'claude' : 'offline') as SessionState['mode'],
    registry: (engine: Engine | undefined) => defaultRegistry({ engine, readTools, search, maxSearchResults: ctx.config.search.maxResults }),
    // Opening the index (a walk and a stat of every note) overlaps with the calendar and the resolvers, instead of
    // starting only when the search task's dependencies are done.
    beforeGather: (plan: Prepared['plan']) => {
      if (plan.tasks.some((t) => t.runner.type === 'builtin' && t.runner.handler === 'search')) search().catch(() => {});
    },
    ...(openClaude ? { engine: openClaude } : {}),
    writeTargets: (plan: Prepared['plan'], resolution: Prepared['resolution']) => targetPaths(resolveWriteTargets({ ritual, resolution, catalogue: ctx.catalogue, vault: ctx.vault, config: ctx.config, plan }).targets),
    ...(!opts.json && io.stderr.isTTY ? { progress: (plan: Prepared['plan']) => terminalProgress(io.stderr, plan.tasks, useColour(io.stderr, io.env)) } : {}),
  };
  let prepared: Prepared;
  if (opts.resume) {
    const { dir, id, state: saved } = opts.resume;
    if (!saved) throw new BadInputError(`session ${id} has no readable session.json; it cannot be resumed`);
    if (!RESUMABLE.has(saved.status)) throw new BadInputError(`session ${id} is ${saved.status}; only unfinished sessions can be resumed`);
    if (inUse(saved)) throw new BadInputError(`session ${id} is still running (pid ${saved.pid})`);
    if (opts.regather || !gathered(dir, saved)) {
      prepared = await prepareSession({ ...prepareOptions, reuse: { dir, id, state: saved } });
    } else {
      const engine = openClaude?.(dir);
      for (const [model, u] of Object.entries((saved.usage ?? {}) as Record<string, { input: number; output: number; cacheRead: number; cacheWrite: number }>)) {
        engine?.budget.record(model, u); // what the earlier run spent counts towards this run's cap
      }
      const state: SessionState = { ...saved, pid: process.pid, mode: claude ? 'claude' : 'offline' };
      prepared = { dir, id, engine, resolution: saved.target, plan: planNeeds(ritual.name, ritual.needs, saved.target, ctx.catalogue), records: recordsFromState(saved), state };
    }
    display.write(`Resuming ${id} (${saved.status}${saved.stoppedIn ? `, stopped in ${saved.stoppedIn}` : ''}).\n`);
  } else {
    prepared = await prepareSession(prepareOptions);
  }
  const { dir, state, engine } = prepared;
  const outcome = (code: number, writes: RunOutcome['writes'] = []): RunOutcome => ({ code, session: dir, status: state.status, writes });

  if (opts.prepareOnly) {
    recordUsage(state, engine); // the fallback planner and prose sub-skills may have used Claude
    finish(dir, state, 'prepared');
    engine?.transcript.close();
    return outcome(EXIT.ok);
  }

  let asker: Asker | undefined;
  let phase = 'inline';
  try {
    asker = createAsker(io);
    const { targets: written } = resolveWriteTargets({ ritual, resolution: prepared.resolution, catalogue: ctx.catalogue, vault: ctx.vault, config: ctx.config, plan: prepared.plan });
    const refsOf = (taskId: string) => prepared.records.find((r) => r.id === taskId)?.outcome.refs ?? [];
    const targets = expandTargets(written, refsOf);

    const earlier = opts.resume ? await loadStage(dir) : undefined;
    const stage = earlier && earlier.changes().length > 0 ? earlier : new Stage({ sessionDir: dir, vault: ctx.vault, allowed: targets.map((t) => t.path), limits: ctx.config.writes });
    state.status = 'inline';
    writeState(dir, state);

    if (stage === earlier) {
      // The earlier run got as far as staging: go straight to the review.
      phase = 'write';
      display.write('Its changes were staged already; reviewing them.\n');
    } else if (engine) {
      const memory = (await import('node:fs')).readFileSync(join(dir, 'memory.md'), 'utf8');
      const directives = prepared.records.filter((r) => prepared.plan.tasks.find((t) => t.id === r.id)?.params.kind === 'directives').flatMap((r) => (r.outcome.refs ?? []).filter((x) => x.exists).map((x) => x.path));
      const system = inlineSystemPrompt({ ritual, resolution: prepared.resolution, sessionDir: dir, memory, preferences: preferencesFrom(directives), targets: targets.map(describeTarget) });
      const earlierChat = opts.resume ? conversationFromTranscript(join(dir, 'transcript.jsonl')) : undefined;
      const chat = await runChat({
        engine, system, tools: readTools(dir), signal: io.signal, ...(earlierChat ? { messages: earlierChat } : {}),
        io: { ask: (q) => asker!.ask(q), write: (t) => void display.write(t), interactive: asker.interactive, colour },
      });
      if (chat.end === 'quit') {
        display.write('Left without writing anything.\n');
        recordUsage(state, engine);
        finish(dir, state, 'quit');
        return outcome(EXIT.ok);
      }
      phase = 'write';
      state.status = 'writing';
      writeState(dir, state);
      if (targets.length === 0) display.write('The ritual names no note to write to; nothing to write.\n');
      else {
        display.write('\nPreparing the changes…\n');
        let refused = 0;
        await runWriteAgent(
          { engine, stage, ritual, resolution: prepared.resolution, targets, conversation: conversationText(chat.messages), readTools: readTools(dir), signal: io.signal },
          (tool, refusal, input) => {
            refused++;
            engine.transcript.note('injection-flag', { tool, kind: refusal.kind, message: refusal.message, input });
          },
        );
        // A refused write is what an instruction hidden in a note or an invitation looks like: the person should know.
        if (refused > 0) {
          display.write(`⚠ ${refused} proposed change${refused === 1 ? ' was' : 's were'} refused (outside this ritual's notes, a remote image, or over the limits); nothing of ${refused === 1 ? 'it' : 'them'} was staged. Details: skill sessions show ${prepared.id} --transcript\n`);
        }
      }
    } else {
      const preflight = ritual.sections.filter((x) => x.phase === 'preflight').map((x) => x.body).join('\n\n');
      display.write(`${atAGlance({ ritual: ritual.name, resolution: prepared.resolution, plan: prepared.plan, records: prepared.records, preflight })}\n`);
      const questions = ritualQuestions(ritual);
      if (questions.length === 0) display.write('This ritual asks no questions (no bullets or sentences ending in "?" in its conversation).\n');
      const before = opts.resume ? answersSoFar(dir).filter((a) => questions.includes(a.question)) : [];
      if (before.length) display.write(`${before.length} question${before.length === 1 ? ' was' : 's were'} answered before; asking the rest.\n`);
      const answers = [...before, ...(await askAll(questions.filter((q) => !before.some((a) => a.question === q)), asker, display, dir, before))];
      phase = 'write';
      state.status = 'writing';
      writeState(dir, state);
      const primary = targets[0];
      if (!primary) display.write('The ritual names no note to write to; nothing to write.\n');
      else stageOfflineAnswers(stage, primary, { title: ritual.title ?? ritual.name, ritual: ritual.name, resolution: prepared.resolution, answers });
    }

    await saveStage(stage);
    const review: ReviewResult = await reviewAndApply({
      changes: stage.changes(), sessionDir: dir, sessionId: prepared.id, vault: ctx.vault, yes: opts.yes, dryRun: opts.dryRun,
      interactive: asker.interactive, ask: (q) => asker!.ask(q), out: display, colour, signal: io.signal,
    });
    const records = review.apply?.records ?? [];
    recordUsage(state, engine);
    if (engine) for (const line of formatUsageSummary(engine.budget.ledger)) display.write(`${line}\n`);
    const trouble = writeTrouble(records);
    const troubled = trouble !== undefined;
    const status: SessionState['status'] = review.apply?.interrupted ? 'interrupted' : review.outcome === 'applied' || review.outcome === 'nothing' ? (troubled ? 'failed' : 'done') : 'staged';
    // A note that could not be written is as much a failure as an exception: session.json says where and why.
    const stopped = review.apply?.interrupted ? { stoppedIn: `write (before ${review.apply.stoppedAt})` } : troubled ? { stoppedIn: 'write', error: trouble } : {};
    finish(dir, state, status, { writes: records, ...stopped });
    const code = review.apply?.interrupted ? EXIT.interrupted : troubled ? EXIT.failure : EXIT.ok;
    return outcome(code, records.map((r) => ({ path: r.path, action: r.action, ...(r.reason ? { reason: r.reason } : {}) })));
  } catch (err) {
    recordUsage(state, engine);
    if (err instanceof InterruptedError || io.signal.aborted) finish(dir, state, 'interrupted', { stoppedIn: phase });
    else finish(dir, state, 'failed', { stoppedIn: phase, error: isSkillError(err) || err instanceof Error ? err.message : String(err) });
    throw err;
  } finally {
    asker?.close();
    engine?.transcript.close();
  }
}

function describeTarget(t: ConcreteTarget): string {
  return `${t.path} (${t.mode === 'replace' ? 'replaced' : 'appended to'})`;
}

/** The model's search_vault tool over the run's search engine: paths relative to the vault, as read_file takes them. */
function searchTool(search: () => Promise<VaultSearch>): SearchEngine {
  return async (query, limit, signal) =>
    (await (await search()).search(query, { limit, signal })).map((h) => ({ path: h.relative, title: h.title, snippet: h.snippet, ...(h.line !== undefined ? { line: h.line } : {}) }));
}

/** The questionnaire, with the answers so far saved after each one, so an interrupted run keeps them (answers.json). */
async function askAll(questions: readonly string[], asker: Asker, out: Output, dir: string, earlier: readonly Answer[] = []): Promise<Answer[]> {
  const sofar: Answer[] = [...earlier];
  let index = 0;
  const result = await runQuestionnaire(questions, {
    interactive: asker.interactive,
    write: (t) => void out.write(t),
    ask: async (prompt) => {
      const question = questions[index++]!;
      const reply = await asker.ask(prompt);
      if (reply !== null && reply.trim() !== '') {
        sofar.push({ question, answer: reply.trim() });
        writeSessionFile(dir, 'answers.json', `${JSON.stringify(sofar, null, 2)}\n`);
      }
      return reply;
    },
  });
  return result.answers;
}
