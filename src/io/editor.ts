/**
 * Writing an answer in the person's own editor ($VISUAL, else $EDITOR), as git does: the answer so far goes into
 * a private temp file, the editor runs on the terminal with our stdin and stdout, and the file is read back when it
 * exits. The command is run by `sh -c '<editor> "$1"'`, so an editor with arguments (`code --wait`, `emacs -nw`)
 * works. Whatever goes wrong (no editor set, one that cannot start or exits with an error, a file that cannot be
 * read) is one line, and the answer stays as it was.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runProgram } from './program.js';

export type Edited = { text: string } | { problem: string };

export interface EditOptions {
  env: NodeJS.ProcessEnv;
  /** The editor has our terminal (stdin, stdout, stderr); without one, it gets no stdin and its output is not shown. */
  terminal: boolean;
  /** A first line for the person, left out when read back (an HTML comment, so markdown editors show it as one). */
  header: string;
  signal?: AbortSignal;
}

/** The editor's command, or undefined when none is set. */
export function editorCommand(env: NodeJS.ProcessEnv): string | undefined {
  return [env.VISUAL, env.EDITOR].map((e) => e?.trim()).find((e) => e);
}

/** The answer after the editor: the file's text without the header line, trailing space trimmed. */
export async function editText(initial: string, opts: EditOptions): Promise<Edited> {
  const editor = editorCommand(opts.env);
  if (!editor) return { problem: 'no editor is set: set $VISUAL or $EDITOR' };
  const dir = mkdtempSync(join(tmpdir(), 'skill-answer-'));
  const file = join(dir, 'answer.md');
  const header = `<!-- ${opts.header.replace(/--+>?/g, '-')} -->`;
  try {
    writeFileSync(file, `${header}\n${initial}${initial && !initial.endsWith('\n') ? '\n' : ''}`, { mode: 0o600 });
    const env = Object.fromEntries(Object.entries(opts.env).filter((e): e is [string, string] => e[1] !== undefined));
    const run = await runProgram({
      argv: ['/bin/sh', '-c', `${editor} "$1"`, 'sh', file],
      env,
      inheritInput: opts.terminal,
      inheritOutput: opts.terminal,
      signal: opts.signal,
    });
    if (run.error) return { problem: `the editor could not be started (${run.error.code ?? run.error.message})` };
    if (run.code === 127) return { problem: `the editor \`${editor}\` was not found` };
    if (run.code !== 0)
      return { problem: `the editor \`${editor}\` ${run.code === null ? `was stopped (${run.signal})` : `exited with ${run.code}`}` };
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n');
    if (lines[0]?.trim() === header) lines.shift();
    return { text: lines.join('\n').replace(/\s+$/, '') };
  } catch (err) {
    return { problem: `the answer could not be read back (${(err as NodeJS.ErrnoException).code ?? String(err)})` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
