import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillNote, type FillInput } from '../../../src/phases/write/fill.js';
import { applyEdit, withFinalNewline } from '../../../src/phases/write/stage.js';
import { contentWords, matchSlot, outline, slotsOf } from '../../../src/phases/write/slots.js';
import { resolveTime } from '../../../src/time/index.js';
import { REPO } from '../../support/tmp.js';

const TODAY = readFileSync(join(REPO, 'fixtures/vault/00_Brain/Captive/Today.md'), 'utf8');
const KEPANO = readFileSync(join(REPO, 'fixtures/public-vaults/templates/kepano/Templates/Daily Note Template.md'), 'utf8');
const DEX = readFileSync(join(REPO, 'fixtures/public-vaults/templates/dex0501/__Templates/Diary Template.md'), 'utf8');
const monday = resolveTime('next monday', new Date(2026, 10, 22, 9));
const friday = resolveTime('2026-11-20', new Date(2026, 10, 22, 9));

const Q = {
  energy: 'How is your energy today, and where are you working from?',
  outcome: 'What one outcome would make today a success?',
  meetings: 'Which meetings need preparation, and what does each one need?',
  focus: 'When is your focus time, and what will you protect it for?',
  intention: 'What is your leadership intention for today?',
};

function fill(over: Partial<FillInput>): { text: string; placed: ReturnType<typeof fillNote>['placed']; notes: string[] } {
  const input: FillInput = {
    base: TODAY,
    existing: true,
    mode: 'replace',
    heading: 'Daily Planning — Monday, November 23, 2026',
    resolution: monday,
    label: 'Today.md',
    answers: [],
    ...over,
  };
  const r = fillNote(input);
  // As the Stage applies them: each edit, then the final line break every written note has.
  return { text: r.edits.reduce((t, e) => withFinalNewline(applyEdit(t, e)), input.base), placed: r.placed, notes: r.notes };
}

describe('where an answer goes', () => {
  const slots = slotsOf(outline(TODAY), () => false);

  it("a field or section whose name is among the question's content words", () => {
    expect(contentWords(Q.energy)).toEqual(['energy', 'working']);
    expect(matchSlot(Q.energy, slots, new Set())).toMatchObject({ kind: 'field', name: 'energy' });
    expect(matchSlot(Q.meetings, slots, new Set())).toMatchObject({ kind: 'section', name: 'Meetings' });
    expect(matchSlot(Q.focus, slots, new Set())).toMatchObject({ kind: 'section', name: 'Focus' });
    expect(matchSlot(Q.outcome, slots, new Set())).toBeUndefined();
  });

  it('never the period fields, never by a time word, never a place already taken', () => {
    expect(slots.map((s) => s.name)).toEqual(['energy', 'location', 'Focus', 'Meetings', 'Capture']);
    expect(matchSlot('How was your day?', slots, new Set())).toBeUndefined();
    const withToday = slotsOf(outline('# T\n## Today\n## Notes\n'), () => false);
    expect(matchSlot(Q.intention, withToday, new Set())).toBeUndefined();
    expect(matchSlot(Q.energy, slots, new Set(['field:energy']))).toBeUndefined();
  });
});

