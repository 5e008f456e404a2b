/**
 * The phases after prepare: the inline conversation (Claude, or the offline questionnaire) and the write phase
 * (stage → diff → confirm → atomic apply). Imported only by runs that go past prepare, so `--prepare` does not load
 * the conversation, the write phase and the diff library.
 */
import { shellWord } from '../text/shell.js';
import { join, relative } from 'node:path';
import type { Io, Output } from '../io/io.js';
import { createAsker, type Asker } from '../io/asker.js';
import { editText } from '../io/editor.js';
import type { VaultContext } from './context.js';
import { EXIT, InterruptedError, isSkillError, RunFailure } from '../errors.js';
import { formatUsageSummary, type Tool } from '../model/index.js';
import { preflightChecks } from '../ritual/preflight.js';
import { runPreflightCheck, type PreflightFinding } from '../phases/inline/preflight.js';
import { atAGlance, runQuestionnaire, QUESTIONNAIRE_HELP, type Answer, type QuestionnaireResult } from '../phases/inline/offline.js';
import { conversationText, runChat } from '../phases/inline/chat.js';
import { inlineSystemPrompt } from '../phases/inline/prompt.js';
import { preferencesFrom } from '../phases/inline/preferences.js';
import { runWriteAgent } from '../phases/write/agent.js';
import { stageOfflineAnswers } from '../phases/write/offline.js';
import { oneLineSafe } from '../text/line.js';
import type { Placement } from '../phases/write/fill.js';
import { reviewAndApply, type ReviewResult } from '../phases/write/review.js';
import { writeTrouble } from '../phases/write/apply.js';
import { Stage } from '../phases/write/stage.js';
import { loadStage, saveStage } from '../phases/write/stage-store.js';
import { newNoteSeeds } from '../phases/write/new-notes.js';
import { checkWritable, leaveOutUnwritable } from '../phases/write/writable.js';
import { newTopFolders, newTreeAllowed } from '../phases/write/new-tree.js';
import { expandTargets, resolveWriteTargets, type ConcreteTarget } from '../plan/targets.js';
import { namedRitualQuestions } from '../ritual/questions.js';
import type { Ritual } from '../ritual/types.js';
import { writeSessionFile } from '../session/files.js';
import { openKeptCopy, whyNotKept } from '../session/kept.js';
import { stepOf, writeState, type SessionState } from '../session/state.js';
import { recordUsage } from './engine.js';
import type { Engine } from '../model/index.js';
import type { Prepared } from './prepare.js';
import { answersSoFar, conversationFromTranscript } from './resume.js';
import type { RunOutcome } from './ritual-run.js';

export interface ConverseInput {
  io: Io;
  ctx: VaultContext;
  ritual: Ritual;
  prepared: Prepared;
  /** Continuing an earlier session (--resume): its staged changes, conversation and answers are reused. */
  resuming: boolean;
  display: Output;
  colour: boolean;
  yes: boolean;
  dryRun: boolean;
  /** `--editor`: each offline question opens $VISUAL/$EDITOR instead of the prompt. */
  editor?: boolean;
  /** Read-only tools for Claude, bound to a session folder (runs with Claude only). */
  readTools?: (sessionDir: string) => Tool[];
  finish: (dir: string, state: SessionState, status: SessionState['status'], extra?: Partial<SessionState>) => void;
}

export async function converse(c: ConverseInput): Promise<RunOutcome> {
  const { io, prepared } = c;
  const { dir, state, engine } = prepared;
  let asker: Asker | undefined;
  try {
    asker = createAsker(io);
    const targets = await writableTargets(c, asker);
    if (!targets) return stopBeforeQuestions(c);
    const { stage, earlier, seeds } = await openStage(c, targets);
    let talked: Talked = 'staged';
    if (earlier) {
      // The earlier run got as far as staging: go straight to the review.
      enterStep(c, 'writing');
      c.display.write('Its changes were staged already; reviewing them.\n');
    } else if (engine) talked = await talkWithClaude(c, engine, asker, stage, targets, seeds);
    else talked = await askOffline(c, asker, stage, targets);
    if (talked === 'stopped') return stopBeforeQuestions(c);
    if (talked === 'quit') return leaveUnwritten(c);
    return await reviewStaged(c, asker, stage);
  } catch (err) {
    recordUsage(state, engine);
    // The step the session is at names where it stopped; before the conversation, it is the check of the notes.
    const stoppedIn = stepOf(state.status) ?? 'write check';
    if (err instanceof InterruptedError || io.signal.aborted) {
      c.finish(dir, state, 'interrupted', { stoppedIn });
      throw resumable(err, `${io.command} run --resume ${prepared.id}`, engine ? 'the conversation so far' : 'the answers given so far');
    }
    c.finish(dir, state, 'failed', { stoppedIn, error: isSkillError(err) || err instanceof Error ? err.message : String(err) });
    throw err;
  } finally {
    asker?.close();
    engine?.transcript.close();
  }
}

