/**
 * The built-in `references` handler: vault notes by kind, returned as full paths with found/missing status.
 * Nothing is copied into the session.
 */
import { existsSync, realpathSync, statSync } from 'node:fs';
import { noteCache, type NoteCache } from '../../cache/note-cache.js';
import { isAbsolute, join } from 'node:path';
import type { NoteKind, PeriodKind } from '../../vault/config.js';
import { captivePath, periodicNotes } from '../../vault/layout.js';
import { walkFiles } from '../../vault/walk.js';
import { daysBetween, formatIsoWeek, isoWeekOf, quarterOf } from '../../time/calendar.js';
import type { HandlerResult, Ref, TaskInput } from '../types.js';
import { dateField, readNote, wikiLinks, type WikiLink } from './notes.js';
import { findPerson, loadPeople, suggestedPath } from './people.js';
import { findProject, loadProjects, type Project } from './projects.js';

const NOTE_KINDS: readonly NoteKind[] = ['today', 'week', 'month', 'quarter', 'year'];
const PERIOD_KINDS: readonly PeriodKind[] = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'];

/** The run's cache of people and project fields, when the run keeps one. */
function notesCacheOf(input: TaskInput): NoteCache | undefined {
  if (input.cacheDir === undefined) return undefined;
  try {
    return noteCache(input.cacheDir, realpathSync(input.vault));
  } catch {
    return undefined;
  }
}

function param(input: TaskInput, name: string): string | undefined {
  const v = input.task.params[name];
  return Array.isArray(v) ? v[0] : v;
}

