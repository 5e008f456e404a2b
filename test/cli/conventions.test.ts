/**
 * The conventions a command-line tool is expected to keep: FORCE_COLOR and NO_COLOR, a pager that gets out of the
 * way for a short text, and --quiet.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useColour } from '../../src/io/io.js';
import { cliEnv, runCli } from '../support/cli.js';
import { startOnPty } from '../support/pty.js';
import { copyOfSampleVault } from '../support/tmp.js';

const pipe = { isTTY: false, write: () => true };
const terminal = { isTTY: true, write: () => true };

describe('colour', () => {
  it('is on for a terminal, off for a pipe, NO_COLOR and TERM=dumb; FORCE_COLOR turns it on anywhere, FORCE_COLOR=0 off', () => {
    expect(useColour(terminal, {})).toBe(true);
    expect(useColour(pipe, {})).toBe(false);
    expect(useColour(terminal, { NO_COLOR: '1' })).toBe(false);
    expect(useColour(terminal, { TERM: 'dumb' })).toBe(false);
    expect(useColour(pipe, { FORCE_COLOR: '1' })).toBe(true);
    expect(useColour(pipe, { FORCE_COLOR: '3', NO_COLOR: '1' })).toBe(true);
    expect(useColour(terminal, { FORCE_COLOR: '0' })).toBe(false);
    expect(useColour(terminal, { FORCE_COLOR: 'false' })).toBe(false);
    expect(useColour(pipe, { FORCE_COLOR: '' })).toBe(false);
  });

  it('FORCE_COLOR colours what goes down a pipe', async () => {
    const forced = await runCli(['check', 'planning-daily', '--offline', '--now', '2026-11-20T09:00'], { env: { FORCE_COLOR: '1' } });
    expect(forced.stdout).toMatch(/\x1b\[\d+m/);
    const plain = await runCli(['check', 'planning-daily', '--offline', '--now', '2026-11-20T09:00'], { env: { NO_COLOR: undefined } });
    expect(plain.stdout).not.toMatch(/\x1b\[/);
    expect(plain.stdout.replace(/\s+/g, ' ')).toBe(forced.stdout.replace(/\x1b\[[\d;]*m/g, '').replace(/\s+/g, ' '));
  });
});

describe('on a terminal', () => {
  it('pages a short transcript with less -FRX, which prints it and exits without waiting for a key', async () => {
    const vault = copyOfSampleVault();
    const env = cliEnv();
    const prepared = await runCli(['run', 'planning-daily', '--prepare', '--vault', vault, '--now', '2026-11-20T09:00'], { env });
    expect(prepared.exitCode, prepared.stderr).toBe(0);
    writeFileSync(
      join(prepared.stdout.trim(), 'transcript.jsonl'),
      `${JSON.stringify({ type: 'response', ts: '2026-11-20T09:00:05', content: 'Good morning, a short reply.' })}\n`,
    );
    const shown = startOnPty(['sessions', 'show', 'last', '--transcript', '--vault', vault], env);
    // With plain `less -R` the pager would wait for q here and the run would never end.
    const result = await shown.child;
    expect(result.exitCode).toBe(0);
    expect(shown.screen()).toContain('claude: Good morning, a short reply.');
  });

  it('--quiet leaves out the gather progress and the notes, and still prints the result', async () => {
    const vault = copyOfSampleVault();
    const quiet = startOnPty(['run', 'planning-daily', '--prepare', '--quiet', '--vault', vault, '--now', '2026-11-20T09:00'], cliEnv());
    expect((await quiet.child).exitCode).toBe(0);
    const screen = quiet.screen();
    expect(screen).toMatch(/skill-planning-daily-2026-11-20-\w+/);
    expect(screen).not.toContain('memory.md:');
    expect(screen).not.toContain('calendar');
    const loud = startOnPty(['run', 'planning-daily', '--prepare', '--vault', vault, '--now', '2026-11-20T09:00'], cliEnv());
    expect((await loud.child).exitCode).toBe(0);
    expect(loud.screen()).toContain('memory.md:');
    expect(loud.screen()).toContain('calendar');
  });
});
