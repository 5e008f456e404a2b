/**
 * memory.md: the session's table of contents (DESIGN.md contract). A pure function of the run's values: the same
 * inputs always render the same text, which is what the golden tests hold it to.
 *
 * Every vault reference is one line: a bold label, the full absolute path, ✓ or ✗, and for ✗ what to do. The marks
 * (✓ found, ✗ missing, ⚠ partly) are src/text/marks.ts's, which `skill sessions show` and the gather progress use too.
 */
import type { Plan, Task } from '../plan/types.js';
import { needCounts } from '../plan/describe.js';
import { basesWords, notesQueryOfTask } from '../plan/notes-query.js';
import { declaredOutput } from '../plan/outputs.js';
import type { Ref, TaskRecord } from './records.js';
import { describeTarget, formatLongDate, ignoredTimeNote, targetLabel } from '../time/render.js';
import { periodOfLabel } from '../time/period.js';
import { boldLabel, oneLineSafe, pathOnOneLine } from '../text/line.js';
import { MARK, refMark } from '../text/marks.js';
import { byCodeUnit } from '../text/order.js';

export interface MemoryInput {
  ritual: string;
  sessionDir: string;
  plan: Plan;
  records: readonly TaskRecord[];
  /** Vault paths the write phase will write: a missing one says "will create". */
  writeTargets?: ReadonlySet<string>;
}

function verb(ritual: string): string {
  if (/review|retro|reflect/i.test(ritual)) return 'Reviewing';
  if (/plan/i.test(ritual)) return 'Planning for';
  return 'Target';
}

function rangeWords(task: Task): string | undefined {
  if (!task.range) return undefined;
  const { start, end } = task.range;
  const span = start === end ? formatLongDate(start) : `${start} to ${end}`;
  return task.days && task.range && task.days.length !== daysIn(start, end) ? `${span}, workdays` : span;
}

