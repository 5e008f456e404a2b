import { Parser } from 'commonmark';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tasksHandler } from '../../../src/gather/tasks/handler.js';
import { vaultViews } from '../../../src/gather/vault-view.js';
import { parseVaultConfig } from '../../../src/vault/config.js';
import { DAY, notesVault, YESTERDAY } from '../../support/notes-vault.js';
import { TASKS_DEMO } from '../../support/public-vaults.js';
import { taskInput } from '../../support/task-input.js';
import { tempDir } from '../../support/tmp.js';

function run(params: Record<string, string[]>, o: { range?: { start: string; end: string }; days?: string[] } = {}) {
  const { vault, config } = notesVault();
  const sessionDir = tempDir('skill-session-');
  const input = taskInput({ vault, config, params, sessionDir, produces: 'tasks.md', handler: 'tasks', ...o });
  return { vault, sessionDir, result: tasksHandler(vaultViews())(input) };
}

const texts = (data: unknown) =>
  (data as { tasks: { task: { text: string }; reason: string }[] }).tasks.map((c) => [c.reason, c.task.text]);

describe('fetch-tasks', () => {
  it('open tasks due or scheduled on the day: exactly those, in both formats, with path and line in tasks.md', async () => {
    const { vault, sessionDir, result } = run({ status: ['open'], dates: ['due', 'scheduled'] }, { range: { start: DAY, end: DAY } });
    const r = await result;
    expect(texts(r.data)).toEqual([
      ['due', '[ ] Send the Apollo budget 📅 2026-02-16 ⏫'],
      ['scheduled', '[ ] Draft the [[Apollo]] plan ⏳ 2026-02-16'],
      ['scheduled', '[ ] Review the design [scheduled:: 2026-02-16]'],
    ]);
    expect(r.summary).toBe('3 tasks (1 due, 2 scheduled)');
    const md = readFileSync(`${sessionDir}/tasks.md`, 'utf8');
    expect(md).toContain('Asked for: open tasks due or scheduled on Monday, February 16, 2026.');
    expect(md).toContain(`- [ ] Send the Apollo budget 📅 2026-02-16 ⏫ — ${vault}/Projects/Apollo.md:6`);
    expect(md).toContain(`- [ ] Draft the [[Apollo]] plan ⏳ 2026-02-16 — ${vault}/Journal/Daily/2026/02/2026-02-15.md:4`);
    expect(md.indexOf('## Due (1)')).toBeLessThan(md.indexOf('## Scheduled (2)'));
    expect(r.files![0]!.summary).toMatch(
      /^3 open tasks due or scheduled on Monday, February 16, 2026 \(1 due, 2 scheduled\), from 12 notes of the vault$/,
    );
  });

  it('overdue tasks are open tasks due before the range', async () => {
    const r = await run({ status: ['open'], dates: ['overdue'] }, { range: { start: DAY, end: DAY } }).result;
    expect(texts(r.data)).toEqual([['overdue', '[ ] Overdue report 📅 2026-02-01']]);
  });

  it('all open tasks, overdue first, when no date is named', async () => {
    const r = await run({ status: ['open'], dates: ['any'] }, { range: { start: DAY, end: DAY } }).result;
    expect(texts(r.data).map(([reason]) => reason)).toEqual([
      'overdue',
      'due',
      'scheduled',
      'scheduled',
      'starting',
      'open',
      'open',
      'open',
    ]);
    // The day ordered them and did not filter them: the file says both.
    expect(readFileSync(r.files![0]!.path, 'utf8')).toContain(
      'Asked for: open tasks, all of them: overdue before 2026-02-16, then due, scheduled or starting on Monday, February 16, 2026, then the rest.',
    );
  });

  it('tasks without a due date are the open ones that carry none, whatever else they carry', async () => {
    const r = await run({ status: ['open'], dates: ['undated'] }, { range: { start: DAY, end: DAY } }).result;
    const all = await run({ status: ['open'], dates: ['any'] }, { range: { start: DAY, end: DAY } }).result;
    const undated = texts(r.data).map(([, text]) => text);
    expect(undated.length).toBeGreaterThan(0);
    expect(undated.filter((t) => /📅|\[due::/.test(t!))).toEqual([]);
    // Every open task is either dated (due) or in this list: none is lost between the two.
    const dated = texts(all.data)
      .map(([, text]) => text)
      .filter((t) => /📅|\[due::/.test(t!));
    expect(dated.length + undated.length).toBe(texts(all.data).length);
    expect(readFileSync(r.files![0]!.path, 'utf8')).toContain('Asked for: open tasks without a due date.');
  });

  it('done tasks are those done in the range', async () => {
    const r = await run({ status: ['done'] }, { range: { start: '2026-02-09', end: '2026-02-15' } }).result;
    expect(texts(r.data)).toEqual([
      ['done', '[x] Kick-off done 📅 2026-02-16 ✅ 2026-02-14'],
      ['done', '[x] Call mum ✅ 2026-02-15'],
    ]);
  });

  it("tasks left open in yesterday's daily note, whatever their dates", async () => {
    const r = await run(
      { status: ['open'], dates: ['any'], source: ['day-note'] },
      { range: { start: YESTERDAY, end: YESTERDAY }, days: [YESTERDAY] },
    ).result;
    // Grouped by the dates they carry (any date counts here), then the undated ones.
    expect(texts(r.data)).toEqual([
      ['scheduled', '[ ] Draft the [[Apollo]] plan ⏳ 2026-02-16'],
      ['open', '[ ] Water the plants'],
    ]);
    expect(r.warnings).toBeUndefined();
  });

  it('a second tasks need of the same ritual writes its own file', async () => {
    const { vault, config } = notesVault();
    const sessionDir = tempDir();
    const input = taskInput({
      vault,
      config,
      id: 'tasks-2',
      params: { status: ['open'] },
      sessionDir,
      produces: 'tasks.md',
      range: { start: DAY, end: DAY },
    });
    const r = await tasksHandler(vaultViews())(input);
    expect(r.files!.map((f) => [f.name, f.path])).toEqual([['tasks-2.md', `${sessionDir}/tasks-2.md`]]);
  });

  it('says when the daily note it was to read does not exist', async () => {
    const r = await run(
      { status: ['open'], source: ['day-note'] },
      { range: { start: '2026-02-14', end: '2026-02-14' }, days: ['2026-02-14'] },
    ).result;
    expect(r.summary).toBe('0 tasks');
    expect(r.warnings).toEqual([expect.stringMatching(/^no daily note for 2026-02-14 \(.*Journal\/Daily\/2026\/02\/2026-02-14\.md\)$/)]);
  });

  it('keeps only tasks carrying a captured tag', async () => {
    const { vault, config } = notesVault();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${vault}/Projects/Tagged.md`, '- [ ] Pay invoice #work/admin 📅 2026-02-16\n- [ ] Gym #health 📅 2026-02-16\n');
    const input = taskInput({
      vault,
      config,
      params: { status: ['open'], dates: ['due'], tag: ['#work'] },
      sessionDir: tempDir(),
      produces: 'tasks.md',
      range: { start: DAY, end: DAY },
    });
    const r = await tasksHandler(vaultViews())(input);
    expect(texts(r.data)).toEqual([['due', '[ ] Pay invoice #work/admin 📅 2026-02-16']]);
  });

  it("reads the Tasks plugin's demo vault: the tasks due on a day, with their notes and lines, none from code", async () => {
    // The demo vault has no task due that day inside code, so a note with some is added to a copy of it: a task line
    // in ``` or ~~~ code is text, not a task, for Obsidian and the Tasks plugin.
    const vault = join(tempDir(), 'tasks-demo');
    cpSync(TASKS_DEMO, vault, { recursive: true });
    writeFileSync(
      join(vault, 'Code Samples.md'),
      [
        '# Samples',
        '',
        '```md',
        '- [ ] #task In a code block 📅 2023-04-16',
        '```',
        '',
        '~~~~',
        '- [ ] #task In a tilde block 📅 2023-04-16',
        '~~~',
        '~~~~',
        '',
        '- [ ] #task Outside code 📅 2023-04-16',
        '',
      ].join('\n'),
    );
    const config = parseVaultConfig(undefined, undefined, vault);
    const sessionDir = tempDir();
    const input = taskInput({
      vault,
      config,
      params: { status: ['open'], dates: ['due'] },
      sessionDir,
      produces: 'tasks.md',
      range: { start: '2023-04-16', end: '2023-04-16' },
    });
    const r = await tasksHandler(vaultViews())(input);
    const chosen = (r.data as { tasks: { rel: string; task: { line: number; description: string } }[] }).tasks;
    // The documentation samples' due-date task, in both formats, is due that day; nothing in a code block counts.
    expect(chosen.map((c) => `${c.rel}:${c.task.line} ${c.task.description}`)).toEqual(
      expect.arrayContaining([
        'Formats/Dataview Format.md:12 #task Has a due date',
        'Formats/Tasks Format.md:10 #task Has a due date',
        'Code Samples.md:12 #task Outside code',
      ]),
    );
    // Each chosen line lies outside every code block commonmark.js (the spec's reference parser) finds in its note.
    const inCode = (rel: string, line: number): boolean => {
      const doc = new Parser().parse(readFileSync(join(vault, rel), 'utf8'));
      const walker = doc.walker();
      for (let step = walker.next(); step; step = walker.next()) {
        const pos = step.node.sourcepos;
        if (step.entering && step.node.type === 'code_block' && pos && line >= pos[0][0] && line <= pos[1][0]) return true;
      }
      return false;
    };
    expect(chosen.filter((c) => inCode(c.rel, c.task.line)).map((c) => `${c.rel}:${c.task.line}`)).toEqual([]);
  });
  it('a list kept by marks ("waiting for"): only the tasks carrying one — a tag, a tag nested under it, the status', async () => {
    const { vault, config } = notesVault();
    writeFileSync(
      join(vault, 'Waiting.md'),
      '- [ ] Hear back from Ana #waiting/ana\n- [w] Legal sign-off\n- [ ] Learn Rust #someday\n- [ ] Plain task\n',
    );
    const sessionDir = tempDir('skill-session-');
    const input = taskInput({
      vault,
      config,
      params: { status: ['open'], dates: ['any'], marks: ['#waiting', '[w]'] },
      sessionDir,
      produces: 'tasks.md',
      handler: 'tasks',
    });
    const r = await tasksHandler(vaultViews())(input);
    expect(texts(r.data).map(([, text]) => text)).toEqual(['[ ] Hear back from Ana #waiting/ana', '[w] Legal sign-off']);
    expect(r.files![0]!.summary).toContain('marked #waiting or [w]');
  });
});
