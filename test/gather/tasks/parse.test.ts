/**
 * Task lines from the Tasks plugin's own documentation samples (kept in its demo vault, fixtures/public-vaults/),
 * whose descriptions say what each line holds, and the task list items Obsidian itself recorded for the plugin's
 * test notes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTaskLine, parseTasks } from '../../../src/gather/tasks/parse.js';
import { noteLines } from '../../../src/gather/references/note-lines.js';
import { publicJson, TASKS_DEMO, type CapturedNote } from '../../support/public-vaults.js';

const tasksOf = (rel: string) => parseTasks(noteLines(readFileSync(join(TASKS_DEMO, rel), 'utf8')));

describe('the Tasks plugin formats, from its documentation samples', () => {
  for (const [format, file] of [
    ['emoji', 'Formats/Tasks Format.md'],
    ['dataview', 'Formats/Dataview Format.md'],
  ] as const) {
    it(`reads every date and priority of the ${format} format`, () => {
      const tasks = tasksOf(file);
      const byText = (words: string) => tasks.find((t) => t.description.includes(words))!;
      expect(byText('Has a created date').dates).toEqual({ created: '2023-04-13' });
      expect(byText('Has a scheduled date').dates).toEqual({ scheduled: '2023-04-14' });
      expect(byText('Has a start date').dates).toEqual({ start: '2023-04-15' });
      expect(byText('Has a due date').dates).toEqual({ due: '2023-04-16' });
      expect([byText('Has a done date').dates, byText('Has a done date').state]).toEqual([{ done: '2023-04-17' }, 'done']);
      expect([byText('Has a cancelled date').dates, byText('Has a cancelled date').state]).toEqual([
        { cancelled: '2023-04-18' },
        'cancelled',
      ]);
      expect(['Lowest', 'Low', 'Normal', 'Medium', 'High', 'Highest'].map((p) => byText(`${p} priority`).priority ?? 'none')).toEqual([
        'lowest',
        'low',
        'none',
        'medium',
        'high',
        'highest',
      ]);
      expect(byText('Is a recurring task').recurrence).toBe('every day when done');
      expect(byText('Has a due date').description).toBe('#task Has a due date');
      expect(byText('Has a due date').tags).toEqual(['task']);
    });
  }

  it('reads fields in any order from the end, a variation selector, parentheses, and leaves a date in the text alone', () => {
    const t = parseTaskLine(
      '  - [/] Pay rent due 2026-03-01 ⏫️ 🔁 every month 🛫 2026-02-10 ⏳ 2026-02-14 📅 2026-02-16 #home ^abc123',
      7,
    )!;
    expect(t).toMatchObject({
      line: 7,
      status: '/',
      state: 'open',
      priority: 'high',
      recurrence: 'every month',
      dates: { start: '2026-02-10', scheduled: '2026-02-14', due: '2026-02-16' },
      description: 'Pay rent due 2026-03-01 #home',
      tags: ['home'],
    });
    expect(parseTaskLine('> 1. [ ] Quoted (due:: 2026-02-16), ', 1)!.dates).toEqual({ due: '2026-02-16' });
    expect(parseTaskLine('- [ ] Mismatched [due:: 2026-02-16)', 1)!.dates).toEqual({});
    expect(parseTaskLine('- not a task [ ]', 1)).toBeUndefined();
    expect(parseTaskLine('- [X] Shouting', 1)!.state).toBe('done');
    expect(parseTaskLine('- [>] Forwarded', 1)!.state).toBe('open');
  });
});

describe('task lines, held to the list items Obsidian recorded', () => {
  const captured = publicJson<CapturedNote[]>('tasks-demo.captured.json');
  it.each(captured.filter((c) => c.tasks.length > 0).map((c) => [c.source, c] as const))('%s', (_, note) => {
    expect(parseTasks(noteLines(note.fileContents)).map((t) => [t.line, t.status])).toEqual(note.tasks.map((t) => [t.line, t.status]));
  });
});