describe('filling a note', () => {
  it('of another day: fields kept with dates moved, sections kept and emptied, answers in their places', () => {
    const r = fill({
      aboutDay: '2026-11-20',
      periodField: ['date', '2026-11-23'],
      answers: [
        { question: Q.energy, answer: 'High' },
        { question: Q.outcome, answer: 'Ship' },
        { question: Q.meetings, answer: '- Design review: bring mock-ups' },
      ],
    });
    expect(r.text).toBe(
      [
        '---',
        'date: 2026-11-23',
        'day: Monday',
        'week: 2026-W48',
        'energy: High',
        'location: Home',
        '---',
        '# Monday, November 23, 2026',
        '',
        '## Focus',
        '',
        '## Meetings',
        '- Design review: bring mock-ups',
        '',
        '## Capture',
        '',
        '## Daily Planning — Monday, November 23, 2026',
        '',
        '### What one outcome would make today a success?',
        '',
        'Ship',
        '',
      ].join('\n'),
    );
    expect(r.placed.map((p) => p.place)).toEqual(['energy:', '## Meetings', 'under “Daily Planning — Monday, November 23, 2026”']);
    expect(r.notes).toEqual([
      'Today.md was about Friday, November 20, 2026: its fields are kept as they were (dates moved to the new period), its sections kept and emptied for the answers (the old note is backed up)',
    ]);
  });

  it('of the same day, run twice: the second run rewrites its own places and nothing else', () => {
    const answers = (energy: string, outcome: string) => [
      { question: Q.energy, answer: energy },
      { question: Q.outcome, answer: outcome },
      { question: Q.focus, answer: '9-11' },
    ];
    const first = fill({ aboutDay: '2026-11-20', answers: answers('High', 'Ship') });
    const edited = first.text.replace('## Capture\n', '## Capture\n- an idea typed in Obsidian\n');
    const second = fill({ base: edited, aboutDay: '2026-11-23', answers: answers('Low', 'Rest') });
    expect(second.notes).toEqual([]);
    expect(second.text).toBe(edited.replace('energy: High', 'energy: Low').replace('\nShip\n', '\nRest\n'));
  });

  it("appending keeps the note's lists and fields: an answer joins a list, a filled field is not overwritten", () => {
    const archive = readFileSync(join(REPO, 'fixtures/vault/00_Brain/Periodic/Daily/2026-11-20.md'), 'utf8');
    const r = fill({
      base: archive,
      mode: 'append',
      resolution: friday,
      aboutDay: '2026-11-20',
      heading: 'Daily Review — Friday, November 20, 2026',
      answers: [
        { question: 'What is the one insight from today you want to keep?', answer: 'Decide within a day' },
        { question: 'How was your energy?', answer: 'Low' },
      ],
    });
    expect(
      r.text.startsWith(
        archive.replace(
          '- Protect the morning block; it paid off again.\n',
          '- Protect the morning block; it paid off again.\n- Decide within a day\n',
        ),
      ),
    ).toBe(true);
    expect(r.text.endsWith('## Daily Review — Friday, November 20, 2026\n\n### How was your energy?\n\nLow\n')).toBe(true);
    expect(r.notes).toEqual([
      '(How was your energy?) energy: already says “Medium”, and this ritual appends: written under “Daily Review — Friday, November 20, 2026” instead',
    ]);
  });

  it('after a numbered item the next number; after a task a new open task', () => {
    const note = '# Day\n\n## Focus\n1. Runbook\n2. Offers\n\n## Tasks\n- [x] Book the room\n';
    const r = fill({
      base: note,
      mode: 'append',
      aboutDay: '2026-11-23',
      answers: [
        { question: Q.focus, answer: 'Quiet morning' },
        { question: 'Which tasks are left?', answer: 'Send the agenda' },
      ],
    });
    expect(r.text).toBe(
      '# Day\n\n## Focus\n1. Runbook\n2. Offers\n3. Quiet morning\n\n## Tasks\n- [x] Book the room\n- [ ] Send the agenda\n',
    );
  });

  it('a place the ritual names wins over the words, and is made when the note lacks it', () => {
    const r = fill({
      aboutDay: '2026-11-23',
      answers: [
        { question: Q.energy, answer: 'Office', into: 'location:' },
        { question: Q.intention, answer: 'Patient', into: '## Intention' },
      ],
    });
    expect(r.text).toContain('energy: Medium\nlocation: Office\n');
    expect(r.text.endsWith('## Capture\n- Idea: rotate the on-call retro facilitator.\n\n## Intention\nPatient\n')).toBe(true);
  });

  it('an answer of several lines is never a field value', () => {
    const r = fill({ aboutDay: '2026-11-23', answers: [{ question: Q.energy, answer: 'High.\n\nBut tired by four.' }] });
    expect(r.text).toContain('energy: Medium\n');
    expect(r.text).toContain('### How is your energy today, and where are you working from?\n\nHigh.\n\nBut tired by four.\n');
    expect(r.notes[0]).toMatch(/the answer has several lines, which a field \(energy:\) cannot hold/);
  });

  it("an empty working note gets the ritual's heading, the period field, and a section per question", () => {
    const r = fill({ base: '', existing: false, periodField: ['date', '2026-11-23'], answers: [{ question: Q.outcome, answer: 'Ship' }] });
    expect(r.text).toBe(
      '---\ndate: 2026-11-23\n---\n# Daily Planning — Monday, November 23, 2026\n\n## What one outcome would make today a success?\n\nShip\n',
    );
  });
});

describe('templates people keep', () => {
  it("kepano's daily note template (no final newline): its tags, Notes section and base stay, and the note ends with a newline", () => {
    const r = fill({
      base: KEPANO,
      existing: false,
      mode: 'append',
      resolution: friday,
      heading: 'Daily Review — Friday, November 20, 2026',
      answers: [
        { question: 'What did you notice?', answer: 'Mornings work', into: 'Notes' },
        { question: 'What went well today?', answer: 'The debrief' },
      ],
    });
    expect(r.text).toBe(
      '---\ntags:\n  - daily\n---\n## Notes\n\n![[Daily.base]]\n\nMornings work\n\n## Daily Review — Friday, November 20, 2026\n\n### What went well today?\n\nThe debrief\n',
    );
  });

  it('a Templater command in frontmatter is never copied: the field stays empty and it is said', () => {
    const r = fill({
      base: DEX,
      existing: false,
      resolution: friday,
      heading: 'Daily Planning — Friday, November 20, 2026',
      label: 'Diary/2026-11-20.md',
      answers: [{ question: 'Which notes do you want to keep?', answer: 'Call the bank' }],
    });
    expect(r.text.startsWith('---\ncreation-date:\nmodification-date:\ntype: dailytodo\n')).toBe(true);
    expect(r.text.split('---')[1]).not.toContain('<%');
    expect(r.notes).toEqual([
      'Diary/2026-11-20.md: creation-date: (<% tp.file.creation_date() %>), modification-date: (<% tp.file.last_modified_date("dddd Do MMMM YYYY HH:mm:ss") %>) are Templater commands, which only Obsidian runs; left empty',
    ]);
    // Its sections and queries stay; the answer goes at the end of its Notes section (which runs to the end).
    expect(r.text).toContain('## Notes\n\n```text\nSome text\n```\n');
    expect(r.text).toContain('#todolist #dailytodo #diary #daily\n\nCall the bank\n');
  });
});
