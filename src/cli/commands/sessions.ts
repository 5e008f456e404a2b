/**
 * `skill sessions`: the retained sessions, for a person to inspect what a ritual saw and did.
 * list | show <id> | path <id> | clean   (apply and restore live in sessions-writes.ts)
 *
 * `list` and `clean` work on the current vault's sessions (--vault, $SKILL_VAULT, the user config), `--all` on every
 * vault's; `last` is the current vault's newest. Sessions whose folder under the temp dir was cleared still show
 * while their kept copy (undo, staged changes) exists.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Io } from '../../io/io.js';
import { printResult } from '../json.js';
import {
  listSessions,
  sessionPlaces,
  sessionsWithOnlyCopies,
  shownStatus,
  type KeptOnlyCopy,
  type SessionEntry,
} from '../../session/retention.js';
import { formatBytes, type OnlyCopyFile } from '../../session/only-copy.js';
import { findSession, sessionForVault, type BoundSession } from '../../session/lookup.js';
import { appliedWrites } from '../../session/journal.js';
import { hasStagedChanges } from '../../session/kept.js';
import { lastRestore, restoreTrouble, undoneBy, undoStatus } from '../../session/undo.js';
import { outcomeMark } from '../../text/marks.js';
import { STATUS_MARK } from '../../plan/describe.js';
import { formatMs, renderTimeline } from '../../session/timeline.js';
import type { RestoreEvent, SessionState } from '../../session/state.js';
import { noteHash } from '../../session/note-now.js';
import { unrecordedRestores } from '../../session/restore-journal.js';
import { targetLabel } from '../../time/render.js';
import { renderTranscript } from '../../session/transcript-view.js';
import { locateVault } from '../../vault/locate.js';
import { BadInputError } from '../../errors.js';
import { byCodeUnit } from '../../text/order.js';

export interface SessionsScope {
  vault?: string;
  all?: boolean;
}

/** The vault whose sessions a command is about: --vault, else $SKILL_VAULT, else the user config; none → undefined. */
export function currentVault(io: Io, flag: string | undefined): string | undefined {
  return locateVault({ flag, env: io.env, cwd: io.cwd });
}

/** The session a person named; `last` is the current vault's newest (any vault's when no vault is configured). */
export function lookupSession(io: Io, ref: string, flag?: string): SessionEntry {
  const last = ref === 'last' || ref === 'latest';
  return findSession(sessionPlaces(io.env), ref, last ? currentVault(io, flag) : undefined);
}

/**
 * The session a command writes with (`sessions apply`, `restore`), bound to the command's vault: --vault, else the
 * current vault, never one read from the session (src/session/lookup.ts).
 */
export function bindSession(io: Io, ref: string, opts: { vault?: string | undefined; vaultMoved?: boolean | undefined }): BoundSession {
  return sessionForVault(sessionPlaces(io.env), ref, currentVault(io, opts.vault), { vaultMoved: Boolean(opts.vaultMoved) });
}

/**
 * The session `run --resume` goes on with, and its vault: the command's, else (no vault configured) the one its
 * session.json names once checked against the folder skill keeps it under. A resumed run never moves vaults.
 */
export function resumeSession(io: Io, ref: string, flag: string | undefined): BoundSession {
  const places = sessionPlaces(io.env);
  const vault = currentVault(io, flag) ?? findSession(places, ref).state?.vault;
  return sessionForVault(places, ref, vault);
}

/**
 * The restores of a session: those session.json records, and those its restore journal holds that it never
 * recorded (a `sessions restore` killed in between), settled by the notes now (src/session/restore-journal.ts).
 */
export function restoresOf(e: SessionEntry): RestoreEvent[] {
  const dirs = [...new Set([e.dir, ...(e.kept ? [e.kept] : [])])];
  const unrecorded = unrecordedRestores(dirs, noteHash).map(({ id: _id, ...event }) => event);
  const recorded = e.state?.restores ?? [];
  return unrecorded.length ? [...recorded, ...unrecorded].sort((a, b) => byCodeUnit(a.at, b.at)) : recorded;
}

/**
 * What undoes or finishes a session's writes: `undo` (its kept copy holds the undo of notes it wrote), `undone` or
 * `part undone` (`sessions restore` put back all or some of them), `staged` (its kept copy holds changes not
 * applied), or `-` (none of these: nothing staged, nothing written, or no kept copy).
 */
