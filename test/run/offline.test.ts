import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { copyOfSampleVault } from '../support/tmp.js';
import { snapshotVault } from '../support/vault-snapshot.js';

/** Offline runs: no API key in the environment (runCli passes none). Answers are piped, one line per question. */
async function offline(ritual: string, when: string[], now: string, answers: string[], flags = ['--yes']) {
  const vault = copyOfSampleVault();
  const r = await runCli(['run', ritual, ...when, '--vault', vault, '--now', now, '--json', ...flags], {
    input: answers.map((a) => `${a}\n`).join(''),
  });
  const out = r.stdout.trim() ? JSON.parse(r.stdout) : {};
  return { ...r, vault, out };
}

describe('offline guided mode, end to end', () => {
  it('planning-daily fills Today.md the way it is built: its fields and sections kept, answers where they match', async () => {
    const r = await offline('planning-daily', ['next', 'monday'], '2026-11-22T09:00', [
      'High, in the office',
      'Runbook review done',
      'Design review: mock-ups',
      '9–11',
      'Patient',
    ]);
    expect(r.exitCode, r.stderr).toBe(0);
    const note = readFileSync(join(r.vault, '00_Brain/Captive/Today.md'), 'utf8');
    // Its fields stay, dates moved to Monday; the energy answer is the energy field; location, untouched, stays.
    expect(
      note.startsWith(
        '---\ndate: 2026-11-23\nday: Monday\nweek: 2026-W48\nenergy: "High, in the office"\nlocation: Home\n---\n# Monday, November 23, 2026\n',
      ),
    ).toBe(true);
    // Its sections stay: the meetings and focus answers in theirs, Capture emptied for the new day.
    expect(note).toContain('## Focus\n9–11\n\n## Meetings\nDesign review: mock-ups\n\n## Capture\n\n');
    expect(note).not.toContain('Hiring debrief');
    // What has no place of its own goes under the ritual's heading.
    expect(note).toContain(
      '## Daily Planning — Monday, November 23, 2026\n\n### What one outcome would make today a success?\n\nRunbook review done\n',
    );
    expect(note.endsWith('### What is your leadership intention for today?\n\nPatient\n')).toBe(true);
    expect(r.stderr).toContain(
      'Today.md was about Friday, November 20, 2026: its fields are kept as they were (dates moved to the new period), its sections kept and emptied for the answers',
    );
    expect(r.stderr).toContain(
      'Where the answers go: 1 → energy:; 3 → ## Meetings; 4 → ## Focus; 2, 5 → under “Daily Planning — Monday, November 23, 2026”',
    );
    // The day at a glance came first, from the session.
    expect(r.stderr).toContain('11:00–11:30  1:1 with Jonas Weber');
    expect(r.stderr).toContain('Missing: Jonas Weber (no file — suggest creating)');
    expect(r.out.writes).toEqual([{ path: join(r.vault, '00_Brain/Captive/Today.md'), action: 'updated' }]);
  });

  it("review-daily appends to the day's archive in Periodic", async () => {
    const r = await offline('review-daily', [], '2026-11-20T18:00', [
      'All three',
      'The debrief',
      'Too many meetings',
      'José, follow up on the write-up',
      'Decide within a day',
    ]);
    expect(r.exitCode, r.stderr).toBe(0);
    const note = readFileSync(join(r.vault, '00_Brain/Periodic/Daily/2026-11-20.md'), 'utf8');
    expect(note).toContain('# Friday, 2026-11-20'); // the original note is kept
    expect(note).toContain('## Daily Review — Friday, November 20, 2026');
    // The insight joins the note's own Insights list; the note's other sections are as they were.
    expect(note).toContain('## Insights\n- Protect the morning block; it paid off again.\n- Decide within a day\n\n## Daily Review');
    expect(note).toContain('## Wins\n- Sent the runbook to [[Priya Natarajan]].\n');
    expect(note).not.toContain('### What is the one insight');
  });

  it('planning-weekly replaces Week.md for the week planned', async () => {
    // Week.md is still about 2026-W47, which has no weekly archive yet: the run asks first, and is told to go on.
    const r = await offline('planning-weekly', ['next', 'week'], '2026-11-20T16:00', [
      'y',
      'Cut-over done',
      'Runbook, offers, focus',
      'Priya',
      'No meetings before 11',
      'Calm',
    ]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stderr).toContain('⚠ check: Week.md is about 2026-W47, an earlier week with no weekly archive yet');
    const note = readFileSync(join(r.vault, '00_Brain/Captive/Week.md'), 'utf8');
    expect(
      note.startsWith(
        '---\nweek: 2026-W48\nstart: 2026-11-23\nend: 2026-11-29\nfocus_theme: Finish the migration cut-over plan\n---\n# Week 2026-W48\n',
      ),
    ).toBe(true);
    expect(note).toContain('## Leadership Intention\nCalm\n');
    expect(note).toContain(
      '## Weekly Planning — the week of November 23–29, 2026 (2026-W48)\n\n### What would make next week a success?\n\nCut-over done\n',
    );
  });

  it('weekly-review appends to the weekly archive of the week reviewed', async () => {
    const r = await offline('weekly-review', ['last', 'week'], '2026-11-22T10:00', [
      'Budget approved',
      'Runbook moved',
      'Sarah, unblocked',
      'Mornings work',
      'Offers',
    ]);
    expect(r.exitCode, r.stderr).toBe(0);
    const note = readFileSync(join(r.vault, '00_Brain/Periodic/Weekly/2026-W46.md'), 'utf8');
    expect(note).toContain('# Week 2026-W46 review');
    expect(note).toContain('## Weekly Review — the week of November 9–15, 2026 (2026-W46)');
    expect(note).toContain('### What carries forward to next week?\n\nOffers\n');
    expect(r.stderr).toContain('Missing: 2026-11-12 (no note for this day)');
  });

  it('asks before replacing Today.md of an earlier day that has no archive, and the default is no', async () => {
    const vault = copyOfSampleVault();
    rmSync(join(vault, '00_Brain/Periodic/Daily/2026-11-20.md'));
    const snapshot = snapshotVault(vault);
    const args = ['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', '--yes', '--json'];
    const declined = await runCli(args, { input: 'High, in the office\nRunbook\n' });
    expect(declined.exitCode, declined.stderr).toBe(0);
    expect(declined.stderr).toContain('⚠ check: Today.md is about Friday, November 20, 2026, an earlier day with no daily archive yet');
    expect(declined.stderr).toContain('Go on anyway? [y/N] High, in the office\nStopped before the questions: nothing was written.');
    expect(JSON.parse(declined.stdout)).toMatchObject({ status: 'quit', writes: [] });
    expect(snapshotVault(vault)).toEqual(snapshot);
    const agreed = await runCli(args, { input: 'y\nHigh, in the office\n' });
    expect(agreed.exitCode, agreed.stderr).toBe(0);
    expect(readFileSync(join(vault, '00_Brain/Captive/Today.md'), 'utf8')).toContain('High, in the office');
  });

  it('end of input skips the remaining questions and writes what was answered', async () => {
    const r = await offline('planning-daily', ['next', 'monday'], '2026-11-22T09:00', ['Medium, at home']);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      '(end of input: no more questions. Unanswered: 2, 3, 4, 5 of 5 — nothing is written for them; the answer given is shown as a diff before anything is written)',
    );
    const note = readFileSync(join(r.vault, '00_Brain/Captive/Today.md'), 'utf8');
    expect(note).toContain('Medium, at home');
    expect(note).not.toContain('## What one outcome');
  });

  it('without a terminal shows the diff and honours a "y" on stdin; anything else, or nothing, writes nothing', async () => {
    const vault = copyOfSampleVault();
    const snapshot = snapshotVault(vault);
    const args = ['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00'];
    const none = await runCli(args, { input: 'a\nb\n' });
    expect(none.exitCode).toBe(0);
    expect(none.stdout).toContain('+energy: a\n'); // the diff itself, not only a count
    expect(none.stdout).toMatch(
      /Apply changes to 00_Brain\/Captive\/Today\.md\? \[y\]es \/ \[n\]o \/ \[a\]ll \/ \[q\]uit \(end of input\)\nNo terminal to confirm on, no "y" on stdin and no --yes: nothing was written.*skill sessions apply skill-planning-daily-2026-11-23-/s,
    );
    expect(snapshotVault(vault)).toEqual(snapshot);
    const yes = await runCli(args, { input: 'a\nb\nc\nd\ne\ny\n' });
    expect(yes.exitCode).toBe(0);
    expect(yes.stdout).toContain('[q]uit y\n✓ updated 00_Brain/Captive/Today.md');
    expect(readFileSync(join(vault, '00_Brain/Captive/Today.md'), 'utf8')).toContain('energy: a\n');
  });

  it('--editor takes each answer from $EDITOR (a real program here), kept whole', async () => {
    const editor = `sh -c 'printf "First paragraph.\\n\\nSecond paragraph." >> "$1"' editor`;
    const vault = copyOfSampleVault();
    const r = await runCli(
      ['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', '--editor', '--yes'],
      { env: { EDITOR: editor } },
    );
    expect(r.exitCode, r.stderr).toBe(0);
    const note = readFileSync(join(vault, '00_Brain/Captive/Today.md'), 'utf8');
    expect(note).toContain('### What is your leadership intention for today?\n\nFirst paragraph.\n\nSecond paragraph.\n');
    expect(note).toContain('## Focus\nFirst paragraph.\n\nSecond paragraph.\n');
  });
});
