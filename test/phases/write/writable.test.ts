/**
 * The check a run makes before its first question (writable.ts): a note the write phase would refuse is said then,
 * in the same words the refusal would use after the questionnaire, and nothing is asked.
 */
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
    expect(() => checkWritable({ notes: [{ path: join(vault, TODAY), relative: TODAY }, { path: join(vault, 'New/Note.md'), relative: 'New/Note.md' }], vault })).not.toThrow();
  });
});

describe('a run whose note leads outside the vault', () => {
  it('is refused before the first question, in one line, exit 2, nothing written', async () => {
    const vault = copyOfSampleVault();
    const outside = linkedOut(vault);
    const before = snapshotVault(vault);
    const r = await runCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', '--yes'], { input: 'High\nRunbook\nDesign review\n9-11\nPatient\n' });
    expect(r.exitCode, r.stderr).toBe(2);
    expect(r.stdout).not.toContain('(1/5)');
    expect(r.stderr.trim().split('\n')).toEqual([`skill: path ${JSON.stringify(join(vault, TODAY))} refused: leads outside the vault through a symlink`]);
    expect(snapshotVault(vault)).toEqual(before);
    expect(readFileSync(outside, 'utf8')).toBe('# not in the vault\n');
    expect(sessionState(onlySession(r.sessionRoot))).toMatchObject({ status: 'failed', stoppedIn: 'write check' });
  });
});
