/**
 * `skill sessions`: the retained session directories, for a person to inspect what a ritual saw and did.
 * list | show <id> | path <id> | clean [--keep N]   (apply and restore live in sessions-writes.ts)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Io } from '../../io/io.js';
import { printResult } from '../json.js';
import { defaultSessionRoot } from '../../session/root.js';
import { listSessions, pruneSessions, type SessionEntry } from '../../session/retention.js';
import { findSession } from '../../session/lookup.js';
import { formatMs, renderTimeline } from '../../session/timeline.js';
import type { SessionState } from '../../session/state.js';
import { targetLabel } from '../../time/render.js';
import { renderTranscript } from '../../session/transcript-view.js';
import { BadInputError, quote } from '../../errors.js';

function summaryRow(e: SessionEntry) {
  const s = e.state;
  return {
    id: e.id,
    ritual: s?.ritual ?? '?',
    target: s ? targetLabel(s.target) : '?',
    status: s?.status ?? 'unreadable',
    started: e.started,
    durationMs: s?.durationMs ?? null,
    costUsd: s?.costUsd ?? 0,
    writes: s?.writes.length ?? 0,
    path: e.dir,
  };
}

function localTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function handleSessionsList(io: Io, opts: { json?: boolean }): void {
  const rows = listSessions(defaultSessionRoot(io.env)).map(summaryRow);
  if (opts.json) return printResult(io.stdout, { sessions: rows });
  if (rows.length === 0) {
    io.stdout.write(`No sessions in ${defaultSessionRoot(io.env)}.\n`);
    return;
  }
  const header = ['ID', 'RITUAL', 'TARGET', 'STATUS', 'STARTED', 'TOOK', 'COST', 'WRITES'];
  const table = rows.map((r) => [
    r.id, r.ritual, r.target, r.status, localTime(r.started),
    r.durationMs === null ? '-' : formatMs(r.durationMs), `$${r.costUsd.toFixed(2)}`, String(r.writes),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  for (const row of [header, ...table]) io.stdout.write(`${row.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd()}\n`);
}

export function handleSessionsPath(io: Io, ref: string): void {
  io.stdout.write(`${findSession(defaultSessionRoot(io.env), ref).dir}\n`);
}

export function handleSessionsClean(io: Io, opts: { keep?: string }): void {
  const keep = opts.keep === undefined ? 10 : Number(opts.keep);
  if (!Number.isInteger(keep) || keep < 0) throw new BadInputError(`--keep ${quote(String(opts.keep))} should be a whole number, 0 or more`);
  const removed = pruneSessions(defaultSessionRoot(io.env), keep);
  io.stdout.write(`Removed ${removed.length} session${removed.length === 1 ? '' : 's'}; kept the newest ${keep} and any still running.\n`);
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
  return Object.entries(usage).map(([model, u]) =>
    `${model}: ${u.input ?? 0} in / ${u.output ?? 0} out / ${u.cacheRead ?? 0} cache read / ${u.cacheWrite ?? 0} cache write`,
  ).concat(state.costUsd !== undefined ? [`estimated cost: $${state.costUsd.toFixed(4)}`] : []);
}

/** Shows text through the user's pager on a terminal ($PAGER, else less -R), else prints it. */
async function page(io: Io, text: string): Promise<void> {
  const argv = (io.env.PAGER || 'less -R').trim().split(/\s+/);
  if (!io.stdout.isTTY || argv[0] === '') {
    io.stdout.write(text);
    return;
  }
  const { runProgram } = await import('../../io/program.js');
  const env = Object.fromEntries(Object.entries(io.env).filter((e): e is [string, string] => e[1] !== undefined));
  const result = await runProgram({ argv, env, cwd: io.cwd, input: text, inheritOutput: true });
  if (result.error) io.stdout.write(text); // no pager: print instead
}

export async function handleSessionsShow(io: Io, ref: string, opts: { json?: boolean; transcript?: boolean }): Promise<void> {
  const entry = findSession(defaultSessionRoot(io.env), ref);
  if (opts.transcript) {
    const jsonl = readOptional(join(entry.dir, 'transcript.jsonl'));
    if (jsonl === undefined) throw new BadInputError(`session ${entry.id} has no transcript (it ran offline or stopped before Claude was asked)`);
    return page(io, renderTranscript(jsonl));
  }
  const state = entry.state;
  const memory = readOptional(join(entry.dir, 'memory.md'));
  if (opts.json) return printResult(io.stdout, { path: entry.dir, state: state ?? null, memory: memory ?? null });
  const out: string[] = [];
  out.push(`session ${entry.id}`, `  path     ${entry.dir}`);
  if (state) {
    out.push(`  ritual   ${state.ritual} ${state.args.join(' ')}`.trimEnd());
    out.push(`  target   ${targetLabel(state.target)} (${state.target.start}${state.target.end !== state.target.start ? ` to ${state.target.end}` : ''})`);
    out.push(`  status   ${state.status}${state.stoppedIn ? ` (stopped in ${state.stoppedIn})` : ''}${state.error ? ` — ${state.error}` : ''}`);
    out.push(`  started  ${localTime(state.startedAt)}${state.durationMs !== undefined ? `, took ${formatMs(state.durationMs)}` : ''}`);
    out.push('', 'tasks');
    for (const t of state.tasks) {
      const serves = t.needs.length ? `need ${t.needs.map((n) => n + 1).join(', ')}` : 'dependency';
      out.push(`  ${t.status === 'ok' ? '✓' : '✗'} ${t.id.padEnd(16)} ${t.sub}#${t.entry} (${serves}) — ${t.error ?? t.summary}`);
    }
    for (const n of state.needs.filter((x) => x.status === 'unmatched')) out.push(`  ✗ not understood: “${n.text}” — ${n.reason ?? ''}`);
    out.push('', renderTimeline(state.tasks).trimEnd());
    out.push('', 'writes');
    if (state.writes.length === 0) out.push('  none');
    for (const w of state.writes as { relative?: string; path?: string; action?: string; reason?: string }[]) {
      out.push(`  ${w.action ?? '?'} ${w.relative ?? w.path ?? '?'}${w.reason ? ` — ${w.reason}` : ''}`);
    }
    out.push('', 'model usage', ...usageLines(state).map((l) => `  ${l}`));
  } else {
    out.push('  (session.json is missing or unreadable)');
  }
  out.push('', '── memory.md ──', memory ?? '(no memory.md: the run stopped before gathering finished)');
  io.stdout.write(`${out.join('\n').trimEnd()}\n`);
}
