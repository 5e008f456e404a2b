/**
 * Offline runs on vaults whose daily note comes from a template people really use (fixtures/public-vaults/templates,
 * README there names the sources): the note is created from the template, keeps it, and the answers go where the
 * template has a place for them or under the ritual's heading.
 */
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { REPO, tempDir } from '../support/tmp.js';
import { writeTree } from '../support/write-tree.js';

const TEMPLATES = join(REPO, 'fixtures/public-vaults/templates');
const ANSWERS = ['High, at home', 'Ship the runbook', 'None today', '9-11', 'Calm'];

function vaultWith(template: string, settings: Record<string, string> = {}): string {
  const vault = join(tempDir('skill-templates-'), 'vault');
  cpSync(join(TEMPLATES, template), vault, { recursive: true });
  return writeTree(vault, { '.obsidian/app.json': '{}', ...settings });
}

async function planTomorrow(vault: string) {
  return runCli(['run', 'planning-daily', 'tomorrow', '--vault', vault, '--now', '2026-11-27T09:00', '--yes'], {
    input: ANSWERS.map((a) => `${a}\n`).join(''),
  });
}

describe("an offline run into a daily note made from the vault's template", () => {
  it("kepano-obsidian: the template's tags, Notes section and base stay, the answers follow under the ritual's heading", async () => {
    const vault = vaultWith('kepano');
    const r = await planTomorrow(vault);
    expect(r.exitCode, r.stderr).toBe(0);
    const note = readFileSync(join(vault, 'Daily/2026-11-28.md'), 'utf8');
    expect(note).toBe(
      [
        '---',
        'tags:',
        '  - daily',
        '---',
        '## Notes',
        '',
        '![[Daily.base]]',
        '',
        '## Daily Planning — Saturday, November 28, 2026',
        '',
        ...ANSWERS.flatMap((a, i) => [
          `### ${['How is your energy today, and where are you working from?', 'What one outcome would make today a success?', 'Which meetings need preparation, and what does each one need?', 'When is your focus time, and what will you protect it for?', 'What is your leadership intention for today?'][i]}`,
          '',
          a,
          '',
        ]),
      ].join('\n'),
    );
    expect(r.stdout).toContain('Daily/2026-11-28.md is new: it starts from the template Templates/Daily Note Template.md');
  });

  it("dex0501: Templater commands in the template's frontmatter are left out and said; its sections take what matches", async () => {
    const vault = vaultWith('dex0501', {
      '.obsidian/daily-notes.json': '{"folder": "Diary", "format": "YYYY-MM-DD", "template": "__Templates/Diary Template"}',
    });
    const r = await planTomorrow(vault);
    expect(r.exitCode, r.stderr).toBe(0);
    const note = readFileSync(join(vault, 'Diary/2026-11-28.md'), 'utf8');
    expect(note.startsWith('---\ncreation-date:\nmodification-date:\ntype: dailytodo\n')).toBe(true);
    expect(r.stdout).toContain(
      '⚠ __Templates/Diary Template.md sets properties with Templater, which only Obsidian runs: creation-date: (<% tp.file.creation_date() %>), modification-date: (<% tp.file.last_modified_date("dddd Do MMMM YYYY HH:mm:ss") %>); left empty in Diary/2026-11-28.md',
    );
    expect(r.stdout).toContain('⚠ __Templates/Diary Template.md has Templater commands (<% … %>) in its text; they are left as they are');
    expect(note).toContain('## Tasks 📝\n```button\n');
    expect(note.endsWith('\n')).toBe(true);
  });
});