/** How the conversation ended: changes staged (or none to stage), the person left, or a preflight check said stop. */
type Talked = 'staged' | 'quit' | 'stopped';

function outcomeOf(c: ConverseInput, code: number, writes: RunOutcome['writes'] = []): RunOutcome {
  return { code, session: c.prepared.dir, status: c.prepared.state.status, writes };
}

/** The session moves to the next step (session.json says so, and names it if the run stops there). */
function enterStep(c: ConverseInput, status: 'inline' | 'writing'): void {
  c.prepared.state.status = status;
  writeState(c.prepared.dir, c.prepared.state);
}

function stopBeforeQuestions(c: ConverseInput): RunOutcome {
  c.display.write('Stopped before the questions: nothing was written.\n');
  c.finish(c.prepared.dir, c.prepared.state, 'quit');
  return outcomeOf(c, EXIT.ok);
}

function leaveUnwritten(c: ConverseInput): RunOutcome {
  c.display.write('Left without writing anything.\n');
  recordUsage(c.prepared.state, c.prepared.engine);
  c.finish(c.prepared.dir, c.prepared.state, 'quit');
  return outcomeOf(c, EXIT.ok);
}

/**
 * The notes this run may write, before a single question: those that cannot be written are left out with a warning,
 * a vault (or state dir) that cannot be written is said in one line, and a new folder tree at the top of the vault
 * is said and asked. Undefined: the person said no.
 */
async function writableTargets(c: ConverseInput, asker: Asker): Promise<ConcreteTarget[] | undefined> {
  const { ctx, prepared, display } = c;
  const { targets: written } = resolveWriteTargets({
    ritual: c.ritual,
    resolution: prepared.resolution,
    catalogue: ctx.catalogue,
    vault: ctx.vault,
    config: ctx.config,
    plan: prepared.plan,
  });
  const refsOf = (taskId: string) => prepared.records.find((r) => r.id === taskId)?.outcome.refs ?? [];
  const { targets, warnings: leftOut } = leaveOutUnwritable(expandTargets(written, refsOf), ctx.vault);
  for (const warning of leftOut) display.write(`⚠ ${warning}\n`);
  checkWritable({
    notes: targets.map((t) => ({ path: t.path, relative: relative(ctx.vault, t.path) })),
    vault: ctx.vault,
    kept: prepared.state.kept,
    dryRun: c.dryRun,
  });
  const opts = { resume: c.resuming, yes: c.yes, dryRun: c.dryRun, command: c.io.command };
  return (await newTreeAllowed(
    newTopFolders(
      ctx.vault,
      targets.map((t) => t.path),
    ),
    asker,
    display,
    opts,
  ))
    ? targets
    : undefined;
}

/** The stage the conversation writes into: a resumed session's, when it staged changes already, else a new one. */
async function openStage(
  c: ConverseInput,
  targets: readonly ConcreteTarget[],
): Promise<{ stage: Stage; earlier: boolean; seeds: ReadonlyMap<string, string> }> {
  const { ctx, prepared } = c;
  enterStep(c, 'inline');
  const loaded = c.resuming ? await loadStage(prepared.dir) : undefined;
  const fresh = newNoteSeeds(targets, ctx.vault, ctx.config.layout, ctx.now);
  const earlier = loaded !== undefined && loaded.changes().length > 0;
  const stage = earlier
    ? loaded
    : new Stage({
        sessionDir: prepared.dir,
        vault: ctx.vault,
        allowed: targets.map((t) => t.path),
        limits: ctx.config.writes,
        newNotes: fresh.seeds,
      });
  for (const line of fresh.notes) c.display.write(`${line}\n`);
  return { stage, earlier, seeds: fresh.seeds };
}