function keptHolds(e: SessionEntry): string {
  const undo = undoStatus(appliedWrites(e.dir, e.state?.writes), restoresOf(e));
  if (undo === 'undone' || undo === 'part undone') return undo;
  if (!e.kept) return '-';
  if (undo === 'not undone') return 'undo';
  return hasStagedChanges(e.kept) ? 'staged' : '-';
}

function summaryRow(e: SessionEntry, only: ReadonlyMap<string, readonly OnlyCopyFile[]>) {
  const s = e.state;
  const files = only.get(e.id);
  return {
    id: e.id,
    vault: s?.vault ?? null,
    ritual: s?.ritual ?? '?',
    target: s ? targetLabel(s.target) : '?',
    status: shownStatus(s),
    started: e.started,
    durationMs: s?.durationMs ?? null,
    costUsd: s?.costUsd ?? 0,
    // A run killed between a note's rename and session.json knows the write only by its journal.
    writes: Math.max(s?.writes.length ?? 0, e.state ? journalWrites(e).length : 0),
    path: e.dir,
    kept: e.kept ?? null,
    keptHolds: keptHolds(e),
    restoredAt: lastRestore(restoresOf(e))?.at ?? null,
    // The only copy of text found nowhere else that it keeps: retention never deletes it (sessions clean <id> does).
    onlyCopy: files ? { files: files.length, bytes: files.reduce((n, f) => n + f.bytes, 0) } : null,
  };
}

export function localTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function table(io: Io, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  for (const row of [header, ...rows])
    io.stdout.write(
      `${row
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd()}\n`,
    );
}

export function handleSessionsList(io: Io, opts: SessionsScope & { json?: boolean }): void {
  const places = sessionPlaces(io.env);
  const vault = opts.all ? undefined : currentVault(io, opts.vault);
  const entries = listSessions(places, vault);
  const only = sessionsWithOnlyCopies(entries);
  const byId = new Map(only.map((o) => [o.entry.id, o.files]));
  const rows = entries.map((e) => summaryRow(e, byId));
  if (opts.json) {
    printResult(io.stdout, { sessions: rows });
    return;
  }
  if (rows.length === 0) {
    io.stdout.write(`No sessions${vault ? ` of ${vault}` : ''} in ${places.root} or ${places.kept}.\n`);
    return;
  }
  // One vault: its name is in every row, so it is said once. All vaults: a column.
  if (vault) io.stdout.write(`Sessions of ${vault} (--all for every vault's):\n`);
  const header = [...(vault ? [] : ['VAULT']), 'ID', 'RITUAL', 'TARGET', 'STATUS', 'STARTED', 'TOOK', 'COST', 'WRITES', 'KEPT'];
  table(
    io,
    header,
    rows.map((r) => [
      ...(vault ? [] : [r.vault ?? '?']),
      r.id,
      r.ritual,
      r.target,
      r.status,
      localTime(r.started),
      r.durationMs === null ? '-' : formatMs(r.durationMs),
      `$${r.costUsd.toFixed(2)}`,
      String(r.writes),
      r.keptHolds,
    ]),
  );
  if (only.length) io.stdout.write(onlyCopiesKept(io, only, false));
}

/**
 * "2 sessions keep the only copy of text found nowhere else (4.1 kB: …); retention never deletes them:", each with its
 * notes, then how to delete one. `skill sessions` says it of every session listed, `sessions clean` of those past
 * their age that it left.
 */
export function onlyCopiesKept(io: Io, only: readonly KeptOnlyCopy[], pastAge: boolean): string {
  const bytes = only.reduce((n, o) => n + o.files.reduce((m, f) => m + f.bytes, 0), 0);
  const one = only.length === 1;
  const who = pastAge ? `${plural(only.length, 'kept session')} past ${one ? 'its' : 'their'} age` : plural(only.length, 'session');
  const lines = [
    `${who} ${one ? 'keeps' : 'keep'} the only copy of text found nowhere else (${formatBytes(bytes)}: text a forced restore displaced, staged changes never applied, or backups of text no longer in the vault verbatim); retention never deletes ${one ? 'it' : 'them'}:`,
    ...only.map((o) => `  ${o.entry.id}: ${describeFiles(o.files)}`),
    `To delete one, and that text with it: \`${io.command} sessions clean <id> --yes\`.`,
  ];
  return `${lines.join('\n')}\n`;
}

