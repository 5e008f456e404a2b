import { describe, expect, it } from 'vitest';
import { meetingsHandler } from '../../../src/gather/meetings/handler.js';
import { titlesMatch } from '../../../src/gather/meetings/match.js';
import { vaultViews } from '../../../src/gather/vault-view.js';
import { DAY, notesVault } from '../../support/notes-vault.js';
import { taskInput } from '../../support/task-input.js';

const EVENTS = [
  { title: 'Apollo Review', date: DAY, startTime: '10:00', attendees: [{ name: 'Sarah Chen' }, { name: 'Tom Baker' }] },
  { title: '1:1 Sarah / Alex', date: DAY, startTime: '14:00', attendees: [{ name: 'Sarah Chen' }], oneOnOne: { name: 'Sarah Chen' } },
  { title: 'Risk sync', date: DAY, startTime: '16:00', attendees: [], description: 'Agenda: [[Risk Register]]' },
];
const calendar = { status: 'ok' as const, summary: '', data: { events: EVENTS } };

async function run(params: Record<string, string | string[]>) {
  const { vault, config } = notesVault();
  const r = await meetingsHandler(vaultViews())(
    taskInput({
      vault,
      config,
      params,
      handler: 'meetings',
      range: { start: DAY, end: DAY },
      deps: { calendar },
      missing: 'no meeting note yet',
    }),
  );
  return { vault, r, rows: (r.refs ?? []).map((x) => [x.label, x.path.slice(vault.length + 1), x.exists, x.detail ?? x.missing]) };
}

describe('resolve-meetings', () => {
  it("the note of each of the day's meetings: by title and date, linked from the event, or missing with a suggested path", async () => {
    const { rows, r } = await run({ kind: 'day', events: ['calendar'] });
    expect(rows).toEqual([
      ['Apollo Review (2026-02-16 10:00)', 'Meetings/2026-02-16 Apollo review.md', true, '(meeting note of that day)'],
      ['1:1 Sarah / Alex (2026-02-16 14:00)', 'Meetings/2026-02-16 1 1 Sarah Alex.md', false, 'no meeting note yet'],
      ['Risk sync (2026-02-16 16:00)', 'Notes/Risk Register.md', true, '(linked from the event)'],
      ['Standup (2026-02-16)', 'Meetings/2026-02-16 Standup.md', true, '(meeting note of that day; no calendar event matched)'],
    ]);
    expect(r.summary).toBe('3 meeting notes for 3 meetings');
  });

  it('the previous notes with each person met, newest first, daily and meeting notes alike', async () => {
    const { rows, r } = await run({ kind: 'previous', source: ['one-on-one', 'attendees'], count: '2' });
    expect(rows).toEqual([
      ['Sarah Chen: 2026-02-15', 'Journal/Daily/2026/02/2026-02-15.md', true, '(daily note, line 6)'],
      ['Sarah Chen: 2026-02-12', 'Journal/Daily/2026/02/2026-02-12.md', true, '(daily note, line 3)'],
      ['Tom Baker: 2026-02-12', 'Journal/Daily/2026/02/2026-02-12.md', true, '(daily note, line 3)'],
      ['Tom Baker: 2026-02-10', 'Journal/Daily/2026/02/2026-02-10.md', true, '(daily note, line 2)'],
    ]);
    expect(r.summary).toBe('4 earlier notes with 2 people');
    const oneOnOnes = await run({ kind: 'previous', source: ['one-on-one'] });
    expect(oneOnOnes.rows.map(([l]) => l)).toEqual(['Sarah Chen: 2026-02-15', 'Sarah Chen: 2026-02-12']);
  });

  it('fails with the reason when the calendar is not there', async () => {
    const { vault, config } = notesVault();
    await expect(
      meetingsHandler(vaultViews())(taskInput({ vault, config, params: { kind: 'day' }, range: { start: DAY, end: DAY } })),
    ).rejects.toThrow(/calendar was not available/);
  });

  it('matches titles by their words, and a 1:1 by the other person', () => {
    expect(titlesMatch('Apollo review', { title: 'Apollo Review', date: DAY, attendees: [] })).toBe(true);
    expect(titlesMatch('Hermes review', { title: 'Apollo Review', date: DAY, attendees: [] })).toBe(false);
    expect(titlesMatch('Sarah', { title: '1:1 Sarah / Alex', date: DAY, attendees: [], oneOnOne: { name: 'Sarah Chen' } })).toBe(true);
  });
});