/** The conversation with Claude, then its write subagent stages the changes. */
async function talkWithClaude(
  c: ConverseInput,
  engine: Engine,
  asker: Asker,
  stage: Stage,
  targets: readonly ConcreteTarget[],
  seeds: ReadonlyMap<string, string>,
): Promise<Talked> {
  const { io, prepared, display } = c;
  const dir = prepared.dir;
  if (c.editor) display.write('(--editor is for the offline questionnaire; here, answer at the prompt: a pasted block is one message)\n');
  const memory = (await import('node:fs')).readFileSync(join(dir, 'memory.md'), 'utf8');
  const directives = prepared.records
    .filter((r) => prepared.plan.tasks.find((t) => t.id === r.id)?.params.kind === 'directives')
    .flatMap((r) => (r.outcome.refs ?? []).filter((x) => x.exists).map((x) => x.path));
  const system = inlineSystemPrompt({
    ritual: c.ritual,
    resolution: prepared.resolution,
    sessionDir: dir,
    memory,
    preferences: preferencesFrom(directives),
    targets: targets.map((t) => describeTarget(t, seeds.has(t.path))),
  });
  const earlierChat = c.resuming ? conversationFromTranscript(join(dir, 'transcript.jsonl')) : undefined;
  if (earlierChat?.changes.length) {
    // Said, not hidden: what of the earlier conversation could not be sent again.
    engine.transcript.note('resume-repair', { changes: earlierChat.changes });
    display.write(`The earlier conversation was mended before going on: ${earlierChat.changes.join('; ')}.\n`);
  }
  const readTools = c.readTools?.(dir) ?? [];
  const chat = await runChat({
    engine,
    system,
    tools: readTools,
    signal: io.signal,
    ...(earlierChat ? { messages: earlierChat.messages } : {}),
    io: { ask: (q) => asker.ask(q), write: (t) => void display.write(t), interactive: asker.interactive, colour: c.colour },
  });
  if (chat.end === 'quit') return 'quit';
  enterStep(c, 'writing');
  if (targets.length === 0) {
    display.write('The ritual names no note to write to; nothing to write.\n');
    return 'staged';
  }
  display.write('\nPreparing the changes…\n');
  let refused = 0;
  await runWriteAgent(
    {
      engine,
      stage,
      ritual: c.ritual,
      resolution: prepared.resolution,
      targets: [...targets],
      conversation: conversationText(chat.messages),
      readTools,
      signal: io.signal,
    },
    (tool, refusal, input) => {
      refused++;
      engine.transcript.note('injection-flag', { tool, kind: refusal.kind, message: refusal.message, input });
    },
  );
  // A refused write is what an instruction hidden in a note or an invitation looks like: the person should know.
  if (refused > 0) {
    display.write(
      `⚠ ${refused} proposed change${refused === 1 ? ' was' : 's were'} refused (outside this ritual's notes, a remote image, or over the limits); nothing of ${refused === 1 ? 'it' : 'them'} was staged. Details: ${io.command} sessions show ${prepared.id} --transcript\n`,
    );
  }
  return 'staged';
}

