import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/cli.js';
import { tempDir } from '../../support/tmp.js';

describe('skill dates', () => {
  it('refuses an ambiguous numeric date, and reads it in the order the user config gives', async () => {
    const ambiguous = await runCli(['dates', '03/04/2026']);
    expect(ambiguous.exitCode).toBe(2);
    expect(ambiguous.stderr).toContain('write the date as YYYY-MM-DD (or set date_order: dmy or mdy in the user config');
    const config = tempDir('skill-config-');
    mkdirSync(join(config, 'skill'));
    writeFileSync(join(config, 'skill/config.yaml'), 'date_order: dmy\n');
    const read = await runCli(['dates', '03/04/2026', '--json'], { env: { XDG_CONFIG_HOME: config } });
    expect(JSON.parse(read.stdout)).toMatchObject({ target_date: '2026-04-03', target_scope: 'day' });
  });
});
