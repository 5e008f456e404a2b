/**
 * How the person ran skill, so that a hint they copy works: `skill sessions apply …` is procps's process-signalling
 * command on a machine without the global install, and it exits 0 without a word.
 */
import { existsSync, realpathSync } from 'node:fs';
import { basename, delimiter, isAbsolute, join, relative } from 'node:path';

function sameFile(a: string, b: string): boolean {
  // Most PATH folders have no such file: asked first, since a failing realpathSync costs a thrown error each (3 M
  // instructions over a PATH of 11 folders, a tenth of what `skill --help` adds to Node's start).
  if (!existsSync(a)) return false;
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

function shellWord(word: string): string {
  return /^[\w./@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * The command that runs this skill again, as the user would type it:
 * - `npm run <script> --` when an npm script that is just `… bin/skill` started it;
 * - the bare name (`skill`) when that name on PATH is this very program;
 * - else `node <path of the script>`, relative to the working directory when it is inside it.
 */
export function invocation(script: string | undefined, env: NodeJS.ProcessEnv, cwd: string): string {
  const npmScript = env.npm_lifecycle_script?.trim();
  if (env.npm_lifecycle_event && npmScript && /(^|[\s/])bin\/skill$/.test(npmScript))
    return `npm run ${shellWord(env.npm_lifecycle_event)} --`;
  if (script === undefined || script === '') return 'skill';
  const name = basename(script);
  const onPath = (env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && isAbsolute(dir) && sameFile(join(dir, name), script));
  if (onPath) return name;
  const rel = relative(cwd, script);
  return `node ${shellWord(rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : script)}`;
}

/**
 * Messages are written with commands in backticks as `skill list`; at the boundary each becomes the command as the
 * user ran it (`node bin/skill list`), so the hint can be copied.
 */
export function namedAs(text: string, command: string): string {
  return command === 'skill' ? text : text.replace(/`skill /g, `\`${command} `);
}
