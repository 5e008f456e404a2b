/**
 * Write targets: the vault notes a ritual's write phase names, resolved by us from the layout and the dates — never
 * invented by the model. Each sentence of a write section that uses a write verb is matched against the catalogue's
 * resolve entries (the same vocabulary as needs): "Write the plan to Today.md" → today; "Write the review to the
 * weekly archive in Periodic for this week" → the weekly note of the target week; "Update People files with
 * interaction notes" → the people files the run found.
 */
import type { Ritual } from '../ritual/types.js';
import type { TimeResolution } from '../time/types.js';
import type { NoteKind, PeriodKind, VaultConfig } from '../vault/config.js';
import { periodicNotes, workingNote } from '../vault/layout.js';
import type { Catalogue, ServeEntry } from './catalogue-types.js';
import { scopeDays, scopeOfSentence, type NoteScope } from './scope.js';
import { catalogueView, keptWriteEntry } from './planner.js';
import { findEntry } from './catalogue.js';
import { findNames } from '../need/names.js';
import { tokenize } from '../need/tokenize.js';
import type { Plan } from './types.js';

type WriteMode = 'replace' | 'append';

export interface WriteTarget {
  /** The write-phase sentence that named it. */
  sentence: string;
  entry: string;
  label: string;
  mode: WriteMode;
  /** A single note (captive or periodic). */
  path?: string;
  /** For a periodic note: its period and a day in it (a new one is created from the period's template). */
  period?: { kind: PeriodKind; date: string };
  /** A set of notes found by a task of the run (people, projects): every existing ref of that task. */
  collection?: { kind: string; taskId: string | undefined };
  /** The period a working or periodic note is about: a ritual that writes Today.md is a day's ritual. */
  scope?: NoteScope;
}

const NOTE_SCOPE: Record<string, NoteScope> = {
  today: 'day',
  daily: 'day',
  week: 'week',
  weekly: 'week',
  month: 'month',
  monthly: 'month',
  quarter: 'quarter',
  quarterly: 'quarter',
  year: 'year',
  yearly: 'year',
};

const WRITE_VERB = /\b(write|writes|save|saves|append|update|updates|archive|archives|add|record|put|store|replace|create|file|log)\b/i;
const REPLACE = /\b(replac\w*|overwrit\w*|start fresh|rewrite|fresh)\b/i;
const NOT_VAULT = /\bsession (dir(ectory)?|folder)\b|\bplan\.md\b/i;

