import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { addWeather } from '../support/command-skill.js';
import { copyOfSampleVault, REPO, tempDir } from '../support/tmp.js';
import { isAlive } from '../support/calendar.js';

describe('command sub-skills, from SKILL.md to memory.md', () => {
  it('runs the command for the task range and lists its output in memory.md', async () => {
    const vault = copyOfSampleVault();
    addWeather(vault, `["${join(REPO, 'fixtures/bin/weather')}", "{date}"]`);
    const r = await runCli(['run', 'morning-walk', 'tomorrow', '--vault', vault, '--now', '2026-11-22T08:00', '--prepare', '--json']);
    expect(r.exitCode).toBe(0);
    const { session } = JSON.parse(r.stdout) as { session: string };
    expect(readFileSync(join(session, 'weather.md'), 'utf8')).toContain('# Weather for 2026-11-23');
    const memory = readFileSync(join(session, 'memory.md'), 'utf8');
    expect(memory).toContain(`- **weather.md**: ${join(session, 'weather.md')} ✓`);
    expect(memory).toContain('- Morning: 4 °C, fog');
    expect(memory).toContain('- 2 of 2 needs understood; tasks: 2 of 2 succeeded');
  });

  it('takes the output of a program that exits but leaves a background child holding its output, and does not linger', async () => {
    const vault = copyOfSampleVault();
    const dir = tempDir();
    const pidfile = join(dir, 'grandchild');
    const program = join(dir, 'weather-and-leave');
    writeFileSync(program, `#!/bin/sh\n"${join(REPO, 'fixtures/bin/weather')}" "$1"\nsleep 60 &\necho $! > "${pidfile}"\n`);
    chmodSync(program, 0o755);
    addWeather(vault, `["${program}", "{date}"]`);
    try {
      const r = await runCli(['run', 'morning-walk', 'tomorrow', '--vault', vault, '--now', '2026-11-22T08:00', '--prepare', '--json']);
      expect(r.exitCode).toBe(0);
      const { session } = JSON.parse(r.stdout) as { session: string };
      expect(readFileSync(join(session, 'weather.md'), 'utf8')).toContain('# Weather for 2026-11-23');
      const state = JSON.parse(readFileSync(join(session, 'session.json'), 'utf8'));
      expect(state.tasks.find((t: { sub: string }) => t.sub === 'fetch-weather')).toMatchObject({ status: 'ok' });
    } finally {
      const pid = Number(readFileSync(pidfile, 'utf8'));
      if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
  });

  it('marks the data unavailable with the reason when the command fails, and the run goes on', async () => {
    const vault = copyOfSampleVault();
    addWeather(vault, `["${join(REPO, 'fixtures/bin/weather')}", "{date}", "--fail"]`);
    const r = await runCli(['run', 'morning-walk', 'tomorrow', '--vault', vault, '--now', '2026-11-22T08:00', '--prepare', '--json']);
    expect(r.exitCode).toBe(0);
    const { session } = JSON.parse(r.stdout) as { session: string };
    const memory = readFileSync(join(session, 'memory.md'), 'utf8');
    expect(memory).toContain('- **weather.md**: unavailable — failed: exit code 3: weather: service unavailable');
    // The calendar task still ran.
    expect(memory).toContain(`- **calendar.md**: ${join(session, 'calendar.md')} ✓`);
    const state = JSON.parse(readFileSync(join(session, 'session.json'), 'utf8'));
    expect(state.tasks.find((t: { sub: string }) => t.sub === 'fetch-weather')).toMatchObject({
      status: 'failed',
      error: 'exit code 3: weather: service unavailable',
    });
  });

  it('reports a program that is not there', async () => {
    const vault = copyOfSampleVault();
    addWeather(vault, '["no-such-weather-tool", "{date}"]');
    const r = await runCli(['run', 'morning-walk', 'tomorrow', '--vault', vault, '--now', '2026-11-22T08:00', '--prepare', '--json']);
    expect(r.exitCode).toBe(0);
    const memory = readFileSync(join(JSON.parse(r.stdout).session, 'memory.md'), 'utf8');
    expect(memory).toContain('- **weather.md**: unavailable — failed: program not found: no-such-weather-tool');
    expect(memory).toContain('## Not Available');
  });
});
