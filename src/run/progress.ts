/**
 * Live gather progress on a terminal: one line per task, redrawn in place — running, then its mark (✓ found, ✗ failed
 * or missing, ⚠ partly or with a warning: src/text/marks.ts, as memory.md and `skill sessions show`), its duration
 * and a short outcome. Nothing is printed when the output is not a terminal or JSON was asked for.
 */
import type { Output } from '../io/io.js';
import type { Task } from '../plan/types.js';
import type { TaskRecord } from '../gather/types.js';
import { MARK, outcomeMark } from '../text/marks.js';

export interface Progress {
  update(record: TaskRecord, state: 'running' | 'done'): void;
  finish(): void;
  /** Marks every line as not kept (a gather whose results were thrown away), saying why. */
  discard(why: string): void;
}

export const silentProgress: Progress = { update() {}, finish() {}, discard() {} };

export function terminalProgress(out: Output, tasks: readonly Task[], colour: boolean): Progress {
  const lines = new Map<string, string>(tasks.map((t) => [t.id, `  · ${t.id.padEnd(14)} waiting`]));
  const paint = (code: string, s: string) => (colour ? `\x1b[${code}m${s}\x1b[0m` : s);
  const width = Math.max(20, (out.columns ?? 100) - 1);
  let drawn = 0;
  const draw = () => {
    if (drawn > 0) out.write(`\x1b[${drawn}A`);
    for (const line of lines.values()) out.write(`\x1b[2K${line.slice(0, width)}\n`);
    drawn = lines.size;
  };
  draw();
  return {
    update(record, state) {
      const name = record.id.padEnd(14);
      if (state === 'running') {
        lines.set(record.id, `  ${paint('36', '…')} ${name} running`);
      } else {
        const mark = outcomeMark(record.outcome);
        const painted = paint(mark === MARK.found ? '32' : mark === MARK.partly ? '33' : '31', mark);
        const time = record.durationMs === undefined ? '' : paint('2', ` (${record.durationMs} ms)`);
        lines.set(record.id, `  ${painted} ${name} ${record.outcome.summary}${time}`);
      }
      draw();
    },
    finish() {},
    discard(why) {
      for (const id of lines.keys()) lines.set(id, `  ${paint('2', '↺')} ${id.padEnd(14)} ${paint('2', `not kept: ${why}`)}`);
      draw();
    },
  };
}
