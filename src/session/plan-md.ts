/**
 * plan.md (and the text of `skill plan`): each need with the task that serves it, each task with its sub-skill,
 * parameters, range and dependencies, and — after a run — its outcome and timing. Pure.
 */
import type { Plan } from '../plan/types.js';
import { describeNeed } from '../plan/describe.js';
import type { TaskRecord } from './records.js';
import { describeTarget, ignoredTimeNote, targetLabel } from '../time/render.js';
import { oneLineSafe } from '../text/line.js';

function params(p: Record<string, string | string[]>): string {
  return Object.entries(p)
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join('+') || '(none)' : v}`)
    .join(' ');
}

export function renderPlanMd(plan: Plan, records?: readonly TaskRecord[]): string {
  const byId = new Map((records ?? []).map((r) => [r.id, r]));
  const timeNote = ignoredTimeNote(plan.resolution);
  const out: string[] = [
    `# Plan: ${plan.ritual} (${targetLabel(plan.resolution)})`,
    '',
    `Target: ${describeTarget(plan.resolution)}${timeNote ? ` (${timeNote})` : ''}`,
    '',
  ];
  out.push('## Needs', '');
  if (plan.needs.length === 0) out.push('The ritual lists no needs.');
  for (const n of plan.needs) {
    const tasks = n.taskIds.length ? ` (task${n.taskIds.length > 1 ? 's' : ''} ${n.taskIds.map((id) => `\`${id}\``).join(', ')})` : '';
    out.push(`${n.index + 1}. ${oneLineSafe(n.text)}`, `   ${oneLineSafe(describeNeed(n))}${tasks}`);
  }
  out.push('', '## Tasks', '');
  if (plan.tasks.length === 0) out.push('Nothing to gather.');
  for (const t of plan.tasks) {
    const runner =
      t.runner.type === 'builtin'
        ? `built-in ${t.runner.handler}`
        : t.runner.type === 'command'
          ? `command \`${t.runner.command.join(' ')}\``
          : 'prose (Claude)';
    out.push(`### ${t.id}`);
    out.push(`- sub-skill: ${t.sub}#${t.entry} (${t.kind}, ${runner})`);
    if (Object.keys(t.params).length) out.push(`- parameters: ${params(t.params)}`);
    if (t.range)
      out.push(
        `- range: ${t.range.start} to ${t.range.end}${t.basis && t.basis !== 'target' ? ` (${t.basis})` : ''}${t.days && t.days.length <= 7 ? `; days: ${t.days.join(', ')}` : ''}`,
      );
    if (t.produces) out.push(`- writes: ${t.produces}`);
    out.push(
      `- serves: ${
        t.needs.length
          ? t.needs.map((i) => `need ${i + 1}`).join(', ')
          : `dependency of ${plan.tasks
              .filter((d) => d.dependsOn.includes(t.id))
              .map((d) => d.id)
              .join(', ')}`
      }`,
    );
    if (t.dependsOn.length) out.push(`- after: ${t.dependsOn.join(', ')}`);
    const r = byId.get(t.id);
    if (r) {
      const time = r.durationMs !== undefined ? ` in ${r.durationMs} ms` : '';
      out.push(`- outcome: ${r.outcome.status}${time} — ${oneLineSafe(r.outcome.error ?? r.outcome.summary)}`);
    }
    out.push('');
  }
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}
