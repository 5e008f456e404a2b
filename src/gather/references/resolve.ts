/**
 * The built-in `references` handler: vault notes by kind, returned as full paths with found/missing status.
 * Nothing is copied into the session.
 */
import { statSync } from 'node:fs';
import { readNoteText } from '../../vault/note-size.js';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import { isPeopleFolder, peopleFolder, profileOf, profilePeople, profileProjects } from '../vault-profile.js';
import type { VaultProfile } from '../../vault/profile.js';
import type { NoteKind, PeriodKind } from '../../vault/config.js';
import { captivePath, periodicFolder, periodicNotes, periodLabel, WORKING_PERIOD, workingNote } from '../../vault/layout.js';
import { walkFiles } from '../../vault/walk.js';
import { daysBetween, formatIsoWeek, isoWeekOf, quarterOf } from '../../time/calendar.js';
import type { HandlerResult, Ref, TaskInput } from '../types.js';
import { param, paramList } from '../task-params.js';
import { vaultViews, type VaultView, type VaultViews } from '../vault-view.js';
import { nameFromEmail } from '../calendar/people.js';
import { parseLinks, type NoteLink } from './links.js';
import { dateField, readNote } from './notes.js';
import {
  describeMatch,
  findPerson,
  isPeopleProperty,
  isPersonNote,
  lastFirst,
  matchPerson,
  suggestedPath,
  type PeopleIndex,
  type Person,
} from './people.js';
import { findProject, type Project } from './projects.js';
import { byCodeUnit } from '../../text/order.js';

const NOTE_KINDS: readonly NoteKind[] = ['today', 'week', 'month', 'quarter', 'year'];
const PERIOD_KINDS: readonly PeriodKind[] = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'];

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The notes a task found, as data for tasks that read them (mentions of people and projects). */
interface NotesData {
  notes: { label: string; path: string }[];
}

function captive(input: TaskInput): HandlerResult {
  const note = param(input, 'note') as NoteKind;
  if (!NOTE_KINDS.includes(note)) throw new Error(`unknown captive note "${note}"`);
  const working = workingNote(input.vault, input.config.layout, note, input.resolution.target_date);
  const { path, label } = working;
  const exists = isFile(path);
  let missing = input.task.missing ?? 'not found';
  if (!exists && working.period) {
    const folder = periodicFolder(input.config.layout.periodic[working.period.kind]);
    if (!isDir(join(input.vault, folder)))
      missing += ` — the ${working.period.kind} notes folder ${folder || '(vault root)'} does not exist (${input.config.layout.origins[working.period.kind]})`;
  } else if (!exists && !isDir(dirname(path))) {
    missing += ` — the working-notes folder ${relative(input.vault, dirname(path))} does not exist (${input.config.layout.origins.workingNotes})`;
  }
  const ref: Ref = { label, path, exists, ...(exists ? {} : { missing }) };
  if (exists && !working.period) {
    // Working notes are reused period after period: say which period the file is about when it is not the target's.
    const fm = readNote(path)?.frontmatter ?? {};
    const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
    const stamp = dateField(fm.date) ?? text(fm.week) ?? text(fm.month) ?? text(fm.quarter) ?? text(fm.year);
    const t = input.resolution;
    const current = [
      t.target_date,
      t.week,
      t.target_date.slice(0, 7),
      `${t.target_date.slice(0, 4)}-Q${quarterOf(t.target_date)}`,
      t.target_date.slice(0, 4),
    ];
    if (stamp && !current.includes(stamp) && !(stamp >= t.start && stamp <= t.end)) ref.detail = `(about ${stamp})`;
  }
  // In a vault without working notes, the periodic note stands in: say so, the ritual's prose names Today.md.
  if (working.period)
    ref.detail = `(stands in for ${input.config.layout.captive[note].split('/').pop()}: this vault's working notes are its periodic notes)`;
  return { summary: exists ? 'found' : 'missing', refs: [ref], data: { notes: exists ? [{ label, path }] : [] } satisfies NotesData };
}

const STAMP_KEY: Record<PeriodKind, string> = { daily: 'date', weekly: 'week', monthly: 'month', quarterly: 'quarter', yearly: 'year' };

/**
 * The working note that holds a period not archived yet: Week.md whose frontmatter says `week: 2026-W48` is that
 * week's note until it is archived (and Today.md with `date:` that day's). Only what the note itself declares.
 */
