/**
 * Needs → tasks. Pure: the ritual's needs, the resolved time and the catalogue go in, a Plan comes out.
 *
 * Each need is read by the need reader (src/need/read.ts) into asks — a catalogue entry, its time relative to the
 * target, its option values — unless a reading is handed in (a Claude reading, fresh or cached). Each ask becomes
 * a task; asks for the same entry, options and dates share one. An option value may need another entry first
 * (`after:`), which becomes a dependency task over the same range.
 */
import { compileVocabulary } from '../need/vocabulary.js';
import { compileCatalogue, type CatalogueView, type EntrySource } from '../need/catalogue-view.js';
import { readNeed } from '../need/read.js';
import { DEFAULT_RECENT_DAYS, dayWordReadings, needDays, needRange, refRange, sinceReview, type NeedRange } from '../need/time-range.js';
import type { ArchiveDates, Ask, NamedTerm, NeedReading, NeedTime } from '../need/types.js';
import type { TimeResolution } from '../time/types.js';
import type { NoteKind } from '../vault/config.js';
import { WORKING_PERIOD } from '../vault/layout.js';
import type { Catalogue, CatalogueProblem, ServeEntry, SubSkill } from './catalogue-types.js';
import { findEntry } from './catalogue.js';
import type { Plan, PlannedAsk, PlannedNeed, Task } from './types.js';
import { uniqueOutputs } from './outputs.js';

export interface NeedInput {
  text: string;
  line: number;
  details?: string[];
}

const views = new WeakMap<Catalogue, CatalogueView>();

/** What the need reader compiles of a catalogue: its entries' names, options and roles (and the vocabulary beside). */
export function readerSources(catalogue: Catalogue): EntrySource[] {
  return catalogue.subSkills.flatMap((sub) =>
    sub.serves.map((e) => ({
      sub: sub.name,
      entry: e.id,
      title: e.title,
      phrases: e.phrases,
      usesRange: e.usesRange,
      narrowing: e.narrowing,
      options: e.options,
      roles: e.roles ?? [],
    })),
  );
}

/** The catalogue compiled for the need reader, once per catalogue. */
export function catalogueView(catalogue: Catalogue): CatalogueView {
  let view = views.get(catalogue);
  if (!view) {
    view = compileCatalogue(readerSources(catalogue), compileVocabulary(catalogue.vocabulary));
    views.set(catalogue, view);
  }
  return view;
}

/**
 * Hands in the view of this catalogue compiled by an earlier run (src/run/reader-view.ts keeps it: compiling it is
 * 5% of a warm prepare's instructions). The caller vouches that it was compiled from the same sources.
 */
export function useCatalogueView(catalogue: Catalogue, view: CatalogueView): void {
  views.set(catalogue, view);
}

/**
 * Readings the rules made before, by whoever keeps them (src/run/rule-readings.ts keeps them between runs: reading
 * a ritual's needs was ~26 ms of a profiled warm run, compiling the vault's terms half of it).
 */
export interface KeptReadings {
  /** The reading of `need` with `terms` kept for this catalogue, or `read()`'s, which it then keeps. */
  reading(need: NeedInput, terms: readonly NamedTerm[], read: () => NeedReading): NeedReading;
  /** The entry ("sub#entry") a write sentence names, kept for this catalogue, or `read()`'s, which it then keeps. */
  writeEntry(sentence: string, read: () => string | undefined): string | undefined;
}

const kept = new WeakMap<Catalogue, KeptReadings>();

/**
 * Hands in the readings kept for this catalogue. The keeper vouches that a kept reading is the one readNeed gives for
 * the same need, terms and view: its key holds all that readNeed reads.
 */
export function useKeptReadings(catalogue: Catalogue, readings: KeptReadings): void {
  kept.set(catalogue, readings);
}

/** Reads one need with the rules; `terms` are the vault's own names for things (the vault profile's seam). */
export function readWithRules(need: NeedInput, catalogue: Catalogue, terms: readonly NamedTerm[] = []): NeedReading {
  const read = () => readNeed(need.text, catalogueView(catalogue), need.details ?? [], terms);
  const keeper = kept.get(catalogue);
  return keeper ? keeper.reading(need, terms, read) : read();
}

