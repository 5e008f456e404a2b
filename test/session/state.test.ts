import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readState } from '../../src/session/state.js';
import { distModule, runModuleChild } from '../support/dist-child.js';
import { tempDir } from '../support/tmp.js';

const TARGET = {
  target_date: '2026-11-23',
  target_scope: 'day',
  start: '2026-11-23',
  end: '2026-11-23',
  week: '2026-W48',
  day_of_week: 'Monday',
  relative: 'next monday',
  resolved_at: '2026-11-22T09:00:00+01:00',
};

/** A process writes a running state into a session folder (as the run, or as a later command amending it), then ends with `code`. */
async function endAbruptly(status: string, code: number, write: 'writeState' | 'amendState' = 'writeState') {
  const dir = join(tempDir('skill-state-'), 'skill-x');
  mkdirSync(dir);
  const r = await runModuleChild(`
    import { ${write} } from ${distModule('session/state')};
    ${write}(${JSON.stringify(dir)}, { version: 1, id: 'skill-x', ritual: 'r', ritualPath: '/r', args: [], vault: '/v', mode: 'claude',
      status: ${JSON.stringify(status)}, pid: process.pid, startedAt: new Date().toISOString(), needs: [], tasks: [], writes: [],
      target: ${JSON.stringify(TARGET)} });
    process.exit(${code});`);
  expect(r.exitCode, r.stderr).toBe(code);
  return readState(dir);
}

describe('session.json when the process ends before the run does', () => {
  it('says interrupted, and where, after a second Ctrl-C (exit 130)', async () => {
    expect(await endAbruptly('inline', 130)).toMatchObject({ status: 'interrupted', stoppedIn: 'inline' });
    expect(await endAbruptly('preparing', 130)).toMatchObject({ status: 'interrupted', stoppedIn: 'gather' });
  });

  it('says failed, with the exit code, after a crash', async () => {
    expect(await endAbruptly('writing', 1)).toMatchObject({
      status: 'failed',
      stoppedIn: 'write',
      error: 'the process ended (exit code 1) before the run did',
    });
  });

  it('leaves alone a record another command amended (`sessions restore` on a run killed while writing)', async () => {
    expect(await endAbruptly('writing', 0, 'amendState')).toMatchObject({ status: 'writing' });
  });

  it('leaves a finished state alone', async () => {
    expect(await endAbruptly('done', 0)).toMatchObject({ status: 'done' });
    expect((await endAbruptly('done', 0))?.stoppedIn).toBeUndefined();
  });
});
