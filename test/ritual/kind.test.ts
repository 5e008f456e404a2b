import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kindOf, notARitual } from '../../src/ritual/kind.js';
import { parseRitual } from '../../src/ritual/parse.js';
import { runCli } from '../support/cli.js';
import { copyOfSampleVault, REPO, tempDir } from '../support/tmp.js';

const AGENT_SKILL = join(REPO, 'fixtures/third-party-skills/internal-comms/SKILL.md');
const COMMAND = join(REPO, 'fixtures/third-party-skills/daily-report/SKILL.md');

function parsed(path: string, text = readFileSync(path, 'utf8')) {
  return parseRitual(text, { path, source: 'path' });
}

/** The published command file under the name Claude Code gives it: .claude/commands/daily-report.md. */
function commandFile(): string {
  const dir = join(tempDir(), '.claude', 'commands');
  mkdirSync(dir, { recursive: true });
  cpSync(COMMAND, join(dir, 'daily-report.md'));
  return join(dir, 'daily-report.md');
}

describe('what a file of instructions is', () => {
  it('an anthropics/skills SKILL.md is an Agent Skill, a .claude/commands file a command file', () => {
    expect(kindOf(parsed(AGENT_SKILL))).toBe('agent-skill');
    expect(kindOf(parsed(commandFile()))).toBe('command');
  });

  it('a ritual names a phase in a heading: needs, a conversation, or a write', () => {
    expect(kindOf(parsed(join(REPO, 'skills/planning-daily/SKILL.md')))).toBe('ritual');
    expect(kindOf(parsed(join(REPO, 'fixtures/rituals/no-needs/SKILL.md')))).toBe('ritual');
    const talkOnly = '---\nname: talk\ndescription: d\n---\n\n## Conversation\n\n- How was today?\n';
    expect(kindOf(parsed('/x/talk/SKILL.md', talkOnly))).toBe('ritual');
    // The same question under a heading that names no phase is an agent's instruction.
    expect(kindOf(parsed('/x/talk/SKILL.md', talkOnly.replace('## Conversation', '## How to use this skill')))).toBe('agent-skill');
  });

  it('says what the file is and how a ritual differs, in one line', () => {
    const err = notARitual(parsed(AGENT_SKILL))!;
    expect(err.message).toBe(
      `${AGENT_SKILL} is an Agent Skill (instructions an agent such as Claude Code loads when a task calls for them), not a ritual: a ritual says under "## What I Need" what skill gathers for a day or a week, then talks it through with you and writes the outcome to your vault`,
    );
    expect(err.exitCode).toBe(2);
    expect(notARitual(parsed(commandFile()))!.message).toMatch(
      / is a Claude Code command file \(a prompt Claude Code runs as \/daily-report\), not a ritual: /,
    );
    expect(notARitual(parsed(join(REPO, 'skills/planning-daily/SKILL.md')))).toBeUndefined();
  });
});

describe('skill run on something that is not a ritual', () => {
  it('refuses an Agent Skill and a command file with exit 2 and one line, writing nothing', async () => {
    const vault = copyOfSampleVault();
    const before = readFileSync(join(vault, '00_Brain/Captive/Today.md'), 'utf8');
    for (const file of [AGENT_SKILL, commandFile()]) {
      const r = await runCli(['run', file, '--vault', vault, '--yes'], { input: 'y\n' });
      expect(r.exitCode).toBe(2);
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^skill: .* is (an Agent Skill|a Claude Code command file) .*, not a ritual: .* \(docs\/writing-rituals\.md shows how to write one; `node bin\/skill new <name>` starts one\)$/,
      );
      expect(r.stdout).toBe('');
    }
    expect(readFileSync(join(vault, '00_Brain/Captive/Today.md'), 'utf8')).toBe(before);
  });

  it("refuses one found by name in the vault's skills folder too (plan as well as run)", async () => {
    const vault = copyOfSampleVault();
    mkdirSync(join(vault, '.skill/skills/internal-comms'), { recursive: true });
    cpSync(AGENT_SKILL, join(vault, '.skill/skills/internal-comms/SKILL.md'));
    for (const command of ['run', 'plan']) {
      const r = await runCli([command, 'internal-comms', '--vault', vault]);
      expect(r.exitCode, command).toBe(2);
      expect(r.stderr).toContain('is an Agent Skill');
    }
  });
});

describe("rituals in Claude Code's skills folders", () => {
  it("lists and runs a ritual from the vault's .claude/skills, passes over an Agent Skill there, and says which name wins", async () => {
    const vault = copyOfSampleVault();
    const claude = join(tempDir(), 'claude');
    // A ritual kept the Claude Code way, an Agent Skill beside it, and a user-wide ritual of the same name.
    cpSync(join(REPO, 'skills/planning-daily'), join(vault, '.claude/skills/morning'), { recursive: true });
    const own = readFileSync(join(vault, '.claude/skills/morning/SKILL.md'), 'utf8').replace(/^name: .*$/m, 'name: morning');
    writeFileSync(join(vault, '.claude/skills/morning/SKILL.md'), own);
    cpSync(join(REPO, 'fixtures/third-party-skills/internal-comms'), join(vault, '.claude/skills/internal-comms'), { recursive: true });
    cpSync(join(vault, '.claude/skills/morning'), join(claude, 'skills/morning'), { recursive: true });
    const env = { CLAUDE_CONFIG_DIR: claude };
    const list = await runCli(['list', '--vault', vault], { env });
    expect(list.exitCode, list.stderr).toBe(0);
    expect(list.stdout).not.toContain('internal-comms');
    expect(list.stderr).toBe('');
    expect(list.stdout).toContain(`from the vault's .claude/skills: ${join(vault, '.claude/skills/morning/SKILL.md')}`);
    expect(list.stdout).toContain(`[shadowed by ${join(vault, '.claude/skills/morning/SKILL.md')}]`);
    expect(list.stdout).toContain(`from your Claude Code skills (${join(claude, 'skills')}): ${join(claude, 'skills/morning/SKILL.md')}`);
    const run = await runCli(['run', 'morning', 'next monday', '--prepare', '--vault', vault, '--now', '2026-11-20T09:00'], { env });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(readFileSync(join(run.stdout.trim(), 'memory.md'), 'utf8')).toContain('2026-11-23');
  });
});
