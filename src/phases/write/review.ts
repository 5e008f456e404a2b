/**
 * From staged changes to the vault: the diffs are shown, then, by the flags and the terminal,
 *   --dry-run          nothing is applied;
 *   --yes              everything is applied;
 *   a terminal         each note is confirmed (yes / no / all / quit);
 *   no terminal        the diffs are shown and the next line of stdin answers each, as on a terminal: "y"
 *                      applies, anything else (or the end of input) applies nothing, said in one line with how to
 *                      apply later; for `skill sessions apply` (`refuseUnconfirmed`), it is an error (exit 2)
 *                      naming --yes, unchanged: that command reads no answers from stdin.
 * The staged changes are saved in the session first, so `skill sessions apply <id>` can always finish the job.
 * A note that changed on disk meanwhile goes through conflicts.ts; a note that could not be written (or a vault
 * that could not be locked) leaves its change staged, and the message says where and how to apply it.
 */
import { shellWord } from '../../text/shell.js';
import { join, relative } from 'node:path';
import type { Output } from '../../io/io.js';
import { BadInputError, RunFailure } from '../../errors.js';
import { applyChanges, type ApplyOptions, type ApplyResult } from './apply.js';
import { confirmChanges, type Decision } from './confirm.js';
import { resolveConflicts } from './conflicts.js';
import { diffStats, renderDiff } from './diff.js';
import { unresolvedNewLinks, vaultLinkResolver } from './link-check.js';
import { changesNote, type Stage, type StagedChange } from './stage.js';
import { oneLineSafe } from '../../text/line.js';
import type { LinkResolver } from '../../gather/references/link-resolver.js';

type ReviewOutcome = 'applied' | 'dry-run' | 'not-confirmed' | 'declined' | 'nothing';

export interface ReviewOptions {
  stage: Stage;
  sessionDir: string;
  sessionId: string;
  /** How the user ran skill (Io.command), for the hint that applies the changes later. */
  command: string;
  vault: string;
  yes: boolean;
  dryRun: boolean;
  interactive: boolean;
  ask: (question: string) => Promise<string | null>;
  out: Output;
  colour: boolean;
  signal: AbortSignal;
  /** The session's kept copy: backups and journal lines go there too (apply.ts). */
  keep?: string;
  /** No terminal and no --yes is an error, not a staging (`skill sessions apply`: the changes are staged already). */
  refuseUnconfirmed?: boolean;
}

export interface ReviewResult {
  outcome: ReviewOutcome;
  apply?: ApplyResult;
}

/**
 * "to apply it: node bin/skill sessions apply <id> --vault <vault>": the command as the user ran it, the pronoun for
 * the count. The vault is named because `sessions apply` writes only into the vault it runs against.
 */
function applyLaterHint(command: string, sessionId: string, count: number, vault: string): string {
  return `to apply ${count === 1 ? 'it' : 'them'}: ${command} sessions apply ${sessionId} --vault ${shellWord(vault)}`;
}

/** Where the staged changes are: the session's staged/ folder, and its kept copy's. */
function stagedWhere(opts: Pick<ReviewOptions, 'sessionDir' | 'keep'>): string {
  const kept = opts.keep && opts.keep !== opts.sessionDir ? ` (kept in ${join(opts.keep, 'staged')})` : '';
  return `${join(opts.sessionDir, 'staged')}${kept}`;
}

function applyOptions(opts: ReviewOptions): ApplyOptions {
  return { sessionDir: opts.sessionDir, vault: opts.vault, signal: opts.signal, ...(opts.keep ? { keep: opts.keep } : {}) };
}

/** applyChanges; a vault that cannot be locked (held, read-only) keeps the changes staged, and the hint says so. */
async function apply(opts: ReviewOptions, changes: Parameters<typeof applyChanges>[0], decisions: Decision[]): Promise<ApplyResult> {
  try {
    return await applyChanges(changes, decisions, applyOptions(opts));
  } catch (err) {
    if (!(err instanceof RunFailure)) throw err;
    const later = `nothing was written; the changes stay staged in ${stagedWhere(opts)}; ${applyLaterHint(opts.command, opts.sessionId, changes.length, opts.vault)}`;
    throw new RunFailure(err.message, { hint: err.hint ? `${err.hint}; ${later}` : later, cause: err });
  }
}

