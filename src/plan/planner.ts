/**
 * Need prose → tasks. Pure: the ritual's needs, the resolved time and the catalogue go in, a Plan comes out.
 *
 * Matching: the need's head (its words before the first qualifier, see words.ts) is searched for every catalogue
 * phrase; the longest phrase found wins, earlier catalogue entries winning ties. Only when the head holds no phrase
 * is the whole need searched, and such a match is marked as understood from its qualifiers. Options (which people,
 * which projects…) are then read from all the need's words, and an option value may require another entry first
 * (`after:`), which becomes a dependency task over the same range.
 */
import type { TimeResolution } from '../time/types.js';
import type { Catalogue, CatalogueProblem, ServeEntry, SubSkill } from './catalogue-types.js';
import { findEntry } from './catalogue.js';
import { type NeedScope, scopeDays, scopeOfNeed } from './scope.js';
import type { Assignment } from './fallback.js';
import type { Plan, PlannedNeed, Task } from './types.js';
import { findPhrase, headOf, tokens } from './words.js';

export interface NeedInput {
  text: string;
  line: number;
  details?: string[];
}

interface Match {
  sub: SubSkill;
  entry: ServeEntry;
  phrase: string[];
  confidence: 'head' | 'qualifier' | 'claude';
}

const OPTIONAL = /\b(may not exist|might not exist|if (it )?exists|if available|if any|optional|if re-?reviewing|existing|when present)\b/i;

export function matchNeed(text: string, catalogue: Catalogue): Match | undefined {
  const head = tokens(headOf(text));
  const all = tokens(text);
  for (const [words, confidence] of [[head, 'head'], [all, 'qualifier']] as const) {
    let best: Match | undefined;
    for (const sub of catalogue.subSkills) {
      for (const entry of sub.serves) {
        for (const phrase of entry.phrases) {
          if (findPhrase(words, phrase) === -1) continue;
          if (!best || phrase.length > best.phrase.length) best = { sub, entry, phrase, confidence };
        }
      }
    }
    if (best) return best;
  }
  return undefined;
}

/** Why nothing matched, and the entry sharing the most words with the need, as a hint for the author. */
function explainUnmatched(text: string, catalogue: Catalogue): { reason: string; suggestion?: string } {
  const words = new Set(tokens(text));
  let best: { sub: SubSkill; entry: ServeEntry; overlap: number } | undefined;
  for (const sub of catalogue.subSkills) {
    for (const entry of sub.serves) {
      const overlap = new Set(entry.phrases.flat().filter((w) => words.has(w))).size;
      if (overlap > 0 && (!best || overlap > best.overlap)) best = { sub, entry, overlap };
    }
  }
  const reason = 'no sub-skill in the catalogue serves it: none of its phrases appears in the need';
  if (!best) return { reason };
  const example = [...new Set(best.entry.phrases.map((p) => p.join(' ')))].slice(0, 3).join('", "');
  return { reason, suggestion: `closest: ${best.sub.name} (${best.entry.title}), which understands "${example}"` };
}

function readOptions(entry: ServeEntry, words: string[], given?: Record<string, string[]>): { params: Record<string, string[]>; after: string[] } {
  const params: Record<string, string[]> = {};
  const after: string[] = [];
  for (const option of entry.options) {
    const has = (p: string[]) => findPhrase(words, p) !== -1;
    const chosen = given?.[option.param]
      ? option.values.filter((v) => given[option.param]!.includes(v.value))
      : option.values.filter((v) => v.when.some(has) && !v.unless.some(has));
    const values = chosen.length > 0 ? chosen : option.values.filter((v) => option.default.includes(v.value));
    params[option.param] = values.map((v) => v.value);
    for (const v of values) if (v.after && !after.includes(v.after)) after.push(v.after);
  }
  return { params, after };
}

function taskKey(sub: string, entry: string, params: Task['params'], scope: NeedScope | undefined): string {
  const range = scope ? `${scope.range.start}..${scope.range.end}${scope.workdaysOnly ? ':workdays' : ''}` : '-';
  return `${sub}#${entry}|${JSON.stringify(params)}|${range}`;
}

class TaskSet {
  readonly tasks: Task[] = [];
  private readonly byKey = new Map<string, Task>();

  add(sub: SubSkill, entry: ServeEntry, params: Task['params'], scope: NeedScope | undefined, optional: boolean): Task {
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
      days: scope ? scopeDays(scope) : undefined,
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

/**
 * `assigned` holds the fallback planner's choices for needs no phrase matched (src/plan/fallback.ts); they are
 * planned like any other need, with the model's option values and scope words.
 */
export function planNeeds(
  ritual: string,
  needs: readonly NeedInput[],
  resolution: TimeResolution,
  catalogue: Catalogue,
  assigned: ReadonlyMap<number, Assignment> = new Map(),
): Plan {
  const set = new TaskSet();
  const planned: PlannedNeed[] = [];
  const pending: { task: Task; after: string[]; scope: NeedScope | undefined }[] = [];

  needs.forEach((need, index) => {
    const full = [need.text, ...(need.details ?? [])].join(' ');
    const assignment = assigned.get(index);
    const match = matchNeed(need.text, catalogue) ?? (assignment ? assignedMatch(assignment, catalogue) : undefined);
    if (!match) {
      planned.push({ index, text: need.text, line: need.line, status: 'unmatched', ...explainUnmatched(need.text, catalogue) });
      return;
    }
    const viaClaude = match.confidence === 'claude' ? assignment : undefined;
    const { params, after } = readOptions(match.entry, tokens(full), viaClaude?.options);
    const scope = match.entry.usesRange ? scopeOfNeed(viaClaude ? `${viaClaude.scope} ${full}` : full, resolution) : undefined;
    const task = set.add(match.sub, match.entry, params, scope, OPTIONAL.test(full));
    task.needs.push(index);
    task.texts.push(full);
    pending.push({ task, after, scope });
    planned.push({
      index,
      text: need.text,
      line: need.line,
      status: 'planned',
      taskId: task.id,
      matched: { sub: match.sub.name, entry: match.entry.id, phrase: match.phrase.join(' '), confidence: match.confidence },
    });
  });

  // Dependencies come after every explicit need has its task, so "Calendar events for the day" and the calendar a
  // people need depends on are one task whatever their order in the ritual.
  for (const { task, after, scope } of pending) {
    for (const ref of after) {
      const found = findEntry(catalogue, ref);
      if (!found) continue; // reported by lintCatalogueRefs
      const dep = set.add(found.sub, found.entry, defaultParams(found.entry), found.entry.usesRange ? scope : undefined, true);
      if (dep !== task && !task.dependsOn.includes(dep.id)) task.dependsOn.push(dep.id);
    }
  }
  return { ritual, resolution, needs: planned, tasks: set.tasks };
}

function assignedMatch(a: Assignment, catalogue: Catalogue): Match | undefined {
  const found = findEntry(catalogue, `${a.sub}#${a.entry}`);
  return found ? { ...found, phrase: [], confidence: 'claude' } : undefined;
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
            problems.push({ path: sub.path, message: `${sub.path}: ${entry.id}.options.${option.param}.${v.value}.after names "${v.after}", which is not in the catalogue` });
          }
        }
      }
    }
  }
  return problems;
}

