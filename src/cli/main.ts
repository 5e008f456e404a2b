/**
 * The command-line boundary: wires commander to the command handlers, loads each handler lazily (startup stays
 * close to bare Node), and is the one place where errors become messages and exit codes.
 */
import { Command, CommanderError, Option } from 'commander';
import { BadInputError, EXIT, InterruptedError, isSkillError, quote } from '../errors.js';
import { detachDeadTerminal, type Io, lineState, openStreams, openedOutputs, processIo } from '../io/io.js';
import { oneLine } from '../text/line.js';
import { namedAs } from '../io/invocation.js';

const VERSION = '0.1.0';

/** Why there are two commands: where /usr/bin comes first on PATH, `skill` is procps's (README, "Install"). */
const SECOND_NAME =
  "Installed as both skill and rituals: on Debian and Ubuntu, /usr/bin/skill is procps's command that sends\nsignals to processes by name. Where it comes first on PATH, run rituals instead.";

function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** Holds the exit code an action returns; commander itself ignores return values. */
interface ExitBox {
  code: number;
}

/** Wraps a handler so a returned number (or a promise of one) becomes the exit code; anything else leaves it. */
type Act = <A extends unknown[]>(fn: (...args: A) => unknown) => (...args: A) => Promise<void>;

const vaultOpt = () => new Option('--vault <dir>', 'the vault folder (else $SKILL_VAULT, else vault: in the user config)');
const nowOpt = () => new Option('--now <iso>', 'fix "now" (ISO 8601) for reproducible runs');
const skillsOpt = () => new Option('--skills <dir>', 'also look for rituals here, first (repeatable)').argParser(collect);
const jsonOpt = () => new Option('--json', 'print JSON on stdout');
const allOpt = () => new Option('--all', "every vault's sessions, not only the current vault's");
const movedOpt = () => new Option('--vault-moved', 'the vault the session was made for moved or was copied to --vault: write there');

export function buildProgram(io: Io, box: ExitBox): Command {
  const act: Act =
    (fn) =>
    async (...args) => {
      const code = await fn(...args);
      if (typeof code === 'number') box.code = code;
    };
  const program = createProgram(io);
  addReadingCommands(program, io, act);
  addRunCommands(program, io, act);
  addSessionsCommands(program, io, act);
  addCompletionCommands(program, io, act);
  return program;
}

/** The program itself: its global options, how it prints, and the check every command's --vault goes through. */
function createProgram(io: Io): Command {
  // Usage lines name the command the way it was run (`node bin/skill`, `npm run skill --`).
  const program = new Command(io.command)
    .description('Run rituals written in prose against a markdown vault.')
    .version(VERSION, '-V, --version')
    .option('--debug', 'print stack traces and internal detail on errors')
    .option('-q, --quiet', 'no progress and no notes: only what asks for an answer, results, warnings and errors')
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => void io.stdout.write(s),
      writeErr: (s) => void io.stderr.write(s),
      // commander's own usage errors look like the tool's: `skill: too many arguments …`, one line.
      outputError: (s, write) => write(`skill: ${usageMessage(s)}\n`),
    })
    .addHelpText('after', `\n${SECOND_NAME}`);

  // Every command's --vault, given blank, is refused before the command runs, whether it would read the vault or not.
  // A command runs with all three standard streams watched; help and usage errors, which run none, open only the
  // output they print to (io.ts, `opened`).
  program.hook('preAction', async (_program, action) => {
    openStreams(io);
    refuseOptionAsValue(program, action);
    const vault: unknown = action.opts().vault;
    if (typeof vault === 'string' && vault.trim() === '') (await import('../vault/locate.js')).refuseBlankVault(vault, '--vault');
  });
  return program;
}

/**
 * An option whose value is missing takes the next word whatever it is, another option included: `--skills --vault V`
 * gave --skills the value "--vault" and left V a time word, and the run then said no vault was given. A value that is
 * the name of one of the command's options (or the program's) is refused, naming both.
 */
function refuseOptionAsValue(program: Command, action: Command): void {
  const names = new Set([...program.options, ...action.options].flatMap((o) => [o.long, o.short]).filter(Boolean));
  for (const option of action.options) {
    if (!option.required) continue; // a flag, or a value that may be left out
    const value: unknown = action.getOptionValue(option.attributeName());
    const taken = (Array.isArray(value) ? value : [value]).find((v) => typeof v === 'string' && names.has(v));
    if (taken !== undefined)
      throw new BadInputError(`${option.long} took the option ${taken} as its value`, { hint: `give it one: ${option.flags}` });
  }
}

