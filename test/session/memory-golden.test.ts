import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { copyOfSampleVault } from '../support/tmp.js';

const GOLDEN = join(import.meta.dirname, 'golden');

/**
 * memory.md of real runs on the sample vault, with the two machine-specific prefixes (the vault copy and the
 * session folder) replaced by placeholders. Set SKILL_UPDATE_GOLDEN=1 to rewrite the golden files — then read
 * every changed line before committing them.
 */
async function memoryOf(args: string[]): Promise<string> {
  const vault = copyOfSampleVault();
  const r = await runCli([...args, '--vault', vault, '--now', '2026-11-22T09:00', '--prepare', '--json']);
  expect(r.exitCode, r.stderr).toBe(0);
  const { session } = JSON.parse(r.stdout) as { session: string };
  return readFileSync(join(session, 'memory.md'), 'utf8').split(session).join('<session>').split(vault).join('<vault>');
}

/**
 * The output against its golden file. A missing golden file fails: writing it would make the test pass whatever the
 * code printed (the test could not fail). Only SKILL_UPDATE_GOLDEN=1 writes one.
 */
function golden(name: string, actual: string): void {
  const file = join(GOLDEN, name);
  if (process.env.SKILL_UPDATE_GOLDEN === '1') writeFileSync(file, actual);
  if (!existsSync(file))
    expect.fail(
      `golden file ${file} is missing; to write it from this output: SKILL_UPDATE_GOLDEN=1 npx vitest run test/session/memory-golden.test.ts, then read every line of it`,
    );
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

describe('memory.md golden files (TZ=Europe/Berlin, now 2026-11-22 09:00)', () => {
  it('planning-daily "next monday"', async () => {
    golden('planning-daily-next-monday.md', await memoryOf(['run', 'planning-daily', 'next', 'monday']));
  });

  it('weekly-review "last week"', async () => {
    golden('weekly-review-last-week.md', await memoryOf(['run', 'weekly-review', 'last', 'week']));
  });
});