function workingStandIn(input: TaskInput, period: PeriodKind): { path: string; name: string; stamp: string } | undefined {
  const layout = input.config.layout;
  if (layout.workingNotes !== 'captive') return undefined;
  const note = NOTE_KINDS.find((k) => WORKING_PERIOD[k] === period)!;
  const path = captivePath(input.vault, layout, note);
  if (!isFile(path)) return undefined;
  const value = readNote(path)?.frontmatter[STAMP_KEY[period]];
  const stamp = period === 'daily' ? dateField(value) : typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  return stamp === undefined ? undefined : { path, name: basename(path), stamp };
}

function periodic(input: TaskInput): HandlerResult {
  const period = param(input, 'period') as PeriodKind;
  if (!PERIOD_KINDS.includes(period)) throw new Error(`unknown period "${period}"`);
  const days = input.task.days ?? [input.resolution.target_date];
  const notes = periodicNotes(input.vault, input.config.layout, period, days);
  let standIn: ReturnType<typeof workingStandIn>;
  let looked = false;
  const refs: Ref[] = notes.map((n) => {
    const exists = isFile(n.path);
    if (!exists) {
      if (!looked) [standIn, looked] = [workingStandIn(input, period), true];
      if (standIn && standIn.stamp === periodLabel(period, n.date)) {
        const detail = `(not archived yet: ${standIn.name} says ${STAMP_KEY[period]}: ${standIn.stamp})`;
        return { label: n.label, path: standIn.path, exists: true, detail };
      }
    }
    return { label: n.label, path: n.path, exists, ...(exists ? {} : { missing: input.task.missing ?? 'not found' }) };
  });
  const found = refs.filter((r) => r.exists);
  const folder = periodicFolder(input.config.layout.periodic[period]);
  const noFolder = found.length === 0 && !isDir(join(input.vault, folder));
  const why = `the ${period} notes folder ${folder || '(vault root)'} does not exist (${input.config.layout.origins[period]})`;
  return {
    summary: `${found.length} of ${refs.length} found${noFolder ? ` — ${why}` : ''}`,
    ...(noFolder ? { warnings: [why] } : {}),
    refs,
    data: { notes: found.map((r) => ({ label: r.label, path: r.path })) } satisfies NotesData,
  };
}

/**
 * A folder the layout names that the vault does not have fails the task, with where the name came from: "0
 * projects" would be a lie when there is no projects folder to look in.
 */
function requireFolder(input: TaskInput, part: 'directives' | 'projects' | 'people'): string {
  const layout = input.config.layout;
  const folder = join(input.vault, layout[part]);
  if (!isDir(folder))
    throw new Error(
      `the ${part} folder ${layout[part]} does not exist (${layout.origins[part]}); set layout.${part} in .skill/config.yaml — \`skill layout\` shows the vault's layout`,
    );
  return folder;
}

function isDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * A part this vault does not have: no note is missing and nothing failed, so it is said as that (⚠, with how to add
 * one), never as a failure.
 */
function notInVault(what: string, why: string, how: string): HandlerResult {
  return { summary: 'not in this vault', refs: [], warnings: [`not in this vault: no ${what} (${why}); to add them, ${how}`] };
}