/**
 * The entry ("sub#entry") a write-phase sentence names (plan/targets.ts), through the kept readings when there are:
 * reading it is the only use of the tokenizer a warm run has left, and its first use in a process is ~5 ms.
 */
export function keptWriteEntry(catalogue: Catalogue, sentence: string, read: () => string | undefined): string | undefined {
  const keeper = kept.get(catalogue);
  return keeper ? keeper.writeEntry(sentence, read) : read();
}

/** The entry for the archives of a working note's period (Month.md → the monthly archives), if the catalogue has one. */
function archiveOf(catalogue: Catalogue, entry: ServeEntry): { sub: SubSkill; entry: ServeEntry } | undefined {
  if (entry.params.kind !== 'captive') return undefined;
  const period = WORKING_PERIOD[String(entry.params.note) as NoteKind];
  for (const sub of catalogue.subSkills) {
    const e = sub.serves.find((x) => x.params.kind === 'periodic' && x.params.period === period && x.usesRange);
    if (e) return { sub, entry: e };
  }
  return undefined;
}

function taskKey(sub: string, entry: string, params: Task['params'], scope: NeedRange | undefined): string {
  const range = scope ? `${scope.range.start}..${scope.range.end}${scope.workdaysOnly ? ':workdays' : ''}` : '-';
  return `${sub}#${entry}|${JSON.stringify(params)}|${range}`;
}

class TaskSet {
  readonly tasks: Task[] = [];
  private readonly byKey = new Map<string, Task>();

  add(sub: SubSkill, entry: ServeEntry, params: Task['params'], scope: NeedRange | undefined, optional: boolean): Task {
    const key = taskKey(sub.name, entry.id, params, scope);
    const existing = this.byKey.get(key);
    if (existing) {
      existing.optional &&= optional;
      return existing;
    }
    const base = entry.id === sub.name ? sub.name : entry.id;
    let id = base;
    for (let n = 2; this.tasks.some((t) => t.id === id); n++) id = `${base}-${n}`;
    const task: Task = {
      id,
      sub: sub.name,
      entry: entry.id,
      title: entry.title,
      group: entry.group,
      kind: sub.kind,
      runner: sub.runner,
      params: { ...entry.params, ...params },
      range: scope?.range,
      days: scope ? needDays(scope) : undefined,
      basis: scope?.basis,
      dependsOn: [],
      needs: [],
      texts: [],
      produces: sub.produces,
      missing: entry.missing,
      optional,
    };
    this.byKey.set(key, task);
    this.tasks.push(task);
    return task;
  }
}

export interface PlanOptions {
  /** Readings made elsewhere (Claude, the cache), by need index; the rules read the rest. */
  readings?: ReadonlyMap<number, NeedReading>;
  /** Days "recent" covers (config `needs.recent`). */
  recentDays?: number;
  /** Names the vault itself gives (folders, tags, categories, titles), read as things: src/need/types.ts NamedTerm. */
  terms?: readonly NamedTerm[];
  /**
   * The latest archive of a period before the target ("since my last weekly review"), from the vault
   * (src/vault/archives.ts archiveDates), asked only by such a need. Undefined: the vault was not looked at, and such
   * a need says so.
   */
  archives?: ArchiveDates;
  /**
   * The marks on the vault's tasks (#tags, [c] statuses: src/gather/tasks/marks.ts), asked for only when a need
   * names a list kept by marks ("waiting for"). Undefined: not looked at, and such a need says so.
   */
  marks?: () => readonly string[];
}

/**
 * "since the last review" with no archive of that period before the target: read from the start of the period
 * (sinceReview's fallback), and said — the need is partly. Undefined when an archive decided the dates.
 */
function reviewFallback(time: NeedTime | undefined, resolution: TimeResolution, archives: ArchiveDates | undefined): string | undefined {
  if (time?.ref?.kind !== 'since-review') return undefined;
  const since = sinceReview(time.ref, resolution, archives);
  if (since.archive) return undefined;
  const where = archives ? `no ${since.period} archive before ${resolution.start} in the vault` : "the vault's archives were not looked at";
  return `${where} to count "${time.words}" from: read from the start of the ${PERIOD_NAME[since.period]}, ${since.range.start}..${since.range.end}`;
}

