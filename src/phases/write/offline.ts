/**
 * Offline writing: the questionnaire's answers become markdown (a heading per question) in the write phase's first
 * target note, replacing it or appended to it as the write prose says. Goes through the same Stage as Claude's
 * writes, so the same checks, diff and confirmation apply.
 */
import type { Answer } from '../inline/offline.js';
import type { ConcreteTarget } from '../../plan/targets.js';
import type { TimeResolution } from '../../time/types.js';
import { describeTarget } from '../../time/render.js';
import { targetLabel } from '../../time/render.js';
import type { Stage, StagedChange } from './stage.js';

function body(answers: readonly Answer[], level: number): string {
  const h = '#'.repeat(level);
  return answers.map((a) => `${h} ${a.question.replace(/\s+/g, ' ')}\n\n${a.answer.trim()}\n`).join('\n');
}

/** The frontmatter key a replaced working note carries, so later runs know which period it is about. */
function periodKey(r: TimeResolution): [string, string] {
  switch (r.target_scope) {
    case 'day': return ['date', r.target_date];
    case 'week': return ['week', r.week];
    default: return [r.target_scope, targetLabel(r)];
  }
}

export function offlineNote(opts: { title: string; ritual: string; resolution: TimeResolution; answers: readonly Answer[]; mode: 'replace' | 'append' }): string {
  const heading = `${opts.title} — ${describeTarget(opts.resolution)}`;
  if (opts.mode === 'append') return `## ${heading}\n\n${body(opts.answers, 3)}`;
  const [key, value] = periodKey(opts.resolution);
  return `---\n${key}: ${value}\nritual: ${opts.ritual}\n---\n\n# ${heading}\n\n${body(opts.answers, 2)}`;
}

export function stageOfflineAnswers(stage: Stage, target: ConcreteTarget, opts: { title: string; ritual: string; resolution: TimeResolution; answers: readonly Answer[] }): StagedChange | undefined {
  if (opts.answers.length === 0) return undefined;
  const content = offlineNote({ ...opts, mode: target.mode });
  return target.mode === 'replace' ? stage.replace(target.path, content) : stage.append(target.path, content);
}