/** Commands that read and report: dates, list, check, plan. */
function addReadingCommands(program: Command, io: Io, act: Act): void {
  program
    .command('dates')
    .description('resolve a time expression (the dates.md of a run)')
    .argument('[when...]', 'e.g. "next monday", "last week", 2026-W08, "Q1 2026"')
    .addOption(nowOpt())
    .addOption(jsonOpt())
    .action(act(async (when: string[], opts) => (await import('./commands/dates.js')).handleDates(io, when, opts)));

  program
    .command('list')
    .description('rituals found, with description and argument hint')
    .addOption(vaultOpt())
    .addOption(skillsOpt())
    .addOption(nowOpt())
    .addOption(new Option('--json', "print JSON on stdout, with each ritual's error and warning counts as `check` finds them"))
    .action(act(async (opts) => (await import('./commands/list.js')).handleList(io, opts)));

  program
    .command('check')
    .description('lint a ritual: frontmatter, sections, phases, needs')
    .argument('[ritual]', 'a ritual name or a path to a SKILL.md (or its folder); all rituals when omitted')
    .argument('[when...]', 'the sample time to plan for, as for run (default: today)')
    .addOption(vaultOpt())
    .addOption(skillsOpt())
    .addOption(nowOpt())
    .option('--when <words>', 'the sample time to plan for, as an option (for checking all rituals)')
    .option('--offline', 'read needs with the rules and cached readings only; never call Claude')
    .option('--refresh', 'ask Claude again for the needs the rules do not understand, even when a reading is cached')
    .addOption(jsonOpt())
    .action(
      act(async (ritual: string | undefined, when: string[], opts) =>
        (await import('./commands/check.js')).handleCheck(io, ritual, when, opts),
      ),
    );

  program
    .command('plan')
    .description('what a run would gather, without gathering it')
    .argument('<ritual>', 'a ritual name or path')
    .argument('[when...]', 'the time the ritual is about (default: today)')
    .addOption(vaultOpt())
    .addOption(nowOpt())
    .addOption(skillsOpt())
    .option('--offline', 'read needs with the rules and cached readings only; never call Claude')
    .option('--refresh', 'ask Claude again for the needs the rules do not understand, even when a reading is cached')
    .addOption(jsonOpt())
    .action(act(async (ritual: string, when: string[], opts) => (await import('./commands/plan.js')).handlePlan(io, ritual, when, opts)));
}

/** Commands that run a ritual or change the vault's setup: run, layout, new, mcp. */
function addRunCommands(program: Command, io: Io, act: Act): void {
  program
    .command('run')
    .description('run a ritual: gather, talk, write')
    .argument('[ritual]', 'a ritual name or path (not needed with --resume)')
    .argument('[when...]', 'the time the ritual is about (default: today)')
    .addOption(vaultOpt())
    .addOption(nowOpt())
    .addOption(skillsOpt())
    .option('--prepare', 'stop after memory.md and print the session path')
    .option('--offline', 'no Claude: a guided questionnaire (the default without ANTHROPIC_API_KEY)')
    .option('--yes', 'apply the changes without asking')
    .option('--editor', 'answer each offline question in $VISUAL or $EDITOR (`/edit` at a question does it for one)')
    .option('--dry-run', 'show the changes, apply nothing')
    .option('--max-cost <usd>', 'stop before Claude spends more than this (default: max_cost in config, else $1.00)')
    .option('--resume <id>', 'continue an unfinished session (its gathered context, conversation and staged changes)')
    .option('--regather', 'with --resume: gather again instead of reusing what the session gathered')
    .option('--refresh', 'ask Claude again for the needs the rules do not understand, even when a reading is cached')
    .addOption(jsonOpt())
    .action(
      act(async (ritual: string | undefined, when: string[], opts) => {
        // The vault's scan starts before the run's modules load (commands/early-scan.ts); a resumed session's vault
        // is known only from the session, so it scans once the run has it.
        const early = opts.resume === undefined ? (await import('./commands/early-scan.js')).scanEarly(io, opts) : undefined;
        return (await import('./commands/run.js')).handleRun(io, ritual, when, opts, early);
      }),
    );

  program
    .command('layout')
    .alias('init')
    .description("the vault's layout, part by part: what is there and where each part came from (config, Obsidian, built-in)")
    .addOption(vaultOpt())
    .addOption(nowOpt())
    .option('--write', 'save it as <vault>/.skill/config.yaml (never over an existing one)')
    .addOption(jsonOpt())
    .action(act(async (opts) => (await import('./commands/layout.js')).handleLayout(io, opts)));

  program
    .command('new')
    .description("scaffold a ritual in prose (into the vault's rituals folder, layout.skills, default .skill/skills/, unless --dir)")
    .argument('<name>', 'lowercase letters, digits and hyphens')
    .addOption(vaultOpt())
    .option('--dir <dir>', 'create it under this folder instead')
    .option('--description <text>', "the ritual's description")
    .action(act(async (name: string, opts) => (await import('./commands/new.js')).handleNew(io, name, opts)));

  program
    .command('mcp')
    .description('serve the rituals to an MCP client (Claude Code, Claude Desktop…) over stdio: prepare, stage, apply, undo (docs/mcp.md)')
    .addOption(vaultOpt())
    .addOption(nowOpt())
    .addOption(skillsOpt())
    .action(act(async (opts) => (await import('./commands/mcp.js')).handleMcp(io, { ...opts, debug: program.opts().debug }, VERSION)));
}

