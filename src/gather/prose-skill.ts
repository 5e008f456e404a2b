/**
 * Prose sub-skills: a sub-skill with neither `handler:` nor `run:` is carried out by Claude. Its own SKILL.md prose
 * becomes the instructions of a read-only subagent (fast model) that reads what it needs from the vault and the
 * session and answers with markdown, which is saved as the sub-skill's session file. An answer that fails the
 * checks — empty, or naming vault paths that do not exist — is retried once with the main model.
 */
import { existsSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { RunFailure } from '../errors.js';
import {
  UNTRUSTED_NOTICE,
  buildSystem,
  runSubagent,
  type Budget,
  type ModelClient,
  type ModelTiers,
  type Tool,
  type Transcript,
} from '../model/index.js';
import { writeGatheredFile } from '../session/files.js';
import { describeTarget } from '../time/render.js';
import type { Handler, HandlerResult, TaskInput } from './types.js';

export interface ProseDeps {
  client: ModelClient;
  models: ModelTiers;
  budget: Budget;
  transcript: Transcript;
  /** Read-only tools confined to the vault and this session. */
  tools(sessionDir: string): Tool[];
  maxTurns?: number;
}

/** Absolute paths the answer names that do not exist (a model inventing notes is the failure to catch). */
function missingPaths(markdown: string, vault: string): string[] {
  const candidates = markdown.match(/(?:^|[\s(`'"<])(\/[^\s`'")<>]+\.md)\b/gm) ?? [];
  const paths = candidates.map((c) => c.replace(/^[\s(`'"<]/, ''));
  return [...new Set(paths)].filter((p) => isAbsolute(p) && p.startsWith(vault) && !existsSync(p));
}

function validateProseOutput(text: string, vault: string): string | undefined {
  if (text.trim().length === 0) return 'the answer was empty';
  const missing = missingPaths(text, vault);
  if (missing.length) return `it names vault files that do not exist: ${missing.slice(0, 3).join(', ')}`;
  return undefined;
}

export function proseSkillHandler(deps: ProseDeps): Handler {
  return async (input: TaskInput): Promise<HandlerResult> => {
    const { task } = input;
    const name = task.produces ?? `${task.sub}.md`;
    const needs = task.texts.length
      ? `It serves the ritual's need${task.texts.length === 1 ? '' : 's'}: ${task.texts.map((t) => `"${t}"`).join(', ')}.`
      : '';
    const range = task.range ? `${task.range.start} to ${task.range.end}` : `${input.resolution.start} to ${input.resolution.end}`;
    const system = buildSystem(
      UNTRUSTED_NOTICE,
      [
        `You carry out the sub-skill "${task.sub}" for a ritual run against the user's markdown vault.`,
        `Vault: ${input.vault}`,
        `Session folder: ${input.sessionDir} (memory.md there lists what has been gathered so far)`,
        `Target: ${describeTarget(input.resolution)}; the dates this task covers: ${range}.`,
        `Parameters: ${JSON.stringify(task.params)}`,
        'Read what you need with the tools. Answer with the markdown document only; it will be saved as',
        `${name} in the session folder. Use full absolute paths for any vault note you mention, and only notes that exist.`,
        needs,
        '',
        `The sub-skill (${task.runner.type === 'prose' ? task.runner.path : task.sub}):`,
        '',
        task.runner.type === 'prose' ? task.runner.prose : '',
      ].join('\n'),
    );
    const result = await runSubagent({
      client: deps.client,
      models: { first: deps.models.fast, escalate: deps.models.main },
      system,
      messages: [{ role: 'user', content: `Produce ${name} now.` }],
      tools: deps.tools(input.sessionDir),
      maxTurns: deps.maxTurns ?? 12,
      signal: input.signal,
      transcript: deps.transcript,
      budget: deps.budget,
      label: `sub-skill ${task.sub}`,
      validate: (r) => validateProseOutput(r.text, input.vault),
    });
    if (!result.text.trim()) throw new RunFailure(`${task.sub} produced nothing`);
    const path = writeGatheredFile(input.sessionDir, name, result.text.endsWith('\n') ? result.text : `${result.text}\n`);
    const firstLines = result.text
      .split('\n')
      .filter((l) => l.trim())
      .slice(0, 3);
    return {
      summary: `${result.escalated ? 'written by the main model after a retry' : 'written'} (${result.turns} turn${result.turns === 1 ? '' : 's'})`,
      files: [{ name, path, summary: `written by Claude from the ${task.sub} sub-skill`, preview: firstLines }],
    };
  };
}
