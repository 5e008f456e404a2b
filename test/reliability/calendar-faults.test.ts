/**
 * Calendar programs that fail, hang or flood their output, through the real CLI. A failing source never stops a
 * run: the others are read, calendar.md and memory.md say what failed and why, the run goes on to write, and no
 * program outlives it.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pidAlive } from '../../src/vault/lock.js';
import { runCli } from '../support/cli.js';
import { expectVaultSafe, onlySession, sessionState } from '../support/reliability.js';
import { copyOfSampleVault, REPO, tempDir } from '../support/tmp.js';
import { snapshotVault } from '../support/vault-snapshot.js';

const bin = (name: string) => JSON.stringify(join(REPO, 'fixtures', 'bin', name));

describe('calendar programs that misbehave', () => {
  it('one fails, one hangs, one floods: each is reported with its reason, the .ics source is still read, the run writes', async () => {
    const vault = copyOfSampleVault();
    const pidfile = join(tempDir('skill-cal-'), 'hang.pid');
    appendFileSync(join(vault, '.skill', 'config.yaml'), [
      'calendars:',
      '  - path: .skill/calendars',
      `  - { name: failing, command: [${bin('cal-fail')}], format: ics }`,
      `  - { name: hanging, command: [${bin('cal-hang')}, "--pidfile", ${JSON.stringify(pidfile)}], format: ics, timeout: 300ms }`,
      `  - { name: flooding, command: [${bin('cal-flood')}], format: ics, max_bytes: 64KB }`,
      '',
    ].join('\n'));
    const before = snapshotVault(vault);
    const r = await runCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', '--yes', '--json'], { input: 'High\n' });
    expect(r.exitCode, r.stderr).toBe(0);
    const dir = onlySession(r.sessionRoot);
    const calendar = readFileSync(join(dir, 'calendar.md'), 'utf8');
    expect(calendar).toContain('> ⚠ 3 calendar sources could not be read (see Sources): events may be missing.');
    expect(calendar).toContain('- ✓ calendars: 5 events');
    expect(calendar).toContain('- ✗ failing: exit code 1: calendar access denied: grant access in System Settings');
    expect(calendar).toContain('- ✗ hanging: timed out after 300ms');
    expect(calendar).toContain('- ✗ flooding: output over 64 KB');
    expect(calendar).toContain('14:00–14:30 1:1 Sarah / Alex (**1:1 with Sarah Chen**)'); // the .ics files were read
    const memory = readFileSync(join(dir, 'memory.md'), 'utf8');
    for (const name of ['failing', 'hanging', 'flooding']) expect(memory).toContain(`- ⚠ calendar ${name} unavailable: `);
    expect(pidAlive(Number(readFileSync(pidfile, 'utf8')))).toBe(false);
    const state = sessionState(dir);
    expect(state.status).toBe('done');
    expect(state.tasks.find((t) => t.id === 'calendar')).toMatchObject({ status: 'ok' });
    const today = readFileSync(join(vault, '00_Brain/Captive/Today.md'), 'utf8');
    expect(today).toContain('High');
    expectVaultSafe(vault, before, { '00_Brain/Captive/Today.md': today });
  });
});