/** `skill sessions` and its subcommands. */
function addSessionsCommands(program: Command, io: Io, act: Act): void {
  const sessions = program
    .command('sessions')
    .description('inspect retained sessions, apply what one staged, undo what one wrote (default: list)');
  sessions
    .command('list', { isDefault: true })
    .description("the current vault's sessions, newest first (--all: every vault's)")
    .addOption(vaultOpt())
    .addOption(allOpt())
    .addOption(jsonOpt())
    // As the default, list receives whatever follows `sessions`: a word there is a mistyped subcommand, not an
    // argument of list (commander would say "too many arguments for 'list'").
    .allowExcessArguments(true)
    .action(
      act(async (opts, cmd: Command) => {
        const [extra] = cmd.args;
        if (extra !== undefined) {
          const names = sessions.commands.map((c) => c.name());
          throw new BadInputError(
            cmd.parent?.args[0] === 'list'
              ? `sessions list takes no arguments (got ${quote(extra)})`
              : `unknown sessions command ${quote(extra)} (one of ${names.join(', ')})`,
          );
        }
        return (await import('./commands/sessions.js')).handleSessionsList(io, opts);
      }),
    );
  sessions
    .command('show')
    .description('what a session saw and did: tasks, timeline, writes, usage, memory.md')
    .argument('<id>', 'a session id, a unique part of one, or "last"')
    .addOption(vaultOpt())
    .option('--transcript', 'page the conversation with Claude instead')
    .addOption(jsonOpt())
    .action(act(async (id: string, opts) => (await import('./commands/sessions.js')).handleSessionsShow(io, id, opts)));
  sessions
    .command('path')
    .description(`print a session's folder (cd $(${io.command} sessions path last))`)
    .argument('<id>', 'a session id, a unique part of one, or "last"')
    .addOption(vaultOpt())
    .action(act(async (id: string, opts) => (await import('./commands/sessions.js')).handleSessionsPath(io, id, opts)));
  sessions
    .command('apply')
    .description('apply the changes a session staged (diff, then confirm; --yes to skip asking)')
    .argument('<id>', 'a session id, a unique part of one, or "last"')
    .addOption(vaultOpt())
    .option('--yes', 'apply without asking')
    .option('--dry-run', 'show the changes, apply nothing')
    .addOption(movedOpt())
    .addOption(jsonOpt())
    .action(act(async (id: string, opts) => (await import('./commands/sessions-writes.js')).handleSessionsApply(io, id, opts)));
  sessions
    .command('restore')
    .description('put back the notes a session changed (diff, then confirm)')
    .argument('<id>', 'a session id, a unique part of one, or "last"')
    .addOption(vaultOpt())
    .option('--yes', 'restore without asking')
    .option('--dry-run', 'show what would be restored')
    .option('--force', 'restore even notes edited since (their current content is kept in the session)')
    .addOption(movedOpt())
    .addOption(jsonOpt())
    .action(act(async (id: string, opts) => (await import('./commands/sessions-writes.js')).handleSessionsRestore(io, id, opts)));
  sessions
    .command('clean')
    .description("remove the current vault's sessions past their retention (sessions: in the vault config), or the sessions named")
    .addOption(vaultOpt())
    .addOption(allOpt())
    .option('--keep <n>', 'how many sessions to keep under the temp dir (default: sessions.keep, 10)')
    .argument('[id...]', 'remove these sessions (folder and kept copy), whatever they hold, after a yes or with --yes')
    .option(
      '--yes',
      'also delete kept copies holding the only undo of a write, without asking (not those whose vault cannot be checked now); with ids: remove them without asking',
    )
    .action(act(async (ids: string[], opts) => (await import('./commands/sessions-clean.js')).handleSessionsClean(io, ids, opts)));
}

