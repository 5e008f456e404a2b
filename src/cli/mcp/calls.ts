/**
 * What each tool of `skill mcp` does, on the same code as the command line: prepare is `skill run --prepare`
 * (offline: the host model holds the conversation, skill never calls Claude here), staging goes through the run's
 * Stage and its targets, apply and restore are `skill sessions apply --yes` / `restore --yes` with their lock,
 * backups and journal. Output meant for a terminal is captured and returned as the tool's text; nothing is printed.
 */
import { withArguments } from '../../ritual/arguments.js';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { Readable } from 'node:stream';
import type { Io, Output } from '../../io/io.js';
import { BadInputError } from '../../errors.js';
import { UNTRUSTED_NOTICE, wrapUntrusted } from '../../model/untrusted.js';
import { readFileTool } from '../../model/tools/read-file.js';
import { diffStats, renderDiff } from '../../phases/write/diff.js';
import { saveStage } from '../../phases/write/stage-store.js';
import type { Stage, StagedChange } from '../../phases/write/stage.js';
import { discoverRituals } from '../../ritual/discover.js';
import type { Ritual } from '../../ritual/types.js';
import { ritualIn, vaultContext, type VaultContext, type VaultFlags } from '../../run/context.js';
import type { Progress } from '../../run/progress.js';
import { runRitual } from '../../run/ritual-run.js';
import { readState } from '../../session/state.js';
import { describeTarget, renderDatesMd, targetLabel } from '../../time/render.js';
import { checkRitualName, openStage, sessionOfVault, targetsOf, type SessionTargets } from './sessions.js';

export interface CallContext {
  /** The server's Io: its stdout is never written (the protocol owns it). */
  io: Io;
  flags: VaultFlags;
  /** The client's cancellation and the process's signals. */
  signal: AbortSignal;
  /** Reports gather progress to the client (only when it asked for progress). */
  progress?: ((done: number, total: number, message: string) => void) | undefined;
  /** The targets of sessions this server prepared, by id (worked out again for others). */
  memo: Map<string, SessionTargets>;
}

export interface CallResult {
  text: string;
  structured?: Record<string, unknown>;
}

type Args = Record<string, unknown>;

/** Text captured from what a command would have printed. */
function capture(): Output & { text: () => string } {
  let text = '';
  return { write: (chunk: string) => void (text += chunk), text: () => text };
}

/**
 * The Io the command-line code is given inside the server: both outputs captured, no terminal, and an empty stdin,
 * so nothing can read the protocol's input as answers.
 */
function innerIo(c: CallContext): Io & { out: ReturnType<typeof capture>; err: ReturnType<typeof capture> } {
  const out = capture();
  const err = capture();
  return { ...c.io, stdout: out, stderr: err, stdin: Readable.from([]), signal: c.signal, out, err };
}

function context(c: CallContext, io: Io): VaultContext {
  return vaultContext(io, c.flags);
}

function text(args: Args, key: string, required = true): string | undefined {
  const value = args[key];
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string') throw new BadInputError(`${key} must be a string`);
  return value;
}

export async function listRituals(c: CallContext): Promise<CallResult> {
  const ctx = context(c, innerIo(c));
  const found = discoverRituals(ctx.dirs, ctx.parsed).filter((f) => !f.shadowedBy);
  const rituals = found.flatMap((f) =>
    f.ritual
      ? [
          {
            name: f.ritual.name,
            description: f.ritual.description ?? null,
            argumentHint: f.ritual.argumentHint ?? null,
            source: f.from ?? f.source,
            path: f.path,
          },
        ]
      : [],
  );
  const unreadable = found.flatMap((f) => (f.ritual ? [] : [{ path: f.path, error: f.error ?? 'unreadable' }]));
  const lines = rituals.map((r) => `- ${r.name}${r.argumentHint ? ` ${r.argumentHint}` : ''}: ${r.description ?? '(no description)'}`);
  for (const u of unreadable) lines.push(`- (unreadable) ${u.path}: ${u.error}`);
  return { text: lines.length ? lines.join('\n') : 'No rituals found.', structured: { rituals, unreadable } };
}

/** Gather progress as the client sees it: tasks done of the plan's tasks, with the one that just finished. */
function clientProgress(c: CallContext): ((plan: { tasks: readonly unknown[] }) => Progress) | undefined {
  const report = c.progress;
  if (!report) return undefined;
  return (plan) => {
    let done = 0;
    if (plan.tasks.length > 0) report(0, plan.tasks.length, 'gathering');
    return {
      update(record, state) {
        if (state !== 'done') return;
        done += 1;
        report(done, plan.tasks.length, `${record.id}: ${record.outcome.summary}`);
      },
      finish() {},
      // The client's progress counts up again from 0 for the gather that replaces this one.
      discard(why) {
        report(0, plan.tasks.length, `not kept: ${why}`);
      },
    };
  };
}