function directives(input: TaskInput): HandlerResult {
  const layout = input.config.layout;
  if (!isDir(join(input.vault, layout.directives)) && !layout.origins.directives.includes('(layout.')) {
    return notInVault(
      'directives',
      `no ${layout.directives}/ folder`,
      `write them as notes in ${layout.directives}/, or set layout.directives in .skill/config.yaml to a folder that has them`,
    );
  }
  const folder = requireFolder(input, 'directives');
  const files = walkFiles(folder);
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

interface FoundLink {
  link: NoteLink;
  /** The label of the note it is in ("2026-11-13"), and that note's vault-relative path. */
  from: string;
  source: string;
}

function vaultRelative(vault: string, path: string): string {
  return relative(vault, path).split('\\').join('/');
}

/** Every link of the notes (their frontmatter's too), with where it was found. */
function linksIn(vault: string, notes: { label: string; path: string }[]): FoundLink[] {
  return notes.flatMap((n) => {
    let text: string | undefined;
    try {
      text = readNoteText(n.path);
    } catch {
      return [];
    }
    if (text === undefined) return []; // over the size bound: no links read from it
    const source = vaultRelative(vault, n.path);
    return parseLinks(text)
      .filter((l) => l.target !== '')
      .map((link) => ({ link, from: n.label, source }));
  });
}

/** The last segment of a link target, without .md: what a name-shaped link calls someone. */
function linkName(link: NoteLink): string {
  return link.target.split('/').pop()!.replace(/\.md$/i, '');
}

/** Minimal shape of calendar events this handler reads (the calendar task's data). */
interface EventLike {
  title: string;
  date: string;
  attendees: { name?: string; email?: string }[];
  oneOnOne?: { name: string; email?: string };
}

function people(input: TaskInput, view: VaultView, profile: VaultProfile): HandlerResult {
  const { vault } = input;
  const layout = input.config.layout;
  // Without a people folder, people can still be notes whose frontmatter says so (categories: [[People]]…), and
  // meeting attendees; the missing folder is said as a warning, not taken as "no people".
  // The people are the vault profile's: its people folder, or its notes marked as people (categories: [[People]],
  // type: person, @Name…); a vault without any is said as a warning, not taken as "no people".
  const folder = peopleFolder(input, profile.people);
  const index = profilePeople(input, view, profile, folder);
  const sources = paramList(input, 'source');
  const found = new Map<string, { ref: Ref; reasons: string[]; how: string[] }>();
  // A path under the people folder is a person's only where the folder is one of people ("05 People", or set in the
  // config); References/ in kepano's vault holds books and places beside its people.
  const peoplePrefix = isPeopleFolder(relative(vault, folder), layout.configured?.people === true)
    ? `${relative(vault, folder).toLowerCase()}/`
    : '\u0000';
  // By the profile's own vault-relative paths: peopleAt keeps the order of the paths it is given, and working each back
  // out of its absolute path (path.relative) was ~9 ms for 3,000 people.
  const byPath = new Map(index.people.map((p, k) => [profile.people.notes[k]!, p]));
  // The whole vault's file names, listed and indexed only when a name or a link needs looking up.
  let resolverBuilt: ReturnType<VaultView['resolver']> | undefined;
  const resolver = {
    resolve: (target: string, source: string) =>
      (resolverBuilt ??= view.resolver(new Map([...byPath].map(([rel, p]) => [rel, p.aliases])))).resolve(target, source),
  };
  // A note outside the people folder is a person only when its frontmatter says so (categories: [[People]],
  // type: person, tags: [people]…); read once per note.
  const personNotes = new Map<string, Person | undefined>();
  const personAt = (rel: string): Person | undefined => {
    const inFolder = byPath.get(rel);
    if (inFolder) return inFolder;
    if (!personNotes.has(rel)) {
      const fm = rel.toLowerCase().endsWith('.md') ? readNote(join(vault, rel))?.frontmatter : undefined;
      personNotes.set(
        rel,
        fm && (rel.toLowerCase().startsWith(peoplePrefix) || isPersonNote(fm))
          ? { name: basename(rel, '.md'), path: join(vault, rel), aliases: [], emails: [] }
          : undefined,
      );
    }
    return personNotes.get(rel);
  };
  /** `how`: how a calendar's name or address led to the note, when not plainly by that name (shown in the detail). */
  const add = (label: string, path: string, exists: boolean, reason: string, how?: string) => {
    const entry = found.get(path) ?? {
      ref: { label, path, exists, ...(exists ? {} : { missing: input.task.missing ?? 'no file' }) },
      reasons: [],
      how: [],
    };
    if (!entry.reasons.includes(reason)) entry.reasons.push(reason);
    if (how && !entry.how.includes(how)) entry.how.push(how);
    found.set(path, entry);
  };
  /** A note of exactly that name anywhere in the vault is theirs (people kept beside other notes, as many vaults do). */
  const noteNamed = (name: string): string | undefined => {
    const target = resolver.resolve(name, '');
    return target && target.via === 'name' && target.path.toLowerCase().endsWith('.md') ? target.path : undefined;
  };
  const f: PeopleFinding = { vault, index, peoplePrefix, resolver, personAt, add, noteNamed };
  const warnings: string[] =
    index.people.length === 0
      ? [
          `no person notes in this vault (${profile.people.rule}); only meeting attendees and links were looked at — \`skill layout\` shows how people are found, layout.people in .skill/config.yaml sets a folder`,
        ]
      : [];

  if (sources.includes('one-on-one') || sources.includes('attendees')) {
    const calendarDep = input.task.dependsOn.map((d) => input.deps.get(d)).find((o) => (o?.data as { events?: unknown })?.events);
    const events = (calendarDep?.data as { events?: EventLike[] })?.events ?? [];
    if (!calendarDep) warnings.push('calendar unavailable: people from meetings could not be found');
    for (const e of events) {
      const day = e.date;
      if (e.oneOnOne && sources.includes('one-on-one')) meet(f, e.oneOnOne, `1:1 on ${day}`);
      if (sources.includes('attendees')) for (const a of e.attendees) meet(f, a, `${e.title} on ${day}`);
    }
  }
  if (sources.includes('mentions')) {
    for (const l of linksIn(vault, notesInScope(input))) mention(f, l);
  }
  const refs = [...found.values()].map(({ ref, reasons, how }) => ({
    ...ref,
    detail: `(${[summariseReasons(reasons), ...how].join('; ')})`,
  }));
  refs.sort((a, b) => Number(b.exists) - Number(a.exists) || a.label.localeCompare(b.label));
  const have = refs.filter((r) => r.exists).length;
  return { summary: refs.length ? `${have} of ${refs.length} people found` : 'no people', refs, ...(warnings.length ? { warnings } : {}) };
}

/** What finding the people of one task works with: the people index, lookups by name and link, and what was found. */
interface PeopleFinding {
  vault: string;
  index: PeopleIndex;
  /** Lowercased path of the people folder with a slash, or a character no path has when it is no people folder. */
  peoplePrefix: string;
  resolver: { resolve: (target: string, source: string) => ReturnType<ReturnType<VaultView['resolver']>['resolve']> };
  personAt: (rel: string) => Person | undefined;
  /** `how`: how a calendar's name or address led to the note, when not plainly by that name (shown in the detail). */
  add: (label: string, path: string, exists: boolean, reason: string, how?: string) => void;
  /** A note of exactly that name anywhere in the vault is theirs (people kept beside other notes, as many vaults do). */
  noteNamed: (name: string) => string | undefined;
}

/**
 * Someone met (a 1:1, an attendee): their file if they have one, else a suggested one. In order: the address in a
 * people note's frontmatter, the name as written (a people note, else a note of that name anywhere), the name
 * written "Last, First" as "First Last" (the same two places).
 */
function meet(f: PeopleFinding, who: { name?: string; email?: string }, reason: string) {
  const match = matchPerson(f.index, who);
  if (match?.by === 'email' || match?.by === 'name') return f.add(match.person.name, match.person.path, true, reason, describeMatch(match));
  const name = who.name ?? (who.email ? nameFromEmail(who.email) : undefined);
  if (!name) return;
  const asWritten = f.noteNamed(name);
  if (asWritten) return f.add(basename(asWritten, '.md'), join(f.vault, asWritten), true, reason);
  if (match) return f.add(match.person.name, match.person.path, true, reason, describeMatch(match));
  const read = lastFirst(name);
  const reversed = read ? f.noteNamed(read) : undefined;
  if (reversed) return f.add(basename(reversed, '.md'), join(f.vault, reversed), true, reason, `"${name}" read as ${read}`);
  // "Lopez, Maria" is suggested as "Maria Lopez.md": a file name as people write it, never one with a comma.
  f.add(read ?? name, suggestedPath(f.index, read ?? name), false, reason, read ? `the calendar writes "${name}"` : undefined);
}

/** A link in a note: a person when it leads to one; a missing person only when it leads nowhere and reads like a name. */
function mention(f: PeopleFinding, { link, from, source }: FoundLink) {
  const reason = `mentioned in ${from}`;
  const target = f.resolver.resolve(link.target, source);
  if (target) {
    const person = f.personAt(target.path);
    if (person) f.add(person.name, person.path, true, reason);
    return; // an existing note that is not a person: never a missing person
  }
  const name = linkName(link);
  const person = findPerson(f.index, name);
  if (person) return f.add(person.name, person.path, true, reason);
  // In the frontmatter, the property says what a link is ("author:" a person, "system:" not); in the text, its shape.
  const intoPeople = link.target.toLowerCase().startsWith(f.peoplePrefix);
  const namesPerson = link.frontmatter ? link.key !== undefined && isPeopleProperty(link.key) : looksLikeName(name);
  if (intoPeople || namesPerson) f.add(name, suggestedPath(f.index, name), false, reason);
}

/** Two to four capitalised words of letters: how people's names look in links. */
export function looksLikeName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    words.every((w) => /^\p{Lu}(?:['’]\p{Lu})?\p{Ll}+(?:(?:[-'’]?\p{Lu}|[-'’])\p{Ll}+)*$/u.test(w))
  );
}

function summariseReasons(reasons: string[]): string {
  return reasons.length <= 3 ? reasons.join('; ') : `${reasons.slice(0, 3).join('; ')}; +${reasons.length - 3} more`;
}

function projectDetail(p: Project, targetDate: string): string {
  const parts = [p.archived ? 'archived folder' : (p.status ?? 'no status')];
  if (p.endDate && p.active) {
    const days = daysBetween(targetDate, p.endDate);
    parts.push(
      days < 0
        ? `overdue since ${p.endDate}`
        : days === 0
          ? `due ${p.endDate}, today`
          : days <= 14
            ? `due ${p.endDate}, in ${days} day${days === 1 ? '' : 's'}`
            : `due ${p.endDate}`,
    );
  }
  return parts.join(', ');
}

function projects(input: TaskInput, view: VaultView, profile: VaultProfile): HandlerResult {
  const all = profileProjects(input, view, profile);
  if (all.length === 0)
    return notInVault(
      'project notes',
      profile.projects.rule,
      'mark a note with `type: project` or a `project` tag, or set layout.projects in .skill/config.yaml',
    );
  const filters = paramList(input, 'filter');
  const chosen = new Map<string, { project: Project; reasons: string[] }>();
  const add = (p: Project, reason: string) => {
    const entry = chosen.get(p.path) ?? { project: p, reasons: [] };
    if (!entry.reasons.includes(reason)) entry.reasons.push(reason);
    chosen.set(p.path, entry);
  };
  if (filters.includes('active')) for (const p of all.filter((x) => x.active)) add(p, 'active');
  // "Completed projects": over by their status (done, archived…) or kept in an archive folder.
  if (filters.includes('done')) for (const p of all.filter((x) => !x.active)) add(p, 'done');
  if (filters.includes('mentioned')) {
    const byPath = new Map(all.map((p) => [vaultRelative(input.vault, p.path), p]));
    const resolver = view.resolver();
    for (const { link, from, source } of linksIn(input.vault, notesInScope(input))) {
      const target = resolver.resolve(link.target, source);
      const p = target ? byPath.get(target.path) : findProject(all, linkName(link));
      if (p) add(p, `mentioned in ${from}`);
    }
  }
  // "Due this month", "a deadline in the next two weeks": only those whose deadline falls in the need's dates.
  if (paramList(input, 'due').includes('in-range')) {
    const range = input.task.range ?? { start: input.resolution.start, end: input.resolution.end };
    for (const [path, c] of chosen) {
      const end = c.project.endDate;
      if (!end || end < range.start || end > range.end) chosen.delete(path);
      else c.reasons.push(`due in ${range.start === range.end ? range.start : `${range.start}..${range.end}`}`);
    }
  }
  // "Overdue projects": still open, with a deadline before the need's dates begin.
  if (paramList(input, 'due').includes('overdue')) {
    const start = input.task.range?.start ?? input.resolution.start;
    for (const [path, c] of chosen) {
      const end = c.project.endDate;
      if (!end || end >= start || !c.project.active) chosen.delete(path);
    }
  }
  const refs: Ref[] = [...chosen.values()]
    .sort((a, b) => byCodeUnit(a.project.endDate ?? '9999', b.project.endDate ?? '9999') || a.project.slug.localeCompare(b.project.slug))
    .map(({ project, reasons }) => ({
      label: project.title,
      path: project.path,
      exists: true,
      detail: `(${[projectDetail(project, input.resolution.target_date), ...reasons.filter((r) => r !== 'active' && r !== 'done').slice(0, 2)].join('; ')})`,
    }));
  return {
    summary: `${refs.length} project${refs.length === 1 ? '' : 's'}`,
    refs,
    data: { projects: [...chosen.values()].map((c) => c.project) },
  };
}

/** The `references` handler, sharing the run's view of the vault (link resolution) with the other handlers. */
export function referencesHandler(views: VaultViews) {
  return async (input: TaskInput): Promise<HandlerResult> => {
    const kind = param(input, 'kind');
    switch (kind) {
      case 'captive':
        return captive(input);
      case 'periodic':
        return periodic(input);
      case 'directives':
        return directives(input);
      case 'people':
        return people(input, views(input.vault), await profileOf(input, views(input.vault), 'people'));
      case 'projects': {
        // A folder the config names that is not there is the config's fault: a failure naming it.
        if (input.config.layout.configured?.projects) requireFolder(input, 'projects');
        return projects(input, views(input.vault), await profileOf(input, views(input.vault), 'projects'));
      }
      case 'glob':
        return glob(input);
      default:
        throw new Error(`resolve-references has no kind "${kind ?? '(none)'}"`);
    }
  };
}

/** The handler on a view of its own: for callers outside a run's registry. */
export function resolveReferences(input: TaskInput): Promise<HandlerResult> {
  return referencesHandler(vaultViews())(input);
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