/** The completion script, and the hidden command it calls back for ritual names and session ids. */
function addCompletionCommands(program: Command, io: Io, act: Act): void {
  program
    .command('completion')
    .description('a shell completion script (commands, flags, ritual names, session ids): eval "$(skill completion bash)"')
    .argument('<shell>', 'bash, zsh or fish')
    .action(act(async (shell: string) => (await import('./commands/completion.js')).handleCompletion(io, shell, program)));
  program
    .command('__complete', { hidden: true })
    .argument('<what>', 'rituals or sessions')
    .addOption(vaultOpt())
    .action(act(async (what: string, opts) => (await import('./commands/completion.js')).handleComplete(io, what, opts)));
}

/** Runs the CLI and returns the exit code (it does not call process.exit, so tests can call it in-process). */
export async function run(argv: string[], given: Io): Promise<number> {
  const debug = argv.includes('--debug');
  const json = argv.includes('--json');
  // Like --debug, --quiet holds for every command wherever it is written; each command reads it from the Io.
  const io: Io = argv.slice(2).some((a) => a === '--quiet' || a === '-q') ? { ...given, quiet: true } : given;
  const box: ExitBox = { code: EXIT.ok };
  const program = buildProgram(io, box);
  try {
    await program.parseAsync(argv);
    return box.code;
  } catch (err) {
    const failure = reportError(err, io, debug);
    // With --json a script reads stdout: the error is a JSON object there too (docs/json.md), same exit code.
    if (failure && json) (await import('./json.js')).printResult(io.stdout, { error: failure.error });
    return failure?.code ?? EXIT.ok;
  }
}

/**
 * A commander usage error in the tool's style: one line, no `error:` prefix, its suggestion in the same sentence
 * (`unknown command 'chek' (did you mean check?)`).
 */
