/**
 * A small Obsidian-style vault for the notes, tasks and meetings handlers: daily notes in Journal/Daily/YYYY/MM,
 * people in People/, meeting notes in Meetings/, Tasks-plugin tasks in both formats, tags everywhere — and, for each
 * thing a need asks for, look-alikes that must not be gathered. The target day is Monday 2026-02-16.
 */
import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { parseVaultConfig, type VaultConfig } from '../../src/vault/config.js';
import { tempDir } from './tmp.js';
import { writeTree } from './write-tree.js';

export const DAY = '2026-02-16';
export const YESTERDAY = '2026-02-15';

const NOTES_VAULT_TREE: Record<string, string> = {
  'Journal/Daily/2026/02/2026-02-15.md': [
    '# Sunday',
    '- [ ] Water the plants',
    '- [x] Call mum ✅ 2026-02-15',
    '- [ ] Draft the [[Apollo]] plan ⏳ 2026-02-16',
    '- [-] Old idea ❌ 2026-02-15',
    'Met [[Sarah Chen]] about #idea/later things.',
  ].join('\n'),
  'Journal/Daily/2026/02/2026-02-12.md': [
    '# Thursday',
    '- [ ] Book flights 📅 2026-02-20',
    'Lunch with [[Sarah Chen]] and [[Tom Baker|Tom]].',
  ].join('\n'),
  'Journal/Daily/2026/02/2026-02-10.md': ['# Tuesday', 'Talked to [[Tom Baker]] about [[Risk Register]].'].join('\n'),
  'Projects/Apollo.md': [
    '---',
    'tags: [project, idea]',
    'aliases: [Project Apollo]',
    '---',
    '# Apollo',
    '- [ ] Send the Apollo budget 📅 2026-02-16 ⏫',
    '- [ ] Review the design [scheduled:: 2026-02-16]',
    '- [x] Kick-off done 📅 2026-02-16 ✅ 2026-02-14',
    '- [ ] Ship beta 📅 2026-02-17',
    '- [ ] Overdue report 📅 2026-02-01',
    '```',
    '- [ ] Not a task in code 📅 2026-02-16',
    '```',
  ].join('\n'),
  'Projects/Hermes.md': ['# Hermes', 'Some #ideas, not an idea.', '`#idea` in code', '- [ ] Hermes launch 🛫 2026-02-16'].join('\n'),
  'Notes/Shower thoughts.md': ['# Shower thoughts', 'An #idea worth keeping: tell Tom Baker about Project Apollo.'].join('\n'),
  'Notes/Risk Register.md': ['# Risk Register', 'Risks of [[Apollo]].'].join('\n'),
  'People/Sarah Chen.md': ['---', 'aliases: [Sarah]', '---', '# Sarah Chen'].join('\n'),
  'People/Tom Baker.md': ['# Tom Baker'].join('\n'),
  'Meetings/2026-02-16 Apollo review.md': ['---', 'date: 2026-02-16', '---', '# Apollo review', 'With [[Sarah Chen]].'].join('\n'),
  'Meetings/2026-02-09 1-1 Tom.md': ['# 1:1 Tom', 'Talked with [[Tom Baker]].'].join('\n'),
  'Meetings/2026-02-16 Standup.md': ['# Standup'].join('\n'),
};

export function notesVault(): { vault: string; config: VaultConfig } {
  const vault = writeTree(join(tempDir('skill-notes-'), 'vault'), NOTES_VAULT_TREE);
  // Modification times: Apollo and the shower thoughts this week, the rest long ago.
  const at = (rel: string, iso: string) => utimesSync(join(vault, rel), new Date(iso), new Date(iso));
  for (const rel of Object.keys(NOTES_VAULT_TREE)) at(rel, '2025-12-01T12:00:00');
  at('Projects/Apollo.md', '2026-02-15T18:00:00');
  at('Notes/Shower thoughts.md', '2026-02-14T08:00:00');
  const base = parseVaultConfig(undefined, undefined, vault);
  const config: VaultConfig = {
    ...base,
    layout: {
      ...base.layout,
      periodic: { ...base.layout.periodic, daily: { syntax: 'placeholders', pattern: 'Journal/Daily/{year}/{mm}/{date}.md' } },
      people: 'People',
      meetings: 'Meetings',
      projects: 'Projects',
    },
  };
  return { vault, config };
}