function sectionsOf(ritual: Ritual, phases: readonly string[]): string {
  return ritual.sections
    .filter((s) => phases.includes(s.phase))
    .map((s) => `## ${s.heading}\n\n${s.body}`)
    .join('\n\n');
}

export async function prepareRitual(c: CallContext, args: Args): Promise<CallResult> {
  const name = checkRitualName(text(args, 'ritual')!);
  const when = text(args, 'when', false)?.trim() ?? '';
  const io = innerIo(c);
  const ctx = context(c, io);
  // `$ARGUMENTS` in the instructions handed to the host model: the time words, as a run fills them in.
  const ritual = withArguments(ritualIn(ctx, name), when || 'today');
  const progress = clientProgress(c);
  // offline: the host model holds the conversation; skill never calls Claude from here, even with a key set.
  const outcome = await runRitual({
    io,
    ctx,
    ritual,
    words: when ? when.split(/\s+/) : [],
    prepareOnly: true,
    offline: true,
    yes: false,
    dryRun: false,
    json: true,
    ...(progress ? { progress } : {}),
  });
  const id = basename(outcome.session);
  const state = readState(outcome.session);
  if (!state) throw new BadInputError(`session ${id} has no readable session.json after prepare`);
  const targets = await targetsOf(ctx, ritual, state, c.io.env, c.signal);
  c.memo.set(id, targets);
  const memory = readFileSync(join(outcome.session, 'memory.md'), 'utf8');
  const writeTargets = targets.targets.map((t) => ({
    path: relative(ctx.vault, t.path),
    mode: t.mode,
    exists: existsSync(t.path),
    sentence: t.sentence,
  }));
  const warnings = io.err
    .text()
    .split('\n')
    .filter((l) => l.trim());
  const list = writeTargets.length
    ? writeTargets.map((t) => `- ${t.path} (${t.mode}${t.exists ? '' : ', new'})`)
    : ['- none: the ritual names no note to write to'];
  const blocks = [
    UNTRUSTED_NOTICE,
    [`Session: ${id}`, `Ritual "${ritual.name}" for ${describeTarget(state.target)} ("${state.target.relative}").`, ...warnings].join('\n'),
    `# The ritual: ${ritual.title ?? ritual.name}`,
    ritual.preamble,
    sectionsOf(ritual, ['preflight']) && `# Checks before you start\n\n${sectionsOf(ritual, ['preflight'])}`,
    `# The conversation (you hold it with the person)\n\n${sectionsOf(ritual, ['inline']) || '(the ritual has no conversation section)'}`,
    sectionsOf(ritual, ['confirm']) && `# At the end\n\n${sectionsOf(ritual, ['confirm'])}`,
    `# Writing (stage with stage_write / stage_append / stage_section; apply_writes once the person agrees)\n\n${sectionsOf(ritual, ['write']) || '(the ritual has no write section)'}`,
    ['Notes this session may write (vault-relative):', ...list, ...targets.notes].join('\n'),
    `# Dates (dates.md)\n\n${renderDatesMd(state.target).trimEnd()}`,
    `# memory.md (session folder ${outcome.session}; read its files with read_file and session "${id}")\n\n${wrapUntrusted('session:memory.md', memory)}`,
  ];
  return {
    text: blocks.filter((b) => b?.trim()).join('\n\n'),
    structured: {
      session: id,
      ritual: ritual.name,
      target: targetLabel(state.target),
      sessionFolder: outcome.session,
      memory,
      writeTargets,
    },
  };
}

export async function readFile(c: CallContext, args: Args): Promise<CallResult> {
  const path = text(args, 'path')!;
  const id = text(args, 'session', false);
  const ctx = context(c, innerIo(c));
  const roots = [{ label: 'vault', path: ctx.vault }];
  if (id !== undefined) {
    roots.push({ label: 'session', path: sessionOfVault(c.io.env, ctx.vault, id).entry.dir });
  }
  const input = {
    path,
    ...(args.offset !== undefined ? { offset: args.offset } : {}),
    ...(args.limit !== undefined ? { limit: args.limit } : {}),
  };
  const result = await readFileTool({ roots }).execute(input, { signal: c.signal });
  if (typeof result === 'string') return { text: result };
  if (result.isError) throw new BadInputError(result.content);
  return { text: result.content };
}

