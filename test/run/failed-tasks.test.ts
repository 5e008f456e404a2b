/**
 * A prepare whose tasks failed says so where the person looks: one stderr line per failed task, with no terminal
 * too, and --json carries them; a part the vault does not have is no failed task.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { tempDir } from '../support/tmp.js';
import { writeTree } from '../support/write-tree.js';

describe('failed tasks', () => {
  it('are one stderr line each and failed_tasks in --json; the directives a vault lacks are not among them', async () => {
    const vault = writeTree(join(tempDir(), 'Vault'), {
      'Notes/a.md': '# a\n',
      '.skill/config.yaml': 'layout:\n  projects: Work/Projects\n',
    });
    const r = await runCli(['run', 'planning-daily', '--prepare', '--json', '--vault', vault, '--now', '2026-11-27T09:00']);
    expect(r.exitCode, r.stderr).toBe(0);
    const failed = JSON.parse(r.stdout).failed_tasks as { id: string; sub: string; status: string; error: string }[];
    expect(failed.map((f) => [f.sub, f.status])).toEqual([['resolve-references', 'failed']]);
    expect(failed[0]!.error).toContain('the projects folder Work/Projects does not exist');
    expect(r.stderr.split('\n').filter((l) => l.startsWith('skill: task '))).toEqual([
      `skill: task ${failed[0]!.id} (resolve-references) failed: ${failed[0]!.error}`,
    ]);
  });
});
