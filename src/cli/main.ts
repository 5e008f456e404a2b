/**
 * The command-line boundary: wires commander to the command handlers, loads each handler lazily (startup stays
 * close to bare Node), and is the one place where errors become messages and exit codes.
 */
import { Command, CommanderError, Option } from 'commander';
import { EXIT, InterruptedError, isSkillError } from '../errors.js';
import { type Io, lineState, processIo } from './io.js';

const VERSION = '0.1.0';

function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** Holds the exit code an action returns; commander itself ignores return values. */
interface ExitBox {
  code: number;
}

export function buildProgram(io: Io, box: ExitBox): Command {
  // Wraps a handler so a returned number becomes the exit code.
  const act =
    <A extends unknown[]>(fn: (...args: A) => Promise<number | void> | number | void) =>
    async (...args: A) => {
      const code = await fn(...args);
      if (typeof code === 'number') box.code = code;
    };
  const program = new Command('skill')
    .description('Run rituals written in prose against a markdown vault.')
    .version(VERSION, '-V, --version')
    .option('--debug', 'print stack traces and internal detail on errors')
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => void io.stdout.write(s),
      writeErr: (s) => void io.stderr.write(s),
    });

  const vaultOpt = () => new Option('--vault <dir>', 'the vault folder (else $SKILL_VAULT, else vault: in the user config)');
  const nowOpt = () => new Option('--now <iso>', 'fix "now" (ISO 8601) for reproducible runs');
  const skillsOpt = () => new Option('--skills <dir>', 'also look for rituals here, first (repeatable)').argParser(collect);
  const jsonOpt = () => new Option('--json', 'print JSON on stdout');

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
    .addOption(jsonOpt())
    .action(act(async (opts) => (await import('./commands/list.js')).handleList(io, opts)));

  program
    .command('check')
    .description('lint a ritual: frontmatter, sections, phases, needs')
    .argument('[ritual]', 'a ritual name or a path to a SKILL.md (or its folder); all rituals when omitted')
    .addOption(vaultOpt())
    .addOption(skillsOpt())
    .addOption(nowOpt())
    .option('--when <words>', 'the sample time to plan for (default: today)')
    .addOption(jsonOpt())
    .action(act(async (ritual: string | undefined, opts) => (await import('./commands/check.js')).handleCheck(io, ritual, opts)));

  program
    .command('plan')
    .description('what a run would gather, without gathering it')
    .argument('<ritual>', 'a ritual name or path')
    .argument('[when...]', 'the time the ritual is about (default: today)')
    .addOption(vaultOpt())
    .addOption(nowOpt())
    .addOption(skillsOpt())
    .addOption(jsonOpt())
    .action(act(async (ritual: string, when: string[], opts) => (await import('./commands/plan.js')).handlePlan(io, ritual, when, opts)));

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
    .option('--dry-run', 'show the changes, apply nothing')
    .option('--max-cost <usd>', 'stop before Claude spends more than this (default: max_cost in config, else $1.00)')
    .option('--resume <id>', 'continue an unfinished session (its gathered context, conversation and staged changes)')
    .option('--regather', 'with --resume: gather again instead of reusing what the session gathered')
    .addOption(jsonOpt())
    .action(act(async (ritual: string | undefined, when: string[], opts) => (await import('./commands/run.js')).handleRun(io, ritual, when, opts)));

  program
    .command('new')
    .description('scaffold a ritual in prose (into <vault>/.skill/skills/ unless --dir)')
    .argument('<name>', 'lowercase letters, digits and hyphens')
    .addOption(vaultOpt())
    .option('--dir <dir>', 'create it under this folder instead')
    .option('--description <text>', 'the ritual\'s description')
    .action(act(async (name: string, opts) => (await import('./commands/new.js')).handleNew(io, name, opts)));

  const sessions = program.command('sessions').description('inspect retained sessions, apply what one staged, undo what one wrote (default: list)');
  const allOpt = () => new Option('--all', 'every vault\'s sessions, not only the current vault\'s');
  sessions
    .command('list', { isDefault: true })
    .description('the current vault\'s sessions, newest first (--all: every vault\'s)')
    .addOption(vaultOpt())
    .addOption(allOpt())
    .addOption(jsonOpt())
    .action(act(async (opts) => (await import('./commands/sessions.js')).handleSessionsList(io, opts)));
  sessions
    .command('show')
    .description('what a session saw and did: tasks, timeline, writes, usage, memory.md')
    .argument('<id>', 'a session id, a unique part of one, its path, or "last"')
    .addOption(vaultOpt())
    .option('--transcript', 'page the conversation with Claude instead')
    .addOption(jsonOpt())
    .action(act(async (id: string, opts) => (await import('./commands/sessions.js')).handleSessionsShow(io, id, opts)));
  sessions
    .command('path')
    .description('print a session\'s folder (cd $(skill sessions path last))')
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
    .addOption(jsonOpt())
    .action(act(async (id: string, opts) => (await import('./commands/sessions-writes.js')).handleSessionsRestore(io, id, opts)));
  sessions
    .command('clean')
    .description('remove the current vault\'s sessions past their retention (sessions: in the vault config)')
    .addOption(vaultOpt())
    .addOption(allOpt())
    .option('--keep <n>', 'how many sessions to keep under the temp dir (default: sessions.keep, 10)')
    .option('--yes', 'also delete kept copies holding the only undo of a write, without asking')
    .action(act(async (opts) => (await import('./commands/sessions.js')).handleSessionsClean(io, opts)));

  return program;
}

