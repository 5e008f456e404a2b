/**
 * A text timeline of the gather tasks: one bar per task on a shared time axis, so overlap and the slowest task show
 * at a glance. Pure.
 */
export interface TimedTask {
  id: string;
  startMs?: number;
  endMs?: number;
  status: string;
}

export function renderTimeline(tasks: readonly TimedTask[], width = 40): string {
  const timed = tasks.filter((t): t is TimedTask & { startMs: number; endMs: number } => t.startMs !== undefined && t.endMs !== undefined);
  if (timed.length === 0) return 'no task timings recorded\n';
  const t0 = Math.min(...timed.map((t) => t.startMs));
  const t1 = Math.max(...timed.map((t) => t.endMs));
  const span = Math.max(t1 - t0, 1e-6);
  const slowest = timed.reduce((a, b) => (b.endMs - b.startMs > a.endMs - a.startMs ? b : a));
  const nameWidth = Math.max(...tasks.map((t) => t.id.length), 4);
  const lines = [`gather timeline: ${formatMs(t1 - t0)} from first start to last end`];
  for (const t of tasks) {
    const name = t.id.padEnd(nameWidth);
    if (t.startMs === undefined || t.endMs === undefined) {
      lines.push(`${name} |${' '.repeat(width)}| ${t.status}, not run`);
      continue;
    }
    const from = Math.min(width - 1, Math.floor(((t.startMs - t0) / span) * width));
    const to = Math.max(from + 1, Math.ceil(((t.endMs - t0) / span) * width));
    const bar = `${' '.repeat(from)}${(t.status === 'ok' ? '█' : '▒').repeat(Math.min(to, width) - from)}`.padEnd(width);
    const mark = t === slowest && timed.length > 1 ? '  ◀ slowest' : '';
    lines.push(`${name} |${bar}| ${formatMs(t.endMs - t.startMs).padStart(8)} ${t.status}${mark}`);
  }
  return `${lines.join('\n')}\n`;
}

export function formatMs(ms: number): string {
  if (ms < 1) return `${ms.toFixed(2)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}