/** Offline: the checks skill can make itself, the ritual's questions, then the answers staged into the first note. */
async function askOffline(c: ConverseInput, asker: Asker, stage: Stage, targets: readonly ConcreteTarget[]): Promise<Talked> {
  const { io, ctx, ritual, prepared, display } = c;
  const preflight = ritual.sections
    .filter((x) => x.phase === 'preflight')
    .map((x) => x.body)
    .join('\n\n');
  display.write(
    `${atAGlance({ ritual: ritual.name, resolution: prepared.resolution, plan: prepared.plan, records: prepared.records, preflight })}\n`,
  );
  const checks = preflightChecks(ritual).map((check) =>
    runPreflightCheck(check, { vault: ctx.vault, layout: ctx.config.layout, resolution: prepared.resolution }),
  );
  if (!(await preflightAllows(checks, asker, display, c.dryRun))) return 'stopped';
  const named = namedRitualQuestions(ritual);
  const questions = named.map((q) => q.text);
  if (questions.length === 0) display.write('This ritual asks no questions (no bullets or sentences ending in "?" in its conversation).\n');
  const before = c.resuming ? answersSoFar(prepared.dir).filter((a) => questions.includes(a.question)) : [];
  if (before.length)
    display.write(`${before.length} question${before.length === 1 ? ' was' : 's were'} answered before; asking the rest.\n`);
  if (questions.length > before.length)
    display.write(
      `(while answering: ${QUESTIONNAIRE_HELP.split('\n')
        .map((l) => l.split(/\s+/)[0])
        .join(' ')})\n`,
    );
  const asked = await askAll(questions, asker, {
    out: display,
    dir: prepared.dir,
    earlier: before,
    editor: Boolean(c.editor),
    env: io.env,
    signal: io.signal,
  });
  if (asked.end === 'quit') return 'quit';
  enterStep(c, 'writing');
  const primary = targets[0];
  if (!primary) {
    display.write('The ritual names no note to write to; nothing to write.\n');
    return 'staged';
  }
  const into = new Map(named.flatMap((q) => (q.into ? [[q.text, q.into] as const] : [])));
  const answers = asked.answers.map((a) => ({ ...a, ...(into.has(a.question) ? { into: into.get(a.question)! } : {}) }));
  const wrote = stageOfflineAnswers(stage, primary, { title: ritual.title ?? ritual.name, resolution: prepared.resolution, answers });
  for (const line of [...wrote.notes, ...placementLines(wrote.placed, questions)]) display.write(`${line}\n`);
  return 'staged';
}

/** The staged changes reviewed, confirmed and applied; the session finished with what happened to each note. */
async function reviewStaged(c: ConverseInput, asker: Asker, stage: Stage): Promise<RunOutcome> {
  const { io, prepared, display } = c;
  const { dir, state, engine } = prepared;
  // Nothing to write leaves nothing staged: no manifest, no kept copy, so nothing claims changes to apply.
  const staging = stage.changes().length > 0;
  if (staging) await saveStage(stage);
  const keep = staging ? await keepStage(stage, dir, state, io.command) : undefined;
  const review: ReviewResult = await reviewAndApply({
    stage,
    sessionDir: dir,
    sessionId: prepared.id,
    command: io.command,
    vault: c.ctx.vault,
    yes: c.yes,
    dryRun: c.dryRun,
    interactive: asker.interactive,
    ask: (q) => asker.ask(q),
    out: display,
    colour: c.colour,
    signal: io.signal,
    ...(keep ? { keep } : {}),
  });
  const records = review.apply?.records ?? [];
  recordUsage(state, engine);
  if (engine) for (const line of formatUsageSummary(engine.budget.ledger)) display.write(`${line}\n`);
  const trouble = writeTrouble(records);
  const troubled = trouble !== undefined;
  const status: SessionState['status'] = review.apply?.interrupted
    ? 'interrupted'
    : review.outcome === 'applied' || review.outcome === 'nothing'
      ? troubled
        ? 'failed'
        : 'done'
      : 'staged';
  // A note that could not be written is as much a failure as an exception: session.json says where and why.
  const stopped = review.apply?.interrupted
    ? { stoppedIn: `write (before ${review.apply.stoppedAt})` }
    : troubled
      ? { stoppedIn: 'write', error: trouble }
      : {};
  c.finish(dir, state, status, { writes: records, ...stopped });
  const code = review.apply?.interrupted ? EXIT.interrupted : troubled ? EXIT.failure : EXIT.ok;
  // Nothing applied (a dry run, no terminal and no --yes): the changes are in the session, and --json lists them.
  const writes = review.apply
    ? records.map((r) => ({ path: r.path, action: r.action, ...(r.reason ? { reason: r.reason } : {}) }))
    : review.outcome === 'nothing'
      ? []
      : stage.changes().map((ch) => ({ path: ch.path, action: 'staged', ops: ch.ops.map((o) => o.op) }));
  return outcomeOf(c, code, writes);
}

/**
 * The interruption as the person sees it, with how to go on: `--resume` continues the session with what it keeps
 * (answers.json offline, transcript.jsonl with Claude; src/run/resume.ts), without gathering again.
 */
