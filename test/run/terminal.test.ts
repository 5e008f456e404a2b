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
    expect(readFileSync(join(vault, '00_Brain/Captive/Today.md'), 'utf8')).toContain(
      '### What is your leadership intention for today?\n\nPatient',
    );
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

  it('keeps a pasted two-paragraph answer as one answer, takes one from the editor, and says what Ctrl-D did', async () => {
    const vault = copyOfSampleVault();
    // The editor: a real program given the answer's file, as vim would be (it writes a second paragraph).
    const editor = `sh -c 'printf "Ship the runbook.\\n\\nThen rest." >> "$1"' editor`;
    const run = startOnPty([...ARGS, '--vault', vault], cliEnv({ EDITOR: editor }));
    await run.waitFor('(1/5)');
    // What a terminal sends for a paste in bracketed-paste mode: the text between ESC[200~ and ESC[201~, its line
    // breaks as carriage returns. The Enter after it submits the whole.
    run.type('\x1b[200~Steady, after a long week.\r\rWorking from home: the office is closed.\x1b[201~');
    run.type('\r');
    await run.waitFor('(2/5)');
    run.type('/edit\r');
    await run.waitFor('(answer from the editor: 3 lines)');
    await run.waitFor('(3/5)');
    run.type('\x04'); // Ctrl-D on an empty line
    await run.waitFor('Apply changes to 00_Brain/Captive/Today.md?');
    run.type('y\r');
    const result = await run.child;
    expect(result.exitCode).toBe(0);
    const screen = run.screen();
    expect(screen).toContain('\x1b[?2004h'); // bracketed paste on while asking…
    expect(screen).toContain('\x1b[?2004l'); // …and off again
    expect(screen).not.toContain('(4/5)');
    expect(screen.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '')).toContain(
      '(Ctrl-D: no more questions. Unanswered: 3, 4, 5 of 5 — nothing is written for them; the 2 answers given are shown as a diff before anything is written)',
    );
    const note = readFileSync(join(vault, '00_Brain/Captive/Today.md'), 'utf8');
    // Two paragraphs are no field value: the answer goes under the ritual's heading, whole.
    expect(note).toContain(
      '### How is your energy today, and where are you working from?\n\nSteady, after a long week.\n\nWorking from home: the office is closed.\n',
    );
    expect(note).toContain('### What one outcome would make today a success?\n\nShip the runbook.\n\nThen rest.\n');
  });
});
