import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVaultConfig } from '../../src/vault/config.js';
import { diskProbe } from '../../src/vault/layout-probe.js';
import { layoutFile } from '../../src/vault/layout-yaml.js';
import { tempDir } from '../support/tmp.js';
import { writeTree } from '../support/write-tree.js';

/** The layout `--write` saves, read back: what it resolves to, and the file's settings. */
function writeAndReload(vault: string) {
  const before = loadVaultConfig(vault).layout;
  const file = layoutFile(before, diskProbe(vault).isDir);
  mkdirSync(join(vault, '.skill'), { recursive: true });
  writeFileSync(join(vault, '.skill/config.yaml'), file.text);
  return { before, file, after: loadVaultConfig(vault).layout };
}

// Where each part came from changes when it is written to the config; what the parts are must not.
const paths = (l: ReturnType<typeof loadVaultConfig>['layout']) => ({
  ...l,
  origins: undefined,
  periodicSource: undefined,
  configured: undefined,
});

describe('skill layout --write: what was found is a setting, the rest is commented out', () => {
  it('a vault with none of the built-in folders gets a file with no settings, and the same layout back', () => {
    const vault = writeTree(join(tempDir(), 'v'), { 'Notes/a.md': '# a\n' });
    const { before, file, after } = writeAndReload(vault);
    expect(file.set).toEqual([]);
    expect(file.notFound).toContain('layout.directives');
    expect(file.text).toMatch(/^# layout:$/m);
    expect(paths(after)).toEqual(paths(before));
    // Nothing is blamed on the file: every part still comes from the built-in layout.
    expect(after.origins.directives).toBe('built-in layout');
  });

  it("writes the folders that exist and Obsidian's settings; reading the file back gives the same layout", () => {
    const vault = writeTree(join(tempDir(), 'v'), {
      '00_Brain/Captive/Today.md': '# Today\n',
      '00_Brain/Periodic/Daily/2026-11-20.md': '# d\n',
      '01_Projects/Apollo.md': '# Apollo\n',
      '.obsidian/templates.json': '{"folder": "Templates"}',
      '.obsidian/plugins/calendar/data.json': '{"weekStart": "monday", "weeklyNoteFolder": "Weeks", "weeklyNoteFormat": "GGGG-[W]WW"}',
    });
    const { before, file, after } = writeAndReload(vault);
    expect(file.set).toEqual([
      'layout.working_notes',
      'layout.captive',
      'layout.periodic.daily',
      'layout.periodic.weekly',
      'layout.projects',
      'layout.templates',
      'layout.week_start',
    ]);
    expect(file.notFound).toEqual([
      'layout.periodic.monthly',
      'layout.periodic.quarterly',
      'layout.periodic.yearly',
      'layout.people',
      'layout.directives',
      'layout.meetings',
      'layout.archive',
      'layout.locale',
    ]);
    expect(file.text).toContain('    daily: 00_Brain/Periodic/Daily/{date}.md  # the folder 00_Brain/Periodic/Daily exists\n');
    expect(file.text).toContain('  # not found: 02_Areas/People does not exist\n  # people: 02_Areas/People\n');
    expect(paths(after)).toEqual(paths(before));
    expect(after.origins.weekly).toBe(`${join(vault, '.skill/config.yaml')} (layout.periodic.weekly)`);
    expect(after.origins.directives).toBe('built-in layout');
  });
});
