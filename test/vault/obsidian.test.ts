import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVaultConfig } from '../../src/vault/config.js';
import { parseObsidianSettings, readObsidianSettings } from '../../src/vault/obsidian.js';
import { periodicNotes, periodicPath, workingNote } from '../../src/vault/layout.js';
import { REPO, tempDir } from '../support/tmp.js';
import { writeTree } from '../support/write-tree.js';

const REAL = join(REPO, 'fixtures', 'obsidian');
const rel = (vault: string, path: string) => path.slice(vault.length + 1);

describe('Obsidian settings from real vaults', () => {
  it("reads Periodic Notes 0.x, skipping disabled periods, with Templater's folder (compass, MIT)", () => {
    const vault = join(REAL, 'compass');
    const s = readObsidianSettings(vault);
    expect(s.configDir).toBe('.obsidian');
    expect(s.warnings).toEqual([]);
    expect(Object.keys(s.periodic).sort()).toEqual(['daily', 'quarterly', 'weekly']);
    expect(s.periodic.weekly).toEqual({
      folder: '01 Journal/Weekly',
      format: 'gggg-[W]ww',
      template: 'Templates/Weekly Note.md',
      origin: '.obsidian/plugins/periodic-notes/data.json (weekly)',
    });
    expect(s.templateFolders).toEqual([
      { folder: 'Templates', origin: '.obsidian/plugins/templater-obsidian/data.json (templates_folder)' },
    ]);

    const { layout } = loadVaultConfig(vault);
    expect(rel(vault, periodicPath(vault, layout, 'daily', '2026-11-23'))).toBe('01 Journal/Daily/2026-11-23.md');
    expect(rel(vault, periodicPath(vault, layout, 'quarterly', '2026-11-23'))).toBe('01 Journal/Quarterly/2026-Q4.md');
    // Monthly is disabled in Periodic Notes: monthly notes would go beside the daily notes, and it says so.
    expect(layout.origins.monthly).toMatch(/^beside the daily notes \(01 Journal\/Daily\/\), in Obsidian's default monthly format/);
    expect(rel(vault, periodicPath(vault, layout, 'monthly', '2026-11-23'))).toBe('01 Journal/Daily/2026-11.md');
    // No working-notes folder in this vault: the daily note is the day's note.
    expect(layout.workingNotes).toBe('periodic');
    expect(rel(vault, workingNote(vault, layout, 'today', '2026-11-23').path)).toBe('01 Journal/Daily/2026-11-23.md');
  });

  it('reads Periodic Notes 1.x calendar sets, ahead of core Daily notes (hanako-vault)', () => {
    const vault = join(REAL, 'hanako-vault');
    const { layout } = loadVaultConfig(vault);
    expect(layout.origins.daily).toBe('.obsidian/plugins/periodic-notes/data.json (calendarSets[Default].day)');
    expect(rel(vault, periodicPath(vault, layout, 'daily', '2026-11-23'))).toBe('日记/2026-11-23.md');
    // moment's "en" locale: the week from Sunday 2026-11-22 is week 48.
    expect(rel(vault, periodicPath(vault, layout, 'weekly', '2026-11-23'))).toBe('回顾/周记/2026-W48 周记.md');
    expect(rel(vault, periodicPath(vault, layout, 'monthly', '2026-11-23'))).toBe('回顾/月记/2026-11 月记.md');
    expect(layout.origins.quarterly).toMatch(/^beside the daily notes \(日记\/\)/);
  });

  it('reads .obsidian without an app.json, as Obsidian does (abstractigakis-template)', () => {
    const vault = join(REAL, 'abstractigakis-template');
    const s = readObsidianSettings(vault);
    expect(s.configDir).toBe('.obsidian');
    expect(s.warnings).toEqual([]);
    // Empty formats are Obsidian's defaults; the Calendar plugin sets the week start.
    expect(s.periodic.daily).toEqual({
      folder: 'Journal/Daily',
      format: 'YYYY-MM-DD',
      template: 'Templates/Daily',
      origin: '.obsidian/plugins/periodic-notes/data.json (daily)',
    });
    expect(s.periodic.weekly).toMatchObject({ folder: 'Journal/Weekly', format: 'gggg-[W]ww' });
    expect(s.weekStart).toEqual({ day: 1, origin: '.obsidian/plugins/calendar/data.json (weekStart)' });
    const { layout } = loadVaultConfig(vault);
    expect(rel(vault, periodicPath(vault, layout, 'daily', '2026-11-23'))).toBe('Journal/Daily/2026-11-23.md');
  });

  it('reads nested formats with a locale week in the folder, and core Templates (diygod-starter)', () => {
    const vault = join(REAL, 'diygod-starter');
    const { layout } = loadVaultConfig(vault);
    expect(rel(vault, periodicPath(vault, layout, 'daily', '2026-11-23'))).toBe('Journal/2026/W48/2026-11-23.md');
    expect(rel(vault, periodicPath(vault, layout, 'weekly', '2026-11-23'))).toBe('Journal/2026/W48/2026-W48.md');
    expect(layout.templates).toBe('Templates');
    expect(layout.periodic.daily).toMatchObject({ template: 'Templates/Daily.md' });
  });
});

describe('which source wins', () => {
  const vaultWith = (tree: Record<string, string>) => writeTree(join(tempDir(), 'v'), { '.obsidian/app.json': '{}', ...tree });

  it('.skill/config.yaml, then Obsidian, then the built-in layout, part by part', () => {
    const vault = vaultWith({
      '.obsidian/daily-notes.json': '{"folder": "Journal", "format": "YYYY/YYYY-MM-DD"}',
      '.obsidian/plugins/periodic-notes/data.json': '{"weekly": {"enabled": true, "folder": "W", "format": "GGGG-[W]WW"}}',
      '.skill/config.yaml': 'layout:\n  periodic:\n    weekly: Reviews/{week}.md\n',
    });
    const { layout } = loadVaultConfig(vault);
    expect(rel(vault, periodicPath(vault, layout, 'daily', '2026-11-23'))).toBe('Journal/2026/2026-11-23.md');
    expect(rel(vault, periodicPath(vault, layout, 'weekly', '2026-11-23'))).toBe('Reviews/2026-W48.md');
    expect(layout.origins.weekly).toBe(`${vault}/.skill/config.yaml (layout.periodic.weekly)`);
    expect(layout.origins.daily).toBe('.obsidian/daily-notes.json');
    expect(layout.periodicSource?.monthly).toBe('beside-daily');
    expect(rel(vault, periodicPath(vault, layout, 'monthly', '2026-11-23'))).toBe('Journal/2026-11.md');
  });

  it("a disabled plugin's settings are not used; an empty format is Obsidian's default", () => {
    const vault = vaultWith({
      '.obsidian/community-plugins.json': '["calendar"]',
      '.obsidian/plugins/periodic-notes/data.json': '{"daily": {"enabled": true, "folder": "PN", "format": "YYYY"}}',
      '.obsidian/daily-notes.json': '{"folder": "/Daily/", "format": ""}',
    });
    const s = readObsidianSettings(vault);
    expect(s.periodic.daily).toEqual({ folder: 'Daily', format: 'YYYY-MM-DD', origin: '.obsidian/daily-notes.json' });
  });

  it('finds a config folder by its app.json when it is not called .obsidian', () => {
    const vault = writeTree(join(tempDir(), 'v'), {
      '.config-mobile/app.json': '{}',
      '.config-mobile/daily-notes.json': '{"folder": "D"}',
      '.other/x.json': '{}',
    });
    expect(readObsidianSettings(vault).configDir).toBe('.config-mobile');
    expect(readObsidianSettings(vault).periodic.daily?.folder).toBe('D');
  });

  it('.obsidian is the config folder whenever it is a folder; another dot-folder needs an app.json', () => {
    const bare = writeTree(join(tempDir(), 'v'), {
      '.obsidian/daily-notes.json': '{"folder": "D"}',
      '.mobile/app.json': '{}',
      '.mobile/daily-notes.json': '{"folder": "M"}',
    });
    expect(readObsidianSettings(bare).configDir).toBe('.obsidian');
    expect(readObsidianSettings(bare).periodic.daily?.folder).toBe('D');
    // A file called .obsidian is not a config folder; a dot-folder without app.json is not one either.
    const file = writeTree(join(tempDir(), 'v'), { '.obsidian': 'not a folder', '.trash/daily-notes.json': '{"folder": "T"}' });
    expect(readObsidianSettings(file).configDir).toBeUndefined();
  });

  it('takes the locale and week start from the Calendar plugin, and config over it', () => {
    const calendar = '{"weekStart": "monday", "localeOverride": "de"}';
    const s = parseObsidianSettings('.obsidian', { 'plugins/calendar/data.json': calendar });
    expect(s.locale).toEqual({ locale: 'de', origin: '.obsidian/plugins/calendar/data.json (localeOverride)' });
    expect(s.weekStart).toEqual({ day: 1, origin: '.obsidian/plugins/calendar/data.json (weekStart)' });
    const vault = vaultWith({
      '.obsidian/plugins/calendar/data.json': '{"weekStart": "monday"}',
      '.obsidian/plugins/periodic-notes/data.json': '{"weekly": {"enabled": true, "folder": "W", "format": "gggg-[W]ww"}}',
    });
    // Weeks from Monday, week 1 still the one holding January 1st ("en" with week.dow = 1, as Calendar sets it).
    const { layout } = loadVaultConfig(vault);
    expect(rel(vault, periodicPath(vault, layout, 'weekly', '2026-11-22'))).toBe('W/2026-W47.md');
    expect(rel(vault, periodicPath(vault, layout, 'weekly', '2026-11-23'))).toBe('W/2026-W48.md');
  });

  it('a Monday-to-Sunday week written in Sunday weeks is the one locale week holding most of it', () => {
    const vault = vaultWith({
      '.obsidian/plugins/periodic-notes/data.json': '{"weekly": {"enabled": true, "folder": "W", "format": "gggg-[W]ww"}}',
    });
    const { layout } = loadVaultConfig(vault);
    const week = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
    expect(periodicNotes(vault, layout, 'weekly', week).map((n) => n.label)).toEqual(['2026-W47']);
  });
});

const specPathOf = (spec: { syntax: string; pattern?: string; format?: string }) => spec.pattern ?? spec.format ?? '';

describe('bad Obsidian settings', () => {
  const vaultWith = (tree: Record<string, string>) => writeTree(join(tempDir(), 'v'), { '.obsidian/app.json': '{}', ...tree });

  it('malformed JSON is a warning naming the file, and the next source is used', () => {
    const vault = vaultWith({
      '.obsidian/plugins/periodic-notes/data.json': '{"daily": {"enabled": true, "folder": "PN",',
      '.obsidian/daily-notes.json': '{"folder": "Daily"}',
    });
    const config = loadVaultConfig(vault);
    expect(config.warnings).toEqual([
      expect.stringMatching(/^\.obsidian\/plugins\/periodic-notes\/data\.json: not valid JSON \(.+\); ignored$/),
    ]);
    expect(config.layout.origins.daily).toBe('.obsidian/daily-notes.json');
    const broken = vaultWith({ '.obsidian/daily-notes.json': 'folder: Daily' });
    const fallback = loadVaultConfig(broken);
    expect(fallback.warnings[0]).toMatch(/^\.obsidian\/daily-notes\.json: not valid JSON/);
    expect(fallback.layout.origins.daily).toBe('built-in layout');
  });

  it('a format token that is not about a day is a warning naming the token and the settings file; the vault stays usable', () => {
    // The format of the issue's refused vault: a time in the daily note's name.
    const vault = vaultWith({
      '.obsidian/daily-notes.json': '{"folder": "Daily", "format": "YYMMDDTHHmm (ddd)"}',
      'Projects/Launch.md': '# Launch\n',
    });
    const config = loadVaultConfig(vault);
    expect(config.warnings).toEqual([
      expect.stringMatching(
        /^\.obsidian\/daily-notes\.json: format "YYMMDDTHHmm \(ddd\)": the token HH is not supported.*; the daily notes are left out of this run's layout/,
      ),
    ]);
    expect(config.layout.periodicSource?.daily).not.toBe('obsidian');
    expect(specPathOf(config.layout.periodic.daily)).not.toContain('HH');
  });

  it('a format that names the same note for two periods is a warning naming the settings file', () => {
    const vault = vaultWith({ '.obsidian/plugins/periodic-notes/data.json': '{"weekly": {"enabled": true, "format": "YYYY-MM"}}' });
    const config = loadVaultConfig(vault);
    expect(config.warnings[0]).toContain('.obsidian/plugins/periodic-notes/data.json (weekly): format "YYYY-MM" gives the same note');
    expect(config.layout.periodicSource?.weekly).toBe('built-in');
  });
});
