/**
 * Command sub-skills: a user's `skills/_sub/<name>/SKILL.md` with `run:` becomes a task that runs the command
 * (placeholders filled for the task's range, no shell, minimal environment) and writes its stdout to the session
 * file the sub-skill `produces:`, listed in memory.md with its first lines.
 */
import { RunFailure } from '../errors.js';
import { writeGatheredFile } from '../session/files.js';
import { runCommand } from './command.js';
import { expandPlaceholders } from './placeholders.js';
import type { HandlerResult, TaskInput } from './types.js';

const PREVIEW_LINES = 5;

export async function commandSkillHandler(input: TaskInput): Promise<HandlerResult> {
  const { task } = input;
  if (task.runner.type !== 'command') throw new Error(`${task.sub} is not a command sub-skill`);
  const range = task.range ?? { start: input.resolution.start, end: input.resolution.end };
  const argv = task.runner.command.map((arg, i) => (i === 0 ? arg : expandPlaceholders(arg, range)));
  const result = await runCommand(
    { argv, timeoutMs: task.runner.timeoutMs, maxBytes: task.runner.maxBytes, label: `sub-skill ${task.sub}` },
    { signal: input.signal, path: input.env.PATH, env: input.env },
  );
  if (!result.ok) throw new RunFailure(result.reason);
  const name = task.produces ?? `${task.sub}.md`;
  const text = result.stdout.endsWith('\n') || result.stdout === '' ? result.stdout : `${result.stdout}\n`;
  const path = writeGatheredFile(input.sessionDir, name, text);
  const lines = text
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '');
  const preview = lines.slice(0, PREVIEW_LINES).map((l) => (l.length > 160 ? `${l.slice(0, 159)}…` : l));
  if (lines.length > PREVIEW_LINES) preview.push(`… ${lines.length - PREVIEW_LINES} more lines in ${name}`);
  return {
    summary: lines.length ? `${lines.length} line${lines.length === 1 ? '' : 's'}` : 'no output',
    files: [
      {
        name,
        path,
        summary: `output of ${task.sub} for ${range.start === range.end ? range.start : `${range.start} to ${range.end}`}`,
        preview,
      },
    ],
  };
}
