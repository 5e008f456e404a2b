/**
 * The inline phase's system prompt, built from values (pure): the ritual's own prose, the resolved dates, the
 * session folder and memory.md — not the files themselves: the model reads what it needs with the read tools.
 * The stable parts come first so they are cached across turns.
 */
import { UNTRUSTED_NOTICE, wrapUntrusted } from '../../model/index.js';
import type { Ritual } from '../../ritual/types.js';
import { describeTarget } from '../../time/render.js';
import { renderDatesMd } from '../../time/render.js';
import type { TimeResolution } from '../../time/types.js';
import type { Preferences } from './preferences.js';

export interface InlinePromptInput {
  ritual: Ritual;
  resolution: TimeResolution;
  sessionDir: string;
  memory: string;
  preferences: Preferences;
  /** Where the outcome will be written after /done, in words ("Today.md (replace)"). */
  targets: string[];
}

function sectionsOf(ritual: Ritual, phases: string[]): string {
  return ritual.sections
    .filter((s) => phases.includes(s.phase))
    .map((s) => `## ${s.heading}\n\n${s.body}`)
    .join('\n\n');
}

export function inlineSystemPrompt(input: InlinePromptInput): string[] {
  const { ritual, resolution, preferences } = input;
  const who = preferences.name ? `Call the user ${preferences.name}.` : 'Use the name the directives give for the user, if any.';
  const style = preferences.style ? `Their preferred style: ${preferences.style}.` : '';
  const role = [
    `You are running the ritual "${ritual.name}"${ritual.description ? ` — ${ritual.description}` : ''} with the user, in a terminal.`,
    `It is about ${describeTarget(resolution)} ("${resolution.relative}").`,
    who,
    style,
    'Keep each reply short enough to read in a terminal: plain markdown, no tables wider than 80 columns.',
    'Ask one question at a time and wait for the answer.',
    `Everything gathered for this session is indexed in memory.md below; session folder: ${input.sessionDir}.`,
    'Read the files you need with read_file, using the full paths memory.md gives; list_files and search_vault find others.',
    'You cannot change any file. When the user types /done, a separate step writes the outcome of this conversation to:',
    ...input.targets.map((t) => `- ${t}`),
    'So before the end, make sure the conversation contains the final content in clear words.',
  ]
    .filter(Boolean)
    .join('\n');
  const prose = [
    `# The ritual: ${ritual.title ?? ritual.name}`,
    ritual.preamble,
    sectionsOf(ritual, ['preflight']) && `# Checks before you start\n\n${sectionsOf(ritual, ['preflight'])}`,
    `# The conversation\n\n${sectionsOf(ritual, ['inline'])}`,
    sectionsOf(ritual, ['confirm']) && `# At the end\n\n${sectionsOf(ritual, ['confirm'])}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const context = [
    '# Dates (dates.md)',
    renderDatesMd(resolution).trimEnd(),
    '',
    '# memory.md',
    wrapUntrusted('session:memory.md', input.memory),
  ].join('\n');
  return [UNTRUSTED_NOTICE, role, prose, context];
}