/**
 * The option values chosen that name a list the vault keeps by marks (fetch-tasks `list: waiting`, marks #waiting,
 * [w]): the marks the vault uses, for the handler, and for each value the vault marks nothing with, a hint saying how
 * to mark it. `vaultMarks` is asked only when such a value is chosen (it reads the vault's tasks).
 */
function markedValues(
  entry: ServeEntry,
  params: Record<string, string[]>,
  vaultMarks: (() => readonly string[]) | undefined,
): { marks: string[]; unmarked: string[] } {
  const marks: string[] = [];
  const unmarked: string[] = [];
  for (const option of entry.options) {
    for (const v of option.values) {
      if (!v.marks?.length || !params[option.param]?.includes(v.value)) continue;
      const present = vaultMarks?.() ?? [];
      const used = v.marks.filter((m) => present.some((p) => p === m || (m.startsWith('#') && p.startsWith(`${m}/`))));
      if (used.length > 0) marks.push(...used);
      else
        unmarked.push(
          `${vaultMarks ? 'no task in the vault is marked' : "the vault's tasks were not looked at for"} "${v.value}" (${option.param}): mark such tasks with ${markList(v.marks)} and they are gathered`,
        );
    }
  }
  return { marks, unmarked };
}

/** "#waiting, #waiting-for or the status [w] (- [w] …)". */
function markList(marks: readonly string[]): string {
  const tags = marks.filter((m) => m.startsWith('#'));
  const statuses = marks.filter((m) => m.startsWith('['));
  const said = [...(tags.length ? [tags.join(', ')] : []), ...statuses.map((s) => `the status ${s} (- ${s} …)`)];
  return said.join(' or ');
}

const WORDS = /[^\p{L}\p{N}]+/u;

/**
 * Whether a vault's term could be named by these needs: each of its words is one some need's words could be (the
 * first four letters of a word of a need, so "Books" stays for "book notes"), since a term matches only where all
 * its words stand in a row (need/names.ts). A 10k-note vault has thousands of titles and tags; compiling all of them
 * for the reader cost ~200 ms a run, and those whose first word alone a need starts ("The …", "Meeting with …") still
 * cost 0.5 G instructions (npm run bench). The run applies it before it makes the kept terms into objects at all.
 */
export function termFilter(needs: readonly NeedInput[]): (keys: readonly string[]) => boolean {
  const starts = new Set(termKeys(needs.flatMap((n) => [n.text, ...(n.details ?? [])]).join(' ')));
  return (keys) => keys.length > 0 && keys.every((k) => starts.has(k));
}

/** A phrase's keys for termFilter: the first four letters of each of its words, lowercased. */
export function termKeys(phrase: string): string[] {
  return phrase
    .toLowerCase()
    .split(WORDS)
    .filter(Boolean)
    .map((w) => w.slice(0, 4));
}

function termsTheNeedsMayName(terms: readonly NamedTerm[], needs: readonly NeedInput[]): readonly NamedTerm[] {
  if (terms.length === 0) return terms;
  const wanted = termFilter(needs);
  return terms.filter((t) => wanted(termKeys(t.phrase)));
}

const PERIOD_NAME: Record<string, string> = { daily: 'day', weekly: 'week', monthly: 'month', quarterly: 'quarter', yearly: 'year' };

/** What planning every need shares: the tasks so far, and the asks whose dependencies are added at the end. */
interface Planning {
  catalogue: Catalogue;
  resolution: TimeResolution;
  recent: number;
  terms: readonly NamedTerm[];
  opts: PlanOptions;
  set: TaskSet;
  pending: { task: Task; after: string[]; scope: NeedRange | undefined }[];
}

/** What one need's asks leave unexplained and why, gathered as its asks are planned. */
interface NeedNotes {
  unexplained: string[];
  /** Time words that named another period for a note without dates (the reason says why they were not used). */
  undated: string[];
  /**
   * What the planner could not decide and says: day words that name two days in a longer period (both readings),
   * "since the last review" where the vault has no archive to date it from.
   */
  ambiguous: string[];
}

type Found = NonNullable<ReturnType<typeof findEntry>>;

