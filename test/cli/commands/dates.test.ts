import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../../support/cli.js';
import { tempDir } from '../../support/tmp.js';

describe('skill dates', () => {
  it('refuses an ambiguous numeric date, and reads it in the order the user config gives', async () => {
    const ambiguous = await runInProcess(['dates', '03/04/2026']);
    expect(ambiguous.exitCode).toBe(2);
    expect(ambiguous.stderr).toContain('write the date as YYYY-MM-DD (or set date_order: dmy or mdy in the user config');
    const config = tempDir('skill-config-');
    mkdirSync(join(config, 'skill'));
    writeFileSync(join(config, 'skill/config.yaml'), 'date_order: dmy\n');
    const read = await runInProcess(['dates', '03/04/2026', '--json'], { env: { XDG_CONFIG_HOME: config } });
    expect(JSON.parse(read.stdout)).toMatchObject({ target_date: '2026-04-03', target_scope: 'day' });
  });
});

describe('a time of day in the words', () => {
  const NOW = '2026-11-23T09:00';

  it('skill dates says it is ignored, in a comment line, in dates.md and in the JSON', async () => {
    const text = await runInProcess(['dates', 'tomorrow at 5pm', '--now', NOW]);
    expect(text.stdout.split('\n').slice(0, 3)).toEqual([
      '# Tuesday, November 24, 2026',
      '# note: the time of day "at 5pm" is ignored: rituals work on whole days',
      'target_date: 2026-11-24',
    ]);
    expect(text.stdout).toMatch(/\nrelative: tomorrow at 5pm\nresolved_at: 2026-11-23T09:00:00[+-]\d\d:\d\d\nignored_time: at 5pm\n$/);
    const json = JSON.parse((await runInProcess(['dates', 'yesterday', 'evening', '--now', NOW, '--json'])).stdout);
    expect(json).toMatchObject({ target_date: '2026-11-22', relative: 'yesterday evening', ignored_time: 'evening' });
    // The contract's keys keep their order; the new one comes after them.
    expect(Object.keys(json).slice(-2)).toEqual(['resolved_at', 'ignored_time']);
    const plain = await runInProcess(['dates', 'tomorrow', '--now', NOW, '--json']);
    expect(JSON.parse(plain.stdout)).not.toHaveProperty('ignored_time');
    expect((await runInProcess(['dates', 'tomorrow', '--now', NOW])).stdout).not.toContain('note:');
  });

  it('a run says it in memory.md and plan.md beside the target, and plan --json carries it in the resolution', async () => {
    const r = await runInProcess([
      'run',
      'planning-daily',
      'tomorrow at 5pm',
      '--prepare',
      '--vault',
      'fixtures/vault',
      '--now',
      NOW,
      '--json',
    ]);
    expect(r.exitCode, r.stderr).toBe(0);
    const session = JSON.parse(r.stdout).session as string;
    const note = 'the time of day "at 5pm" is ignored: rituals work on whole days';
    expect(readFileSync(join(session, 'memory.md'), 'utf8')).toContain(`: Tuesday, November 24, 2026 (tomorrow at 5pm; ${note})\n`);
    expect(readFileSync(join(session, 'plan.md'), 'utf8')).toContain(`Target: Tuesday, November 24, 2026 (${note})\n`);
    expect(readFileSync(join(session, 'dates.md'), 'utf8')).toContain('ignored_time: at 5pm\n');
    // Offline, the run's own first line on the terminal says it too.
    const offline = await runInProcess(
      ['run', 'planning-daily', 'tomorrow at 5pm', '--offline', '--dry-run', '--vault', 'fixtures/vault', '--now', NOW],
      { input: '' },
    );
    expect(offline.stdout.split('\n')[0]).toBe(`planning-daily — Tuesday, November 24, 2026 (${note})`);
    const plan = JSON.parse(
      (await runInProcess(['plan', 'planning-daily', 'tomorrow at 5pm', '--vault', 'fixtures/vault', '--now', NOW, '--json'])).stdout,
    );
    expect(plan.resolution).toMatchObject({ target_date: '2026-11-24', ignored_time: 'at 5pm' });
  });
});
