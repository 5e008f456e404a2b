// Calendar sources from the vault's config, through a real run: commands as real child processes, their
// outcome in calendar.md and memory.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/cli.js';
import { copyOfSampleVault, REPO } from '../../support/tmp.js';

const BIN = join(REPO, 'fixtures', 'bin');

async function prepareWith(calendars: string): Promise<{ memory: string; calendar: string | undefined; session: string }> {
  const vault = copyOfSampleVault();
  writeFileSync(join(vault, '.skill/config.yaml'), `me:\n  name: Alex Morgan\n  emails: [alex@example.com]\ncalendars:\n${calendars}`);
  const r = await runCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', '--prepare', '--json']);
  expect(r.exitCode, r.stderr).toBe(0);
  const { session } = JSON.parse(r.stdout) as { session: string };
  let calendar: string | undefined;
  try {
    calendar = readFileSync(join(session, 'calendar.md'), 'utf8');
  } catch {
    calendar = undefined;
  }
  return { memory: readFileSync(join(session, 'memory.md'), 'utf8'), calendar, session };
}

describe('calendar sources from config, end to end', () => {
  it('merges .ics files with ekctl JSON, ICS and TSV commands', async () => {
    const { calendar, memory } = await prepareWith(
      [
        '  - path: .skill/calendars',
        `  - name: mac\n    command: ["${BIN}/cal-ekctl", "--from", "{start}", "--to", "{end}"]\n    format: ekctl-json`,
        `  - name: script\n    command: ["${BIN}/cal-ics", "{start_date}"]\n    format: ics`,
        `  - name: google\n    command: ["${BIN}/cal-tsv", "{start_date}"]\n    format: tsv`,
        '',
      ].join('\n'),
    );
    expect(calendar).toMatch(/- ✓ calendars: 5 events/);
    expect(calendar).toMatch(/- ✓ mac: \d+ events?/);
    expect(calendar).toMatch(/- ✓ script: \d+ events?/);
    expect(calendar).toMatch(/- ✓ google: \d+ events?/);
    expect(memory).not.toContain('⚠ calendar');
  });

  it('marks a failing, hanging or flooding command unavailable with its reason, and the run goes on', async () => {
    const { calendar, memory } = await prepareWith(
      [
        '  - path: .skill/calendars',
        `  - name: denied\n    command: ["${BIN}/cal-fail"]`,
        `  - name: stuck\n    command: ["${BIN}/cal-hang"]\n    timeout: 300ms`,
        `  - name: flood\n    command: ["${BIN}/cal-flood"]\n    max_bytes: 64KB`,
        `  - name: junk\n    command: ["${BIN}/cal-garbage"]\n    format: ekctl-json`,
        '  - name: absent\n    command: ["no-such-calendar-tool"]',
        '',
      ].join('\n'),
    );
    expect(memory).toContain('- ⚠ calendar denied unavailable: exit code 1: calendar access denied: grant access in System Settings');
    expect(memory).toContain('- ⚠ calendar stuck unavailable: timed out after 300ms');
    expect(memory).toContain('- ⚠ calendar flood unavailable: output over 64 KB');
    expect(memory).toMatch(/- ⚠ calendar junk unavailable: unparseable output: /);
    expect(memory).toContain('- ⚠ calendar absent unavailable: program not found: no-such-calendar-tool');
    // The .ics source still counts: the day's events and the people from 1:1s are there.
    expect(memory).toContain('- 11:00–11:30: 1:1 with Jonas Weber');
    expect(memory).toContain('- **Sarah Chen**:');
    expect(calendar).toContain('- ✗ denied: exit code 1');
  });

  it('says the calendar is unavailable when no source can be read', async () => {
    const { calendar, memory } = await prepareWith(`  - name: denied\n    command: ["${BIN}/cal-fail"]\n`);
    expect(calendar).toBeUndefined();
    expect(memory).toContain(
      '- **calendar.md**: unavailable — failed: no calendar could be read: denied: exit code 1: calendar access denied',
    );
    expect(memory).toContain('- ⚠ calendar unavailable: people from meetings could not be found');
  });
});
