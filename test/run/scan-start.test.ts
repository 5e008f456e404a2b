import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { copyOfSampleVault, tempDir } from '../support/tmp.js';

describe('the vault scan starts only when a need requires it', () => {
  it('a ritual without a search need leaves no search index; one with it builds the index, and the caches fill', async () => {
    const vault = copyOfSampleVault();
    const skills = join(vault, '.skill', 'skills', 'no-search');
    mkdirSync(skills, { recursive: true });
    writeFileSync(
      join(skills, 'SKILL.md'),
      '---\nname: no-search\ndescription: d\n---\n\n## What I Need\n\n- Today.md file for this day\n- Active project files\n\n## Talk\n\n- How is it going?\n',
    );
    const cache = join(tempDir('skill-cache-'), 'cache');
    const env = { SKILL_CACHE_DIR: cache };
    const quiet = await runCli(['run', 'no-search', '--vault', vault, '--now', '2026-11-22T09:00', '--prepare'], { env });
    expect(quiet.exitCode, quiet.stderr).toBe(0);
    expect(existsSync(join(cache, 'search'))).toBe(false);
    expect(existsSync(join(cache, 'parsed.bin'))).toBe(true); // the ritual and the catalogue, parsed once
    expect(existsSync(join(cache, 'notes'))).toBe(true); // the project notes' fields

    const full = await runCli(['run', 'planning-daily', '--vault', vault, '--now', '2026-11-22T09:00', '--prepare'], { env });
    expect(full.exitCode, full.stderr).toBe(0);
    expect(existsSync(join(cache, 'search'))).toBe(true);
  });
});