/** Runs the CLI and returns the exit code (it does not call process.exit, so tests can call it in-process). */
export async function run(argv: string[], io: Io): Promise<number> {
  const debug = argv.includes('--debug');
  const box: ExitBox = { code: EXIT.ok };
  const program = buildProgram(io, box);
  try {
    await program.parseAsync(argv);
    return box.code;
  } catch (err) {
    return reportError(err, io, debug);
  }
}

function reportError(err: unknown, io: Io, debug: boolean): number {
  if (err instanceof CommanderError) {
    // commander has already printed its message (or the help text).
    if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help') {
      return EXIT.ok;
    }
    return EXIT.badInput;
  }
  // Streamed text may have left the line open: the message gets a line of its own.
  if (lineState.open) io.stderr.write('\n');
  if (isSkillError(err)) {
    const hint = err.hint ? ` (${err.hint})` : '';
    io.stderr.write(`skill: ${oneLine(err.message)}${hint}\n`);
    if (debug && err.stack) io.stderr.write(`${err.stack}\n`);
    return err.exitCode;
  }
  const message = err instanceof Error ? err.message : String(err);
  io.stderr.write(`skill: internal error: ${oneLine(message)}${debug ? '' : ' (run with --debug for details)'}\n`);
  if (debug && err instanceof Error && err.stack) io.stderr.write(`${err.stack}\n`);
  return EXIT.failure;
}

/** One line, and nothing a terminal would act on: a message can quote user input (an escape sequence, a NUL). */
function oneLine(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .trim()
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export async function main(argv: string[]): Promise<void> {
  const controller = new AbortController();
  let interrupts = 0;
  const onSignal = (sig: NodeJS.Signals) => {
    interrupts += 1;
    // A second Ctrl-C leaves at once, whatever is still running.
    if (interrupts > 1) process.exit(EXIT.interrupted);
    // Stopping can take a moment (a calendar program is being killed, the note being written is finished or
    // abandoned): say so at once, so the person does not press again and cut it short.
    process.stderr.write('\nskill: stopping… (press Ctrl-C again to quit at once)\n');
    controller.abort(new InterruptedError(sig === 'SIGINT' ? 'interrupted (Ctrl-C)' : `interrupted (${sig})`));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // The handlers stay until the process ends: it may linger after run() returns (a calendar program still being
  // stopped), and a Ctrl-C then must still mean "quit at once" (exit 130), not Node's default death by signal.
  process.exitCode = await run(argv, processIo(controller.signal));
}
