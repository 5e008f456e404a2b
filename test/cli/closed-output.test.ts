/**
 * Item: a reader that stops early (`skill list | head -1`) is a quiet exit for every command. Output that cannot be
 * written for another reason (a full disk: `> /dev/full`) is lost, and said so.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOfSampleVault, tempDir } from '../support/tmp.js';
import { BIN, cliEnv, runCliClosedStdout } from '../support/cli.js';

describe('a closed stdout', () => {
  it.each([
    [['--help']],
    [['dates', 'next monday', '--now', '2026-03-04T09:00:00']],
    [['dates', 'last week', '--json']],
    [['list', '--vault', 'fixtures/vault']],
    [['check', '--vault', 'fixtures/vault']],
    [['plan', 'planning-daily', '--vault', 'fixtures/vault', '--json']],
    [['sessions', 'list']],
  ])('skill %j exits quietly with its own code', async (args) => {
    const r = await runCliClosedStdout(args);
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
  });

  it('a run writes its session and exits quietly', async () => {
    const r = await runCliClosedStdout([
      'run',
      'planning-daily',
      '--prepare',
      '--vault',
      copyOfSampleVault(),
      '--now',
      '2026-03-04T09:00:00',
    ]);
    expect(r.stderr).not.toMatch(/EPIPE|at .*\(node:/);
    expect(r.exitCode).toBe(0);
  });

  it.each([[['dates', 'next monday', '--now', '2026-03-04T09:00:00']], [['list', '--vault', 'fixtures/vault', '--json']]])(
    'skill %j into a device that takes nothing says so in one line and exits 1',
    (args) => {
      const quoted = args.map((a) => `'${a}'`).join(' ');
      const r = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" ${quoted} > /dev/full`], { encoding: 'utf8', env: cliEnv() });
      expect(r.stderr).toBe('skill: could not write to standard output: ENOSPC\n');
      expect(r.status).toBe(1);
    },
  );

  // A full disk takes what fits of a write and fails only the next one: Node writes each chunk to a file once and
  // ignores a short count, so the output would be cut with exit 0. A file-size limit (`ulimit -f`; Node ignores
  // SIGXFSZ) does the same as a full disk, without one: 5,483 bytes of JSON into a file that may hold 512.
  it('skill list --json into a file that takes only part of it says so and exits 1', () => {
    const out = join(tempDir('skill-short-'), 'out.json');
    const cmd = `ulimit -f 1; exec "${process.execPath}" "${BIN}" list --vault fixtures/vault --json > "${out}"`;
    const r = spawnSync('sh', ['-c', cmd], { encoding: 'utf8', env: cliEnv() });
    expect(statSync(out).size).toBeLessThan(5483);
    expect(r.stderr).toBe('skill: could not write to standard output: EFBIG\n');
    expect(r.status).toBe(1);
  });

  it('a run stopped by output it cannot write says why once, as a stop, and exits 1', () => {
    const vault = copyOfSampleVault();
    const cmd = `"${process.execPath}" "${BIN}" run planning-daily --offline --vault "${vault}" --now 2026-03-04T09:00:00 > /dev/full < /dev/null`;
    const r = spawnSync('sh', ['-c', cmd], { encoding: 'utf8', env: cliEnv() });
    expect(r.stderr).toMatch(/^skill: stopped: the output could not be written \(ENOSPC\)/m);
    expect(r.stderr).not.toMatch(/output was closed|could not write to standard output/);
    expect(r.status).toBe(1);
  });
});