function usageMessage(text: string): string {
  return oneLine(text.replace(/^error: /, '').replace(/\(Did you mean/, '(did you mean'));
}

/** What went wrong, as --json reports it. */
interface Failure {
  code: number;
  error: { kind: 'bad_input' | 'failure' | 'interrupted' | 'internal'; message: string; hint?: string; exitCode: number };
}

function kindOf(code: number): Failure['error']['kind'] {
  return code === EXIT.badInput ? 'bad_input' : code === EXIT.interrupted ? 'interrupted' : 'failure';
}

/** Prints the error on stderr; undefined when it was no error (help, version). */
function reportError(err: unknown, io: Io, debug: boolean): Failure | undefined {
  if (err instanceof CommanderError) {
    // commander has already printed its message (or the help text).
    if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version') return undefined;
    // `skill help` asks for help (stdout, exit 0). Bare `skill` (or `skill sessions` without a default) names no
    // command: a usage error like any other, so the help goes to stderr with exit 2, and a script that lost its
    // command word fails instead of succeeding at nothing. `skill --help` is the way to ask.
    if (err.code === 'commander.help' && err.exitCode === 0) return undefined;
    if (err.code === 'commander.help')
      return { code: EXIT.badInput, error: { kind: 'bad_input', message: 'no command given', exitCode: EXIT.badInput } };
    return { code: EXIT.badInput, error: { kind: 'bad_input', message: usageMessage(err.message), exitCode: EXIT.badInput } };
  }
  // Streamed text may have left the line open: the message gets a line of its own.
  if (lineState.open) io.stderr.write('\n');
  if (isSkillError(err)) {
    const message = namedAs(oneLine(err.message), io.command);
    const hint = err.hint ? namedAs(oneLine(err.hint), io.command) : undefined;
    io.stderr.write(`skill: ${message}${hint ? ` (${hint})` : ''}\n`);
    if (debug && err.stack) io.stderr.write(`${err.stack}\n`);
    return { code: err.exitCode, error: { kind: kindOf(err.exitCode), message, ...(hint ? { hint } : {}), exitCode: err.exitCode } };
  }
  const message = oneLine(err instanceof Error ? err.message : String(err));
  io.stderr.write(`skill: internal error: ${message}${debug ? '' : ' (run with --debug for details)'}\n`);
  if (debug && err instanceof Error && err.stack) io.stderr.write(`${err.stack}\n`);
  return { code: EXIT.failure, error: { kind: 'internal', message: `internal error: ${message}`, exitCode: EXIT.failure } };
}

/** What is said the moment a signal arrives: only Ctrl-C's person can press it again. */
const STOPPING: Partial<Record<NodeJS.Signals, string>> = {
  SIGINT: 'stopping… (press Ctrl-C again to quit at once)',
  SIGTERM: 'stopping: asked to end (SIGTERM)…',
  SIGHUP: 'stopping: the terminal closed (SIGHUP)…',
};

const INTERRUPTED: Partial<Record<NodeJS.Signals, string>> = {
  SIGINT: 'interrupted (Ctrl-C)',
  SIGTERM: 'interrupted (SIGTERM)',
  SIGHUP: 'interrupted (SIGHUP: the terminal closed)',
};

export async function main(argv: string[]): Promise<void> {
  const controller = new AbortController();
  let interrupts = 0;
  const onSignal = (sig: NodeJS.Signals) => {
    interrupts += 1;
    // A second signal (Ctrl-C pressed again) leaves at once, whatever is still running.
    if (interrupts > 1) process.exit(EXIT.interrupted);
    // Stopping can take a moment (a calendar program is being killed, the note being written is finished or
    // abandoned): say so at once, so the person does not press again and cut it short.
    process.stderr.write(`\nskill: ${STOPPING[sig] ?? `stopping (${sig})…`}\n`);
    controller.abort(new InterruptedError(INTERRUPTED[sig] ?? `interrupted (${sig})`));
  };
  // SIGHUP (the terminal closed) stops like the others, so the session says it was interrupted instead of running.
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, onSignal);
  // The reader of stdout went away (`skill list | head -1`): whatever is still running stops like on Ctrl-C, and
  // nothing more is written. A command that had finished exits with its own code, silently.
  // The terminal gone without a SIGHUP (or before it): stdin or an output fails with EIO. Stopped as SIGHUP stops.
  const onHangup = () => {
    if (!controller.signal.aborted) controller.abort(new InterruptedError(INTERRUPTED.SIGHUP));
  };
  // Output that could not be written for another reason than a reader gone (a full disk, `> /dev/full`) is lost, not
  // declined: the run stops the same way, says so once, and exits with code 1.
  let lost: string | undefined;
  const io = processIo(
    controller.signal,
    argv[1],
    (err) => {
      if (err.code !== 'EPIPE') lost ??= err.code ?? err.message;
      const why = lost === undefined ? 'the output was closed' : `the output could not be written (${lost})`;
      controller.abort(new InterruptedError(`stopped: ${why}`));
    },
    onHangup,
  );
  const code = await run(argv, io);
  // Exit now rather than when the event loop empties: a program's backgrounded child may still hold a pipe open, and
  // the run is over. What was written is flushed first (pipes are asynchronous on some systems); a program we
  // started and that is still being stopped gets SIGKILL on the way out (src/gather/command.ts).
  await Promise.all(openedOutputs().map(flushed));
  // A write to a file that fails (SyncWriteStream) reports it on the next tick: let it, before the exit code is chosen.
  if (openedOutputs().length > 0) await new Promise((resolve) => setImmediate(resolve));
  detachDeadTerminal();
  // A command stopped by it has said why (the abort above); one that had finished before it showed is told here.
  if (lost !== undefined && code === EXIT.ok) process.stderr.write(`skill: could not write to standard output: ${lost}\n`);
  process.exit(lost !== undefined && (code === EXIT.ok || code === EXIT.interrupted) ? EXIT.failure : code);
}

/** Resolves once what was written to `stream` has been handed to the system (at once if nothing is pending). */
function flushed(stream: NodeJS.WriteStream): Promise<void> {
  if (stream.destroyed || stream.writableLength === 0) return Promise.resolve();
  return new Promise((resolve) => stream.write('', () => resolve()));
}
