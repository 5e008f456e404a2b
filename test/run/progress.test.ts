import { describe, expect, it } from 'vitest';
import type { Task } from '../../src/plan/types.js';
import { terminalProgress } from '../../src/run/progress.js';

/** The screen a sequence of terminal writes leaves: lines, with cursor-up and clear-line applied. */
function screen(writes: string[]): string[] {
  const lines: string[] = [];
  let row = 0;
  for (const w of writes) {
    const up = /^\x1b\[(\d+)A$/.exec(w);
    if (up) {
      row -= Number(up[1]);
      continue;
    }
    lines[row++] = w.replace(/^\x1b\[2K/, '').replace(/\n$/, '');
  }
  return lines;
}

describe('gather progress on a terminal', () => {
  it('marks every line of a gather whose results were thrown away as not kept, saying why', () => {
    const writes: string[] = [];
    const tasks = [{ id: 'query' }, { id: 'calendar' }] as Task[];
    const progress = terminalProgress({ write: (s: string) => writes.push(s), columns: 100 } as never, tasks, false);
    progress.update({ id: 'query', outcome: { status: 'ok', summary: '1 note' }, durationMs: 2 } as never, 'done');
    expect(screen(writes)[0]).toMatch(/✓ query +1 note \(2 ms\)/);
    progress.discard('the vault changed what a need names; gathered again');
    const shown = screen(writes);
    expect(shown).toHaveLength(2);
    for (const line of shown) expect(line).toMatch(/↺ \S+ +not kept: the vault changed what a need names; gathered again$/);
    expect(shown.join('\n')).not.toContain('✓');
  });
});