/** "00_Brain/Captive/Today.md: +17 −11 (new note, 1 link to nothing)". */
function statsLine(c: StagedChange, links: LinkResolver): string {
  const s = diffStats(c);
  const dangling = unresolvedNewLinks(c, links).length;
  const notes = [
    ...(c.before === null ? ['new note'] : []),
    ...(dangling ? [`${dangling} link${dangling === 1 ? '' : 's'} to nothing`] : []),
  ];
  return `${c.relative}: +${s.added} −${s.removed}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

/** A question put on stdin without a terminal: the prompt and the line read are printed, so a log reads as a dialogue. */
function echoed(ask: ReviewOptions['ask'], out: Output): ReviewOptions['ask'] {
  return async (question) => {
    out.write(question);
    const reply = await ask('');
    out.write(`${reply ?? '(end of input)'}\n`);
    return reply;
  };
}

export async function reviewAndApply(opts: ReviewOptions): Promise<ReviewResult> {
  const { out } = opts;
  const staged = opts.stage.changes();
  const changes = staged.filter(changesNote);
  if (changes.length === 0) {
    out.write(
      staged.length === 0
        ? 'Nothing to write.\n'
        : `Nothing to write: ${staged.map((c) => oneLineSafe(c.relative)).join(', ')} already ${staged.length === 1 ? 'says' : 'say'} this.\n`,
    );
    return { outcome: 'nothing' };
  }
  // New links are checked against the vault as it is plus the notes this write creates.
  const links = vaultLinkResolver(opts.vault, changes);
  const showAll = () => {
    for (const c of changes) out.write(`${renderDiff(c, { colour: opts.colour, links })}\n`);
  };
  if (opts.dryRun) {
    showAll();
    out.write(
      `Dry run: nothing was written. ${changes.length} change${changes.length === 1 ? ' is' : 's are'} staged in the session; ${applyLaterHint(opts.command, opts.sessionId, changes.length, opts.vault)}\n`,
    );
    return { outcome: 'dry-run' };
  }
  let decisions: Decision[];
  if (opts.yes) {
    showAll();
    decisions = changes.map(() => 'apply');
  } else if (!opts.interactive && opts.refuseUnconfirmed) {
    for (const c of changes) out.write(`  ${statsLine(c, links)}\n`);
    throw new BadInputError('no terminal to confirm on and no --yes: nothing was written', {
      hint: `${applyLaterHint(opts.command, opts.sessionId, changes.length, opts.vault)} --yes`,
    });
  } else {
    // Without a terminal the diff is shown all the same, and the next line of stdin answers it (echoed, like the
    // questionnaire's answers): "y" applies; anything but y/n/a/q, or the end of input, applies nothing.
    const ask = opts.interactive ? opts.ask : echoed(opts.ask, out);
    const confirmed = await confirmChanges(changes, {
      ask,
      out,
      colour: opts.colour,
      links,
      ...(opts.interactive ? {} : { maxInvalid: 1 }),
    });
    decisions = confirmed.decisions;
    if (!decisions.includes('apply')) {
      const declined = await apply(opts, changes, decisions);
      const why = confirmed.ended
        ? opts.interactive
          ? 'No answer (end of input): nothing was written.'
          : 'No terminal to confirm on, no "y" on stdin and no --yes: nothing was written.'
        : 'Nothing was written.';
      out.write(
        `${why} ${changes.length === 1 ? 'The change stays' : 'The changes stay'} staged in the session; ${applyLaterHint(opts.command, opts.sessionId, changes.length, opts.vault)}\n`,
      );
      return { outcome: confirmed.ended && !opts.interactive ? 'not-confirmed' : 'declined', apply: declined };
    }
  }
  const result = await resolveConflicts(await apply(opts, changes, decisions), {
    stage: opts.stage,
    apply: applyOptions(opts),
    yes: opts.yes,
    ask: opts.ask,
    out,
    colour: opts.colour,
  });
  for (const path of result.swept ?? []) out.write(`· removed ${relative(opts.vault, path)}, left by an interrupted write\n`);
  for (const r of result.records) {
    const mark = r.action === 'created' || r.action === 'updated' ? '✓' : r.action === 'skipped' ? '·' : '✗';
    out.write(`${mark} ${r.action} ${r.relative}${r.reason ? ` — ${r.reason}` : ''}\n`);
  }
  const failed = result.records.filter((r) => r.action === 'failed').length;
  if (failed > 0) {
    out.write(
      `${failed === 1 ? 'That note was' : `Those ${failed} notes were`} not written; the changes stay staged in ${stagedWhere(opts)}. Once the cause is fixed, ${applyLaterHint(opts.command, opts.sessionId, failed, opts.vault)} (notes already written are left as they are)\n`,
    );
  }
  return { outcome: 'applied', apply: result };
}