export function planNeeds(
  ritual: string,
  needs: readonly NeedInput[],
  resolution: TimeResolution,
  catalogue: Catalogue,
  opts: PlanOptions = {},
): Plan {
  const p: Planning = {
    catalogue,
    resolution,
    opts,
    set: new TaskSet(),
    pending: [],
    recent: opts.recentDays ?? DEFAULT_RECENT_DAYS,
    terms: termsTheNeedsMayName(opts.terms ?? [], needs),
  };
  const planned = needs.map((need, index) => planNeed(need, index, p));
  addDependencies(p);
  // Every fetch task writes a session file of its own (the day's calendar and the prior week's are two files).
  return { ritual, resolution, needs: planned, tasks: uniqueOutputs(p.set.tasks) };
}

function planNeed(need: NeedInput, index: number, p: Planning): PlannedNeed {
  const reading = p.opts.readings?.get(index) ?? readWithRules(need, p.catalogue, p.terms);
  const notes: NeedNotes = { unexplained: [...reading.unexplained], undated: [], ambiguous: [] };
  const asks = reading.asks.flatMap((ask) => planAsk(ask, need, index, p, notes) ?? []);
  const { unexplained, undated, ambiguous } = notes;
  const status = asks.length === 0 ? 'unmatched' : unexplained.length > 0 ? 'partly' : reading.status;
  return {
    index,
    text: need.text,
    line: need.line,
    status,
    source: reading.source,
    asks,
    taskIds: [...new Set(asks.map((a) => a.taskId))],
    unexplained,
    ...(status !== 'understood' && ambiguous.length > 0
      ? { reason: ambiguous.join('; ') }
      : status === 'partly' && unexplained.length > reading.unexplained.length
        ? {
            reason: `not understood: ${unexplained.map((w) => `"${w}"`).join(', ')} (${undated.length ? "a note without dates is the target's own" : 'these words name no dates for this target'})`,
          }
        : reading.reason
          ? { reason: reading.reason }
          : {}),
    ...(reading.suggestions?.length ? { suggestions: reading.suggestions } : {}),
  };
}

/** One ask becomes a task (or joins one); undefined when it gathers nothing (said in `notes`). */
function planAsk(ask: Ask, need: NeedInput, index: number, p: Planning, notes: NeedNotes): PlannedAsk | undefined {
  const named = findEntry(p.catalogue, `${ask.sub}#${ask.entry}`);
  if (!named) return undefined; // a handed-in reading is checked against the catalogue before it gets here
  const { found, time } = timedEntry(ask, named, p, notes);
  const scope = scopeOf(found, time, p, notes);
  const params: Record<string, string[]> = {};
  const after: string[] = [];
  for (const option of found.entry.options) {
    const values = ask.options[option.param] ?? option.default;
    params[option.param] = [...values];
    for (const v of option.values) if (values.includes(v.value) && v.after && !after.includes(v.after)) after.push(v.after);
  }
  // "Waiting for" tasks where the vault marks none: nothing to gather, and how to mark them is said.
  const marked = markedValues(found.entry, params, p.opts.marks);
  if (marked.unmarked.length > 0) {
    for (const w of ask.words) if (!notes.unexplained.includes(w)) notes.unexplained.push(w);
    notes.ambiguous.push(...marked.unmarked);
    return undefined;
  }
  if (marked.marks.length > 0) params.marks = marked.marks;
  const task = p.set.add(found.sub, found.entry, params, scope, ask.optional);
  if (!task.needs.includes(index)) {
    task.needs.push(index);
    task.texts.push([need.text, ...(need.details ?? [])].join(' '));
  }
  p.pending.push({ task, after, scope });
  return {
    taskId: task.id,
    sub: found.sub.name,
    entry: found.entry.id,
    ...(scope && ask.time
      ? { time: { words: ask.time.words, start: scope.range.start, end: scope.range.end, workdaysOnly: scope.workdaysOnly } }
      : {}),
    options: params,
    words: ask.words,
  };
}

/**
 * The entry and time of an ask on a note without a range (Week.md), which is the target's own. "The previous
 * month's note" is the archive of that month; "Week.md for last week" names the file, so it is reported, not read as
 * this week's. A note of one period: "the year ahead" is next year's note, not 365 days that hold the target —
 * unless the target is the period's first day ("Week.md for the week ahead" on a Monday: this week's).
 */
