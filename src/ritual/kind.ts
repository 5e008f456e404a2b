/**
 * What a markdown file of instructions is, when it is not a ritual. Claude Code users keep rituals beside Agent Skills
 * (anthropics/skills style SKILL.md: instructions an agent loads when a task calls for them) and command files
 * (`.claude/commands/<name>.md`, a prompt run as `/<name>` with `$ARGUMENTS`). The three share a frontmatter, so
 * the parser reads them all; what makes a ritual is its phases: at least one section whose heading (or the
 * frontmatter's `phases:`) names a phase of a ritual, "What I Need", a conversation or a write. Phases read from
 * a body's words alone do not count: an Agent Skill's "How to use this skill" that says "ask for clarification" is
 * no conversation with the person. A file without such a section would run as a ritual that asks nothing and
 * writes nothing, so it is refused with what it is instead. Pure.
 */
import { basename } from 'node:path';
import { BadInputError } from '../errors.js';
import type { PhaseKind, Ritual, Section } from './types.js';

export type DocumentKind = 'ritual' | 'agent-skill' | 'command';

/** The heading of a needs section (src/ritual/classify.ts, rule 2), found in raw text without parsing it. */
const NEEDS_HEADING = /^ {0,3}#{1,6}[ \t]+what i need\b/im;

export function hasNeedsSection(ritual: Ritual): boolean {
  return ritual.sections.some((s) => s.phase === 'needs');
}

/** Whether raw SKILL.md text has a needs heading (for a file that could not be parsed). */
export function textHasNeedsHeading(text: string): boolean {
  return NEEDS_HEADING.test(text);
}

/** Rules 1–3 of src/ritual/classify.ts (frontmatter, "What I Need", heading words) give reasons starting so. */
function namedByHeading(section: Section): boolean {
  return section.reason.startsWith('heading') || section.reason.startsWith('frontmatter');
}

export function kindOf(ritual: Ritual): DocumentKind {
  const phases: readonly PhaseKind[] = ['needs', 'inline', 'write'];
  if (ritual.sections.some((s) => phases.includes(s.phase) && namedByHeading(s))) return 'ritual';
  return basename(ritual.path) === 'SKILL.md' ? 'agent-skill' : 'command';
}

const DIFFERENCE =
  'a ritual says under "## What I Need" what skill gathers for a day or a week, then talks it through with you and writes the outcome to your vault';

/** What the file is instead of a ritual, and how a ritual differs; undefined for a ritual. */
export function notARitualReason(ritual: Ritual): string | undefined {
  const kind = kindOf(ritual);
  if (kind === 'ritual') return undefined;
  const what =
    kind === 'agent-skill'
      ? 'an Agent Skill (instructions an agent such as Claude Code loads when a task calls for them)'
      : `a Claude Code command file (a prompt Claude Code runs as /${basename(ritual.path, '.md')})`;
  return `${what}, not a ritual: ${DIFFERENCE}`;
}

/** The error for running something that is not a ritual; undefined for a ritual. */
export function notARitual(ritual: Ritual): BadInputError | undefined {
  const reason = notARitualReason(ritual);
  if (reason === undefined) return undefined;
  return new BadInputError(`${ritual.path} is ${reason}`, {
    hint: 'docs/writing-rituals.md shows how to write one; `skill new <name>` starts one',
  });
}