/** One staging operation on a session: its stage opened, the operation, the stage saved, the note's diff returned. */
async function stageOp(c: CallContext, args: Args, op: (stage: Stage, path: string) => StagedChange): Promise<CallResult> {
  const id = text(args, 'session')!;
  const path = text(args, 'path')!;
  const ctx = context(c, innerIo(c));
  const session = sessionOfVault(c.io.env, ctx.vault, id);
  const { state } = session.entry;
  const targets = c.memo.get(id) ?? (await targetsOf(ctx, ritualIn(ctx, checkRitualName(state.ritual)), state, c.io.env, c.signal));
  c.memo.set(id, targets);
  const stage = await openStage(ctx, session, targets);
  const change = op(stage, path);
  await saveStage(stage);
  const diff = renderDiff(change, { colour: false });
  const stats = diffStats(change);
  return {
    text: `${diff}\nStaged in session ${id}; nothing is written to the vault until apply_writes.`,
    structured: { session: id, path: change.relative, newNote: change.before === null, added: stats.added, removed: stats.removed, diff },
  };
}

export function stageWrite(c: CallContext, args: Args): Promise<CallResult> {
  return stageOp(c, args, (stage, path) => stage.replace(path, text(args, 'content')!));
}

export function stageAppend(c: CallContext, args: Args): Promise<CallResult> {
  const section = text(args, 'section', false);
  return stageOp(c, args, (stage, path) => stage.append(path, text(args, 'content')!, section === undefined ? {} : { section }));
}

export function stageSection(c: CallContext, args: Args): Promise<CallResult> {
  return stageOp(c, args, (stage, path) => stage.replaceSection(path, text(args, 'heading')!, text(args, 'content')!));
}

interface Row {
  path: string;
  action: string;
  reason?: string;
}

/** The rows of a command's --json answer, paths made vault-relative. */
function rows(value: unknown, vault: string): Row[] {
  if (!Array.isArray(value)) return [];
  return value.map((r: Record<string, unknown>) => ({
    path: relative(vault, String(r.path)),
    action: String(r.action),
    ...(typeof r.reason === 'string' ? { reason: r.reason } : {}),
  }));
}

function parsedJson(out: string): Record<string, unknown> {
  try {
    return JSON.parse(out) as Record<string, unknown>;
  } catch {
    return {};
  }
}

type SessionsWrites = typeof import('../commands/sessions-writes.js');

/**
 * `skill sessions apply|restore <id> --yes --json --vault <this vault>` on one of this vault's sessions, its output
 * captured: the JSON result, what it would have shown the person, and its exit code. The client asked the person
 * first (both tools are annotated destructive): that is the --yes.
 */
async function sessionsCommand(
  c: CallContext,
  args: Args,
  run: (commands: SessionsWrites, io: Io, id: string, vault: string) => Promise<number>,
) {
  const id = text(args, 'session')!;
  const io = innerIo(c);
  const { vault } = context(c, io);
  sessionOfVault(c.io.env, vault, id);
  const code = await run(await import('../commands/sessions-writes.js'), io, id, vault);
  return { id, vault, code, result: parsedJson(io.out.text()), shown: io.err.text().trimEnd() };
}

export async function applyWrites(c: CallContext, args: Args): Promise<CallResult> {
  const { id, vault, code, result, shown } = await sessionsCommand(c, args, (m, io, ref, v) =>
    m.handleSessionsApply(io, ref, { yes: true, json: true, vault: v }),
  );
  const writes = rows(result.writes, vault);
  const written = writes.filter((w) => w.action === 'created' || w.action === 'updated');
  const left = writes.filter((w) => !written.includes(w));
  const notes = [
    ...(code !== 0 || left.length
      ? [`Not written: ${left.map((w) => `${w.path} (${w.action}${w.reason ? `: ${w.reason}` : ''})`).join(', ') || 'see above'}.`]
      : []),
    ...(written.length ? [`restore_session with session "${id}" undoes what was written.`] : []),
  ];
  return { text: [shown, ...notes].join('\n'), structured: { session: id, outcome: String(result.outcome ?? 'unknown'), writes } };
}

export async function restoreSession(c: CallContext, args: Args): Promise<CallResult> {
  const { id, vault, result, shown } = await sessionsCommand(c, args, (m, io, ref, v) =>
    m.handleSessionsRestore(io, ref, { yes: true, json: true, vault: v }),
  );
  return { text: shown, structured: { session: id, restores: rows(result.restores, vault) } };
}