function timedEntry(ask: Ask, named: Found, p: Planning, notes: NeedNotes): { found: Found; time: NeedTime | undefined } {
  const { resolution, recent } = p;
  const ahead = ask.time?.ref?.kind === 'period' && ask.time.ref.ahead ? ask.time.ref : undefined;
  const ownPeriod =
    ahead !== undefined &&
    refRange({ kind: 'period', period: ahead.period, offset: 0 }, resolution, recent)?.start === resolution.target_date;
  const time = !named.entry.usesRange && ahead && !ownPeriod ? { ...ask.time!, ref: { ...ahead, ahead: false } } : ask.time;
  if (named.entry.usesRange || !time?.ref) return { found: named, time };
  const r = refRange(time.ref, resolution, recent);
  if (r && r.start <= resolution.target_date && r.end >= resolution.target_date) return { found: named, time };
  // Only a period already over has an archive: "goals for the quarter ahead" are no review of it.
  const archive =
    !r || r.end >= resolution.target_date || ask.words.some((w) => /\.md$/i.test(w)) ? undefined : archiveOf(p.catalogue, named.entry);
  if (archive) return { found: archive, time };
  notes.unexplained.push(time.words);
  notes.undated.push(time.words);
  return { found: named, time };
}

/** The dates an entry with a range gathers for an ask's time; what of the time could not be used is said in `notes`. */
function scopeOf(found: Found, time: NeedTime | undefined, p: Planning, notes: NeedNotes): NeedRange | undefined {
  if (!found.entry.usesRange) return undefined;
  const { resolution, recent } = p;
  // "Tomorrow's calendar" in a month ritual: from the month's first day, or from the day it is run? Not decided:
  // the target's own dates, and both readings said.
  const twoDays = time?.words ? dayWordReadings(time.ref, resolution) : undefined;
  if (twoDays && time) {
    notes.unexplained.push(time.words);
    notes.ambiguous.push(
      `"${time.words}" is ${twoDays[0]} counted from the ${resolution.target_scope}'s first day or ${twoDays[1]} counted from the day of the run; the whole ${resolution.target_scope} is gathered (write a date, or a day of the week, to name one)`,
    );
  }
  const scope = needRange(twoDays ? undefined : time, resolution, recent, p.opts.archives);
  const fallback = reviewFallback(time, resolution, p.opts.archives);
  if (fallback && time) {
    if (!notes.unexplained.includes(time.words)) notes.unexplained.push(time.words);
    notes.ambiguous.push(fallback);
  }
  // Words that name no dates for this target ("until last Friday" planning next week) leave the target's own
  // dates in place: said, not swallowed.
  if (time?.ref && !refRange(time.ref, resolution, recent) && !notes.unexplained.includes(time.words)) notes.unexplained.push(time.words);
  return scope;
}

/**
 * Dependencies come after every explicit need has its task, so "Calendar events for the day" and the calendar a
 * people need depends on are one task whatever their order in the ritual.
 */
function addDependencies(p: Planning): void {
  for (const { task, after, scope } of p.pending) {
    for (const ref of after) {
      const found = findEntry(p.catalogue, ref);
      if (!found) continue; // reported by lintCatalogueRefs
      const dep = p.set.add(found.sub, found.entry, defaultParams(found.entry), found.entry.usesRange ? scope : undefined, true);
      if (dep !== task && !task.dependsOn.includes(dep.id)) task.dependsOn.push(dep.id);
    }
  }
}

function defaultParams(entry: ServeEntry): Task['params'] {
  const params: Record<string, string[]> = {};
  for (const o of entry.options) params[o.param] = o.default;
  return params;
}

/** `after:` references that name nothing in the catalogue (a typo in a sub-skill). */
export function lintCatalogueRefs(catalogue: Catalogue): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  for (const sub of catalogue.subSkills) {
    for (const entry of sub.serves) {
      for (const option of entry.options) {
        for (const v of option.values) {
          if (v.after && !findEntry(catalogue, v.after)) {
            problems.push({
              path: sub.path,
              message: `${sub.path}: ${entry.id}.options.${option.param}.${v.value}.after names "${v.after}", which is not in the catalogue`,
            });
          }
        }
      }
    }
  }
  return problems;
}
