import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEnv } from '../support/cli.js';
import { startOnPty } from '../support/pty.js';
import { copyOfSampleVault } from '../support/tmp.js';
import { snapshotVault } from '../support/vault-snapshot.js';

const ARGS = ['run', 'planning-daily', 'next', 'monday', '--now', '2026-11-22T09:00'];
const ANSWERS = ['High, office', 'Runbook review', 'Design review', '9-11', 'Patient'];

async function answerAll(run: ReturnType<typeof startOnPty>): Promise<void> {
  for (const [i, answer] of ANSWERS.entries()) {
    await run.waitFor(`(${i + 1}/5)`);
    run.type(`${answer}\r`);
  }
}

describe('on a real terminal', () => {
  it('shows live gather progress, asks the questions at a prompt, and applies after a yes', async () => {
    const vault = copyOfSampleVault();
    const run = startOnPty([...ARGS, '--vault', vault], cliEnv({ NO_COLOR: undefined }));
    await answerAll(run);
    await run.waitFor('Apply changes to 00_Brain/Captive/Today.md?');
    run.type('y\r');
    const result = await run.child;
    expect(result.exitCode).toBe(0);
    const screen = run.screen();
    // Progress: one line per task, ✓ with a duration, drawn in place with cursor movement.
    expect(screen).toMatch(/✓.*calendar .*5 events, 2 one-on-ones.*\(\d+(\.\d+)? ms\)/);
    expect(screen).toContain('\x1b[2K');
    // The diff is coloured on a terminal.
    expect(screen).toContain('\x1b[32m+');
    expect(readFileSync(join(vault, '00_Brain/Captive/Today.md'), 'utf8')).toContain('### What is your leadership intention for today?\n\nPatient');
  });

  it('writes nothing when the confirmation is refused', async () => {
    const vault = copyOfSampleVault();
    const snapshot = snapshotVault(vault);
    const run = startOnPty([...ARGS, '--vault', vault], cliEnv());
    await answerAll(run);
    await run.waitFor('Apply changes to 00_Brain/Captive/Today.md?');
    run.type('n\r');
    const result = await run.child;
    expect(result.exitCode).toBe(0);
    expect(run.screen()).toContain('Nothing was written.');
    expect(snapshotVault(vault)).toEqual(snapshot);
  });
});