function resumable(err: unknown, resume: string, kept: string): InterruptedError {
  const message = err instanceof Error && err.message ? err.message : 'interrupted';
  return new InterruptedError(message, { hint: `${resume} goes on from here, keeping ${kept}`, cause: err });
}

/**
 * The session's kept copy, opened and given the staged changes; a state dir that cannot take them (read-only, a
 * full disk) stops the run here, before any note is touched, in one line naming the file.
 */
async function keepStage(stage: Stage, dir: string, state: SessionState, command: string): Promise<string | undefined> {
  try {
    const keep = openKeptCopy(dir, state);
    if (keep) await saveStage(stage, keep);
    return keep;
  } catch (err) {
    throw new RunFailure(`cannot keep the staged changes: ${whyNotKept(err)}; nothing was written`, {
      hint: `they are staged in ${join(dir, 'staged')}; once ${state.kept} can be written (space freed, permissions given): ${command} sessions apply ${state.id} --vault ${shellWord(state.vault)}`,
    });
  }
}

function describeTarget(t: ConcreteTarget, fromTemplate: boolean): string {
  return `${t.path} (${t.mode === 'replace' ? 'replaced' : 'appended to'}${fromTemplate ? "; new: it starts from the vault's template, so append to it" : ''})`;
}

/**
 * The preflight checks skill can make itself (the model makes them from the prose when there is one): each says
 * what it found, and one that holds asks whether to go on, no by default. Without a terminal the reply is the next
 * line of input, like an answer; end of input is a no. A dry run writes nothing, so it goes on without asking.
 */
async function preflightAllows(findings: readonly PreflightFinding[], asker: Asker, out: Output, dryRun: boolean): Promise<boolean> {
  for (const f of findings) out.write(`${f.holds ? '⚠' : f.holds === false ? '✓' : '?'} check: ${f.message}\n`);
  if (!findings.some((f) => f.holds)) return true;
  if (dryRun) {
    out.write('(dry run: nothing will be written, so going on)\n');
    return true;
  }
  const prompt = 'Go on anyway? [y/N] ';
  if (!asker.interactive) out.write(prompt);
  const reply = await asker.ask(asker.interactive ? prompt : '');
  if (!asker.interactive) out.write(`${reply ?? '(end of input)'}\n`);
  return /^\s*y(es)?\s*$/i.test(reply ?? '');
}

/** Where each answer went, one line, by question number: "Answers: 1 → energy:, 3 → ## Meetings, 2, 5 → under “…”". */
function placementLines(placed: readonly Placement[], questions: readonly string[]): string[] {
  if (placed.length === 0) return [];
  const byPlace = new Map<string, number[]>();
  for (const p of placed) byPlace.set(p.place, [...(byPlace.get(p.place) ?? []), questions.indexOf(p.question) + 1]);
  return [`Where the answers go: ${[...byPlace].map(([place, ns]) => `${ns.join(', ')} → ${oneLineSafe(place)}`).join('; ')}`];
}

interface AskAll {
  out: Output;
  dir: string;
  /** Answers an earlier run of the session gave (--resume): kept, and counted in the numbering. */
  earlier: readonly Answer[];
  editor: boolean;
  env: NodeJS.ProcessEnv;
  signal: AbortSignal;
}

/**
 * The questionnaire, with the answers so far saved after each change, so an interrupted run keeps them
 * (answers.json). `/edit` and `--editor` open the person's editor on the terminal, the prompt paused meanwhile.
 */
async function askAll(questions: readonly string[], asker: Asker, o: AskAll): Promise<QuestionnaireResult> {
  const edit = (current: string, header: string) =>
    asker.suspend(() =>
      editText(current, {
        env: o.env,
        terminal: asker.interactive,
        signal: o.signal,
        header: `${header} — write the answer below this line; save and close the editor to go on`,
      }),
    );
  return runQuestionnaire(
    questions,
    {
      interactive: asker.interactive,
      write: (t) => void o.out.write(t),
      ask: (prompt) => asker.ask(prompt),
      edit,
      editorFirst: o.editor,
      onAnswers: (answers) => void writeSessionFile(o.dir, 'answers.json', `${JSON.stringify(answers, null, 2)}\n`),
    },
    o.earlier,
  );
}
