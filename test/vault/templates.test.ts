import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTemplate, renderTemplate } from '../../src/vault/templates.js';
import { newNoteSeeds } from '../../src/phases/write/new-notes.js';
import { loadVaultConfig } from '../../src/vault/config.js';
import { tempDir } from '../support/tmp.js';
import { writeTree } from '../support/write-tree.js';

const ctx = {
  date: '2026-11-24',
  format: 'YYYY/MM/YYYY-MM-DD',
  path: 'Journal/Daily/2026/11/2026-11-24.md',
  now: new Date(2026, 10, 23, 7, 5, 9),
  locale: { locale: 'en' },
};

describe("template variables, as Obsidian's daily notes fill them", () => {
  it('fills date, time, title, formats, offsets, yesterday and tomorrow', () => {
    const r = renderTemplate(
      [
        '# {{title}}',
        '{{date}} at {{time}}',
        '{{date:dddd, MMMM Do}} {{ DATE : YYYY }}',
        '{{time:HH:mm:ss}}',
        '{{date+1d:YYYY-MM-DD}} {{date-1w:YYYY-MM-DD}}',
        '<< {{yesterday}} | {{tomorrow}} >>',
      ].join('\n'),
      ctx,
    );
    expect(r.text.split('\n')).toEqual([
      '# 2026-11-24',
      '2026/11/2026-11-24 at 07:05',
      'Tuesday, November 24th 2026',
      '07:05:09',
      '2026-11-25 2026-11-17',
      '<< 2026/11/2026-11-23 | 2026/11/2026-11-25 >>',
    ]);
    expect(r.templater).toBe(false);
  });

  it("fills weekday variables from the locale's first day of the week", () => {
    const week = { ...ctx, format: 'GGGG-[W]WW', path: 'W/2026-W48.md' };
    expect(renderTemplate('{{monday:MM-DD}} … {{sunday:MM-DD}}', week).text).toBe('11-23 … 11-22'); // en: Sunday first
    expect(renderTemplate('{{monday:MM-DD}} … {{sunday:MM-DD}}', { ...week, locale: { locale: 'en-gb' } }).text).toBe('11-23 … 11-29');
  });

  it('leaves Templater commands as they are, and says they are there', () => {
    const r = renderTemplate('<% tp.date.now("YYYY") %> and {{date}}', ctx);
    expect(r.text).toBe('<% tp.date.now("YYYY") %> and 2026/11/2026-11-24');
    expect(r.templater).toBe(true);
  });
});

describe('finding the template', () => {
  it('by path, by link path without .md, and by name in the templates folder', () => {
    const vault = writeTree(tempDir(), { 'Templates/Daily.md': 'D' });
    const spec = (template: string) => ({ syntax: 'moment' as const, folder: '', format: 'YYYY', template });
    expect(loadTemplate(vault, spec('Templates/Daily.md'), undefined)).toEqual({ path: 'Templates/Daily.md', text: 'D' });
    expect(loadTemplate(vault, spec('Templates/Daily'), undefined)).toEqual({ path: 'Templates/Daily.md', text: 'D' });
    expect(loadTemplate(vault, spec('Daily'), 'Templates')).toEqual({ path: 'Templates/Daily.md', text: 'D' });
    expect(loadTemplate(vault, spec('Nope'), 'Templates')).toEqual({ path: 'Nope', problem: 'not found' });
    expect(loadTemplate(vault, spec('../../etc/passwd'), undefined)).toEqual({ path: '../../etc/passwd', problem: 'is outside the vault' });
  });
});

describe('new periodic notes', () => {
  const settings = {
    '.obsidian/app.json': '{}',
    '.obsidian/daily-notes.json': '{"folder": "Journal/Daily", "format": "YYYY/MM/YYYY-MM-DD", "template": "Templates/Daily"}',
  };

  it('start from the rendered template; existing notes and other targets get nothing', () => {
    const vault = writeTree(join(tempDir(), 'v'), {
      ...settings,
      'Templates/Daily.md': '# {{title}}\n<% tp.file.title %>\n',
      'Journal/Daily/2026/11/2026-11-23.md': 'old',
    });
    const { layout } = loadVaultConfig(vault);
    const target = (date: string, periodic = true) => ({
      path: join(vault, 'Journal/Daily/2026/11', `${date}.md`),
      label: date,
      mode: 'append' as const,
      sentence: 's',
      ...(periodic ? { period: { kind: 'daily' as const, date } } : {}),
    });
    const r = newNoteSeeds(
      [target('2026-11-24'), target('2026-11-23'), target('2026-11-25', false)],
      vault,
      layout,
      new Date(2026, 10, 23, 9),
    );
    expect([...r.seeds]).toEqual([[join(vault, 'Journal/Daily/2026/11/2026-11-24.md'), '# 2026-11-24\n<% tp.file.title %>\n']]);
    expect(r.notes).toEqual([
      'Journal/Daily/2026/11/2026-11-24.md is new: it starts from the template Templates/Daily.md',
      '⚠ Templates/Daily.md has Templater commands (<% … %>) in its text; they are left as they are (only Templater in Obsidian runs them)',
    ]);
  });

  it('a template symlinked out of the vault is refused as read_file refuses it: a warning, the note made without it', () => {
    const secret = writeTree(tempDir(), { 'secret.md': 'API_KEY=outside-the-vault\n' });
    const vault = writeTree(join(tempDir(), 'v'), settings);
    mkdirSync(join(vault, 'Templates'));
    symlinkSync(join(secret, 'secret.md'), join(vault, 'Templates/Daily.md'));
    const { layout } = loadVaultConfig(vault);
    const path = join(vault, 'Journal/Daily/2026/11/2026-11-24.md');
    const r = newNoteSeeds(
      [{ path, label: 'x', mode: 'append', sentence: 's', period: { kind: 'daily', date: '2026-11-24' } }],
      vault,
      layout,
      new Date(),
    );
    expect(r.seeds.size).toBe(0);
    expect(r.notes).toEqual([
      '⚠ Journal/Daily/2026/11/2026-11-24.md will be created without its template: Templates/Daily.md leads outside the vault through a symlink; not used',
    ]);
  });

  it('a template that cannot be read is a warning, and the note is created without it', () => {
    const vault = writeTree(join(tempDir(), 'v'), settings);
    mkdirSync(join(vault, 'Templates/Daily.md'), { recursive: true }); // a folder where the template should be
    const { layout } = loadVaultConfig(vault);
    const path = join(vault, 'Journal/Daily/2026/11/2026-11-24.md');
    const r = newNoteSeeds(
      [{ path, label: 'x', mode: 'append', sentence: 's', period: { kind: 'daily', date: '2026-11-24' } }],
      vault,
      layout,
      new Date(),
    );
    expect(r.seeds.size).toBe(0);
    expect(r.notes).toEqual([
      '⚠ Journal/Daily/2026/11/2026-11-24.md will be created without its template: Templates/Daily.md cannot be read (EISDIR)',
    ]);
  });
});