function daysIn(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

function heading(task: Task): string {
  // The general notes query reads as the Bases filter it runs, whether it finds notes or not (issue 22, item 5).
  if (task.sub === 'resolve-notes' && task.entry === 'query') return `Notes where ${basesWords(notesQueryOfTask(task))}`;
  const qualifiers: string[] = [];
  for (const value of Object.entries(task.params)
    .filter(([k, v]) => Array.isArray(v) && !['kind'].includes(k))
    .flatMap(([, v]) => v as string[]))
    qualifiers.push(value);
  // The range is worth a mention only when scope words chose it ("prior week"); the target is in the title already.
  const range = task.basis && task.basis !== 'target' ? rangeWords(task) : undefined;
  if (range) qualifiers.push(range);
  return qualifiers.length ? `${task.group} (${qualifiers.join(' · ')})` : task.group;
}

/** A fetch task's title, with its range when that is not the target's (the prior week's calendar on a day). */
function fetchTitle(task: Task, target: { start: string; end: string }): string {
  const range = task.range && (task.range.start !== target.start || task.range.end !== target.end) ? rangeWords(task) : undefined;
  return range ? `${task.group}, ${range}` : task.group;
}

function refLine(ref: Ref, willCreate: boolean): string {
  const status = ref.exists
    ? refMark(ref)
    : `${refMark(ref)} (${willCreate ? 'new — will create' : oneLineSafe(ref.missing ?? 'missing')})`;
  const detail = ref.detail ? ` ${oneLineSafe(ref.detail)}` : '';
  return `- ${boldLabel(ref.label)}: ${pathOnOneLine(ref.path)} ${status}${detail}`;
}

/** A task that serves only needs read in part: what it gathered is marked ⚠, with the words left out. */
function partlyNote(task: Task, plan: Plan): string | undefined {
  const needs = task.needs.map((i) => plan.needs[i]!).filter(Boolean);
  if (needs.length === 0 || needs.some((n) => n.status === 'understood')) return undefined;
  return `- ${MARK.partly} gathered for a need only partly understood: ${needs.map((n) => `“${oneLineSafe(n.text)}” (not understood: ${n.unexplained.map((w) => `“${oneLineSafe(w)}”`).join(', ')})`).join('; ')}`;
}

function failure(record: TaskRecord | undefined): string | undefined {
  if (!record || record.outcome.status === 'ok') return undefined;
  return `${record.outcome.status === 'timeout' ? 'timed out' : record.outcome.status}: ${oneLineSafe(record.outcome.error ?? record.outcome.summary)}`;
}

export function renderMemoryMd(input: MemoryInput): string {
  const { plan } = input;
  const t = plan.resolution;
  const records = new Map(input.records.map((r) => [r.id, r]));
  const timeNote = ignoredTimeNote(t);
  const external = externalDataLines(plan, records);
  const vault = vaultFileLines(plan, records, input.writeTargets ?? new Set<string>());
  const out = [
    `# Session Memory: ${plan.ritual} (${targetLabel(t)})`,
    '',
    `${verb(plan.ritual)}: ${describeTarget(t)} (${oneLineSafe(t.relative)}${timeNote ? `; ${timeNote}` : ''})`,
    '',
    `Session folder: ${pathOnOneLine(input.sessionDir)}`,
    '',
    ...external.lines,
    ...vault.lines,
    ...notAvailableLines(plan, [...external.unavailable, ...vault.unavailable]),
  ];
  const failedTasks = input.records.filter((r) => r.outcome.status !== 'ok').length;
  out.push('## Summary', '');
  out.push(
    `- Found: ${external.found} session file${external.found === 1 ? '' : 's'}, ${vault.found} vault file${vault.found === 1 ? '' : 's'}`,
  );
  out.push(
    `- Missing notes: ${vault.missing.length ? `${vault.missing.length} (${inTimeOrder(vault.missing).map(oneLineSafe).join(', ')})` : 'none'}`,
  );
  out.push(`- ${needCounts(plan.needs)}; tasks: ${input.records.length - failedTasks} of ${input.records.length} succeeded`);
  out.push('- Read the files you need with their full paths; nothing from the vault was copied here.');
  return `${out.join('\n')}\n`;
}

type Records = ReadonlyMap<string, TaskRecord>;
interface Section {
  lines: string[];
  /** Files found (session files, or vault notes that exist). */
  found: number;
  /** What could not be had, with why, for "Not Available". */
  unavailable: string[];
}

/** External data: every fetch task's session files, asked for or needed by another task. */
function externalDataLines(plan: Plan, records: Records): Section {
  const t = plan.resolution;
  const fetches = plan.tasks.filter((task) => task.kind === 'fetch');
  const out: string[] = ['## External Data Available', ''];
  const unavailable: string[] = [];
  let found = 0;
  if (fetches.length === 0) out.push('No external data was needed.', '');
  for (const task of fetches) {
    const record = records.get(task.id);
    const name = declaredOutput(task);
    out.push(`### ${fetchTitle(task, t)} (${name})`);
    const failed = failure(record);
    const files = record?.outcome.files ?? [];
    if (failed || files.length === 0) {
      const why = failed ?? 'no file written';
      out.push(`- ${boldLabel(name)}: unavailable — ${why}`, '');
      unavailable.push(`${fetchTitle(task, t)} (${name}) — ${why}`);
      continue;
    }
    for (const file of files) {
      found++;
      out.push(`- ${boldLabel(file.name)}: ${pathOnOneLine(file.path)} ${MARK.found}`);
      out.push(`${oneLineSafe(file.summary)}${file.preview.length ? ':' : ''}`);
      for (const line of file.preview) out.push(`- ${oneLineSafe(line)}`);
    }
    for (const w of record?.outcome.warnings ?? []) out.push(`- ${MARK.partly} ${oneLineSafe(w)}`);
    const partly = partlyNote(task, plan);
    if (partly) out.push(partly);
    if (task.needs.length === 0)
      out.push(
        `(fetched for: ${plan.tasks
          .filter((d) => d.dependsOn.includes(task.id))
          .map((d) => d.group)
          .join(', ')})`,
      );
    out.push('');
  }
  return { lines: out, found, unavailable };
}

/** Vault references, grouped; tasks made only as dependencies (the notes a mention search read) stay in plan.md. */
function vaultFileLines(plan: Plan, records: Records, targets: ReadonlySet<string>): Section & { missing: string[] } {
  const out: string[] = ['## Vault Files Available', ''];
  const groups = new Map<string, string[]>();
  const unavailable: string[] = [];
  const missing: string[] = [];
  let found = 0;
  for (const task of plan.tasks.filter((x) => x.kind === 'resolve' && x.needs.length > 0)) {
    const title = heading(task);
    const lines = groups.get(title) ?? [];
    const record = records.get(task.id);
    const failed = failure(record);
    if (failed) {
      lines.push(`- ${MARK.missing} ${task.title}: ${failed}`);
      unavailable.push(`${task.title} — ${failed}`);
    }
    for (const ref of record?.outcome.refs ?? []) {
      lines.push(refLine(ref, !ref.exists && targets.has(ref.path)));
      if (ref.exists) found++;
      else if (!task.optional && !targets.has(ref.path)) missing.push(ref.label);
    }
    for (const w of record?.outcome.warnings ?? []) lines.push(`- ${MARK.partly} ${oneLineSafe(w)}`);
    const partly = partlyNote(task, plan);
    if (partly) lines.push(partly);
    if (!failed && (record?.outcome.refs ?? []).length === 0) lines.push(`- (none: ${oneLineSafe(record?.outcome.summary ?? 'not run')})`);
    groups.set(title, lines);
  }
  if (groups.size === 0) out.push('No vault files were needed.', '');
  for (const [title, lines] of groups) out.push(`### ${title}`, ...lines, '');
  return { lines: out, found, unavailable, missing };
}

/** Needs not (or only partly) understood, and what could not be had. */
function notAvailableLines(plan: Plan, unavailable: readonly string[]): string[] {
  const unmatched = plan.needs.filter((n) => n.status === 'unmatched');
  const partly = plan.needs.filter((n) => n.status === 'partly');
  if (unmatched.length === 0 && partly.length === 0 && unavailable.length === 0) return [];
  const out = ['## Not Available', ''];
  for (const n of unmatched)
    out.push(`- ${MARK.missing} “${oneLineSafe(n.text)}” — not understood: ${oneLineSafe(n.reason ?? 'no sub-skill serves it')}`);
  for (const n of partly)
    out.push(
      `- ${MARK.partly} “${oneLineSafe(n.text)}” — only partly understood: ${n.unexplained.map((w) => `“${oneLineSafe(w)}”`).join(', ')} not read, so not gathered`,
    );
  for (const u of unavailable) out.push(`- ${MARK.missing} ${u}`);
  out.push('');
  return out;
}

/**
 * Missing notes in the order of time: period labels (days, weeks, months, quarters, years) by their first day, a
 * longer period before the shorter ones it starts with (2026-Q1, then 2026-01); other labels (people) after them,
 * as found. Several tasks each add their own, so the order found jumps back and forth.
 */
export function inTimeOrder(labels: readonly string[]): string[] {
  const dated = labels.map((label, i) => ({ label, i, range: periodOfLabel(label) }));
  return dated
    .sort((a, b) => {
      if (!a.range || !b.range) return a.range ? -1 : b.range ? 1 : a.i - b.i;
      return byCodeUnit(a.range.start, b.range.start) || byCodeUnit(b.range.end, a.range.end) || a.i - b.i;
    })
    .map((x) => x.label);
}