function paramList(input: TaskInput, name: string): string[] {
  const v = input.task.params[name];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The notes a task found, as data for tasks that read them (mentions of people and projects). */
export interface NotesData {
  notes: { label: string; path: string }[];
}

function captive(input: TaskInput): HandlerResult {
  const note = param(input, 'note') as NoteKind;
  if (!NOTE_KINDS.includes(note)) throw new Error(`unknown captive note "${note}"`);
  const path = captivePath(input.vault, input.config.layout, note);
  const exists = isFile(path);
  const label = input.config.layout.captive[note].split('/').pop()!;
  const ref: Ref = { label, path, exists, ...(exists ? {} : { missing: input.task.missing ?? 'not found' }) };
  if (exists) {
    // Working notes are reused period after period: say which period the file is about when it is not the target's.
    const fm = readNote(path)?.frontmatter ?? {};
    const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
    const stamp = dateField(fm.date) ?? text(fm.week) ?? text(fm.month) ?? text(fm.quarter) ?? text(fm.year);
    const t = input.resolution;
    const current = [t.target_date, t.week, t.target_date.slice(0, 7), `${t.target_date.slice(0, 4)}-Q${quarterOf(t.target_date)}`, t.target_date.slice(0, 4)];
    if (stamp && !current.includes(stamp) && !(stamp >= t.start && stamp <= t.end)) ref.detail = `(about ${stamp})`;
  }
  return { summary: exists ? 'found' : 'missing', refs: [ref], data: { notes: exists ? [{ label, path }] : [] } satisfies NotesData };
}

function periodic(input: TaskInput): HandlerResult {
  const period = param(input, 'period') as PeriodKind;
  if (!PERIOD_KINDS.includes(period)) throw new Error(`unknown period "${period}"`);
  const days = input.task.days ?? [input.resolution.target_date];
  const notes = periodicNotes(input.vault, input.config.layout, period, days);
  const refs: Ref[] = notes.map((n) => {
    const exists = isFile(n.path);
    return { label: n.label, path: n.path, exists, ...(exists ? {} : { missing: input.task.missing ?? 'not found' }) };
  });
  const found = refs.filter((r) => r.exists);
  return {
    summary: `${found.length} of ${refs.length} found`,
    refs,
    data: { notes: found.map((r) => ({ label: r.label, path: r.path })) } satisfies NotesData,
  };
}

function directives(input: TaskInput): HandlerResult {
  const folder = join(input.vault, input.config.layout.directives);
  const files = existsSync(folder) ? walkFiles(folder) : [];
  if (files.length === 0) {
    return { summary: 'none', refs: [{ label: 'Directives', path: folder, exists: false, missing: input.task.missing ?? 'not found' }] };
  }
  const refs = files.map((rel) => ({ label: rel.replace(/\.md$/i, ''), path: join(folder, rel), exists: true }));
  return { summary: `${refs.length} found`, refs, data: { notes: refs } satisfies NotesData };
}

/** Notes the task's dependencies found, plus the working note about the same day or week. */
function notesInScope(input: TaskInput): { label: string; path: string }[] {
  const notes: { label: string; path: string }[] = [];
  for (const dep of input.task.dependsOn) {
    const data = input.deps.get(dep)?.data as Partial<NotesData> | undefined;
    if (data?.notes) notes.push(...data.notes);
  }
  const range = input.task.range;
  if (range) {
    const kind: NoteKind | undefined = range.start === range.end ? 'today' : daysBetween(range.start, range.end) === 6 ? 'week' : undefined;
    if (kind) {
      const path = captivePath(input.vault, input.config.layout, kind);
      const fm = isFile(path) ? readNote(path)?.frontmatter : undefined;
      const about = kind === 'today' ? dateField(fm?.date) : typeof fm?.week === 'string' ? fm.week : undefined;
      const wanted = kind === 'today' ? range.start : formatIsoWeek(isoWeekOf(range.start));
      if (about === wanted && !notes.some((n) => n.path === path)) notes.push({ label: kind === 'today' ? 'Today.md' : 'Week.md', path });
    }
  }
  return notes;
}

function linksIn(notes: { label: string; path: string }[]): { link: WikiLink; from: string }[] {
  return notes.flatMap((n) => wikiLinks(readNote(n.path)?.body ?? '').map((link) => ({ link, from: n.label })));
}

/** Minimal shape of calendar events this handler reads (the calendar task's data). */
interface EventLike {
  title: string;
  date: string;
  attendees: { name?: string; email?: string }[];
  oneOnOne?: { name: string; email?: string };
}

function nameFromEmail(email: string): string {
  return email.split('@')[0]!.split(/[._-]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
}

function people(input: TaskInput): HandlerResult {
  const index = loadPeople(join(input.vault, input.config.layout.people), notesCacheOf(input));
  const sources = paramList(input, 'source');
  const found = new Map<string, { ref: Ref; reasons: string[] }>();
  // Read (every project note) only when a name-shaped link needs telling apart from a project: most runs never do.
  let projectsList: Project[] | undefined;
  const isProject = (name: string) => findProject((projectsList ??= loadProjects(input.vault, input.config.layout, notesCacheOf(input))), name) !== undefined;
  const note = (name: string, reason: string, peopleLink = false) => {
    const person = findPerson(index, name);
    // An unknown [[link]] counts as a person only when it points into the people folder, or reads like a name
    // ("Jonas Weber") and is not a project: "[[Platform migration]]" or "[[2026-11-10]]" are not people.
    if (!person && !peopleLink && reason.startsWith('mentioned') && (!looksLikeName(name) || isProject(name))) return;
    const path = person?.path ?? suggestedPath(index, name);
    const entry = found.get(path) ?? {
      ref: { label: person?.name ?? name, path, exists: Boolean(person), ...(person ? {} : { missing: input.task.missing ?? 'no file' }) },
      reasons: [],
    };
    if (!entry.reasons.includes(reason)) entry.reasons.push(reason);
    found.set(path, entry);
  };
  const warnings: string[] = [];

  if (sources.includes('one-on-one') || sources.includes('attendees')) {
    const calendarDep = input.task.dependsOn.map((d) => input.deps.get(d)).find((o) => (o?.data as { events?: unknown })?.events);
    const events = ((calendarDep?.data as { events?: EventLike[] })?.events ?? []);
    if (!calendarDep) warnings.push('calendar unavailable: people from meetings could not be found');
    for (const e of events) {
      const day = e.date;
      if (e.oneOnOne && sources.includes('one-on-one')) note(e.oneOnOne.name, `1:1 on ${day}`);
      if (sources.includes('attendees')) {
        for (const a of e.attendees) {
          const name = a.name ?? (a.email ? nameFromEmail(a.email) : undefined);
          if (name) note(name, `${e.title} on ${day}`);
        }
      }
    }
  }
  if (sources.includes('mentions')) {
    const peopleFolder = input.config.layout.people.toLowerCase();
    for (const { link, from } of linksIn(notesInScope(input))) {
      note(link.name, `mentioned in ${from}`, link.target.toLowerCase().startsWith(`${peopleFolder}/`));
    }
  }
  const refs = [...found.values()].map(({ ref, reasons }) => ({ ...ref, detail: `(${summariseReasons(reasons)})` }));
  refs.sort((a, b) => Number(b.exists) - Number(a.exists) || a.label.localeCompare(b.label));
  const have = refs.filter((r) => r.exists).length;
  return { summary: refs.length ? `${have} of ${refs.length} people found` : 'no people', refs, ...(warnings.length ? { warnings } : {}) };
}

/** Two to four capitalised words of letters: how people's names look in links. */
export function looksLikeName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length >= 2 && words.length <= 4 && words.every((w) => /^\p{Lu}(?:['’]\p{Lu})?\p{Ll}+(?:(?:[-'’]?\p{Lu}|[-'’])\p{Ll}+)*$/u.test(w));
}

function summariseReasons(reasons: string[]): string {
  return reasons.length <= 3 ? reasons.join('; ') : `${reasons.slice(0, 3).join('; ')}; +${reasons.length - 3} more`;
}

function projectDetail(p: Project, targetDate: string): string {
  const parts = [p.archived ? 'archived folder' : (p.status ?? 'no status')];
  if (p.endDate && p.active) {
    const days = daysBetween(targetDate, p.endDate);
    parts.push(days < 0 ? `overdue since ${p.endDate}` : days <= 14 ? `due ${p.endDate}, in ${days} day${days === 1 ? '' : 's'}` : `due ${p.endDate}`);
  }
  return parts.join(', ');
}

function projects(input: TaskInput): HandlerResult {
  const all = loadProjects(input.vault, input.config.layout, notesCacheOf(input));
  const filters = paramList(input, 'filter');
  const chosen = new Map<string, { project: Project; reasons: string[] }>();
  const add = (p: Project, reason: string) => {
    const entry = chosen.get(p.path) ?? { project: p, reasons: [] };
    if (!entry.reasons.includes(reason)) entry.reasons.push(reason);
    chosen.set(p.path, entry);
  };
  if (filters.includes('active')) for (const p of all.filter((x) => x.active)) add(p, 'active');
  if (filters.includes('mentioned')) {
    for (const { link, from } of linksIn(notesInScope(input))) {
      const p = findProject(all, link.name);
      if (p) add(p, `mentioned in ${from}`);
    }
  }
  const refs: Ref[] = [...chosen.values()]
    .sort((a, b) => (a.project.endDate ?? '9999').localeCompare(b.project.endDate ?? '9999') || a.project.slug.localeCompare(b.project.slug))
    .map(({ project, reasons }) => ({
      label: project.title,
      path: project.path,
      exists: true,
      detail: `(${[projectDetail(project, input.resolution.target_date), ...reasons.filter((r) => r !== 'active').slice(0, 2)].join('; ')})`,
    }));
  return { summary: `${refs.length} project${refs.length === 1 ? '' : 's'}`, refs, data: { projects: [...chosen.values()].map((c) => c.project) } };
}

export async function resolveReferences(input: TaskInput): Promise<HandlerResult> {
  const kind = param(input, 'kind');
  switch (kind) {
    case 'captive': return captive(input);
    case 'periodic': return periodic(input);
    case 'directives': return directives(input);
    case 'people': return people(input);
    case 'projects': return projects(input);
    case 'glob': return glob(input);
    default: throw new Error(`resolve-references has no kind "${kind ?? '(none)'}"`);
  }
}

/** `kind: glob` with `pattern:` — any set of vault notes a user sub-skill names (e.g. "02_Areas/Insights/*.md"). */
async function glob(input: TaskInput): Promise<HandlerResult> {
  const pattern = param(input, 'pattern');
  if (!pattern) throw new Error('kind: glob needs a pattern: parameter');
  if (isAbsolute(pattern) || pattern.split('/').includes('..')) throw new Error(`pattern "${pattern}" must stay inside the vault`);
  const fg = (await import('fast-glob')).default;
  const files = (await fg(pattern, { cwd: input.vault, onlyFiles: true, dot: false, followSymbolicLinks: false })).sort();
  const refs = files.map((rel) => ({ label: rel.replace(/\.md$/i, ''), path: join(input.vault, rel), exists: true }));
  return { summary: `${refs.length} found`, refs, data: { notes: refs } satisfies NotesData };
}