/** "Today.md (displaced), Plan.md (staged), Daily/2026-11-20.md": each note once, displaced and staged copies said. */
export function describeFiles(files: readonly OnlyCopyFile[]): string {
  const names = files.map((f) => `${f.note}${f.displaced ? ' (displaced)' : f.staged ? ' (staged, not applied)' : ''}`);
  return [...new Set(names)].join(', ');
}

export function handleSessionsPath(io: Io, ref: string, opts: SessionsScope = {}): void {
  io.stdout.write(`${lookupSession(io, ref, opts.vault).dir}\n`);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function readOptional(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function usageLines(state: SessionState): string[] {
  const usage = state.usage as Record<string, { input?: number; output?: number; cacheRead?: number; cacheWrite?: number }> | undefined;
  if (!usage || Object.keys(usage).length === 0) return ['no model calls'];
  return Object.entries(usage)
    .map(
      ([model, u]) =>
        `${model}: ${u.input ?? 0} in / ${u.output ?? 0} out / ${u.cacheRead ?? 0} cache read / ${u.cacheWrite ?? 0} cache write`,
    )
    .concat(state.costUsd !== undefined ? [`estimated cost: $${state.costUsd.toFixed(4)}`] : []);
}

/**
 * Shows text through the user's pager on a terminal ($PAGER, else `less -FRX`: -F prints what fits on one screen and
 * exits, -R keeps colours, -X leaves the text on the screen after quitting), else prints it.
 */
async function page(io: Io, text: string): Promise<void> {
  const argv = (io.env.PAGER || 'less -FRX').trim().split(/\s+/);
  if (!io.stdout.isTTY || argv[0] === '') {
    io.stdout.write(text);
    return;
  }
  const { runProgram } = await import('../../io/program.js');
  const env = Object.fromEntries(Object.entries(io.env).filter((e): e is [string, string] => e[1] !== undefined));
  const result = await runProgram({ argv, env, cwd: io.cwd, input: text, inheritOutput: true });
  if (result.error) io.stdout.write(text); // no pager: print instead
}

/** session.json's status, or `stopped` for a run whose process is gone, with where it stopped and why. */
function statusLine(io: Io, id: string, state: SessionState): string {
  const shown = shownStatus(state);
  if (shown === 'stopped') {
    return `stopped (session.json says ${state.status}, but its process ${state.pid} is gone: killed or crashed; ${io.command} run --resume ${id} goes on from there)`;
  }
  return `${shown}${state.stoppedIn ? ` (stopped in ${state.stoppedIn})` : ''}${state.error ? ` — ${state.error}` : ''}`;
}

/** "1 note put back, 1 left (conflict)": what one restore did. */
function restoreCounts(notes: readonly { action: string }[]): string {
  const count = (actions: string[]) => notes.filter((n) => actions.includes(n.action)).length;
  const parts = [
    [count(['restored', 'deleted']), 'put back'],
    [count(['unchanged']), 'already as before'],
    [count(['conflict']), 'left (changed since; --force restores it)'],
    [count(['failed']), 'failed'],
  ] as const;
  return (
    parts
      .filter(([n]) => n > 0)
      .map(([n, what], i) => `${i === 0 ? plural(n, 'note') : n} ${what}`)
      .join(', ') || 'nothing'
  );
}

/** The writes the journals of a session (and of its kept copy) record as made. */
function journalWrites(entry: SessionEntry): { path: string; action: string; hashAfter?: string | null }[] {
  return appliedWrites([entry.dir, ...(entry.kept && entry.kept !== entry.dir ? [entry.kept] : [])], undefined);
}

/** The session's writes, each applied one marked when a restore undid it (or could not). */
function writeLines(entry: SessionEntry, state: SessionState): string[] {
  let writes = state.writes as { relative?: string; path?: string; action?: string; reason?: string; hashAfter?: string | null }[];
  // session.json not updated after the writes (the run was killed): the journal has them.
  const journal = journalWrites(entry);
  if (journal.length > writes.filter((w) => w.action === 'created' || w.action === 'updated').length) {
    writes = journal.map((w) => ({
      ...w,
      relative: state.vault ? relative(state.vault, w.path) : w.path,
      reason: 'known from the journal: the run stopped before recording it',
    }));
  }
  if (writes.length === 0) return ['  none'];
  // The journal's time of each write: what a restore undid is decided by it (src/session/undo.ts).
  const at = new Map(appliedWrites(entry.dir, undefined).map((r) => [`${r.path}\0${r.hashAfter}`, r.at]));
  const restores = restoresOf(entry);
  return writes.map((w) => {
    let undo = '';
    if ((w.action === 'created' || w.action === 'updated') && w.path) {
      const write = { path: w.path, at: at.get(`${w.path}\0${w.hashAfter}`) };
      const by = undoneBy(write, restores);
      const trouble = by ? undefined : restoreTrouble(write, restores);
      if (by) undo = ` — undone ${localTime(by.at)}`;
      else if (trouble) undo = ` — not undone by the restore of ${localTime(trouble.at)}: ${trouble.reason}`;
    }
    return `  ${w.action ?? '?'} ${w.relative ?? w.path ?? '?'}${w.reason ? ` — ${w.reason}` : ''}${undo}`;
  });
}

export async function handleSessionsShow(
  io: Io,
  ref: string,
  opts: SessionsScope & { json?: boolean; transcript?: boolean },
): Promise<void> {
  const entry = lookupSession(io, ref, opts.vault);
  if (opts.transcript) {
    const jsonl = readOptional(join(entry.dir, 'transcript.jsonl'));
    if (jsonl === undefined)
      throw new BadInputError(`session ${entry.id} has no transcript (it ran offline or stopped before Claude was asked)`);
    return page(io, renderTranscript(jsonl));
  }
  const state = entry.state;
  const memory = readOptional(join(entry.dir, 'memory.md'));
  if (opts.json) return printResult(io.stdout, { path: entry.dir, kept: entry.kept ?? null, state: state ?? null, memory: memory ?? null });
  const out: string[] = [];
  out.push(`session ${entry.id}`, `  path     ${entry.temp ?? '(cleared from the temp dir)'}`);
  if (entry.kept) {
    const holds = keptHolds(entry);
    out.push(`  kept     ${entry.kept} (${holds === '-' ? 'nothing to undo or apply' : holds})`);
  }
  if (state) {
    out.push(`  ritual   ${state.ritual} ${state.args.join(' ')}`.trimEnd());
    out.push(
      `  target   ${targetLabel(state.target)} (${state.target.start}${state.target.end !== state.target.start ? ` to ${state.target.end}` : ''})`,
    );
    out.push(`  status   ${statusLine(io, entry.id, state)}`);
    out.push(`  started  ${localTime(state.startedAt)}${state.durationMs !== undefined ? `, took ${formatMs(state.durationMs)}` : ''}`);
    for (const e of restoresOf(entry))
      out.push(
        `  restored ${localTime(e.at)} (sessions restore${e.notes.some((n) => n.reason?.startsWith('known from the journal')) ? ', stopped before recording it: known from its journal' : ''}): ${restoreCounts(e.notes)}`,
      );
    out.push('', 'tasks');
    for (const t of state.tasks) {
      const serves = t.needs.length ? `need ${t.needs.map((n) => n + 1).join(', ')}` : 'dependency';
      out.push(`  ${outcomeMark(t)} ${t.id.padEnd(16)} ${t.sub}#${t.entry} (${serves}) — ${t.error ?? t.summary}`);
    }
    for (const n of state.needs.filter((x) => x.status === 'unmatched'))
      out.push(`  ${STATUS_MARK.unmatched} not understood: “${n.text}” — ${n.reason ?? ''}`);
    for (const n of state.needs.filter((x) => x.status === 'partly'))
      out.push(
        `  ${STATUS_MARK.partly} only partly understood: “${n.text}” — ${(n.unexplained ?? []).map((w) => `“${w}”`).join(', ')} not read, so not gathered`,
      );
    out.push('', renderTimeline(state.tasks).trimEnd());
    out.push('', 'writes');
    out.push(...writeLines(entry, state));
    out.push('', 'model usage', ...usageLines(state).map((l) => `  ${l}`));
  } else {
    out.push('  (session.json is missing or unreadable)');
  }
  const noMemory = entry.temp
    ? '(no memory.md: the run stopped before gathering finished)'
    : '(no memory.md: it went with the session folder; the kept copy holds only the undo and the staged changes)';
  out.push('', '── memory.md ──', memory ?? noMemory);
  io.stdout.write(`${out.join('\n').trimEnd()}\n`);
}
