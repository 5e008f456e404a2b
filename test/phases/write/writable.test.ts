/**
 * The check a run makes before its first question (writable.ts): a note the write phase would refuse is said then,
 * in the same words the refusal would use after the questionnaire, and nothing is asked.
 */
import { appendFileSync, chmodSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkWritable } from '../../../src/phases/write/writable.js';
import { PathRefused } from '../../../src/vault/confine.js';
import { runCli } from '../../support/cli.js';
import { onlySession, sessionState } from '../../support/reliability.js';
import { copyOfSampleVault, tempDir } from '../../support/tmp.js';
import { snapshotVault } from '../../support/vault-snapshot.js';

const TODAY = '00_Brain/Captive/Today.md';

/** The vault's Today.md replaced by a symlink to a note outside the vault; returns the outside note. */
function linkedOut(vault: string): string {
  const outside = join(tempDir('skill-outside-'), 'Elsewhere.md');
  writeFileSync(outside, '# not in the vault\n');
  rmSync(join(vault, TODAY));
  symlinkSync(outside, join(vault, TODAY));
  return outside;
}

describe('checkWritable', () => {
  it('refuses a note that leads outside the vault through a symlink, as the stage would', () => {
    const vault = copyOfSampleVault();
    linkedOut(vault);
    const note = { path: join(vault, TODAY), relative: TODAY };
    const check = () => checkWritable({ notes: [note], vault });
    expect(check).toThrow(PathRefused);
    expect(check).toThrow(`path ${JSON.stringify(note.path)} refused: leads outside the vault through a symlink`);
    // A dry run writes nothing to the vault, but would refuse the same note when staging it.
    expect(() => checkWritable({ notes: [note], vault, dryRun: true })).toThrow(PathRefused);
  });

  it('passes notes inside the vault, existing or not', () => {
    const vault = copyOfSampleVault();
    mkdirSync(join(vault, 'New'), { recursive: true });
    expect(() =>
      checkWritable({
        notes: [
          { path: join(vault, TODAY), relative: TODAY },
          { path: join(vault, 'New/Note.md'), relative: 'New/Note.md' },
        ],
        vault,
      }),
    ).not.toThrow();
  });
});

describe('a run whose note leads outside the vault', () => {
  it('is refused before the first question, in one line, exit 2, nothing written', async () => {
    const vault = copyOfSampleVault();
    const outside = linkedOut(vault);
    const before = snapshotVault(vault);
    const r = await runCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', '--yes'], {
      input: 'High\nRunbook\nDesign review\n9-11\nPatient\n',
    });
    expect(r.exitCode, r.stderr).toBe(2);
    expect(r.stdout).not.toContain('(1/5)');
    expect(r.stderr.trim().split('\n')).toEqual([
      `skill: path ${JSON.stringify(join(vault, TODAY))} refused: leads outside the vault through a symlink`,
    ]);
    expect(snapshotVault(vault)).toEqual(before);
    expect(readFileSync(outside, 'utf8')).toBe('# not in the vault\n');
    expect(sessionState(onlySession(r.sessionRoot))).toMatchObject({ status: 'failed', stoppedIn: 'write check' });
  });
});

describe('notes that cannot be edited, said before the first question (issue 24)', () => {
  const args = (vault: string) => ['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', '--yes'];
  const spoil: Array<[string, (vault: string) => void, number, string]> = [
    [
      'not UTF-8',
      (v) => writeFileSync(join(v, TODAY), Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x0a])),
      2,
      `skill: ${TODAY} is not UTF-8 text; skill edits only UTF-8 notes (save it as UTF-8, then run again)`,
    ],
    [
      'read-only (0444)',
      (v) => chmodSync(join(v, TODAY), 0o444),
      1,
      `skill: ${TODAY} is read-only (mode 0444); skill does not replace a read-only note (run chmod u+w on it to let skill change it)`,
    ],
    [
      'named by the layout as ~/Today.md',
      (v) => appendFileSync(join(v, '.skill', 'config.yaml'), 'layout:\n  captive:\n    today: ~/Today.md\n'),
      2,
      'skill: path "~/Today.md" refused: ~ is not expanded; use a path inside the vault',
    ],
  ];
  it.each(spoil)('%s: one line, before any question, nothing written', async (_name, make, code, line) => {
    const vault = copyOfSampleVault();
    make(vault);
    const before = snapshotVault(vault);
    const r = await runCli(args(vault), { input: 'High\nRunbook\nDesign review\n9-11\nPatient\n' });
    expect(r.exitCode, r.stderr).toBe(code);
    expect(r.stdout).not.toContain('(1/5)');
    expect(r.stderr.trim().split('\n')[0]).toBe(line);
    expect(r.stderr).not.toMatch(/answers|at .*\.js:\d+/);
    expect(snapshotVault(vault)).toEqual(before);
    expect(sessionState(onlySession(r.sessionRoot))).toMatchObject({ status: 'failed', stoppedIn: 'write check' });
  });
});

describe('a note found for a collection that cannot be written (issue 24)', () => {
  it('a people note named with a backslash, linked from the week: left out with a warning, and the questions are asked', async () => {
    const vault = copyOfSampleVault();
    writeFileSync(join(vault, '02_Areas', 'People', 'Jane O\\Neil.md'), '# Jane\n');
    writeFileSync(join(vault, '00_Brain', 'Periodic', 'Daily', '2026-11-24.md'), '# Tuesday\n\n- Met [[Jane O\\Neil]] about the budget\n');
    const r = await runCli(['run', 'weekly-review', '--vault', vault, '--now', '2026-11-27T16:00'], { input: '' });
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      '⚠ 02_Areas/People/Jane O\\Neil.md is left out of the notes this run may write (refused: contains a backslash; use / between folders)\n',
    );
    expect(r.stdout).toContain('(1/5)');
    // The person is still read for the conversation: only writing to that note is left out.
    expect(readFileSync(join(onlySession(r.sessionRoot), 'memory.md'), 'utf8')).toContain('**Jane O\\Neil**');
  });
});
