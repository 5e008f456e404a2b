/**
 * Offline writing: the questionnaire's answers go into the write phase's first target note the way the note is
 * built (fill.ts: its fields and sections, else under the ritual's heading), replacing it or appended to it as the
 * write prose says. Goes through the same Stage as Claude's writes, so the same checks, diff and confirmation
 * apply.
 */
import type { ConcreteTarget } from '../../plan/targets.js';
import type { TimeResolution } from '../../time/types.js';
import { describeTarget, targetLabel } from '../../time/render.js';
import { parseFrontmatter } from '../../ritual/frontmatter.js';
import type { PeriodWord } from '../../ritual/preflight.js';
import { aboutDay } from '../inline/preflight.js';
import { fillNote, type NamedAnswer, type Placement } from './fill.js';
import type { Stage, StagedChange } from './stage.js';

/** The frontmatter key a working note carries, so later runs know which period it is about. */
function periodKey(r: TimeResolution): [string, string] {
  switch (r.target_scope) {
    case 'day':
      return ['date', r.target_date];
    case 'week':
      return ['week', r.week];
    default:
      return [r.target_scope, targetLabel(r)];
  }
}

/** A day of the period the note is about, by its frontmatter or its title (as the preflight check tells it). */
function noteDay(text: string, r: TimeResolution): string | undefined {
  if (r.target_scope === 'days' || text.trim() === '') return undefined;
  let note: { frontmatter: Record<string, unknown>; body: string };
  try {
    const fm = parseFrontmatter(text);
    note = { frontmatter: fm.data, body: fm.body };
  } catch {
    note = { frontmatter: {}, body: text };
  }
  return aboutDay(note, r.target_scope as PeriodWord);
}

export interface OfflineWrite {
  change: StagedChange | undefined;
  placed: Placement[];
  notes: string[];
}

export function stageOfflineAnswers(
  stage: Stage,
  target: ConcreteTarget,
  opts: { title: string; resolution: TimeResolution; answers: readonly NamedAnswer[] },
): OfflineWrite {
  if (opts.answers.length === 0) return { change: undefined, placed: [], notes: [] };
  const now = stage.current(target.path);
  const filled = fillNote({
    base: now.text,
    existing: now.exists,
    mode: target.mode,
    heading: `${opts.title} — ${describeTarget(opts.resolution)}`,
    resolution: opts.resolution,
    aboutDay: now.exists ? noteDay(now.text, opts.resolution) : undefined,
    // A periodic note is named by its period; a working note (Today.md) says it in a field.
    periodField: target.period ? undefined : periodKey(opts.resolution),
    label: target.label,
    answers: opts.answers,
  });
  let change: StagedChange | undefined;
  for (const e of filled.edits) {
    switch (e.op) {
      case 'replace':
        change = stage.replace(target.path, e.content);
        break;
      case 'append':
        change = stage.append(target.path, e.content, e.section === undefined ? {} : { section: e.section });
        break;
      case 'replace-section':
        change = stage.replaceSection(target.path, e.section, e.content);
        break;
      case 'set-frontmatter':
        change = stage.setFrontmatter(target.path, e.key, e.value);
        break;
      case 'create':
        change = stage.create(target.path, e.content);
        break;
    }
  }
  return { change, placed: filled.placed, notes: filled.notes };
}
