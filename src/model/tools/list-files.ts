/**
 * list_files: files under a folder of the vault or the session directory that match a glob. fast-glob is loaded
 * on first use; symlinks are neither followed nor listed, tool folders (.git, .obsidian…) are skipped, and the
 * number of results is capped.
 */
import { statSync } from 'node:fs';
import { PathRefused, confineRead } from '../../vault/confine.js';
import { IGNORED_DIRS } from '../../vault/walk.js';
import type { Tool } from '../tool.js';
import { wrapUntrusted } from '../untrusted.js';
import { DEFAULT_MAX_LIST_RESULTS, displayPath, refuseToolFolders, sourceLabel, type ReadToolsContext } from './context.js';

interface Input {
  path?: string;
  pattern?: string;
}

function checkPattern(pattern: string): void {
  const refuse = (why: string): never => {
    throw new PathRefused(`pattern ${JSON.stringify(pattern)} refused: ${why}`);
  };
  if (pattern.includes('\0')) refuse('contains a NUL byte');
  if (pattern.includes('\\')) refuse('contains a backslash; use / between folders');
  if (pattern.startsWith('/') || pattern.startsWith('~')) refuse('must be relative to the folder given in path');
  if (pattern.split('/').some((part) => part === '..' || part === '.')) refuse('may not contain . or .. segments');
}

export function listFilesTool(ctx: ReadToolsContext): Tool {
  const max = ctx.maxListResults ?? DEFAULT_MAX_LIST_RESULTS;
  return {
    name: 'list_files',
    description:
      'List files in the vault (or the session folder) whose path matches a glob pattern, e.g. "**/*.md", ' +
      `"02_Areas/People/*.md", "**/*review*". At most ${max} paths are returned; narrow the folder or the pattern for more.`,
    input_schema: {
      type: 'object',
      properties: {
        path: { type: 'string', minLength: 1, description: 'Folder to search in (default: the vault root)' },
        pattern: {
          type: 'string',
          minLength: 1,
          maxLength: 300,
          description: 'Glob relative to the folder (default "**/*.md"); wildcards match regardless of case, folder names must be exact',
        },
      },
      additionalProperties: false,
    },
    async execute(raw, { signal }) {
      const input = raw as Input;
      const pattern = input.pattern ?? '**/*.md';
      checkPattern(pattern);
      const folder = confineRead(input.path ?? '.', ctx.roots);
      refuseToolFolders(input.path ?? '.', folder);
      if (!folder.exists || !statSync(folder.absolute).isDirectory())
        return { content: `not a folder: ${input.path ?? '.'}`, isError: true };
      const { default: fg } = await import('fast-glob');
      const entries = await fg(pattern, {
        cwd: folder.absolute,
        onlyFiles: true,
        followSymbolicLinks: false,
        dot: false,
        caseSensitiveMatch: false,
        suppressErrors: true,
        ignore: [...IGNORED_DIRS].map((d) => `**/${d}/**`),
      });
      signal.throwIfAborted();
      entries.sort();
      const shown = entries.slice(0, max).map((e) => {
        const relative = folder.relative ? `${folder.relative}/${e}` : e;
        return displayPath(ctx, { root: folder.root, relative, absolute: `${folder.absolute}/${e}` });
      });
      if (shown.length === 0) return `no files match ${JSON.stringify(pattern)} in ${input.path ?? 'the vault'}`;
      const more = entries.length > max ? `\n[${entries.length - max} more not shown; narrow the pattern]` : '';
      return wrapUntrusted(sourceLabel(folder), shown.join('\n')) + more;
    },
  };
}
