/**
 * `skill --help` printed from the text the build rendered, without loading commander or building the program.
 *
 * Loading commander and the CLI's entry already takes Node 22 to 1.54× `node -e 0`, building the program to 1.66×
 * and rendering the help to 1.78× (callgrind; docs/performance.md, "What bounds `skill --help`"), against a target of
 * 1.5×. The help is the same on every run but for two things: the command in its usage line (`skill`, `node
 * bin/skill`…) and, on a terminal, the width commander wraps it to. So scripts/bundle.mjs renders it once with
 * commander, as a pipe gets it (80 columns), with a placeholder for the command, into help.txt beside this file;
 * a run whose only argument is --help or -h and whose stdout is not a terminal, or a terminal 80 columns wide, prints
 * that. On a terminal of another width, or with anything else on the command line, or with no help.txt (running
 * from src/), commander renders it as before.
 * test/cli/help-output.test.ts checks that the two are the same bytes.
 */
import { readFileSync } from 'node:fs';
import { invocation } from '../io/invocation.js';

/** The width help.txt is wrapped to: commander's for output that is not a terminal. */
const BUILT_WIDTH = 80;

/** Stands for the command in the usage line of help.txt (the build checks it occurs there once and nowhere else). */
export const COMMAND_PLACEHOLDER = '@@COMMAND@@';

/** The help text the build rendered (help.txt beside this module), or undefined when there is none. */
function builtHelp(): string | undefined {
  try {
    return readFileSync(new URL('./help.txt', import.meta.url), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Prints the top-level help from help.txt, when stdout is not a terminal; returns false, having printed nothing,
 * when the CLI should render it instead. bin/skill calls it when --help or -h is the only argument; `script` is
 * the path node was given (process.argv[1]), for the usage line.
 */
export function printBuiltHelp(script: string | undefined): boolean {
  // Commander wraps to a terminal's width: the text rendered for a pipe is its rendering only where that is 80.
  if (process.stdout.isTTY && process.stdout.columns !== BUILT_WIDTH) return false;
  const text = builtHelp();
  if (text === undefined) return false;
  // A reader that went away (`skill --help | head -1`) ends the run quietly, as in the CLI (io.ts, watchClosed).
  process.stdout.on('error', () => undefined);
  // A function, not a string: a command with `$&` or `$'` in its path must not be read as a replacement pattern.
  process.stdout.write(text.replace(COMMAND_PLACEHOLDER, () => invocation(script, process.env, process.cwd())));
  return true;
}