/** The sentences of the write sections (bullets and lines split at full stops). */
function writeSentences(ritual: Ritual): string[] {
  return ritual.sections
    .filter((s) => s.phase === 'write')
    .flatMap((s) => s.body.split('\n'))
    .map((l) => l.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').trim())
    .filter((l) => l && !l.startsWith('```') && !l.startsWith('#'))
    .flatMap((l) => l.split(/(?<=[.!?])\s+(?=[A-Z])/))
    .filter((l) => WRITE_VERB.test(l) && !NOT_VAULT.test(l));
}

/** The vault note a sentence writes to (readBestEntry), kept between runs by the rule readings when a run keeps them. */
function bestEntry(sentence: string, catalogue: Catalogue): ServeEntry | undefined {
  const id = keptWriteEntry(catalogue, sentence, () => readBestEntry(sentence, catalogue));
  return id === undefined ? undefined : findEntry(catalogue, id)?.entry;
}

/**
 * The vault note a sentence writes to, as "sub#entry": the note named after "to"/"into"/"onto" ("Write the quarterly
 * review to Quarter.md"), else the first note it names ("Update Week.md with the day's focus").
 */
function readBestEntry(sentence: string, catalogue: Catalogue): string | undefined {
  const tokens = tokenize(sentence);
  const notes = findNames(tokens, catalogueView(catalogue)).flatMap((name) => {
    const id = `${name.entry.sub}#${name.entry.entry}`;
    const found = findEntry(catalogue, id);
    const isNote =
      found && found.sub.kind === 'resolve' && found.sub.runner.type === 'builtin' && found.sub.runner.handler === 'references';
    return isNote ? [{ name, id }] : [];
  });
  // Names overlap (a name starts at every position it can); keep the longest from the leftmost start.
  const kept: typeof notes = [];
  for (const n of notes) {
    const last = kept[kept.length - 1];
    if (last && n.name.start < last.name.end) continue;
    kept.push(n);
  }
  const destination = kept.find(({ name }) => {
    for (let k = name.start - 1; k >= Math.max(0, name.start - 3); k--) {
      const w = tokens[k]!.norm;
      if (w === 'to' || w === 'into' || w === 'onto') return true;
      if (!['the', 'a', 'an', 'my', 'our', 'this', 'that', "today's", 'current'].includes(w)) return false;
    }
    return false;
  });
  return (destination ?? kept[0])?.id;
}

export interface TargetInputs {
  ritual: Ritual;
  resolution: TimeResolution;
  catalogue: Catalogue;
  vault: string;
  config: VaultConfig;
  plan?: Plan;
}

export function resolveWriteTargets(input: TargetInputs): { targets: WriteTarget[]; unresolved: string[] } {
  const targets: WriteTarget[] = [];
  const unresolved: string[] = [];
  for (const sentence of writeSentences(input.ritual)) {
    const entry = bestEntry(sentence, input.catalogue);
    if (!entry) {
      unresolved.push(sentence);
      continue;
    }
    const mode: WriteMode = REPLACE.test(sentence) ? 'replace' : 'append';
    const kind = entry.params.kind;
    if (kind === 'captive') {
      const note = workingNote(input.vault, input.config.layout, entry.params.note as NoteKind, input.resolution.target_date);
      // A periodic note standing in for a working note is about its own period only: nothing of an earlier period
      // to replace, and what the person already wrote in it stays. Always appended to.
      const scope = NOTE_SCOPE[entry.params.note as string];
      if (note.period)
        targets.push({
          sentence,
          entry: entry.id,
          label: note.label,
          mode: 'append',
          path: note.path,
          period: note.period,
          ...(scope ? { scope } : {}),
        });
      else targets.push({ sentence, entry: entry.id, label: entry.title, mode, path: note.path, ...(scope ? { scope } : {}) });
    } else if (kind === 'periodic') {
      const scope = scopeOfSentence(sentence, input.resolution);
      const period = entry.params.period as PeriodKind;
      for (const n of periodicNotes(input.vault, input.config.layout, period, scopeDays(scope))) {
        targets.push({ sentence, entry: entry.id, label: n.label, mode, path: n.path, period: { kind: period, date: n.date } });
      }
    } else if (kind === 'people' || kind === 'projects' || kind === 'directives') {
      const task = input.plan?.tasks.find((t) => t.entry === entry.id && t.needs.length > 0);
      targets.push({ sentence, entry: entry.id, label: entry.title, mode: 'append', collection: { kind, taskId: task?.id } });
    } else {
      unresolved.push(sentence);
    }
  }
  return { targets: dedupe(targets), unresolved };
}

function dedupe(targets: WriteTarget[]): WriteTarget[] {
  const seen = new Set<string>();
  return targets.filter((t) => {
    const key = t.path ?? `collection:${t.entry}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Single-note target paths, for "will create" in memory.md. */
export function targetPaths(targets: readonly WriteTarget[]): Set<string> {
  return new Set(targets.flatMap((t) => (t.path ? [t.path] : [])));
}

/** A write target as one concrete note. */
export interface ConcreteTarget {
  path: string;
  label: string;
  mode: WriteMode;
  sentence: string;
  period?: { kind: PeriodKind; date: string };
  /** Found by a task for a collection ("Update People files"), not named by the ritual: it can be left out. */
  found?: true;
}

/**
 * Single-note targets as they are; collection targets ("Update People files") become every existing note the
 * matching task of the run found.
 */
export function expandTargets(
  targets: readonly WriteTarget[],
  refsOfTask: (taskId: string) => readonly { label: string; path: string; exists: boolean }[],
): ConcreteTarget[] {
  const out: ConcreteTarget[] = [];
  for (const t of targets) {
    if (t.path) {
      out.push({ path: t.path, label: t.label, mode: t.mode, sentence: t.sentence, ...(t.period ? { period: t.period } : {}) });
    } else if (t.collection?.taskId) {
      for (const ref of refsOfTask(t.collection.taskId)) {
        if (ref.exists && !out.some((o) => o.path === ref.path))
          out.push({ path: ref.path, label: ref.label, mode: 'append', sentence: t.sentence, found: true });
      }
    }
  }
  return out;
}
