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
 *
 * The build makes this module CommonJS (built-help.cjs), and bin/skill is CommonJS too (bin/package.json): Node
 * starts its ES module loader only for an ES module, which costs `--help` about 20% of `node -e 0` on its own
 * (measured: an empty .mjs file 1.20×, an empty .cjs file 0.98×). So `--help` on a pipe never starts it.
 * test/cli/help-output.test.ts checks that the two are the same bytes.
 */
import { fstatSync, readFileSync, writeSync } from 'node:fs';
import { invocation } from '../io/invocation.js';

/** The width help.txt is wrapped to: commander's for output that is not a terminal. */
const BUILT_WIDTH = 80;

/** Stands for the command in the usage line of help.txt (the build checks it occurs there once and nowhere else). */
export const COMMAND_PLACEHOLDER = '@@COMMAND@@';

/** The help text the build rendered, or undefined when there is none. */
function builtHelp(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Whether fd 1 may be a terminal: only a character device can be. `process.stdout` is made on first use, a stream
 * over the fd, and `require('node:tty')` loads net and the streams, each 10–20% of `node -e 0`; fstat costs nothing.
 */
function mayBeTerminal(): boolean {
  try {
    return fstatSync(1).isCharacterDevice();
  } catch {
    return true; // no fd 1 to look at: let the stream decide, as before
  }
}

/**
 * Writes to fd 1 directly, as a pipe or a file; a reader that went away (`skill --help | head -1`) ends it quietly,
 * and any other failure (`skill --help > /dev/full`) is said in one line, with exit code 1.
 */
function writeOut(text: string): void {
  const bytes = Buffer.from(text);
  let at = 0;
  try {
    while (at < bytes.length) at += writeSync(1, bytes, at);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EPIPE') return;
    if (code === 'EAGAIN') {
      // A non-blocking pipe that is full: the stream waits for it.
      process.stdout.on('error', () => undefined);
      process.stdout.write(bytes.subarray(at));
      return;
    }
    process.stderr.write(`skill: could not write the help to standard output: ${code ?? String(err)}\n`);
    process.exitCode = 1;
  }
}

/**
 * Prints the top-level help from `helpFile` (the build's help.txt), when stdout is not a terminal; returns false,
 * having printed nothing, when the CLI should render it instead. bin/skill calls it when --help or -h is the only
 * argument; `script` is the path node was given (process.argv[1]), for the usage line.
 */
export function printBuiltHelp(script: string | undefined, helpFile: string): boolean {
  const terminal = mayBeTerminal() && process.stdout.isTTY === true;
  // Commander wraps to a terminal's width: the text rendered for a pipe is its rendering only where that is 80.
  if (terminal && process.stdout.columns !== BUILT_WIDTH) return false;
  const text = builtHelp(helpFile);
  if (text === undefined) return false;
  // A function, not a string: a command with `$&` or `$'` in its path must not be read as a replacement pattern.
  const help = text.replace(COMMAND_PLACEHOLDER, () => invocation(script, process.env, process.cwd()));
  if (!terminal) writeOut(help);
  else {
    // A reader that went away ends the run quietly, as in the CLI (io.ts, watchClosed).
    process.stdout.on('error', () => undefined);
    process.stdout.write(help);
  }
  return true;
}
